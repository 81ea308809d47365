/**
 * Benchmark of POST /api/analyses over real HTTP (not a timed test): the app on a local port with
 * PGlite on disk (as `npm start`) and the local engine, a 2-page PDF CV, JSON answers.
 *   1. latency p50/p99 at 8 concurrent clients (one user each: one analysis at a time per user),
 *      every request a different file (`concurrent`), then each client re-sending its same file
 *      (`concurrentSameFile`: the per-user extraction cache of analyses/extraction-cache.ts answers);
 *   2. the process's RSS before and after 500 sequential analyses;
 *   3. memory: the RSS at idle after start-up (the warm extraction worker warmed, as the server at
 *      boot; target ≤ 300 MB) and its highest reading (sampled every 100 ms) through the 8-client
 *      runs (target ≤ 600 MB). This process is also the load generator (a few MB); the embedded
 *      PGlite is in it, as in `npm start`, on a NEW data folder: unpacking the template leaves PGlite
 *      ~100–200 MB larger until the process ends (a restarted server does not pay it; closing and
 *      reopening in one process does not give it back either). The idle figure of a restarted server
 *      is bench/server.ts' `idleRssOnPglite`.
 * The warm extraction worker is started and warmed as the server does at boot (warmUpExtraction),
 * then a few analyses per client warm the whole path (and start the other workers) before anything
 * is timed.
 * `npm run bench` runs `runApiBench()` with a shorter sequential run (150); the full figure:
 *   BENCH_FULL=1 npm run bench -- api   or   node --expose-gc --import tsx bench/api.ts [--requests 160] [--sequential 500]
 * With `--server`, the same runs go to the built server (`npm run serve`, scripts/build-server.ts) in
 * its own process on a fresh PostgreSQL database (TEST_DATABASE_URL, else the local server): its RSS
 * is read from /proc (idle, sampled through the 8-client runs, and the kernel's high-water mark), so
 * neither tsx nor the load generator is in it.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { buildServer } from '../scripts/build-server.ts'
import { createApp } from '../src/server/app.ts'
import { createDatabase } from '../src/server/db/client.ts'
import { runMigrations } from '../src/server/db/migrate.ts'
import { billingCustomers, billingSubscriptions } from '../src/server/db/schema/billing.ts'
import { analysisUsage } from '../src/server/db/schema/usage.ts'
import { shutdownExtraction, warmUpExtraction } from '../src/server/engine/extract/index.ts'
import { loadEnv, readTestDatabaseUrl } from '../src/server/env.ts'
import { createLogger } from '../src/server/logger.ts'
import { createMailer } from '../src/server/modules/mail/mailer.ts'
import {
  freePort,
  processMemoryMb,
  startServer as startChildServer,
  waitForHealth,
} from '../test/helpers/child-server.ts'

/** Sample-PDF extractions per worker at boot (as src/server/main.ts does). */
const WARM_UP_ROUNDS = 12
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé. Compétences requises : Python, SQL, Docker, ' +
  'Kubernetes, Git, anglais courant. Une expérience en machine learning est un plus.'

export type ApiBenchOptions = {
  requests?: number
  concurrency?: number
  sequential?: number
  cv?: string
  /**
   * 'in-process' (default): the app inside this process on PGlite, as above. 'server': the built
   * server (`npm run serve`) in its own process on PostgreSQL (TEST_DATABASE_URL, else the local
   * server), a fresh database made for the run; its memory is read from /proc (RSS, and the kernel's
   * high-water mark for the peak), so the load generator's is not in it.
   */
  target?: 'in-process' | 'server'
}

const APP_URL = 'http://localhost:3000'
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/** Where the benchmark sends its requests, the database it grants plans in, and the memory it reads. */
type Target = {
  base: string
  db: Awaited<ReturnType<typeof createDatabase>>['db']
  /**
   * The RSS now. `settle`: after a full garbage collection where the runtime allows it (the idle and
   * before/after readings); never while requests are timed — a forced collection every 100 ms
   * would stall the server's thread and inflate the latencies it measures.
   */
  rssMb: (settle?: boolean) => number
  /** Highest RSS since start (the kernel's high-water mark), when it can be read. */
  peakMb: () => number | null
  /** Starts and warms the extraction workers as the server does at boot. */
  warm: () => Promise<void>
  close: () => Promise<void>
}

/** The app inside this process on PGlite on disk (as `npm start` on a new data folder). */
async function inProcessTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adequat-bench-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
  })
  // PGlite on disk in DATA_DIR, as `npm start` runs (in-memory PGlite grows its files by copying).
  const database = await createDatabase({ dataDir })
  await runMigrations(database.db, database.kind)
  const logger = createLogger(env)
  const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM })
  const app = createApp({ db: database.db, dbKind: database.kind, env, logger, mailer })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  const address = server.address()
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    db: database.db,
    rssMb: (settle = true) => {
      if (settle) globalThis.gc?.()
      return Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10
    },
    peakMb: () => null,
    warm: () => warmUpExtraction(WARM_UP_ROUNDS, { engine: true }),
    close: async () => {
      server.close()
      mailer.close()
      await shutdownExtraction()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The built server in its own process on a fresh PostgreSQL database. */
async function serverTarget(): Promise<Target> {
  await buildServer()
  const adminUrl = readTestDatabaseUrl() ?? DEFAULT_PG_URL
  const name = `adequat_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const port = await freePort()
  const child = startChildServer(
    {
      NODE_ENV: 'production',
      AUTH_SECRET: randomUUID() + randomUUID(),
      APP_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.href,
      RATE_LIMIT_ENABLED: 'false',
    },
    { output: 'inherit' },
  )
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(child, base)
  const database = await createDatabase({ url: url.href })
  const pid = child.child.pid!
  return {
    base,
    db: database.db,
    rssMb: () => processMemoryMb(pid, 'VmRSS') ?? 0,
    peakMb: () => processMemoryMb(pid, 'VmHWM'),
    // The server warms its worker after it listens (main.ts): the benchmark waits for that to end.
    warm: () => new Promise((r) => setTimeout(r, 8000)),
    close: async () => {
      await child.stop()
      await database.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

export async function runApiBench(opts: ApiBenchOptions = {}) {
  const full = process.env.BENCH_FULL === '1'
  const REQUESTS = opts.requests ?? 160
  const CONCURRENCY = opts.concurrency ?? 8
  const SEQUENTIAL = opts.sequential ?? (full ? 500 : 150)
  const cvPath = opts.cv ?? 'test/fixtures/cv/en_rendercv_classic_typst.pdf'
  const CV = readFileSync(cvPath)
  const loadBefore = Number(loadavg()[0]!.toFixed(2))
  const kind = opts.target ?? 'in-process'
  const target = kind === 'server' ? await serverTarget() : await inProcessTarget()
  const { base, db } = target

  async function signUp(): Promise<{ id: string; cookie: string }> {
    const email = `bench-${randomUUID()}@example.com`
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ email, password: 'Motdepasse1', confirmPassword: 'Motdepasse1' }),
    })
    if (!res.ok) throw new Error(`sign-up ${res.status}`)
    const { user } = (await res.json()) as { user: { id: string } }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // A gold subscriber, so the quota does not end the benchmark.
    const customerId = randomUUID()
    const now = new Date()
    await db
      .insert(billingCustomers)
      .values({ id: customerId, userId: user.id, provider: 'stripe', providerCustomerId: customerId })
    await db.insert(billingSubscriptions).values({
      id: randomUUID(),
      userId: user.id,
      customerId,
      provider: 'stripe',
      providerSubscriptionId: randomUUID(),
      planId: 'gold',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    })
    return { id: user.id, cookie }
  }

  let uploads = 0
  /**
   * One analysis. `sameFile`: the CV's exact bytes (a user re-analysing their CV against another
   * offer: the server's per-user extraction cache answers); otherwise the same PDF made unique by a
   * trailing comment, so every request pays for its extraction.
   */
  async function analyse(cookie: string, sameFile = false): Promise<number> {
    const bytes = sameFile ? CV : Buffer.concat([CV, Buffer.from(`\n%bench upload ${++uploads}\n`)])
    const form = new FormData()
    form.append('cv', new Blob([bytes], { type: 'application/pdf' }), 'cv.pdf')
    form.append('jobDescription', JOB)
    const started = performance.now()
    const res = await fetch(`${base}/api/analyses`, {
      method: 'POST',
      headers: { accept: 'application/json', cookie, origin: APP_URL },
      body: form,
    })
    await res.arrayBuffer()
    if (res.status !== 201) throw new Error(`analysis ${res.status}`)
    return performance.now() - started
  }

  function percentile(sorted: number[], p: number) {
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  }

  const rssMb = target.rssMb

  async function resetQuota() {
    await db.delete(analysisUsage)
  }

  // Warm-up: the workers start and warm as at server boot; then every client's first analyses
  // (pdf.js on this CV in each worker, the engine's lexicon) are not timed.
  await target.warm()
  await new Promise((r) => setTimeout(r, 1000))
  const rssIdleAfterStart = rssMb()
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => signUp()))
  for (let round = 0; round < 3; round++) await Promise.all(clients.map((client) => analyse(client.cookie)))
  await resetQuota()
  let rssPeakConcurrent = 0
  async function concurrentRun(sameFile: boolean) {
    const latencies: number[] = []
    let next = 0
    const sampler = setInterval(() => {
      rssPeakConcurrent = Math.max(rssPeakConcurrent, target.rssMb(false))
    }, 100)
    const startedAll = performance.now()
    await Promise.all(
      clients.map(async (client) => {
        while (next < REQUESTS) {
          next++
          latencies.push(await analyse(client.cookie, sameFile))
        }
      }),
    )
    const wall = performance.now() - startedAll
    clearInterval(sampler)
    latencies.sort((a, b) => a - b)
    await resetQuota()
    return {
      clients: CONCURRENCY,
      requests: latencies.length,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      throughputPerS: Math.round((latencies.length / (wall / 1000)) * 10) / 10,
      targets: { p50Ms: 150, p99Ms: 400 },
    }
  }
  const concurrent = { ...(await concurrentRun(false)), files: 'a different file each request' }
  // Each client's file was read once in the warm-up; these re-analyses hit the extraction cache.
  for (const client of clients) await analyse(client.cookie, true)
  const concurrentSameFile = { ...(await concurrentRun(true)), files: 'each client re-sends its same file' }

  await resetQuota()
  const rssBefore = rssMb()
  const seq = await signUp()
  const seqStarted = performance.now()
  for (let i = 0; i < SEQUENTIAL; i++) {
    if (i > 0 && i % 90 === 0) await resetQuota()
    await analyse(seq.cookie)
  }
  const seqWall = performance.now() - seqStarted
  const rssAfter = rssMb()

  const figures = {
    machine: {
      cpus: cpus().length,
      loadAverage1mBefore: loadBefore,
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
    },
    cv: cvPath,
    target:
      kind === 'server'
        ? 'the built server (npm run serve) in its own process, PostgreSQL'
        : 'the app in this process, PGlite on a new data folder',
    memory: {
      rssIdleAfterStartMb: rssIdleAfterStart,
      rssPeakConcurrentMb: Math.round(rssPeakConcurrent),
      ...(target.peakMb() !== null ? { kernelHighWaterMarkMb: target.peakMb() } : {}),
      targets: { idleMb: 300, concurrentMb: 600 },
    },
    concurrent,
    concurrentSameFile,
    sequential: {
      analyses: SEQUENTIAL,
      meanMs: Math.round(seqWall / SEQUENTIAL),
      rssBeforeMb: rssBefore,
      rssAfterMb: rssAfter,
      gcExposed: typeof globalThis.gc === 'function',
    },
  }
  await target.close()
  return figures
}

if (import.meta.filename === process.argv[1]) {
  const { values: args } = parseArgs({
    options: {
      requests: { type: 'string', default: '160' },
      concurrency: { type: 'string', default: '8' },
      sequential: { type: 'string', default: '500' },
      cv: { type: 'string', default: 'test/fixtures/cv/en_rendercv_classic_typst.pdf' },
      server: { type: 'boolean', default: false },
    },
  })
  const figures = await runApiBench({
    requests: Number(args.requests),
    concurrency: Number(args.concurrency),
    sequential: Number(args.sequential),
    cv: args.cv,
    target: args.server ? 'server' : 'in-process',
  })
  console.log(JSON.stringify(figures, null, 2))
  process.exit(0)
}
