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
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { normalizePlanId, type PlanId } from '../../../shared/plans.ts'
import type { UsageSummary } from '../../../shared/schemas/billing.ts'
import { SESSION_ABSOLUTE_SECONDS } from '../../../shared/schemas/sessions.ts'
import type { Database } from '../../db/client.ts'
import { session, user } from '../../db/schema/auth.ts'
import { type BillingSubscription, billingSubscriptions } from '../../db/schema/billing.ts'
import { signupPlanChoices } from '../../db/schema/plan-choice.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import type { SessionUser } from '../auth/session.ts'
import {
  hasDueLocalSubscription,
  settleLocalSubscriptions,
  toCurrentSubscription,
} from '../billing/subscription.ts'
import { type Entitlement, entitlementFor, LIFETIME_PERIOD, monthPeriod } from './period.ts'
import { getUsedCount } from './quota.ts'

export type { UsageSummary }

/** {period: count} of the counters the user's entitlement can point at (see the header). */
function countersColumn(month: ReturnType<typeof sql.placeholder>) {
  // A subscription's own period is '<plan>:<subscription id>' (period.ts), matched on its suffix.
  return sql<Record<string, number> | null>`(
    select json_object_agg(${analysisUsage.period}, ${analysisUsage.count})
    from ${analysisUsage}
    where ${analysisUsage.userId} = ${user.id}
      and (${analysisUsage.period} in (${LIFETIME_PERIOD}, ${month})
        or right(${analysisUsage.period}, length(${billingSubscriptions.id}) + 1) = ':' || ${billingSubscriptions.id}))`
}

const activeSubscriptionOfUser = and(
  eq(billingSubscriptions.userId, user.id),
  eq(billingSubscriptions.status, 'active'),
  isNull(billingSubscriptions.deletedAt),
)

function prepareQueries(db: Database) {
  const month = sql.placeholder('month')
  const byUser = db
    .select({ subscription: billingSubscriptions, counters: countersColumn(month) })
    .from(user)
    .leftJoin(billingSubscriptions, activeSubscriptionOfUser)
    .where(eq(user.id, sql.placeholder('userId')))
    .orderBy(desc(billingSubscriptions.createdAt))
    .prepare('adequat_usage_state')
  // GET /api/me in ONE query: the live session's user (as auth/session.ts findSessionUser) and
  // the same usage state.
  const bySession = db
    .select({
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
      subscription: billingSubscriptions,
      counters: countersColumn(month),
      planChoice: sql<
        string | null
      >`(select ${signupPlanChoices.planId} from ${signupPlanChoices} where ${signupPlanChoices.userId} = ${user.id})`,
    })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .leftJoin(billingSubscriptions, activeSubscriptionOfUser)
    .where(
      and(
        eq(session.token, sql.placeholder('token')),
        gt(session.expiresAt, sql.placeholder('now')),
        // The absolute limit, as findSessionUser (docs/decisions/009).
        gt(session.createdAt, sql.placeholder('oldest')),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt))
    .prepare('adequat_session_usage_state')
  return { byUser, bySession }
}

const preparedByDb = new WeakMap<Database, ReturnType<typeof prepareQueries>>()

function queries(db: Database) {
  let prepared = preparedByDb.get(db)
  if (!prepared) {
    prepared = prepareQueries(db)
    preparedByDb.set(db, prepared)
  }
  return prepared
}

type UsageState = { rows: BillingSubscription[]; counters: Record<string, number> }

function toUsageState(
  result: { subscription: BillingSubscription | null; counters: Record<string, number> | null }[],
): UsageState {
  const rows: BillingSubscription[] = []
  let counters: Record<string, number> = {}
  for (const row of result) {
    if (row.subscription) rows.push(row.subscription)
    if (row.counters) counters = { ...counters, ...row.counters }
  }
  return { rows, counters }
}

async function readUsageState(db: Database, userId: string, month: string): Promise<UsageState> {
  return toUsageState(await queries(db).byUser.execute({ userId, month }))
}

type EntitlementAndUsage = { entitlement: Entitlement; used: () => Promise<number> }

async function entitlementAndUsage(
  db: Database,
  userId: string,
  now: Date,
  read?: UsageState,
): Promise<EntitlementAndUsage> {
  const month = monthPeriod(now)
  let state = read ?? (await readUsageState(db, userId, month))
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

/**
 * GET /api/me's answer from a verified session token in one query (a second only when a local
 * subscription is due for renewal): the user of the live session (expiry checked at `sessionNow`,
 * real time, as findSessionUser), their usage summary at `now` and the plan they chose before
 * signing up (null once they pay); null when the session is not live.
 */
export async function getSessionUsageSummary(
  db: Database,
  token: string,
  sessionNow: Date,
  now: Date,
): Promise<{ user: SessionUser; summary: UsageSummary; planChoice: PlanId | null } | null> {
  const read = await readSessionUsage(db, token, sessionNow, now)
  if (!read) return null
  const { first, entitlement, used } = read
  // A plan chosen before sign-up leads to its checkout only while the user has no paid plan.
  const planChoice = entitlement.isPaid ? null : normalizePlanId(first.planChoice)
  return { user: first.user, summary: summarize(entitlement, await used()), planChoice }
}

/** The live session's row and its user's entitlement and usage, in one query (see getSessionUsageSummary). */
async function readSessionUsage(db: Database, token: string, sessionNow: Date, now: Date) {
  const oldest = new Date(sessionNow.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)
  const result = await queries(db).bySession.execute({
    token,
    now: sessionNow,
    oldest,
    month: monthPeriod(now),
  })
  const first = result[0]
  if (!first) return null
  return { first, ...(await entitlementAndUsage(db, first.user.id, now, toUsageState(result))) }
}

/**
 * The user of a live session token and their rights at `now`, in one query: for the routes that
 * need both before anything else (POST /api/analyses, /api/comparisons); null when not live.
 */
export async function getSessionEntitlement(
  db: Database,
  token: string,
  sessionNow: Date,
  now: Date,
): Promise<{ user: SessionUser; entitlement: Entitlement } | null> {
  const read = await readSessionUsage(db, token, sessionNow, now)
  return read && { user: read.first.user, entitlement: read.entitlement }
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
      resetsAt: entitlement.resetsAt?.toISOString() ?? null,
    },
    questionsLimit: entitlement.questionsPerAnalysis,
  }
}
