/**
 * Billing tables, provider-neutral (Stripe or the local demonstration provider). The spec's
 * stripe_customers / stripe_subscriptions become billing_customers / billing_subscriptions with a
 * `provider` column, so both providers write the same records and the rest of the app reads one shape.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

/** One payment-provider customer per user and provider, reused for every checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('billing_customers_provider_customer_uq').on(t.provider, t.providerCustomerId),
    uniqueIndex('billing_customers_user_provider_live_uq')
      .on(t.userId, t.provider)
      .where(sql`${t.deletedAt} is null`),
  ],
)

export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => billingCustomers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planId: text('plan_id').notNull(),
    priceId: text('price_id'),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan change that takes effect at the next billing period. */
    pendingPlanId: text('pending_plan_id'),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    /**
     * Creation time of the provider event that last wrote this row: an older event (webhooks arrive
     * out of order) never overwrites newer state.
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_provider_sub_uq').on(t.provider, t.providerSubscriptionId),
    index('billing_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
)

/** Webhook idempotency: each provider event id is processed once. */
export const processedBillingEvents = pgTable(
  'processed_billing_events',
  {
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processed_billing_events_uq').on(t.provider, t.eventId)],
)

/** The local provider's hosted-checkout sessions (the demonstration page /billing/local-checkout/:id). */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  subscriptionId: text('subscription_id'),
})

export type BillingCustomer = typeof billingCustomers.$inferSelect
export type BillingSubscription = typeof billingSubscriptions.$inferSelect
export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect
