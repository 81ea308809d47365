/**
 * The 'Télécharger mes données' export (GDPR access and portability, decision 15): everything
 * stored about one account, as JSON. Never a secret: no password hash, session token, TOTP secret,
 * backup code or e-mail body (e-mails carry sign-in and reset links). What the user gave us (CV text,
 * job descriptions, messages) is complete; what we generated is redacted exactly as the API redacts
 * it for the user's plan, so the export is no way around a plan's limits.
 * Invoices: the product's own (local provider) from the database with everything they state, and
 * Stripe's as Stripe lists them (number, date, amount, plan, links), passed in by the route.
 */
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { InvoiceListItem } from '../../../shared/schemas/billing.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { session, user } from '../../db/schema/auth.ts'
import { billingCustomers, billingSubscriptions } from '../../db/schema/billing.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import { contactMessage } from '../../db/schema/contact.ts'
import { invoices } from '../../db/schema/invoices.ts'
import { mailMessage } from '../../db/schema/mail.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import { redactResult } from '../analyses/redaction.ts'

export const ACCOUNT_EXPORT_FORMAT = 'adequat-account-export'
export const ACCOUNT_EXPORT_VERSION = 2

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()

export async function exportAccount(
  db: Database,
  userId: string,
  now: Date,
  entitlement: { isPaid: boolean },
  /** Stripe's invoices of the user (from the provider), when the user is a Stripe customer. */
  stripeInvoices: InvoiceListItem[] = [],
) {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!account) return null
  const email = account.email.toLowerCase()

  const [
    customers,
    subscriptions,
    invoiceRows,
    analysisRows,
    comparisonRows,
    usage,
    contacts,
    mails,
    sessions,
  ] = await Promise.all([
    db
      .select({
        provider: billingCustomers.provider,
        providerCustomerId: billingCustomers.providerCustomerId,
        createdAt: billingCustomers.createdAt,
        deletedAt: billingCustomers.deletedAt,
      })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId))
      .orderBy(asc(billingCustomers.createdAt)),
    db
      .select({
        provider: billingSubscriptions.provider,
        providerSubscriptionId: billingSubscriptions.providerSubscriptionId,
        planId: billingSubscriptions.planId,
        priceId: billingSubscriptions.priceId,
        status: billingSubscriptions.status,
        currentPeriodStart: billingSubscriptions.currentPeriodStart,
        currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: billingSubscriptions.cancelAtPeriodEnd,
        pendingPlanId: billingSubscriptions.pendingPlanId,
        paymentMethodBrand: billingSubscriptions.paymentMethodBrand,
        paymentMethodLast4: billingSubscriptions.paymentMethodLast4,
        createdAt: billingSubscriptions.createdAt,
        updatedAt: billingSubscriptions.updatedAt,
        deletedAt: billingSubscriptions.deletedAt,
      })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, userId))
      .orderBy(asc(billingSubscriptions.createdAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        planId: invoices.planId,
        description: invoices.description,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        amountExclTaxCents: invoices.amountExclTaxCents,
        vatRateBp: invoices.vatRateBp,
        vatCents: invoices.vatCents,
        amountInclTaxCents: invoices.amountInclTaxCents,
        currency: invoices.currency,
        paymentMethod: invoices.paymentMethod,
        buyerEmail: invoices.buyerEmail,
        buyerName: invoices.buyerName,
        seller: invoices.seller,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.sequence)),
    db
      .select({
        id: analyses.id,
        createdAt: analyses.createdAt,
        fileName: analyses.fileName,
        fileType: analyses.fileType,
        fileSize: analyses.fileSize,
        cvText: analyses.cvText,
        jobTitle: analyses.jobTitle,
        jobDescription: analyses.jobDescription,
        result: analyses.result,
        questionsCount: analyses.questionsCount,
        engine: analyses.engine,
        engineVersion: analyses.engineVersion,
        durationMs: analyses.durationMs,
      })
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .orderBy(desc(analyses.createdAt)),
    db
      .select({
        id: comparisons.id,
        createdAt: comparisons.createdAt,
        jobTitle: comparisons.jobTitle,
        jobDescription: comparisons.jobDescription,
        analysisAId: comparisons.analysisAId,
        analysisBId: comparisons.analysisBId,
        outcome: comparisons.outcome,
      })
      .from(comparisons)
      .where(eq(comparisons.userId, userId))
      .orderBy(desc(comparisons.createdAt)),
    db
      .select({
        period: analysisUsage.period,
        count: analysisUsage.count,
        updatedAt: analysisUsage.updatedAt,
      })
      .from(analysisUsage)
      .where(eq(analysisUsage.userId, userId))
      .orderBy(asc(analysisUsage.period)),
    db
      .select({
        id: contactMessage.id,
        name: contactMessage.name,
        email: contactMessage.email,
        subject: contactMessage.subject,
        message: contactMessage.message,
        status: contactMessage.status,
        createdAt: contactMessage.createdAt,
        sentAt: contactMessage.sentAt,
      })
      .from(contactMessage)
      .where(eq(sql`lower(${contactMessage.email})`, email))
      .orderBy(asc(contactMessage.createdAt)),
    db
      .select({
        template: mailMessage.template,
        subject: mailMessage.subject,
        status: mailMessage.status,
        createdAt: mailMessage.createdAt,
      })
      .from(mailMessage)
      .where(eq(sql`lower(${mailMessage.to})`, email))
      .orderBy(asc(mailMessage.createdAt)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
  ])

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: { ...account, twoFactorEnabled: account.twoFactorEnabled === true },
    billing: {
      customers,
      subscriptions,
      // oldest first, the product's own then Stripe's
      invoices: [
        ...invoiceRows.map(({ id, ...row }) => ({
          provider: 'local' as const,
          ...row,
          status: 'paid',
          pdfUrl: `/api/billing/invoices/${id}/pdf`,
        })),
        ...[...stripeInvoices]
          .sort((a, b) => a.issuedAt - b.issuedAt)
          .map((invoice) => ({
            provider: 'stripe' as const,
            number: invoice.number,
            issuedAt: iso(invoice.issuedAt),
            planId: invoice.planId,
            amountInclTaxCents: invoice.totalCents,
            currency: invoice.currency,
            status: invoice.status,
            pdfUrl: invoice.pdfUrl,
            hostedUrl: invoice.hostedUrl,
          })),
      ],
    },
    analyses: analysisRows.map((row) => ({
      ...row,
      result: redactResult(row.result, entitlement.isPaid),
      isCvTextPurged: row.cvText === null,
    })),
    comparisons: comparisonRows,
    usage,
    contactMessages: contacts,
    emails: mails,
    sessions,
  }
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>
