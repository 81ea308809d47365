/**
 * Boot: configuration → database (+ migrations) → app → listen on HOST:PORT, printing the URL.
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded), close the
 * database, exit 0.
 */
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { EnvError, loadEnv } from './env.ts'

const SHUTDOWN_GRACE_MS = 25_000
/** Sample-PDF extractions per worker after start-up (see ExtractionPool.warmUp). */
const EXTRACTION_WARM_UP_ROUNDS = 12

async function main() {
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const started = performance.now()
  // Loaded after the configuration is checked, so a bad key fails at once.
  // The database opens (PGlite's WASM start) while the app's modules load.
  const { createDatabase } = await import('./db/client.ts')
  const opening = env.DATABASE_URL
    ? createDatabase({ url: env.DATABASE_URL })
    : createDatabase({ dataDir: env.DATA_DIR })
  const [
    { serve },
    { createApp },
    { runMigrations },
    { createLogger },
    { createMailer },
    { startRetentionPurge },
    { createRateLimits },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./db/migrate.ts'),
    import('./logger.ts'),
    import('./modules/mail/mailer.ts'),
    import('./modules/account/retention.ts'),
    import('./lib/rate-limit.ts'),
  ])
  const logger = createLogger(env)

  const database = await opening
  await runMigrations(database.db, database.kind)
  // CV texts past CV_RETENTION_DAYS are erased now and every hour (privacy page).
  const retention = startRetentionPurge({ db: database.db, logger, cvRetentionDays: env.CV_RETENTION_DAYS })
  const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL })
  const rateLimits = createRateLimits({ db: database.db, logger, redisUrl: env.REDIS_URL })
  const app = createApp({
    rateLimits,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    mailer,
    ...(env.STATIC_DIR ? { staticDir: resolve(env.STATIC_DIR) } : {}),
  })

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(env.HOST) ? 'localhost' : env.HOST
    logger.info(
      {
        port: info.port,
        database: database.kind,
        mail: mailer.kind,
        ms: Math.round(performance.now() - started),
      },
      'server started',
    )
    process.stdout.write(
      `\nAdéquat is running at http://${shownHost}:${info.port}  (public URL: ${env.APP_URL})\n\n`,
    )
  }) as Server

  // Once listening: start the CV extraction workers and let them optimise pdf.js on a sample, so
  // the first analyses do not pay for it (a request arriving meanwhile goes first).
  void import('./engine/index.ts')
    .then(({ warmUpExtraction }) => warmUpExtraction(EXTRACTION_WARM_UP_ROUNDS))
    .catch((error: unknown) => logger.warn({ err: error }, 'extraction warm-up failed'))

  let shuttingDown = false
  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing them')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      try {
        await retention.stop()
        await rateLimits.close()
        mailer.close()
        await database.close()
        logger.info('shutdown complete')
        process.exit(0)
      } catch (error) {
        logger.error({ err: error }, 'error while closing the database')
        process.exit(1)
      }
    })
    // Idle keep-alive sockets would hold server.close() open; busy ones finish their response first.
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  process.stderr.write(
    `Adéquat failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
