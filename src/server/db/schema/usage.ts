/**
 * Analysis quota counters (the specification's user_cv_analyses, decisions 4 and 13). One row per
 * user and quota period: 'lifetime' for users without an active subscription, 'month:YYYY-MM'
 * (calendar month, Europe/Paris) for monthly plans, 'trial:<subscription id>' for the trial's
 * 3 days. A unit is reserved with one INSERT … ON CONFLICT DO UPDATE … WHERE count < limit.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const analysisUsage = pgTable(
  'analysis_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
)

export type AnalysisUsageRow = typeof analysisUsage.$inferSelect

/**
 * A reserved quota unit whose analysis has not finished yet (issue 13, decision 002 as amended):
 * the running analysis renews `expires_at` while it works; a row past it belongs to a run that
 * died with its instance, and the sweeper gives its units back and frees its lock and
 * Idempotency-Key. The row is deleted when the analysis is stored or fails.
 */
export const quotaLeases = pgTable(
  'quota_leases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    units: integer('units').notNull(),
    /** The Idempotency-Key the run claimed, freed with the lease. */
    idempotencyKey: text('idempotency_key'),
    /** The token of the run's per-user lock (analysis_locks), freed with the lease. */
    lockToken: text('lock_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('quota_leases_expires_idx').on(t.expiresAt), index('quota_leases_user_idx').on(t.userId)],
)

export type QuotaLeaseRow = typeof quotaLeases.$inferSelect
