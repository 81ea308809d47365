/**
 * /api/billing: checkout, the profile's subscription view, cancel, billing portal, the Stripe
 * webhook (raw body, signature-verified, exempt from the origin guard in app.ts) and the local
 * provider's checkout/portal endpoints used by its in-app pages.
 */
import { zValidator } from '@hono/zod-validator'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import { PLAN_CHANGE_KINDS } from '../../../shared/schemas/billing.ts'
import type { AppDeps, AppEnv } from '../../context.ts'
import { user as userTable } from '../../db/schema/auth.ts'
import { validationHook } from '../../lib/validation.ts'
import { requireUser, requireVerifiedUser } from '../auth/session.ts'
import { findOwnInvoice } from './invoices.ts'
import { listPlanChanges } from './plan-change.ts'
import { createBillingProvider, isStripeProvider } from './providers/index.ts'
import {
  getLocalCheckoutSession,
  payLocalCheckoutSession,
  updateLocalPaymentMethod,
} from './providers/local.ts'
import type { BillingProvider } from './providers/provider.ts'
import type { StripePayment } from './providers/stripe.ts'
import { invoicesPageUrl, receiptTemplate, sendPendingReceipts } from './receipts.ts'
import { cancelSubscription, openBillingPortal, startCheckout } from './service.ts'
import { getSubscriptionView } from './view.ts'

const checkoutBody = z.object({
  planId: z.string().min(1).max(32),
  expectedChange: z.enum(PLAN_CHANGE_KINDS).optional(),
  successUrl: z.string().max(2048).optional(),
  cancelUrl: z.string().max(2048).optional(),
})

const cardBody = z.object({
  cardNumber: z.string().max(32),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
})

const invoiceParam = z.object({ id: z.uuid() })

const sessionParam = z.object({ session: z.string().regex(/^lcs_[A-Za-z0-9_-]{10,64}$/) })

const providers = new WeakMap<AppDeps, BillingProvider>()

export function createBillingRoutes(options: { provider?: BillingProvider } = {}) {
  const providerOf = (c: Context<AppEnv>): BillingProvider => {
    if (options.provider) return options.provider
    const deps = c.var.deps
    let provider = providers.get(deps)
    if (!provider) {
      provider = createBillingProvider(deps.env, deps.logger)
      providers.set(deps, provider)
    }
    return provider
  }
  const localOnly = (c: Context<AppEnv>) => {
    if (providerOf(c).name !== 'local') throw new AppError('NOT_FOUND')
  }
  /** Receipts of the product's invoices just issued (a payment, a renewal settled by this request). */
  const sendReceipts = async (c: Context<AppEnv>, userId: string) => {
    const { db, mailer, env, clock } = c.var.deps
    try {
      await sendPendingReceipts({ db, mailer, logger: c.var.log, appUrl: env.APP_URL }, clock(), userId)
    } catch (error) {
      // The payment stands; the periodic pass sends the receipt later.
      c.var.log.warn({ err: error }, 'payment receipts not sent now')
    }
  }

  return new Hono<AppEnv>()
    .post('/checkout', zValidator('json', checkoutBody, validationHook), async (c) => {
      // Paying needs a verified e-mail (issue 12); the interface says so before the click.
      const user = await requireVerifiedUser(c)
      const { db, env, clock } = c.var.deps
      const body = c.req.valid('json')
      const result = await startCheckout(db, providerOf(c), {
        user: { id: user.id, email: user.email },
        planId: body.planId,
        expectedChange: body.expectedChange,
        successUrl: body.successUrl,
        cancelUrl: body.cancelUrl,
        appUrl: env.APP_URL,
        now: clock(),
      })
      if (result.change === 'upgrade_now') await sendReceipts(c, user.id)
      return c.json(result)
    })
    .get('/plan-changes', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      return c.json({ quotes: await listPlanChanges(db, user.id, clock()) })
    })
    .get('/subscription', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      const view = await getSubscriptionView(db, user.id, clock())
      await sendReceipts(c, user.id)
      return c.json(view)
    })
    .get('/invoices', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      // Settles a local renewal due now, so its invoice is listed.
      await getSubscriptionView(db, user.id, clock())
      const invoices = await providerOf(c).listInvoices(db, user.id)
      await sendReceipts(c, user.id)
      return c.json({ invoices })
    })
    .get('/invoices/:id/pdf', zValidator('param', invoiceParam, validationHook), async (c) => {
      const user = await requireUser(c)
      // Only the owner's: anyone else's id answers as if it did not exist.
      const invoice = await findOwnInvoice(c.var.deps.db, user.id, c.req.valid('param').id)
      if (!invoice) throw new AppError('NOT_FOUND')
      // pdfkit is loaded with the first invoice, not at start-up.
      const { renderInvoicePdf } = await import('./invoice-pdf.ts')
      const pdf = await renderInvoicePdf(invoice)
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="facture-${invoice.number}.pdf"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, no-store',
      })
    })
    .post('/cancel', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      return c.json(await cancelSubscription(db, providerOf(c), user.id, clock()))
    })
    .post('/portal', async (c) => {
      const user = await requireUser(c)
      const { db, env, clock } = c.var.deps
      return c.json(await openBillingPortal(db, providerOf(c), user.id, env.APP_URL, clock()))
    })
    .post('/webhook', async (c) => {
      const provider = providerOf(c)
      if (!isStripeProvider(provider)) throw new AppError('NOT_FOUND')
      const { db, clock } = c.var.deps
      const outcome = await provider.handleWebhook(
        db,
        await c.req.text(),
        c.req.header('stripe-signature'),
        clock(),
      )
      c.var.log.info(
        { eventId: outcome.eventId, type: outcome.type, result: outcome.result },
        'stripe webhook',
      )
      if (outcome.payment) await sendStripeReceipt(c, outcome.payment)
      return c.json({ received: true })
    })
    .get('/local/sessions/:session', zValidator('param', sessionParam, validationHook), async (c) => {
      localOnly(c)
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      return c.json(await getLocalCheckoutSession(db, user.id, c.req.valid('param').session, clock()))
    })
    .post(
      '/local/sessions/:session/pay',
      zValidator('param', sessionParam, validationHook),
      zValidator('json', cardBody, validationHook),
      async (c) => {
        localOnly(c)
        const user = await requireVerifiedUser(c)
        const { db, clock } = c.var.deps
        const card = c.req.valid('json')
        const result = await payLocalCheckoutSession(
          db,
          user.id,
          c.req.valid('param').session,
          { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
          clock(),
        )
        await sendReceipts(c, user.id)
        return c.json({ url: result.redirectUrl })
      },
    )
    .post('/local/portal/card', zValidator('json', cardBody, validationHook), async (c) => {
      localOnly(c)
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      const card = c.req.valid('json')
      return c.json(
        await updateLocalPaymentMethod(
          db,
          user.id,
          { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
          clock(),
        ),
      )
    })
}

/** The receipt of a payment Stripe reported; a failure is logged (the event stays processed). */
async function sendStripeReceipt(c: Context<AppEnv>, payment: StripePayment) {
  const { db, mailer, env } = c.var.deps
  try {
    const [owner] = await db
      .select({ email: userTable.email })
      .from(userTable)
      .where(eq(userTable.id, payment.userId))
      .limit(1)
    if (!owner) return
    await mailer.send({
      to: owner.email,
      ...receiptTemplate({
        number: payment.number,
        amountInclTaxCents: payment.amountPaidCents,
        paidAt: payment.paidAt,
        description: payment.description,
        invoiceUrl: payment.hostedUrl ?? invoicesPageUrl(env.APP_URL),
      }),
    })
  } catch (error) {
    c.var.log.warn({ err: error }, 'stripe payment receipt not sent')
  }
}
