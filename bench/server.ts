/**
 * Server figures (issue 2), printed as JSON when run alone (`node --import tsx bench/server.ts`):
 * - boot: the real entry point (dist-server/main.mjs, what `npm start` runs after its build) on an
 *   existing data folder → seconds until GET /api/health answers 200;
 * - GET /api/me with a session cookie at 50 keep-alive connections: requests/s, p50/p99 latency, on
 *   PGlite and (when a PostgreSQL server is reachable) on PostgreSQL. The server runs in its own
 *   process; this process is the load generator.
 * - the server's RSS at idle after start-up (its warm extraction worker warmed, nothing else to do:
 *   `idleRssMb`, target ≤ 300 MB) on both databases, and its peak (kernel high-water mark) after the
 *   load; on PGlite the embedded database (~270 MB) is part of the process.
 * The machine's load average is reported beside the figures: they are only comparable at equal load.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildServer } from '../scripts/build-server.ts'
import { readTestDatabaseUrl } from '../src/server/env.ts'
import {
  type ChildServer,
  freePort,
  processMemoryMb,
  startServer as startChildServer,
  waitForHealth,
} from '../test/helpers/child-server.ts'

const CONNECTIONS = 50
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

type Running = ChildServer & { base: string; bootSeconds: number }

/** The server in production mode on a free port; resolves once GET /api/health answers 200. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const server = startChildServer(
    {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      RATE_LIMIT_ENABLED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      ...env,
    },
    { output: 'inherit' },
  )
  await waitForHealth(server, base, 25)
  return { ...server, base, bootSeconds: (performance.now() - started) / 1000 }
}

/**
 * The server's RSS once start-up is over: read every 500 ms until four readings in a row are within
 * 2 MB of each other (the warm worker started and warmed), at most 20 s.
 */
async function idleRssMb(server: Running): Promise<number | null> {
  const readings: number[] = []
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500))
    const rss = processMemoryMb(server.child.pid, 'VmRSS')
    if (rss === null) return null
    readings.push(rss)
    const last = readings.slice(-4)
    if (last.length === 4 && Math.max(...last) - Math.min(...last) <= 2) break
  }
  return readings.at(-1) ?? null
}

/**
 * The same a while later, nothing having happened: V8's memory reducer gives back the start-up's
 * garbage some seconds after the process goes idle (decision 015: 303–308 MB right after start-up,
 * 292–297 MB ten seconds later, on PGlite).
 */
async function settledRssMb(server: Running, afterMs = 10_000): Promise<number | null> {
  await new Promise((r) => setTimeout(r, afterMs))
  return idleRssMb(server)
}

/** Signs a user up through the API and returns the session cookie. */
async function sessionCookie(base: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Motdepasse1', confirmPassword: 'Motdepasse1' }),
  })
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/**
 * `connections` keep-alive connections on one URL for `seconds` (after a warm-up), driven by
 * autocannon: a plain `http.Agent` loop in Node cost as much CPU as the server it measured and
 * capped the figure on this 2-core machine.
 */
async function load(url: string, cookie: string, seconds: number, warmupSeconds = 2) {
  const options = { url, connections: CONNECTIONS, headers: { cookie } }
  await autocannon({ ...options, duration: warmupSeconds })
  const result = await autocannon({ ...options, duration: seconds })
  const requests = result.requests.total
  return {
    connections: CONNECTIONS,
    seconds: Number((result.duration ?? seconds).toFixed(2)),
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: Math.round(requests / (result.duration ?? seconds)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    loadGenerator: 'autocannon',
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const url = readTestDatabaseUrl() ?? DEFAULT_PG_URL
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return url
  } catch {
    return undefined
  }
}

export async function runServerBench(opts: { seconds?: number } = {}) {
  const seconds = opts.seconds ?? 10
  await buildServer()
  const figures: Record<string, unknown> = {
    machine: { cpus: cpus().length, loadAverage1m: Number(loadavg()[0]!.toFixed(2)) },
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'adequat-bench-server-'))
  try {
    // First start creates the PGlite cluster and applies the migrations; the figure is the second.
    const first = await startServer({ DATA_DIR: dataDir })
    await first.stop()
    const second = await startServer({ DATA_DIR: dataDir })
    figures.boot = {
      firstStartSeconds: Number(first.bootSeconds.toFixed(2)),
      existingDataFolderSeconds: Number(second.bootSeconds.toFixed(2)),
      targetSeconds: 5,
    }
    figures.idleRssOnPglite = {
      mb: await idleRssMb(second),
      settledMb: await settledRssMb(second),
      targetMb: 300,
    }
    const cookie = await sessionCookie(second.base)
    figures.meOnPglite = {
      ...(await load(`${second.base}/api/me`, cookie, seconds)),
      peakRssMb: processMemoryMb(second.child.pid, 'VmHWM'),
    }
    figures.shutdownExitCode = await second.stop()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const adminUrl = await postgresUrl()
  if (!adminUrl) {
    figures.meOnPostgres = { skipped: 'no PostgreSQL server reachable (set TEST_DATABASE_URL)' }
  } else {
    const name = `adequat_bench_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const scratch = mkdtempSync(join(tmpdir(), 'adequat-bench-pg-'))
    try {
      const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: scratch })
      figures.idleRssOnPostgres = {
        mb: await idleRssMb(server),
        settledMb: await settledRssMb(server),
        targetMb: 300,
      }
      const cookie = await sessionCookie(server.base)
      figures.meOnPostgres = {
        ...(await load(`${server.base}/api/me`, cookie, seconds)),
        peakRssMb: processMemoryMb(server.child.pid, 'VmHWM'),
        target: '≥ 2000 req/s',
      }
      await server.stop()
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
      rmSync(scratch, { recursive: true, force: true })
    }
  }
  figures.loadAverage1mAfter = Number(loadavg()[0]!.toFixed(2))
  return figures
}

if (import.meta.filename === process.argv[1]) {
  runServerBench()
    .then((figures) => {
      process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`)
    })
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      process.exit(1)
    })
}
