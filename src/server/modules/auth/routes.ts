/**
 * /api/auth/* — better-auth behind a thin wrapper that (1) validates the account forms with the
 * shared rules (src/shared/schemas/auth.ts) in the specification's order before better-auth sees
 * them, normalising the e-mail, (2) gives better-auth the client address for its rate limits, and
 * (3) rewrites every better-auth error into our envelope `{ error: { code, fields?, retryAfter? } }`.
 * The web uses better-auth's React client: its `error` is then `{ error: { code }, status }`.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { AppError, type ErrorCode } from '../../../shared/errors.ts'
import { normalizePlanId, type PlanId } from '../../../shared/plans.ts'
import {
  currentPasswordSchema,
  emailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
} from '../../../shared/schemas/auth.ts'
import type { AppEnv } from '../../context.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { rememberPlanChoice } from '../me/plan-choice.ts'
import { CLIENT_IP_HEADER, RECOVERY_CALLBACK_PATH, SIGNUP_CALLBACK_PATH } from './auth.ts'
import { endOverAgeSession, getSessionToken, getSessionUser } from './session.ts'
import { settleSignInAttempt, signInWaitSeconds, takeSignInAttempt } from './sign-in-throttle.ts'

/** Where a followed verification link lands, with `?verified=1` for the page's confirmation. */
export const VERIFIED_SIGNED_IN_PATH = '/dashboard?verified=1'
export const VERIFIED_SIGNED_OUT_PATH = '/login?verified=1'

type Body = Record<string, unknown>

/** Verification e-mails one address may be sent in an hour through 'Renvoyer l'e-mail'. */
export const RESENDS_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 }

/** First issue's message code (our schemas use field-error codes as messages). */
function firstIssue(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'INVALID')
}

function requireObject(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', { fields: { body: 'INVALID' } })
  }
  return body as Body
}

/** The specification's simple pattern, then the stricter address syntax better-auth stores. */
const strictEmail = z.email()

function checkEmail(body: Body): string {
  const result = emailSchema.safeParse(body.email)
  if (!result.success) throw new AppError('VALIDATION', { fields: { email: firstIssue(result)! } })
  if (!strictEmail.safeParse(result.data).success)
    throw new AppError('VALIDATION', { fields: { email: 'EMAIL_INVALID' } })
  return result.data
}

function checkNewPassword(value: unknown, field: string): void {
  const result = newPasswordSchema.safeParse(value)
  if (!result.success) throw new AppError('WEAK_PASSWORD', { fields: { [field]: firstIssue(result)! } })
}

function checkConfirmation(body: Body, passwordField: string): void {
  if ('confirmPassword' in body && body.confirmPassword !== body[passwordField]) {
    throw new AppError('VALIDATION', { fields: { confirmPassword: 'PASSWORDS_DONT_MATCH' } })
  }
}

const VALIDATED_PATHS = new Set([
  '/send-verification-email',
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
])

/** Validates and normalises the body of the endpoints that take account input; others pass through. */
export function prepareAuthBody(path: string, raw: unknown): Body | undefined {
  switch (path) {
    case '/sign-up/email': {
      const body = requireObject(raw)
      const email = checkEmail(body)
      checkNewPassword(body.password, 'password')
      checkConfirmation(body, 'password')
      // `plan`: the plan chosen on /pricing while signed out, kept by the route below (not better-auth's).
      const { confirmPassword: _ignored, plan: _plan, ...rest } = body
      const name =
        typeof body.name === 'string' && body.name.trim()
          ? body.name.trim().slice(0, 100)
          : email.split('@')[0]
      // E-mail links always land on the SPA's callback (specification §2), whatever the client sent.
      return { ...rest, email, name, callbackURL: SIGNUP_CALLBACK_PATH }
    }
    case '/send-verification-email': {
      // 'Renvoyer l'e-mail': the link lands on the SPA's callback, whatever the client sent.
      const body = requireObject(raw)
      return { email: checkEmail(body), callbackURL: SIGNUP_CALLBACK_PATH }
    }
    case '/sign-in/email': {
      const body = requireObject(raw)
      const email = checkEmail(body)
      const password = currentPasswordSchema.safeParse(body.password)
      if (!password.success) throw new AppError('VALIDATION', { fields: { password: firstIssue(password)! } })
      return { ...body, email }
    }
    case '/request-password-reset': {
      const body = requireObject(raw)
      const result = forgotPasswordSchema.safeParse({ email: body.email ?? '' })
      if (!result.success) throw new AppError('VALIDATION', { fields: { email: firstIssue(result)! } })
      if (!strictEmail.safeParse(result.data.email).success) {
        throw new AppError('VALIDATION', { fields: { email: 'EMAIL_INVALID' } })
      }
      return { ...body, email: result.data.email, redirectTo: RECOVERY_CALLBACK_PATH }
    }
    case '/reset-password': {
      const body = requireObject(raw)
      checkNewPassword(body.newPassword, 'password')
      checkConfirmation(body, 'newPassword')
      if (typeof body.token !== 'string' || body.token.length === 0 || body.token.length > 512) {
        throw new AppError('INVALID_TOKEN')
      }
      const { confirmPassword: _ignored, ...rest } = body
      return rest
    }
    case '/change-password': {
      const body = requireObject(raw)
      const current = currentPasswordSchema.safeParse(body.currentPassword)
      if (!current.success)
        throw new AppError('VALIDATION', { fields: { currentPassword: firstIssue(current)! } })
      checkNewPassword(body.newPassword, 'password')
      checkConfirmation(body, 'newPassword')
      const { confirmPassword: _ignored, ...rest } = body
      // A new password ends every other session (a thief's included); this one is renewed.
      return { ...rest, revokeOtherSessions: true }
    }
    default:
      return undefined
  }
}

const BETTER_AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'WEAK_PASSWORD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_PASSWORD: 'PASSWORD_INCORRECT',
  INVALID_EMAIL: 'VALIDATION',
  INVALID_ORIGIN: 'ORIGIN_FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'ORIGIN_FORBIDDEN',
  INVALID_CALLBACK_URL: 'REDIRECT_FORBIDDEN',
  INVALID_REDIRECT_URL: 'REDIRECT_FORBIDDEN',
  INVALID_ERROR_CALLBACK_URL: 'REDIRECT_FORBIDDEN',
  INVALID_NEW_USER_CALLBACK_URL: 'REDIRECT_FORBIDDEN',
  INVALID_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_BACKUP_CODE: 'INVALID_TWO_FACTOR_CODE',
  ACCOUNT_TEMPORARILY_LOCKED: 'RATE_LIMITED',
  // The sign-in challenge lapsed (10 min) or was spent: the password step must be done again.
  INVALID_TWO_FACTOR_COOKIE: 'UNAUTHENTICATED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'RATE_LIMITED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  USER_NOT_FOUND: 'NOT_FOUND',
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500) return 'INTERNAL'
  return 'VALIDATION'
}

/** Turns a better-auth error response into an AppError (thrown to the app's onError). */
export async function toAppError(res: Response): Promise<AppError> {
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get('x-retry-after') ?? res.headers.get('retry-after') ?? '60')
    return new AppError('RATE_LIMITED', { retryAfter: Number.isFinite(retryAfter) ? retryAfter : 60 })
  }
  let betterAuthCode: string | undefined
  let betterAuthMessage: string | undefined
  try {
    const body = (await res.clone().json()) as { code?: unknown; message?: unknown }
    if (typeof body?.code === 'string') betterAuthCode = body.code
    if (typeof body?.message === 'string') betterAuthMessage = body.message
  } catch {
    // not JSON: fall back on the status
  }
  const code = (betterAuthCode && BETTER_AUTH_CODES[betterAuthCode]) || codeForStatus(res.status)
  const fields: Record<string, string> | undefined =
    betterAuthCode === 'WEAK_PASSWORD'
      ? { password: betterAuthMessage ?? 'PASSWORD_TOO_SHORT' }
      : betterAuthCode === 'PASSWORD_TOO_SHORT'
        ? { password: 'PASSWORD_TOO_SHORT' }
        : betterAuthCode === 'PASSWORD_TOO_LONG'
          ? { password: 'PASSWORD_TOO_LONG' }
          : betterAuthCode === 'INVALID_EMAIL'
            ? { email: 'EMAIL_INVALID' }
            : undefined
  return new AppError(code, {
    ...(fields && { fields }),
    message: `better-auth ${res.status} ${betterAuthCode ?? ''}`,
  })
}

/**
 * A right password on an account with two-factor sign-in gives no session yet: better-auth answers
 * 200 `{ twoFactorRedirect: true }` with a short-lived challenge cookie. We answer our envelope
 * 401 TWO_FACTOR_REQUIRED, keeping that cookie, so clients ask for the code and then call
 * /two-factor/verify-totp or /two-factor/verify-backup-code.
 */
async function twoFactorChallenge(c: Context<AppEnv>, res: Response): Promise<Response | null> {
  let data: { twoFactorRedirect?: unknown } | null = null
  try {
    data = (await res.clone().json()) as { twoFactorRedirect?: unknown } | null
  } catch {
    return null
  }
  if (data?.twoFactorRedirect !== true) return null
  const challenge = c.json(new AppError('TWO_FACTOR_REQUIRED').toEnvelope(c.var.requestId), 401)
  for (const cookie of res.headers.getSetCookie()) challenge.headers.append('set-cookie', cookie)
  return challenge
}

/** The normalised e-mail of a validated sign-in body. */
function signInEmailOf(body: string): string | null {
  const email = (JSON.parse(body) as Body).email
  return typeof email === 'string' ? email : null
}

/**
 * A verification link that worked marked the address verified and opened no session
 * (autoSignInAfterVerification: false): the browser goes to /dashboard if it is already signed in,
 * otherwise to /login — never into an account. Failures keep better-auth's redirect (with `error=`)
 * to the SPA's callback, which shows the error.
 */
async function verifiedRedirect(c: Context<AppEnv>, res: Response): Promise<Response> {
  const location = res.headers.get('location')
  if (res.status !== 302 || !location || location.includes('error=')) return res
  const target = (await getSessionUser(c)) ? VERIFIED_SIGNED_IN_PATH : VERIFIED_SIGNED_OUT_PATH
  return c.redirect(target, 302)
}

/**
 * Keeps the plan chosen on /pricing with the new account in the sign-up request itself, so the very
 * first read of /api/me already shows it (issue 12; me/plan-choice.ts).
 */
async function rememberSignUpPlan(c: Context<AppEnv>, res: Response, planId: PlanId): Promise<void> {
  const created = (await res
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null
  const userId = created?.user?.id
  if (typeof userId === 'string') await rememberPlanChoice(c.var.deps.db, userId, planId, c.var.deps.clock())
}

/** better-auth's own body cap is ours: 64 KB is enforced by app.ts before this runs. */
export function createAuthRoutes() {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const { auth, env } = c.var.deps
    const url = new URL(c.req.url)
    const path = url.pathname.slice('/api/auth'.length) || '/'
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY))

    let body: BodyInit | undefined
    let signUpPlan: PlanId | null = null
    if (c.req.method === 'POST') {
      const text = await c.req.text()
      if (text.length > 0 || VALIDATED_PATHS.has(path)) {
        let parsed: unknown
        try {
          parsed = text.length > 0 ? JSON.parse(text) : {}
        } catch {
          throw new AppError('MALFORMED_JSON')
        }
        const prepared = prepareAuthBody(path, parsed)
        if (path === '/sign-up/email')
          signUpPlan = normalizePlanId((parsed as Body).plan as string | undefined)
        body = JSON.stringify(prepared ?? parsed)
        headers.set('content-type', 'application/json')
        headers.delete('content-length')
      }
    }
    // 'Renvoyer l'e-mail' (issue 12): besides better-auth's 3 a minute per address of the client, at
    // most RESENDS_PER_ADDRESS an hour to one e-mail address, so nobody's inbox can be flooded.
    if (path === '/send-verification-email' && env.RATE_LIMIT_ENABLED && typeof body === 'string') {
      const email = (JSON.parse(body) as Body).email
      if (typeof email === 'string')
        await c.var.deps.rateLimits.hit('verify-email:address', RESENDS_PER_ADDRESS, email)
    }
    // Per-account throttle (sign-in-throttle.ts): the attempt is taken before the password is
    // checked, so a throttled attempt learns nothing, then settled by better-auth's answer.
    const { db, clock } = c.var.deps
    const signInEmail = path === '/sign-in/email' && typeof body === 'string' ? signInEmailOf(body) : null
    if (signInEmail && !(await takeSignInAttempt(db, signInEmail, clock()))) {
      const wait = await signInWaitSeconds(db, signInEmail, clock())
      throw new AppError('SIGN_IN_THROTTLED', { retryAfter: Math.max(wait, 1) })
    }
    const sessionToken = getSessionToken(c)
    if (sessionToken) await endOverAgeSession(db, sessionToken, new Date())
    let res: Response
    try {
      res = await auth.handler(new Request(url, { method: c.req.method, headers, body }))
    } catch (error) {
      if (signInEmail) await settleSignInAttempt(db, signInEmail, 'not-checked')
      throw error
    }
    if (res.status >= 400) {
      const error = await toAppError(res)
      if (signInEmail) {
        const outcome = error.code === 'INVALID_CREDENTIALS' ? 'wrong-password' : 'not-checked'
        await settleSignInAttempt(db, signInEmail, outcome)
      }
      throw error
    }
    if (signInEmail) await settleSignInAttempt(db, signInEmail, 'right-password')
    if (signUpPlan) await rememberSignUpPlan(c, res, signUpPlan)
    if (path === '/sign-in/email') return (await twoFactorChallenge(c, res)) ?? res
    if (path === '/verify-email') return verifiedRedirect(c, res)
    return res
  })
}
