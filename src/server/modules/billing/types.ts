/**
 * Contract between billing and the rest of the server: what "the user's current subscription"
 * is (specification §4: the newest record by creation with status active and not deleted;
 * 'paid' only when active). Implemented by `getCurrentSubscription` in ./subscription.ts.
 */
import type { PlanId } from '../../../shared/plans.ts'

export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
  'unpaid',
  'not_started',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export type CurrentSubscription = {
  id: string
  planId: PlanId
  status: SubscriptionStatus
  isPaid: boolean
  currentPeriodStart: Date
  currentPeriodEnd: Date
  cancelAtPeriodEnd: boolean
  /** A plan change scheduled for the next billing period, if any. */
  pendingPlanId: PlanId | null
}

/** Signature of `getCurrentSubscription(db, userId, now)` in ./subscription.ts. */
export type GetCurrentSubscription = (
  db: unknown,
  userId: string,
  now?: Date,
) => Promise<CurrentSubscription | null>
