/**
 * Plan changes with the local provider, through the whole app (decision 010): every plan's quote as
 * the confirmation shows it; from the trial an upgrade that starts now (charged, invoiced, the trial
 * ends, the new allowance); between monthly plans at period end; resuming a cancelled plan; keeping
 * the current one; the trial refused to subscribers; a confirmation that no longer matches refused.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import { subscribeWithTestCard } from '../../../../test/helpers/checkout.ts'
import type { PlanChangeQuote, SubscriptionResponse } from '../../../shared/schemas/billing.ts'
import { invoices } from '../../db/schema/invoices.ts'
import { getCurrentSubscription } from './subscription.ts'

const START = new Date('2026-03-10T12:00:00Z')
const sec = (d: Date | string) => new Date(d).getTime() / 1000
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

async function quotes(): Promise<Record<string, PlanChangeQuote>> {
  const res = await t.request('/api/billing/plan-changes', { cookie: user.cookie })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { quotes: PlanChangeQuote[] }
  return Object.fromEntries(body.quotes.map((q) => [q.planId, q]))
}
async function confirm(planId: string, expectedChange?: string) {
  return t.request('/api/billing/checkout', { cookie: user.cookie, json: { planId, expectedChange } })
}
async function subscription() {
  const res = await t.request('/api/billing/subscription', { cookie: user.cookie })
  return ((await res.json()) as SubscriptionResponse).subscription
}

describe('quotes', () => {
  it('without a subscription every plan is a checkout charged now; the trial does not renew', async () => {
    const q = await quotes()
    expect(q.trial).toMatchObject({
      kind: 'checkout',
      chargedNowCents: 100,
      nextPaymentAt: null,
      current: null,
    })
    expect(q.premium).toMatchObject({
      kind: 'checkout',
      chargedNowCents: 999,
      effectiveAt: sec(START),
      nextPaymentAt: sec('2026-04-10T12:00:00Z'),
    })
  })

  it('needs a session', async () => {
    expect((await t.request('/api/billing/plan-changes')).status).toBe(401)
  })
})

describe('from the trial', () => {
  it('an upgrade starts now: charged now, the trial ends, a month of the new plan with its allowance', async () => {
    await subscribeWithTestCard(t, user.cookie, 'trial', { expectedChange: 'checkout' })
    now = new Date('2026-03-11T08:00:00Z')
    const q = await quotes()
    expect(q.trial).toMatchObject({ kind: 'current' })
    expect(q.premium).toMatchObject({
      kind: 'upgrade_now',
      priceCents: 999,
      chargedNowCents: 999,
      effectiveAt: sec(now),
      nextPaymentAt: sec('2026-04-11T08:00:00Z'),
      current: { planId: 'trial', periodEnd: sec('2026-03-13T12:00:00Z'), cancelAtPeriodEnd: true },
    })

    const res = await confirm('premium', 'upgrade_now')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      url: 'http://localhost:3000/profile?change=upgrade_now&plan=premium',
      change: 'upgrade_now',
    })
    const current = await getCurrentSubscription(t.db, user.id, now)
    expect(current).toMatchObject({ planId: 'premium', cancelAtPeriodEnd: false, pendingPlanId: null })
    expect(current?.currentPeriodStart.toISOString()).toBe(now.toISOString())
    expect(current?.currentPeriodEnd.toISOString()).toBe('2026-04-11T08:00:00.000Z')
    expect(await subscription()).toMatchObject({ planId: 'premium', cancelAtPeriodEnd: false })
    const me = (await (await t.request('/api/me', { cookie: user.cookie })).json()) as {
      usage: { limit: number }
    }
    expect(me.usage.limit).toBe(30)

    // Charged now: an invoice of 9,99 € for the month starting now, and its receipt.
    const rows = await t.db.select().from(invoices).where(eq(invoices.userId, user.id))
    expect(rows.map((r) => [r.planId, r.amountInclTaxCents])).toEqual(
      expect.arrayContaining([
        ['trial', 100],
        ['premium', 999],
      ]),
    )
    const premium = rows.find((r) => r.planId === 'premium')
    expect(premium?.periodStart.toISOString()).toBe(now.toISOString())
    const receipts = (await t.outbox(user.email)).filter((m) => m.template === 'payment-receipt')
    expect(receipts.map((m) => m.subject)).toContainEqual(expect.stringContaining(premium?.number ?? '?'))

    // Confirming the same thing again is stale: no second charge.
    const again = await confirm('premium', 'upgrade_now')
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: 'PLAN_CHANGE_STALE' } })
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(2)
  })

  it('a confirmation showing another change is refused and changes nothing', async () => {
    await subscribeWithTestCard(t, user.cookie, 'trial', { expectedChange: 'checkout' })
    const res = await confirm('gold', 'scheduled')
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: 'PLAN_CHANGE_STALE' } })
    expect(await getCurrentSubscription(t.db, user.id, now)).toMatchObject({ planId: 'trial' })
  })
})

describe('between monthly plans', () => {
  it('a change takes effect at the period end; choosing the current plan again keeps it', async () => {
    await subscribeWithTestCard(t, user.cookie, 'premium', { expectedChange: 'checkout' })
    let q = await quotes()
    expect(q.premium).toMatchObject({ kind: 'current', nextPaymentAt: sec('2026-04-10T12:00:00Z') })
    expect(q.trial).toMatchObject({ kind: 'unavailable', reason: 'PLAN_CHANGE_INVALID' })
    expect(q.gold).toMatchObject({
      kind: 'scheduled',
      chargedNowCents: 0,
      priceCents: 1999,
      effectiveAt: sec('2026-04-10T12:00:00Z'),
      current: { planId: 'premium', priceCents: 999 },
    })
    expect((await confirm('gold', 'scheduled')).status).toBe(200)
    expect(await subscription()).toMatchObject({ planId: 'premium', pendingPlanId: 'gold' })
    q = await quotes()
    expect(q.gold?.kind).toBe('pending')
    expect(q.premium?.kind).toBe('keep_current')
    expect((await confirm('premium', 'keep_current')).status).toBe(200)
    expect(await subscription()).toMatchObject({ planId: 'premium', pendingPlanId: null })
    // Nothing was charged by these changes.
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(1)
    const trial = await confirm('trial')
    expect(trial.status).toBe(409)
    expect(await trial.json()).toMatchObject({ error: { code: 'PLAN_CHANGE_INVALID' } })
  })

  it('a cancelled plan is resumed in words and in fact; another plan lifts the cancellation too', async () => {
    await subscribeWithTestCard(t, user.cookie, 'starter', { expectedChange: 'checkout' })
    expect((await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })).status).toBe(200)
    let q = await quotes()
    expect(q.starter).toMatchObject({
      kind: 'resume',
      nextPaymentAt: sec('2026-04-10T12:00:00Z'),
      current: { cancelAtPeriodEnd: true },
    })
    expect((await confirm('starter', 'resume')).status).toBe(200)
    expect(await subscription()).toMatchObject({ planId: 'starter', cancelAtPeriodEnd: false })

    await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie })
    q = await quotes()
    expect(q.premium).toMatchObject({ kind: 'scheduled', current: { cancelAtPeriodEnd: true } })
    expect((await confirm('premium', 'scheduled')).status).toBe(200)
    expect(await subscription()).toMatchObject({ cancelAtPeriodEnd: false, pendingPlanId: 'premium' })
  })
})

describe('the trial once', () => {
  it('is unavailable, with its reason, once it has been bought', async () => {
    await subscribeWithTestCard(t, user.cookie, 'trial', { expectedChange: 'checkout' })
    now = new Date('2026-03-14T00:00:00Z')
    const q = await quotes()
    expect(q.trial).toMatchObject({ kind: 'unavailable', reason: 'TRIAL_ALREADY_USED' })
    expect(q.starter?.kind).toBe('checkout')
  })
})
