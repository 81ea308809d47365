/**
 * /api/comparisons: compare two CVs against one job description (multipart `cvA`, `cvB`,
 * `jobDescription`; server-sent events with `Accept: text/event-stream` — `stage`, then `result`
 * or `error` — else one JSON answer), the list, one comparison, deletion. The same validation,
 * errors and stages as a single analysis (POST /api/analyses).
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import { MAX_CV_BYTES } from '../../../shared/limits.ts'
import type { AppEnv } from '../../context.ts'
import { readOutputLanguage, validateJobDescription } from '../../engine/index.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { stageEventStream } from '../../lib/stage-stream.ts'
import { validationHook } from '../../lib/validation.ts'
import type { AnalysisRunner } from '../analyses/create-analysis.ts'
import { readCvUpload } from '../analyses/cv-upload.ts'
import { checkFailureLimit, countingFailures } from '../analyses/failure-limit.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../analyses/idempotency.ts'
import { getSessionUser, requireUser } from '../auth/session.ts'
import { getEntitlement } from '../usage/service.ts'
import { createComparison } from './create-comparison.ts'
import { deleteComparison } from './delete-comparison.ts'
import { getComparison } from './get-comparison.ts'
import { listComparisons } from './list-comparisons.ts'

/** Two 5 MB files plus the form's framing and the description. */
export const COMPARISON_BODY_LIMIT = 2 * MAX_CV_BYTES + 512 * 1024

export type ComparisonsRoutesOptions = {
  run?: AnalysisRunner
  lockWaitMs?: number
}

/** Comparison starts per address and per user in 10 minutes. */
const STARTS_PER_IP = { max: 30, windowMs: 10 * 60_000 }
const STARTS_PER_USER = { max: 15, windowMs: 10 * 60_000 }

export function createComparisonsRoutes(opts: ComparisonsRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .post(
      '/',
      async (c, next) => {
        const user = await getSessionUser(c)
        if (!user) throw new AppError('ANALYSIS_UNAUTHENTICATED')
        const { env, rateLimits } = c.var.deps
        if (env.RATE_LIMIT_ENABLED) {
          await rateLimits.hit('comparisons:ip', STARTS_PER_IP, clientIp(c, env.TRUST_PROXY))
          await rateLimits.hit('comparisons:user', STARTS_PER_USER, user.id)
          await checkFailureLimit(rateLimits, user.id)
        }
        await next()
      },
      bodyLimit({
        maxSize: COMPARISON_BODY_LIMIT,
        onError: () => {
          throw new AppError('FILE_TOO_LARGE')
        },
      }),
      async (c) => {
        const user = await requireUser(c)
        const { db, clock, env } = c.var.deps
        const form = await c.req.parseBody().catch(() => {
          throw new AppError('ANALYSIS_INPUT_MISSING')
        })
        const cvA = await readCvUpload(form.cvA, 'cvA')
        const cvB = await readCvUpload(form.cvB, 'cvB')
        const jobDescription = validateJobDescription(form.jobDescription)
        const lang = readOutputLanguage(form.lang)
        const idempotencyKey = c.req.header('idempotency-key')?.trim() || undefined
        if (idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
          throw new AppError('VALIDATION', { fields: { 'Idempotency-Key': 'INVALID' } })
        }
        const runner = opts.run ?? (await import('../analyses/runner.ts')).runAnalysisForApi(env)
        const run = env.RATE_LIMIT_ENABLED ? countingFailures(runner, c.var.deps.rateLimits, user.id) : runner
        const deps = {
          db,
          clock,
          run,
          getEntitlement,
          ...(opts.lockWaitMs !== undefined && { lockWaitMs: opts.lockWaitMs }),
          leaseMs: env.QUOTA_LEASE_MS,
          logger: c.var.deps.logger,
        }
        const input = {
          userId: user.id,
          cvA,
          cvB,
          jobDescription,
          ...(idempotencyKey && { idempotencyKey }),
          ...(lang && { lang }),
        }
        const wantsEvents = (c.req.header('accept') ?? '').includes('text/event-stream')
        const clientGone = c.req.raw.signal

        if (!wantsEvents) {
          const comparison = await createComparison(deps, { ...input, signal: clientGone })
          return c.json({ comparison }, 201)
        }

        return stageEventStream({
          clientGone,
          requestId: c.var.requestId,
          log: c.var.log,
          failureMessage: 'comparison failed',
          resultKey: 'comparison',
          run: (signal, onStage) => createComparison(deps, { ...input, signal, onStage }),
        })
      },
    )
    .get(
      '/',
      zValidator(
        'query',
        z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(20),
        }),
        validationHook,
      ),
      async (c) => {
        const user = await requireUser(c)
        const { page, pageSize } = c.req.valid('query')
        return c.json(await listComparisons(c.var.deps.db, user.id, page, pageSize))
      },
    )
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
