/**
 * No dead end at the quota (issue 12): from GET /api/me's usage, why 'Analyser' is disabled — in the
 * words of the plan's period (3 in total, the trial's days, this month) with the date the allowance
 * renews or the trial ends — and where to go next. The server stays the authority: it refuses over
 * quota whatever this shows.
 */
import { formatDateTime, formatLongDate } from '../../../../shared/format.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import type { Me } from '../../../lib/me.ts'
import { analysisMessages } from '../messages.ts'

export type QuotaState = {
  title: string
  reason: string
  /** The upgrade call to action; none for the highest plan. */
  upgrade: { to: string; label: string } | null
}

/** Null while analyses are left. */
export function useQuotaState(me: Me | undefined): QuotaState | null {
  const t = useT(analysisMessages)
  const { lang } = useLang()
  if (!me || me.usage.remaining > 0) return null
  const { limit, period, resetsAt } = me.usage
  if (period === 'lifetime') {
    return {
      title: t('quotaTitleFree'),
      reason: t('quotaReasonFree', { limit }),
      upgrade: { to: '/pricing', label: t('quotaUpgradeFree') },
    }
  }
  if (period === 'trial') {
    return {
      title: t('quotaTitleTrial'),
      reason: t('quotaReasonTrial', { limit, date: resetsAt ? formatDateTime(resetsAt, lang) : '—' }),
      upgrade: { to: '/pricing', label: t('quotaUpgradeTrial') },
    }
  }
  return {
    title: t('quotaTitleMonth'),
    reason: resetsAt
      ? t('quotaReasonMonth', { limit, date: formatLongDate(Date.parse(resetsAt) / 1000, lang) })
      : t('quotaReasonMonthEnding', { limit }),
    upgrade: me.plan === 'gold' ? null : { to: '/pricing', label: t('quotaUpgradeMonth') },
  }
}

/** The call to action at the top of the dashboard when no analysis is left. */
export function QuotaBanner({ quota }: { quota: QuotaState }) {
  return (
    <section
      aria-labelledby="quota-title"
      data-testid="quota-banner"
      data-upgrade={quota.upgrade ? 'box' : undefined}
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-amber-400/40 bg-amber-500/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="quota-title" className="text-lg font-bold text-amber-50">
          {quota.title}
        </h2>
        <p className="mt-1 text-sm text-amber-100">{quota.reason}</p>
      </div>
      {quota.upgrade && (
        <ButtonLink to={quota.upgrade.to} className="shrink-0">
          {quota.upgrade.label}
        </ButtonLink>
      )}
    </section>
  )
}
