/**
 * Subscriptions made the way a user makes them, over HTTP through the whole app (test/helpers/app.ts):
 * with the local provider, its checkout then its hosted page paid with one of Stripe's test cards;
 * with Stripe (test/helpers/fake-stripe-server.ts), its checkout, the customer paying on Stripe, then
 * the signed `checkout.session.completed` webhook. For a subscription row without the flow, use
 * `subscribeUser()` of test/helpers/factories.ts.
 *
 *   await subscribeWithTestCard(t, user.cookie, 'premium')
 *   const { paid } = await payCheckout(t, user.cookie, 'starter', { card: DECLINED_CARD })
 */
import { expect } from 'vitest'
import type { TestApp } from './app.ts'
import { type FakeStripe, signedEvent } from './fake-stripe-server.ts'

type Card = { cardNumber: string; expiry: string; cvc: string }

/** Stripe's test card that pays (the local provider accepts the same numbers). */
export const TEST_CARD: Card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
/** Stripe's test card that is declined. */
export const DECLINED_CARD: Card = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' }

export type PayCheckoutOptions = {
  /** Default TEST_CARD. */
  card?: Card
  /** The change the confirmation showed (`expectedChange` of POST /api/billing/checkout). */
  expectedChange?: string
}

/**
 * Local provider: opens a checkout for `planId` (expects 200) and pays its hosted page with `card`.
 * The payment's answer is returned unchecked: a declined card is a case tests look at.
 */
export async function payCheckout(
  t: TestApp,
  cookie: string,
  planId: string,
  options: PayCheckoutOptions = {},
) {
  const checkout = await t.request('/api/billing/checkout', {
    cookie,
    json: { planId, ...(options.expectedChange !== undefined && { expectedChange: options.expectedChange }) },
  })
  expect(checkout.status, 'checkout').toBe(200)
  const { url } = (await checkout.json()) as { url: string }
  const session = new URL(url).pathname.split('/').pop() ?? ''
  const paid = await t.request(`/api/billing/local/sessions/${session}/pay`, {
    cookie,
    json: options.card ?? TEST_CARD,
  })
  return { url, session, paid }
}

/** Local provider: `planId` checked out and paid (both answers expected 200). */
export async function subscribeWithTestCard(
  t: TestApp,
  cookie: string,
  planId: string,
  options: PayCheckoutOptions = {},
): Promise<void> {
  const { paid } = await payCheckout(t, cookie, planId, options)
  expect(paid.status, `payment: ${paid.status === 200 ? '' : await paid.text()}`).toBe(200)
}

export type StripeCheckoutOptions = {
  /** The webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET of the app). */
  secret: string
  /** When the customer pays on Stripe (the period starts then). Default: now. */
  now?: Date
  /** Length of the period Stripe bills. Default: the fake server's (30 days). */
  periodDays?: number
  /** The event's `created` (seconds). Default: `now`. */
  eventCreated?: number
  /** When Stripe signs the delivery (seconds). Default: the event's `created`. */
  signedAt?: number
}

/**
 * Stripe: opens a checkout for `planId` (expects 200), completes it on the fake Stripe and delivers
 * the signed `checkout.session.completed` webhook (expects 200). Returns Stripe's subscription.
 */
export async function subscribeOnStripe(
  t: TestApp,
  stripe: FakeStripe,
  cookie: string,
  planId: string,
  options: StripeCheckoutOptions,
) {
  const res = await t.request('/api/billing/checkout', { cookie, json: { planId } })
  expect(res.status, 'checkout').toBe(200)
  const sessionId = ((await res.json()) as { url: string }).url.split('/').pop() ?? ''
  const now = options.now ?? new Date()
  const { session, subscription } = stripe.completeCheckout(sessionId, {
    now,
    ...(options.periodDays !== undefined && { periodDays: options.periodDays }),
  })
  const created = options.eventCreated ?? Math.floor(now.getTime() / 1000)
  const { payload, signature } = signedEvent(
    { type: 'checkout.session.completed', object: session, created },
    options.secret,
    options.signedAt ?? created,
  )
  const delivered = await t.request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    origin: null,
  })
  expect(delivered.status, 'webhook').toBe(200)
  return subscription
}
