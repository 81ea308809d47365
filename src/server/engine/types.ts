/**
 * The one interface every analysis engine implements (architecture.md 'Analysis engines').
 * `onStage` is called when stages 2–6 really start (stage 1, extraction, is the caller's).
 */
import type { AnalysisResult } from '../../shared/schemas/analysis.ts'

export type EngineStage = 2 | 3 | 4 | 5 | 6

import type { OutputLanguage } from '../../shared/schemas/analysis.ts'

export type { OutputLanguage }

export type AnalyseInput = {
  cvText: string
  jobDescription: string
  questionsCount: number
  /** Language of the generated text (suggestions, questions, answers). Default 'fr'. */
  lang?: OutputLanguage
  onStage?: (stage: EngineStage) => void
  signal?: AbortSignal
}

export type AnalysisEngine = {
  readonly name: 'local' | 'llm'
  readonly version: string
  analyse(input: AnalyseInput): Promise<AnalysisResult>
}
