/**
 * The four plan cards, built from the plan catalogue: premium enlarged with 'Plus populaire',
 * three stars and the primary button; the others outline. Signed-out visitors go to /signup.
 */

import { formatEuros } from '../../../../shared/format.ts'
import type { Plan, PlanId } from '../../../../shared/plans.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useLang, useLocalized, useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { billingMessages } from '../messages.ts'

function Stars({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-amber-300">
      {[0, 1, 2].map((i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  )
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-success"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M4 10.5l4 4 8-9" />
    </svg>
  )
}

export function PricingCards({
  plans,
  isSignedIn,
  currentPlanId,
  loadingPlanId,
  onChoose,
}: {
  plans: Plan[]
  isSignedIn: boolean
  currentPlanId: PlanId | null
  loadingPlanId: PlanId | null
  onChoose: (planId: PlanId) => void
}) {
  const t = useT(billingMessages)
  const localized = useLocalized()
  const { lang } = useLang()
  return (
    <ul className="grid items-stretch gap-6 md:grid-cols-2 xl:grid-cols-4 xl:gap-5">
      {plans.map((plan) => {
        const isPopular = plan.isPopular
        const isTrial = plan.id === 'trial'
        const label = isTrial ? t('startTrial') : isSignedIn ? t('subscribe') : t('start')
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-surface/80 p-6 shadow-xl shadow-black/20',
              isPopular
                ? 'border-indigo-400/70 bg-gradient-to-b from-indigo-500/15 to-surface/90 ring-2 ring-indigo-400/40 xl:-my-4 xl:scale-105 xl:py-10'
                : 'border-line',
            )}
            aria-labelledby={`plan-${plan.id}`}
          >
            {isPopular && (
              <div className="absolute -top-3.5 left-1/2 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-brand px-3 py-1 text-xs font-bold text-white shadow-lg">
                {t('popular')}
              </div>
            )}
            <div className="flex items-center justify-between gap-2">
              <h2 id={`plan-${plan.id}`} className="text-xl font-bold text-ink">
                {plan.name}
              </h2>
              {isPopular && <Stars label={t('threeStars')} />}
            </div>
            <p className="mt-2 min-h-10 text-sm text-muted">{localized(plan.description)}</p>
            <p className="mt-5 flex items-baseline gap-1.5">
              <span className="text-4xl font-extrabold tracking-tight text-ink">
                {formatEuros(plan.priceCents, lang)}
              </span>
              <span className="text-sm text-muted">{isTrial ? t('perTrial') : t('perMonth')}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2.5 text-sm text-ink">
              {localized(plan.features).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {currentPlanId === plan.id && (
              <p className="mt-5 text-center text-xs font-semibold text-success">{t('currentPlan')}</p>
            )}
            <Button
              className="mt-6"
              fullWidth
              size="lg"
              variant={isPopular ? 'primary' : 'outline'}
              isLoading={loadingPlanId === plan.id}
              loadingText={t('redirecting')}
              disabled={loadingPlanId !== null && loadingPlanId !== plan.id}
              onClick={() => onChoose(plan.id)}
              aria-describedby={`plan-${plan.id}`}
            >
              {label}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
