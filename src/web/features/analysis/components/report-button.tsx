/**
 * The PDF report of an analysis (GET /api/analyses/:id/report.pdf): `ReportButton` is the download
 * link, shown only to plans that include it; `ReportUpsell` is the upgrade box (or note) shown to the others.
 */
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { useMe } from '../../../lib/me.ts'
import { hasPlanExtra } from '../../../lib/plan-extras.ts'
import { reportMessages } from '../report-messages.ts'
import { UpgradeBox, UpgradeNote } from './locked.tsx'

export function reportUrl(analysisId: string): string {
  return `/api/analyses/${encodeURIComponent(analysisId)}/report.pdf`
}

function PdfIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 12v6M9.5 15.5 12 18l2.5-2.5" />
    </svg>
  )
}

/**
 * For users whose plan has no PDF report (nothing for the others): the upgrade box, or a short note
 * when the screen's one upgrade box is elsewhere (../upgrade-call.ts).
 */
export function ReportUpsell({ className, isNote = false }: { className?: string; isNote?: boolean }) {
  const t = useT(reportMessages)
  const me = useMe()
  if (!me.data || hasPlanExtra(me.data, 'pdfReport')) return null
  if (isNote) {
    return (
      <UpgradeNote className={className} testId="report-upgrade">
        {t('upgradeText')}
      </UpgradeNote>
    )
  }
  return (
    <UpgradeBox
      title={t('upgradeTitle')}
      text={t('upgradeText')}
      buttonLabel={t('seePlans')}
      className={className}
      testId="report-upgrade"
    />
  )
}

export function ReportButton({
  analysisId,
  title,
  compact = false,
  size = 'sm',
  className,
}: {
  analysisId: string
  /** Names the analysis for screen readers when several buttons share a page. */
  title?: string
  compact?: boolean
  /** 'md' beside the result's other actions, so they share one height. */
  size?: 'sm' | 'md'
  className?: string
}) {
  const t = useT(reportMessages)
  const me = useMe()
  if (!me.data || !hasPlanExtra(me.data, 'pdfReport')) return null
  return (
    <a
      href={reportUrl(analysisId)}
      download
      className={cn(buttonClasses({ variant: compact ? 'ghost' : 'outline', size }), className)}
      {...(title && { 'aria-label': t('downloadOf', { title }) })}
      data-testid="report-download"
    >
      <PdfIcon />
      <span>{compact ? t('downloadShort') : t('download')}</span>
    </a>
  )
}
