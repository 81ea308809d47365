/** The user's comparisons, newest first: both scores, the CV recommended, the date; reopen or delete. */
import { useState } from 'react'
import type { ComparisonSummary } from '../../../../shared/schemas/comparison.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { useComparisons, useDeleteComparison } from '../api/comparisons.ts'
import { comparisonMessages } from '../comparison-messages.ts'

const PAGE_SIZE = 20

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

function Item({
  item,
  onOpen,
  onDeleted,
  isOpening,
}: {
  item: ComparisonSummary
  onOpen: (id: string) => void
  onDeleted: (id: string) => void
  isOpening: boolean
}) {
  const t = useT(comparisonMessages)
  const { lang } = useLang()
  const [isConfirming, setIsConfirming] = useState(false)
  const remove = useDeleteComparison()
  const title = item.jobTitle || item.jobExcerpt
  const date = formatDate(item.createdAt, lang)
  return (
    <li className="rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4" data-testid="comparison-item">
      <p className="truncate font-semibold text-ink">{title}</p>
      <p className="text-sm text-muted">
        <time dateTime={item.createdAt}>{date}</time>
      </p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <span className={item.choice === 'a' ? 'font-semibold text-emerald-300' : 'text-ink'}>
          A · {item.a.score}/100
        </span>
        <span className={item.choice === 'b' ? 'font-semibold text-emerald-300' : 'text-ink'}>
          B · {item.b.score}/100
        </span>
        <span className="text-muted">
          {item.choice === 'either'
            ? t('historyChoiceEither')
            : t('historyChoice', { cv: item.choice.toUpperCase() })}
        </span>
      </p>
      {isConfirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p className="w-full text-sm text-ink">{t('historyConfirm')}</p>
          <Button
            size="sm"
            variant="secondary"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(item.id, { onSuccess: () => onDeleted(item.id) })}
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
        </div>
      )}
    </li>
  )
}

export function ComparisonHistory({
  onOpen,
  onDeleted,
  openingId,
}: {
  onOpen: (id: string) => void
  onDeleted: (id: string) => void
  openingId: string | null
}) {
  const t = useT(comparisonMessages)
  const history = useComparisons(PAGE_SIZE)
  return (
    <section
      aria-labelledby="comparisons-title"
      className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <h2 id="comparisons-title" className="mb-4 text-xl font-bold text-ink">
        {t('historyTitle')}
      </h2>
      {history.isPending ? (
        <LoadingMessage message={t('loading')} />
      ) : history.isError ? (
        <ErrorBox
          message={t('loadError')}
          onRetry={() => history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : history.data.items.length === 0 ? (
        <p className="text-muted">{t('historyEmpty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="comparison-history">
          {history.data.items.map((item) => (
            <Item
              key={item.id}
              item={item}
              onOpen={onOpen}
              onDeleted={onDeleted}
              isOpening={openingId === item.id}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
