/**
 * The Stripe provider (when STRIPE_SECRET_KEY is set): hosted Checkout Sessions in subscription
 * mode, one Stripe customer per user reused, webhooks verified over the raw body and processed
 * once per event id. The webhook trusts only ids from the event and re-reads the subscription from
 * Stripe (with its default payment method) before storing it; an older event never overwrites
 * the state a newer one wrote.
 *
 * Plan change: the subscription item's price is replaced with `proration_behavior: 'none'`, so
 * Stripe bills the new price from the next period; metadata (plan_id, pending_plan_id,
 * pending_from) lets any re-read tell the plan paid for now from the one that starts next period.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { AppError } from '../../../../shared/errors.ts'
import { normalizePlanId, PLAN_IDS, PLANS, type PlanId } from '../../../../shared/plans.ts'
import type { Database } from '../../../db/client.ts'
import { billingCustomers, billingSubscriptions, processedBillingEvents } from '../../../db/schema/billing.ts'
import type { BillingProvider } from './provider.ts'

export type StripeProviderOptions = {
  secretKey: string
  webhookSecret?: string | undefined
  /** STRIPE_PRICE_<ID> of each plan. */
  prices: Partial<Record<PlanId, string | undefined>>
  /** Tests point the SDK at a local server answering the Stripe API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
  /** Maximum age of a webhook signature, seconds (Stripe's default: 300). */
  webhookToleranceSeconds?: number
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void }
}

/** A payment Stripe reports (invoice.paid), re-read from Stripe, for the receipt e-mail. */
export type StripePayment = {
  userId: string
  number: string | null
  amountPaidCents: number
  paidAt: Date
  description: string
  hostedUrl: string | null
}

export type WebhookOutcome = {
  eventId: string
  type: string
  result: 'processed' | 'duplicate' | 'ignored'
  /** Set when the event is a payment: the route sends its receipt. */
  payment?: StripePayment
}

export type StripeProvider = BillingProvider & {
  handleWebhook(
    db: Database,
    rawBody: string,
    signature: string | undefined,
    now: Date,
  ): Promise<WebhookOutcome>
  /** Re-reads a subscription from Stripe and stores it (ordering by `eventAt`). */
  syncSubscription(
    db: Database,
    subscriptionId: string,
    eventAt: Date,
    options?: { deleted?: boolean },
  ): Promise<void>
}

const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000)
const truncateToSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000)
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.api ? 0 : 2,
    timeout: 20_000,
    appInfo: { name: 'adequat' },
    ...(options.api && { host: options.api.host, port: options.api.port, protocol: options.api.protocol }),
  })
  const log = options.log ?? { warn: () => {} }
  const planByPrice = new Map<string, PlanId>()
  for (const id of PLAN_IDS) {
    const price = options.prices[id]
    if (price) planByPrice.set(price, id)
  }
  const priceOf = (planId: PlanId): string => {
    const price = options.prices[planId]
    if (!price)
      throw new AppError('CHECKOUT_FAILED', { message: `STRIPE_PRICE_${planId.toUpperCase()} is not set` })
    return price
  }

  async function findCustomer(db: Database, userId: string) {
    const [row] = await db
      .select()
      .from(billingCustomers)
      .where(
        and(
          eq(billingCustomers.userId, userId),
          eq(billingCustomers.provider, 'stripe'),
          isNull(billingCustomers.deletedAt),
        ),
      )
      .limit(1)
    return row ?? null
  }

  async function ensureCustomer(
    db: Database,
    user: { id: string; email: string },
    now: Date,
  ): Promise<string> {
    const existing = await findCustomer(db, user.id)
    if (existing) return existing.providerCustomerId
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      // Two concurrent checkouts of one user create one Stripe customer.
      { idempotencyKey: `adequat-customer-${user.id}` },
    )
    await db
      .insert(billingCustomers)
      .values({
        id: randomUUID(),
        userId: user.id,
        provider: 'stripe',
        providerCustomerId: customer.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
    const stored = await findCustomer(db, user.id)
    return stored?.providerCustomerId ?? customer.id
  }

  /** Stores a subscription object read from Stripe; skipped when a newer event already wrote it. */
  async function storeSubscription(
    db: Database,
    sub: Stripe.Subscription,
    eventAt: Date,
    deleted: boolean,
    /** A response to our own call: the current truth, newer than anything stored. */
    fresh = false,
  ): Promise<'stored' | 'ignored'> {
    const customerId = idOf(sub.customer)
    const [customer] = customerId
      ? await db
          .select()
          .from(billingCustomers)
          .where(
            and(eq(billingCustomers.provider, 'stripe'), eq(billingCustomers.providerCustomerId, customerId)),
          )
          .limit(1)
      : []
    if (!customer) {
      log.warn({ subscriptionId: sub.id, customerId }, 'stripe subscription for an unknown customer ignored')
      return 'ignored'
    }
    const item = sub.items.data[0]
    const priceId = item?.price.id ?? null
    const planFromPrice = priceId ? (planByPrice.get(priceId) ?? null) : null
    const meta = sub.metadata ?? {}
    let planId: PlanId | null = planFromPrice ?? normalizePlanId(meta.plan_id)
    let pendingPlanId: PlanId | null = null
    const pendingFrom = Number(meta.pending_from)
    if (
      item &&
      planFromPrice &&
      meta.pending_plan_id === planFromPrice &&
      Number.isFinite(pendingFrom) &&
      item.current_period_start < pendingFrom
    ) {
      planId = normalizePlanId(meta.plan_id) ?? planFromPrice
      pendingPlanId = sub.cancel_at_period_end ? null : planFromPrice
      if (pendingPlanId === planId) pendingPlanId = null
    }
    if (!planId || !item) {
      log.warn({ subscriptionId: sub.id, priceId }, 'stripe subscription with an unknown price ignored')
      return 'ignored'
    }
    const pm = sub.default_payment_method
    const card = pm && typeof pm !== 'string' ? pm.card : null
    const isEnded = deleted || sub.status === 'canceled' || sub.status === 'incomplete_expired'
    const values = {
      planId,
      priceId,
      status: sub.status,
      currentPeriodStart: toDate(item.current_period_start),
      currentPeriodEnd: toDate(item.current_period_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pendingPlanId,
      paymentMethodBrand: card?.brand ?? null,
      paymentMethodLast4: card?.last4 ?? null,
      providerEventAt: eventAt,
      updatedAt: new Date(),
    }
    await db
      .insert(billingSubscriptions)
      .values({
        id: randomUUID(),
        userId: customer.userId,
        customerId: customer.id,
        provider: 'stripe',
        providerSubscriptionId: sub.id,
        createdAt: toDate(sub.created),
        deletedAt: isEnded ? eventAt : null,
        ...values,
      })
      .onConflictDoUpdate({
        target: [billingSubscriptions.provider, billingSubscriptions.providerSubscriptionId],
        set: {
          ...values,
          // Deletion is final: no later write brings a subscription back.
          deletedAt: sql`coalesce(${billingSubscriptions.deletedAt}, excluded.deleted_at)`,
          providerEventAt: sql`greatest(${billingSubscriptions.providerEventAt}, excluded.provider_event_at)`,
        },
        ...(!fresh && {
          setWhere: sql`${billingSubscriptions.providerEventAt} is null or ${billingSubscriptions.providerEventAt} <= excluded.provider_event_at`,
        }),
      })
    return 'stored'
  }

  async function isStale(db: Database, subscriptionId: string, eventAt: Date): Promise<boolean> {
    const [row] = await db
      .select({ providerEventAt: billingSubscriptions.providerEventAt })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.provider, 'stripe'),
          eq(billingSubscriptions.providerSubscriptionId, subscriptionId),
        ),
      )
      .limit(1)
    return Boolean(row?.providerEventAt && row.providerEventAt.getTime() > eventAt.getTime())
  }

  async function syncSubscription(
    db: Database,
    subscriptionId: string,
    eventAt: Date,
    opts: { deleted?: boolean } = {},
  ): Promise<void> {
    if (await isStale(db, subscriptionId, eventAt)) return
    let sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })
    const stored = await storeSubscription(db, sub, eventAt, opts.deleted ?? false)
    // The trial is a one-off 3-day period: it is set not to renew as soon as it exists.
    const planId = sub.items.data[0] ? planByPrice.get(sub.items.data[0].price.id) : undefined
    if (stored === 'stored' && planId === 'trial' && sub.status === 'active' && !sub.cancel_at_period_end) {
      sub = await stripe.subscriptions.update(sub.id, {
        cancel_at_period_end: true,
        expand: ['default_payment_method'],
      })
      await storeSubscription(db, sub, eventAt, false, true)
    }
  }

  const planOfInvoice = (invoice: Stripe.Invoice): PlanId | undefined => {
    const price = invoice.lines?.data[0]?.pricing?.price_details?.price
    return price ? planByPrice.get(idOf(price) ?? '') : undefined
  }

  /** Re-reads a paid invoice from Stripe (ids only are trusted) and finds its user. */
  async function paymentOf(db: Database, invoiceId: string): Promise<StripePayment | undefined> {
    const invoice = await stripe.invoices.retrieve(invoiceId)
    if (invoice.status !== 'paid' || invoice.amount_paid <= 0) return undefined
    const customerId = idOf(invoice.customer)
    const [customer] = customerId
      ? await db
          .select({ userId: billingCustomers.userId })
          .from(billingCustomers)
          .where(
            and(eq(billingCustomers.provider, 'stripe'), eq(billingCustomers.providerCustomerId, customerId)),
          )
          .limit(1)
      : []
    if (!customer) return undefined
    const planId = planOfInvoice(invoice)
    return {
      userId: customer.userId,
      number: invoice.number ?? null,
      amountPaidCents: invoice.amount_paid,
      paidAt: toDate(invoice.status_transitions?.paid_at ?? invoice.created),
      description: planId ? `Abonnement Adéquat ${PLANS[planId].name}` : 'Abonnement Adéquat',
      hostedUrl: invoice.hosted_invoice_url ?? null,
    }
  }

  async function dispatch(
    db: Database,
    event: Stripe.Event,
  ): Promise<{ handled: boolean; payment?: StripePayment }> {
    const eventAt = toDate(event.created)
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object
        const subscriptionId = idOf(session.subscription)
        if (session.mode !== 'subscription' || !subscriptionId) return { handled: false }
        await syncSubscription(db, subscriptionId, eventAt)
        return { handled: true }
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        await syncSubscription(db, event.data.object.id, eventAt)
        return { handled: true }
      case 'customer.subscription.deleted':
        await syncSubscription(db, event.data.object.id, eventAt, { deleted: true })
        return { handled: true }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription)
        if (!subscriptionId) return { handled: false }
        await syncSubscription(db, subscriptionId, eventAt)
        if (event.type !== 'invoice.paid' || !event.data.object.id) return { handled: true }
        const payment = await paymentOf(db, event.data.object.id)
        return payment ? { handled: true, payment } : { handled: true }
      }
      default:
        return { handled: false }
    }
  }

  return {
    name: 'stripe',
    syncSubscription,

    async createCheckout(db, input) {
      const customer = await ensureCustomer(db, input.user, input.now)
      const metadata = { user_id: input.user.id, plan_id: input.plan.id }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: input.user.id,
        line_items: [{ price: priceOf(input.plan.id), quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        subscription_data: { metadata },
        locale: 'fr',
      })
      return { url: session.url ?? null }
    },

    async changePlan(db, subscription, planId, now) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId)
      const item = current.items.data[0]
      if (!item) throw new AppError('CHECKOUT_FAILED', { message: 'subscription without item' })
      const entitledPlan = normalizePlanId(subscription.planId) ?? planId
      const isRevert = planId === entitledPlan
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        items: [{ id: item.id, price: priceOf(planId) }],
        proration_behavior: 'none',
        cancel_at_period_end: false,
        metadata: isRevert
          ? { plan_id: entitledPlan, pending_plan_id: '', pending_from: '' }
          : { plan_id: entitledPlan, pending_plan_id: planId, pending_from: String(item.current_period_end) },
        expand: ['default_payment_method'],
      })
      await storeSubscription(db, updated, truncateToSecond(now), false, true)
    },

    async upgradeNow(db, subscription, planId, now) {
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId)
      const item = current.items.data[0]
      if (!item) throw new AppError('CHECKOUT_FAILED', { message: 'subscription without item' })
      let updated: Stripe.Subscription
      try {
        // A new billing cycle from now: Stripe invoices the new price at once and charges the card
        // on file; 'error_if_incomplete' refuses the change if that payment fails. No proration:
        // the 1 € trial is not credited.
        updated = await stripe.subscriptions.update(
          subscription.providerSubscriptionId,
          {
            items: [{ id: item.id, price: priceOf(planId) }],
            billing_cycle_anchor: { type: 'now' },
            proration_behavior: 'none',
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            metadata: { plan_id: planId, pending_plan_id: '', pending_from: '' },
            expand: ['default_payment_method'],
          },
          { idempotencyKey: `adequat-upgrade-${subscription.providerSubscriptionId}-${planId}` },
        )
      } catch (cause) {
        if (cause instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_DECLINED', { cause })
        throw cause
      }
      await storeSubscription(db, updated, truncateToSecond(now), false, true)
    },

    async listInvoices(db, userId) {
      const customer = await findCustomer(db, userId)
      if (!customer) return []
      const list = await stripe.invoices.list({ customer: customer.providerCustomerId, limit: 24 })
      return list.data
        .filter((invoice) => invoice.status !== 'draft' && invoice.id)
        .map((invoice) => {
          return {
            id: invoice.id as string,
            number: invoice.number ?? null,
            issuedAt: invoice.created,
            totalCents: invoice.total,
            currency: invoice.currency.toUpperCase(),
            status: invoice.status ?? 'open',
            planId: planOfInvoice(invoice) ?? null,
            pdfUrl: invoice.invoice_pdf ?? null,
            hostedUrl: invoice.hosted_invoice_url ?? null,
          }
        })
    },

    async cancelAtPeriodEnd(db, subscription, now) {
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: true,
        expand: ['default_payment_method'],
      })
      await storeSubscription(db, updated, truncateToSecond(now), false, true)
    },

    async cancelImmediately(db, subscription, now) {
      const canceled = await stripe.subscriptions.cancel(subscription.providerSubscriptionId, {
        expand: ['default_payment_method'],
      })
      await storeSubscription(db, canceled, truncateToSecond(now), true, true)
    },

    async createPortal(db, userId, returnUrl) {
      const customer = await findCustomer(db, userId)
      if (!customer) throw new AppError('NO_SUBSCRIPTION')
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.providerCustomerId,
        return_url: returnUrl,
        locale: 'fr',
      })
      return { url: session.url }
    },

    async handleWebhook(db, rawBody, signature, now) {
      if (!options.webhookSecret || !signature) throw new AppError('WEBHOOK_INVALID')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          options.webhookToleranceSeconds ?? 300,
          undefined,
          now.getTime(),
        )
      } catch (cause) {
        throw new AppError('WEBHOOK_INVALID', { cause })
      }
      // Claim the event id first: a concurrent or repeated delivery finds it taken.
      const claimed = await db
        .insert(processedBillingEvents)
        .values({ provider: 'stripe', eventId: event.id, type: event.type, processedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: processedBillingEvents.eventId })
      if (claimed.length === 0) return { eventId: event.id, type: event.type, result: 'duplicate' }
      try {
        const { handled, payment } = await dispatch(db, event)
        return {
          eventId: event.id,
          type: event.type,
          result: handled ? 'processed' : 'ignored',
          ...(payment && { payment }),
        }
      } catch (error) {
        // Give the id back so Stripe's retry is processed.
        await db
          .delete(processedBillingEvents)
          .where(
            and(eq(processedBillingEvents.provider, 'stripe'), eq(processedBillingEvents.eventId, event.id)),
          )
        throw error
      }
    },
  }
}
