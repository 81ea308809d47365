/**
 * The history and single analyses: GET /api/analyses (filter, search and pages on the server),
 * GET and DELETE /api/analyses/:id.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnalysisPage, HistoryKind, PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { api } from '../../../lib/api.ts'

export const analysesQueryKey = ['analyses'] as const

/** The dashboard's history: filtered and searched by the server, one page after another. */
export function useHistoryPages(filter: { kind: HistoryKind; q: string }, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...analysesQueryKey, 'pages', filter.kind, filter.q, pageSize] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), pageSize: String(pageSize) })
      if (filter.kind !== 'all') query.set('kind', filter.kind)
      if (filter.q) query.set('q', filter.q)
      return api<AnalysisPage>(`/api/analyses?${query}`, { signal })
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
  })
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
