/**
 * Usage as the rest of the server sees it: the user's entitlement (from billing's current
 * subscription and the plan catalogue) and the summary GET /api/me returns.
 *
 * Both run on hot paths (every /api/me, every analysis), so they read with ONE prepared query:
 * the user's active subscription rows (newest first) and, beside them, the user's counters for the
 * periods the entitlement can point at (lifetime, this month, a subscription's own period). Only
 * when a local subscription's period is over does billing's settle (the renewal write path) run,
 * followed by a second read — the same semantics as getCurrentSubscription.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { PlanId } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { type BillingSubscription, billingSubscriptions } from '../../db/schema/billing.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import {
  hasDueLocalSubscription,
  settleLocalSubscriptions,
  toCurrentSubscription,
} from '../billing/subscription.ts'
import { type Entitlement, entitlementFor, LIFETIME_PERIOD, monthPeriod } from './period.ts'
import { getUsedCount } from './quota.ts'

export type UsageSummary = {
  plan: PlanId | null
  isPaid: boolean
  usage: { used: number; limit: number; remaining: number; period: 'lifetime' | 'month' }
  questionsLimit: number
}

function prepareUsageStateQuery(db: Database) {
  const userId = sql.placeholder('userId')
  const month = sql.placeholder('month')
  // {period: count} of the counters this user's entitlement can point at; a subscription's own
  // period is '<plan>:<subscription id>' (period.ts), matched on its exact suffix.
  const counters = sql<Record<string, number> | null>`(
    select json_object_agg(${analysisUsage.period}, ${analysisUsage.count})
    from ${analysisUsage}
    where ${analysisUsage.userId} = ${user.id}
      and (${analysisUsage.period} in (${LIFETIME_PERIOD}, ${month})
        or right(${analysisUsage.period}, length(${billingSubscriptions.id}) + 1) = ':' || ${billingSubscriptions.id}))`
  return db
    .select({ subscription: billingSubscriptions, counters })
    .from(user)
    .leftJoin(
      billingSubscriptions,
      and(
        eq(billingSubscriptions.userId, user.id),
        eq(billingSubscriptions.status, 'active'),
        isNull(billingSubscriptions.deletedAt),
      ),
    )
    .where(eq(user.id, userId))
    .orderBy(desc(billingSubscriptions.createdAt))
    .prepare('adequat_usage_state')
}

const preparedByDb = new WeakMap<Database, ReturnType<typeof prepareUsageStateQuery>>()

type UsageState = { rows: BillingSubscription[]; counters: Record<string, number> }

async function readUsageState(db: Database, userId: string, month: string): Promise<UsageState> {
  let prepared = preparedByDb.get(db)
  if (!prepared) {
    prepared = prepareUsageStateQuery(db)
    preparedByDb.set(db, prepared)
  }
  const result = await prepared.execute({ userId, month })
  const rows: BillingSubscription[] = []
  let counters: Record<string, number> = {}
  for (const row of result) {
    if (row.subscription) rows.push(row.subscription)
    if (row.counters) counters = { ...counters, ...row.counters }
  }
  return { rows, counters }
}

async function entitlementAndUsage(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ entitlement: Entitlement; used: () => Promise<number> }> {
  const month = monthPeriod(now)
  let state = await readUsageState(db, userId, month)
  if (hasDueLocalSubscription(state.rows, now)) {
    await settleLocalSubscriptions(db, userId, now)
    state = await readUsageState(db, userId, month)
  }
  const newest = state.rows[0]
  const subscription = newest ? toCurrentSubscription(newest) : null
  const entitlement = entitlementFor(subscription, now)
  const key = entitlement.periodKey
  const covered =
    key === LIFETIME_PERIOD || key === month || (newest !== undefined && key.endsWith(`:${newest.id}`))
  return {
    entitlement,
    // A period the query did not look at (none today) is read on its own rather than guessed.
    used: async () => (covered ? (state.counters[key] ?? 0) : getUsedCount(db, userId, key)),
  }
}

/** The user's rights now: plan, quota period and limit, questions per analysis. */
export async function getEntitlement(db: Database, userId: string, now: Date): Promise<Entitlement> {
  return (await entitlementAndUsage(db, userId, now)).entitlement
}

/** Plan, usage and questions limit for GET /api/me and the dashboard's plan line. */
export async function getUsageSummary(db: Database, userId: string, now: Date): Promise<UsageSummary> {
  const { entitlement, used } = await entitlementAndUsage(db, userId, now)
  return summarize(entitlement, await used())
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
