/**
 * What the API sends of a stored analysis (decision 3): for users without an active
 * subscription, suggestions after the 2nd and questions after the 3rd become `{ id, locked: true }`
 * so their text never leaves the server. The CV text is never sent.
 */
import { FREE_VISIBLE_QUESTIONS, FREE_VISIBLE_SUGGESTIONS } from '../../../shared/limits.ts'
import type {
  AnalysisResult,
  OutputLanguage,
  PreviousRun,
  PublicAnalysis,
  PublicResult,
} from '../../../shared/schemas/analysis.ts'

export type StoredAnalysis = {
  id: string
  createdAt: Date
  fileName: string
  jobTitle: string | null
  jobDescription: string
  engine: string
  lang: OutputLanguage
  result: AnalysisResult
}

export function redactResult(result: AnalysisResult, isPaid: boolean): PublicResult {
  if (isPaid) return result
  return {
    ...result,
    suggestions: result.suggestions.map((s, i) =>
      i < FREE_VISIBLE_SUGGESTIONS ? s : { id: s.id, locked: true as const },
    ),
    questions: result.questions.map((q, i) =>
      i < FREE_VISIBLE_QUESTIONS ? q : { id: q.id, locked: true as const },
    ),
  }
}

export function toPublicAnalysis(
  analysis: StoredAnalysis,
  isPaid: boolean,
  previousRun: PreviousRun | null = null,
): PublicAnalysis {
  return {
    id: analysis.id,
    createdAt: analysis.createdAt.toISOString(),
    lang: analysis.lang,
    fileName: analysis.fileName,
    jobTitle: analysis.jobTitle,
    jobDescription: analysis.jobDescription,
    engine: analysis.engine,
    isLimited: !isPaid,
    result: redactResult(analysis.result, isPaid),
    previousRun,
  }
}
