/**
 * POST /api/billing/checkout → { url }; the browser then goes there (the hosted checkout, or the
 * profile when a subscriber's plan change was scheduled). No URL back: 'No checkout URL returned'.
 */
import { useMutation } from '@tanstack/react-query'
import type { PlanId } from '../../../../shared/plans.ts'
import { ApiError, api } from '../../../lib/api.ts'

export async function startCheckout(planId: PlanId): Promise<string> {
  const { url } = await api<{ url?: string }>('/api/billing/checkout', { method: 'POST', body: { planId } })
  if (!url) throw new ApiError(502, { error: { code: 'CHECKOUT_NO_URL' } })
  return url
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => {
      window.location.assign(url)
    },
  })
}
