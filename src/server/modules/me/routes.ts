/**
 * GET /api/me — the signed-in user, their plan, their analysis usage and the plan they chose before
 * signing up (401 when signed out). Usage comes from the usage module (quota counters + current
 * subscription); the session, its user, the usage and the plan choice are read in ONE query
 * (getSessionUsageSummary), this being the app's most frequent request.
 *
 * PUT /api/me/plan-choice { planId } remembers the plan chosen while signed out; POST
 * /api/me/plan-choice/take removes and returns it once the e-mail is verified (the web then opens
 * that plan's checkout); DELETE forgets it.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import { PLAN_IDS } from '../../../shared/plans.ts'
import type { AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { getSessionToken, requireUser, requireVerifiedUser } from '../auth/session.ts'
import { getSessionUsageSummary } from '../usage/service.ts'
import { rememberPlanChoice, takePlanChoice } from './plan-choice.ts'

const planChoiceBody = z.object({ planId: z.enum(PLAN_IDS) })

export function createMeRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const token = getSessionToken(c)
      if (!token) throw new AppError('UNAUTHENTICATED')
      const { db, clock } = c.var.deps
      // Real time for the session's expiry (as requireUser); the app clock for plans and quotas.
      const me = await getSessionUsageSummary(db, token, new Date(), clock())
      if (!me) throw new AppError('UNAUTHENTICATED')
      return c.json({ user: me.user, ...me.summary, planChoice: me.planChoice })
    })
    .put('/plan-choice', zValidator('json', planChoiceBody, validationHook), async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      await rememberPlanChoice(db, user.id, c.req.valid('json').planId, clock())
      return c.body(null, 204)
    })
    .post('/plan-choice/take', async (c) => {
      // Taken only once the address is verified: before that, checkout would be refused anyway.
      const user = await requireVerifiedUser(c)
      return c.json({ planId: await takePlanChoice(c.var.deps.db, user.id) })
    })
    .delete('/plan-choice', async (c) => {
      const user = await requireUser(c)
      await takePlanChoice(c.var.deps.db, user.id)
      return c.body(null, 204)
    })
}
