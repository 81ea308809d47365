/**
 * Stored analyses (one per run), the per-user 'analysis in progress' lease that keeps one
 * analysis at a time per user across app instances, and the Idempotency-Key records that make a
 * repeated submission return the same analysis instead of running twice.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { AnalysisResult, OutputLanguage } from '../../../shared/schemas/analysis.ts'
import { user } from './auth.ts'

export const analyses = pgTable(
  'analyses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    /** pdf, doc or docx, as detected from the bytes. */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Null once purged: kept CV_RETENTION_DAYS after the analysis (modules/account/purge-expired-cv-text.ts). */
    cvText: text('cv_text'),
    jobDescription: text('job_description').notNull(),
    jobTitle: text('job_title'),
    /**
     * SHA-256 (hex) of the offer's normalised text (offer-hash.ts): finds the previous run of the same
     * offer for 'Relancer avec un autre CV'. A hash, never the text, so it may be compared and indexed.
     */
    jobHash: text('job_hash').notNull(),
    /** The language the result is written in ('fr' | 'en'). */
    lang: text('lang').$type<OutputLanguage>().notNull().default('fr'),
    result: jsonb('result').$type<AnalysisResult>().notNull(),
    questionsCount: integer('questions_count').notNull(),
    engine: text('engine').notNull(),
    engineVersion: text('engine_version').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The quota period the analysis was charged to (analysis_usage.period). */
    usagePeriod: text('usage_period').notNull(),
  },
  (t) => [
    index('analyses_user_created_idx').on(t.userId, t.createdAt),
    index('analyses_user_job_hash_idx').on(t.userId, t.jobHash, t.createdAt),
    // The hourly retention purge scans only the analyses that still hold a CV's text.
    index('analyses_cv_text_retained_idx').on(t.createdAt).where(sql`${t.cvText} is not null`),
  ],
)

/** At most one row per user: an analysis is running until `expires_at` (a crashed instance's lease lapses). */
export const analysisLocks = pgTable('analysis_locks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
})

export const analysisIdempotencyKeys = pgTable(
  'analysis_idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Null while the first request with this key is still running. */
    analysisId: text('analysis_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

export type AnalysisRow = typeof analyses.$inferSelect
