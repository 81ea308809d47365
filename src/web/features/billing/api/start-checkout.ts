/**
 * POST /api/billing/checkout → { url }; the browser then goes there (the hosted checkout, or the
 * profile once a subscriber's plan change is done). `expectedChange` is the change the confirmation
 * showed: the server refuses with PLAN_CHANGE_STALE if it would now do something else.
 * No URL back: 'No checkout URL returned'.
 */
import { useMutation } from '@tanstack/react-query'
import type { PlanId } from '../../../../shared/plans.ts'
import type { PlanChangeKind } from '../../../../shared/schemas/billing.ts'
import { ApiError, api } from '../../../lib/api.ts'

export type StartCheckoutInput = { planId: PlanId; expectedChange?: PlanChangeKind }

export async function startCheckout(input: StartCheckoutInput): Promise<string> {
  const { url } = await api<{ url?: string }>('/api/billing/checkout', { method: 'POST', body: input })
  if (!url) throw new ApiError(502, { error: { code: 'CHECKOUT_NO_URL' } })
  return url
}

/** A scheduled plan change lands on the profile, which then confirms it (app/flash-notice.tsx). */
function withPlanChangeNotice(url: string): string {
  const target = new URL(url, window.location.origin)
  if (target.origin !== window.location.origin || target.pathname !== '/profile') return url
  target.searchParams.set('notice', 'plan-changed')
  return target.toString()
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => {
      window.location.assign(withPlanChangeNotice(url))
    },
  })
}
