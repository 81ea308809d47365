/** The profile's usage: this period's analyses out of the limit and what remains (§2 'Profile'). */
import { ButtonLink } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import type { Me } from '../../../lib/me.ts'
import { billingMessages } from '../messages.ts'

export function UsageCard({ me }: { me: Me }) {
  const t = useT(billingMessages)
  const { used, limit, remaining } = me.usage
  const period: string = me.usage.period
  const [usedLabel, remainingLabel] =
    period === 'lifetime'
      ? [t('usedLifetime'), t('remainingLifetime')]
      : period === 'trial'
        ? [t('usedTrial'), t('remainingTrial')]
        : [t('usedThisMonth'), t('remainingThisMonth')]
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">{t('usageTitle')}</h2>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{usedLabel}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-testid="usage-used">
            {t('usageOf', { used, limit })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{remainingLabel}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-testid="usage-remaining">
            {remaining}
          </dd>
        </div>
      </dl>
      <div
        className="mt-5 h-2 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={usedLabel}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      {!me.isPaid && (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-indigo-400/30 bg-indigo-500/10 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-indigo-100">{t('upgradePrompt')}</p>
          <ButtonLink to="/pricing" size="sm">
            {t('seePlans')}
          </ButtonLink>
        </div>
      )}
    </Card>
  )
}
