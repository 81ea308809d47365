/** Chooses the payment provider from configuration: Stripe when STRIPE_SECRET_KEY is set, else local. */
import type { Env } from '../../../env.ts'
import type { Logger } from '../../../logger.ts'
import { createLocalProvider } from './local.ts'
import type { BillingProvider } from './provider.ts'
import { createStripeProvider, type StripeProvider } from './stripe.ts'

export function createBillingProvider(env: Env, logger?: Logger): BillingProvider | StripeProvider {
  if (!env.STRIPE_SECRET_KEY) return createLocalProvider({ appUrl: env.APP_URL })
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: {
      trial: env.STRIPE_PRICE_TRIAL,
      starter: env.STRIPE_PRICE_STARTER,
      premium: env.STRIPE_PRICE_PREMIUM,
      gold: env.STRIPE_PRICE_GOLD,
    },
    ...(base && {
      api: {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      },
    }),
    ...(logger && { log: logger }),
  })
}

export function isStripeProvider(provider: BillingProvider): provider is StripeProvider {
  return provider.name === 'stripe' && 'handleWebhook' in provider
}
