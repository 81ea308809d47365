/**
 * CV comparisons: POST /api/comparisons streamed as server-sent events (like a single analysis),
 * one comparison, deletion (the list is the one history, api/history.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnalysisStage } from '../../../../shared/limits.ts'
import type { OutputLanguage } from '../../../../shared/schemas/analysis.ts'
import type { Comparison } from '../../../../shared/schemas/comparison.ts'
import { api } from '../../../lib/api.ts'
import { postWithStages } from '../../../lib/stage-stream.ts'
import { analysesQueryKey } from './analyses.ts'
import { historyQueryKey } from './history.ts'

export const comparisonsQueryKey = ['comparisons'] as const

export function fetchComparison(id: string, signal?: AbortSignal) {
  return api<{ comparison: Comparison }>(
    `/api/comparisons/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  ).then((r) => r.comparison)
}

export function useDeleteComparison() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/comparisons/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: comparisonsQueryKey })
      void queryClient.invalidateQueries({ queryKey: historyQueryKey })
      // Its two analyses leave the dashboard's history with it.
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey })
    },
  })
}

export type StreamComparisonInput = {
  cvA: File
  cvB: File
  jobDescription: string
  /** The interface language: the analyses are written in it. */
  lang: OutputLanguage
  idempotencyKey: string
  onStage: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

export function streamComparison({
  cvA,
  cvB,
  jobDescription,
  lang,
  ...options
}: StreamComparisonInput): Promise<Comparison> {
  const body = new FormData()
  body.append('cvA', cvA)
  body.append('cvB', cvB)
  body.append('jobDescription', jobDescription)
  body.append('lang', lang)
  return postWithStages<Comparison>('/api/comparisons', body, 'comparison', options)
}
