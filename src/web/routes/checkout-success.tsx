/**
 * /checkout/success: 'Paiement réussi !'. The payment provider confirms asynchronously (a webhook),
 * so the page polls the subscription until it is active, for at most POLL_LIMIT_MS, then says so.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useSubscription } from '../features/billing/api/subscription.ts'
import { billingMessages } from '../features/billing/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { meQueryKey } from '../lib/me.ts'
import { usePageMeta } from '../lib/page-meta.ts'

const POLL_INTERVAL_MS = 1500
const POLL_LIMIT_MS = 30_000

export default function CheckoutSuccessPage() {
  const t = useT(billingMessages)
  usePageMeta(t('successMetaTitle'), t('successText'))
  const queryClient = useQueryClient()
  const [isTimedOut, setIsTimedOut] = useState(false)
  const [isActive, setIsActive] = useState(false)
  const subscription = useSubscription({ refetchInterval: isTimedOut || isActive ? false : POLL_INTERVAL_MS })
  const isPaid = subscription.data?.subscription?.isPaid === true
  useEffect(() => {
    if (isPaid) setIsActive(true)
  }, [isPaid])

  useEffect(() => {
    const timer = setTimeout(() => setIsTimedOut(true), POLL_LIMIT_MS)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (isActive) void queryClient.invalidateQueries({ queryKey: meQueryKey })
  }, [isActive, queryClient])

  return (
    <div className="mx-auto max-w-xl px-4 pb-24 pt-16 sm:px-6">
      <Card className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-success">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="mt-5 text-3xl font-extrabold text-ink">{t('successTitle')}</h1>
        <div role="status" className="mt-4 text-muted">
          {isActive ? (
            <p>{t('successText')}</p>
          ) : isTimedOut ? (
            <p>{t('successSlow')}</p>
          ) : (
            <p className="flex items-center justify-center gap-2">
              <Spinner className="size-4 text-accent" />
              {t('successWaiting')}
            </p>
          )}
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/dashboard">{t('goDashboard')}</ButtonLink>
          <ButtonLink to="/profile" variant="outline">
            {t('seeProfile')}
          </ButtonLink>
        </div>
        <Link
          to="/support"
          className="mt-6 inline-block text-sm text-accent underline-offset-4 hover:underline"
        >
          {t('needHelp')}
        </Link>
      </Card>
    </div>
  )
}
