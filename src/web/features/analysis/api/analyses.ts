/** The history and single analyses: GET /api/analyses, GET and DELETE /api/analyses/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AnalysisPage, PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { api } from '../../../lib/api.ts'

export const analysesQueryKey = ['analyses'] as const

export function historyQueryOptions(pageSize: number) {
  return queryOptions({
    queryKey: [...analysesQueryKey, 'list', pageSize] as const,
    queryFn: ({ signal }) => api<AnalysisPage>(`/api/analyses?page=1&pageSize=${pageSize}`, { signal }),
  })
}

export function useHistory(pageSize: number) {
  return useQuery(historyQueryOptions(pageSize))
}

export function fetchAnalysis(id: string, signal?: AbortSignal) {
  return api<{ analysis: PublicAnalysis }>(
    `/api/analyses/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  ).then((r) => r.analysis)
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesQueryKey }),
  })
}
