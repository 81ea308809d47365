/**
 * Billing operations behind /api/billing: start a checkout or change a subscriber's plan, cancel at
 * period end, open the billing portal. Each takes its dependencies.
 */
import { AppError } from '../../../shared/errors.ts'
import { getPlan } from '../../../shared/plans.ts'
import type { PlanChangeKind } from '../../../shared/schemas/billing.ts'
import type { Database } from '../../db/client.ts'
import { hasHadTrial, quotePlanChange } from './plan-change.ts'
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
  /** The kind of change the confirmation showed (PLAN_CHANGE_STALE when it is no longer the one). */
  expectedChange?: PlanChangeKind | undefined
  successUrl?: string | undefined
  cancelUrl?: string | undefined
  appUrl: string
  now: Date
}

/**
 * Does what choosing `planId` means for this user (./plan-change.ts): a hosted checkout without a
 * subscription; from the trial, the upgrade at once; between monthly plans, the change at the next
 * period; the current plan resumed or kept. A subscriber is sent to the profile, which shows it.
 */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  input: StartCheckoutInput,
): Promise<{ url: string; change: PlanChangeKind }> {
  const plan = getPlan(input.planId)
  if (!plan) throw new AppError('PLAN_UNKNOWN')
  const successUrl = resolveSameOriginUrl(input.successUrl, '/checkout/success', input.appUrl)
  const cancelUrl = resolveSameOriginUrl(input.cancelUrl, '/checkout/cancel', input.appUrl)

  const current = await findCurrentSubscriptionRow(db, input.user.id, input.now)
  const hadTrial = current ? true : await hasHadTrial(db, input.user.id)
  const quote = quotePlanChange(plan, current, hadTrial, input.now)
  if (input.expectedChange && input.expectedChange !== quote.kind) throw new AppError('PLAN_CHANGE_STALE')
  const profileUrl = `${new URL(input.appUrl).origin}/profile?change=${quote.kind}&plan=${plan.id}`

  switch (quote.kind) {
    case 'unavailable':
      throw new AppError(quote.reason ?? 'PLAN_CHANGE_INVALID')
    case 'current':
    case 'pending':
      return { url: profileUrl, change: quote.kind }
    case 'upgrade_now':
      await provider.upgradeNow(db, current!, plan.id, input.now).catch(rethrowAs('CHECKOUT_FAILED'))
      return { url: profileUrl, change: quote.kind }
    case 'scheduled':
    case 'resume':
    case 'keep_current':
      await provider.changePlan(db, current!, plan.id, input.now).catch(rethrowAs('CHECKOUT_FAILED'))
      return { url: profileUrl, change: quote.kind }
    case 'checkout':
      break
  }

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
  return { url: result.url, change: 'checkout' }
}

function rethrowAs(code: 'CHECKOUT_FAILED') {
  return (cause: unknown): never => {
    if (cause instanceof AppError) throw cause
    throw new AppError(code, { cause })
  }
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
