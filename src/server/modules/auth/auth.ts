/**
 * better-auth configured for Adéquat: e-mail + password on our Drizzle database, session cookies
 * (HttpOnly, SameSite=Lax, Secure over https), verification and reset e-mails in French, sessions
 * revoked on password reset, rate limits on the sensitive endpoints, and the twoFactor plugin
 * (its tables exist; the UI comes later). See docs/decisions/004-accounts-and-request-guards.md.
 */

import { randomInt } from 'node:crypto'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { betterAuth } from 'better-auth/minimal'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { BACKUP_CODE_COUNT, makeBackupCode } from '../../../shared/backup-codes.ts'
import { newPasswordSchema } from '../../../shared/schemas/auth.ts'
import { SESSION_IDLE_SECONDS } from '../../../shared/schemas/sessions.ts'
import type { Database } from '../../db/client.ts'
import * as schema from '../../db/schema/auth.ts'
import type { Env } from '../../env.ts'
import type { Logger } from '../../logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import { resetPasswordTemplate, verifyEmailTemplate } from '../mail/templates.ts'
import { clearSignInFailures } from './sign-in-throttle.ts'
import { claimTotpCode, releaseTotpCode, totpStep } from './totp-replay.ts'

/** Header our Hono wrapper sets from the socket (or a trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-adequat-client-ip'
export const AUTH_BASE_PATH = '/api/auth'
/** Where e-mail links land in the SPA (specification §2, /auth/callback). */
export const SIGNUP_CALLBACK_PATH = '/auth/callback?type=signup'
export const RECOVERY_CALLBACK_PATH = '/auth/callback?type=recovery'

/** Where each endpoint carries a new password. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
}

/**
 * Defence in depth: the HTTP wrapper (routes.ts) already checks new passwords, but server code
 * calling `auth.api.*` directly passes through here. The rule's code travels as the message.
 */
function checkPasswordRules(ctx: AuthMiddlewareContext): void {
  const field = NEW_PASSWORD_FIELD[ctx.path]
  if (!field) return
  const result = newPasswordSchema.safeParse((ctx.body as Record<string, unknown> | undefined)?.[field])
  if (!result.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'WEAK_PASSWORD',
      message: result.error.issues[0]?.message ?? 'INVALID',
    })
  }
}

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

const TOTP_PATH = '/two-factor/verify-totp'
const TWO_FACTOR_COOKIE = 'two_factor'

/** Whose code this is: the signed-in user (enabling TOTP) or the user of the sign-in challenge. */
async function twoFactorUserId(ctx: AuthMiddlewareContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx).catch(() => null)
  if (current) return current.user.id
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE)
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!identifier) return null
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return challenge?.value ?? null
}

type TotpClaim = { userId: string; code: string; step: number }

/** Password rules before every endpoint taking a new password; TOTP codes accepted once. */
function createHooks(db: Database) {
  // The before and after hooks of one request share better-auth's per-request context object.
  const claims = new WeakMap<object, TotpClaim>()
  return {
    before: createAuthMiddleware(async (ctx) => {
      checkPasswordRules(ctx)
      if (ctx.path !== TOTP_PATH) return
      const code = (ctx.body as Record<string, unknown> | undefined)?.code
      if (typeof code !== 'string') return
      const userId = await twoFactorUserId(ctx)
      // No user: better-auth refuses the request itself (no challenge, no session).
      if (!userId) return
      const claim = { userId, code, step: totpStep(new Date()) }
      if (!(await claimTotpCode(db, userId, code, claim.step))) {
        throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' })
      }
      claims.set(ctx.context, claim)
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== TOTP_PATH) return
      const claim = claims.get(ctx.context)
      if (claim && isAPIError(ctx.context.returned)) {
        await releaseTotpCode(db, claim.userId, claim.code, claim.step)
      }
    }),
  }
}

export type AuthDeps = {
  db: Database
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'RATE_LIMIT_ENABLED'>
  logger: Logger
  mailer: Mailer
}

export function createAuth({ db, env, logger, mailer }: AuthDeps) {
  const isHttps = env.APP_URL.startsWith('https://')
  const authLogger = logger.child({ module: 'auth' })
  return betterAuth({
    appName: 'Adéquat',
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // The specification sends the user to /dashboard right after sign-up and shows
      // 'Un compte existe déjà…' for a taken address: sign-up signs in at once and reports
      // duplicates; the verification e-mail confirms the address (docs/decisions/004-accounts-and-request-guards.md).
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The owner who proved control of the address signs in at once, whatever guessing went before.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email)
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordTemplate({ url }) })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link is a bearer of the address only, and anyone can have one sent: following it must
      // never open a session (it would skip the password and the second factor). routes.ts sends
      // the browser to /login or, when it already holds a session, /dashboard.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailTemplate({ url }) })
      },
    },
    // Idle limit: 7 days without use ends a session; used, its expiry moves at most once a day.
    // The 30-day absolute limit is ours (session.ts): docs/decisions/009-session-lifetime.md.
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      // In the database so every app instance shares the counters.
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        '/change-password': { window: 60, max: 10 },
        // Read on every page load: not worth a database write each time.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'adequat',
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: createHooks(db),
    plugins: [
      twoFactor({
        issuer: 'Adéquat',
        // codes without look-alike characters, in groups of four (shared/backup-codes.ts)
        backupCodeOptions: {
          customBackupCodesGenerate: () =>
            Array.from({ length: BACKUP_CODE_COUNT }, () => makeBackupCode((n) => randomInt(n))),
        },
      }),
    ],
    logger: {
      level: 'warn',
      log: (level, message) => {
        authLogger[level]({ source: 'better-auth' }, message)
      },
    },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
