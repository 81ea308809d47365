/**
 * Session reading for every other module: `requireUser(c)` returns the signed-in user or throws
 * AppError('UNAUTHENTICATED'); `getSessionUser(c)` returns null instead (memoised per request);
 * `requireVerifiedUser(c)` also refuses an unverified e-mail (EMAIL_VERIFICATION_REQUIRED).
 *
 * Why not better-auth's `api.getSession` on every request: it costs two queries plus its endpoint
 * pipeline. This reads the same signed cookie better-auth sets (`<token>.<base64 HMAC-SHA256 of the
 * token with AUTH_SECRET>`, URL-encoded), checks the signature in constant time, and loads the live
 * session and its user in ONE query. Session refresh stays with better-auth (/api/auth/get-session,
 * which the web client calls); revoked or expired sessions are refused here at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { AppError } from '../../../shared/errors.ts'
import { SESSION_ABSOLUTE_SECONDS } from '../../../shared/schemas/sessions.ts'
import type { AppEnv } from '../../context.ts'
import type { Database } from '../../db/client.ts'
import { session, user } from '../../db/schema/auth.ts'

export type SessionUser = { id: string; email: string; emailVerified: boolean }

export const SESSION_COOKIE = 'adequat.session_token'

export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith('https://') ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE
}

/** The session token of a signed cookie value, or null when the signature does not match. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
  return token
}

function prepareSessionUserQuery(db: Database) {
  return db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(
      and(
        eq(session.token, sql.placeholder('token')),
        gt(session.expiresAt, sql.placeholder('now')),
        // The absolute limit (docs/decisions/009): better-auth only knows the idle one.
        gt(session.createdAt, sql.placeholder('oldest')),
      ),
    )
    .limit(1)
    .prepare('adequat_session_user')
}

// Built once per database: this query runs on every authenticated request, and building SQL
// with Drizzle costs more CPU than the database spends answering it.
const preparedByDb = new WeakMap<Database, ReturnType<typeof prepareSessionUserQuery>>()

/** The user of a live (not expired, not revoked) session token. */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  let prepared = preparedByDb.get(db)
  if (!prepared) {
    prepared = prepareSessionUserQuery(db)
    preparedByDb.set(db, prepared)
  }
  const oldest = new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)
  const [row] = await prepared.execute({ token, now, oldest })
  return row ?? null
}

/**
 * Ends the session of `token` if it is past the absolute limit. Run before better-auth sees a
 * request, since better-auth would otherwise renew it (its expiry slides on use).
 */
export async function endOverAgeSession(db: Database, token: string, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)
  await db.delete(session).where(and(eq(session.token, token), lte(session.createdAt, oldest)))
}

/**
 * The session token of the request's signed cookie (signature checked), or null. Not yet checked
 * against the database: for routes that load the session with their own data in one query
 * (GET /api/me); others use getSessionUser/requireUser.
 */
export function getSessionToken(c: Context<AppEnv>): string | null {
  const { env } = c.var.deps
  const value = getCookie(c, sessionCookieName(env.APP_URL))
  if (!value || value.length > 512) return null
  return verifySignedToken(value, env.AUTH_SECRET)
}

/**
 * One lookup per request, kept on its context (not on the Request: a middleware such as
 * bodyLimit may replace `c.req.raw` with a wrapped copy).
 */
const cache = new WeakMap<Context<AppEnv>, Promise<SessionUser | null>>()

export function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const existing = cache.get(c)
  if (existing) return existing
  const pending = (async () => {
    const token = getSessionToken(c)
    if (!token) return null
    // Real time, as better-auth uses for expiry (a test's clock moves plans, not sessions).
    return findSessionUser(c.var.deps.db, token, new Date())
  })()
  cache.set(c, pending)
  return pending
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return user
}

/**
 * The signed-in user whose e-mail is verified: paying needs a reachable address (receipts,
 * account recovery). EMAIL_VERIFICATION_REQUIRED otherwise (issue 12).
 */
export async function requireVerifiedUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c)
  if (!user.emailVerified) throw new AppError('EMAIL_VERIFICATION_REQUIRED')
  return user
}
