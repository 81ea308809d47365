/** The local provider's checkout session: details (GET) and payment (POST …/pay → { url }). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { LocalCheckoutDetails } from '../../../../shared/schemas/billing.ts'
import { api } from '../../../lib/api.ts'

export type CardForm = { cardNumber: string; expiry: string; cvc: string }

export const localSessionQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ['billing', 'local-session', session] as const,
    queryFn: ({ signal }) =>
      api<LocalCheckoutDetails>(`/api/billing/local/sessions/${encodeURIComponent(session)}`, { signal }),
    retry: false,
  })

export function useLocalSession(session: string) {
  return useQuery(localSessionQueryOptions(session))
}

export function usePayLocalSession(session: string) {
  return useMutation({
    mutationFn: (card: CardForm) =>
      api<{ url: string }>(`/api/billing/local/sessions/${encodeURIComponent(session)}/pay`, {
        method: 'POST',
        body: card,
      }),
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
  })
}
