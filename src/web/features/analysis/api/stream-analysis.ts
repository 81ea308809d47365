/**
 * POST /api/analyses with live stages (server-sent events): `onStage` follows the server's real
 * stages, the promise resolves with the analysis or rejects with an ApiError.
 */
import type { AnalysisStage } from '../../../../shared/limits.ts'
import type { OutputLanguage, PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { postWithStages } from '../../../lib/stage-stream.ts'

export type StreamAnalysisInput = {
  file: File
  jobDescription: string
  /** The interface language: the analysis is written in it. */
  lang: OutputLanguage
  idempotencyKey: string
  onStage: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

export function streamAnalysis({
  file,
  jobDescription,
  lang,
  ...options
}: StreamAnalysisInput): Promise<PublicAnalysis> {
  const body = new FormData()
  body.append('cv', file)
  body.append('jobDescription', jobDescription)
  body.append('lang', lang)
  return postWithStages<PublicAnalysis>('/api/analyses', body, 'analysis', options)
}
