/**
 * What "the user's current subscription" is (specification §4): the newest record by creation with
 * status active and not deleted; 'paid' only when active. Local-provider subscriptions are settled
 * when read, following Stripe's semantics: at the end of a period an active subscription renews
 * (applying a pending plan change), and one set to cancel at period end ends.
 */
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import { normalizePlanId, PLANS, type Plan, type PlanId } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { type BillingSubscription, billingSubscriptions } from '../../db/schema/billing.ts'
import { invoiceSellerOf, issueInvoice } from './invoices.ts'
import { type CurrentSubscription, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './types.ts'

export function toSubscriptionStatus(value: string): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value) ? (value as SubscriptionStatus) : null
}

/** Adds a plan's billing period; months keep the day of month, clamped to the month's last day. */
export function addPlanPeriod(start: Date, plan: Pick<Plan, 'period'>): Date {
  const { unit, count } = plan.period
  if (unit === 'day') return new Date(start.getTime() + count * 86_400_000)
  const d = new Date(start.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + count)
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, lastDay))
  return d
}

/**
 * Renews or ends the user's local subscriptions whose period is over at `now`. Each update is
 * guarded by the period end it read, so two concurrent readers renew a subscription once.
 */
export async function settleLocalSubscriptions(db: Database, userId: string, now: Date): Promise<void> {
  const due = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        eq(billingSubscriptions.provider, 'local'),
        eq(billingSubscriptions.status, 'active'),
        isNull(billingSubscriptions.deletedAt),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    )
  for (const row of due) {
    const guard = and(
      eq(billingSubscriptions.id, row.id),
      eq(billingSubscriptions.currentPeriodEnd, row.currentPeriodEnd),
      eq(billingSubscriptions.status, 'active'),
    )
    if (row.cancelAtPeriodEnd) {
      // Stripe: the subscription is canceled at period end and a 'deleted' event follows.
      await db
        .update(billingSubscriptions)
        .set({ status: 'canceled', deletedAt: row.currentPeriodEnd, updatedAt: now })
        .where(guard)
      continue
    }
    const planId = normalizePlanId(row.pendingPlanId) ?? normalizePlanId(row.planId)
    if (!planId) continue
    const plan = PLANS[planId]
    // Each period renewed is a payment with its invoice, recorded with the renewal or not at all.
    const periods: { start: Date; end: Date }[] = []
    let start = row.currentPeriodEnd
    let end = addPlanPeriod(start, plan)
    periods.push({ start, end })
    while (end.getTime() <= now.getTime()) {
      start = end
      end = addPlanPeriod(start, plan)
      periods.push({ start, end })
    }
    const seller = invoiceSellerOf(db)
    await db.transaction(async (tx) => {
      const renewed = await tx
        .update(billingSubscriptions)
        .set({
          planId,
          priceId: row.pendingPlanId ? null : row.priceId,
          pendingPlanId: null,
          currentPeriodStart: start,
          currentPeriodEnd: end,
          updatedAt: now,
        })
        .where(guard)
        .returning({ id: billingSubscriptions.id })
      if (renewed.length === 0) return
      for (const period of periods) {
        await issueInvoice(tx, {
          userId: row.userId,
          plan,
          providerSubscriptionId: row.providerSubscriptionId,
          periodStart: period.start,
          periodEnd: period.end,
          paymentMethod:
            row.paymentMethodBrand && row.paymentMethodLast4
              ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 }
              : null,
          seller,
          now,
        })
      }
    })
  }
}

function prepareActiveRowsQuery(db: Database) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, sql.placeholder('userId')),
        eq(billingSubscriptions.status, 'active'),
        isNull(billingSubscriptions.deletedAt),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt))
    .prepare('adequat_active_subscriptions')
}

// Built once per database: this read runs on most authenticated requests (quota, /api/me).
const activeRowsByDb = new WeakMap<Database, ReturnType<typeof prepareActiveRowsQuery>>()

/** A user's active, non-deleted subscription rows, newest first (as stored: not settled). */
export function readActiveSubscriptionRows(db: Database, userId: string): Promise<BillingSubscription[]> {
  let prepared = activeRowsByDb.get(db)
  if (!prepared) {
    prepared = prepareActiveRowsQuery(db)
    activeRowsByDb.set(db, prepared)
  }
  return prepared.execute({ userId })
}

/**
 * Whether settleLocalSubscriptions would change any of these rows at `now` (a local subscription
 * whose period is over). Reads check this first so the write path only runs when something is due.
 */
export function hasDueLocalSubscription(
  rows: readonly Pick<BillingSubscription, 'provider' | 'status' | 'deletedAt' | 'currentPeriodEnd'>[],
  now: Date,
): boolean {
  const t = now.getTime()
  return rows.some(
    (row) =>
      row.provider === 'local' &&
      row.status === 'active' &&
      row.deletedAt === null &&
      row.currentPeriodEnd.getTime() <= t,
  )
}

/** The newest active, non-deleted subscription row of a user (after settling local renewals). */
export async function findCurrentSubscriptionRow(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<BillingSubscription | null> {
  // One read in the common case; the settle (select + guarded updates) and a re-read only when a
  // local subscription's period is over.
  let rows = await readActiveSubscriptionRows(db, userId)
  if (hasDueLocalSubscription(rows, now)) {
    await settleLocalSubscriptions(db, userId, now)
    rows = await readActiveSubscriptionRows(db, userId)
  }
  return rows[0] ?? null
}

export function toCurrentSubscription(row: BillingSubscription): CurrentSubscription | null {
  const planId = normalizePlanId(row.planId)
  const status = toSubscriptionStatus(row.status)
  if (!planId || !status) return null
  return {
    id: row.id,
    planId,
    status,
    isPaid: status === 'active',
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanId: normalizePlanId(row.pendingPlanId) satisfies PlanId | null,
  }
}

/** Contract of ./types.ts (`GetCurrentSubscription`), read by quotas and /api/me. */
export async function getCurrentSubscription(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<CurrentSubscription | null> {
  const row = await findCurrentSubscriptionRow(db, userId, now)
  return row ? toCurrentSubscription(row) : null
}
