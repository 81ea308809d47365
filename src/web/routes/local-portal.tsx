/** /billing/local-portal: the local provider's billing portal — replace the subscription's card. */
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import type { CardForm } from '../features/billing/api/local-checkout.ts'
import { useSubscription } from '../features/billing/api/subscription.ts'
import { useUpdateCard } from '../features/billing/api/update-card.ts'
import { brandName, CardFields, DemoBanner } from '../features/billing/components/card-fields.tsx'
import { NoSubscriptionCard } from '../features/billing/components/subscription-card.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { isApiError } from '../lib/api.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function LocalPortalPage() {
  const t = useT(billingMessages)
  usePageMeta(t('portalMetaTitle'), t('demoBanner'))
  const subscription = useSubscription()
  const update = useUpdateCard()
  const [card, setCard] = useState<CardForm>({ cardNumber: '', expiry: '', cvc: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(card, { onSuccess: () => setCard({ cardNumber: '', expiry: '', cvc: '' }) })
  }
  const fieldErrors =
    isApiError(update.error) && update.error.code === 'VALIDATION' ? update.error.fields : undefined

  let body: ReactNode
  if (subscription.isPending) body = <LoadingMessage />
  else if (subscription.isError) {
    body = <ErrorBox error={subscription.error} onRetry={() => void subscription.refetch()} />
  } else if (!subscription.data.subscription) body = <NoSubscriptionCard />
  else {
    const method = subscription.data.subscription.paymentMethod
    body = (
      <Card>
        {method && (
          <p className="text-sm text-muted">
            {t('portalCurrent')} :{' '}
            <span className="font-semibold text-ink" data-testid="payment-method">
              {brandName(method.brand)} •••• {method.last4}
            </span>
          </p>
        )}
        <form className="mt-6" onSubmit={submit} noValidate>
          <h2 className="mb-4 text-lg font-semibold text-ink">{t('portalNewCard')}</h2>
          <CardFields value={card} onChange={setCard} fieldErrors={fieldErrors} disabled={update.isPending} />
          {update.isError && !fieldErrors && <ErrorBox className="mt-5" error={update.error} />}
          {update.isSuccess && (
            <p role="status" className="mt-5 text-sm text-success">
              {t('portalSaved')}
            </p>
          )}
          <Button
            type="submit"
            fullWidth
            className="mt-6"
            isLoading={update.isPending}
            loadingText={t('portalSaving')}
          >
            {t('portalSave')}
          </Button>
        </form>
      </Card>
    )
  }

  return (
    <div className="mx-auto max-w-lg px-4 pb-24 pt-12 sm:px-6">
      <DemoBanner />
      <h1 className="mb-6 mt-8 text-3xl font-extrabold tracking-tight text-ink">{t('portalTitle')}</h1>
      {body}
      <ButtonLink to="/profile" variant="link" className="mt-6">
        {t('backToProfile')}
      </ButtonLink>
    </div>
  )
}
