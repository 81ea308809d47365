/**
 * The profile's subscription card: plan, monthly price, status, features, card with 'Modifier'
 * (billing portal), next payment or end date, pending plan change, 'Changer de plan' and the
 * cancel flow with its inline confirmation (specification §2 'Profile', §4).
 */
import { useState } from 'react'
import { formatEuros, formatLongDate } from '../../../../shared/format.ts'
import { FREE_TIER, getPlan } from '../../../../shared/plans.ts'
import { Button, ButtonLink } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { useLang, useLocalized, useT } from '../../../i18n/i18n.tsx'
import { noticeMessages } from '../../../i18n/messages/notices.ts'
import { useCancelSubscription } from '../api/cancel-subscription.ts'
import { useOpenPortal } from '../api/open-portal.ts'
import type { SubscriptionView } from '../api/subscription.ts'
import { billingMessages } from '../messages.ts'
import { brandName } from './card-fields.tsx'
import { StatusBadge } from './status-badge.tsx'

export function NoSubscriptionCard() {
  const t = useT(billingMessages)
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">{t('subscriptionTitle')}</h2>
      <p className="mt-4 text-muted">{t('noSubscription')}</p>
      <ButtonLink to="/pricing" className="mt-5">
        {t('seePlans')}
      </ButtonLink>
    </Card>
  )
}

export function SubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const t = useT(billingMessages)
  const { lang } = useLang()
  const localized = useLocalized()
  const cancel = useCancelSubscription()
  const portal = useOpenPortal()
  const [isConfirming, setIsConfirming] = useState(false)
  const [hasCancelled, setHasCancelled] = useState(false)
  const tNotice = useT(noticeMessages)

  const plan = getPlan(subscription.planId)
  const features = localized(plan?.profileFeatures ?? FREE_TIER.profileFeatures)
  const date = formatLongDate(subscription.currentPeriodEnd, lang)
  const pendingPlan = getPlan(subscription.pendingPlanId)
  const canCancel = subscription.status === 'active' && !subscription.cancelAtPeriodEnd
  const isTrial = plan?.id === 'trial'

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t('subscriptionTitle')}</h2>
          <p className="mt-3 text-2xl font-bold text-ink" data-testid="subscription-plan">
            {subscription.planName}
          </p>
          <p className="mt-1 text-muted">
            <span className="font-semibold text-ink">{formatEuros(subscription.priceCents, lang)}</span>{' '}
            {isTrial ? t('perTrialLong') : t('perMonthLong')}
          </p>
        </div>
        <StatusBadge status={subscription.status} />
      </div>

      <h3 className="mt-6 text-sm font-semibold text-muted">{t('features')}</h3>
      <ul className="mt-2 grid gap-1.5 text-sm text-ink sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-success">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>

      <dl className="mt-6 grid gap-4 border-t border-line pt-6 sm:grid-cols-2">
        {subscription.paymentMethod && (
          <div>
            <dt className="text-sm text-muted">{t('paymentMethod')}</dt>
            <dd className="mt-1 flex items-center gap-3">
              <span className="font-semibold text-ink" data-testid="payment-method">
                {brandName(subscription.paymentMethod.brand)} •••• {subscription.paymentMethod.last4}
              </span>
              <Button
                variant="outline"
                size="sm"
                isLoading={portal.isPending}
                onClick={() => portal.mutate()}
              >
                {t('modify')}
              </Button>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-muted">
            {subscription.cancelAtPeriodEnd ? t('endsOn') : t('nextPayment')}
          </dt>
          <dd className="mt-1 font-semibold text-ink" data-testid="period-end">
            {date}
          </dd>
        </div>
      </dl>
      {portal.isError && <ErrorBox className="mt-4" message={t('portalError')} />}

      {pendingPlan && (
        <p className="mt-5 rounded-xl border border-indigo-400/30 bg-indigo-500/10 p-3 text-sm text-indigo-100">
          {t('pendingChange', { plan: pendingPlan.name, date })}
        </p>
      )}
      {subscription.cancelAtPeriodEnd && (
        <p
          role="status"
          className="mt-5 rounded-xl border border-amber-400/40 bg-amber-500/10 p-3 text-sm text-amber-100"
        >
          {t('endingWarning', { date })}
        </p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/pricing" variant="secondary">
          {t('changePlan')}
        </ButtonLink>
        {canCancel && !isConfirming && (
          <Button
            variant="ghost"
            className="text-red-200 hover:bg-red-500/10"
            onClick={() => setIsConfirming(true)}
          >
            {t('cancelSubscription')}
          </Button>
        )}
      </div>

      {canCancel && isConfirming && (
        <div className="mt-5 rounded-xl border border-red-400/40 bg-red-500/10 p-4">
          <p className="text-sm text-red-50">{t('cancelConfirm')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setIsConfirming(false)}
              disabled={cancel.isPending}
            >
              {t('keep')}
            </Button>
            <Button
              size="sm"
              className="bg-red-600 hover:bg-red-700"
              isLoading={cancel.isPending}
              loadingText={t('cancelling')}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setIsConfirming(false)
                    setHasCancelled(true)
                  },
                })
              }
            >
              {t('confirmCancel')}
            </Button>
          </div>
        </div>
      )}
      {cancel.isError && <ErrorBox className="mt-4" message={t('cancelError')} />}
      {hasCancelled && (
        <p
          role="status"
          data-testid="cancel-confirmation"
          className="mt-4 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm text-emerald-100"
        >
          {tNotice('subscriptionCancelled', { date })}
        </p>
      )}
    </Card>
  )
}
