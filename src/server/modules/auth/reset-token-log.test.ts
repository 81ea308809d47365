/**
 * The password-reset token never reaches the request log: following the e-mailed link logs the
 * path with the token masked, and no line holds the token (captured from the real logger).
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, linkIn, type TestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { createLogger } from '../../logger.ts'

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

describe.each(DB_KINDS)('request log on %s', (kind) => {
  const lines: string[] = []
  let t: TestApp
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink)
    t = await createTestApp({ dbKind: kind, logger })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('writes the reset link path with the token masked', async () => {
    const u = await t.signUp()
    await t.request('/api/auth/request-password-reset', { json: { email: u.email } })
    const link = linkIn(await t.lastMail(u.email, 'reset-password'))
    const token = link.pathname.split('/').pop() as string
    expect(token.length).toBeGreaterThan(10)
    lines.length = 0

    const landing = await t.request(`${link.pathname}${link.search}`)
    expect(landing.status).toBe(302)
    // The token still reaches the SPA through the redirect, not the log.
    expect(landing.headers.get('location')).toContain(token)

    const requests = lines.map((l) => JSON.parse(l) as { msg?: string; path?: string })
    expect(
      requests.some((r) => r.msg === 'request' && r.path === '/api/auth/reset-password/[redacted]'),
    ).toBe(true)
    expect(lines.join('\n')).not.toContain(token)
  })
})
