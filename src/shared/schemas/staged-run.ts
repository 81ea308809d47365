/**
 * The request of a staged run — one CV (POST /api/analyses: `cv`) or two (POST /api/comparisons:
 * `cvA`, `cvB`) against one job description, with the optional output `lang` — as one zod schema per
 * form, used by the server's multipart reader (modules/analyses/staged-run-request.ts) and by the
 * web's forms. Each field's error is one lower-case code (`required`, `too_large`, `invalid`,
 * `type_unsupported`, `too_long`), the first that applies, in the order the server has always
 * checked them; the server turns it into its error (`staged-run-request.ts`). What the bytes are and
 * the offer's language are the engine's to judge, on the server.
 */
import { z } from 'zod'
import {
  ACCEPTED_CV_EXTENSIONS,
  type CvExtension,
  MAX_CV_BYTES,
  MAX_JOB_DESCRIPTION_CHARS,
} from '../limits.ts'
import { hasForbiddenControlChars } from '../text-guards.ts'
import { OUTPUT_LANGUAGES } from './analysis.ts'

/** The form fields that carry CVs, in the order they are checked. */
export const ANALYSIS_CV_FIELDS = ['cv'] as const
export const COMPARISON_CV_FIELDS = ['cvA', 'cvB'] as const
export type CvField = (typeof ANALYSIS_CV_FIELDS)[number] | (typeof COMPARISON_CV_FIELDS)[number]

export type CvFieldError = 'required' | 'too_large' | 'invalid' | 'type_unsupported'
export type JobDescriptionError = 'required' | 'invalid' | 'too_long'

/** 'mon.cv.final.PDF' → 'pdf'; '' without a dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function isAcceptedCvExtension(ext: string): ext is CvExtension {
  return (ACCEPTED_CV_EXTENSIONS as readonly string[]).includes(ext)
}

/**
 * What is wrong with a CV field, or null: absent, empty or nameless → required; over 5 MB →
 * too_large; a control character in its name → invalid; an extension other than PDF, DOC, DOCX →
 * type_unsupported.
 */
export function cvFileError(value: unknown): CvFieldError | null {
  if (typeof File === 'undefined' || !(value instanceof File) || value.size === 0 || !value.name) {
    return 'required'
  }
  if (value.size > MAX_CV_BYTES) return 'too_large'
  if (hasForbiddenControlChars(value.name)) return 'invalid'
  if (!isAcceptedCvExtension(extensionOf(value.name))) return 'type_unsupported'
  return null
}

/**
 * The job description as it is analysed and stored: line endings normalised (a form posts CRLF,
 * which a textarea counts as one character) and trimmed.
 */
export function normalizeJobDescription(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

/** Empty → required; a control character (NUL…) → invalid; over 1000 characters → too_long (never cut). */
export function jobDescriptionError(normalized: string): JobDescriptionError | null {
  if (normalized === '') return 'required'
  if (hasForbiddenControlChars(normalized)) return 'invalid'
  if (normalized.length > MAX_JOB_DESCRIPTION_CHARS) return 'too_long'
  return null
}

const cvFileSchema = z.custom<File>().superRefine((value, ctx) => {
  const error = cvFileError(value)
  if (error) ctx.addIssue({ code: 'custom', message: error })
})

export const jobDescriptionSchema = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? normalizeJobDescription(value) : ''))
  .superRefine((value, ctx) => {
    const error = jobDescriptionError(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })

/** The optional output language: 'fr' | 'en'; absent or empty → undefined (the offer's own language). */
export const requestLanguageSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(OUTPUT_LANGUAGES, { error: 'invalid' }).optional(),
)

const offerFields = { jobDescription: jobDescriptionSchema, lang: requestLanguageSchema }

export const analysisRequestSchema = z.object({ cv: cvFileSchema, ...offerFields })
export type AnalysisRequest = z.output<typeof analysisRequestSchema>

export const comparisonRequestSchema = z.object({ cvA: cvFileSchema, cvB: cvFileSchema, ...offerFields })
export type ComparisonRequest = z.output<typeof comparisonRequestSchema>

/** The Idempotency-Key header a client may send with either request (the web sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,128}$/
