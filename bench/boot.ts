/**
 * First-run figure (issue 12 item 8): seconds from `node dist-server/main.mjs` (`npm run serve`, the
 * server's build, made first) to the first 200 of
 * GET /api/health, on a FRESH data folder (what a new user's `npm start` waits for after the build)
 * and on an existing one. The build's database template is made first if missing (as `npm run build`
 * does), so the fresh figure is the one users get. Target: ≤ 5 s. The load average is printed beside
 * the figures: on this shared 2-core machine they are only comparable at equal load; the CPU time the
 * server used until then (Linux: /proc, all its threads) depends much less on the load.
 * Run alone: `node --import tsx bench/boot.ts` (part of `npm run bench`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer } from '../scripts/build-server.ts'
import { ensurePgliteTemplate } from '../src/server/db/pglite-template.ts'
import { freePort, startServer, waitForHealth } from '../test/helpers/child-server.ts'

const ROUNDS = 3

/** CPU seconds (user + system, all threads) a process has used, from /proc; null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null
  }
}

/** Seconds (wall and CPU) until /api/health answers 200; the server is stopped after. */
async function bootOnce(dataDir: string): Promise<{ wall: number; cpu: number | null }> {
  const port = await freePort()
  const started = performance.now()
  const server = startServer(
    { NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    { output: 'inherit' },
  )
  try {
    await waitForHealth(server, `http://127.0.0.1:${port}`, 20)
    return { wall: (performance.now() - started) / 1000, cpu: cpuSeconds(server.child.pid) }
  } finally {
    await server.stop()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (n: number) => Number(n.toFixed(2))
function summary(runs: { wall: number; cpu: number | null }[]) {
  const cpu = runs.map((r) => r.cpu).filter((c): c is number => c !== null)
  return {
    median: round(median(runs.map((r) => r.wall))),
    runs: runs.map((r) => round(r.wall)),
    ...(cpu.length > 0 && { cpuMedian: round(median(cpu)) }),
  }
}

export async function runBootBench() {
  await buildServer()
  const template = await ensurePgliteTemplate()
  const loadBefore = round(loadavg()[0]!)
  const fresh: { wall: number; cpu: number | null }[] = []
  const existing: { wall: number; cpu: number | null }[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'adequat-bench-boot-'))
    try {
      fresh.push(await bootOnce(join(dir, 'data')))
      existing.push(await bootOnce(join(dir, 'data')))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return {
    machine: { cpus: cpus().length, loadAverage1m: loadBefore },
    template: template === 'made' ? 'made now' : 'present',
    freshDataFolderSeconds: summary(fresh),
    existingDataFolderSeconds: summary(existing),
    targetSeconds: 5,
    loadAverage1mAfter: round(loadavg()[0]!),
  }
}

if (import.meta.filename === process.argv[1]) {
  runBootBench()
    .then((figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      process.exit(1)
    })
}
