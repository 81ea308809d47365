/**
 * Billing with the local provider, through the whole app (real database, real routes, origin
 * guard): checkout page session, paying with Stripe's test cards, plan change without a second
 * subscription, cancel at period end, renewal and expiry with an injected clock, the portal.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import {
  DECLINED_CARD,
  payCheckout,
  subscribeWithTestCard,
  TEST_CARD,
} from '../../../../test/helpers/checkout.ts'
import { billingSubscriptions } from '../../db/schema/billing.ts'
import { getCurrentSubscription } from './subscription.ts'
import type { SubscriptionResponse } from './view.ts'

const START = new Date('2026-01-31T10:00:00Z')
let now = START
let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  now = START
  user = await t.signUp()
})

async function checkout(planId: string, extra: Record<string, string> = {}) {
  return t.request('/api/billing/checkout', { cookie: user.cookie, json: { planId, ...extra } })
}
async function subscription(): Promise<SubscriptionResponse> {
  const res = await t.request('/api/billing/subscription', { cookie: user.cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as SubscriptionResponse
}
describe('local checkout', () => {
  it('a free user pays Premium with 4242 and gets an active subscription one month long', async () => {
    expect((await subscription()).subscription).toBeNull()
    const res = await checkout('premium')
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/local-checkout\/lcs_[\w-]+$/)
    const session = url.split('/').pop()
    const details = await t.request(`/api/billing/local/sessions/${session}`, { cookie: user.cookie })
    expect(await details.json()).toMatchObject({ planId: 'premium', planName: 'Premium', priceCents: 999 })

    const paid = await t.request(`/api/billing/local/sessions/${session}/pay`, {
      cookie: user.cookie,
      json: TEST_CARD,
    })
    expect(paid.status).toBe(200)
    expect(await paid.json()).toEqual({ url: 'http://localhost:3000/checkout/success' })

    const { subscription: sub } = await subscription()
    expect(sub).toMatchObject({
      planId: 'premium',
      planName: 'Premium',
      priceCents: 999,
      status: 'active',
      isPaid: true,
      cancelAtPeriodEnd: false,
      paymentMethod: { brand: 'visa', last4: '4242' },
      // 31 January + 1 month = 28 February (clamped, as Stripe does).
      currentPeriodEnd: Date.parse('2026-02-28T10:00:00Z') / 1000,
    })
    const current = await getCurrentSubscription(t.db, user.id, now)
    expect(current).toMatchObject({ planId: 'premium', isPaid: true, pendingPlanId: null })
    const me = (await (await t.request('/api/me', { cookie: user.cookie })).json()) as {
      usage: { limit: number }
    }
    expect(me.usage.limit).toBe(30)
  })

  it('the declined test card gives CARD_DECLINED and creates nothing; the session stays payable', async () => {
    const { session, paid } = await payCheckout(t, user.cookie, 'starter', { card: DECLINED_CARD })
    expect(paid.status).toBe(402)
    expect(await paid.json()).toMatchObject({ error: { code: 'CARD_DECLINED' } })
    expect((await subscription()).subscription).toBeNull()
    const retry = await t.request(`/api/billing/local/sessions/${session}/pay`, {
      cookie: user.cookie,
      json: TEST_CARD,
    })
    expect(retry.status).toBe(200)
    expect((await subscription()).subscription?.planId).toBe('starter')
  })

  it('rejects an unknown card, a past expiry and a bad CVC field by field', async () => {
    const { paid } = await payCheckout(t, user.cookie, 'starter', {
      card: { cardNumber: '1234 5678 9012 3456', expiry: '01/20', cvc: '1' },
    })
    expect(paid.status).toBe(400)
    expect(await paid.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { cardNumber: 'invalid', expiry: 'expired', cvc: 'invalid' } },
    })
  })

  it("another user's session, and an expired one, are not found", async () => {
    const res = await checkout('premium')
    const session = ((await res.json()) as { url: string }).url.split('/').pop()
    const other = await t.signUp()
    const foreign = await t.request(`/api/billing/local/sessions/${session}`, { cookie: other.cookie })
    expect(foreign.status).toBe(404)
    now = new Date(START.getTime() + 2 * 3600_000)
    const expired = await t.request(`/api/billing/local/sessions/${session}/pay`, {
      cookie: user.cookie,
      json: TEST_CARD,
    })
    expect(expired.status).toBe(404)
    expect(await expired.json()).toMatchObject({ error: { code: 'CHECKOUT_SESSION_INVALID' } })
  })

  it('the trial lasts 3 days, does not renew, and then ends', async () => {
    await subscribeWithTestCard(t, user.cookie, 'trial')
    const { subscription: sub } = await subscription()
    expect(sub).toMatchObject({ planId: 'trial', priceCents: 100, cancelAtPeriodEnd: true })
    expect(sub?.currentPeriodEnd).toBe(START.getTime() / 1000 + 3 * 86_400)
    now = new Date(START.getTime() + 3 * 86_400_000 - 1000)
    expect((await getCurrentSubscription(t.db, user.id, now))?.planId).toBe('trial')
    now = new Date(START.getTime() + 3 * 86_400_000)
    expect(await getCurrentSubscription(t.db, user.id, now)).toBeNull()
    expect((await subscription()).subscription).toBeNull()
  })

  it('sells the trial once per account: a second trial checkout is refused, even after it ended', async () => {
    await subscribeWithTestCard(t, user.cookie, 'trial')
    now = new Date(START.getTime() + 4 * 86_400_000)
    expect((await subscription()).subscription).toBeNull()
    const again = await checkout('trial')
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: 'TRIAL_ALREADY_USED' } })
    // Any other plan is still for sale.
    expect((await checkout('starter')).status).toBe(200)
  })
})

describe('checkout guards', () => {
  it('refuses success/cancel URLs on another origin (no open redirect), accepts same-origin paths', async () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await checkout('premium', { successUrl: bad })
      expect(res.status, bad).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'REDIRECT_FORBIDDEN' } })
    }
    const cancelBad = await checkout('premium', { cancelUrl: 'http://localhost:3001/checkout/cancel' })
    expect(cancelBad.status).toBe(400)
    const ok = await checkout('premium', { successUrl: '/checkout/success?from=pricing' })
    expect(ok.status).toBe(200)
  })

  it('needs a session, a known plan and the app origin', async () => {
    const anonymous = await t.request('/api/billing/checkout', { json: { planId: 'premium' }, origin: null })
    expect(anonymous.status).toBe(401)
    const unknown = await checkout('platinum')
    expect(await unknown.json()).toMatchObject({ error: { code: 'PLAN_UNKNOWN' } })
    const foreign = await t.request('/api/billing/checkout', {
      cookie: user.cookie,
      json: { planId: 'premium' },
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ error: { code: 'ORIGIN_FORBIDDEN' } })
    const cancel = await t.request('/api/billing/cancel', {
      method: 'POST',
      cookie: user.cookie,
      origin: 'https://evil.example',
    })
    expect(cancel.status).toBe(403)
  })
})

describe('subscription lifecycle', () => {
  it('renews at period end, across several periods, when read', async () => {
    await subscribeWithTestCard(t, user.cookie, 'starter')
    now = new Date('2026-04-15T00:00:00Z')
    const current = await getCurrentSubscription(t.db, user.id, now)
    expect(current).toMatchObject({ planId: 'starter', isPaid: true })
    expect(current?.currentPeriodStart.toISOString()).toBe('2026-03-28T10:00:00.000Z')
    expect(current?.currentPeriodEnd.toISOString()).toBe('2026-04-28T10:00:00.000Z')
  })

  it('a plan change is scheduled for the next period and never creates a second subscription', async () => {
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const res = await checkout('gold')
    expect(await res.json()).toEqual({
      url: 'http://localhost:3000/profile?change=scheduled&plan=gold',
      change: 'scheduled',
    })
    const rows = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id))
    expect(rows).toHaveLength(1)
    expect((await subscription()).subscription).toMatchObject({ planId: 'premium', pendingPlanId: 'gold' })
    const trial = await checkout('trial')
    expect(await trial.json()).toMatchObject({ error: { code: 'PLAN_CHANGE_INVALID' } })

    now = new Date('2026-03-01T00:00:00Z')
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({
      planId: 'gold',
      pendingPlanId: null,
    })
    const after = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id))
    expect(after).toHaveLength(1)
  })

  it('cancel keeps access until the period end, then the subscription ends', async () => {
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const res = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })
    expect(res.status).toBe(200)
    const body = (await res.json()) as SubscriptionResponse
    expect(body.subscription).toMatchObject({ planId: 'premium', status: 'active', cancelAtPeriodEnd: true })
    now = new Date('2026-02-28T09:59:59Z')
    expect((await getCurrentSubscription(t.db, user.id, now))?.isPaid).toBe(true)
    now = new Date('2026-02-28T10:00:00Z')
    expect(await getCurrentSubscription(t.db, user.id, now)).toBeNull()
    const [row] = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id))
    expect(row?.status).toBe('canceled')
    const again = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })
    expect(again.status).toBe(404)
  })

  it('the portal changes the card of the current subscription', async () => {
    await subscribeWithTestCard(t, user.cookie, 'starter')
    const portal = await t.request('/api/billing/portal', { method: 'POST', cookie: user.cookie })
    expect(await portal.json()).toEqual({ url: 'http://localhost:3000/billing/local-portal' })
    const changed = await t.request('/api/billing/local/portal/card', {
      cookie: user.cookie,
      json: { cardNumber: '5555555555554444', expiry: '01/31', cvc: '999' },
    })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as SubscriptionResponse).subscription?.paymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
    })
  })

  it('has no webhook endpoint with the local provider', async () => {
    const res = await t.request('/api/billing/webhook', { method: 'POST', body: '{}', origin: null })
    expect(res.status).toBe(404)
  })
})
