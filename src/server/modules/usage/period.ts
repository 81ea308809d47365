/**
 * Quota periods (decisions 12 and 13): users without an active subscription share one lifetime
 * counter; monthly plans count per calendar month in France (Europe/Paris); the trial counts its
 * 2 analyses within its own 3-day period, keyed by the subscription. Each entitlement also says
 * when its allowance renews (or the trial ends), so the interface never words a 3-day trial as a
 * month and can date the next analysis (issue 12).
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

function parisParts(instant: Date): { year: number; month: number } {
  const parts = monthFormat.formatToParts(instant)
  return {
    year: Number(parts.find((p) => p.type === 'year')?.value),
    month: Number(parts.find((p) => p.type === 'month')?.value),
  }
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  timeZoneName: 'longOffset',
})

/** Paris's offset from UTC at an instant, in ms ('GMT+01:00' → 3 600 000). */
function parisOffsetMs(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/**
 * When a monthly allowance renews: midnight in Paris on the first day of the month after `now`'s
 * (the counters are per calendar month in Paris). No DST change happens at midnight on a 1st.
 */
export function nextMonthStart(now: Date): Date {
  const { year, month } = parisParts(now)
  const utcGuess = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1)
  return new Date(utcGuess - parisOffsetMs(new Date(utcGuess)))
}

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
  /**
   * How the interface words the allowance: 'lifetime' (free: 3 in total), 'month' (per calendar
   * month), 'trial' (within the trial's days).
   */
  period: 'lifetime' | 'month' | 'trial'
  /**
   * 'month': when a new allowance starts (the next 1st in Paris), or null when the subscription ends
   * before then; 'trial': when the trial ends; 'lifetime': null (it never renews).
   */
  resetsAt: Date | null
  /** The analysis_usage.period row that counts this user's analyses now. */
  periodKey: string
  limit: number
  questionsPerAnalysis: number
  /** The error a reservation answers when none is left. */
  limitCode: 'FREE_LIMIT_REACHED' | 'MONTHLY_LIMIT_REACHED' | 'TRIAL_LIMIT_REACHED'
}

/** What a user may do now, from their current subscription (null: none active). Pure. */
export function entitlementFor(subscription: CurrentSubscription | null, now: Date): Entitlement {
  if (!subscription?.isPaid) {
    return {
      planId: null,
      isPaid: false,
      period: 'lifetime',
      resetsAt: null,
      periodKey: LIFETIME_PERIOD,
      limit: FREE_TIER.analysesTotal,
      questionsPerAnalysis: questionsPerAnalysisFor(null),
      limitCode: 'FREE_LIMIT_REACHED',
    }
  }
  const plan = PLANS[subscription.planId]
  const common = {
    planId: plan.id,
    isPaid: true,
    limit: plan.analysesPerPeriod,
    questionsPerAnalysis: questionsPerAnalysisFor(plan.id),
  }
  if (plan.period.unit === 'day') {
    return {
      ...common,
      period: 'trial',
      resetsAt: subscription.currentPeriodEnd,
      periodKey: `${plan.id}:${subscription.id}`,
      limitCode: 'TRIAL_LIMIT_REACHED',
    }
  }
  const renewal = nextMonthStart(now)
  const endsFirst = subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd <= renewal
  return {
    ...common,
    period: 'month',
    resetsAt: endsFirst ? null : renewal,
    periodKey: monthPeriod(now),
    limitCode: 'MONTHLY_LIMIT_REACHED',
  }
}
