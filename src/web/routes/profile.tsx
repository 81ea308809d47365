/** /profile: e-mail, usage, subscription and invoices (specification §2 'Profile'), the account cards. */
import type { ReactNode } from 'react'
import { Card } from '../components/ui/card.tsx'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { AccountDataCard } from '../features/account/components/account-data-card.tsx'
import { SessionsCard } from '../features/account/components/sessions-card.tsx'
import { TwoFactorCard } from '../features/account/components/two-factor-card.tsx'
import { useSubscription } from '../features/billing/api/subscription.ts'
import { InvoicesCard } from '../features/billing/components/invoices-card.tsx'
import { PlanChangeNotice } from '../features/billing/components/plan-change-notice.tsx'
import { NoSubscriptionCard, SubscriptionCard } from '../features/billing/components/subscription-card.tsx'
import { UsageCard } from '../features/billing/components/usage-card.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { useMe } from '../lib/me.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function ProfilePage() {
  const t = useT(billingMessages)
  usePageMeta(t('profileMetaTitle'), t('profileMetaDescription'))
  const me = useMe()
  const subscription = useSubscription()

  let body: ReactNode
  if (me.isPending || subscription.isPending) {
    body = <LoadingMessage message={t('profileLoading')} />
  } else if (me.isError || subscription.isError) {
    body = (
      <ErrorBox
        message={t('loadError')}
        isRetrying={me.isFetching || subscription.isFetching}
        onRetry={() => {
          void me.refetch()
          void subscription.refetch()
        }}
      />
    )
  } else {
    body = (
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
        <Card>
          <h2 className="text-lg font-semibold text-ink">{t('personalInfo')}</h2>
          <dl className="mt-4">
            <dt className="text-sm text-muted">{t('email')}</dt>
            <dd className="mt-1 break-all font-medium text-ink">{me.data.user.email}</dd>
          </dl>
        </Card>
        <UsageCard me={me.data} />
        {subscription.data.subscription ? (
          <SubscriptionCard subscription={subscription.data.subscription} />
        ) : (
          <NoSubscriptionCard />
        )}
        <InvoicesCard />
        <TwoFactorCard />
        <SessionsCard />
        <AccountDataCard />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-ink">{t('profileTitle')}</h1>
      <PlanChangeNotice />
      {body}
    </div>
  )
}
