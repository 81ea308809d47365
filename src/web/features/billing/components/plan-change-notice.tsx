/**
 * The confirmation shown on /profile after a plan change (the server sends the browser to
 * /profile?change=<kind>&plan=<id>): a status message said in words, announced to screen readers.
 */
import { useSearchParams } from 'react-router'
import { getPlan } from '../../../../shared/plans.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { billingMessages } from '../messages.ts'

const NOTICE = {
  upgrade_now: 'noticeUpgrade',
  scheduled: 'noticeScheduled',
  resume: 'noticeResume',
  keep_current: 'noticeKeep',
} as const

export function PlanChangeNotice() {
  const t = useT(billingMessages)
  const [params] = useSearchParams()
  const change = params.get('change')
  const plan = getPlan(params.get('plan'))
  const key = change && change in NOTICE ? NOTICE[change as keyof typeof NOTICE] : null
  if (!key || !plan) return null
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm font-medium text-emerald-100"
    >
      {t(key, { plan: plan.name })}
    </p>
  )
}
