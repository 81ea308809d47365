/**
 * Account deletion with the Stripe provider (against test/helpers/fake-stripe-server.ts): the
 * subscription is cancelled at Stripe at once (DELETE /v1/subscriptions/:id) before anything is
 * deleted; when Stripe fails, nothing is deleted and the user gets CANCEL_FAILED. The data export lists
 * the invoices Stripe holds, or answers 503 when Stripe cannot list them.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import { subscribeOnStripe } from '../../../../test/helpers/checkout.ts'
import { type FakeStripe, startFakeStripe } from '../../../../test/helpers/fake-stripe-server.ts'
import { billingArchive } from '../../db/schema/account.ts'
import { user as userTable } from '../../db/schema/auth.ts'
import { billingSubscriptions } from '../../db/schema/billing.ts'

const SECRET = 'whsec_test_secret'
let stripe: FakeStripe
let t: TestApp

beforeAll(async () => {
  stripe = await startFakeStripe()
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_adequat',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_TRIAL: 'price_trial',
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_PRICE_GOLD: 'price_gold',
    },
  })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** A Gold subscriber on Stripe, stored active by the checkout's webhook. */
async function subscribe(u: TestUser) {
  const subscription = await subscribeOnStripe(t, stripe, u.cookie, 'gold', { secret: SECRET })
  const [row] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, u.id))
  expect(row?.status).toBe('active')
  return subscription
}

describe('account deletion with Stripe', () => {
  it('keeps the account when Stripe cannot cancel', async () => {
    const u = await t.signUp()
    const sub = await subscribe(u)
    stripe.failNext('DELETE /v1/subscriptions/:id')
    const res = await t.request('/api/account', {
      method: 'DELETE',
      cookie: u.cookie,
      json: { password: u.password },
    })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CANCEL_FAILED')
    expect(await t.db.select().from(userTable).where(eq(userTable.id, u.id))).toHaveLength(1)
    expect(stripe.subscriptions.get(sub.id)?.status).toBe('active')
  })

  it('cancels the subscription at Stripe at once, then deletes the account', async () => {
    const u = await t.signUp()
    const sub = await subscribe(u)
    const res = await t.request('/api/account', {
      method: 'DELETE',
      cookie: u.cookie,
      json: { password: u.password },
    })
    expect(res.status).toBe(200)
    const cancels = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`,
    )
    expect(cancels).toHaveLength(1)
    expect(stripe.subscriptions.get(sub.id)?.status).toBe('canceled')
    expect(await t.db.select().from(userTable).where(eq(userTable.id, u.id))).toEqual([])
    const [archived] = await t.db
      .select()
      .from(billingArchive)
      .where(eq(billingArchive.providerSubscriptionId, sub.id))
    expect(archived).toMatchObject({
      provider: 'stripe',
      planId: 'gold',
      status: 'canceled',
      priceId: 'price_gold',
    })
    expect(archived?.providerCustomerId).toMatch(/^cus_/)
  })
})

describe('data export with Stripe', () => {
  it('lists the invoices Stripe holds: number, date, amount, plan and links', async () => {
    const u = await t.signUp()
    const sub = await subscribe(u)
    const res = await t.request('/api/account/export', { cookie: u.cookie })
    expect(res.status).toBe(200)
    const data = (await res.json()) as { billing: { invoices: Record<string, unknown>[] } }
    const invoice = [...stripe.invoices.values()].find(
      (i) =>
        (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
        sub.id,
    ) as { id: string; number: string; created: number }
    expect(data.billing.invoices).toEqual([
      {
        provider: 'stripe',
        number: invoice.number,
        issuedAt: new Date(invoice.created * 1000).toISOString(),
        planId: 'gold',
        amountInclTaxCents: 1999,
        currency: 'EUR',
        status: 'paid',
        pdfUrl: `https://pay.stripe.test/invoice/${invoice.id}/pdf`,
        hostedUrl: `https://invoice.stripe.test/i/${invoice.id}`,
      },
    ])
  })

  it('answers 503 rather than an export without the invoices when Stripe cannot list them', async () => {
    const u = await t.signUp()
    await subscribe(u)
    stripe.failNext('GET /v1/invoices', 5)
    const res = await t.request('/api/account/export', { cookie: u.cookie })
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE')
  })
})
