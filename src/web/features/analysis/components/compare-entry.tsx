/**
 * The dashboard's way in: 'Comparer deux CV' for plans with the comparison, the upgrade box for the
 * others — a short note when the screen's one upgrade box is elsewhere (`isUpgradeNote`).
 */
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { useMe } from '../../../lib/me.ts'
import { hasPlanExtra } from '../../../lib/plan-extras.ts'
import { comparisonMessages } from '../comparison-messages.ts'
import { ComparisonUpgradeBox } from './comparison-upgrade.tsx'

export function CompareEntry({ isUpgradeNote = false }: { isUpgradeNote?: boolean }) {
  const t = useT(comparisonMessages)
  const me = useMe()
  if (!me.data) return null
  if (!hasPlanExtra(me.data, 'comparison')) return <ComparisonUpgradeBox isStacked isNote={isUpgradeNote} />
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/80 p-5">
      <div>
        <p className="font-semibold text-ink">{t('entryTitle')}</p>
        <p className="text-sm text-muted">{t('entryText')}</p>
      </div>
      <Link to="/compare" className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'self-start')}>
        {t('entryButton')}
      </Link>
    </div>
  )
}
