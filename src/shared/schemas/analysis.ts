/**
 * The analysis result (specification §3 'Analysis result', 'Suggestion', 'Interview question').
 * Every engine's output is validated by `analysisResultSchema(questionsCount)` before it is
 * stored; the API sends `publicAnalysisSchema` (locked items for what the plan does not unlock).
 */
import { z } from 'zod'
import { SUGGESTIONS_COUNT } from '../limits.ts'

export const SUGGESTION_CATEGORIES = ['content', 'skills', 'format', 'language', 'other'] as const
export const PRIORITIES = ['high', 'medium', 'low'] as const
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export const QUESTION_CATEGORIES = ['technical', 'behavioral', 'experience', 'company'] as const

export const suggestionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(SUGGESTION_CATEGORIES),
  priority: z.enum(PRIORITIES),
})
export type Suggestion = z.infer<typeof suggestionSchema>

export const interviewQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
  difficulty: z.enum(DIFFICULTIES).default('medium'),
  category: z.enum(QUESTION_CATEGORIES).default('technical'),
})
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>

export const REQUIREMENT_KINDS = ['skill', 'soft', 'language', 'credential', 'degree', 'experience'] as const
export const requirementReadSchema = z.object({
  label: z.string().min(1).max(200),
  kind: z.enum(REQUIREMENT_KINDS),
  importance: z.enum(['must', 'normal', 'nice']),
  /** A condition of the offer ('exigé', a regulated title): missing, it caps the score. */
  blocking: z.boolean(),
  met: z.boolean(),
  /** The CV line that shows it, when met. */
  evidence: z.string().max(300).nullable(),
})
export type RequirementRead = z.infer<typeof requirementReadSchema>

export const SCORE_PARTS = ['skills', 'languages', 'credentials', 'education'] as const
export const scorePartSchema = z.object({
  part: z.enum(SCORE_PARTS),
  asked: z.number().int().min(0),
  met: z.number().int().min(0),
  /** Share of the score's weight this part carries (0–1), and how much of it the CV covers (0–1). */
  weight: z.number().min(0).max(1),
  coverage: z.number().min(0).max(1),
})
export type ScorePart = z.infer<typeof scorePartSchema>

export const CV_READING_WARNINGS = [
  'no-text-layer',
  'no-experience-heading',
  'no-dates',
  'no-contact',
] as const
export const cvReadingSchema = z.object({
  sections: z.array(z.enum(['experience', 'education', 'skills', 'languages', 'summary', 'interests'])),
  email: z.boolean(),
  phone: z.boolean(),
  /** Experiences found with a date range. */
  datedExperiences: z.number().int().min(0),
  years: z.number().nullable(),
  pages: z.number().int().min(0).optional(),
  usedOcr: z.boolean().optional(),
  warnings: z.array(z.enum(CV_READING_WARNINGS)),
})
export type CvReading = z.infer<typeof cvReadingSchema>

/** Optional details the local engine fills; a model engine may leave them out. */
export const analysisDetailsSchema = z.object({
  jobTitle: z.string().nullable().optional(),
  /** Language of the CV and of the job description, as detected. */
  cvLanguage: z.enum(['fr', 'en']).nullable().optional(),
  jobLanguage: z.enum(['fr', 'en']).nullable().optional(),
  requiredYears: z.number().nullable().optional(),
  cvYears: z.number().nullable().optional(),
  /** Short sentences for the 'key points' card. */
  keyPoints: z.array(z.string()).optional(),
  /** Why this score (issue 10): each requirement, its importance, whether the CV meets it and the line that shows it. */
  requirements: z.array(requirementReadSchema).max(60).optional(),
  /** The score by part; `cap` is the ceiling a missing blocking requirement put on it. */
  breakdown: z
    .object({
      parts: z.array(scorePartSchema),
      experiencePoints: z.number(),
      cap: z.number().nullable(),
    })
    .optional(),
  /** How the CV was read: what an applicant tracking system would find, and what it might miss. */
  reading: cvReadingSchema.optional(),
  /** Who wrote the suggestions and answers with the model engine: the model, or the local writer when the model's text never validated. */
  writer: z.enum(['model', 'local-fallback']).optional(),
})
export type AnalysisDetails = z.infer<typeof analysisDetailsSchema>

export const analysisResultBaseSchema = z.object({
  compatibilityScore: z.number().int().min(0).max(100),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  suggestions: z.array(suggestionSchema).length(SUGGESTIONS_COUNT),
  questions: z.array(interviewQuestionSchema),
  details: analysisDetailsSchema.optional(),
})
export type AnalysisResult = z.infer<typeof analysisResultBaseSchema>

export function analysisResultSchema(questionsCount: number) {
  return analysisResultBaseSchema.extend({
    questions: z.array(interviewQuestionSchema).length(questionsCount),
  })
}

export const lockedItemSchema = z.object({ id: z.string(), locked: z.literal(true) })
export type LockedItem = z.infer<typeof lockedItemSchema>

/** What the API sends: paid content the plan does not unlock is replaced by locked items. */
export const publicResultSchema = analysisResultBaseSchema.extend({
  suggestions: z.array(z.union([suggestionSchema, lockedItemSchema])),
  questions: z.array(z.union([interviewQuestionSchema, lockedItemSchema])),
})
export type PublicResult = z.infer<typeof publicResultSchema>

/**
 * The language the analysis is written in (issue 10): the request's `lang` (the web form sends the
 * interface language), else the offer's own language, French when unknown.
 */
export const OUTPUT_LANGUAGES = ['fr', 'en'] as const
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number]
export const outputLanguageSchema = z.enum(OUTPUT_LANGUAGES)

/**
 * The newest earlier analysis of the same offer (same normalised text) by the same user, for the
 * score's change after 'Relancer avec un autre CV'; null when this is the offer's first run.
 */
export const previousRunSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  compatibilityScore: z.number().int().min(0).max(100),
})
export type PreviousRun = z.infer<typeof previousRunSchema>

export const publicAnalysisSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lang: outputLanguageSchema,
  fileName: z.string(),
  jobTitle: z.string().nullable(),
  jobDescription: z.string(),
  engine: z.string(),
  isLimited: z.boolean(),
  result: publicResultSchema,
  previousRun: previousRunSchema.nullable(),
})
export type PublicAnalysis = z.infer<typeof publicAnalysisSchema>

export function isLocked<T extends object>(item: T | LockedItem): item is LockedItem {
  return 'locked' in item && item.locked === true
}

/** One line of the history (GET /api/analyses): enough to show and reopen an analysis. */
export const analysisSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  jobTitle: z.string().nullable(),
  /** The job description's first words, for analyses without a detected job title. */
  jobExcerpt: z.string(),
  compatibilityScore: z.number().int().min(0).max(100),
  /** The comparison this analysis is one side of; null for a single analysis. */
  comparisonId: z.string().nullable(),
})
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>

/** GET /api/analyses' filters: which kind of run, and words searched in the file name and the offer. */
export const HISTORY_KINDS = ['all', 'analysis', 'comparison'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]
export const HISTORY_SEARCH_MAX = 100

/** The page of a list asked for (GET /api/analyses, GET /api/comparisons). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
})

/** GET /api/analyses' query: the page, the kind of run and the words searched. */
export const historyQuerySchema = pageQuerySchema.extend({
  kind: z.enum(HISTORY_KINDS).default('all'),
  q: z.string().trim().max(HISTORY_SEARCH_MAX).default(''),
})

export const analysisPageSchema = z.object({
  items: z.array(analysisSummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type AnalysisPage = z.infer<typeof analysisPageSchema>
