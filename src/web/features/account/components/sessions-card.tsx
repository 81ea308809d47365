/**
 * The profile's 'Sessions' card: where the account is signed in (browser and system, since when,
 * last active, 'cette session'), and 'Se déconnecter partout', which asks for a confirmation and
 * then ends every session but this one.
 */
import { useId, useState } from 'react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { useRevokeOtherSessions, useSessions } from '../api/sessions.ts'
import { sessionsMessages } from '../messages.ts'

export function SessionsCard() {
  const t = useT(sessionsMessages)
  const { lang } = useLang()
  const sessions = useSessions()
  const revoke = useRevokeOtherSessions()
  const [isConfirming, setIsConfirming] = useState(false)
  const headingId = useId()
  const confirmId = useId()
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const others = sessions.data?.sessions.filter((s) => !s.isCurrent).length ?? 0

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('sessionsTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('sessionsIntro')}</p>
      {sessions.isPending ? (
        <LoadingMessage message={t('sessionsLoading')} />
      ) : sessions.isError ? (
        <ErrorBox
          error={sessions.error}
          isRetrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {s.browser ?? t('unknownBrowser')} · {s.os ?? t('unknownSystem')}
                </p>
                <p className="text-sm text-muted">
                  {t('createdAt', { date: date.format(s.createdAt) })} ·{' '}
                  {t('lastActiveAt', { date: date.format(s.lastActiveAt) })}
                </p>
              </div>
              {s.isCurrent && <Badge tone="success">{t('thisSession')}</Badge>}
            </li>
          ))}
        </ul>
      )}
      {revoke.isSuccess && !isConfirming && (
        <p role="status" className="mt-4 text-sm text-emerald-200">
          {t('revokedNotice')}
        </p>
      )}
      {revoke.isError && <ErrorBox error={revoke.error} />}
      {isConfirming ? (
        <fieldset aria-labelledby={confirmId} className="mt-4 space-y-3">
          <p id={confirmId} className="text-sm text-ink">
            {t('revokeConfirmText', { count: String(others) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              autoFocus
              isLoading={revoke.isPending}
              loadingText={t('revokeLoading')}
              onClick={() => revoke.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
            >
              {t('revokeConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('cancel')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button
          variant="outline"
          className="mt-4"
          disabled={others === 0}
          onClick={() => {
            revoke.reset()
            setIsConfirming(true)
          }}
        >
          {t('revokeOthers')}
        </Button>
      )}
    </Card>
  )
}
