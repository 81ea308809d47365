/**
 * Opens the checkout of the plan chosen before sign-up once the e-mail is verified (issue 12): the
 * plan is taken from the account once (POST /api/me/plan-choice/take, so leaving that checkout does
 * not open it again), then the usual checkout starts. Progress and failures are announced.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getPlan, normalizePlanId, type PlanId } from '../../../../shared/plans.ts'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { noticeMessages } from '../../../i18n/messages/notices.ts'
import { api } from '../../../lib/api.ts'
import { meQueryKey } from '../../../lib/me.ts'
import { startCheckout } from '../api/start-checkout.ts'

export function PlanChoiceCheckout({ planId }: { planId: PlanId }) {
  const t = useT(noticeMessages)
  const queryClient = useQueryClient()
  const started = useRef(false)
  const [error, setError] = useState<unknown>(null)
  const plan = getPlan(planId)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void (async () => {
      try {
        const taken = await api<{ planId: string | null }>('/api/me/plan-choice/take', { method: 'POST' })
        const chosen = normalizePlanId(taken.planId)
        if (!chosen) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey })
          return
        }
        window.location.assign(await startCheckout({ planId: chosen }))
      } catch (caught) {
        setError(caught)
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
      }
    })()
  }, [queryClient])

  return (
    <div className="mx-auto mt-6 max-w-6xl px-4 sm:px-6">
      {error ? (
        <ErrorBox error={error} />
      ) : (
        <p
          role="status"
          data-testid="plan-choice-checkout"
          className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm text-emerald-100"
        >
          {t('planChoiceRedirect', { plan: plan?.name ?? planId })}
        </p>
      )}
    </div>
  )
}
