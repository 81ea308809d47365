/**
 * Boot: configuration → database (+ migrations) → app → listen on HOST:PORT; one line per step,
 * then the URL once (startup-report.ts: plain lines in development, JSON log lines otherwise).
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded), close the
 * database, exit 0.
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
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
    { startReceiptDispatch },
    { createRateLimits },
    { startLeaseSweeper },
    { createStartupReport, hostOf, seconds, shownPath },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./db/migrate.ts'),
    import('./logger.ts'),
    import('./modules/mail/mailer.ts'),
    import('./modules/account/retention.ts'),
    import('./modules/billing/receipts.ts'),
    import('./lib/rate-limit.ts'),
    import('./modules/usage/lease.ts'),
    import('./startup-report.ts'),
  ])
  const logger = createLogger(env)
  const report = createStartupReport(env, logger)
  report.step('settings', `checked (NODE_ENV=${env.NODE_ENV}, LOG_LEVEL=${env.LOG_LEVEL})`)

  const database = await opening
  const opened = performance.now()
  if (env.DATABASE_URL) {
    report.step('database', `PostgreSQL at ${hostOf(env.DATABASE_URL)}`, { database: 'postgres' })
  } else {
    const how = {
      opened: 'opened',
      template: 'new, a copy of the build’s template (migrated)',
      initdb: 'new, made by initdb (`npm run build` prepares a template: faster)',
    }[database.created ?? 'opened']
    report.step('database', `PGlite in ${shownPath(env.DATA_DIR)}, ${how} (${seconds(opened - started)})`, {
      database: 'pglite',
      created: database.created,
      ms: Math.round(opened - started),
    })
  }
  await runMigrations(database.db, database.kind)
  report.step('migrations', `up to date (${seconds(performance.now() - opened)})`, {
    ms: Math.round(performance.now() - opened),
  })
  // CV texts past CV_RETENTION_DAYS are erased now and every hour (privacy page).
  const retention = startRetentionPurge({ db: database.db, logger, cvRetentionDays: env.CV_RETENTION_DAYS })
  // Quota units of analyses that died with an instance come back now and every 15 s (lease.ts).
  const leaseSweeper = startLeaseSweeper({ db: database.db, logger })
  const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL })
  const rateLimits = createRateLimits({ db: database.db, logger, redisUrl: env.REDIS_URL })
  // the built SPA: STATIC_DIR, else dist/ of the project (createApp's default)
  const staticDir = resolve(env.STATIC_DIR ?? join(import.meta.dirname, '../../dist'))
  // Payment receipts a request did not send (a renewal settled while reading the quota).
  const receipts = startReceiptDispatch({ db: database.db, mailer, logger, appUrl: env.APP_URL })
  const app = createApp({
    rateLimits,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    mailer,
    staticDir,
  })
  if (existsSync(join(staticDir, 'index.html'))) report.step('web app', `served from ${shownPath(staticDir)}`)
  else
    report.warn('web app', `not built in ${shownPath(staticDir)}: run \`npm run build\` (npm start does it)`)

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(env.HOST) ? 'localhost' : env.HOST
    const url = `http://${shownHost}:${info.port}`
    // the public origin (Vite's in `npm run dev`), the one pages and e-mail links use
    const publicUrl = env.appUrlIsDefault && env.PORT === 0 ? url : env.APP_URL
    report.step(
      'mail',
      mailer.kind === 'smtp'
        ? `SMTP at ${hostOf(env.SMTP_URL ?? '')}`
        : env.isProduction
          ? 'kept in the outbox table (no SMTP_URL)'
          : `local outbox, read the e-mails at ${publicUrl}/dev/outbox`,
      { mail: mailer.kind },
    )
    report.step(
      'payments',
      env.STRIPE_SECRET_KEY ? 'Stripe' : 'local demonstration provider (no real payment)',
    )
    report.step('analysis', env.AI_ENGINE === 'llm' ? `model ${env.AI_MODEL}` : 'local engine')
    report.ready(publicUrl === env.APP_URL && publicUrl !== url ? `${url} (public URL ${publicUrl})` : url, {
      port: info.port,
      ms: Math.round(performance.now() - started),
    })
  }) as Server

  // Once listening: start the warm CV extraction worker and let it optimise pdf.js on a sample (and
  // load the local engine, which runs there), so the first analyses do not pay for it (a request
  // arriving meanwhile goes first). The others start
  // when files need them and exit when idle (extract/pool.ts).
  void import('./engine/index.ts')
    .then(({ warmUpExtraction }) =>
      warmUpExtraction(EXTRACTION_WARM_UP_ROUNDS, { engine: env.AI_ENGINE === 'local' }),
    )
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
        await leaseSweeper.stop()
        await receipts.stop()
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
