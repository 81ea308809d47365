/**
 * The Stripe provider through the whole app, against test/helpers/fake-stripe-server.ts (a local
 * server answering the Stripe endpoints we call): checkout, signed webhooks (tampered, wrong
 * secret, stale → 400 and nothing stored), idempotency, event ordering, cancel, plan change
 * without a second subscription, payment failure, the portal.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import { subscribeOnStripe } from '../../../../test/helpers/checkout.ts'
import { type FakeStripe, signedEvent, startFakeStripe } from '../../../../test/helpers/fake-stripe-server.ts'
import type { InvoicesResponse, PlanChangeQuote } from '../../../shared/schemas/billing.ts'
import { billingCustomers, billingSubscriptions, processedBillingEvents } from '../../db/schema/billing.ts'
import { getCurrentSubscription } from './subscription.ts'
import type { SubscriptionResponse } from './view.ts'

const SECRET = 'whsec_test_secret'
const START = new Date('2026-03-10T12:00:00Z')
const startSec = START.getTime() / 1000
let now = START
let stripe: FakeStripe
let t: TestApp
let user: TestUser

beforeAll(async () => {
  stripe = await startFakeStripe()
  t = await createTestApp({
    clock: () => now,
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
beforeEach(async () => {
  now = START
  stripe.options.omitCheckoutUrl = false
  stripe.options.declineNextCharge = false
  stripe.options.nowSeconds = () => Math.floor(Date.now() / 1000)
  user = await t.signUp()
})

async function checkout(planId: string) {
  return t.request('/api/billing/checkout', { cookie: user.cookie, json: { planId } })
}
async function deliver(
  event: { id?: string; type: string; object: unknown; created: number },
  secret = SECRET,
) {
  const { payload, signature } = signedEvent(event, secret, Math.floor(now.getTime() / 1000))
  return t.request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    origin: null,
  })
}
async function rowsOf(userId: string) {
  return t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId))
}
/** Checkout + the customer paying on Stripe + the checkout.session.completed webhook, at `now`. */
function subscribe(planId: string) {
  return subscribeOnStripe(t, stripe, user.cookie, planId, {
    secret: SECRET,
    now,
    periodDays: planId === 'trial' ? 3 : 30,
    eventCreated: startSec + 1,
    signedAt: Math.floor(now.getTime() / 1000),
  })
}
const retrievesOf = (id: string) =>
  stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${id}`).length

describe('Stripe checkout', () => {
  it('creates one customer per user, reused, and a subscription-mode session with the plan price', async () => {
    const first = await checkout('premium')
    expect(first.status).toBe(200)
    expect(((await first.json()) as { url: string }).url).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/,
    )
    await checkout('starter')
    const customerCalls = stripe.requests.filter(
      (r) =>
        r.path === '/v1/customers' &&
        r.body.metadata &&
        (r.body.metadata as Record<string, string>).user_id === user.id,
    )
    expect(customerCalls).toHaveLength(1)
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').slice(-2)
    expect(sessions[0]?.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_premium', quantity: '1' }],
      metadata: { user_id: user.id, plan_id: 'premium' },
      success_url: 'http://localhost:3000/checkout/success',
      cancel_url: 'http://localhost:3000/checkout/cancel',
    })
    expect(sessions[0]?.body.customer).toBe(sessions[1]?.body.customer)
    const customers = await t.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))
    expect(customers).toHaveLength(1)
  })

  it('answers CHECKOUT_NO_URL when Stripe returns no URL', async () => {
    stripe.options.omitCheckoutUrl = true
    const res = await checkout('premium')
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: 'CHECKOUT_NO_URL' } })
  })
})

describe('Stripe webhook', () => {
  it('checkout completion stores the subscription re-read from Stripe with its card', async () => {
    const sub = await subscribe('premium')
    const current = await getCurrentSubscription(t.db, user.id, now)
    expect(current).toMatchObject({ planId: 'premium', isPaid: true, cancelAtPeriodEnd: false })
    const view = (await (
      await t.request('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionResponse
    expect(view.subscription).toMatchObject({
      planId: 'premium',
      status: 'active',
      paymentMethod: { brand: 'visa', last4: '4242' },
      currentPeriodEnd: startSec + 30 * 86_400,
      provider: 'stripe',
    })
    const retrieve = stripe.requests.find((r) => r.path === `/v1/subscriptions/${sub.id}`)
    expect(retrieve?.query).toMatchObject({ expand: ['default_payment_method'] })
  })

  it('refuses tampered payloads, a wrong secret and stale signatures with 400, storing nothing', async () => {
    const res = await checkout('premium')
    const sessionId = ((await res.json()) as { url: string }).url.split('/').pop() ?? ''
    const { session, subscription } = stripe.completeCheckout(sessionId, { now })
    const event = { id: 'evt_bad_1', type: 'checkout.session.completed', object: session, created: startSec }

    const tampered = signedEvent(event, SECRET)
    const forged = tampered.payload.replace('"subscription"', '"subscription" ')
    const wrongSecret = signedEvent(event, 'whsec_not_ours')
    const stale = signedEvent(event, SECRET, startSec - 600)
    for (const [payload, signature] of [
      [forged, tampered.signature],
      [wrongSecret.payload, wrongSecret.signature],
      [stale.payload, stale.signature],
      [tampered.payload, undefined],
    ] as const) {
      const r = await t.request('/api/billing/webhook', {
        method: 'POST',
        body: payload,
        headers: signature ? { 'stripe-signature': signature } : {},
        origin: null,
      })
      expect(r.status).toBe(400)
      expect(await r.json()).toMatchObject({ error: { code: 'WEBHOOK_INVALID' } })
    }
    expect(await rowsOf(user.id)).toHaveLength(0)
    const events = await t.db
      .select()
      .from(processedBillingEvents)
      .where(eq(processedBillingEvents.eventId, 'evt_bad_1'))
    expect(events).toHaveLength(0)
    expect(retrievesOf(subscription.id)).toBe(0)
  })

  it('processes the same event id once', async () => {
    const sub = await subscribe('starter')
    const before = retrievesOf(sub.id)
    const event = {
      id: 'evt_dup_1',
      type: 'customer.subscription.updated',
      object: sub,
      created: startSec + 5,
    }
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).status).toBe(200)
    expect(retrievesOf(sub.id)).toBe(before + 1)
  })

  it("a 'deleted' event arriving before an older 'updated' does not resurrect the subscription", async () => {
    const sub = await subscribe('premium')
    stripe.setSubscription(sub.id, { status: 'canceled' })
    expect(
      (await deliver({ type: 'customer.subscription.deleted', object: sub, created: startSec + 20 })).status,
    ).toBe(200)
    expect(await getCurrentSubscription(t.db, user.id, now)).toBeNull()
    // Stripe's answer would even say active again: the older event must not be applied at all.
    stripe.setSubscription(sub.id, { status: 'active' })
    const late = await deliver({ type: 'customer.subscription.updated', object: sub, created: startSec + 10 })
    expect(late.status).toBe(200)
    expect(await getCurrentSubscription(t.db, user.id, now)).toBeNull()
    const [row] = await rowsOf(user.id)
    expect(row?.status).toBe('canceled')
    expect(row?.deletedAt).not.toBeNull()
  })

  it('a failed invoice makes the subscription past due: no longer paid, shown on the profile', async () => {
    const sub = await subscribe('premium')
    stripe.setSubscription(sub.id, { status: 'past_due' })
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    }
    expect(
      (await deliver({ type: 'invoice.payment_failed', object: invoice, created: startSec + 30 })).status,
    ).toBe(200)
    expect(await getCurrentSubscription(t.db, user.id, now)).toBeNull()
    const view = (await (
      await t.request('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionResponse
    expect(view.subscription).toMatchObject({ status: 'past_due', isPaid: false })
  })
})

describe('Stripe subscription management', () => {
  it('cancels at period end and re-reads the subscription', async () => {
    const sub = await subscribe('premium')
    const res = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })
    expect(res.status).toBe(200)
    expect(((await res.json()) as SubscriptionResponse).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      isPaid: true,
    })
    expect(stripe.subscriptions.get(sub.id)?.cancel_at_period_end).toBe(true)
  })

  it('a failing cancel answers CANCEL_FAILED', async () => {
    await subscribe('premium')
    stripe.failNext('POST /v1/subscriptions/:id')
    const res = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: 'CANCEL_FAILED' } })
  })

  it('changes plan at the next period by updating the price, never a second subscription', async () => {
    const sub = await subscribe('premium')
    const sessionsBefore = stripe.sessions.size
    const res = await checkout('gold')
    expect(await res.json()).toEqual({
      url: 'http://localhost:3000/profile?change=scheduled&plan=gold',
      change: 'scheduled',
    })
    expect(stripe.sessions.size).toBe(sessionsBefore)
    const update = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)
      .pop()
    expect(update?.body).toMatchObject({ proration_behavior: 'none', items: [{ price: 'price_gold' }] })
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({
      planId: 'premium',
      pendingPlanId: 'gold',
    })

    // Stripe renews: the new period starts and bills the new price.
    const item = stripe.subscriptions.get(sub.id)?.items.data[0]
    if (!item) throw new Error('no item')
    item.current_period_start = item.current_period_end
    item.current_period_end += 30 * 86_400
    now = new Date(item.current_period_start * 1000 + 60_000)
    await deliver({
      type: 'customer.subscription.updated',
      object: sub,
      created: item.current_period_start + 1,
    })
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({
      planId: 'gold',
      pendingPlanId: null,
    })
    expect(await rowsOf(user.id)).toHaveLength(1)
  })

  it('the trial is set not to renew as soon as it is stored', async () => {
    const sub = await subscribe('trial')
    expect(stripe.subscriptions.get(sub.id)?.cancel_at_period_end).toBe(true)
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({
      planId: 'trial',
      cancelAtPeriodEnd: true,
    })
  })

  it('opens the Stripe billing portal for the customer', async () => {
    await subscribe('starter')
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie: user.cookie })
    expect(((await res.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\//,
    )
    const call = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').pop()
    expect(call?.body.return_url).toBe('http://localhost:3000/profile')
  })
})

describe('Stripe: trial upgrade, invoices and receipts (decision 010)', () => {
  async function quotes() {
    const res = await t.request('/api/billing/plan-changes', { cookie: user.cookie })
    expect(res.status).toBe(200)
    return ((await res.json()) as { quotes: PlanChangeQuote[] }).quotes
  }

  it('from the trial, Premium starts now: one immediate subscription update, charged, the trial ends', async () => {
    stripe.options.nowSeconds = () => Math.floor(now.getTime() / 1000)
    const sub = await subscribe('trial')
    now = new Date(START.getTime() + 86_400_000)
    const premium = (await quotes()).find((q) => q.planId === 'premium')
    expect(premium).toMatchObject({
      kind: 'upgrade_now',
      chargedNowCents: 999,
      effectiveAt: now.getTime() / 1000,
    })

    const sessionsBefore = stripe.sessions.size
    const res = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'premium', expectedChange: 'upgrade_now' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ change: 'upgrade_now' })
    // No second checkout: the card on file pays the new cycle's first invoice.
    expect(stripe.sessions.size).toBe(sessionsBefore)
    expect(
      [...stripe.invoices.values()].filter((i) => i.customer === sub.customer).map((i) => i.total),
    ).toEqual([100, 999])
    const update = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)
      .pop()
    expect(update?.body).toMatchObject({
      items: [{ price: 'price_premium' }],
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'none',
      payment_behavior: 'error_if_incomplete',
      cancel_at_period_end: 'false',
      metadata: { plan_id: 'premium' },
    })
    const current = await getCurrentSubscription(t.db, user.id, now)
    expect(current).toMatchObject({ planId: 'premium', pendingPlanId: null, cancelAtPeriodEnd: false })
    expect(current?.currentPeriodStart.getTime()).toBe(now.getTime())
    expect(await rowsOf(user.id)).toHaveLength(1)
    // Nothing left to upgrade: the same confirmation again is stale, not a second charge.
    const again = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'premium', expectedChange: 'upgrade_now' },
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: 'PLAN_CHANGE_STALE' } })
  })

  it('a declined card refuses the upgrade and leaves the trial as it was', async () => {
    stripe.options.nowSeconds = () => Math.floor(now.getTime() / 1000)
    await subscribe('trial')
    stripe.options.declineNextCharge = true
    const res = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'gold', expectedChange: 'upgrade_now' },
    })
    expect(res.status).toBe(402)
    expect(await res.json()).toMatchObject({ error: { code: 'CARD_DECLINED' } })
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({
      planId: 'trial',
      cancelAtPeriodEnd: true,
    })
  })

  it("lists the customer's Stripe invoices with their PDF and hosted page, never another customer's", async () => {
    await subscribe('premium')
    const other = await t.signUp()
    const res = await t.request('/api/billing/invoices', { cookie: user.cookie })
    expect(res.status).toBe(200)
    const { invoices } = (await res.json()) as InvoicesResponse
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({
      number: expect.stringMatching(/^FAKE-\d{4}$/),
      totalCents: 999,
      currency: 'EUR',
      status: 'paid',
      planId: 'premium',
      pdfUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.test\/invoice\/in_\w+\/pdf$/),
      hostedUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.test\/i\/in_\w+$/),
    })
    const list = stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/invoices').pop()
    expect(list?.query.customer).toMatch(/^cus_/)
    const otherList = await t.request('/api/billing/invoices', { cookie: other.cookie })
    expect(((await otherList.json()) as InvoicesResponse).invoices).toEqual([])
    // The product's own PDF route serves only its own invoices: a Stripe id is not one.
    const pdf = await t.request(`/api/billing/invoices/${invoices[0]?.id}/pdf`, { cookie: user.cookie })
    expect(pdf.status).toBe(400)
  })

  it('invoice.paid sends one e-mail receipt with the amount and the hosted invoice, once per event', async () => {
    const res = await checkout('gold')
    const sessionId = ((await res.json()) as { url: string }).url.split('/').pop() ?? ''
    const { session, invoice } = stripe.completeCheckout(sessionId, { now })
    await deliver({ type: 'checkout.session.completed', object: session, created: startSec + 1 })
    const event = {
      id: `evt_paid_${invoice.id}`,
      type: 'invoice.paid',
      object: invoice,
      created: startSec + 2,
    }
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).status).toBe(200)
    const receipts = (await t.outbox(user.email)).filter((m) => m.template === 'payment-receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.subject).toMatch(/19,99\s€/)
    expect(receipts[0]?.text).toContain(String(invoice.hosted_invoice_url))
    expect(receipts[0]?.text).toContain('Gold')
  })
})
