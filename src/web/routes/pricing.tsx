/**
 * /pricing: the plan catalogue as four cards, the checkout error banner, features and FAQ. A
 * signed-in user's choice follows the server's quote: a new subscription goes to the checkout (which
 * shows the price); any change of an existing subscription opens the confirmation first.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { PlanId } from '../../shared/plans.ts'
import { PLANS_IN_ORDER } from '../../shared/plans.ts'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { type PlanChangeQuote, usePlanChanges } from '../features/billing/api/plan-changes.ts'
import { useStartCheckout } from '../features/billing/api/start-checkout.ts'
import { PlanChangeDialog } from '../features/billing/components/plan-change-dialog.tsx'
import { PricingCards } from '../features/billing/components/pricing-cards.tsx'
import { PricingFaq, PricingFeatures } from '../features/billing/components/pricing-extras.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { errorText } from '../i18n/errors.ts'
import { useLang, useT } from '../i18n/i18n.tsx'
import { isApiError } from '../lib/api.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import type { PlanChoiceState } from '../lib/plan-choice.ts'
import { useSession } from '../lib/session.ts'

/** Errors with their own wording; every other failure shows the specification's banner. */
const SPECIFIC_CODES = new Set([
  'PLAN_CHANGE_INVALID',
  'PLAN_CHANGE_STALE',
  'TRIAL_ALREADY_USED',
  'CARD_DECLINED',
  'CHECKOUT_NO_URL',
  'UNAUTHENTICATED',
  'EMAIL_VERIFICATION_REQUIRED',
])
const CONFIRMED_KINDS = new Set(['upgrade_now', 'scheduled', 'resume', 'keep_current'])

export default function PricingPage() {
  const t = useT(billingMessages)
  const { lang } = useLang()
  usePageMeta(t('pricingMetaTitle'), t('pricingMetaDescription'))
  const navigate = useNavigate()
  const { user, isPending: isSessionPending } = useSession()
  const planChanges = usePlanChanges({ enabled: Boolean(user) })
  const checkout = useStartCheckout()
  const [loadingPlanId, setLoadingPlanId] = useState<PlanId | null>(null)
  const [confirming, setConfirming] = useState<PlanChangeQuote | null>(null)

  const quotes = planChanges.data
    ? Object.fromEntries(planChanges.data.quotes.map((q) => [q.planId, q]))
    : undefined

  const choose = (planId: PlanId) => {
    if (isSessionPending) return
    if (!user) {
      // The choice follows the visitor to sign-up (or sign-in) and, once verified, to its checkout.
      const state: PlanChoiceState = { plan: planId }
      navigate('/signup', { state })
      return
    }
    const quote = quotes?.[planId]
    if (!quote) return
    checkout.reset()
    if (CONFIRMED_KINDS.has(quote.kind)) {
      setConfirming(quote)
      return
    }
    setLoadingPlanId(planId)
    checkout.mutate({ planId, expectedChange: quote.kind }, { onError: () => setLoadingPlanId(null) })
  }

  const confirm = () => {
    if (!confirming) return
    checkout.mutate(
      { planId: confirming.planId, expectedChange: confirming.kind },
      {
        onError: (error) => {
          // The situation moved on: show the new quotes rather than a stale dialog.
          if (isApiError(error) && error.code === 'PLAN_CHANGE_STALE') void planChanges.refetch()
        },
      },
    )
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
      {errorMessage && !confirming && <ErrorBox className="mx-auto mt-8 max-w-3xl" message={errorMessage} />}
      <div className="mt-14">
        <PricingCards
          plans={PLANS_IN_ORDER}
          isSignedIn={Boolean(user)}
          isSessionPending={isSessionPending}
          quotes={quotes}
          loadingPlanId={loadingPlanId}
          onChoose={choose}
        />
      </div>
      {confirming && (
        <PlanChangeDialog
          quote={confirming}
          isPending={checkout.isPending || checkout.isSuccess}
          errorMessage={errorMessage}
          onConfirm={confirm}
          onClose={() => {
            setConfirming(null)
            checkout.reset()
          }}
        />
      )}
      <PricingFeatures />
      <PricingFaq />
    </div>
  )
}
