/**
 * /api/analyses: start an analysis (multipart `cv` + `jobDescription`; server-sent events with
 * `Accept: text/event-stream`, else one JSON answer; staged-run-route.ts, shared with comparisons),
 * the history (paginated, filtered by kind and searched on the server), one analysis (with the
 * previous run of its offer), deletion. Thin: the work is in staged-run.ts and the other services.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import { MAX_CV_BYTES } from '../../../shared/limits.ts'
import { historyQuerySchema } from '../../../shared/schemas/analysis.ts'
import type { AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { requireUser } from '../auth/session.ts'
import { getEntitlement } from '../usage/service.ts'
import { deleteAnalysis } from './delete-analysis.ts'
import { getAnalysis } from './get-analysis.ts'
import { listAnalyses } from './list-analyses.ts'
import { stagedRunRoute } from './staged-run-route.ts'

/** The multipart body may carry the 5 MB file plus the form's framing and the description. */
export const ANALYSIS_BODY_LIMIT = MAX_CV_BYTES + 1024 * 1024

/** Analysis starts per address and per user in 10 minutes: floods, not fair use (the quota is the real limit). */
const STARTS = {
  name: 'analyses',
  perIp: { max: 60, windowMs: 10 * 60_000 },
  perUser: { max: 30, windowMs: 10 * 60_000 },
}

export function createAnalysesRoutes() {
  return new Hono<AppEnv>()
    .route('/', stagedRunRoute({ kind: 'analysis', rateLimit: STARTS, maxBodyBytes: ANALYSIS_BODY_LIMIT }))
    .get('/', zValidator('query', historyQuerySchema, validationHook), async (c) => {
      const user = await requireUser(c)
      const { page, pageSize, kind, q } = c.req.valid('query')
      return c.json(await listAnalyses(c.var.deps.db, user.id, page, pageSize, { kind, q }))
    })
    .get('/:id', async (c) => {
      const user = await requireUser(c)
      const { db, clock } = c.var.deps
      const analysis = await getAnalysis(db, user.id, c.req.param('id'), getEntitlement, clock())
      if (!analysis) throw new AppError('NOT_FOUND')
      return c.json({ analysis })
    })
    .delete('/:id', async (c) => {
      const user = await requireUser(c)
      if (!(await deleteAnalysis(c.var.deps.db, user.id, c.req.param('id')))) throw new AppError('NOT_FOUND')
      return c.body(null, 204)
    })
}
