/**
 * Quota periods (decisions 12 and 13): users without an active subscription share one lifetime
 * counter; monthly plans count per calendar month in France (Europe/Paris); the trial counts its
 * 2 analyses within its own 3-day period, keyed by the subscription.
 */
import { FREE_TIER, PLANS, type PlanId, questionsPerAnalysisFor } from '../../../shared/plans.ts'
import type { CurrentSubscription } from '../billing/types.ts'

export const LIFETIME_PERIOD = 'lifetime'
const PRODUCT_TIME_ZONE = 'Europe/Paris'

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
})

/** 'month:2026-11' for any instant of November 2026 in Paris. */
export function monthPeriod(now: Date): string {
  const parts = monthFormat.formatToParts(now)
  const year = parts.find((p) => p.type === 'year')?.value
  const month = parts.find((p) => p.type === 'month')?.value
  return `month:${year}-${month}`
}

export type Entitlement = {
  planId: PlanId | null
  isPaid: boolean
  /** How the interface words the allowance: 'lifetime' (free: 3 in total) or 'month'. */
  period: 'lifetime' | 'month'
  /** The analysis_usage.period row that counts this user's analyses now. */
  periodKey: string
  limit: number
  questionsPerAnalysis: number
  /** The error a reservation answers when none is left. */
  limitCode: 'FREE_LIMIT_REACHED' | 'MONTHLY_LIMIT_REACHED'
}

/** What a user may do now, from their current subscription (null: none active). Pure. */
export function entitlementFor(subscription: CurrentSubscription | null, now: Date): Entitlement {
  if (!subscription?.isPaid) {
    return {
      planId: null,
      isPaid: false,
      period: 'lifetime',
      periodKey: LIFETIME_PERIOD,
      limit: FREE_TIER.analysesTotal,
      questionsPerAnalysis: questionsPerAnalysisFor(null),
      limitCode: 'FREE_LIMIT_REACHED',
    }
  }
  const plan = PLANS[subscription.planId]
  const periodKey = plan.period.unit === 'day' ? `${plan.id}:${subscription.id}` : monthPeriod(now)
  return {
    planId: plan.id,
    isPaid: true,
    period: 'month',
    periodKey,
    limit: plan.analysesPerPeriod,
    questionsPerAnalysis: questionsPerAnalysisFor(plan.id),
    limitCode: 'MONTHLY_LIMIT_REACHED',
  }
}
