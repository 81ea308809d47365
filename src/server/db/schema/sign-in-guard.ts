/**
 * What the sign-in guards remember, in the database so every instance shares it:
 * - `totp_used_code`: the TOTP codes each user has had accepted, with the time-step (30 s) of
 *   acceptance. A code stays valid ±1 step, so one accepted at step k is refused until step k+2;
 *   later the same six digits are a new code. One row per (user, code), reused, so the table stays
 *   small.
 * - `sign_in_failure`: failed password sign-ins per e-mail address (known or not, so the answer
 *   reveals nothing), for the per-account back-off and hourly cap.
 */
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const totpUsedCode = pgTable(
  'totp_used_code',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** floor(unix seconds / 30) when the code was accepted. */
    step: bigint('step', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
)

export const signInFailure = pgTable('sign_in_failure', {
  email: text('email').primaryKey(),
  /** Failures since `windowStart` (the hourly cap). */
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Consecutive failures since the last success (the back-off). */
  streak: integer('streak').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
})
