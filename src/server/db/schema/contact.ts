/**
 * Contact form messages (decision 9). Stored first, then mailed to SUPPORT_EMAIL with an
 * acknowledgement to the sender; a message whose mail failed stays 'pending' and is retried.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('contact_message_status_idx').on(t.status, t.createdAt)],
)
