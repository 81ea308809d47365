/**
 * The product's invoices (local provider), on PGlite and on PostgreSQL when TEST_DATABASE_URL is
 * set: what a French invoice states (number, date, seller from configuration, buyer, item, HT / TVA
 * 20 % / TTC), the receipt e-mail after each payment (first payment, renewal), the PDF for its owner
 * only, and ONE gap-free, unique sequence of numbers under concurrent payments and rolled-back ones.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helpers/app.ts'
import { DECLINED_CARD, payCheckout, TEST_CARD } from '../../../../test/helpers/checkout.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { pdfPages } from '../../../../test/helpers/report-fixture.ts'
import { PLANS } from '../../../shared/plans.ts'
import type { InvoicesResponse } from '../../../shared/schemas/billing.ts'
import { invoices } from '../../db/schema/invoices.ts'
import { createLogger } from '../../logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import { DEFAULT_SELLER, formatInvoiceNumber, issueInvoice, splitVat } from './invoices.ts'
import { sendPendingReceipts } from './receipts.ts'

const START = new Date('2026-05-31T09:00:00Z')

describe('splitVat', () => {
  it.each([
    [999, 833, 166],
    [100, 83, 17],
    [499, 416, 83],
    [1999, 1666, 333],
  ])('%i cents TTC = %i HT + %i TVA', (ttc, ht, tva) => {
    expect(splitVat(ttc)).toEqual({ exclTax: ht, vat: tva })
  })
})

describe.each(DB_KINDS)('invoices on %s', (kind) => {
  let now = START
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({
      dbKind: kind,
      clock: () => now,
      env: {
        INVOICE_SELLER_NAME: 'Adéquat Test SAS au capital de 1 000 €',
        INVOICE_SELLER_ADDRESS: '5 place du Test, 69001 Lyon',
        INVOICE_SELLER_SIREN: '123 456 789 RCS Lyon',
        INVOICE_SELLER_VAT_ID: 'FR12123456789',
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function pay(user: TestUser, planId: string, card = TEST_CARD) {
    return (await payCheckout(t, user.cookie, planId, { card })).paid
  }
  async function list(user: TestUser) {
    const res = await t.request('/api/billing/invoices', { cookie: user.cookie })
    expect(res.status).toBe(200)
    return ((await res.json()) as InvoicesResponse).invoices
  }
  async function allSequences() {
    const rows = await t.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices)
    return rows.sort((a, b) => a.sequence - b.sequence)
  }
  function expectGapFree(rows: { sequence: number; number: string }[]) {
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1))
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length)
    for (const r of rows) expect(r.number).toBe(formatInvoiceNumber(r.sequence))
  }

  it('a payment issues an invoice with the French mentions, a receipt and a PDF for its owner only', async () => {
    now = START
    const user = await t.signUp()
    expect((await pay(user, 'premium')).status).toBe(200)

    const [row] = await t.db.select().from(invoices).where(eq(invoices.userId, user.id))
    expect(row).toMatchObject({
      number: expect.stringMatching(/^F-\d{6}$/),
      buyerEmail: user.email,
      planId: 'premium',
      amountExclTaxCents: 833,
      vatRateBp: 2000,
      vatCents: 166,
      amountInclTaxCents: 999,
      currency: 'EUR',
      paymentMethod: 'Visa •••• 4242',
      description: 'Abonnement Adéquat Premium, du 31 mai 2026 au 30 juin 2026',
    })
    expect(row?.seller).toContain('Adéquat Test SAS au capital de 1 000 €')
    expect(row?.seller).toContain('FR12123456789')
    expect(row?.issuedAt.toISOString()).toBe(START.toISOString())

    // The receipt went out after the payment, once.
    const receipts = (await t.outbox(user.email)).filter((m) => m.template === 'payment-receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.subject).toBe(`Votre reçu Adéquat – 9,99\u00a0€ (facture ${row?.number})`)
    expect(receipts[0]?.text).toContain('Montant HT : 8,33')
    expect(receipts[0]?.text).toContain('TVA 20 % : 1,66')
    expect(receipts[0]?.text).toContain('/profile#factures')
    expect(row?.receiptSentAt).not.toBeNull()

    const [listed] = await list(user)
    expect(listed).toMatchObject({
      id: row?.id,
      number: row?.number,
      totalCents: 999,
      status: 'paid',
      planId: 'premium',
      pdfUrl: `/api/billing/invoices/${row?.id}/pdf`,
      hostedUrl: null,
    })

    const pdf = await t.request(listed?.pdfUrl ?? '', { cookie: user.cookie })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' ')
    for (const mention of [
      'FACTURE',
      `N° ${row?.number}`,
      'Date d’émission : 31 mai 2026',
      'Adéquat Test SAS au capital de 1 000 €',
      '5 place du Test, 69001 Lyon',
      'SIREN : 123 456 789 RCS Lyon',
      'TVA intracommunautaire : FR12123456789',
      user.email,
      'Abonnement Adéquat Premium',
      'Total HT 8,33 €',
      'TVA 20 % 1,66 €',
      'Total TTC 9,99 €',
      'payée le 31 mai 2026 par carte Visa •••• 4242',
    ]) {
      expect(text).toContain(mention)
    }

    // Anyone else: as if it did not exist; signed out: 401.
    const stranger = await t.signUp()
    const denied = await t.request(listed?.pdfUrl ?? '', { cookie: stranger.cookie })
    expect(denied.status).toBe(404)
    expect(await list(stranger)).toEqual([])
    expect((await t.request(listed?.pdfUrl ?? '')).status).toBe(401)
  })

  it('each renewal is a payment: its invoice and its receipt', async () => {
    now = START
    const user = await t.signUp()
    await pay(user, 'starter')
    now = new Date('2026-07-01T00:00:00Z')
    const listed = await list(user)
    expect(listed).toHaveLength(2)
    const [renewal] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, listed[0]?.number ?? ''))
    expect(renewal).toMatchObject({ planId: 'starter', amountInclTaxCents: 499 })
    expect(renewal?.periodStart.toISOString()).toBe('2026-06-30T09:00:00.000Z')
    const receipts = (await t.outbox(user.email)).filter((m) => m.template === 'payment-receipt')
    expect(receipts).toHaveLength(2)
  })

  it('a declined card issues nothing and uses no number', async () => {
    now = START
    const user = await t.signUp()
    const before = await allSequences()
    expect((await pay(user, 'gold', DECLINED_CARD)).status).toBe(402)
    expect(await allSequences()).toEqual(before)
    expect(await list(user)).toEqual([])
  })

  it('numbers stay unique and gap-free under concurrent payments and rolled-back ones', async () => {
    now = START
    const users = await Promise.all(Array.from({ length: 8 }, () => t.signUp()))
    // Concurrent payments through the app…
    const paid = await Promise.all(users.map((u, i) => pay(u, i % 2 ? 'starter' : 'premium')))
    expect(paid.map((r) => r.status)).toEqual(users.map(() => 200))
    // …and concurrent transactions that take a number then roll back (a payment that fails late).
    const outcomes = await Promise.allSettled(
      users.map((u, i) =>
        t.db.transaction(async (tx) => {
          await issueInvoice(tx, {
            userId: u.id,
            plan: PLANS.gold,
            providerSubscriptionId: `lsub_concurrency_${i}`,
            periodStart: now,
            periodEnd: now,
            paymentMethod: null,
            seller: DEFAULT_SELLER,
            now,
          })
          if (i % 2 === 0) throw new Error('payment failed after the number was taken')
        }),
      ),
    )
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4)
    const rows = await allSequences()
    expectGapFree(rows)
    // Every committed invoice of this test is there: 8 payments + 4 kept of the 8 transactions.
    const mine = await t.db.select().from(invoices)
    expect(mine.filter((r) => users.some((u) => u.id === r.userId))).toHaveLength(12)
  })

  it('a receipt that could not be sent is retried by the next pass, and sent once', async () => {
    now = START
    const user = await t.signUp()
    await pay(user, 'starter')
    const [row] = await t.db.select().from(invoices).where(eq(invoices.userId, user.id))
    await t.db
      .update(invoices)
      .set({ receiptSentAt: null })
      .where(eq(invoices.id, row?.id ?? ''))
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('SMTP down')
      },
      close() {},
    }
    const deps = { db: t.db, logger: createLogger(t.env), appUrl: t.env.APP_URL }
    expect(await sendPendingReceipts({ ...deps, mailer: failing }, now, user.id)).toBe(0)
    const [after] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, row?.id ?? ''))
    expect(after?.receiptSentAt).toBeNull()
    expect(await sendPendingReceipts({ ...deps, mailer: t.mailer }, now, user.id)).toBe(1)
    expect(await sendPendingReceipts({ ...deps, mailer: t.mailer }, now, user.id)).toBe(0)
    const receipts = (await t.outbox(user.email)).filter((m) => m.template === 'payment-receipt')
    expect(receipts).toHaveLength(2)
  })

  it('an invoice outlives the account it was issued to (accounting law)', async () => {
    now = START
    const user = await t.signUp()
    await pay(user, 'starter')
    const [before] = await t.db.select().from(invoices).where(eq(invoices.userId, user.id))
    const deleted = await t.request('/api/account', {
      method: 'DELETE',
      cookie: user.cookie,
      json: { password: user.password },
    })
    expect(deleted.status).toBe(200)
    const [after] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, before?.id ?? ''))
    expect(after).toMatchObject({ userId: null, number: before?.number, buyerEmail: user.email })
    expectGapFree(await allSequences())
  })
})
