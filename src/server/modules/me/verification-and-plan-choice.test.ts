/**
 * Issue 12 item 5 on the server: paying needs a verified e-mail (EMAIL_VERIFICATION_REQUIRED at
 * checkout and on the local payment page); 'Renvoyer l'e-mail' lands on the SPA's callback and is
 * limited per address; the plan chosen before sign-up is kept with the account, shown in /api/me
 * and taken once, only after verification — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, linkIn, type TestApp, uniqueEmail } from '../../../../test/helpers/app.ts'
import { subscribeWithTestCard } from '../../../../test/helpers/checkout.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import { user as users } from '../../db/schema/auth.ts'
import { localCheckoutSessions } from '../../db/schema/billing.ts'
import { signupPlanChoices } from '../../db/schema/plan-choice.ts'

async function code(res: Response) {
  return ((await res.json()) as ErrorEnvelope).error.code
}

describe.each(DB_KINDS)('verified e-mail and plan choice on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind })
  })
  afterAll(async () => {
    await t.close()
  })

  async function verify(email: string, cookie: string) {
    const link = linkIn(await t.lastMail(email, 'verify-email'))
    const res = await t.request(`${link.pathname}${link.search}`, { cookie })
    expect(res.status).toBe(302)
  }

  it('refuses checkout to an unverified e-mail, creating nothing, and accepts it once verified', async () => {
    const user = await t.signUpUnverified()
    const refused = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'premium' },
    })
    expect(refused.status).toBe(403)
    expect(await code(refused)).toBe('EMAIL_VERIFICATION_REQUIRED')
    const sessions = await t.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.userId, user.id))
    expect(sessions).toHaveLength(0)

    await verify(user.email, user.cookie)
    const accepted = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'premium' },
    })
    expect(accepted.status).toBe(200)
  })

  it('refuses the local payment page’s payment to an unverified e-mail', async () => {
    const user = await t.signUp()
    const res = await t.request('/api/billing/checkout', { cookie: user.cookie, json: { planId: 'starter' } })
    const session = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()
    // The address stops being verified (e.g. an administrator reset it) before the payment.
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id))
    const paid = await t.request(`/api/billing/local/sessions/${session}/pay`, {
      cookie: user.cookie,
      json: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    })
    expect(paid.status).toBe(403)
    expect(await code(paid)).toBe('EMAIL_VERIFICATION_REQUIRED')
  })

  it('keeps the plan chosen before sign-up and gives it once, after verification', async () => {
    const user = await t.signUpUnverified()
    const me = async () =>
      (await (await t.request('/api/me', { cookie: user.cookie })).json()) as {
        planChoice: string | null
        user: { emailVerified: boolean }
      }
    expect((await me()).planChoice).toBeNull()
    expect(
      (
        await t.request('/api/me/plan-choice', {
          method: 'PUT',
          json: { planId: 'platinum' },
          cookie: user.cookie,
        })
      ).status,
    ).toBe(400)
    const put = await t.request('/api/me/plan-choice', {
      method: 'PUT',
      json: { planId: 'premium' },
      cookie: user.cookie,
    })
    expect(put.status).toBe(204)
    expect(await me()).toMatchObject({ planChoice: 'premium', user: { emailVerified: false } })

    const early = await t.request('/api/me/plan-choice/take', { method: 'POST', cookie: user.cookie })
    expect(early.status).toBe(403)
    expect(await code(early)).toBe('EMAIL_VERIFICATION_REQUIRED')

    await verify(user.email, user.cookie)
    expect(await me()).toMatchObject({ planChoice: 'premium', user: { emailVerified: true } })
    const taken = await t.request('/api/me/plan-choice/take', { method: 'POST', cookie: user.cookie })
    expect(await taken.json()).toEqual({ planId: 'premium' })
    const again = await t.request('/api/me/plan-choice/take', { method: 'POST', cookie: user.cookie })
    expect(await again.json()).toEqual({ planId: null })
    expect((await me()).planChoice).toBeNull()
  })

  it('shows no plan choice to a paying user, forgets it on DELETE and with the account', async () => {
    const user = await t.signUp()
    const put = (planId: string) =>
      t.request('/api/me/plan-choice', { method: 'PUT', json: { planId }, cookie: user.cookie })
    await put('gold')
    expect((await t.request('/api/me/plan-choice', { method: 'DELETE', cookie: user.cookie })).status).toBe(
      204,
    )
    expect(
      ((await (await t.request('/api/me', { cookie: user.cookie })).json()) as { planChoice: null })
        .planChoice,
    ).toBeNull()

    await put('gold')
    await subscribeWithTestCard(t, user.cookie, 'starter')
    expect(
      ((await (await t.request('/api/me', { cookie: user.cookie })).json()) as { planChoice: null })
        .planChoice,
    ).toBeNull()

    const deleted = await t.request('/api/account', {
      method: 'DELETE',
      json: { password: user.password },
      cookie: user.cookie,
    })
    expect(deleted.status).toBe(200)
    expect(
      await t.db.select().from(signupPlanChoices).where(eq(signupPlanChoices.userId, user.id)),
    ).toHaveLength(0)
  })

  it('keeps a plan sent with the sign-up itself, and ignores an unknown one', async () => {
    const signUp = async (plan: string) => {
      const email = uniqueEmail('signup-plan')
      const res = await t.request('/api/auth/sign-up/email', {
        json: { email, password: 'Motdepasse1', confirmPassword: 'Motdepasse1', plan },
      })
      expect(res.status).toBe(200)
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
      const me = (await (await t.request('/api/me', { cookie })).json()) as { planChoice: string | null }
      return me.planChoice
    }
    expect(await signUp('gold')).toBe('gold')
    expect(await signUp('platinum')).toBeNull()
  })

  it('answers 401 to a signed-out plan choice', async () => {
    const res = await t.request('/api/me/plan-choice', { method: 'PUT', json: { planId: 'premium' } })
    expect(res.status).toBe(401)
  })
})

describe('Renvoyer l’e-mail (rate limits on)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: 'true' } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('sends a link to the SPA’s callback whatever the client asks, at most 5 an hour to one address', async () => {
    const email = uniqueEmail('resend')
    await t.signUpUnverified(email)
    let n = 0
    const resend = (ip: string) =>
      t.request('/api/auth/send-verification-email', {
        json: { email, callbackURL: 'https://evil.example/steal' },
        headers: { 'x-forwarded-for': ip },
      })
    for (n = 1; n <= 5; n += 1) {
      // A new client address each time: better-auth's limit (3 a minute per address of the client)
      // does not apply, ours per e-mail address does.
      const res = await resend(`203.0.113.${n}`)
      expect(res.status).toBe(200)
    }
    const mails = (await t.outbox(email)).filter((m) => m.template === 'verify-email')
    expect(mails).toHaveLength(6)
    for (const mail of mails) {
      const link = linkIn(mail)
      expect(link.searchParams.get('callbackURL')).toBe('/auth/callback?type=signup')
    }
    const sixth = await resend('203.0.113.99')
    expect(sixth.status).toBe(429)
    expect(((await sixth.json()) as ErrorEnvelope).error).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await t.outbox(email)).filter((m) => m.template === 'verify-email')).toHaveLength(6)
  })
})
