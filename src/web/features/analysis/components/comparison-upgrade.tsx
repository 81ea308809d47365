/**
 * What users whose plan has no CV comparison see in its place: the upgrade box, or a short note when
 * the screen's one upgrade box is elsewhere (../upgrade-call.ts).
 */
import { useT } from '../../../i18n/i18n.tsx'
import { comparisonMessages } from '../comparison-messages.ts'
import { UpgradeBox, UpgradeNote } from './locked.tsx'

/** `isStacked`: text above the button at every width (for narrow columns such as the dashboard's side). */
export function ComparisonUpgradeBox({
  className,
  isStacked = false,
  isNote = false,
}: {
  className?: string
  isStacked?: boolean
  isNote?: boolean
}) {
  const t = useT(comparisonMessages)
  if (isNote) {
    return (
      <UpgradeNote className={className} testId="comparison-upgrade">
        {t('upgradeNote')}
      </UpgradeNote>
    )
  }
  return (
    <UpgradeBox
      title={t('upgradeTitle')}
      text={t('upgradeText')}
      buttonLabel={t('seePlans')}
      isStacked={isStacked}
      className={className}
      testId="comparison-upgrade"
    />
  )
}
