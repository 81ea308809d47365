/**
 * /api/analyses: start an analysis (multipart `cv` + `jobDescription`; server-sent events with
 * `Accept: text/event-stream`, else one JSON answer), the history (paginated, filtered by kind
 * and searched on the server), one analysis (with the previous run of its offer), deletion.
 * Thin: the work is in create-analysis.ts and the other services.
 */
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import { HISTORY_KINDS, HISTORY_SEARCH_MAX } from '../../../shared/schemas/analysis.ts'
import type { AppEnv } from '../../context.ts'
import { readOutputLanguage, validateJobDescription } from '../../engine/index.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { stageEventStream } from '../../lib/stage-stream.ts'
import { validationHook } from '../../lib/validation.ts'
import { getSessionUser } from '../auth/session.ts'
import { getEntitlement } from '../usage/service.ts'
import { type AnalysisRunner, createAnalysis } from './create-analysis.ts'
import { readCvUpload } from './cv-upload.ts'
import { deleteAnalysis } from './delete-analysis.ts'
import { checkFailureLimit, countingFailures } from './failure-limit.ts'
import { getAnalysis } from './get-analysis.ts'
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts'
import { listAnalyses } from './list-analyses.ts'

/** The multipart body may carry the 5 MB file plus the form's framing and the description. */
const MAX_BODY_BYTES = 6 * 1024 * 1024

export type AnalysesRoutesOptions = {
  run?: AnalysisRunner
  lockWaitMs?: number
}

/** Analysis starts per address and per user in 10 minutes: floods, not fair use (the quota is the real limit). */
const STARTS_PER_IP = { max: 60, windowMs: 10 * 60_000 }
const STARTS_PER_USER = { max: 30, windowMs: 10 * 60_000 }

type AnalysesEnv = { Variables: AppEnv['Variables'] & { userId: string } }

async function sessionUserId(c: Context<AnalysesEnv>, code: 'UNAUTHENTICATED' | 'ANALYSIS_UNAUTHENTICATED') {
  const user = await getSessionUser(c as unknown as Context<AppEnv>)
  if (!user) throw new AppError(code)
  return user.id
}

export function createAnalysesRoutes(opts: AnalysesRoutesOptions = {}) {
  return new Hono<AnalysesEnv>()
    .post(
      '/',
      async (c, next) => {
        const userId = await sessionUserId(c, 'ANALYSIS_UNAUTHENTICATED')
        const { env, rateLimits } = c.var.deps
        if (env.RATE_LIMIT_ENABLED) {
          await rateLimits.hit('analyses:ip', STARTS_PER_IP, clientIp(c, env.TRUST_PROXY))
          await rateLimits.hit('analyses:user', STARTS_PER_USER, userId)
          await checkFailureLimit(rateLimits, userId)
        }
        c.set('userId', userId)
        await next()
      },
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new AppError('FILE_TOO_LARGE')
        },
      }),
      async (c) => {
        const userId = c.var.userId
        const { db, clock, env } = c.var.deps
        const form = await c.req.parseBody().catch(() => {
          throw new AppError('ANALYSIS_INPUT_MISSING')
        })
        const cv = await readCvUpload(form.cv, 'cv')
        const jobDescription = validateJobDescription(form.jobDescription)
        const lang = readOutputLanguage(form.lang)
        const idempotencyKey = c.req.header('idempotency-key')?.trim() || undefined
        if (idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
          throw new AppError('VALIDATION', { fields: { 'Idempotency-Key': 'INVALID' } })
        }
        // Loaded on first use: the analysis core (pdf.js, the engine's lexicon) stays out of app start-up.
        const runner = opts.run ?? (await import('./runner.ts')).runAnalysisForApi(env)
        const run = env.RATE_LIMIT_ENABLED ? countingFailures(runner, c.var.deps.rateLimits, userId) : runner
        const deps = {
          db,
          clock,
          run,
          getEntitlement,
          lockWaitMs: opts.lockWaitMs,
          leaseMs: env.QUOTA_LEASE_MS,
          logger: c.var.deps.logger,
        }
        const input = {
          userId,
          file: cv,
          jobDescription,
          idempotencyKey,
          ...(lang && { lang }),
        }
        const wantsEvents = (c.req.header('accept') ?? '').includes('text/event-stream')
        const clientGone = c.req.raw.signal

        if (!wantsEvents) {
          // Failures reach app.ts' onError, which logs server-side ones with the request id.
          const analysis = await createAnalysis(deps, { ...input, signal: clientGone })
          return c.json({ analysis }, 201)
        }

        return stageEventStream({
          clientGone,
          requestId: c.var.requestId,
          log: c.var.log,
          failureMessage: 'analysis failed',
          resultKey: 'analysis',
          run: (signal, onStage) => createAnalysis(deps, { ...input, signal, onStage }),
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
          kind: z.enum(HISTORY_KINDS).default('all'),
          q: z.string().trim().max(HISTORY_SEARCH_MAX).default(''),
        }),
        validationHook,
      ),
      async (c) => {
        const userId = await sessionUserId(c, 'UNAUTHENTICATED')
        const { page, pageSize, kind, q } = c.req.valid('query')
        return c.json(await listAnalyses(c.var.deps.db, userId, page, pageSize, { kind, q }))
      },
    )
    .get('/:id', async (c) => {
      const userId = await sessionUserId(c, 'UNAUTHENTICATED')
      const { db, clock } = c.var.deps
      const analysis = await getAnalysis(db, userId, c.req.param('id'), getEntitlement, clock())
      if (!analysis) throw new AppError('NOT_FOUND')
      return c.json({ analysis })
    })
    .delete('/:id', async (c) => {
      const userId = await sessionUserId(c, 'UNAUTHENTICATED')
      if (!(await deleteAnalysis(c.var.deps.db, userId, c.req.param('id')))) throw new AppError('NOT_FOUND')
      return c.body(null, 204)
    })
}
