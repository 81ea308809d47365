/** /pricing: the plan catalogue as four cards, the checkout error banner, features and FAQ. */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { PLANS_IN_ORDER, type PlanId } from '../../shared/plans.ts'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { useStartCheckout } from '../features/billing/api/start-checkout.ts'
import { PricingCards } from '../features/billing/components/pricing-cards.tsx'
import { PricingFaq, PricingFeatures } from '../features/billing/components/pricing-extras.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { errorText } from '../i18n/errors.ts'
import { useLang, useT } from '../i18n/i18n.tsx'
import { isApiError } from '../lib/api.ts'
import { useMe } from '../lib/me.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useSession } from '../lib/session.ts'

/** Errors with their own wording; every other failure shows the specification's banner. */
const SPECIFIC_CODES = new Set(['PLAN_CHANGE_INVALID', 'CHECKOUT_NO_URL', 'UNAUTHENTICATED'])

export default function PricingPage() {
  const t = useT(billingMessages)
  const { lang } = useLang()
  usePageMeta(t('pricingMetaTitle'), t('pricingMetaDescription'))
  const navigate = useNavigate()
  const { user } = useSession()
  const me = useMe({ enabled: Boolean(user) })
  const checkout = useStartCheckout()
  const [loadingPlanId, setLoadingPlanId] = useState<PlanId | null>(null)

  const choose = (planId: PlanId) => {
    if (!user) {
      navigate('/signup')
      return
    }
    setLoadingPlanId(planId)
    checkout.mutate(planId, { onError: () => setLoadingPlanId(null) })
  }

  const error = checkout.error
  const errorMessage = error
    ? isApiError(error) && SPECIFIC_CODES.has(error.code)
      ? errorText(error.code, lang)
      : t('checkoutError')
    : null

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-14 sm:px-6 md:pt-20">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t('pricingTitle')}</h1>
        <p className="mt-4 text-lg text-muted">{t('pricingSubtitle')}</p>
      </header>
      {errorMessage && <ErrorBox className="mx-auto mt-8 max-w-3xl" message={errorMessage} />}
      <div className="mt-14">
        <PricingCards
          plans={PLANS_IN_ORDER}
          isSignedIn={Boolean(user)}
          currentPlanId={me.data?.isPaid ? me.data.plan : null}
          loadingPlanId={loadingPlanId}
          onChoose={choose}
        />
      </div>
      <PricingFeatures />
      <PricingFaq />
    </div>
  )
}
