/** Past analyses, newest first: score, job title (or the description's first words), date; reopen or delete. */
import { useState } from 'react'
import type { AnalysisSummary } from '../../../../shared/schemas/analysis.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { useDeleteAnalysis, useHistory } from '../api/analyses.ts'
import { analysisMessages } from '../messages.ts'
import { ReportButton } from './report-button.tsx'
import { ScoreCircle } from './score-circle.tsx'

const PAGE = 10

function formatDate(iso: string, lang: 'fr' | 'en') {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso))
}

function HistoryItem({
  item,
  onOpen,
  onDeleted,
  isOpening,
}: {
  item: AnalysisSummary
  onOpen: (id: string) => void
  onDeleted: (id: string) => void
  isOpening: boolean
}) {
  const t = useT(analysisMessages)
  const { lang } = useLang()
  const [isConfirming, setIsConfirming] = useState(false)
  const remove = useDeleteAnalysis()
  const title = item.jobTitle || item.jobExcerpt
  const date = formatDate(item.createdAt, lang)
  return (
    <li className="rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4" data-testid="history-item">
      <div className="flex items-center gap-3">
        <ScoreCircle score={item.compatibilityScore} size="sm" showBand={false} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">{title}</p>
          <p className="text-sm text-muted">
            <time dateTime={item.createdAt}>{date}</time>
          </p>
        </div>
      </div>
      {isConfirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p className="w-full text-sm text-ink">{t('historyConfirm')}</p>
          <Button
            size="sm"
            variant="primary"
            className="bg-red-600 hover:bg-red-700"
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () => onDeleted(item.id),
              })
            }
          >
            {t('historyConfirmYes')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)} autoFocus>
            {t('historyConfirmNo')}
          </Button>
          {remove.isError && <ErrorBox error={remove.error} className="w-full" />}
        </div>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            isLoading={isOpening}
            onClick={() => onOpen(item.id)}
            aria-label={t('historyOpenLabel', { title, date })}
          >
            {t('historyOpen')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setIsConfirming(true)}
            aria-label={t('historyDeleteLabel', { title, date })}
          >
            {t('historyDelete')}
          </Button>
          <ReportButton analysisId={item.id} title={`${title}, ${date}`} compact className="ml-auto" />
        </div>
      )}
    </li>
  )
}

export function HistoryList({
  onOpen,
  onDeleted,
  openingId,
}: {
  onOpen: (id: string) => void
  onDeleted: (id: string) => void
  openingId: string | null
}) {
  const t = useT(analysisMessages)
  const [pageSize, setPageSize] = useState(PAGE)
  const history = useHistory(pageSize)
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <h2 id="history-title" className="mb-4 text-xl font-bold text-ink">
        {t('historyTitle')}
      </h2>
      {history.isPending ? (
        <LoadingMessage />
      ) : history.isError ? (
        <ErrorBox
          message={t('loadError')}
          onRetry={() => history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : history.data.items.length === 0 ? (
        <p className="text-muted">{t('historyEmpty')}</p>
      ) : (
        <>
          <ul className="space-y-3" data-testid="history">
            {history.data.items.map((item) => (
              <HistoryItem
                key={item.id}
                item={item}
                onOpen={onOpen}
                onDeleted={onDeleted}
                isOpening={openingId === item.id}
              />
            ))}
          </ul>
          {history.data.total > history.data.items.length && pageSize < 50 && (
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => setPageSize((n) => n + PAGE)}
              isLoading={history.isFetching}
            >
              {t('historyMore')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
