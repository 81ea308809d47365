/**
 * The Hono application: request id, request log (never bodies), security headers, body limits,
 * the same-origin guard, one error envelope, module mounts under /api/<name>, and the built SPA
 * (dist/) with fallback to index.html. `createApp` takes every dependency so tests pass real ones.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { AppError } from '../shared/errors.ts'
import type { AppDeps, AppEnv, Clock } from './context.ts'
import { type Database, type DatabaseKind, pingDatabase } from './db/client.ts'
import type { Env } from './env.ts'
import { rejectControlChars } from './lib/control-chars.ts'
import { createRateLimits, type RateLimits } from './lib/rate-limit.ts'
import type { Logger } from './logger.ts'
import { createAccountRoutes } from './modules/account/routes.ts'
import { createAnalysesRoutes } from './modules/analyses/routes.ts'
import { createAuth } from './modules/auth/auth.ts'
import { createAuthRoutes } from './modules/auth/routes.ts'
import { invoiceSellerFrom, registerInvoiceSeller } from './modules/billing/invoices.ts'
import { createBillingRoutes } from './modules/billing/routes.ts'
import { COMPARISON_BODY_LIMIT, createComparisonsRoutes } from './modules/comparisons/routes.ts'
import { createContactRoutes } from './modules/contact/routes.ts'
import { createHistoryRoutes } from './modules/history/routes.ts'
import type { Mailer } from './modules/mail/mailer.ts'
import { createDevRoutes } from './modules/mail/routes.ts'
import { createMeRoutes } from './modules/me/routes.ts'
import { createReportRoutes } from './modules/reports/routes.ts'
import { createSessionsRoutes } from './modules/sessions/routes.ts'

export const JSON_BODY_LIMIT = 64 * 1024
/** Ceiling for multipart bodies; upload routes set their own (smaller or equal) limit. */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024
/** Paths called by third parties (no browser, no Origin, no cookies): exempt from the origin guard. */
export const ORIGIN_GUARD_EXEMPT_PATHS = ['/api/billing/webhook']

export type CreateAppDeps = {
  db: Database
  dbKind: DatabaseKind
  env: Env
  logger: Logger
  mailer: Mailer
  clock?: Clock
  /** The shared rate-limit store (default: counters in `db`; main.ts passes Redis when REDIS_URL is set). */
  rateLimits?: RateLimits
  /** Folder of the built SPA (default: dist/ at the project root). */
  staticDir?: string
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; no inline <script> is ever allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

function securityHeaders(isHttps: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const h = c.res.headers
    h.set('Content-Security-Policy', CSP)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('X-Frame-Options', 'DENY')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    const forwardedProto = c.req.header('x-forwarded-proto')
    const overHttps = isHttps || new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https'
    if (overHttps) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

/**
 * Path segments that are bearer secrets: better-auth's reset link is /api/auth/reset-password/<token>.
 * Logs travel further than the database (aggregators, support tickets), so the token never reaches them.
 */
const SECRET_PATH_SEGMENTS = /^(\/api\/auth\/reset-password\/)[^/]+/

/** The path as the request log writes it: no query string, secret segments masked. */
export function loggedPath(pathname: string): string {
  return pathname.replace(SECRET_PATH_SEGMENTS, '$1[redacted]')
}

function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const log = c.var.deps.logger.child({ requestId: c.var.requestId })
    c.set('log', log)
    await next()
    const path = loggedPath(new URL(c.req.url).pathname)
    if (path === '/api/health' && c.res.status === 200) return
    log.info(
      { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    )
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Cross-site request forgery guard for every state-changing request:
 * - a foreign Origin (or "null") → 403 ORIGIN_FORBIDDEN;
 * - no Origin but a browser's `Sec-Fetch-Site: cross-site` → 403;
 * - no Origin and a Cookie header → 403 (browsers always send Origin on such requests, so the
 *   cookie is ambient authority we refuse to honour blindly — better-auth does the same);
 * - no Origin and no cookie (curl, scripts, server-to-server) → allowed: nothing ambient to abuse.
 * Third-party webhooks (ORIGIN_GUARD_EXEMPT_PATHS) verify their own signatures instead.
 */
export function originGuard(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin))
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next()
    const path = new URL(c.req.url).pathname
    if (ORIGIN_GUARD_EXEMPT_PATHS.includes(path)) return next()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw new AppError('ORIGIN_FORBIDDEN')
      return next()
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('ORIGIN_FORBIDDEN')
    if (c.req.header('cookie')) throw new AppError('ORIGIN_FORBIDDEN')
    return next()
  }
}

function bodyLimits(): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE')
  }
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })
  const multipart = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge })
  // A CV comparison uploads two CVs; its route sets its own limit.
  const twoCvs = bodyLimit({ maxSize: COMPARISON_BODY_LIMIT, onError: tooLarge })
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next()
    const type = c.req.header('content-type') ?? ''
    if (!type.startsWith('multipart/form-data')) return json(c, next)
    return c.req.path === '/api/comparisons' ? twoCvs(c, next) : multipart(c, next)
  }
}

function errorResponse(c: Context<AppEnv>, error: AppError) {
  const res = c.json(error.toEnvelope(c.var.requestId), error.status as 400)
  if (error.retryAfter !== undefined) res.headers.set('Retry-After', String(Math.ceil(error.retryAfter)))
  return res
}

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err
  if (err instanceof SyntaxError && /JSON/i.test(err.message))
    return new AppError('MALFORMED_JSON', { cause: err })
  if (err instanceof HTTPException) {
    if (err.status === 400 && /malformed json/i.test(err.message))
      return new AppError('MALFORMED_JSON', { cause: err })
    if (err.status === 400 && /malformed formdata/i.test(err.message))
      return new AppError('VALIDATION', { cause: err })
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: err })
    if (err.status === 404) return new AppError('NOT_FOUND', { cause: err })
    if (err.status === 401) return new AppError('UNAUTHENTICATED', { cause: err })
    if (err.status === 403) return new AppError('FORBIDDEN', { cause: err })
    if (err.status === 429) return new AppError('RATE_LIMITED', { cause: err })
    if (err.status < 500) return new AppError('VALIDATION', { cause: err })
  }
  return undefined
}

function spaFallback(staticDir: string, isProduction: boolean): MiddlewareHandler<AppEnv> {
  let cached: string | undefined
  const indexFile = join(staticDir, 'index.html')
  return async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('Adéquat: the web app is not built yet. Run `npm run build` (npm start does it).', 503)
    }
    const html = (isProduction && cached) || readFileSync(indexFile, 'utf8')
    if (isProduction) cached = html
    c.header('Cache-Control', 'no-cache')
    return c.html(html)
  }
}

export function createApp(input: CreateAppDeps) {
  const clock = input.clock ?? (() => new Date())
  const auth = createAuth({ db: input.db, env: input.env, logger: input.logger, mailer: input.mailer })
  const deps: AppDeps = {
    db: input.db,
    dbKind: input.dbKind,
    env: input.env,
    logger: input.logger,
    mailer: input.mailer,
    clock,
    auth,
    rateLimits: input.rateLimits ?? createRateLimits({ db: input.db, logger: input.logger }),
  }
  // The seller printed on the product's invoices, wherever a renewal is settled (billing/invoices.ts).
  registerInvoiceSeller(input.db, invoiceSellerFrom(input.env))
  const isHttps = input.env.APP_URL.startsWith('https://')
  const staticDir = input.staticDir ?? resolve(import.meta.dirname, '../../dist')

  const app = new Hono<AppEnv>()
  app.use(requestId({ headerName: 'X-Request-Id' }))
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use(requestLog())
  app.use(securityHeaders(isHttps))
  app.use('/api/*', originGuard([input.env.APP_URL]))
  app.use('/api/*', bodyLimits())
  app.use('/api/*', rejectControlChars())
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })

  app.get('/api/health', async (c) => {
    try {
      await pingDatabase(deps.db)
    } catch (error) {
      c.var.log.error({ err: error }, 'health check: database unreachable')
      throw new AppError('SERVICE_UNAVAILABLE')
    }
    return c.json({ status: 'ok', database: deps.dbKind, time: clock().toISOString() })
  })

  // ── Module mounts: one line per module, each a Hono sub-app from modules/<name>/routes.ts ──
  app.route('/api/auth', createAuthRoutes())
  app.route('/api/me', createMeRoutes())
  app.route('/api/billing', createBillingRoutes())
  app.route('/api/contact', createContactRoutes())
  app.route('/api/analyses', createAnalysesRoutes())
  app.route('/api/analyses', createReportRoutes())
  app.route('/api/comparisons', createComparisonsRoutes())
  app.route('/api/history', createHistoryRoutes())
  app.route('/api/account', createAccountRoutes())
  app.route('/api/sessions', createSessionsRoutes())
  if (!input.env.isProduction) app.route('/api/dev', createDevRoutes())
  // ── end of module mounts ──

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND')
  })

  // The built SPA: hashed assets are immutable; everything else not found falls back to index.html.
  if (existsSync(staticDir)) {
    app.use('*', async (c, next) => {
      await next()
      const path = new URL(c.req.url).pathname
      if (c.res.status !== 200) return
      // Hashed file names change with their content; the HTML shell must be revalidated.
      if (path.startsWith('/assets/'))
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      else if (c.res.headers.get('content-type')?.startsWith('text/html'))
        c.res.headers.set('Cache-Control', 'no-cache')
      else if (!path.startsWith('/api/')) c.res.headers.set('Cache-Control', 'public, max-age=3600')
    })
    app.use('/assets/*', serveStatic({ root: staticDir }))
    app.get('/assets/*', (c) => c.text('Not Found', 404))
    app.use('*', serveStatic({ root: staticDir }))
  }
  app.get('*', spaFallback(staticDir, input.env.isProduction))

  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/api/')) return errorResponse(c, new AppError('NOT_FOUND'))
    return c.text('Not Found', 404)
  })

  app.onError((err, c) => {
    const appError = toAppError(err)
    if (appError) {
      if (appError.status >= 500) c.var.log?.error({ err, code: appError.code }, 'request failed')
      return errorResponse(c, appError)
    }
    const log = c.var.log ?? deps.logger.child({ requestId: c.var.requestId })
    log.error({ err }, 'unhandled error')
    return errorResponse(c, new AppError('INTERNAL'))
  })

  return app
}

export type App = ReturnType<typeof createApp>
