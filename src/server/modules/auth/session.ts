/**
 * Session reading for every other module: `requireUser(c)` returns the signed-in user or throws
 * AppError('UNAUTHENTICATED'); `getSessionUser(c)` returns null instead. The session is read
 * from the cookie by better-auth (one lookup per call; the result is memoised per request).
 */
import type { Context } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import type { AppEnv } from '../../context.ts'

export type SessionUser = { id: string; email: string; emailVerified: boolean }

const cache = new WeakMap<Request, Promise<SessionUser | null>>()

export function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const existing = cache.get(c.req.raw)
  if (existing) return existing
  const pending = (async () => {
    if (!c.req.header('cookie')) return null
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) return null
    return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified }
  })()
  cache.set(c.req.raw, pending)
  return pending
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return user
}
