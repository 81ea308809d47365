/** GET /api/billing/subscription: the profile's view of the subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SubscriptionResponse, SubscriptionView } from '../../../../shared/schemas/billing.ts'
import { api } from '../../../lib/api.ts'

export type { SubscriptionResponse, SubscriptionView }

export const subscriptionQueryKey = ['billing', 'subscription'] as const

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: ({ signal }) => api<SubscriptionResponse>('/api/billing/subscription', { signal }),
})

export function useSubscription(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...subscriptionQueryOptions, refetchInterval: options.refetchInterval ?? false })
}
