/**
 * CV comparisons: POST /api/comparisons streamed as server-sent events (like a single analysis),
 * the list, one comparison, deletion.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ERROR_STATUS, type ErrorEnvelope, isErrorEnvelope } from '../../../../shared/errors.ts'
import type { AnalysisStage } from '../../../../shared/limits.ts'
import type { Comparison, ComparisonPage } from '../../../../shared/schemas/comparison.ts'
import { ApiError, api } from '../../../lib/api.ts'
import { analysesQueryKey } from '../../analysis/api/analyses.ts'
import { parseEvents } from '../../analysis/api/stream-analysis.ts'

export const comparisonsQueryKey = ['comparisons'] as const

export function comparisonsQueryOptions(pageSize: number) {
  return queryOptions({
    queryKey: [...comparisonsQueryKey, 'list', pageSize] as const,
    queryFn: ({ signal }) => api<ComparisonPage>(`/api/comparisons?page=1&pageSize=${pageSize}`, { signal }),
  })
}

export function useComparisons(pageSize: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...comparisonsQueryOptions(pageSize), enabled: options.enabled ?? true })
}

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
      // Its two analyses leave the dashboard's history with it.
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey })
    },
  })
}

export type StreamComparisonInput = {
  cvA: File
  cvB: File
  jobDescription: string
  idempotencyKey: string
  onStage: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

function apiError(envelope: ErrorEnvelope, status?: number): ApiError {
  return new ApiError(status ?? ERROR_STATUS[envelope.error.code] ?? 500, envelope)
}

export async function streamComparison(input: StreamComparisonInput): Promise<Comparison> {
  const body = new FormData()
  body.append('cvA', input.cvA)
  body.append('cvB', input.cvB)
  body.append('jobDescription', input.jobDescription)
  let response: Response
  try {
    response = await fetch('/api/comparisons', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Idempotency-Key': input.idempotencyKey },
      body,
      ...(input.signal && { signal: input.signal }),
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw apiError({ error: { code: 'SERVICE_UNAVAILABLE' } }, 0)
  }
  if (!response.ok || !response.body) {
    const data: unknown = await response.json().catch(() => null)
    if (isErrorEnvelope(data)) throw apiError(data, response.status)
    throw apiError(
      { error: { code: response.status === 429 ? 'RATE_LIMITED' : 'ANALYSIS_FAILED' } },
      response.status,
    )
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += value
    const parsed = parseEvents(buffer)
    buffer = parsed.rest
    for (const { event, data } of parsed.events) {
      const payload: unknown = JSON.parse(data)
      if (event === 'stage') input.onStage((payload as { stage: AnalysisStage }).stage)
      else if (event === 'result') {
        await reader.cancel().catch(() => {})
        return (payload as { comparison: Comparison }).comparison
      } else if (event === 'error') {
        await reader.cancel().catch(() => {})
        throw isErrorEnvelope(payload) ? apiError(payload) : apiError({ error: { code: 'ANALYSIS_FAILED' } })
      }
    }
  }
  throw apiError({ error: { code: 'ANALYSIS_FAILED' } })
}
