/**
 * Per-account sign-in throttle over HTTP on a real database (PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set), with the app's clock moved instead of sleeping: exponential back-off
 * after 4 wrong passwords, at most 100 failures an hour, the same answers for an unknown e-mail,
 * parallel guesses held, password reset never blocked and sign-in at once after it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, linkIn, type TestApp, uniqueEmail } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { signInFailure } from '../../db/schema/sign-in-guard.ts'
import { FREE_FAILURES, MAX_FAILURES_PER_HOUR } from './sign-in-throttle.ts'

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

type Answer = { status: number; code?: string; retryAfter?: number }

describe.each(DB_KINDS)('per-account sign-in throttle on %s', (kind) => {
  let t: TestApp
  let now = new Date('2026-11-25T10:00:00Z')
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000)
  }
  beforeAll(async () => {
    t = await createTestApp({ dbKind: kind, clock: () => now })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function attempt(email: string, password = 'Mauvais123'): Promise<Answer> {
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password } })
    if (res.status === 200) return { status: 200 }
    const { error } = (await res.json()) as { error: { code: string; retryAfter?: number } }
    return { status: res.status, code: error.code, ...(error.retryAfter && { retryAfter: error.retryAfter }) }
  }

  /** The answers to the same sequence of attempts, time moved between them as given. */
  async function scenario(email: string): Promise<Answer[]> {
    const answers: Answer[] = []
    for (let i = 0; i < FREE_FAILURES + 1; i++) answers.push(await attempt(email))
    answers.push(await attempt(email)) // too soon: 1 s back-off
    advance(1)
    answers.push(await attempt(email)) // 6th wrong password
    answers.push(await attempt(email)) // too soon: 2 s back-off now
    advance(2)
    answers.push(await attempt(email)) // 7th
    answers.push(await attempt(email)) // too soon: 4 s
    return answers
  }

  it('backs off exponentially after 4 wrong passwords, even for the right password', async () => {
    const u = await t.signUp()
    const answers = await scenario(u.email)
    const wrong = { status: 401, code: 'INVALID_CREDENTIALS' }
    const throttled = (retryAfter: number) => ({ status: 429, code: 'SIGN_IN_THROTTLED', retryAfter })
    expect(answers).toEqual([
      wrong,
      wrong,
      wrong,
      wrong,
      wrong,
      throttled(1),
      wrong,
      throttled(2),
      wrong,
      throttled(4),
    ])
    // During the back-off the right password is refused too (nothing is checked)…
    expect(await attempt(u.email, u.password)).toEqual(throttled(4))
    // …and once it has passed, it signs in and ends the streak.
    advance(4)
    expect(await attempt(u.email, u.password)).toEqual({ status: 200 })
    expect(await attempt(u.email)).toEqual(wrong)
    expect(await attempt(u.email)).toEqual(wrong)
  })

  it('answers an unknown e-mail exactly as an existing account', async () => {
    const u = await t.signUp()
    const known = await scenario(u.email)
    const unknown = await scenario(uniqueEmail('nobody'))
    expect(unknown).toEqual(known)
  })

  it('holds parallel guesses to the back-off: at most the free failures get through', async () => {
    const u = await t.signUp()
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(u.email)))
    expect(answers.filter((a) => a.code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(
      FREE_FAILURES + 1,
    )
    expect(answers.filter((a) => a.code === 'SIGN_IN_THROTTLED').length).toBeGreaterThanOrEqual(
      12 - FREE_FAILURES - 1,
    )
  })

  it(`allows at most ${MAX_FAILURES_PER_HOUR} failures an hour for one account`, async () => {
    const u = await t.signUp()
    // 99 failures earlier this hour, with the back-off already served.
    await t.db.insert(signInFailure).values({
      email: u.email,
      failures: MAX_FAILURES_PER_HOUR - 1,
      windowStart: new Date(now.getTime() - 30 * 60_000),
      streak: 0,
      lastFailureAt: new Date(now.getTime() - 60_000),
    })
    expect((await attempt(u.email)).code).toBe('INVALID_CREDENTIALS') // the 100th
    const capped = await attempt(u.email, u.password)
    expect(capped.code).toBe('SIGN_IN_THROTTLED')
    expect(capped.retryAfter).toBeGreaterThan(29 * 60)
    expect(capped.retryAfter).toBeLessThanOrEqual(30 * 60)
    advance(30 * 60)
    expect(await attempt(u.email, u.password)).toEqual({ status: 200 })
  })

  it('never blocks a password reset, after which the new password signs in at once', async () => {
    const u = await t.signUp()
    for (let i = 0; i < FREE_FAILURES + 1; i++) await attempt(u.email)
    advance(1)
    await attempt(u.email)
    expect((await attempt(u.email)).code).toBe('SIGN_IN_THROTTLED')

    const requested = await t.request('/api/auth/request-password-reset', { json: { email: u.email } })
    expect(requested.status).toBe(200)
    const link = linkIn(await t.lastMail(u.email, 'reset-password'))
    const token = link.pathname.split('/').pop() as string
    const newPassword = 'Nouveau1motdepasse'
    const reset = await t.request('/api/auth/reset-password', {
      json: { token, newPassword, confirmPassword: newPassword },
    })
    expect(reset.status).toBe(200)
    expect(await attempt(u.email, newPassword)).toEqual({ status: 200 })
    const rows = await t.db.select().from(signInFailure).where(eq(signInFailure.email, u.email))
    expect(rows[0]?.streak ?? 0).toBe(0)
  })
})
