/**
 * Past analyses, newest first (issue 12): each row says the CV's file name, the offer's title (or its
 * first words), the score, the date and time in Paris, and whether it is one side of a comparison;
 * reopen or delete. A search box and a kind filter are applied by the server, page after page.
 */
import { useEffect, useId, useState } from 'react'
import { formatDateTime } from '../../../../shared/format.ts'
import {
  type AnalysisSummary,
  HISTORY_SEARCH_MAX,
  type HistoryKind,
} from '../../../../shared/schemas/analysis.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileName } from '../../../components/ui/file-name.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { useDeleteAnalysis, useHistoryPages } from '../api/analyses.ts'
import { analysisMessages } from '../messages.ts'
import { ReportButton } from './report-button.tsx'
import { ScoreCircle } from './score-circle.tsx'

const PAGE = 10
const SEARCH_DELAY_MS = 300

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
  const offer = item.jobTitle || item.jobExcerpt
  const date = formatDateTime(item.createdAt, lang)
  const title = `${offer} — ${item.fileName}`
  return (
    <li className="rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4" data-testid="history-item">
      <div className="flex items-start gap-3">
        <ScoreCircle score={item.compatibilityScore} size="sm" showBand={false} />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold text-ink" title={offer}>
            {offer}
          </p>
          <p className="mt-0.5 flex text-sm text-ink/90">
            <span className="sr-only">{t('historyCvLabel')} : </span>
            <FileName name={item.fileName} />
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <time dateTime={item.createdAt}>{date}</time>
            {item.comparisonId && <Badge tone="neutral">{t('historyComparison')}</Badge>}
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

/** The search text once typing pauses, so the server is asked once per pause. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
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
  const searchId = useId()
  const kindId = useId()
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<HistoryKind>('all')
  const q = useSettled(search.trim(), SEARCH_DELAY_MS)
  const history = useHistoryPages({ kind, q }, PAGE)
  const isFiltered = q !== '' || kind !== 'all'
  const items = history.data?.pages.flatMap((page) => page.items) ?? []
  const total = history.data?.pages.at(-1)?.total ?? 0

  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <h2 id="history-title" className="mb-4 text-xl font-bold text-ink">
        {t('historyTitle')}
      </h2>
      <search className="mb-4 grid gap-3">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-ink">
            {t('historySearchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={HISTORY_SEARCH_MAX}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('historySearchPlaceholder')}
            className="block h-10 w-full rounded-lg border border-line bg-surface-2/60 px-3 text-sm text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          />
        </div>
        <div>
          <label htmlFor={kindId} className="mb-1 block text-sm font-semibold text-ink">
            {t('historyKindLabel')}
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as HistoryKind)}
            className="block h-10 w-full rounded-lg border border-line bg-surface-2/60 px-3 text-sm text-ink focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <option value="all">{t('historyKindAll')}</option>
            <option value="analysis">{t('historyKindAnalysis')}</option>
            <option value="comparison">{t('historyKindComparison')}</option>
          </select>
        </div>
      </search>
      {history.isPending ? (
        <LoadingMessage />
      ) : history.isError ? (
        <ErrorBox
          message={t('loadError')}
          onRetry={() => history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-muted" role="status">
          {isFiltered ? t('historyNoMatch') : t('historyEmpty')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status" data-testid="history-count">
            {t('historyCount', { shown: items.length, total })}
          </p>
          <ul className="space-y-3" data-testid="history">
            {items.map((item) => (
              <HistoryItem
                key={item.id}
                item={item}
                onOpen={onOpen}
                onDeleted={onDeleted}
                isOpening={openingId === item.id}
              />
            ))}
          </ul>
          {history.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => void history.fetchNextPage()}
              isLoading={history.isFetchingNextPage}
            >
              {t('historyMore')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
