/**
 * Usage as the rest of the server sees it: the user's entitlement (from billing's current
 * subscription and the plan catalogue) and the summary GET /api/me returns.
 */
import type { PlanId } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { getCurrentSubscription } from '../billing/subscription.ts'
import { type Entitlement, entitlementFor } from './period.ts'
import { getUsedCount } from './quota.ts'

export type UsageSummary = {
  plan: PlanId | null
  isPaid: boolean
  usage: { used: number; limit: number; remaining: number; period: 'lifetime' | 'month' }
  questionsLimit: number
}

/** The user's rights now: plan, quota period and limit, questions per analysis. */
export async function getEntitlement(db: Database, userId: string, now: Date): Promise<Entitlement> {
  const subscription = await getCurrentSubscription(db, userId, now)
  return entitlementFor(subscription, now)
}

/** Plan, usage and questions limit for GET /api/me and the dashboard's plan line. */
export async function getUsageSummary(db: Database, userId: string, now: Date): Promise<UsageSummary> {
  const entitlement = await getEntitlement(db, userId, now)
  return summarize(entitlement, await getUsedCount(db, userId, entitlement.periodKey))
}

export function summarize(entitlement: Entitlement, used: number): UsageSummary {
  return {
    plan: entitlement.planId,
    isPaid: entitlement.isPaid,
    usage: {
      used,
      limit: entitlement.limit,
      remaining: Math.max(entitlement.limit - used, 0),
      period: entitlement.period,
    },
    questionsLimit: entitlement.questionsPerAnalysis,
  }
}
