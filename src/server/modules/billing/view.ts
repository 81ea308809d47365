/**
 * The profile's view of a subscription (GET /api/billing/subscription): plan, monthly price, status,
 * payment method, period end in Unix seconds (specification §3), plus the pending plan change.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { getPlan, normalizePlanId, PLAN_NAME_FALLBACK, PRICE_FALLBACK_CENTS } from '../../../shared/plans.ts'
import type { SubscriptionResponse, SubscriptionView } from '../../../shared/schemas/billing.ts'
import type { Database } from '../../db/client.ts'
import { type BillingSubscription, billingSubscriptions } from '../../db/schema/billing.ts'
import { findCurrentSubscriptionRow } from './subscription.ts'

export type { SubscriptionResponse, SubscriptionView }

/** Statuses worth showing on the profile when no subscription is active (the user must act). */
const ATTENTION_STATUSES = ['past_due', 'unpaid', 'incomplete', 'paused', 'trialing']

export function toSubscriptionView(row: BillingSubscription): SubscriptionView {
  const plan = getPlan(row.planId)
  return {
    id: row.id,
    planId: plan?.id ?? null,
    planName: plan?.name ?? PLAN_NAME_FALLBACK,
    priceCents: plan?.priceCents ?? PRICE_FALLBACK_CENTS,
    currency: 'EUR',
    status: row.status,
    isPaid: row.status === 'active',
    currentPeriodEnd: Math.floor(row.currentPeriodEnd.getTime() / 1000),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanId: normalizePlanId(row.pendingPlanId),
    paymentMethod:
      row.paymentMethodBrand && row.paymentMethodLast4
        ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 }
        : null,
    provider: row.provider,
  }
}

export async function getSubscriptionView(
  db: Database,
  userId: string,
  now: Date,
): Promise<SubscriptionResponse> {
  const current = await findCurrentSubscriptionRow(db, userId, now)
  if (current) return { subscription: toSubscriptionView(current) }
  const [attention] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, ATTENTION_STATUSES),
        isNull(billingSubscriptions.deletedAt),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt))
    .limit(1)
  return { subscription: attention ? toSubscriptionView(attention) : null }
}
