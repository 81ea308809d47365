/**
 * The one history (GET /api/history): single analyses and comparisons in one list, filtered and
 * searched by the server, one page after another by its cursor.
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { HistoryKind } from '../../../../shared/schemas/analysis.ts'
import type { HistoryPage } from '../../../../shared/schemas/history.ts'
import { api } from '../../../lib/api.ts'

/** Invalidated by every run and deletion, of an analysis or a comparison. */
export const historyQueryKey = ['history'] as const

export function useHistoryPages(filter: { kind: HistoryKind; q: string }, limit: number) {
  return useInfiniteQuery({
    queryKey: [...historyQueryKey, filter.kind, filter.q, limit] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(limit) })
      if (pageParam) query.set('cursor', pageParam)
      if (filter.kind !== 'all') query.set('kind', filter.kind)
      if (filter.q) query.set('q', filter.q)
      return api<HistoryPage>(`/api/history?${query}`, { signal })
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  })
}
