/**
 * The whole app over a fresh migrated database, for integration tests through `app.request`
 * (no socket). `request()` sends the app's own Origin (as a browser would) and JSON bodies;
 * `signUp()` creates a verified user by following the verification link from the outbox and
 * returns its session cookie; `outbox()` reads the mail outbox.
 *
 *   const t = await createTestApp({ dbKind: kind })
 *   const { cookie } = await t.signUp()
 *   const res = await t.request('/api/me', { cookie })
 *   await t.close()
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../src/server/app.ts'
import type { Clock } from '../../src/server/context.ts'
import type { Database, DatabaseHandle, DatabaseKind } from '../../src/server/db/client.ts'
import { type Env, loadEnv } from '../../src/server/env.ts'
import { createRateLimits } from '../../src/server/lib/rate-limit.ts'
import { createLogger, type Logger } from '../../src/server/logger.ts'
import {
  createMailer,
  listOutbox,
  type Mailer,
  type OutboxEntry,
} from '../../src/server/modules/mail/mailer.ts'
import { createTestDatabase } from './db.ts'

export const TEST_APP_URL = 'http://localhost:3000'
export const TEST_PASSWORD = 'Motdepasse1'

export type TestAppOptions = {
  dbKind?: DatabaseKind
  /** Raw environment values (strings, as in process.env) overriding the test defaults. */
  env?: Record<string, string>
  clock?: Clock
  mailer?: Mailer
  staticDir?: string
  /** A logger of your own (e.g. pino writing to a stream the test reads). */
  logger?: Logger
  /**
   * An existing database (another instance's, for scale-out tests): used as it is and not closed or
   * dropped by this app's close().
   */
  database?: DatabaseHandle
  /** Redis key prefix of the rate limits; instances of one scale-out test share theirs. Default: unique. */
  rateLimitNamespace?: string
}

export type TestRequestInit = Omit<RequestInit, 'body'> & {
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown
  body?: BodyInit | null
  /** A Cookie header value, e.g. from signUp(). */
  cookie?: string
  /** Origin header; default the app's own. `null` sends none (a non-browser client). */
  origin?: string | null
}

export type TestUser = { id: string; email: string; password: string; cookie: string }

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`
}

/** Turns Set-Cookie headers into a Cookie header (drops cookies being cleared). */
export function cookieHeaderFrom(res: Response, previous = ''): string {
  const jar = new Map<string, string>()
  for (const part of previous.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name) jar.set(name, rest.join('='))
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    if (!name) continue
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}

/** The first absolute link of an e-mail's text. */
export function linkIn(mail: Pick<OutboxEntry, 'text'>): URL {
  const match = mail.text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in e-mail: ${mail.text.slice(0, 200)}`)
  return new URL(match[0])
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'adequat-test-'))
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    ...options.env,
  })
  const database = options.database ?? (await createTestDatabase({ kind: options.dbKind ?? 'pglite' }))
  const logger = options.logger ?? createLogger(env)
  const mailer =
    options.mailer ?? createMailer({ db: database.db, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL })
  // REDIS_URL in `env` makes this instance count its rate limits in Redis, as main.ts does.
  const rateLimits = createRateLimits({
    db: database.db,
    logger,
    redisUrl: env.REDIS_URL,
    namespace: options.rateLimitNamespace ?? `test-${randomBytes(6).toString('hex')}`,
  })
  await rateLimits.ready()
  const app = createApp({
    rateLimits,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    mailer,
    ...(options.clock && { clock: options.clock }),
    ...(options.staticDir && { staticDir: options.staticDir }),
  })

  async function request(path: string, init: TestRequestInit = {}): Promise<Response> {
    const { json, cookie, origin, headers: given, ...rest } = init
    const headers = new Headers(given)
    const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase()
    if (origin !== null && !headers.has('origin') && method !== 'GET' && method !== 'HEAD') {
      headers.set('origin', origin ?? env.APP_URL)
    }
    if (cookie) headers.set('cookie', cookie)
    let body = rest.body
    if (json !== undefined) {
      body = JSON.stringify(json)
      headers.set('content-type', 'application/json')
    }
    const url = path.startsWith('http') ? path : `${env.APP_URL}${path}`
    return app.request(url, { ...rest, method, headers, ...(body !== undefined && { body }) })
  }

  async function outbox(to?: string): Promise<OutboxEntry[]> {
    return listOutbox(database.db, to ? { to } : {})
  }

  /** The newest e-mail to `to` made from `template` (e.g. 'verify-email', 'reset-password'). */
  async function lastMail(to: string, template: string): Promise<OutboxEntry> {
    const mail = (await outbox(to)).find((m) => m.template === template)
    if (!mail) throw new Error(`no ${template} e-mail to ${to}`)
    return mail
  }

  /** Signs up (unverified); returns the session cookie set by sign-up. */
  async function signUpUnverified(email = uniqueEmail(), password = TEST_PASSWORD) {
    const res = await request('/api/auth/sign-up/email', {
      json: { email, password, confirmPassword: password, callbackURL: '/auth/callback?type=signup' },
    })
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
    const body = (await res.json()) as { user: { id: string; email: string } }
    return { id: body.user.id, email: body.user.email, password, cookie: cookieHeaderFrom(res) }
  }

  /** Signs up and verifies the address through the e-mailed link; returns a signed-in user. */
  async function signUp(email = uniqueEmail(), password = TEST_PASSWORD): Promise<TestUser> {
    const user = await signUpUnverified(email, password)
    const link = linkIn(await lastMail(user.email, 'verify-email'))
    const verified = await request(`${link.pathname}${link.search}`)
    if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`)
    return { ...user, cookie: cookieHeaderFrom(verified, user.cookie) }
  }

  /** Signs in; returns the Cookie header of the new session. */
  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const res = await request('/api/auth/sign-in/email', { json: { email, password } })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
    return cookieHeaderFrom(res)
  }

  let closed = false
  async function close() {
    if (closed) return
    closed = true
    mailer.close()
    await rateLimits.close()
    if (!options.database) await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  return {
    app,
    db: database.db as Database,
    dbKind: database.kind,
    env,
    mailer,
    request,
    outbox,
    lastMail,
    signUp,
    signUpUnverified,
    signIn,
    close,
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
