/**
 * Starts the whole app on a free local port (PGlite in memory, local engine, outbox mail) for the
 * benchmarks: `const s = await startBenchServer({ staticDir })`; `s.url`; `await s.close()`.
 * Run directly (`node --import tsx bench/serve.ts [staticDir]`) it prints the URL and keeps serving.
 * `runServeBench()` (in `npm run bench`): seconds to start this in-process app (PGlite in memory,
 * migrations), the process RSS idle, and GET /api/health latency over keep-alive requests.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../src/server/app.ts'
import { createDatabase } from '../src/server/db/client.ts'
import { runMigrations } from '../src/server/db/migrate.ts'
import { loadEnv } from '../src/server/env.ts'
import { createLogger } from '../src/server/logger.ts'
import { createMailer } from '../src/server/modules/mail/mailer.ts'

export async function startBenchServer(opts: { staticDir?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'adequat-bench-'))
  const database = await createDatabase({ memory: true })
  await runMigrations(database.db, database.kind)
  let port = 0
  const server = serve({ fetch: (req) => app.fetch(req), port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
  })
  const logger = createLogger(env)
  const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM })
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    mailer,
    ...(opts.staticDir && { staticDir: opts.staticDir }),
  })
  return {
    url: env.APP_URL,
    env,
    db: database.db,
    close: async () => {
      server.close()
      mailer.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function runServeBench(opts: { requests?: number } = {}) {
  const requests = opts.requests ?? 500
  const started = performance.now()
  const s = await startBenchServer()
  const startSeconds = Math.round(performance.now() - started) / 1000
  try {
    const latencies: number[] = []
    for (let i = 0; i < requests; i++) {
      const t = performance.now()
      const res = await fetch(`${s.url}/api/health`)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`health ${res.status}`)
      latencies.push(performance.now() - t)
    }
    latencies.sort((a, b) => a - b)
    const at = (p: number) =>
      Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 100) /
      100
    globalThis.gc?.()
    return {
      loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
      inProcessStartSeconds: startSeconds,
      rssIdleMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      health: { requests, p50Ms: at(0.5), p99Ms: at(0.99) },
    }
  } finally {
    await s.close()
  }
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const s = await startBenchServer(process.argv[2] ? { staticDir: process.argv[2] } : {})
  process.stdout.write(`${s.url}\n`)
}
