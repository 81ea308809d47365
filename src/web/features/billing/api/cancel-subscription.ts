/** POST /api/billing/cancel: cancel at period end; the answer is the re-read subscription. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { meQueryKey } from '../../../lib/me.ts'
import { type SubscriptionResponse, subscriptionQueryKey } from './subscription.ts'

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<SubscriptionResponse>('/api/billing/cancel', { method: 'POST' }),
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionQueryKey, data)
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
