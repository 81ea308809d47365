/**
 * The plan line of the dashboard and profile: 'Version gratuite' or 'Plan {name}', the analyses
 * left (singular/plural; free users: in total, decision 13) and, for free users, a link to /pricing.
 */
import { Link } from 'react-router'
import { getPlan } from '../../../../shared/plans.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { accountMessages } from '../../../i18n/messages/account.ts'
import type { Me } from '../../../lib/me.ts'

export function PlanLine({ me }: { me: Me }) {
  const t = useT(accountMessages)
  const plan = getPlan(me.plan)
  const count = Math.max(0, me.usage.remaining)
  const isLifetime = me.usage.period === 'lifetime'
  const remaining = isLifetime
    ? t(count === 1 ? 'freeRemainingOne' : 'freeRemainingMany', { count })
    : t(count === 1 ? 'monthRemainingOne' : 'monthRemainingMany', { count })
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted" data-testid="plan-line">
      <span className="font-semibold text-ink">
        {me.isPaid && plan ? t('paidPlan', { plan: plan.name }) : t('freePlan')}
      </span>
      <span aria-hidden="true">·</span>
      <span>{remaining}</span>
      {!me.isPaid && (
        <Link to="/pricing" className="font-semibold text-accent hover:underline">
          {t('goPremium')}
        </Link>
      )}
    </p>
  )
}
