/**
 * What the billing and usage endpoints send, as the web reads it: the profile's subscription
 * (GET /api/billing/subscription), a local checkout session's details (the demonstration payment page)
 * and the usage summary inside GET /api/me. The server builds these; the web never imports server code.
 */
import { z } from 'zod'
import { PLAN_IDS } from '../plans.ts'

const planId = z.enum(PLAN_IDS)

export const subscriptionViewSchema = z.object({
  id: z.string(),
  planId: planId.nullable(),
  planName: z.string(),
  priceCents: z.number().int(),
  currency: z.literal('EUR'),
  /** A provider status (active, past_due, …); the web maps it to its French label. */
  status: z.string(),
  isPaid: z.boolean(),
  /** Unix seconds. */
  currentPeriodEnd: z.number(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlanId: planId.nullable(),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  provider: z.enum(['stripe', 'local']),
})
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>

export const subscriptionResponseSchema = z.object({ subscription: subscriptionViewSchema.nullable() })
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>

export const localCheckoutDetailsSchema = z.object({
  id: z.string(),
  planId,
  planName: z.string(),
  priceCents: z.number().int(),
  currency: z.literal('EUR'),
  period: z.object({ unit: z.enum(['day', 'month']), count: z.number().int() }),
  cancelUrl: z.string(),
})
export type LocalCheckoutDetails = z.infer<typeof localCheckoutDetailsSchema>

export const usageSummarySchema = z.object({
  plan: planId.nullable(),
  isPaid: z.boolean(),
  usage: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    remaining: z.number().int(),
    /** 'lifetime' (free: in total), 'month' (calendar month in Paris) or 'trial' (the trial's days). */
    period: z.enum(['lifetime', 'month', 'trial']),
    /**
     * ISO instant: 'month' — when the next allowance starts (null if the subscription ends first);
     * 'trial' — when the trial ends; 'lifetime' — null.
     */
    resetsAt: z.string().nullable(),
  }),
  questionsLimit: z.number().int(),
})
export type UsageSummary = z.infer<typeof usageSummarySchema>

/**
 * What choosing a plan on /pricing would do, computed by the server (GET /api/billing/plan-changes)
 * and shown in the confirmation before anything is charged or scheduled (decision 010):
 * - checkout: no subscription; the hosted checkout charges the price now.
 * - upgrade_now: from the 1 € trial to a monthly plan; charged now, the trial ends, a month starts.
 * - scheduled: between monthly plans; the new plan and price start at the current period's end
 *   (a cancellation set on the current plan is lifted).
 * - resume: the current plan, set to end, continues; next payment at the period's end.
 * - keep_current: the current plan, with another one scheduled; the scheduled change is dropped.
 * - current / pending: nothing to do (the plan in force, or the one already scheduled).
 * - unavailable: the trial for someone who has or had a subscription (`reason`).
 */
export const PLAN_CHANGE_KINDS = [
  'checkout',
  'upgrade_now',
  'scheduled',
  'resume',
  'keep_current',
  'current',
  'pending',
  'unavailable',
] as const
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number]

export const planChangeQuoteSchema = z.object({
  planId,
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** The chosen plan's price for one period. */
  priceCents: z.number().int(),
  /** What is charged when the change is confirmed (0 when nothing is charged now). */
  chargedNowCents: z.number().int(),
  /** Unix seconds: when the chosen plan takes effect (null: nothing changes). */
  effectiveAt: z.number().nullable(),
  /** Unix seconds: the next payment after the change (null: none, e.g. the trial does not renew). */
  nextPaymentAt: z.number().nullable(),
  reason: z.enum(['TRIAL_ALREADY_USED', 'PLAN_CHANGE_INVALID']).nullable(),
  current: z
    .object({
      planId,
      priceCents: z.number().int(),
      /** Unix seconds. */
      periodEnd: z.number(),
      cancelAtPeriodEnd: z.boolean(),
      pendingPlanId: planId.nullable(),
    })
    .nullable(),
})
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>
export const planChangesResponseSchema = z.object({ quotes: z.array(planChangeQuoteSchema) })
export type PlanChangesResponse = z.infer<typeof planChangesResponseSchema>

/** One invoice of the profile's list: the product's own (local provider) or Stripe's hosted one. */
export const invoiceListItemSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Unix seconds. */
  issuedAt: z.number(),
  totalCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  planId: planId.nullable(),
  /** The PDF (same-origin for the product's invoices, Stripe's for Stripe's). */
  pdfUrl: z.string().nullable(),
  /** Stripe's hosted invoice page, when there is one. */
  hostedUrl: z.string().nullable(),
})
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceListItemSchema) })
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>
