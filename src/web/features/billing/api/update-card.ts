/** The local billing portal: POST /api/billing/local/portal/card replaces the card. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import type { CardForm } from './local-checkout.ts'
import { type SubscriptionResponse, subscriptionQueryKey } from './subscription.ts'

export function useUpdateCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (card: CardForm) =>
      api<SubscriptionResponse>('/api/billing/local/portal/card', { method: 'POST', body: card }),
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionQueryKey, data)
    },
  })
}
