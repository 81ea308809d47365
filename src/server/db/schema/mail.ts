/**
 * Mail outbox: every message the server sends is recorded here (status 'sent' when an SMTP
 * server accepted it, 'outbox' when no SMTP_URL is configured, 'failed' on a transport error).
 * Outside production the outbox is readable at GET /api/dev/outbox.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const mailMessage = pgTable(
  'mail_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name: 'verify-email', 'reset-password', 'contact-ack', ... */
    template: text('template').notNull(),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_message_to_idx').on(t.to), index('mail_message_created_at_idx').on(t.createdAt)],
)
