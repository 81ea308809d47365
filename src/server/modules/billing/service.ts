/**
 * Billing operations behind /api/billing: start a checkout (or schedule a plan change for a
 * subscriber), cancel at period end, open the billing portal. Each takes its dependencies.
 */
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import { getPlan } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { billingSubscriptions } from '../../db/schema/billing.ts'
import type { BillingProvider } from './providers/provider.ts'
import { findCurrentSubscriptionRow } from './subscription.ts'
import { getSubscriptionView, type SubscriptionResponse } from './view.ts'

/**
 * Resolves a success/cancel URL against the app's origin; a URL on another origin is refused
 * (no open redirect). Relative paths are allowed.
 */
export function resolveSameOriginUrl(
  value: string | undefined,
  fallbackPath: string,
  appUrl: string,
): string {
  const origin = new URL(appUrl).origin
  if (value === undefined || value === '') return `${origin}${fallbackPath}`
  let url: URL
  try {
    url = new URL(value, `${origin}/`)
  } catch (cause) {
    throw new AppError('REDIRECT_FORBIDDEN', { cause })
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new AppError('REDIRECT_FORBIDDEN')
  }
  return url.toString()
}

export type StartCheckoutInput = {
  user: { id: string; email: string }
  planId: string
  successUrl?: string | undefined
  cancelUrl?: string | undefined
  appUrl: string
  now: Date
}

/**
 * A user without a current subscription gets a hosted checkout. A subscriber asking for another
 * plan gets the change scheduled at the next billing period and is sent to the profile, which shows
 * it (the FAQ's promise; never a second subscription).
 */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  input: StartCheckoutInput,
): Promise<{ url: string }> {
  const plan = getPlan(input.planId)
  if (!plan) throw new AppError('PLAN_UNKNOWN')
  const successUrl = resolveSameOriginUrl(input.successUrl, '/checkout/success', input.appUrl)
  const cancelUrl = resolveSameOriginUrl(input.cancelUrl, '/checkout/cancel', input.appUrl)
  const profileUrl = `${new URL(input.appUrl).origin}/profile`

  const current = await findCurrentSubscriptionRow(db, input.user.id, input.now)
  if (current) {
    // The trial is an introductory offer: a subscriber cannot move back to it.
    if (plan.id === 'trial') throw new AppError('PLAN_CHANGE_INVALID')
    const alreadyThere = current.planId === plan.id && !current.pendingPlanId
    const alreadyPending = current.pendingPlanId === plan.id
    if (!alreadyThere && !alreadyPending) await provider.changePlan(db, current, plan.id, input.now)
    return { url: profileUrl }
  }

  // The 1 € trial is an introductory offer: once per account, even after it has ended.
  if (plan.id === 'trial' && (await hasHadTrial(db, input.user.id))) throw new AppError('TRIAL_ALREADY_USED')

  let result: { url: string | null }
  try {
    result = await provider.createCheckout(db, {
      user: input.user,
      plan,
      successUrl,
      cancelUrl,
      now: input.now,
    })
  } catch (cause) {
    if (cause instanceof AppError) throw cause
    throw new AppError('CHECKOUT_FAILED', { cause })
  }
  if (!result.url) throw new AppError('CHECKOUT_NO_URL', { message: 'No checkout URL returned' })
  return { url: result.url }
}

async function hasHadTrial(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.planId, 'trial')))
    .limit(1)
  return row !== undefined
}

/** Cancels at period end (access kept until then), then re-reads the subscription. */
export async function cancelSubscription(
  db: Database,
  provider: BillingProvider,
  userId: string,
  now: Date,
): Promise<SubscriptionResponse> {
  const current = await findCurrentSubscriptionRow(db, userId, now)
  if (!current) throw new AppError('NO_SUBSCRIPTION')
  if (!current.cancelAtPeriodEnd) {
    try {
      await provider.cancelAtPeriodEnd(db, current, now)
    } catch (cause) {
      if (cause instanceof AppError) throw cause
      throw new AppError('CANCEL_FAILED', { cause })
    }
  }
  return getSubscriptionView(db, userId, now)
}

export async function openBillingPortal(
  db: Database,
  provider: BillingProvider,
  userId: string,
  appUrl: string,
  now: Date,
): Promise<{ url: string }> {
  const current = await findCurrentSubscriptionRow(db, userId, now)
  if (!current) throw new AppError('NO_SUBSCRIPTION')
  return provider.createPortal(db, userId, `${new URL(appUrl).origin}/profile`)
}
