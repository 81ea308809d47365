/**
 * POST /api/analyses with live stages (server-sent events): `onStage` follows the server's real
 * stages, the promise resolves with the analysis or rejects with an ApiError.
 */
import type { AnalysisStage } from '../../../../shared/limits.ts'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { postWithStages } from '../../../lib/stage-stream.ts'

export type StreamAnalysisInput = {
  file: File
  jobDescription: string
  idempotencyKey: string
  onStage: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

export function streamAnalysis({
  file,
  jobDescription,
  ...options
}: StreamAnalysisInput): Promise<PublicAnalysis> {
  const body = new FormData()
  body.append('cv', file)
  body.append('jobDescription', jobDescription)
  return postWithStages<PublicAnalysis>('/api/analyses', body, 'analysis', options)
}
