/** /checkout/cancel: 'Paiement annulé', 'Réessayer' → /pricing, help link → /support. */
import { Link } from 'react-router'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { billingMessages } from '../features/billing/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

export default function CheckoutCancelPage() {
  const t = useT(billingMessages)
  usePageMeta(t('cancelMetaTitle'), t('cancelText'))
  return (
    <div className="mx-auto max-w-xl px-4 pb-24 pt-16 sm:px-6">
      <Card className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-500/15 text-amber-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M7 7l10 10M17 7L7 17" />
          </svg>
        </div>
        <h1 className="mt-5 text-3xl font-extrabold text-ink">{t('cancelTitle')}</h1>
        <p className="mt-4 text-muted">{t('cancelText')}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/pricing">{t('retry')}</ButtonLink>
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
