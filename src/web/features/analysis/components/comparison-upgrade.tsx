/** What users whose plan has no CV comparison see in its place: the upgrade box. */
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { comparisonMessages } from '../comparison-messages.ts'

/** `isStacked`: text above the button at every width (for narrow columns such as the dashboard's side). */
export function ComparisonUpgradeBox({
  className,
  isStacked = false,
}: {
  className?: string
  isStacked?: boolean
}) {
  const t = useT(comparisonMessages)
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-indigo-400/40 bg-indigo-500/10 p-4',
        !isStacked && 'sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      data-testid="comparison-upgrade"
    >
      <div>
        <p className="font-semibold text-ink">{t('upgradeTitle')}</p>
        <p className="text-sm text-muted">{t('upgradeText')}</p>
      </div>
      <Link
        to="/pricing"
        className={buttonClasses({ size: 'sm' }, isStacked ? 'self-start' : 'self-start sm:self-auto')}
      >
        {t('seePlans')}
      </Link>
    </div>
  )
}
