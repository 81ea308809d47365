/**
 * Account security and rights over HTTP, on PGlite and PostgreSQL: two-factor sign-in (TOTP computed
 * here with otpauth, a backup code, disable), the data export (content, no secrets) and account
 * deletion (wrong password refused, everything gone, the subscription cancelled at the local
 * provider, no sign-in afterwards, anonymised billing record kept).
 */
import { and, eq, or, sql } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeaderFrom, createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import { subscribeWithTestCard } from '../../../../test/helpers/checkout.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { insertAnalysis, SAMPLE_RESULT } from '../../../../test/helpers/factories.ts'
import type { ComparisonOutcome } from '../../../shared/schemas/comparison.ts'
import { billingArchive } from '../../db/schema/account.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { account, session, twoFactor, user, verification } from '../../db/schema/auth.ts'
import { billingCustomers, billingSubscriptions } from '../../db/schema/billing.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import { contactMessage } from '../../db/schema/contact.ts'
import { invoices } from '../../db/schema/invoices.ts'
import { mailMessage } from '../../db/schema/mail.ts'
import { analysisUsage } from '../../db/schema/usage.ts'

async function errorCode(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { error?: { code?: string } }
  return body.error?.code
}

/** Enables TOTP for a signed-in user; returns the authenticator and backup codes. */
async function enableTwoFactor(t: TestApp, u: TestUser) {
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
  return { totp, totpURI, backupCodes, cookie: cookieHeaderFrom(confirmed, u.cookie) }
}

/** First step of a sign-in that needs a second factor: 401 TWO_FACTOR_REQUIRED + challenge cookie. */
async function passwordStep(t: TestApp, u: TestUser) {
  const res = await t.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } })
  expect(res.status).toBe(401)
  expect(await errorCode(res)).toBe('TWO_FACTOR_REQUIRED')
  const challenge = cookieHeaderFrom(res)
  expect(challenge).toContain('two_factor')
  expect(challenge).not.toMatch(/session_token/)
  return challenge
}

describe.each(DB_KINDS)('account security and rights on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind: kind })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('two-factor sign-in', () => {
    it('refuses to enable with a wrong password', async () => {
      const u = await t.signUp()
      const res = await t.request('/api/auth/two-factor/enable', {
        cookie: u.cookie,
        json: { password: 'Mauvais1pass' },
      })
      expect(res.status).toBe(400)
      expect(await errorCode(res)).toBe('PASSWORD_INCORRECT')
    })

    it('enable → sign-in asks for the code → wrong code refused → right code signs in', async () => {
      const u = await t.signUp()
      const { totp, totpURI, backupCodes, cookie } = await enableTwoFactor(t, u)
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/Ad/)
      expect(backupCodes.length).toBeGreaterThanOrEqual(8)
      // The confirming session stays valid and now shows 2FA on.
      const me = await t.request('/api/auth/get-session', { cookie })
      expect(((await me.json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true)

      const challenge = await passwordStep(t, u)
      // Without the code, no session.
      expect((await t.request('/api/me', { cookie: challenge })).status).toBe(401)

      const wrongCode = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0')
      const wrong = await t.request('/api/auth/two-factor/verify-totp', {
        cookie: challenge,
        json: { code: wrongCode },
      })
      expect(wrong.status).toBe(401)
      expect(await errorCode(wrong)).toBe('INVALID_TWO_FACTOR_CODE')

      // The code that confirmed the set-up is spent (accepted once): use the next time-step's.
      const right = await t.request('/api/auth/two-factor/verify-totp', {
        cookie: challenge,
        json: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      })
      expect(right.status).toBe(200)
      const signedIn = cookieHeaderFrom(right, challenge)
      const meRes = await t.request('/api/me', { cookie: signedIn })
      expect(meRes.status).toBe(200)
      expect(((await meRes.json()) as { user: { email: string } }).user.email).toBe(u.email)
    })

    it('a code without a pending sign-in (lapsed challenge) asks to sign in again', async () => {
      const res = await t.request('/api/auth/two-factor/verify-totp', { json: { code: '123456' } })
      expect(res.status).toBe(401)
      expect(await errorCode(res)).toBe('UNAUTHENTICATED')
    })

    it('a backup code signs in once; disabling needs the password and removes the step', async () => {
      const u = await t.signUp()
      const { backupCodes, cookie } = await enableTwoFactor(t, u)
      const code = backupCodes[0] as string

      const challenge = await passwordStep(t, u)
      const used = await t.request('/api/auth/two-factor/verify-backup-code', {
        cookie: challenge,
        json: { code },
      })
      expect(used.status).toBe(200)
      expect((await t.request('/api/me', { cookie: cookieHeaderFrom(used, challenge) })).status).toBe(200)

      // The same backup code cannot be used twice.
      const again = await passwordStep(t, u)
      const reused = await t.request('/api/auth/two-factor/verify-backup-code', {
        cookie: again,
        json: { code },
      })
      expect(reused.status).toBe(401)
      expect(await errorCode(reused)).toBe('INVALID_TWO_FACTOR_CODE')

      const refused = await t.request('/api/auth/two-factor/disable', {
        cookie,
        json: { password: 'Mauvais1pass' },
      })
      expect(await errorCode(refused)).toBe('PASSWORD_INCORRECT')
      const disabled = await t.request('/api/auth/two-factor/disable', {
        cookie,
        json: { password: u.password },
      })
      expect(disabled.status).toBe(200)
      expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toEqual([])
      // Password alone signs in again.
      const plain = await t.signIn(u.email, u.password)
      expect((await t.request('/api/me', { cookie: plain })).status).toBe(200)
    })
  })

  describe('data export', () => {
    it('needs a session', async () => {
      expect((await t.request('/api/account/export')).status).toBe(401)
    })

    it('downloads the account, subscription, invoices, analyses, usage and contact messages, without secrets', async () => {
      const u = await t.signUp()
      const { backupCodes, cookie } = await enableTwoFactor(t, u)
      const analysis = await insertAnalysis(t.db, { userId: u.id })
      const purged = await insertAnalysis(t.db, { userId: u.id, cvText: null, fileName: 'ancien.docx' })
      await t.db.insert(analysisUsage).values({ userId: u.id, period: 'lifetime', count: 2 })
      const outcome = { recommended: 'A', reason: 'Le CV A couvre SQL.' } as unknown as ComparisonOutcome
      await t.db.insert(comparisons).values({
        id: 'cmp-export-1',
        userId: u.id,
        jobDescription: 'Data analyst : SQL exigé.',
        jobTitle: 'Data analyst',
        analysisAId: analysis.id,
        analysisBId: purged.id,
        outcome,
      })
      await t.db.insert(contactMessage).values({
        name: 'Marie',
        email: u.email.toUpperCase(),
        subject: 'Question facture',
        message: 'Bonjour, une question sur ma facture.',
      })
      await t.db.insert(contactMessage).values({
        name: 'Autre',
        email: 'someone-else@example.com',
        subject: 'Pas à moi',
        message: 'Message d’un autre utilisateur',
      })
      await subscribeWithTestCard(t, cookie, 'starter')

      const res = await t.request('/api/account/export', { cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="adequat-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
      )
      expect(res.headers.get('cache-control')).toBe('no-store')
      const text = await res.text()
      const data = JSON.parse(text)
      expect(data.account).toMatchObject({
        id: u.id,
        email: u.email,
        emailVerified: true,
        twoFactorEnabled: true,
      })
      expect(typeof data.account.createdAt).toBe('string')
      expect(data.billing.subscriptions).toHaveLength(1)
      expect(data.billing.subscriptions[0]).toMatchObject({
        provider: 'local',
        planId: 'starter',
        status: 'active',
        paymentMethodLast4: '4242',
      })
      expect(data.billing.customers).toHaveLength(1)
      // the invoice of that payment: number, date, amounts, plan, as the product issued it
      const [issued] = await t.db.select().from(invoices).where(eq(invoices.userId, u.id))
      expect(issued).toBeTruthy()
      expect(data.billing.invoices).toEqual([
        {
          provider: 'local',
          number: issued?.number,
          issuedAt: issued?.issuedAt.toISOString(),
          planId: 'starter',
          description: issued?.description,
          periodStart: issued?.periodStart.toISOString(),
          periodEnd: issued?.periodEnd.toISOString(),
          amountExclTaxCents: 416,
          vatRateBp: 2000,
          vatCents: 83,
          amountInclTaxCents: 499,
          currency: 'EUR',
          paymentMethod: 'Visa •••• 4242',
          buyerEmail: u.email,
          buyerName: issued?.buyerName ?? null,
          seller: issued?.seller,
          status: 'paid',
          pdfUrl: `/api/billing/invoices/${issued?.id}/pdf`,
        },
      ])
      expect(data.billing.invoices[0].number).toMatch(/^F-\d{6}$/)
      expect(data.analyses).toHaveLength(2)
      const exported = data.analyses.find((a: { id: string }) => a.id === analysis.id)
      expect(exported).toMatchObject({
        cvText: analysis.cvText,
        jobDescription: analysis.jobDescription,
        fileName: 'cv-marie.pdf',
        isCvTextPurged: false,
      })
      expect(exported.result.compatibilityScore).toBe(64)
      expect(data.analyses.find((a: { id: string }) => a.id === purged.id)).toMatchObject({
        cvText: null,
        isCvTextPurged: true,
      })
      expect(data.comparisons).toEqual([
        expect.objectContaining({
          id: 'cmp-export-1',
          analysisAId: analysis.id,
          analysisBId: purged.id,
          outcome,
        }),
      ])
      expect(data.usage).toEqual([expect.objectContaining({ period: 'lifetime', count: 2 })])
      expect(data.contactMessages).toHaveLength(1)
      expect(data.contactMessages[0].subject).toBe('Question facture')
      expect(data.emails.map((m: { template: string }) => m.template)).toContain('verify-email')
      expect(data.sessions.length).toBeGreaterThan(0)

      // No secret of any kind.
      const [credential] = await t.db.select().from(account).where(eq(account.userId, u.id))
      const [tf] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))
      const tokens = await t.db.select().from(session).where(eq(session.userId, u.id))
      expect(credential?.password).toBeTruthy()
      expect(text).not.toContain(credential?.password as string)
      expect(text).not.toContain(tf?.secret as string)
      expect(text).not.toContain(tf?.backupCodes as string)
      for (const code of backupCodes) expect(text).not.toContain(code)
      for (const s of tokens) expect(text).not.toContain(s.token)
      expect(text).not.toMatch(/"(password|secret|backupCodes|token|html|text)"\s*:/)
      expect(text).not.toMatch(/https?:\/\/\S*token=/)
    })
  })

  describe('data export of a user without a subscription', () => {
    it('keeps what the user gave complete and redacts generated content as the API does', async () => {
      const u = await t.signUp()
      const questions = [1, 2, 3, 4, 5].map((n) => ({
        id: `q${n}`,
        question: `Question ${n} ?`,
        answer: `Réponse secrète ${n}`,
        difficulty: 'medium' as const,
        category: 'technical' as const,
      }))
      const stored = await insertAnalysis(t.db, { userId: u.id, result: { ...SAMPLE_RESULT, questions } })
      const res = await t.request('/api/account/export', { cookie: u.cookie })
      expect(res.status).toBe(200)
      const text = await res.text()
      const exported = JSON.parse(text).analyses[0]
      expect(exported.cvText).toBe(stored.cvText)
      expect(exported.jobDescription).toBe(stored.jobDescription)
      const api = await (await t.request(`/api/analyses/${stored.id}`, { cookie: u.cookie })).json()
      expect(exported.result).toEqual(api.analysis.result)
      expect(exported.result.suggestions[2]).toEqual({ id: 's3', locked: true })
      expect(exported.result.questions[4]).toEqual({ id: 'q5', locked: true })
      expect(JSON.parse(text).billing.invoices).toEqual([])
      expect(text).not.toContain('Suggestion 3')
      expect(text).not.toContain('Réponse secrète 5')
    })
  })

  describe('account deletion', () => {
    it('refuses a wrong or missing password and keeps everything', async () => {
      const u = await t.signUp()
      await insertAnalysis(t.db, { userId: u.id })
      const wrong = await t.request('/api/account', {
        method: 'DELETE',
        cookie: u.cookie,
        json: { password: 'Mauvais1pass' },
      })
      expect(wrong.status).toBe(400)
      expect(await errorCode(wrong)).toBe('PASSWORD_INCORRECT')
      const missing = await t.request('/api/account', { method: 'DELETE', cookie: u.cookie, json: {} })
      expect(await errorCode(missing)).toBe('VALIDATION')
      const anonymous = await t.request('/api/account', { method: 'DELETE', json: { password: u.password } })
      expect(anonymous.status).toBe(401)
      expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1)
      expect(await t.db.select().from(analyses).where(eq(analyses.userId, u.id))).toHaveLength(1)
      expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200)
    })

    it('cancels the subscription, deletes everything, signs out, and the account can no longer sign in', async () => {
      const u = await t.signUp()
      const other = await t.signUp()
      const { cookie } = await enableTwoFactor(t, u)
      await insertAnalysis(t.db, { userId: u.id })
      await insertAnalysis(t.db, { userId: other.id })
      await t.db.insert(analysisUsage).values({ userId: u.id, period: 'lifetime', count: 1 })
      await t.db.insert(contactMessage).values({
        name: 'Marie',
        email: u.email,
        subject: 'Bonjour',
        message: 'Un message',
      })
      await t.request('/api/auth/request-password-reset', { json: { email: u.email } })
      await subscribeWithTestCard(t, cookie, 'premium')
      const [sub] = await t.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, u.id))
      expect(sub?.status).toBe('active')

      const res = await t.request('/api/account', {
        method: 'DELETE',
        cookie,
        json: { password: u.password },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ deleted: true })
      // The response clears the session cookie.
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith('adequat.session_token='))
      expect(cleared).toMatch(/Max-Age=0/i)

      const none = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([])
      await none(t.db.select().from(user).where(eq(user.id, u.id)))
      await none(t.db.select().from(session).where(eq(session.userId, u.id)))
      await none(t.db.select().from(account).where(eq(account.userId, u.id)))
      await none(t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id)))
      await none(t.db.select().from(analyses).where(eq(analyses.userId, u.id)))
      await none(t.db.select().from(analysisUsage).where(eq(analysisUsage.userId, u.id)))
      await none(t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, u.id)))
      await none(t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, u.id)))
      await none(
        t.db
          .select()
          .from(verification)
          .where(or(eq(verification.value, u.id), eq(verification.identifier, u.email))),
      )
      await none(
        t.db
          .select()
          .from(mailMessage)
          .where(eq(sql`lower(${mailMessage.to})`, u.email)),
      )
      await none(t.db.select().from(contactMessage).where(eq(contactMessage.email, u.email)))

      // Billing law: one anonymised record of the subscription, cancelled, kept ~10 years.
      const archived = await t.db
        .select()
        .from(billingArchive)
        .where(and(eq(billingArchive.providerSubscriptionId, sub?.providerSubscriptionId as string)))
      expect(archived).toHaveLength(1)
      expect(archived[0]).toMatchObject({ provider: 'local', planId: 'premium', status: 'canceled' })
      const years =
        (archived[0]!.retainUntil.getTime() - archived[0]!.archivedAt.getTime()) / (365.25 * 86_400_000)
      expect(Math.round(years)).toBe(10)
      expect(JSON.stringify(archived)).not.toContain(u.email)
      expect(JSON.stringify(archived)).not.toContain(u.id)

      // The other user is untouched.
      expect(await t.db.select().from(analyses).where(eq(analyses.userId, other.id))).toHaveLength(1)
      expect((await t.request('/api/me', { cookie: other.cookie })).status).toBe(200)

      // Signed out, and no sign-in any more (same message as an unknown account).
      expect((await t.request('/api/me', { cookie })).status).toBe(401)
      const signIn = await t.request('/api/auth/sign-in/email', {
        json: { email: u.email, password: u.password },
      })
      expect(signIn.status).toBe(401)
      expect(await errorCode(signIn)).toBe('INVALID_CREDENTIALS')
      // The address is free again.
      const again = await t.signUp(u.email)
      expect(again.id).not.toBe(u.id)
    })
  })
})
