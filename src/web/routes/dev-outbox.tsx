/** Development page: the e-mails the app would have sent, with their links clickable. */
import { Badge } from '../components/ui/badge.tsx'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { RetryButton } from '../components/ui/retry-button.tsx'
import { linksOf, useOutbox } from '../features/dev-outbox/api/get-outbox.ts'
import { useT } from '../i18n/i18n.tsx'
import { devMessages } from '../i18n/messages/dev.ts'
import { isApiError } from '../lib/api.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function DevOutboxPage() {
  const t = useT(devMessages)
  usePageMeta(t('title'), t('description'))
  const outbox = useOutbox()
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('lead')}</p>
        </div>
        <RetryButton onClick={() => outbox.refetch()} isLoading={outbox.isFetching}>
          {t('refresh')}
        </RetryButton>
      </div>
      <div className="mt-8">
        {outbox.isPending ? (
          <LoadingMessage />
        ) : outbox.isError ? (
          isApiError(outbox.error) && outbox.error.status === 404 ? (
            <ErrorBox message={t('unavailable')} />
          ) : (
            <ErrorBox error={outbox.error} onRetry={() => outbox.refetch()} />
          )
        ) : outbox.data.messages.length === 0 ? (
          <p className="rounded-xl border border-line bg-surface/60 p-6 text-muted">{t('empty')}</p>
        ) : (
          <ol className="space-y-4">
            {outbox.data.messages.map((message) => (
              <li key={message.id} className="rounded-xl border border-line bg-surface/70 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-ink">{message.subject}</h2>
                  <Badge tone="neutral">{message.template}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {t('to')} {message.to} ·{' '}
                  <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-bg/70 p-3 font-sans text-sm text-ink">
                  {message.text}
                </pre>
                {linksOf(message.text).length > 0 && (
                  <ul className="mt-3 space-y-1">
                    {linksOf(message.text).map((link) => (
                      <li key={link}>
                        <a href={link} className="break-all text-sm text-accent underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  )
}
