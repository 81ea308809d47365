/**
 * /api/billing: checkout, the profile's subscription view, cancel, billing portal, the Stripe
 * webhook (raw body, signature-verified, exempt from the origin guard in app.ts) and the local
 * provider's checkout/portal endpoints used by its in-app pages.
 */
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import type { AppDeps, AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { requireUser } from '../auth/session.ts'
import { createBillingProvider, isStripeProvider } from './providers/index.ts'
import {
  getLocalCheckoutSession,
  payLocalCheckoutSession,
  updateLocalPaymentMethod,
} from './providers/local.ts'
import type { BillingProvider } from './providers/provider.ts'
import { cancelSubscription, openBillingPortal, startCheckout } from './service.ts'
import { getSubscriptionView } from './view.ts'

const checkoutBody = z.object({
  planId: z.string().min(1).max(32),
  successUrl: z.string().max(2048).optional(),
  cancelUrl: z.string().max(2048).optional(),
})

const cardBody = z.object({
  cardNumber: z.string().max(32),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
})

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

  return new Hono<AppEnv>()
    .post('/checkout', zValidator('json', checkoutBody, validationHook), async (c) => {
      const user = await requireUser(c)
      const { db, env, clock } = c.var.deps
      const body = c.req.valid('json')
      const result = await startCheckout(db, providerOf(c), {
        user: { id: user.id, email: user.email },
        planId: body.planId,
        successUrl: body.successUrl,
        cancelUrl: body.cancelUrl,
        appUrl: env.APP_URL,
        now: clock(),
      })
      return c.json(result)
    })
    .get('/subscription', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      return c.json(await getSubscriptionView(db, user.id, clock()))
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
        const user = await requireUser(c)
        const { db, clock } = c.var.deps
        const card = c.req.valid('json')
        const result = await payLocalCheckoutSession(
          db,
          user.id,
          c.req.valid('param').session,
          { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
          clock(),
        )
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
