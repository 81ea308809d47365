/**
 * GET /api/me — the signed-in user, their plan and their analysis usage (401 when signed out).
 * Usage comes from the usage module's `getUsageSummary` (quota counters + current subscription).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { requireUser } from '../auth/session.ts'
import { getUsageSummary } from '../usage/service.ts'

export function createMeRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = await requireUser(c)
    const { db, clock } = c.var.deps
    const summary = await getUsageSummary(db, user.id, clock())
    return c.json({ user, ...summary })
  })
}
