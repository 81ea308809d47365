/**
 * Types shared by app.ts and every module's routes: the dependencies a request can reach
 * (`c.var.deps`) and the per-request variables (request id, child logger). Modules that need a
 * new dependency add an optional field to AppDeps with a small edit.
 */

import type { Database, DatabaseKind } from './db/client.ts'
import type { Env } from './env.ts'
import type { RateLimits } from './lib/rate-limit.ts'
import type { Logger } from './logger.ts'
import type { Auth } from './modules/auth/auth.ts'
import type { Mailer } from './modules/mail/mailer.ts'

export type Clock = () => Date

export type AppDeps = {
  db: Database
  dbKind: DatabaseKind
  env: Env
  logger: Logger
  mailer: Mailer
  /** The current time; tests pass a fixed or movable clock. */
  clock: Clock
  /** better-auth, built by createApp from the above. */
  auth: Auth
  /** Request-rate limits shared by every instance (Redis, else the database). */
  rateLimits: RateLimits
}

export type AppEnv = {
  Variables: {
    requestId: string
    log: Logger
    deps: AppDeps
  }
}
