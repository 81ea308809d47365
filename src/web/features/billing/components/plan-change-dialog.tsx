/**
 * The confirmation of a plan change (decision 010), in a modal <dialog> (focus kept inside, Escape
 * closes): the plan, its price, when it takes effect, what is charged today and next, and in words
 * what happens to the current plan. Confirming sends the kind shown; an error stays in the dialog.
 */
import { useEffect, useId, useRef } from 'react'
import { formatEuros, formatLongDate } from '../../../../shared/format.ts'
import { PLANS } from '../../../../shared/plans.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import type { PlanChangeQuote } from '../api/plan-changes.ts'
import { billingMessages } from '../messages.ts'

export function PlanChangeDialog({
  quote,
  isPending,
  errorMessage,
  onConfirm,
  onClose,
}: {
  quote: PlanChangeQuote
  isPending: boolean
  errorMessage: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const t = useT(billingMessages)
  const { lang } = useLang()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  const plan = PLANS[quote.planId]
  const price = formatEuros(quote.priceCents, lang)
  const date = (seconds: number | null) => (seconds === null ? '' : formatLongDate(seconds, lang))
  const current = quote.current
  const currentName = current ? PLANS[current.planId].name : ''

  const title =
    quote.kind === 'upgrade_now'
      ? t('confirmTitleUpgrade', { plan: plan.name })
      : quote.kind === 'resume'
        ? t('confirmTitleResume', { plan: plan.name })
        : quote.kind === 'keep_current'
          ? t('confirmTitleKeep', { plan: plan.name })
          : t('confirmTitleChange', { plan: plan.name })

  const consequences: string[] = []
  if (quote.kind === 'upgrade_now') {
    consequences.push(t('consequenceUpgrade', { plan: plan.name, analyses: plan.analysesPerPeriod, price }))
  } else if (quote.kind === 'scheduled' && current) {
    consequences.push(
      t('consequenceScheduled', {
        current: currentName,
        plan: plan.name,
        price,
        date: date(quote.effectiveAt),
      }),
    )
    if (current.cancelAtPeriodEnd) consequences.push(t('consequenceLiftCancel'))
  } else if (quote.kind === 'resume' && current) {
    consequences.push(t('consequenceResume', { plan: plan.name, price, date: date(current.periodEnd) }))
  } else if (quote.kind === 'keep_current' && current?.pendingPlanId) {
    consequences.push(
      t('consequenceKeep', {
        pending: PLANS[current.pendingPlanId].name,
        plan: plan.name,
        price,
        date: date(current.periodEnd),
      }),
    )
  }

  const effective =
    quote.kind === 'upgrade_now'
      ? t('confirmEffectiveNow', { date: date(quote.effectiveAt) })
      : quote.effectiveAt !== null
        ? t('confirmEffectiveOn', { date: date(quote.effectiveAt) })
        : t('confirmEffectiveUnchanged')

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        if (!isPending) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl shadow-black/60 backdrop:bg-black/70"
    >
      <div className="p-6 sm:p-7">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2.5 text-sm">
          <dt className="text-muted">{t('confirmPlan')}</dt>
          <dd className="font-semibold" data-testid="confirm-plan">
            {plan.name}
          </dd>
          <dt className="text-muted">{t('confirmPrice')}</dt>
          <dd className="font-semibold">{t('confirmPriceMonthly', { price })}</dd>
          <dt className="text-muted">{t('confirmEffective')}</dt>
          <dd className="font-semibold" data-testid="confirm-effective">
            {effective}
          </dd>
          <dt className="text-muted">{t('confirmChargedNow')}</dt>
          <dd className="font-semibold" data-testid="confirm-charged">
            {formatEuros(quote.chargedNowCents, lang)}
          </dd>
          {quote.nextPaymentAt !== null && (
            <>
              <dt className="text-muted">{t('confirmNextPayment')}</dt>
              <dd className="font-semibold">
                {t('confirmNextPaymentValue', { price, date: date(quote.nextPaymentAt) })}
              </dd>
            </>
          )}
        </dl>
        <div
          id={textId}
          className="mt-5 space-y-2 rounded-xl border border-indigo-400/30 bg-indigo-500/10 p-4 text-sm"
        >
          {consequences.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {errorMessage && <ErrorBox className="mt-4" message={errorMessage} />}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            {t('confirmDismiss')}
          </Button>
          <Button isLoading={isPending} loadingText={t('confirming')} onClick={onConfirm}>
            {quote.chargedNowCents > 0
              ? t('confirmPay', { price: formatEuros(quote.chargedNowCents, lang) })
              : t('confirmChange')}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
