/**
 * 'Version gratuite' or 'Plan {name}', the analyses left (singular/plural) in the words of the plan's
 * period (in total, during the trial until its end, this month), the go-premium link. One line
 * with separators on wide screens, one item a line below.
 */
import { Link } from 'react-router'
import { formatDateTime } from '../../../../shared/format.ts'
import { getPlan } from '../../../../shared/plans.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import type { Me } from '../../../lib/me.ts'
import { analysisMessages } from '../messages.ts'

export function PlanLine({ me }: { me: Me }) {
  const t = useT(analysisMessages)
  const plan = getPlan(me.plan)
  const n = me.usage.remaining
  const { lang } = useLang()
  const { period, resetsAt } = me.usage
  // The wording follows the plan's period: a 3-day trial is not 'ce mois-ci'.
  const remaining =
    period === 'lifetime'
      ? t(n > 1 ? 'remainingFreeMany' : 'remainingFreeOne', { n })
      : period === 'trial'
        ? `${t(n > 1 ? 'remainingTrialMany' : 'remainingTrialOne', { n })}${resetsAt ? ` ${t('trialUntil', { date: formatDateTime(resetsAt, lang) })}` : ''}`
        : t(n > 1 ? 'remainingMonthMany' : 'remainingMonthOne', { n })
  return (
    // One line with '·' where it fits (lg); stacked lines below, never a '·' left alone at a line's end.
    <p
      className="flex flex-col items-start gap-y-1 text-muted lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-3"
      data-testid="plan-line"
    >
      <span className="font-semibold text-ink">
        {me.isPaid && plan ? t('paidPlan', { name: plan.name }) : t('freePlan')}
      </span>
      <span aria-hidden="true" className="hidden lg:inline">
        ·
      </span>
      <span>{remaining}</span>
      {!me.isPaid && (
        <Link to="/pricing" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t('goPremium')}
        </Link>
      )}
    </p>
  )
}
