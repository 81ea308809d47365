/**
 * Analysis quota counters (the specification's user_cv_analyses, decisions 4 and 13). One row per
 * user and quota period: 'lifetime' for users without an active subscription, 'month:YYYY-MM'
 * (calendar month, Europe/Paris) for monthly plans, 'trial:<subscription id>' for the trial's
 * 3 days. A unit is reserved with one INSERT … ON CONFLICT DO UPDATE … WHERE count < limit.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
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
