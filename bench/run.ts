/**
 * `npm run bench`: runs every benchmark module and prints ONE JSON object of figures on stdout.
 *
 * Discovery (nothing to register): a `bench/*.ts` file (not this one, not `*.test.ts`) is a benchmark
 * module when it exports `run()` and/or functions named `run<Something>Bench()` (e.g. `runEngineBench`,
 * `runExtractBench`); each returns a JSON-serialisable object (or a promise of one). Its figures appear
 * under `modules.<file name>.<function name>`. The exports are found by reading the source, so files
 * that are standalone scripts or helpers (they do their work on import, or only export helpers) are
 * never imported: they are listed under `skipped` with how to run them. To add a benchmark to this
 * report, export a `run*Bench()` function from its file.
 *
 * Each module runs in its own child process, one after the other, so one module's warm-up, caches
 * and peak memory (process.resourceUsage().maxRSS) do not colour another's. A module that throws
 * is reported as `{ error }` and the others still run. `npm run bench -- engine extract` runs only
 * the named modules.
 */
import { fork } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'

type Figures = Record<string, unknown>
type ChildMessage = { ok: true; figures: Record<string, Figures> } | { ok: false; error: string }

const BENCH_DIR = import.meta.dirname
const RUNNER = basename(import.meta.filename)

const BENCH_EXPORT =
  /export\s+(?:async\s+)?function\s+(run|run[A-Z]\w*Bench)\s*\(|export\s+const\s+(run|run[A-Z]\w*Bench)\s*=/

/** Every bench file, and whether its source exports a bench function. */
export function benchFiles(dir = BENCH_DIR): { file: string; isBenchModule: boolean }[] {
  return readdirSync(dir)
    .filter(
      (name) =>
        name.endsWith('.ts') && name !== RUNNER && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
    )
    .sort()
    .map((file) => ({ file, isBenchModule: BENCH_EXPORT.test(readFileSync(join(dir, file), 'utf8')) }))
}

export function benchFunctions(module: Record<string, unknown>): [string, () => unknown][] {
  return Object.entries(module).filter(
    (entry): entry is [string, () => unknown] =>
      typeof entry[1] === 'function' && (entry[0] === 'run' || /^run[A-Z]\w*Bench$/.test(entry[0])),
  )
}

/** In a child process: import one module, run its bench functions, send the figures to the parent. */
async function runChild(file: string): Promise<void> {
  // The module sees a clean command line (some parse process.argv on import).
  process.argv.splice(2)
  let message: ChildMessage
  try {
    const module = (await import(pathToFileURL(join(BENCH_DIR, file)).href)) as Record<string, unknown>
    const functions = benchFunctions(module)
    if (functions.length === 0) throw new Error('exports no run() or run*Bench() function')
    const figures: Record<string, Figures> = {}
    for (const [name, fn] of functions) figures[name] = (await fn()) as Figures
    message = { ok: true, figures }
  } catch (error) {
    message = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
  await new Promise<void>((resolve) => process.send?.(message, () => resolve()))
  process.exit(0)
}

function runInChild(file: string): Promise<ChildMessage> {
  return new Promise((resolve) => {
    const child = fork(import.meta.filename, ['--child', file], {
      // --expose-gc: memory figures (bench/api.ts) are read after a full collection.
      execArgv: ['--expose-gc', '--import', 'tsx'],
      // the child's own logs go to stderr so stdout stays one JSON document
      stdio: ['ignore', 2, 2, 'ipc'],
    })
    let answer: ChildMessage | undefined
    child.on('message', (message) => {
      answer = message as ChildMessage
    })
    child.on('exit', (code, signal) => {
      resolve(answer ?? { ok: false, error: `child exited (code ${code}, signal ${signal}) without figures` })
    })
  })
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--child' && argv[1]) return runChild(argv[1])
  const only = argv.filter((a) => !a.startsWith('-'))
  const files = benchFiles().filter(({ file }) => only.length === 0 || only.includes(basename(file, '.ts')))
  const modules: Record<string, unknown> = {}
  const skipped: Record<string, string> = {}
  for (const { file, isBenchModule } of files) {
    if (!isBenchModule) {
      skipped[basename(file, '.ts')] =
        `no run()/run*Bench() export; standalone: node --import tsx bench/${file}`
      continue
    }
    const started = performance.now()
    process.stderr.write(`bench: ${file}…\n`)
    const answer = await runInChild(file)
    const seconds = Math.round(performance.now() - started) / 1000
    modules[basename(file, '.ts')] = answer.ok
      ? { ...answer.figures, wallSeconds: seconds }
      : { error: answer.error }
  }
  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cpuCount: cpus().length,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    modules,
    skipped,
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2))
}
