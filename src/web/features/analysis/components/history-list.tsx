/**
 * The one history (issue 11): the user's single analyses and comparisons in one list, newest first.
 * Each row says which it is — an analysis with its score, the offer's title (or first words), the CV
 * and the date; a comparison of two CVs with both files and scores and the one recommended — and
 * can be opened or deleted after a confirmation. A search box and a kind filter are applied by the
 * server, page after page ('Voir plus'). The dashboard shows every kind; /compare starts on the
 * comparisons (`defaultKind`), the filter a click away.
 */
import { type ReactNode, useEffect, useId, useState } from 'react'
import { formatDateTime } from '../../../../shared/format.ts'
import { HISTORY_SEARCH_MAX, type HistoryKind } from '../../../../shared/schemas/analysis.ts'
import type {
  HistoryAnalysisItem,
  HistoryComparisonItem,
  HistoryItem,
} from '../../../../shared/schemas/history.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileName } from '../../../components/ui/file-name.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { useDeleteAnalysis } from '../api/analyses.ts'
import { useDeleteComparison } from '../api/comparisons.ts'
import { useHistoryPages } from '../api/history.ts'
import { analysisMessages } from '../messages.ts'
import { ReportButton } from './report-button.tsx'
import { ScoreCircle } from './score-circle.tsx'

const PAGE = 10
const SEARCH_DELAY_MS = 300

type RowProps<T extends HistoryItem> = {
  item: T
  onOpen: (item: HistoryItem) => void
  onDeleted: (item: HistoryItem) => void
  isOpening: boolean
}

/** Open, delete (after 'Oui, supprimer' / 'Annuler') and what a row adds, with labels naming the row. */
function RowActions({
  item,
  remove,
  labels,
  onOpen,
  onDeleted,
  isOpening,
  extra,
}: RowProps<HistoryItem> & {
  remove: ReturnType<typeof useDeleteAnalysis>
  labels: { open: string; delete: string; confirm: string }
  extra?: ReactNode
}) {
  const t = useT(analysisMessages)
  const [isConfirming, setIsConfirming] = useState(false)
  if (isConfirming) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="w-full text-sm text-ink">{labels.confirm}</p>
        <Button
          size="sm"
          variant="primary"
          className="bg-red-600 hover:bg-red-700"
          isLoading={remove.isPending}
          onClick={() => remove.mutate(item.id, { onSuccess: () => onDeleted(item) })}
        >
          {t('historyConfirmYes')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)} autoFocus>
          {t('historyConfirmNo')}
        </Button>
        {remove.isError && <ErrorBox error={remove.error} className="w-full" />}
      </div>
    )
  }
  return (
    <div className="mt-3 flex gap-2">
      <Button
        size="sm"
        variant="secondary"
        isLoading={isOpening}
        onClick={() => onOpen(item)}
        aria-label={labels.open}
      >
        {t('historyOpen')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setIsConfirming(true)} aria-label={labels.delete}>
        {t('historyDelete')}
      </Button>
      {extra}
    </div>
  )
}

function AnalysisRow(props: RowProps<HistoryAnalysisItem>) {
  const { item } = props
  const t = useT(analysisMessages)
  const { lang } = useLang()
  const remove = useDeleteAnalysis()
  const offer = item.jobTitle || item.jobExcerpt
  const date = formatDateTime(item.createdAt, lang)
  const title = `${offer} — ${item.fileName}`
  return (
    <li
      className="rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4"
      data-testid="history-item"
      data-kind="analysis"
    >
      <div className="flex items-start gap-3">
        <ScoreCircle score={item.score} size="sm" showBand={false} />
        <div className="min-w-0 flex-1">
          <Badge tone="neutral" className="mb-1">
            {t('historyAnalysis')}
          </Badge>
          <p className="line-clamp-2 font-semibold text-ink" title={offer}>
            {offer}
          </p>
          <p className="mt-0.5 flex text-sm text-ink/90">
            <span className="sr-only">{t('historyCvLabel')} : </span>
            <FileName name={item.fileName} />
          </p>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={item.createdAt}>{date}</time>
          </p>
        </div>
      </div>
      <RowActions
        {...props}
        remove={remove}
        labels={{
          open: t('historyOpenLabel', { title, date }),
          delete: t('historyDeleteLabel', { title, date }),
          confirm: t('historyConfirm'),
        }}
        extra={<ReportButton analysisId={item.id} title={`${title}, ${date}`} compact className="ml-auto" />}
      />
    </li>
  )
}

function ComparisonRow(props: RowProps<HistoryComparisonItem>) {
  const { item } = props
  const t = useT(analysisMessages)
  const { lang } = useLang()
  const remove = useDeleteComparison()
  const offer = item.jobTitle || item.jobExcerpt
  const date = formatDateTime(item.createdAt, lang)
  const sides = [
    ['a', item.a],
    ['b', item.b],
  ] as const
  return (
    <li
      className="rounded-xl border border-indigo-400/30 bg-indigo-500/5 p-3 sm:p-4"
      data-testid="history-item"
      data-kind="comparison"
    >
      <Badge tone="brand" className="mb-1">
        {t('historyComparison')}
      </Badge>
      <p className="line-clamp-2 font-semibold text-ink" title={offer}>
        {offer}
      </p>
      <ul className="mt-1.5 space-y-1 text-sm">
        {sides.map(([side, cv]) => (
          <li key={side} className="flex min-w-0 items-center gap-2">
            <span
              className={
                item.choice === side
                  ? 'shrink-0 rounded bg-emerald-500/15 px-1.5 font-semibold text-emerald-200'
                  : 'shrink-0 rounded bg-surface-2 px-1.5 text-ink'
              }
            >
              <span aria-hidden="true">{side.toUpperCase()}</span>
              <span className="sr-only">{t('historyComparisonSide', { side: side.toUpperCase() })}</span>
            </span>
            <span className="flex min-w-0 flex-1 text-ink/90">
              <FileName name={cv.fileName} />
            </span>
            <span
              className={
                item.choice === side ? 'shrink-0 font-semibold text-emerald-200' : 'shrink-0 text-ink'
              }
            >
              {t('historyOutOf', { score: cv.score })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span>
          {item.choice === 'either'
            ? t('historyChoiceEither')
            : t('historyChoice', { cv: item.choice.toUpperCase() })}
        </span>
        <time dateTime={item.createdAt}>{date}</time>
      </p>
      <RowActions
        {...props}
        remove={remove}
        labels={{
          open: t('historyComparisonOpenLabel', { title: offer, date }),
          delete: t('historyComparisonDeleteLabel', { title: offer, date }),
          confirm: t('historyComparisonConfirm'),
        }}
      />
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
  defaultKind = 'all',
}: {
  onOpen: (item: HistoryItem) => void
  onDeleted: (item: HistoryItem) => void
  openingId: string | null
  /** The kind shown first; its empty list reads as 'nothing yet', not 'nothing matches'. */
  defaultKind?: HistoryKind
}) {
  const t = useT(analysisMessages)
  const titleId = useId()
  const searchId = useId()
  const kindId = useId()
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<HistoryKind>(defaultKind)
  const q = useSettled(search.trim(), SEARCH_DELAY_MS)
  const history = useHistoryPages({ kind, q }, PAGE)
  const isFiltered = q !== '' || kind !== defaultKind
  const items = history.data?.pages.flatMap((page) => page.items) ?? []
  const total = history.data?.pages.at(-1)?.total ?? 0
  const emptyText = isFiltered
    ? t('historyNoMatch')
    : kind === 'comparison'
      ? t('historyComparisonEmpty')
      : t('historyEmpty')

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6">
      <h2 id={titleId} className="mb-4 text-xl font-bold text-ink">
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
          {emptyText}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status" data-testid="history-count">
            {t('historyCount', { shown: items.length, total })}
          </p>
          <ul className="space-y-3" data-testid="history">
            {items.map((item) =>
              item.kind === 'analysis' ? (
                <AnalysisRow
                  key={item.id}
                  item={item}
                  onOpen={onOpen}
                  onDeleted={onDeleted}
                  isOpening={openingId === item.id}
                />
              ) : (
                <ComparisonRow
                  key={item.id}
                  item={item}
                  onOpen={onOpen}
                  onDeleted={onDeleted}
                  isOpening={openingId === item.id}
                />
              ),
            )}
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
