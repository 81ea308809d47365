/**
 * GET /api/me: the signed-in user, their plan and their analysis quota. Shared by every screen
 * that shows the plan line (dashboard, profile, navigation).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlanId } from '../../shared/plans.ts'
import type { UsageSummary } from '../../shared/schemas/billing.ts'
import { api } from './api.ts'

export type Me = {
  user: { id: string; email: string; emailVerified: boolean }
  /** The plan chosen before sign-up, until its checkout opens (null once paid). */
  planChoice?: PlanId | null
} & UsageSummary

export const meQueryKey = ['me'] as const

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api<Me>('/api/me', { signal }),
})

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled: options.enabled ?? true })
}
