/**
 * Sessions over HTTP on a real database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set):
 * the profile's list (device, current one, never a token), 'Se déconnecter partout', other sessions
 * ended by a password change, and the lifetime (7 days idle, 30 days absolute).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cookieHeaderFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import type { SessionList } from '../../../shared/schemas/sessions.ts'
import { session } from '../../db/schema/auth.ts'

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DAY = 24 * 60 * 60 * 1000

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind: kind })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function signInWith(email: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email, password },
      headers: { 'user-agent': userAgent },
    })
    expect(res.status).toBe(200)
    return cookieHeaderFrom(res)
  }

  async function list(cookie: string): Promise<SessionList> {
    const res = await t.request('/api/sessions', { cookie })
    expect(res.status).toBe(200)
    return (await res.json()) as SessionList
  }

  it('lists the devices, marks this session, and never sends a token', async () => {
    const u = await t.signUp()
    const laptop = await signInWith(u.email, FIREFOX_LINUX)
    await signInWith(u.email, SAFARI_IPHONE)
    const res = await t.request('/api/sessions', { cookie: laptop })
    const text = await res.text()
    const { sessions } = JSON.parse(text) as SessionList
    expect(sessions).toHaveLength(3) // sign-up, laptop, phone
    expect(sessions.filter((s) => s.isCurrent)).toEqual([
      expect.objectContaining({ browser: 'Firefox', os: 'Linux', isCurrent: true }),
    ])
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari', os: 'iPhone', isCurrent: false }),
    )
    const tokens = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, u.id))
    for (const { token } of tokens) expect(text).not.toContain(token)
    expect((await t.request('/api/sessions')).status).toBe(401)
  })

  it("'Se déconnecter partout' ends every other session and keeps this one", async () => {
    const u = await t.signUp()
    const phone = await signInWith(u.email, SAFARI_IPHONE)
    const res = await t.request('/api/sessions/revoke-others', { method: 'POST', cookie: u.cookie })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { revoked: number }).revoked).toBe(1)
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401)
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200)
    expect((await list(u.cookie)).sessions).toHaveLength(1)
  })

  it('a password change ends the other sessions; the one that changed it stays signed in', async () => {
    const u = await t.signUp()
    const other = await signInWith(u.email, FIREFOX_LINUX)
    const newPassword = 'Nouveau1motdepasse'
    const res = await t.request('/api/auth/change-password', {
      cookie: u.cookie,
      json: { currentPassword: u.password, newPassword, confirmPassword: newPassword },
    })
    expect(res.status).toBe(200)
    const current = cookieHeaderFrom(res, u.cookie)
    expect((await t.request('/api/me', { cookie: current })).status).toBe(200)
    expect((await t.request('/api/me', { cookie: other })).status).toBe(401)
    expect((await list(current)).sessions).toHaveLength(1)
  })

  it('a session ends after 7 idle days and, however active, 30 days after sign-in', async () => {
    const u = await t.signUp()
    const [row] = await t.db.select().from(session).where(eq(session.userId, u.id))
    const idle = row!.expiresAt.getTime() - row!.createdAt.getTime()
    expect(Math.abs(idle - 7 * DAY)).toBeLessThan(60_000)

    // Used every day for a month: still expiring in the future, but past the absolute limit.
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 30 * DAY - 60_000), updatedAt: new Date(Date.now() - DAY) })
      .where(eq(session.userId, u.id))
    expect((await t.request('/api/sessions', { cookie: u.cookie })).status).toBe(401)
    // (GET /api/me reads the session with the usage in its own query: the same limit holds there,
    // and on the analysis routes, which read it with the plan)
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(401)
    expect((await t.request('/api/analyses', { method: 'POST', cookie: u.cookie })).status).toBe(401)
    const refreshed = await t.request('/api/auth/get-session', { cookie: u.cookie })
    expect(await refreshed.json()).toBeNull()
    expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0)
  })
})
