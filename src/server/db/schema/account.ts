/**
 * What is left of a deleted account's billing: one anonymised row per subscription, kept for the
 * period accounting law requires (France: 10 years, Code de commerce art. L123-22), then purged.
 * No user id, e-mail or card digits: only the provider's references (to match the invoices the
 * payment provider holds), the plan, the price and the dates. Written by deleteAccount.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const billingArchive = pgTable(
  'billing_archive',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planId: text('plan_id').notNull(),
    priceId: text('price_id'),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    subscriptionCreatedAt: timestamp('subscription_created_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Deleted by the retention purge after this date. */
    retainUntil: timestamp('retain_until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('billing_archive_retain_until_idx').on(t.retainUntil)],
)

export type BillingArchiveRow = typeof billingArchive.$inferSelect
