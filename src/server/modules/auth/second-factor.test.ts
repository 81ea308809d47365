/**
 * The second factor cannot be bypassed, over HTTP on a real database (PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set): the e-mail verification link opens no session (anyone can have one
 * sent), a TOTP code is accepted once, a backup code once.
 */
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  cookieHeaderFrom,
  createTestApp,
  linkIn,
  type TestApp,
  type TestUser,
} from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { BACKUP_CODE_PATTERN } from '../../../shared/backup-codes.ts'

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

async function errorCode(res: Response): Promise<string | undefined> {
  return ((await res.json()) as { error?: { code?: string } }).error?.code
}

/** Enables TOTP (confirmed by one code); returns the authenticator. */
async function enableTotp(t: TestApp, u: { cookie: string; password: string }) {
  const enabled = await t.request('/api/auth/two-factor/enable', {
    cookie: u.cookie,
    json: { password: u.password },
  })
  expect(enabled.status).toBe(200)
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP
  const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
    cookie: u.cookie,
    json: { code: totp.generate() },
  })
  expect(confirmed.status).toBe(200)
  return { totp, backupCodes, cookie: cookieHeaderFrom(confirmed, u.cookie) }
}

/** Password step of a sign-in on an account with TOTP: the challenge cookie, no session. */
async function challengeFor(t: TestApp, u: TestUser): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } })
  expect(res.status).toBe(401)
  expect(await errorCode(res)).toBe('TWO_FACTOR_REQUIRED')
  return cookieHeaderFrom(res)
}

describe.each(DB_KINDS)('second factor on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind: kind })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a verification link requested by anyone for an account with TOTP verifies it but opens no session', async () => {
    // Unverified account with TOTP on (the usual case): the attacker knows only the address.
    const owner = await t.signUpUnverified()
    const { cookie } = await enableTotp(t, owner)
    const sent = await t.request('/api/auth/send-verification-email', {
      origin: null,
      json: { email: owner.email },
    })
    expect(sent.status).toBe(200)
    const link = linkIn(await t.lastMail(owner.email, 'verify-email'))

    const followed = await t.request(`${link.pathname}${link.search}`)
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe('/login?verified=1')
    expect(followed.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/)
    // The address is verified all the same.
    const me = await t.request('/api/me', { cookie })
    expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true)
  })

  it('a verification link followed while signed in lands on the dashboard, session unchanged', async () => {
    const u = await t.signUpUnverified()
    const link = linkIn(await t.lastMail(u.email, 'verify-email'))
    const followed = await t.request(`${link.pathname}${link.search}`, { cookie: u.cookie })
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe('/dashboard?verified=1')
    expect(followed.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/)
  })

  it('accepts a TOTP code once: the same code a second time is refused', async () => {
    const u = await t.signUp()
    const { totp } = await enableTotp(t, u)
    // Next step's code: the current one was spent confirming the set-up.
    const code = totp.generate({ timestamp: Date.now() + 30_000 })

    const first = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: await challengeFor(t, u),
      json: { code },
    })
    expect(first.status).toBe(200)
    expect(cookieHeaderFrom(first)).toMatch(/session_token=/)

    const replay = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: await challengeFor(t, u),
      json: { code },
    })
    expect(replay.status).toBe(401)
    expect(await errorCode(replay)).toBe('INVALID_TWO_FACTOR_CODE')
    expect(cookieHeaderFrom(replay)).not.toMatch(/session_token=/)
  })

  it('a wrong code does not spend anything: the right code still works after it', async () => {
    const u = await t.signUp()
    const { totp } = await enableTotp(t, u)
    const code = totp.generate({ timestamp: Date.now() + 30_000 })
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const challenge = await challengeFor(t, u)
    const refused = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      json: { code: wrong },
    })
    expect(refused.status).toBe(401)
    const accepted = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      json: { code },
    })
    expect(accepted.status).toBe(200)
  })

  it('accepts a backup code once', async () => {
    const u = await t.signUp()
    const { backupCodes } = await enableTotp(t, u)
    // ten codes without look-alike characters (no 0/O, 1/I/L, no lower case), in groups of four
    expect(backupCodes).toHaveLength(10)
    for (const backup of backupCodes) expect(backup).toMatch(BACKUP_CODE_PATTERN)
    expect(backupCodes.join('')).not.toMatch(/[01ILOa-z]/)
    expect(new Set(backupCodes).size).toBe(10)
    const code = backupCodes[0] as string
    const first = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await challengeFor(t, u),
      json: { code },
    })
    expect(first.status).toBe(200)
    const again = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await challengeFor(t, u),
      json: { code },
    })
    expect(again.status).toBe(401)
    expect(await errorCode(again)).toBe('INVALID_TWO_FACTOR_CODE')
  })
})
