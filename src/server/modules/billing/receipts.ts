/**
 * The e-mail receipt after each payment, through the mail module (SMTP or the outbox).
 * Product invoices (local provider) carry `receipt_sent_at`: a receipt is claimed by one guarded
 * update, so a payment gets one receipt however many instances or requests try; a failed send gives
 * the claim back and the next pass retries. Renewals are settled wherever a subscription is read, so
 * a periodic pass (main.ts) sends what the requests did not. Stripe's payments are told by the
 * `invoice.paid` webhook, processed once per event.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { formatEuros, formatLongDate } from '../../../shared/format.ts'
import type { Database } from '../../db/client.ts'
import { type Invoice, invoices } from '../../db/schema/invoices.ts'
import type { Logger } from '../../logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import { genericTemplate, type MailContent } from '../mail/templates.ts'

export type ReceiptDetails = {
  number: string | null
  amountInclTaxCents: number
  amountExclTaxCents?: number | undefined
  vatCents?: number | undefined
  paidAt: Date
  description: string
  paymentMethod?: string | null | undefined
  /** Where the invoice can be read: the profile's list, or Stripe's hosted page. */
  invoiceUrl: string
}

export function receiptTemplate(receipt: ReceiptDetails): MailContent {
  const amount = formatEuros(receipt.amountInclTaxCents)
  const paragraphs = [
    `Nous avons bien reçu votre paiement de ${amount} TTC le ${formatLongDate(receipt.paidAt.getTime() / 1000)}. Merci !`,
    receipt.description,
  ]
  if (receipt.amountExclTaxCents !== undefined && receipt.vatCents !== undefined) {
    paragraphs.push(
      `Montant HT : ${formatEuros(receipt.amountExclTaxCents)}\nTVA 20 % : ${formatEuros(receipt.vatCents)}\nMontant TTC : ${amount}`,
    )
  }
  if (receipt.paymentMethod) paragraphs.push(`Moyen de paiement : carte ${receipt.paymentMethod}`)
  if (receipt.number) paragraphs.push(`Facture n° ${receipt.number}, disponible en PDF dans votre profil.`)
  return genericTemplate({
    template: 'payment-receipt',
    subject: receipt.number
      ? `Votre reçu Adéquat – ${amount} (facture ${receipt.number})`
      : `Votre reçu Adéquat – ${amount}`,
    paragraphs,
    link: { url: receipt.invoiceUrl, label: 'Voir mes factures' },
  })
}

export function invoicesPageUrl(appUrl: string): string {
  return `${new URL(appUrl).origin}/profile#factures`
}

function receiptOf(invoice: Invoice, appUrl: string): ReceiptDetails {
  return {
    number: invoice.number,
    amountInclTaxCents: invoice.amountInclTaxCents,
    amountExclTaxCents: invoice.amountExclTaxCents,
    vatCents: invoice.vatCents,
    paidAt: invoice.issuedAt,
    description: invoice.description,
    paymentMethod: invoice.paymentMethod,
    invoiceUrl: invoicesPageUrl(appUrl),
  }
}

type Deps = { db: Database; mailer: Mailer; logger: Logger; appUrl: string }

/** Sends the receipts not sent yet (optionally of one user); returns how many went out. */
export async function sendPendingReceipts(deps: Deps, now: Date, userId?: string): Promise<number> {
  const { db, mailer, logger } = deps
  const pending = await db
    .select()
    .from(invoices)
    .where(
      and(
        isNull(invoices.receiptSentAt),
        isNotNull(invoices.userId),
        ...(userId ? [eq(invoices.userId, userId)] : []),
      ),
    )
    .orderBy(asc(invoices.sequence))
    .limit(50)
  let sent = 0
  for (const invoice of pending) {
    const claimed = await db
      .update(invoices)
      .set({ receiptSentAt: now })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.receiptSentAt)))
      .returning({ id: invoices.id })
    if (claimed.length === 0) continue
    try {
      await mailer.send({ to: invoice.buyerEmail, ...receiptTemplate(receiptOf(invoice, deps.appUrl)) })
      sent += 1
    } catch (error) {
      await db.update(invoices).set({ receiptSentAt: null }).where(eq(invoices.id, invoice.id))
      logger.warn({ err: error, invoice: invoice.number }, 'payment receipt not sent; retried later')
    }
  }
  return sent
}

/** Sends pending receipts now and every minute; `stop()` waits for a pass in flight. */
export function startReceiptDispatch(deps: Deps, intervalMs = 60_000) {
  let running: Promise<unknown> = Promise.resolve()
  const pass = () => {
    running = sendPendingReceipts(deps, new Date()).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'payment receipts pass failed'),
    )
  }
  pass()
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
