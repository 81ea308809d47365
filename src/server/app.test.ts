/**
 * The app's envelope, guards and static serving over HTTP: health, /api/me, bad input (malformed
 * JSON, oversized bodies, unknown paths, foreign origins), security headers, the SPA fallback.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/helpers/app.ts'
import { DB_KINDS } from '../../test/helpers/db.ts'
import { session, user } from './db/schema/auth.ts'
import { createLogger } from './logger.ts'

// The machine is shared: starting a database can take a while under load.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

async function errorOf(res: Response) {
  return (
    (await res.json()) as { error: { code: string; requestId?: string; fields?: Record<string, string> } }
  ).error
}

describe.each(DB_KINDS)('app on %s', (kind) => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'adequat-dist-'))
    mkdirSync(join(staticDir, 'assets'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Adéquat</title><div id="root"></div>')
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)')
    t = await createTestApp({ dbKind: kind, staticDir })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

  async function users() {
    const [row] = await t.db.select({ n: count() }).from(user)
    return row?.n ?? 0
  }

  it('GET /api/health checks the database', async () => {
    const res = await t.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: kind })
    expect(res.headers.get('x-request-id')).toMatch(/[\w-]{8,}/)
  })

  it('GET /api/me: 401 envelope signed out; the user, plan and usage signed in', async () => {
    const out = await t.request('/api/me')
    expect(out.status).toBe(401)
    expect((await errorOf(out)).code).toBe('UNAUTHENTICATED')
    const u = await t.signUp()
    const res = await t.request('/api/me', { cookie: u.cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      user: { id: u.id, email: u.email, emailVerified: true },
      plan: null,
      isPaid: false,
      usage: { used: 0, limit: 3, remaining: 3, period: 'lifetime', resetsAt: null },
      questionsLimit: 3,
      planChoice: null,
    })
  })

  it('refuses a tampered or forged session cookie', async () => {
    const u = await t.signUp()
    const [name, value = ''] = u.cookie.split('=')
    const decoded = decodeURIComponent(value)
    const token = decoded.slice(0, decoded.lastIndexOf('.'))
    const forged = [
      `${name}=${encodeURIComponent(`${token}x${decoded.slice(decoded.lastIndexOf('.'))}`)}`,
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`,
      `${name}=`,
    ]
    for (const cookie of forged) {
      const res = await t.request('/api/me', { cookie })
      expect(res.status, cookie).toBe(401)
    }
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200)
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, u.id))
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(401)
  })

  it('answers the outbox only to this machine: a non-loopback or proxied client gets 404', async () => {
    const url = `${t.env.APP_URL}/api/dev/outbox`
    const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
    expect((await t.app.request(url, {}, peer('203.0.113.7'))).status).toBe(404)
    expect((await t.app.request(url, {}, peer('192.168.1.20'))).status).toBe(404)
    expect((await t.app.request(url, {}, peer('::ffff:10.0.0.3'))).status).toBe(404)
    const proxied = { headers: { 'x-forwarded-for': '203.0.113.7' } }
    expect((await t.app.request(url, proxied, peer('127.0.0.1'))).status).toBe(404)
    expect((await t.app.request(url, {}, peer('127.0.0.1'))).status).toBe(200)
    expect((await t.app.request(url, {}, peer('::1'))).status).toBe(200)
  })

  it('lists the mail outbox outside production, newest first, filtered by address', async () => {
    const u = await t.signUpUnverified(uniqueEmail('outbox'), TEST_PASSWORD)
    await t.request('/api/auth/request-password-reset', { json: { email: u.email } })
    const res = await t.request(`/api/dev/outbox?to=${encodeURIComponent(u.email.toUpperCase())}`)
    expect(res.status).toBe(200)
    const { messages } = (await res.json()) as { messages: { to: string; template: string; text: string }[] }
    expect(messages.map((m) => m.template)).toEqual(['reset-password', 'verify-email'])
    expect(messages.every((m) => m.to === u.email)).toBe(true)
    expect(messages[0]!.text).toContain('/api/auth/reset-password/')
  })

  it('refuses a NUL byte or another control character with 400 VALIDATION on every kind of input, storing nothing', async () => {
    const u = await t.signUp()
    const [before] = await t.db.select({ users: count() }).from(user)
    const form = (jobDescription: string, fileName = 'cv.pdf') => {
      const body = new FormData()
      body.set('cv', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], fileName))
      body.set('jobDescription', jobDescription)
      return body
    }
    const attempts: [string, Parameters<TestApp['request']>[1]][] = [
      [
        '/api/auth/sign-up/email',
        { json: { email: uniqueEmail('nul'), password: TEST_PASSWORD, name: 'A\u0000B' } },
      ],
      ['/api/auth/sign-in/email', { json: { email: `x\u0000${u.email}`, password: TEST_PASSWORD } }],
      [
        '/api/contact',
        { json: { name: 'Zoé', email: u.email, subject: 'Sujet', message: 'Bonjour\u0007 !' } },
      ],
      ['/api/analyses?cursor=%00', { cookie: u.cookie }],
      ['/api/comparisons?cursor=a%01b', { cookie: u.cookie }],
      ['/api/history?q=a%00b', { cookie: u.cookie }],
      ['/api/analyses', { method: 'POST', cookie: u.cookie, body: form('Data analyst\u0000 SQL') }],
      ['/api/analyses', { method: 'POST', cookie: u.cookie, body: form('Data analyst SQL', 'cv\u0000.pdf') }],
      ['/api/account', { method: 'DELETE', cookie: u.cookie, json: { password: `${TEST_PASSWORD}\u001b` } }],
    ]
    for (const [path, init] of attempts) {
      const res = await t.request(path, init)
      expect(res.status, path).toBe(400)
      expect((await errorOf(res)).code, path).toBe('VALIDATION')
    }
    const [after] = await t.db.select({ users: count() }).from(user)
    expect(after?.users).toBe(before?.users)
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200)
  })

  it('answers MALFORMED_JSON for a broken JSON body, storing nothing', async () => {
    const before = await users()
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.fr", "password": ',
    })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('MALFORMED_JSON')
    expect(error.requestId).toBe(res.headers.get('x-request-id'))
    expect(await users()).toBe(before)
  })

  it('answers PAYLOAD_TOO_LARGE for a JSON body over 64 KB, storing nothing', async () => {
    const before = await users()
    const res = await t.request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD, padding: 'x'.repeat(70 * 1024) },
    })
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('PAYLOAD_TOO_LARGE')
    expect(await users()).toBe(before)
  })

  it('answers PAYLOAD_TOO_LARGE for a chunked body without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers a 404 envelope for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request('/api/nope/nothing', { method })
      expect(res.status, method).toBe(404)
      expect((await errorOf(res)).code).toBe('NOT_FOUND')
    }
  })

  it('refuses a state-changing request from a foreign Origin with ORIGIN_FORBIDDEN, storing nothing', async () => {
    const before = await users()
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await t.request('/api/auth/sign-up/email', {
        origin,
        json: { email: uniqueEmail(), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      })
      expect(res.status, origin).toBe(403)
      expect((await errorOf(res)).code).toBe('ORIGIN_FORBIDDEN')
    }
    const u = await t.signUp()
    const signOut = await t.request('/api/auth/sign-out', {
      origin: 'https://evil.example',
      cookie: u.cookie,
      json: {},
    })
    expect(signOut.status).toBe(403)
    const noOriginWithCookie = await t.request('/api/auth/sign-out', {
      origin: null,
      cookie: u.cookie,
      json: {},
    })
    expect(noOriginWithCookie.status).toBe(403)
    const crossSite = await t.request('/api/auth/sign-in/email', {
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
      json: { email: u.email, password: u.password },
    })
    expect(crossSite.status).toBe(403)
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200)
    expect(await users()).toBe(before + 1)
  })

  it('lets a non-browser client without Origin or cookies sign in', async () => {
    const u = await t.signUp()
    const res = await t.request('/api/auth/sign-in/email', {
      origin: null,
      json: { email: u.email, password: u.password },
    })
    expect(res.status).toBe(200)
  })

  it('sends the security headers on API answers and pages', async () => {
    for (const path of ['/api/health', '/']) {
      const res = await t.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/script-src 'self'(;|$)/)
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('strict-transport-security')).toBeNull() // plain http
    }
  })

  it('serves the SPA: index.html for client routes, immutable hashed assets, 404 for missing assets', async () => {
    for (const path of ['/', '/dashboard', '/auth/callback?type=signup']) {
      const res = await t.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('<div id="root">')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
    const asset = await t.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await t.request('/assets/missing-zzz.js')).status).toBe(404)
  })
})

describe('when the database is down', () => {
  it('health answers SERVICE_UNAVAILABLE; other failures become INTERNAL, logged with the request id', async () => {
    const lines: string[] = []
    const logger = createLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'test' },
      { write: (line: string) => lines.push(line) },
    )
    const t = await createTestApp({ logger })
    const u = await t.signUp()
    await t.close() // closes the database under the running app
    const health = await t.request('/api/health')
    expect(health.status).toBe(503)
    expect((await errorOf(health)).code).toBe('SERVICE_UNAVAILABLE')
    const me = await t.request('/api/me', { cookie: u.cookie })
    expect(me.status).toBe(500)
    const error = await errorOf(me)
    expect(error.code).toBe('INTERNAL')
    expect(error.requestId).toBe(me.headers.get('x-request-id'))
    const logged = lines.map((l) => JSON.parse(l) as { level: number; requestId?: string; msg: string })
    expect(logged.some((l) => l.level >= 50 && l.requestId === error.requestId)).toBe(true)
    // no request body and no cookie ever reach the log
    expect(lines.join('\n')).not.toContain(u.password)
    expect(lines.join('\n')).not.toContain(u.cookie.split('=')[1]!.slice(0, 20))
  })
})

describe('app over https', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://adequat.example' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('adds HSTS and Secure session cookies', async () => {
    const health = await t.request('/api/health')
    expect(health.headers.get('strict-transport-security')).toContain('max-age=')
    const res = await t.request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().join('\n')).toMatch(/__Secure-adequat\.session_token=.*Secure/i)
  })
})

describe('in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has no outbox route', async () => {
    const res = await t.request('/api/dev/outbox')
    expect(res.status).toBe(404)
  })
})
