/**
 * Benchmark of POST /api/analyses over real HTTP (not a timed test): the app on a local port with
 * PGlite in memory and the local engine, a 2-page PDF CV, JSON answers.
 *   1. latency p50/p99 at 8 concurrent clients (one user each: one analysis at a time per user);
 *   2. the process's RSS before and after 500 sequential analyses.
 * Prints one JSON object. Run: node --expose-gc --import tsx bench/api.ts [--requests 160] [--sequential 500]
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { createApp } from '../src/server/app.ts'
import { createDatabase } from '../src/server/db/client.ts'
import { runMigrations } from '../src/server/db/migrate.ts'
import { billingCustomers, billingSubscriptions } from '../src/server/db/schema/billing.ts'
import { analysisUsage } from '../src/server/db/schema/usage.ts'
import { loadEnv } from '../src/server/env.ts'
import { createLogger } from '../src/server/logger.ts'
import { createMailer } from '../src/server/modules/mail/mailer.ts'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '160' },
    concurrency: { type: 'string', default: '8' },
    sequential: { type: 'string', default: '500' },
    cv: { type: 'string', default: 'test/fixtures/cv/en_rendercv_classic_typst.pdf' },
  },
})
const REQUESTS = Number(args.requests)
const CONCURRENCY = Number(args.concurrency)
const SEQUENTIAL = Number(args.sequential)
const CV = readFileSync(args.cv)
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé. Compétences requises : Python, SQL, Docker, ' +
  'Kubernetes, Git, anglais courant. Une expérience en machine learning est un plus.'

const dataDir = mkdtempSync(join(tmpdir(), 'adequat-bench-'))
const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
})
const database = await createDatabase({ memory: true })
await runMigrations(database.db, database.kind)
const logger = createLogger(env)
const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM })
const app = createApp({ db: database.db, dbKind: database.kind, env, logger, mailer })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => server.once('listening', r))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

async function signUp(): Promise<{ id: string; cookie: string }> {
  const email = `bench-${randomUUID()}@example.com`
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.APP_URL },
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
  await database.db
    .insert(billingCustomers)
    .values({ id: customerId, userId: user.id, provider: 'stripe', providerCustomerId: customerId })
  await database.db.insert(billingSubscriptions).values({
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

async function analyse(cookie: string): Promise<number> {
  const form = new FormData()
  form.append('cv', new Blob([CV], { type: 'application/pdf' }), 'cv.pdf')
  form.append('jobDescription', JOB)
  const started = performance.now()
  const res = await fetch(`${base}/api/analyses`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie, origin: env.APP_URL },
    body: form,
  })
  await res.arrayBuffer()
  if (res.status !== 201) throw new Error(`analysis ${res.status}`)
  return performance.now() - started
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

function rssMb() {
  globalThis.gc?.()
  return Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10
}

async function resetQuota() {
  await database.db.delete(analysisUsage)
}

// Warm-up: the worker pool, pdf.js and the lexicon load on first use.
const warm = await signUp()
for (let i = 0; i < 3; i++) await analyse(warm.cookie)

const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => signUp()))
const latencies: number[] = []
let next = 0
const startedAll = performance.now()
await Promise.all(
  clients.map(async (client) => {
    while (next < REQUESTS) {
      next++
      latencies.push(await analyse(client.cookie))
    }
  }),
)
const wall = performance.now() - startedAll
latencies.sort((a, b) => a - b)

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

console.log(
  JSON.stringify(
    {
      cv: args.cv,
      concurrent: {
        clients: CONCURRENCY,
        requests: latencies.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
        maxMs: Math.round(latencies.at(-1) ?? 0),
        throughputPerS: Math.round((latencies.length / (wall / 1000)) * 10) / 10,
      },
      sequential: {
        analyses: SEQUENTIAL,
        meanMs: Math.round(seqWall / SEQUENTIAL),
        rssBeforeMb: rssBefore,
        rssAfterMb: rssAfter,
        gcExposed: typeof globalThis.gc === 'function',
      },
    },
    null,
    2,
  ),
)
server.close()
mailer.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
