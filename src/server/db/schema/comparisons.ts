/**
 * CV comparisons (decision 14, docs/decisions/006-pdf-report-and-cv-comparison.md): one row per comparison,
 * pointing at the two analyses it ran (stored in `analyses` like any other, so each keeps its own
 * result, report and CV-text retention) and keeping the computed outcome.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { ComparisonOutcome } from '../../../shared/schemas/comparison.ts'
import { analyses } from './analyses.ts'
import { user } from './auth.ts'

export const comparisons = pgTable(
  'comparisons',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    jobDescription: text('job_description').notNull(),
    jobTitle: text('job_title'),
    /** The two analyses; null once the user deleted one from the history (the outcome stays). */
    analysisAId: text('analysis_a_id').references(() => analyses.id, { onDelete: 'set null' }),
    analysisBId: text('analysis_b_id').references(() => analyses.id, { onDelete: 'set null' }),
    outcome: jsonb('outcome').$type<ComparisonOutcome>().notNull(),
  },
  (t) => [index('comparisons_user_created_idx').on(t.userId, t.createdAt)],
)

export type ComparisonRow = typeof comparisons.$inferSelect
