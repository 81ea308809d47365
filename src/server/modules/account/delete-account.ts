/**
 * 'Supprimer mon compte' (GDPR erasure, decision 15). The caller has checked the password.
 * 1. Every subscription still running is cancelled at its provider at once (no renewal); a provider
 *    failure stops here with CANCEL_FAILED and nothing is deleted.
 * 2. One transaction: the subscriptions are copied, anonymised, into billing_archive (accounting law,
 *    10 years), then the analyses, usage counters, sessions, credential accounts, two-factor rows,
 *    verification tokens, e-mails to the address, contact messages from it, and the user go.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { Database } from '../../db/client.ts'
import { billingArchive } from '../../db/schema/account.ts'
import { analyses, analysisIdempotencyKeys, analysisLocks } from '../../db/schema/analyses.ts'
import { account, session, twoFactor, user, verification } from '../../db/schema/auth.ts'
import { billingCustomers, billingSubscriptions, localCheckoutSessions } from '../../db/schema/billing.ts'
import { contactMessage } from '../../db/schema/contact.ts'
import { mailMessage } from '../../db/schema/mail.ts'
import { signupPlanChoices } from '../../db/schema/plan-choice.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import type { BillingProvider } from '../billing/providers/provider.ts'
import { settleLocalSubscriptions } from '../billing/subscription.ts'

/** Accounting documents are kept 10 years in France (Code de commerce, art. L123-22). */
export const BILLING_RECORD_RETENTION_YEARS = 10

/** Statuses after which a subscription can no longer bill. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired']

export type ProviderFor = (name: 'stripe' | 'local') => BillingProvider | null

export function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime())
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return d
}

/** Cancels at the provider every subscription of the user that could still bill; returns how many. */
export async function cancelRunningSubscriptions(
  db: Database,
  providerFor: ProviderFor,
  userId: string,
  now: Date,
): Promise<number> {
  await settleLocalSubscriptions(db, userId, now)
  const running = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        isNull(billingSubscriptions.deletedAt),
        notInArray(billingSubscriptions.status, ENDED_STATUSES),
      ),
    )
  for (const subscription of running) {
    const provider = providerFor(subscription.provider)
    if (!provider) {
      throw new AppError('CANCEL_FAILED', {
        message: `no ${subscription.provider} provider configured to cancel ${subscription.id}`,
      })
    }
    try {
      await provider.cancelImmediately(db, subscription, now)
    } catch (cause) {
      throw new AppError('CANCEL_FAILED', { cause, message: `cancel ${subscription.id} failed` })
    }
  }
  return running.length
}

export type DeleteAccountResult = { cancelledSubscriptions: number; archivedBillingRecords: number }

export async function deleteAccount(
  db: Database,
  providerFor: ProviderFor,
  target: { userId: string; email: string },
  now: Date,
): Promise<DeleteAccountResult> {
  const { userId } = target
  const email = target.email.toLowerCase()
  const cancelledSubscriptions = await cancelRunningSubscriptions(db, providerFor, userId, now)

  const archivedBillingRecords = await db.transaction(async (tx) => {
    const subscriptions = await tx
      .select({
        subscription: billingSubscriptions,
        providerCustomerId: billingCustomers.providerCustomerId,
      })
      .from(billingSubscriptions)
      .innerJoin(billingCustomers, eq(billingCustomers.id, billingSubscriptions.customerId))
      .where(eq(billingSubscriptions.userId, userId))
    if (subscriptions.length > 0) {
      await tx.insert(billingArchive).values(
        subscriptions.map(({ subscription: s, providerCustomerId }) => ({
          id: randomUUID(),
          provider: s.provider,
          providerCustomerId,
          providerSubscriptionId: s.providerSubscriptionId,
          planId: s.planId,
          priceId: s.priceId,
          status: s.status,
          currentPeriodStart: s.currentPeriodStart,
          currentPeriodEnd: s.currentPeriodEnd,
          subscriptionCreatedAt: s.createdAt,
          endedAt: s.deletedAt ?? now,
          archivedAt: now,
          retainUntil: addYears(now, BILLING_RECORD_RETENTION_YEARS),
        })),
      )
    }

    // Explicit deletes (not only the foreign keys' cascades), so the list of what goes is readable here.
    await tx.delete(analysisIdempotencyKeys).where(eq(analysisIdempotencyKeys.userId, userId))
    await tx.delete(analysisLocks).where(eq(analysisLocks.userId, userId))
    await tx.delete(analyses).where(eq(analyses.userId, userId))
    await tx.delete(analysisUsage).where(eq(analysisUsage.userId, userId))
    await tx.delete(signupPlanChoices).where(eq(signupPlanChoices.userId, userId))
    await tx.delete(localCheckoutSessions).where(eq(localCheckoutSessions.userId, userId))
    await tx.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId))
    await tx.delete(billingCustomers).where(eq(billingCustomers.userId, userId))
    await tx.delete(session).where(eq(session.userId, userId))
    await tx.delete(account).where(eq(account.userId, userId))
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId))
    // better-auth keys its tokens (reset, 2FA challenge, trusted device) to the user id or address.
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), inArray(verification.identifier, [email, userId])))
    await tx.delete(mailMessage).where(eq(sql`lower(${mailMessage.to})`, email))
    await tx.delete(contactMessage).where(eq(sql`lower(${contactMessage.email})`, email))
    await tx.delete(user).where(eq(user.id, userId))
    return subscriptions.length
  })

  return { cancelledSubscriptions, archivedBillingRecords }
}
