/**
 * The profile's 'Factures' card (anchor #factures, linked from the receipt e-mail): one row per
 * invoice with its number, date, amount TTC and status, and its PDF (the product's own, served to
 * its owner only, or Stripe's; Stripe's hosted page too).
 */
import { useId } from 'react'
import { formatEuros, formatLongDate } from '../../../../shared/format.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { type InvoiceListItem, useInvoices } from '../api/invoices.ts'
import { billingMessages } from '../messages.ts'

const STATUS: Record<
  string,
  { key: 'invoicePaid' | 'invoiceOpen' | 'invoiceVoid' | 'invoiceUncollectible'; tone: BadgeTone }
> = {
  paid: { key: 'invoicePaid', tone: 'success' },
  open: { key: 'invoiceOpen', tone: 'warning' },
  void: { key: 'invoiceVoid', tone: 'neutral' },
  uncollectible: { key: 'invoiceUncollectible', tone: 'danger' },
}

export function InvoicesCard() {
  const t = useT(billingMessages)
  const { lang } = useLang()
  const invoices = useInvoices()
  const headingId = useId()

  const row = (invoice: InvoiceListItem) => {
    const number = invoice.number ?? t('invoiceNumberMissing')
    const date = formatLongDate(invoice.issuedAt, lang)
    const status = STATUS[invoice.status] ?? STATUS.open!
    const isExternal = invoice.pdfUrl !== null && !invoice.pdfUrl.startsWith('/')
    return (
      <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{number}</p>
          <p className="text-sm text-muted">
            {date} · <span className="text-ink">{formatEuros(invoice.totalCents, lang)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>{t(status.key)}</Badge>
          {invoice.hostedUrl && (
            <a
              href={invoice.hostedUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('invoiceHostedLabel', { number })}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              {t('invoiceHosted')}
            </a>
          )}
          {invoice.pdfUrl && (
            <a
              href={invoice.pdfUrl}
              {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={t('invoicePdfLabel', { number, date })}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {t('invoicePdf')}
            </a>
          )}
        </div>
      </li>
    )
  }

  return (
    <Card role="region" aria-labelledby={headingId} id="factures" className="scroll-mt-24">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('invoicesTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('invoicesIntro')}</p>
      {invoices.isPending ? (
        <LoadingMessage message={t('invoicesLoading')} />
      ) : invoices.isError ? (
        <ErrorBox
          error={invoices.error}
          isRetrying={invoices.isFetching}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.invoices.length === 0 ? (
        <p className="mt-4 text-muted">{t('invoicesEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-white/10" data-testid="invoices">
          {invoices.data.invoices.map(row)}
        </ul>
      )}
    </Card>
  )
}
