/**
 * One analysis, from a CV file's bytes and a job description to a validated AnalysisResult: the
 * single code path shared by the API (POST /api/analyses, which adds HTTP, quota and storage) and the
 * CLI. Stage 1 is extraction; the engine reports stages 2–6.
 */
import { AppError } from '../../shared/errors.ts'
import {
  type AnalysisStage,
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_QUESTIONS_PER_ANALYSIS,
} from '../../shared/limits.ts'
import {
  type AnalysisResult,
  analysisResultSchema,
  outputLanguageSchema,
} from '../../shared/schemas/analysis.ts'
import { hasForbiddenControlChars } from '../../shared/text-guards.ts'
import { extractCv } from './extract/index.ts'
import type { ExtractCvInput, ExtractedCv } from './extract/types.ts'
import { identifyLanguage } from './local/language-id.ts'
import type { AnalysisEngine, OutputLanguage } from './types.ts'

export type RunAnalysisInput = {
  bytes: Uint8Array
  fileName: string
  jobDescription: string
  questionsCount: number
  lang?: OutputLanguage
  engine: AnalysisEngine
  onStage?: (stage: AnalysisStage) => void
  signal?: AbortSignal
  extractionTimeoutMs?: number
  /** Stage 1's extractor (default extractCv); the API passes one with a per-user cache. */
  extract?: (input: ExtractCvInput) => Promise<ExtractedCv>
}

export type RunAnalysisOutput = {
  result: AnalysisResult
  /** The language the result is written in. */
  lang: OutputLanguage
  cvText: string
  cvKind: ExtractedCv['kind']
  pages: number
  usedOcr: boolean
  timings: { extractMs: number; engineMs: number; totalMs: number }
}

/**
 * The job description as it will be analysed: line endings normalised (a form posts CRLF, which a
 * textarea counts as one character) and trimmed. Empty → ANALYSIS_INPUT_MISSING; longer than the
 * limit → JOB_DESCRIPTION_TOO_LONG (refused, never silently cut); a control character (NUL…) →
 * VALIDATION.
 */
export function validateJobDescription(text: unknown): string {
  const value = typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : ''
  if (value === '') throw new AppError('ANALYSIS_INPUT_MISSING', { fields: { jobDescription: 'required' } })
  if (hasForbiddenControlChars(value))
    throw new AppError('VALIDATION', { fields: { jobDescription: 'invalid' } })
  if (value.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new AppError('JOB_DESCRIPTION_TOO_LONG', {
      fields: { jobDescription: 'too_long' },
      params: { max: MAX_JOB_DESCRIPTION_CHARS, length: value.length },
    })
  }
  // An offer in a language the engine cannot read is refused, not misread.
  const lang = identifyLanguage(value)
  if (lang !== 'fr' && lang !== 'en') {
    throw new AppError('JOB_LANGUAGE_UNSUPPORTED', {
      fields: { jobDescription: 'language' },
      params: { lang },
    })
  }
  return value
}

/** The form's optional `lang` ('fr' | 'en'); anything else is refused. Absent: undefined (the offer's). */
export function readOutputLanguage(value: unknown): OutputLanguage | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = outputLanguageSchema.safeParse(value)
  if (!parsed.success) throw new AppError('VALIDATION', { fields: { lang: 'invalid' } })
  return parsed.data
}

function validateQuestionsCount(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUESTIONS_PER_ANALYSIS) {
    throw new AppError('VALIDATION', {
      fields: { questionsCount: 'out_of_range' },
      params: { min: 1, max: MAX_QUESTIONS_PER_ANALYSIS },
    })
  }
}

export async function runAnalysis(input: RunAnalysisInput): Promise<RunAnalysisOutput> {
  const started = performance.now()
  const jobDescription = validateJobDescription(input.jobDescription)
  validateQuestionsCount(input.questionsCount)
  if (input.fileName.trim() === '')
    throw new AppError('ANALYSIS_INPUT_MISSING', { fields: { cv: 'required' } })
  input.signal?.throwIfAborted()

  input.onStage?.(1)
  const extracted = await (input.extract ?? extractCv)({
    bytes: input.bytes,
    fileName: input.fileName,
    ...(input.signal && { signal: input.signal }),
    ...(input.extractionTimeoutMs !== undefined && { timeoutMs: input.extractionTimeoutMs }),
  })
  const extractedAt = performance.now()
  // Never analyse empty text (the contract says extraction cannot return it; this holds it to that).
  if (extracted.text.trim() === '') throw new AppError('CV_NO_TEXT')
  input.signal?.throwIfAborted()

  // The request's language, else the offer's (validateJobDescription refused any other).
  const lang: OutputLanguage = input.lang ?? (identifyLanguage(jobDescription) === 'en' ? 'en' : 'fr')
  const raw = await input.engine.analyse({
    cvText: extracted.text,
    jobDescription,
    questionsCount: input.questionsCount,
    lang,
    ...(input.onStage && { onStage: input.onStage }),
    ...(input.signal && { signal: input.signal }),
  })
  const finished = performance.now()
  const parsed = analysisResultSchema(input.questionsCount).safeParse(raw)
  if (!parsed.success) {
    throw new AppError('ENGINE_INVALID_RESPONSE', {
      cause: parsed.error,
      message: `${input.engine.name} engine returned an invalid result`,
    })
  }
  // How the CV was read: the extraction's own facts (pages, OCR) beside what the engine found.
  const reading = parsed.data.details?.reading
  const result = reading
    ? {
        ...parsed.data,
        details: {
          ...parsed.data.details,
          reading: {
            ...reading,
            pages: extracted.pages,
            usedOcr: extracted.usedOcr,
            warnings: extracted.usedOcr
              ? (['no-text-layer', ...reading.warnings] as typeof reading.warnings)
              : reading.warnings,
          },
        },
      }
    : parsed.data
  return {
    result,
    lang,
    cvText: extracted.text,
    cvKind: extracted.kind,
    pages: extracted.pages,
    usedOcr: extracted.usedOcr,
    timings: {
      extractMs: tenths(extractedAt - started),
      engineMs: tenths(finished - extractedAt),
      totalMs: tenths(finished - started),
    },
  }
}

function tenths(ms: number): number {
  return Math.round(ms * 10) / 10
}
