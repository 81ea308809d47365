/**
 * What choosing a plan does (decision 010, superseding part of 003): the server computes it for each
 * plan (GET /api/billing/plan-changes) so the confirmation shows the plan, the price, when it takes
 * effect and what happens to the current plan; confirming sends the kind it showed back, and a
 * different answer now (the trial ended meanwhile, another tab changed plan) is refused with
 * PLAN_CHANGE_STALE rather than doing something the user did not see.
 */
import { and, eq } from 'drizzle-orm'
import { normalizePlanId, PLANS, PLANS_IN_ORDER, type Plan } from '../../../shared/plans.ts'
import type { PlanChangeKind, PlanChangeQuote } from '../../../shared/schemas/billing.ts'
import type { Database } from '../../db/client.ts'
import { type BillingSubscription, billingSubscriptions } from '../../db/schema/billing.ts'
import { addPlanPeriod, findCurrentSubscriptionRow } from './subscription.ts'

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

export async function hasHadTrial(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.planId, 'trial')))
    .limit(1)
  return row !== undefined
}

/** The quote of one plan for a user whose current subscription is `current` (null: none). Pure. */
export function quotePlanChange(
  plan: Plan,
  current: BillingSubscription | null,
  hadTrial: boolean,
  now: Date,
): PlanChangeQuote {
  const base = { planId: plan.id, priceCents: plan.priceCents, chargedNowCents: 0, reason: null }
  if (!current) {
    if (plan.id === 'trial' && hadTrial) {
      return {
        ...base,
        kind: 'unavailable',
        reason: 'TRIAL_ALREADY_USED',
        effectiveAt: null,
        nextPaymentAt: null,
        current: null,
      }
    }
    return {
      ...base,
      kind: 'checkout',
      chargedNowCents: plan.priceCents,
      effectiveAt: seconds(now),
      // The trial does not renew.
      nextPaymentAt: plan.id === 'trial' ? null : seconds(addPlanPeriod(now, plan)),
      current: null,
    }
  }
  const currentPlanId = normalizePlanId(current.planId) ?? 'starter'
  const pendingPlanId = normalizePlanId(current.pendingPlanId)
  const periodEnd = seconds(current.currentPeriodEnd)
  const currentView = {
    planId: currentPlanId,
    priceCents: PLANS[currentPlanId].priceCents,
    periodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    pendingPlanId,
  }
  const quote = (kind: PlanChangeKind, rest: Partial<PlanChangeQuote> = {}): PlanChangeQuote => ({
    ...base,
    kind,
    effectiveAt: null,
    nextPaymentAt: null,
    current: currentView,
    ...rest,
  })

  if (plan.id === 'trial') {
    return currentPlanId === 'trial'
      ? quote('current')
      : quote('unavailable', { reason: 'PLAN_CHANGE_INVALID' })
  }
  if (currentPlanId === 'trial') {
    return quote('upgrade_now', {
      chargedNowCents: plan.priceCents,
      effectiveAt: seconds(now),
      nextPaymentAt: seconds(addPlanPeriod(now, plan)),
    })
  }
  if (plan.id === currentPlanId) {
    if (pendingPlanId) return quote('keep_current', { nextPaymentAt: periodEnd })
    if (current.cancelAtPeriodEnd) return quote('resume', { nextPaymentAt: periodEnd })
    return quote('current', { nextPaymentAt: periodEnd })
  }
  if (plan.id === pendingPlanId) return quote('pending', { effectiveAt: periodEnd, nextPaymentAt: periodEnd })
  return quote('scheduled', { effectiveAt: periodEnd, nextPaymentAt: periodEnd })
}

/** Every plan's quote for a user, in the catalogue's order. */
export async function listPlanChanges(db: Database, userId: string, now: Date): Promise<PlanChangeQuote[]> {
  const current = await findCurrentSubscriptionRow(db, userId, now)
  const hadTrial = current ? true : await hasHadTrial(db, userId)
  return PLANS_IN_ORDER.map((plan) => quotePlanChange(plan, current, hadTrial, now))
}
