/**
 * /api/account — the profile's data rights (decision 15):
 * - GET /export: everything stored about the signed-in account, with its invoices (the product's, and
 *   Stripe's listed from Stripe), as a JSON attachment;
 * - DELETE / { password }: checks the password with better-auth, cancels any subscription at the
 *   provider, deletes the account (./delete-account.ts) and clears the session cookies.
 */
import { zValidator } from '@hono/zod-validator'
import { getCookies } from 'better-auth/cookies'
import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { AppError } from '../../../shared/errors.ts'
import { deleteAccountSchema, exportFileName } from '../../../shared/schemas/account.ts'
import type { InvoiceListItem } from '../../../shared/schemas/billing.ts'
import type { AppDeps, AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { extractionCache } from '../analyses/runner.ts'
import { requireUser } from '../auth/session.ts'
import { createBillingProvider } from '../billing/providers/index.ts'
import { createLocalProvider } from '../billing/providers/local.ts'
import type { BillingProvider } from '../billing/providers/provider.ts'
import { getEntitlement } from '../usage/service.ts'
import { deleteAccount, type ProviderFor } from './delete-account.ts'
import { exportAccount } from './export-account.ts'

/** better-auth's password check (its hashing, never ours); a wrong password is PASSWORD_INCORRECT. */
async function checkPassword(c: Context<AppEnv>, password: string): Promise<void> {
  try {
    await c.var.deps.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers })
  } catch (error) {
    const code = (error as { body?: { code?: unknown } } | null)?.body?.code
    if (code === 'INVALID_PASSWORD' || code === 'PASSWORD_TOO_LONG') throw new AppError('PASSWORD_INCORRECT')
    if (code === 'UNAUTHORIZED') throw new AppError('UNAUTHENTICATED')
    throw error
  }
}

/** Expires better-auth's session cookies in this response (the sessions are already deleted). */
function clearSessionCookies(c: Context<AppEnv>): void {
  const cookies = getCookies(c.var.deps.auth.options)
  for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
    const { name, attributes } = cookie
    setCookie(c, name, '', {
      path: attributes.path,
      secure: attributes.secure || name.startsWith('__Secure-'),
      httpOnly: attributes.httpOnly,
      sameSite: 'Lax',
      maxAge: 0,
      ...(attributes.domain && { domain: attributes.domain }),
    })
  }
}

const providersByDeps = new WeakMap<AppDeps, { configured: BillingProvider; local: BillingProvider }>()

const DELETION_ATTEMPTS = { max: 10, windowMs: 10 * 60_000 }

export function createAccountRoutes(options: { provider?: BillingProvider } = {}) {
  // Password guesses through this endpoint are limited like sign-in's.

  const providerFor = (c: Context<AppEnv>): ProviderFor => {
    const deps = c.var.deps
    let providers = providersByDeps.get(deps)
    if (!providers) {
      const configured = options.provider ?? createBillingProvider(deps.env, deps.logger)
      providers = {
        configured,
        local: configured.name === 'local' ? configured : createLocalProvider({ appUrl: deps.env.APP_URL }),
      }
      providersByDeps.set(deps, providers)
    }
    const { configured, local } = providers
    // Local subscriptions live only in our database; Stripe ones need the Stripe provider.
    return (name) => (name === 'local' ? local : configured.name === name ? configured : null)
  }

  return new Hono<AppEnv>()
    .get('/export', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      const now = clock()
      // Stripe keeps its own invoices: listed from Stripe (none when the user is not its customer).
      const stripe = providerFor(c)('stripe')
      let stripeInvoices: InvoiceListItem[] = []
      if (stripe) {
        try {
          stripeInvoices = await stripe.listInvoices(db, user.id)
        } catch (error) {
          // an export without them would be incomplete: say so rather than hand over part of it
          c.var.log.warn({ err: error }, 'account export: Stripe invoices unavailable')
          throw new AppError('SERVICE_UNAVAILABLE')
        }
      }
      const entitlement = await getEntitlement(db, user.id, now)
      const data = await exportAccount(db, user.id, now, entitlement, stripeInvoices)
      if (!data) throw new AppError('UNAUTHENTICATED')
      c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
      return c.json(data)
    })
    .delete('/', zValidator('json', deleteAccountSchema, validationHook), async (c) => {
      const user = await requireUser(c)
      const { db, env, clock, rateLimits } = c.var.deps
      if (env.RATE_LIMIT_ENABLED) await rateLimits.hit('account-deletion:user', DELETION_ATTEMPTS, user.id)
      await checkPassword(c, c.req.valid('json').password)
      const result = await deleteAccount(db, providerFor(c), { userId: user.id, email: user.email }, clock())
      // The in-memory cache of extracted CV texts must not outlive the account.
      extractionCache.forgetUser(user.id)
      c.var.log.info(
        {
          userId: user.id,
          cancelled: result.cancelledSubscriptions,
          archived: result.archivedBillingRecords,
        },
        'account deleted',
      )
      clearSessionCookies(c)
      return c.json({ deleted: true })
    })
}
