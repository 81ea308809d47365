/**
 * /billing/local-checkout/:session: the local provider's hosted checkout, plainly marked as a
 * demonstration. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
 */
import { type FormEvent, type ReactNode, useState } from 'react'
import { useParams } from 'react-router'
import { formatEuros } from '../../shared/format.ts'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { type CardForm, useLocalSession, usePayLocalSession } from '../features/billing/api/local-checkout.ts'
import { CardFields, DemoBanner } from '../features/billing/components/card-fields.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { useLang, useT } from '../i18n/i18n.tsx'
import { isApiError } from '../lib/api.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function LocalCheckoutPage() {
  const t = useT(billingMessages)
  const { lang } = useLang()
  usePageMeta(t('localCheckoutMetaTitle'), t('demoBanner'))
  const sessionId = useParams().session ?? ''
  const session = useLocalSession(sessionId)
  const pay = usePayLocalSession(sessionId)
  const [card, setCard] = useState<CardForm>({ cardNumber: '', expiry: '', cvc: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    pay.mutate(card)
  }
  const fieldErrors = isApiError(pay.error) && pay.error.code === 'VALIDATION' ? pay.error.fields : undefined

  let body: ReactNode
  if (session.isPending) body = <LoadingMessage message={t('localCheckoutLoading')} />
  else if (session.isError) {
    body = (
      <Card>
        <ErrorBox
          message={
            isApiError(session.error) && session.error.status === 404 ? t('sessionInvalid') : undefined
          }
          error={session.error}
        />
        <ButtonLink to="/pricing" variant="outline" className="mt-6">
          {t('backToPricing')}
        </ButtonLink>
      </Card>
    )
  } else {
    const details = session.data
    const price = formatEuros(details.priceCents, lang)
    body = (
      <Card>
        <section
          aria-labelledby="order-summary"
          className="rounded-xl border border-line bg-surface-2/60 p-4"
        >
          <h2 id="order-summary" className="text-sm font-semibold text-muted">
            {t('orderSummary')}
          </h2>
          <div className="mt-2 flex items-baseline justify-between gap-4">
            <p className="text-lg font-bold text-ink">{t('plan', { plan: details.planName })}</p>
            <p className="text-lg font-bold text-ink">
              {price}
              <span className="ml-1 text-sm font-normal text-muted">
                {details.period.unit === 'day' ? t('perTrial') : t('perMonth')}
              </span>
            </p>
          </div>
          <p className="mt-1 flex justify-between text-sm text-muted">
            <span>{t('total')}</span>
            <span>{price}</span>
          </p>
        </section>
        <form className="mt-6" onSubmit={submit} noValidate>
          <CardFields value={card} onChange={setCard} fieldErrors={fieldErrors} disabled={pay.isPending} />
          {pay.isError && !fieldErrors && <ErrorBox className="mt-5" error={pay.error} />}
          <Button
            type="submit"
            size="lg"
            fullWidth
            className="mt-6"
            isLoading={pay.isPending}
            loadingText={t('paying')}
          >
            {t('pay')} {price}
          </Button>
        </form>
        <p className="mt-5 text-center">
          <a href={details.cancelUrl} className="text-sm text-accent underline-offset-4 hover:underline">
            {t('cancelLink')}
          </a>
        </p>
      </Card>
    )
  }

  return (
    <div className="mx-auto max-w-lg px-4 pb-24 pt-12 sm:px-6">
      <DemoBanner />
      <h1 className="mb-6 mt-8 text-3xl font-extrabold tracking-tight text-ink">{t('localCheckoutTitle')}</h1>
      {body}
    </div>
  )
}
