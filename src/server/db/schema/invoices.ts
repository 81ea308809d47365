/**
 * Invoices the product issues itself (local provider; Stripe keeps its own). French law (Code de
 * commerce L441-9, CGI art. 242 nonies A) asks for a unique number from one unbroken chronological
 * sequence: `invoice_counter` holds that sequence in ONE row, incremented in the same transaction
 * that records the payment and inserts the invoice, so a rolled-back payment gives its number back
 * and two payments can never share one (decision 010). Invoices are kept when the account is deleted
 * (accounting law, 10 years): `user_id` is then set to null and the buyer stays as it was issued.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/** The one invoice sequence: a single row (`id = 'invoice'`) created by the migration. */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: text('id').primaryKey(),
    /** The last number allocated (0: none yet). */
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [check('invoice_counter_single_row', sql`${t.id} = 'invoice'`)],
)

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** Position in the sequence (1, 2, 3, …) and the number printed from it ('F-000001'). */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['local'] }).notNull(),
    /** The subscription paid for (provider reference; the subscription row may be gone later). */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Buyer as it was when the invoice was issued. */
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name'),
    planId: text('plan_id').notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
    amountExclTaxCents: integer('amount_excl_tax_cents').notNull(),
    /** Basis points: 2000 = 20 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountInclTaxCents: integer('amount_incl_tax_cents').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method'),
    /** The seller's identity printed on it (from configuration at issue time). */
    seller: text('seller').notNull(),
    /** When the receipt e-mail was handed to the mailer (null: not yet). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_sequence_uq').on(t.sequence),
    uniqueIndex('invoices_number_uq').on(t.number),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_receipt_pending_idx').on(t.createdAt).where(sql`${t.receiptSentAt} is null`),
  ],
)

export type Invoice = typeof invoices.$inferSelect
