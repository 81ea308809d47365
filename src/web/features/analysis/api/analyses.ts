/** One analysis: GET and DELETE /api/analyses/:id (the history is api/history.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { api } from '../../../lib/api.ts'
import { historyQueryKey } from './history.ts'

export const analysesQueryKey = ['analyses'] as const

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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey })
      void queryClient.invalidateQueries({ queryKey: historyQueryKey })
    },
  })
}
