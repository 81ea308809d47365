/** POST /api/billing/portal → { url }: the payment provider's billing portal ('Modifier'). */
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/billing/portal', { method: 'POST' }),
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
  })
}
