/**
 * GET /api/sessions (the account's sessions, the current one marked) and
 * POST /api/sessions/revoke-others ('Se déconnecter partout').
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionList } from '../../../../shared/schemas/sessions.ts'
import { api } from '../../../lib/api.ts'

export const sessionsQueryKey = ['account', 'sessions'] as const

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => api<SessionList>('/api/sessions', { signal }),
})

export function useSessions() {
  return useQuery(sessionsQueryOptions)
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<{ revoked: number }>('/api/sessions/revoke-others', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  })
}
