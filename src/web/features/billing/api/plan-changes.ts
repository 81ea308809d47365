/** GET /api/billing/plan-changes: what choosing each plan would do, as the confirmation shows it. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlanChangeQuote, PlanChangesResponse } from '../../../../shared/schemas/billing.ts'
import { api } from '../../../lib/api.ts'

export type { PlanChangeQuote }

export const planChangesQueryKey = ['billing', 'plan-changes'] as const

export const planChangesQueryOptions = queryOptions({
  queryKey: planChangesQueryKey,
  queryFn: ({ signal }) => api<PlanChangesResponse>('/api/billing/plan-changes', { signal }),
})

export function usePlanChanges(options: { enabled: boolean }) {
  return useQuery({ ...planChangesQueryOptions, enabled: options.enabled })
}
