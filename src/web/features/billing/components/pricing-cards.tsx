/**
 * The four plan cards, built from the plan catalogue: premium enlarged with 'Plus populaire',
 * three stars and the primary button; the others outline. Signed-out visitors go to /signup. For a
 * signed-in user each card's action follows the server's quote (decision 010): the current plan is
 * marked 'Votre plan actuel' with no button (unless it can be resumed or kept), a plan already
 * scheduled says from when, the trial says why it is unavailable, and other actions name the change.
 */

import { formatEuros, formatLongDate } from '../../../../shared/format.ts'
import type { Plan, PlanId } from '../../../../shared/plans.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useLang, useLocalized, useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import type { PlanChangeQuote } from '../api/plan-changes.ts'
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

const CURRENT_KINDS = new Set(['current', 'resume', 'keep_current'])

export function PricingCards({
  plans,
  isSignedIn,
  isSessionPending,
  quotes,
  loadingPlanId,
  onChoose,
}: {
  plans: Plan[]
  isSignedIn: boolean
  /** True until the session is known: a click could otherwise send a signed-in user to sign-up. */
  isSessionPending: boolean
  /** The server's quote per plan (signed in), undefined while loading or signed out. */
  quotes: Partial<Record<PlanId, PlanChangeQuote>> | undefined
  loadingPlanId: PlanId | null
  onChoose: (planId: PlanId) => void
}) {
  const t = useT(billingMessages)
  const localized = useLocalized()
  const { lang } = useLang()

  const actionLabel = (plan: Plan, quote: PlanChangeQuote | undefined): string | null => {
    const isTrial = plan.id === 'trial'
    switch (quote?.kind) {
      case undefined:
      case 'checkout':
        return isTrial ? t('startTrial') : isSignedIn ? t('subscribe') : t('start')
      case 'upgrade_now':
        return t('planActionUpgradeNow')
      case 'scheduled':
        return t('planActionChange')
      case 'resume':
        return t('planActionResume')
      case 'keep_current':
        return t('planActionKeep')
      default:
        return null
    }
  }
  const note = (quote: PlanChangeQuote | undefined): string | null => {
    if (!quote) return null
    if (quote.kind === 'pending' && quote.effectiveAt !== null)
      return t('planPending', { date: formatLongDate(quote.effectiveAt, lang) })
    if (quote.kind === 'unavailable')
      return quote.reason === 'TRIAL_ALREADY_USED' ? t('planTrialUsed') : t('planTrialSubscribers')
    if (quote.kind === 'resume' && quote.current)
      return t('planEnding', { date: formatLongDate(quote.current.periodEnd, lang) })
    return null
  }
  // The buttons wait for the session and, signed in, for the quotes: a click must never do
  // something not yet known.
  const isWaiting = isSessionPending || (isSignedIn && !quotes)

  return (
    <ul className="grid items-stretch gap-6 md:grid-cols-2 xl:grid-cols-4 xl:gap-5">
      {plans.map((plan) => {
        const isPopular = plan.isPopular
        const isTrial = plan.id === 'trial'
        const quote = quotes?.[plan.id]
        const isCurrent = quote !== undefined && CURRENT_KINDS.has(quote.kind)
        const label = actionLabel(plan, quote)
        const noteText = note(quote)
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-surface/80 p-6 shadow-xl shadow-black/20',
              isPopular
                ? 'border-indigo-400/70 bg-gradient-to-b from-indigo-500/15 to-surface/90 ring-2 ring-indigo-400/40 xl:-my-4 xl:scale-105 xl:py-10'
                : 'border-line',
              isCurrent && 'border-emerald-400/70 ring-2 ring-emerald-400/40',
            )}
            data-current={isCurrent || undefined}
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
            {isCurrent && (
              <p
                className="mt-6 flex h-13 items-center justify-center gap-2 rounded-lg bg-emerald-500/10 text-sm font-semibold text-emerald-200 ring-1 ring-emerald-400/40 ring-inset"
                data-testid={`current-plan-${plan.id}`}
              >
                <Check />
                {t('currentPlan')}
              </p>
            )}
            {noteText && (
              <p className={cn('text-center text-sm text-muted', isCurrent ? 'mt-3' : 'mt-6')}>{noteText}</p>
            )}
            {label && (
              <Button
                // four narrow columns (xl): a smaller text keeps 'Commencer maintenant' and 'Changer pour
                // ce plan' on one line; a longer label still wraps inside the button, which keeps at
                // least the height of its neighbours
                className={cn(
                  'h-auto! min-h-13 whitespace-normal! px-4! py-2 text-center leading-tight xl:text-sm',
                  isCurrent || noteText ? 'mt-3' : 'mt-6',
                )}
                fullWidth
                size="lg"
                variant={isPopular && !isCurrent ? 'primary' : 'outline'}
                isLoading={loadingPlanId === plan.id}
                loadingText={t('redirecting')}
                disabled={isWaiting || (loadingPlanId !== null && loadingPlanId !== plan.id)}
                onClick={() => onChoose(plan.id)}
                aria-describedby={`plan-${plan.id}`}
              >
                {label}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
