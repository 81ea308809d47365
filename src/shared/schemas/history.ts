/**
 * The one history (GET /api/history): the user's analyses and comparisons in one list, newest
 * first, each row saying which it is. A comparison is one row with its two CVs and their scores;
 * the two analyses it ran are not listed on their own. Pages follow an opaque cursor (the last
 * row's time and id), so a run added or deleted meanwhile neither repeats nor skips a row.
 */
import { z } from 'zod'
import { HISTORY_KINDS, HISTORY_SEARCH_MAX } from './analysis.ts'

export const HISTORY_PAGE_MAX = 50
/** A cursor is base64url text the server made; anything longer is not one. */
export const HISTORY_CURSOR_MAX = 200

/** A single analysis: the CV, the offer (title or first words), its score. */
export const historyAnalysisItemSchema = z.object({
  kind: z.literal('analysis'),
  id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  jobTitle: z.string().nullable(),
  /** The job description's first words, for offers without a detected title. */
  jobExcerpt: z.string(),
  score: z.number().int().min(0).max(100),
})
export type HistoryAnalysisItem = z.infer<typeof historyAnalysisItemSchema>

const historySideSchema = z.object({ fileName: z.string(), score: z.number().int().min(0).max(100) })

/** A comparison of two CVs against one offer: both CVs with their scores, and the one recommended. */
export const historyComparisonItemSchema = z.object({
  kind: z.literal('comparison'),
  id: z.string(),
  createdAt: z.string(),
  jobTitle: z.string().nullable(),
  jobExcerpt: z.string(),
  a: historySideSchema,
  b: historySideSchema,
  choice: z.enum(['a', 'b', 'either']),
})
export type HistoryComparisonItem = z.infer<typeof historyComparisonItemSchema>

export const historyItemSchema = z.discriminatedUnion('kind', [
  historyAnalysisItemSchema,
  historyComparisonItemSchema,
])
export type HistoryItem = z.infer<typeof historyItemSchema>

/** GET /api/history's query: where to start, how many rows, which kind of run, words searched. */
export const historyListQuerySchema = z.object({
  cursor: z
    .string()
    .max(HISTORY_CURSOR_MAX)
    .regex(/^[\w-]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(10),
  kind: z.enum(HISTORY_KINDS).default('all'),
  q: z.string().trim().max(HISTORY_SEARCH_MAX).default(''),
})
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Rows matching the filter, all pages together. */
  total: z.number().int().min(0),
})
export type HistoryPage = z.infer<typeof historyPageSchema>
