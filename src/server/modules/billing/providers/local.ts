/**
 * The local payment provider (the default): an in-app page plays the hosted checkout
 * (/billing/local-checkout/:session, plainly marked as a demonstration) and paying creates the same
 * customer and subscription records a Stripe webhook would. Renewal and the end of a cancelled
 * subscription are applied when read (./../subscription.ts), as Stripe would at period end.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { AppError } from '../../../../shared/errors.ts'
import { getPlan } from '../../../../shared/plans.ts'
import type { LocalCheckoutDetails } from '../../../../shared/schemas/billing.ts'
import type { Database } from '../../../db/client.ts'
import { billingCustomers, billingSubscriptions, localCheckoutSessions } from '../../../db/schema/billing.ts'
import { invoiceSellerOf, issueInvoice, listLocalInvoices } from '../invoices.ts'
import { addPlanPeriod, findCurrentSubscriptionRow } from '../subscription.ts'
import { getSubscriptionView, type SubscriptionResponse } from '../view.ts'
import { type CardInput, checkTestCard } from './local-cards.ts'
import type { BillingProvider } from './provider.ts'

/** How long a local checkout page stays payable (Stripe: 24 h; a demo needs less). */
export const LOCAL_SESSION_TTL_MS = 60 * 60 * 1000

export function createLocalProvider(options: { appUrl: string }): BillingProvider {
  const origin = new URL(options.appUrl).origin
  return {
    name: 'local',
    async createCheckout(db, input) {
      const id = `lcs_${randomBytes(18).toString('base64url')}`
      await db.insert(localCheckoutSessions).values({
        id,
        userId: input.user.id,
        planId: input.plan.id,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        status: 'open',
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + LOCAL_SESSION_TTL_MS),
      })
      return { url: `${origin}/billing/local-checkout/${id}` }
    },
    async changePlan(db, subscription, planId, now) {
      await db
        .update(billingSubscriptions)
        .set({
          pendingPlanId: planId === subscription.planId ? null : planId,
          // A plan chosen for the next period means the subscription continues (the trial included).
          cancelAtPeriodEnd: false,
          updatedAt: now,
        })
        .where(eq(billingSubscriptions.id, subscription.id))
    },
    async upgradeNow(db, subscription, planId, now) {
      const plan = getPlan(planId)
      if (!plan) throw new AppError('PLAN_UNKNOWN')
      const periodEnd = addPlanPeriod(now, plan)
      const seller = invoiceSellerOf(db)
      await db.transaction(async (tx) => {
        // Guarded by the trial it read: a second confirmation (double click, two tabs) finds no trial.
        const changed = await tx
          .update(billingSubscriptions)
          .set({
            planId: plan.id,
            priceId: null,
            pendingPlanId: null,
            cancelAtPeriodEnd: false,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd,
            updatedAt: now,
          })
          .where(
            and(
              eq(billingSubscriptions.id, subscription.id),
              eq(billingSubscriptions.planId, 'trial'),
              eq(billingSubscriptions.status, 'active'),
            ),
          )
          .returning({ id: billingSubscriptions.id })
        if (changed.length === 0) throw new AppError('PLAN_CHANGE_STALE')
        // The card on file pays now (the demonstration charges nothing real).
        await issueInvoice(tx, {
          userId: subscription.userId,
          plan,
          providerSubscriptionId: subscription.providerSubscriptionId,
          periodStart: now,
          periodEnd,
          paymentMethod:
            subscription.paymentMethodBrand && subscription.paymentMethodLast4
              ? { brand: subscription.paymentMethodBrand, last4: subscription.paymentMethodLast4 }
              : null,
          seller,
          now,
        })
      })
    },
    listInvoices(db, userId) {
      return listLocalInvoices(db, userId)
    },
    async cancelAtPeriodEnd(db, subscription, now) {
      await db
        .update(billingSubscriptions)
        .set({ cancelAtPeriodEnd: true, pendingPlanId: null, updatedAt: now })
        .where(eq(billingSubscriptions.id, subscription.id))
    },
    async cancelImmediately(db, subscription, now) {
      await db
        .update(billingSubscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: false,
          pendingPlanId: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(billingSubscriptions.id, subscription.id))
    },
    async createPortal() {
      return { url: `${origin}/billing/local-portal` }
    },
  }
}

export type { LocalCheckoutDetails }

async function readOpenSession(db: Database, userId: string, sessionId: string, now: Date) {
  const [session] = await db
    .select()
    .from(localCheckoutSessions)
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId)))
    .limit(1)
  if (!session) throw new AppError('CHECKOUT_SESSION_INVALID')
  const plan = getPlan(session.planId)
  if (!plan) throw new AppError('CHECKOUT_SESSION_INVALID')
  return {
    session,
    plan,
    isPayable: session.status === 'open' && session.expiresAt.getTime() > now.getTime(),
  }
}

export async function getLocalCheckoutSession(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<LocalCheckoutDetails> {
  const { session, plan, isPayable } = await readOpenSession(db, userId, sessionId, now)
  if (!isPayable) throw new AppError('CHECKOUT_SESSION_INVALID')
  return {
    id: session.id,
    planId: plan.id,
    planName: plan.name,
    priceCents: plan.priceCents,
    currency: plan.currency,
    period: plan.period,
    cancelUrl: session.cancelUrl,
  }
}

/**
 * Pays a local checkout session: checks the card, then in one transaction closes the session and
 * writes the customer and the subscription. A user who became a subscriber meanwhile (two tabs)
 * gets a plan change scheduled instead of a second subscription.
 */
export async function payLocalCheckoutSession(
  db: Database,
  userId: string,
  sessionId: string,
  card: CardInput,
  now: Date,
): Promise<{ redirectUrl: string }> {
  const { session, plan, isPayable } = await readOpenSession(db, userId, sessionId, now)
  if (session.status === 'complete') return { redirectUrl: session.successUrl }
  if (!isPayable) throw new AppError('CHECKOUT_SESSION_INVALID')
  const accepted = checkTestCard(card, now)

  const current = await findCurrentSubscriptionRow(db, userId, now)
  const seller = invoiceSellerOf(db)
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(localCheckoutSessions)
      .set({ status: 'complete', completedAt: now })
      .where(and(eq(localCheckoutSessions.id, session.id), eq(localCheckoutSessions.status, 'open')))
      .returning({ id: localCheckoutSessions.id })
    if (closed.length === 0) return

    if (current) {
      if (plan.id !== 'trial' && plan.id !== current.planId) {
        await tx
          .update(billingSubscriptions)
          .set({ pendingPlanId: plan.id, cancelAtPeriodEnd: false, updatedAt: now })
          .where(eq(billingSubscriptions.id, current.id))
      }
      await tx
        .update(localCheckoutSessions)
        .set({ subscriptionId: current.id })
        .where(eq(localCheckoutSessions.id, session.id))
      return
    }

    await tx
      .insert(billingCustomers)
      .values({
        id: randomUUID(),
        userId,
        provider: 'local',
        providerCustomerId: `lcus_${randomBytes(12).toString('base64url')}`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
    const [customer] = await tx
      .select()
      .from(billingCustomers)
      .where(
        and(
          eq(billingCustomers.userId, userId),
          eq(billingCustomers.provider, 'local'),
          isNull(billingCustomers.deletedAt),
        ),
      )
      .limit(1)
    if (!customer) throw new Error('local customer missing after insert')

    const subscriptionId = randomUUID()
    const providerSubscriptionId = `lsub_${randomBytes(12).toString('base64url')}`
    const periodEnd = addPlanPeriod(now, plan)
    await tx.insert(billingSubscriptions).values({
      id: subscriptionId,
      userId,
      customerId: customer.id,
      provider: 'local',
      providerSubscriptionId,
      planId: plan.id,
      priceId: null,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      // The trial is a one-off 3-day period that does not renew (docs/decisions).
      cancelAtPeriodEnd: plan.id === 'trial',
      paymentMethodBrand: accepted.brand,
      paymentMethodLast4: accepted.last4,
      providerEventAt: now,
      createdAt: now,
      updatedAt: now,
    })
    // The payment and its invoice commit together (the invoice number is used only if they do).
    await issueInvoice(tx, {
      userId,
      plan,
      providerSubscriptionId,
      periodStart: now,
      periodEnd,
      paymentMethod: accepted,
      seller,
      now,
    })
    await tx
      .update(localCheckoutSessions)
      .set({ subscriptionId })
      .where(eq(localCheckoutSessions.id, session.id))
  })
  return { redirectUrl: session.successUrl }
}

/** The local billing portal: replaces the card of the current subscription. */
export async function updateLocalPaymentMethod(
  db: Database,
  userId: string,
  card: CardInput,
  now: Date,
): Promise<SubscriptionResponse> {
  const current = await findCurrentSubscriptionRow(db, userId, now)
  if (current?.provider !== 'local' || !current) throw new AppError('NO_SUBSCRIPTION')
  const accepted = checkTestCard(card, now)
  await db
    .update(billingSubscriptions)
    .set({ paymentMethodBrand: accepted.brand, paymentMethodLast4: accepted.last4, updatedAt: now })
    .where(eq(billingSubscriptions.id, current.id))
  return getSubscriptionView(db, userId, now)
}
