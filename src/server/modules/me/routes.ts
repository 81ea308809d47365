/**
 * GET /api/me — the signed-in user, their plan and their analysis usage (401 when signed out).
 * Usage comes from the usage module (quota counters + current subscription); the session, its
 * user and the usage are read in ONE query (getSessionUsageSummary), this being the app's most
 * frequent request.
 */
import { Hono } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import type { AppEnv } from '../../context.ts'
import { getSessionToken } from '../auth/session.ts'
import { getSessionUsageSummary } from '../usage/service.ts'

export function createMeRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const token = getSessionToken(c)
    if (!token) throw new AppError('UNAUTHENTICATED')
    const { db, clock } = c.var.deps
    // Real time for the session's expiry (as requireUser); the app clock for plans and quotas.
    const me = await getSessionUsageSummary(db, token, new Date(), clock())
    if (!me) throw new AppError('UNAUTHENTICATED')
    return c.json({ user: me.user, ...me.summary })
  })
}
