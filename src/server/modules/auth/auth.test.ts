/**
 * Accounts over HTTP on a real database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set):
 * sign-up, duplicates, wrong password, verification link, reset with the e-mailed token,
 * sessions revoked, the password rules in the specification's order, rate limits.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestApp,
  linkIn,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { session, user } from '../../db/schema/auth.ts'
import { createLogger } from '../../logger.ts'
import { createAuth } from './auth.ts'

// The machine is shared: starting a database can take a while under load.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

async function errorOf(res: Response) {
  return (
    (await res.json()) as { error: { code: string; fields?: Record<string, string>; retryAfter?: number } }
  ).error
}

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind: kind })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function userCount(email: string) {
    const [row] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email))
    return row?.n ?? 0
  }

  it('signs up with a trimmed, lowercased e-mail, signs the user in and e-mails a verification link', async () => {
    const local = uniqueEmail('Mixed')
    const res = await t.request('/api/auth/sign-up/email', {
      json: { email: `  ${local.toUpperCase()} `, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: { email: string; emailVerified: boolean } }
    expect(body.user.email).toBe(local.toLowerCase())
    expect(body.user.emailVerified).toBe(false)
    const setCookie = res.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/adequat\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i) // http://localhost

    const mail = await t.lastMail(local.toLowerCase(), 'verify-email')
    expect(mail.subject).toContain('Confirmez votre adresse email')
    expect(mail.html).toContain('<a href=')
    const link = linkIn(mail)
    expect(link.origin).toBe(t.env.APP_URL)
    expect(link.pathname).toBe('/api/auth/verify-email')
    expect(link.searchParams.get('callbackURL')).toBe('/auth/callback?type=signup')
  })

  it('verifies the address through the e-mailed link, landing on /login (no session opened)', async () => {
    const u = await t.signUpUnverified()
    const link = linkIn(await t.lastMail(u.email, 'verify-email'))
    const res = await t.request(`${link.pathname}${link.search}`)
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('location')!, t.env.APP_URL).toString()).toBe(
      `${t.env.APP_URL}/login?verified=1`,
    )
    const me = await t.request('/api/me', { cookie: u.cookie })
    expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true)
  })

  it('refuses a forged verification token', async () => {
    const res = await t.request(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback%3Ftype%3Dsignup',
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toContain('error=')
  })

  it('answers EMAIL_TAKEN for an address already registered (any case), storing nothing', async () => {
    const u = await t.signUp()
    const res = await t.request('/api/auth/sign-up/email', {
      json: {
        email: u.email.toUpperCase(),
        password: 'Autremotdepasse2',
        confirmPassword: 'Autremotdepasse2',
      },
    })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('EMAIL_TAKEN')
    expect(await userCount(u.email)).toBe(1)
    // the original password still works
    await expect(t.signIn(u.email, u.password)).resolves.toMatch(/session_token/)
  })

  it('answers INVALID_CREDENTIALS for a wrong password and for an unknown e-mail alike', async () => {
    const u = await t.signUp()
    const wrong = await t.request('/api/auth/sign-in/email', {
      json: { email: u.email, password: 'Mauvais123' },
    })
    expect(wrong.status).toBe(401)
    expect((await errorOf(wrong)).code).toBe('INVALID_CREDENTIALS')
    expect(wrong.headers.getSetCookie().join('')).not.toMatch(/session_token=[^;]/)
    const unknown = await t.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail('nobody'), password: 'Mauvais123' },
    })
    expect(unknown.status).toBe(401)
    expect((await errorOf(unknown)).code).toBe('INVALID_CREDENTIALS')
  })

  it('checks new passwords in the specification order: length, uppercase, digit', async () => {
    const cases: [string, string][] = [
      ['abc', 'PASSWORD_TOO_SHORT'],
      ['abc1', 'PASSWORD_TOO_SHORT'], // short AND no uppercase: length first
      ['abcdefgh1', 'PASSWORD_NO_UPPERCASE'],
      ['abcdefgh', 'PASSWORD_NO_UPPERCASE'], // no uppercase AND no digit: uppercase first
      ['Abcdefgh', 'PASSWORD_NO_DIGIT'],
    ]
    for (const [password, code] of cases) {
      const email = uniqueEmail('weak')
      const res = await t.request('/api/auth/sign-up/email', {
        json: { email, password, confirmPassword: password },
      })
      expect(res.status, password).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('WEAK_PASSWORD')
      expect(error.fields).toEqual({ password: code })
      expect(await userCount(email)).toBe(0)
    }
  })

  it('refuses a confirmation that does not match', async () => {
    const email = uniqueEmail('confirm')
    const res = await t.request('/api/auth/sign-up/email', {
      json: { email, password: TEST_PASSWORD, confirmPassword: `${TEST_PASSWORD}x` },
    })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({
      code: 'VALIDATION',
      fields: { confirmPassword: 'PASSWORDS_DONT_MATCH' },
    })
    expect(await userCount(email)).toBe(0)
  })

  it('refuses absurd e-mails and 10,000-character passwords with a clear envelope, storing nothing', async () => {
    const absurd = [`${'a'.repeat(300)}@example.com`, 'pas-une-adresse', 'a@b', '<script>@x.fr', '', 42, null]
    for (const email of absurd) {
      const res = await t.request('/api/auth/sign-up/email', {
        json: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      })
      expect(res.status, String(email)).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('VALIDATION')
      expect(error.fields?.email).toMatch(/^EMAIL_(INVALID|REQUIRED)$/)
    }
    const huge = `A1${'x'.repeat(9998)}`
    const email = uniqueEmail('huge')
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email, password: huge, confirmPassword: huge },
    })
    expect(signUp.status).toBe(400)
    expect(await errorOf(signUp)).toMatchObject({
      code: 'WEAK_PASSWORD',
      fields: { password: 'PASSWORD_TOO_LONG' },
    })
    expect(await userCount(email)).toBe(0)
    const signIn = await t.request('/api/auth/sign-in/email', { json: { email, password: huge } })
    expect(signIn.status).toBe(400)
    expect((await errorOf(signIn)).code).toBe('VALIDATION')
    const [{ n } = { n: -1 }] = await t.db.select({ n: count() }).from(user).where(eq(user.email, ''))
    expect(n).toBe(0)
  })

  it('resets the password with the e-mailed token, revoking every old session', async () => {
    const u = await t.signUp()
    const otherDevice = await t.signIn(u.email, u.password)
    expect((await t.request('/api/me', { cookie: otherDevice })).status).toBe(200)

    const forgot = await t.request('/api/auth/request-password-reset', {
      json: { email: ` ${u.email.toUpperCase()} `, redirectTo: '/auth/callback?type=recovery' },
    })
    expect(forgot.status).toBe(200)
    const mail = await t.lastMail(u.email, 'reset-password')
    expect(mail.subject).toContain('Réinitialisation de votre mot de passe')
    const link = linkIn(mail)

    // The e-mailed link checks the token and lands on the SPA's recovery callback with it.
    const landing = await t.request(`${link.pathname}${link.search}`)
    expect(landing.status).toBe(302)
    const callback = new URL(landing.headers.get('location')!, t.env.APP_URL)
    expect(callback.pathname).toBe('/auth/callback')
    expect(callback.searchParams.get('type')).toBe('recovery')
    const token = callback.searchParams.get('token')
    expect(token).toBeTruthy()

    const weak = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'nouveau1' } })
    expect(weak.status).toBe(400)
    expect(await errorOf(weak)).toMatchObject({
      code: 'WEAK_PASSWORD',
      fields: { password: 'PASSWORD_NO_UPPERCASE' },
    })

    const reset = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'Nouveau2024', confirmPassword: 'Nouveau2024' },
    })
    expect(reset.status).toBe(200)

    // old sessions are gone, the old password is refused, the new one works
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(401)
    expect((await t.request('/api/me', { cookie: otherDevice })).status).toBe(401)
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(session)
      .where(eq(session.userId, u.id))
    expect(n).toBe(0)
    const old = await t.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } })
    expect((await errorOf(old)).code).toBe('INVALID_CREDENTIALS')
    const fresh = await t.signIn(u.email, 'Nouveau2024')
    expect((await t.request('/api/me', { cookie: fresh })).status).toBe(200)

    // the token is single-use
    const again = await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Encore2024x' } })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).code).toBe('INVALID_TOKEN')
  })

  it('answers the same success to a reset request for an unknown address, sending nothing', async () => {
    const email = uniqueEmail('ghost')
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/auth/callback?type=recovery' },
    })
    expect(res.status).toBe(200)
    expect(await t.outbox(email)).toHaveLength(0)
  })

  it('requires an e-mail to reset a password (RESET_EMAIL_REQUIRED)', async () => {
    const res = await t.request('/api/auth/request-password-reset', { json: { email: '  ' } })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({
      code: 'VALIDATION',
      fields: { email: 'RESET_EMAIL_REQUIRED' },
    })
  })

  it('never lets a client point e-mail links to another site', async () => {
    const u = await t.signUpUnverified(uniqueEmail(), TEST_PASSWORD)
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email: u.email, redirectTo: 'https://evil.example/steal' },
    })
    expect(res.status).toBe(200)
    const link = linkIn(await t.lastMail(u.email, 'reset-password'))
    expect(link.origin).toBe(t.env.APP_URL)
    const landing = await t.request(`${link.pathname}${link.search}`)
    const callback = new URL(landing.headers.get('location')!, t.env.APP_URL)
    expect(callback.origin).toBe(t.env.APP_URL)
    expect(callback.pathname).toBe('/auth/callback')

    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail('cb'), password: TEST_PASSWORD, callbackURL: 'https://evil.example/' },
    })
    expect(signUp.status).toBe(200)
    const email = ((await signUp.json()) as { user: { email: string } }).user.email
    const verify = linkIn(await t.lastMail(email, 'verify-email'))
    expect(verify.searchParams.get('callbackURL')).toBe('/auth/callback?type=signup')
  })

  it('signs out: the session no longer opens /api/me', async () => {
    const u = await t.signUp()
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: u.cookie, json: {} })
    expect(out.status).toBe(200)
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(401)
  })
})

describe('server code calling better-auth directly', () => {
  it('meets the same password rules', async () => {
    const t = await createTestApp()
    try {
      const auth = createAuth({ db: t.db, env: t.env, logger: createLogger(t.env), mailer: t.mailer })
      const email = uniqueEmail('direct')
      const attempt = auth.api.signUpEmail({ body: { email, password: 'abcdefgh1', name: 'x' } })
      await expect(attempt).rejects.toMatchObject({
        body: { code: 'WEAK_PASSWORD', message: 'PASSWORD_NO_UPPERCASE' },
      })
      const [row] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email))
      expect(row?.n).toBe(0)
      await expect(
        auth.api.signUpEmail({ body: { email, password: TEST_PASSWORD, name: 'x' } }),
      ).resolves.toBeTruthy()
    } finally {
      await t.close()
    }
  })
})

describe('rate limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers RATE_LIMITED with retryAfter after repeated failed sign-ins', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 12; i++) {
      // A new address each time: this is the per-client-address limit, not the per-account one.
      last = await t.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('ip'), password: 'Mauvais123' },
      })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(last!.status).toBe(429)
    const error = await errorOf(last!)
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.retryAfter).toBeGreaterThan(0)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits reset requests to 3 a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await t.request('/api/auth/request-password-reset', { json: { email: uniqueEmail('rl') } })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
