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
    period: z.enum(['lifetime', 'month']),
  }),
  questionsLimit: z.number().int(),
})
export type UsageSummary = z.infer<typeof usageSummarySchema>
