/**
 * A CV comparison (decision 14): two CVs analysed against one job description, side by side.
 * Built by `compareResults` (src/shared/comparison.ts) from the two analysis results; stored with
 * the two analyses it was made from, and sent by /api/comparisons.
 */
import { z } from 'zod'

export const COMPARISON_SIDES = ['a', 'b'] as const
export type ComparisonSide = (typeof COMPARISON_SIDES)[number]

export const comparisonSideSchema = z.object({
  /** The stored analysis of this CV (null once the user deleted it from the history). */
  analysisId: z.string().nullable(),
  fileName: z.string(),
  score: z.number().int().min(0).max(100),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** Skills of the offer this CV covers and the other one misses. */
  onlyHere: z.array(z.string()),
})
export type ComparisonSideResult = z.infer<typeof comparisonSideSchema>

export const recommendationSchema = z.object({
  /** The CV to send; 'either' when nothing in the figures separates them. */
  choice: z.enum(['a', 'b', 'either']),
  /** Why, in French, built from the figures. */
  reason: z.string(),
})
export type Recommendation = z.infer<typeof recommendationSchema>

/** What compareResults computes (stored as JSON). */
export const comparisonOutcomeSchema = z.object({
  a: comparisonSideSchema,
  b: comparisonSideSchema,
  /** Skills of the offer both CVs cover, and those neither covers. */
  common: z.array(z.string()),
  missingBoth: z.array(z.string()),
  recommendation: recommendationSchema,
})
export type ComparisonOutcome = z.infer<typeof comparisonOutcomeSchema>

export const comparisonSchema = comparisonOutcomeSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  jobTitle: z.string().nullable(),
  jobDescription: z.string(),
})
export type Comparison = z.infer<typeof comparisonSchema>

export const comparisonSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  jobTitle: z.string().nullable(),
  jobExcerpt: z.string(),
  a: z.object({ fileName: z.string(), score: z.number().int() }),
  b: z.object({ fileName: z.string(), score: z.number().int() }),
  choice: z.enum(['a', 'b', 'either']),
})
export type ComparisonSummary = z.infer<typeof comparisonSummarySchema>

export const comparisonPageSchema = z.object({
  items: z.array(comparisonSummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type ComparisonPage = z.infer<typeof comparisonPageSchema>
