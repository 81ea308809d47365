/**
 * The real entry point as `npm run serve` runs it (`node dist-server/main.mjs`, the server's
 * JavaScript build: scripts/build-server.ts, made by Vitest's global set-up and by the benchmarks) in
 * a child process, for the tests that need a real process (signals, a crash, its memory) and for the
 * benchmarks. The child gets only PATH, HOME, LOG_LEVEL=warn and the `env` given: nothing of this
 * process's environment leaks into its configuration.
 *
 *   const port = await freePort()
 *   const server = startServer({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' })
 *   await server.url                        // it printed 'running at http://…'
 *   expect(await server.stop()).toBe(0)     // SIGTERM, then its exit code
 *
 * Plain Node (no test runner): bench/ uses it too.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** The repository's root: the child's working directory. */
export const ROOT = join(import.meta.dirname, '../..')
/** The server's build (scripts/build-server.ts), relative to ROOT. */
const SERVER_ENTRY = 'dist-server/main.mjs'
/** Characters of each output stream kept (the end of it): enough for any start-up and its errors. */
const OUTPUT_KEPT = 200_000

/** A TCP port free on 127.0.0.1 right now (the OS picks it; closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export type ChildServer = {
  child: ChildProcess
  /** Its exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>
  /**
   * The URL it printed ('running at http://localhost:…') once it listens; rejects with the end of its
   * stderr if it exits before. Only with `output: 'capture'`.
   */
  url: Promise<string>
  /** What it wrote so far (the last 200,000 characters of each stream). Only with `output: 'capture'`. */
  output: () => { stdout: string; stderr: string }
  /** Sends `signal` (default SIGTERM) and resolves with its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  /** SIGKILL if it is still running (for clean-ups). */
  kill: () => void
}

export type StartServerOptions = {
  /**
   * 'capture' (default): stdout and stderr are kept for `output()` and `url`. 'inherit': stdout is
   * dropped and stderr goes to this process's (benchmarks, which wait with `waitForHealth`).
   */
  output?: 'capture' | 'inherit'
}

export function startServer(env: Record<string, string>, options: StartServerOptions = {}): ChildServer {
  const capture = (options.output ?? 'capture') === 'capture'
  if (!existsSync(join(ROOT, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`node --import tsx scripts/build-server.ts\` first`)
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  })
  let stdout = ''
  let stderr = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    if (!capture) {
      reject(new Error("startServer: `url` needs output: 'capture'"))
      return
    }
    let found = false
    child.stdout!.on('data', (d: Buffer) => {
      stdout = (stdout + d.toString()).slice(-OUTPUT_KEPT)
      const match = found ? null : stdout.match(/running at (http:\/\/\S+)/)
      if (match) {
        found = true
        resolve(match[1]!)
      }
    })
    child.stderr!.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-OUTPUT_KEPT)
    })
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr.slice(-4000)}`)))
  })
  url.catch(() => {})
  return {
    child,
    exited,
    url,
    output: () => ({ stdout, stderr }),
    stop: (signal = 'SIGTERM') => {
      child.kill(signal)
      return exited
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

/**
 * Resolves once GET `${base}/api/health` answers 200, polling every `intervalMs`; throws if the server
 * exits first.
 */
export async function waitForHealth(server: ChildServer, base: string, intervalMs = 25): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error('the server exited before answering /api/health')
    }
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}

/** A process's resident memory (`VmRSS`) or its high-water mark (`VmHWM`), in MB (Linux); null elsewhere. */
export function processMemoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}
