/**
 * POST / of /api/analyses and of /api/comparisons, written once: session and plan, in one query
 * (401 ANALYSIS_UNAUTHENTICATED) -> request-rate limits per client address (lib/client-ip.ts) and per
 * user, and the per-user failure limit (failure-limit.ts) -> the body capped while it is read ->
 * the request read and validated (staged-run-request.ts) -> the staged run (staged-run.ts), answered
 * as server-sent events with `Accept: text/event-stream` (`stage` each time a stage really starts,
 * then `result` or `error`), else as one JSON answer (201).
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../../../shared/errors.ts'
import type { AppEnv } from '../../context.ts'
import { clientIp } from '../../lib/client-ip.ts'
import type { WindowLimit } from '../../lib/rate-limit.ts'
import { stageEventStream } from '../../lib/stage-stream.ts'
import { getSessionToken } from '../auth/session.ts'
import type { Entitlement } from '../usage/period.ts'
import { getEntitlement, getSessionEntitlement } from '../usage/service.ts'
import { checkFailureLimit, countingFailures } from './failure-limit.ts'
import { runStaged, type StagedRunKind } from './staged-run.ts'
import { readStagedRunRequest } from './staged-run-request.ts'

export type StagedRunRouteConfig<K extends StagedRunKind> = {
  kind: K
  /** Request-rate limit names (`<name>:ip`, `<name>:user`) and their windows: floods, not fair use. */
  rateLimit: { name: string; perIp: WindowLimit; perUser: WindowLimit }
  /** The multipart body's cap: the CVs, the form's framing and the description. */
  maxBodyBytes: number
}

type SignedIn = { userId: string; entitlement: Entitlement }

/**
 * The signed-in user and their rights, read once per request in one query (the session, the plan
 * and the usage counters: getSessionEntitlement), kept on the request's context for both handlers.
 */
const signedInByContext = new WeakMap<Context<AppEnv>, Promise<SignedIn>>()

function signedIn(c: Context<AppEnv>): Promise<SignedIn> {
  const existing = signedInByContext.get(c)
  if (existing) return existing
  const pending = (async () => {
    const token = getSessionToken(c)
    const { db, clock } = c.var.deps
    // (the session's expiry in real time, as findSessionUser; the plan at the app's clock)
    const read = token ? await getSessionEntitlement(db, token, new Date(), clock()) : null
    if (!read) throw new AppError('ANALYSIS_UNAUTHENTICATED')
    return { userId: read.user.id, entitlement: read.entitlement }
  })()
  signedInByContext.set(c, pending)
  return pending
}

export function stagedRunRoute<K extends StagedRunKind>(config: StagedRunRouteConfig<K>) {
  const { kind, rateLimit } = config
  return new Hono<AppEnv>().post(
    '/',
    async (c, next) => {
      const { userId } = await signedIn(c)
      const { env, rateLimits } = c.var.deps
      if (env.RATE_LIMIT_ENABLED) {
        await rateLimits.hit(`${rateLimit.name}:ip`, rateLimit.perIp, clientIp(c, env.TRUST_PROXY))
        await rateLimits.hit(`${rateLimit.name}:user`, rateLimit.perUser, userId)
        await checkFailureLimit(rateLimits, userId)
      }
      await next()
    },
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: () => {
        throw new AppError('FILE_TOO_LARGE')
      },
    }),
    async (c) => {
      const { userId, entitlement } = await signedIn(c)
      const { db, clock, env, rateLimits, logger } = c.var.deps
      const request = await readStagedRunRequest(c, kind)
      // Loaded on first use: the engine (pdf.js, the lexicon) stays out of app start-up.
      const runner = (await import('./runner.ts')).runAnalysisForApi(env)
      const run = env.RATE_LIMIT_ENABLED ? countingFailures(runner, rateLimits, userId) : runner
      const deps = { db, clock, run, getEntitlement, leaseMs: env.QUOTA_LEASE_MS, logger }
      const input = { kind, userId, entitlement, ...request }
      const clientGone = c.req.raw.signal

      if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
        // Failures reach app.ts' onError, which logs server-side ones with the request id.
        const value = await runStaged(deps, { ...input, signal: clientGone })
        return c.json({ [kind]: value }, 201)
      }
      return stageEventStream({
        clientGone,
        requestId: c.var.requestId,
        log: c.var.log,
        failureMessage: `${kind} failed`,
        resultKey: kind,
        run: (signal, onStage) => runStaged(deps, { ...input, signal, onStage }),
      })
    },
  )
}
