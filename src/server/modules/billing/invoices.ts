/**
 * The product's own invoices (local provider): issued inside the transaction that records the
 * payment, numbered from ONE gap-free sequence (`invoice_counter`, a single row whose update locks it
 * until the transaction ends, so numbers follow the order of commits and a rolled-back payment gives
 * its number back), with what a French invoice states: number, date, seller, buyer, item and period,
 * amounts HT, TVA 20 % and TTC, the payment (decision 010). Prices in the catalogue are TTC.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { formatLongDate } from '../../../shared/format.ts'
import { normalizePlanId, type Plan } from '../../../shared/plans.ts'
import type { InvoiceListItem } from '../../../shared/schemas/billing.ts'
import type { Database } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { type Invoice, invoiceCounter, invoices } from '../../db/schema/invoices.ts'
import type { Env } from '../../env.ts'

/** TVA, taux normal (CGI art. 278), in basis points. */
export const VAT_RATE_BP = 2000

export type InvoiceSeller = { name: string; address: string; siren: string; vatId: string }

export const DEFAULT_SELLER: InvoiceSeller = {
  name: 'Adéquat SAS',
  address: '10 rue de la Paix, 75002 Paris, France',
  siren: '000 000 000 RCS Paris',
  vatId: 'FR00000000000',
}

export function invoiceSellerFrom(env: Env): InvoiceSeller {
  return {
    name: env.INVOICE_SELLER_NAME,
    address: env.INVOICE_SELLER_ADDRESS,
    siren: env.INVOICE_SELLER_SIREN,
    vatId: env.INVOICE_SELLER_VAT_ID,
  }
}

// Renewals are settled wherever a subscription is read (quota, /api/me), far from the configuration:
// the seller is registered once per database by createApp and read here.
const sellerByDb = new WeakMap<Database, InvoiceSeller>()
export function registerInvoiceSeller(db: Database, seller: InvoiceSeller): void {
  sellerByDb.set(db, seller)
}
export function invoiceSellerOf(db: Database): InvoiceSeller {
  return sellerByDb.get(db) ?? DEFAULT_SELLER
}

/** Splits a TTC amount: HT rounded to the cent, TVA the rest, so HT + TVA = TTC exactly. */
export function splitVat(inclTaxCents: number, rateBp = VAT_RATE_BP): { exclTax: number; vat: number } {
  const exclTax = Math.round((inclTaxCents * 10_000) / (10_000 + rateBp))
  return { exclTax, vat: inclTaxCents - exclTax }
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'CB',
}

/** 'Visa •••• 4242', as printed on the invoice and the receipt. */
export function describeCard(card: { brand: string; last4: string }): string {
  return `${CARD_BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`
}

export function formatInvoiceNumber(sequence: number): string {
  return `F-${String(sequence).padStart(6, '0')}`
}

/** Allocates the next number of the one sequence; only meaningful inside the payment's transaction. */
export async function allocateInvoiceSequence(tx: Database): Promise<number> {
  const [row] = await tx
    .update(invoiceCounter)
    .set({ value: sql`${invoiceCounter.value} + 1` })
    .where(eq(invoiceCounter.id, 'invoice'))
    .returning({ value: invoiceCounter.value })
  if (!row) throw new Error('invoice_counter row missing (migration 0010 not applied)')
  return Number(row.value)
}

export function sellerText(seller: InvoiceSeller): string {
  return [
    seller.name,
    seller.address,
    `SIREN : ${seller.siren}`,
    `TVA intracommunautaire : ${seller.vatId}`,
  ].join('\n')
}

export type IssueInvoiceInput = {
  userId: string
  plan: Plan
  providerSubscriptionId: string
  periodStart: Date
  periodEnd: Date
  paymentMethod: { brand: string; last4: string } | null
  /** From `invoiceSellerOf(db)`, read before the transaction (a transaction is another object). */
  seller: InvoiceSeller
  now: Date
}

/** Issues the invoice of one payment. Call it with the transaction that records the payment. */
export async function issueInvoice(tx: Database, input: IssueInvoiceInput): Promise<Invoice> {
  const [buyer] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, input.userId))
    .limit(1)
  if (!buyer) throw new Error('invoice buyer missing')
  const sequence = await allocateInvoiceSequence(tx)
  const { exclTax, vat } = splitVat(input.plan.priceCents)
  const from = formatLongDate(input.periodStart.getTime() / 1000)
  const to = formatLongDate(input.periodEnd.getTime() / 1000)
  const [invoice] = await tx
    .insert(invoices)
    .values({
      id: randomUUID(),
      sequence,
      number: formatInvoiceNumber(sequence),
      userId: input.userId,
      provider: 'local',
      providerSubscriptionId: input.providerSubscriptionId,
      issuedAt: input.now,
      buyerEmail: buyer.email,
      buyerName: buyer.name && buyer.name !== buyer.email ? buyer.name : null,
      planId: input.plan.id,
      description: `Abonnement Adéquat ${input.plan.name}, du ${from} au ${to}`,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      amountExclTaxCents: exclTax,
      vatRateBp: VAT_RATE_BP,
      vatCents: vat,
      amountInclTaxCents: input.plan.priceCents,
      currency: input.plan.currency,
      paymentMethod: input.paymentMethod ? describeCard(input.paymentMethod) : null,
      seller: sellerText(input.seller),
      createdAt: input.now,
    })
    .returning()
  return invoice!
}

/** A user's own invoices, newest first. */
export async function listLocalInvoices(db: Database, userId: string): Promise<InvoiceListItem[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.sequence))
    .limit(120)
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: Math.floor(row.issuedAt.getTime() / 1000),
    totalCents: row.amountInclTaxCents,
    currency: row.currency,
    status: 'paid',
    planId: normalizePlanId(row.planId),
    pdfUrl: `/api/billing/invoices/${row.id}/pdf`,
    hostedUrl: null,
  }))
}

/** One invoice, only if it belongs to `userId` (anyone else: null, answered as not found). */
export async function findOwnInvoice(
  db: Database,
  userId: string,
  invoiceId: string,
): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1)
  return row ?? null
}
