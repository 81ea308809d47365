/**
 * /api/comparisons: compare two CVs against one job description (multipart `cvA`, `cvB`,
 * `jobDescription`; server-sent events with `Accept: text/event-stream` — `stage`, then `result`
 * or `error` — else one JSON answer), the list, one comparison, deletion. The start is the same
 * route, validation, errors and stages as a single analysis (analyses/staged-run-route.ts).
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import { MAX_CV_BYTES } from '../../../shared/limits.ts'
import { pageQuerySchema } from '../../../shared/schemas/analysis.ts'
import type { AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { stagedRunRoute } from '../analyses/staged-run-route.ts'
import { requireUser } from '../auth/session.ts'
import { deleteComparison } from './delete-comparison.ts'
import { getComparison } from './get-comparison.ts'
import { listComparisons } from './list-comparisons.ts'

/** Two 5 MB files plus the form's framing and the description. */
export const COMPARISON_BODY_LIMIT = 2 * MAX_CV_BYTES + 512 * 1024

/** Comparison starts per address and per user in 10 minutes. */
const STARTS = {
  name: 'comparisons',
  perIp: { max: 30, windowMs: 10 * 60_000 },
  perUser: { max: 15, windowMs: 10 * 60_000 },
}

export function createComparisonsRoutes() {
  return new Hono<AppEnv>()
    .route(
      '/',
      stagedRunRoute({ kind: 'comparison', rateLimit: STARTS, maxBodyBytes: COMPARISON_BODY_LIMIT }),
    )
    .get('/', zValidator('query', pageQuerySchema, validationHook), async (c) => {
      const user = await requireUser(c)
      const { page, pageSize } = c.req.valid('query')
      return c.json(await listComparisons(c.var.deps.db, user.id, page, pageSize))
    })
    .get('/:id', async (c) => {
      const user = await requireUser(c)
      const comparison = await getComparison(c.var.deps.db, user.id, c.req.param('id'))
      if (!comparison) throw new AppError('NOT_FOUND')
      return c.json({ comparison })
    })
    .delete('/:id', async (c) => {
      const user = await requireUser(c)
      if (!(await deleteComparison(c.var.deps.db, user.id, c.req.param('id'))))
        throw new AppError('NOT_FOUND')
      return c.body(null, 204)
    })
}
