/**
 * The plan a visitor chose before signing up (/pricing → 'Souscrire' while signed out): kept with
 * the account so that, once the e-mail is verified, the app leads to that plan's checkout — on any
 * device, since the verification link may be opened elsewhere. One row per user, removed when the
 * checkout starts, when the user dismisses it, or with the account.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const signupPlanChoices = pgTable('signup_plan_choice', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
