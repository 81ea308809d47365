/**
 * What a payment provider does for us. Two implementations: Stripe (hosted Checkout, webhooks)
 * and the local demonstration provider (an in-app checkout page). Both write the same
 * billing_customers / billing_subscriptions records.
 */
import type { Plan, PlanId } from '../../../../shared/plans.ts'
import type { InvoiceListItem } from '../../../../shared/schemas/billing.ts'
import type { Database } from '../../../db/client.ts'
import type { BillingSubscription } from '../../../db/schema/billing.ts'

export type CheckoutInput = {
  user: { id: string; email: string }
  plan: Plan
  successUrl: string
  cancelUrl: string
  now: Date
}

export type BillingProvider = {
  readonly name: 'stripe' | 'local'
  /** Starts a hosted checkout for a user without a current subscription; returns where to send the browser. */
  createCheckout(db: Database, input: CheckoutInput): Promise<{ url: string | null }>
  /** Schedules a plan change for the next billing period (never a second subscription). */
  changePlan(db: Database, subscription: BillingSubscription, planId: PlanId, now: Date): Promise<void>
  /**
   * From the trial to a monthly plan at once (decision 010): charged now with the card on file, the
   * trial ends and the plan's first period starts now. A refused card changes nothing (CARD_DECLINED).
   */
  upgradeNow(db: Database, subscription: BillingSubscription, planId: PlanId, now: Date): Promise<void>
  /** The user's invoices, newest first (the product's own, or Stripe's hosted ones). */
  listInvoices(db: Database, userId: string): Promise<InvoiceListItem[]>
  cancelAtPeriodEnd(db: Database, subscription: BillingSubscription, now: Date): Promise<void>
  /** Ends the subscription now, without renewal or refund (account deletion); the row ends 'canceled'. */
  cancelImmediately(db: Database, subscription: BillingSubscription, now: Date): Promise<void>
  /** The billing portal ('Modifier' on the profile). */
  createPortal(db: Database, userId: string, returnUrl: string): Promise<{ url: string }>
}
