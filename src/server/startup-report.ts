/**
 * What the server says while it starts: one line per step, then the URL once.
 * - development: plain lines on stdout (`  ✓ database    PGlite in ./data, new (1.2 s)`), then
 *   `Adéquat is running at http://localhost:3000`; the steps are left out below LOG_LEVEL=info, the
 *   URL never is;
 * - production and tests: one JSON log line per step (`step` field) and one with the URL, like every
 *   other log line.
 * Nothing secret is shown: a database or SMTP URL is reduced to its host.
 */
import { relative } from 'node:path'
import type { Env } from './env.ts'
import type { Logger } from './logger.ts'

export type StartupReport = {
  step: (name: string, detail: string, fields?: Record<string, unknown>) => void
  warn: (name: string, detail: string) => void
  ready: (url: string, fields?: Record<string, unknown>) => void
}

export function createStartupReport(
  env: Pick<Env, 'NODE_ENV'>,
  logger: Logger,
  out: { write(text: string): unknown } = process.stdout,
): StartupReport {
  const readable = env.NODE_ENV === 'development'
  const showSteps = logger.isLevelEnabled('info')
  let first = true
  const line = (mark: string, name: string, detail: string) => {
    if (first) out.write('\nStarting Adéquat (development)\n')
    first = false
    out.write(`  ${mark} ${name.padEnd(10)} ${detail}\n`)
  }
  return {
    step(name, detail, fields = {}) {
      if (!readable) return logger.info({ step: name, ...fields }, `${name}: ${detail}`)
      if (showSteps) line('✓', name, detail)
    },
    warn(name, detail) {
      if (!readable) return logger.warn({ step: name }, `${name}: ${detail}`)
      if (logger.isLevelEnabled('warn')) line('!', name, detail)
    },
    ready(url, fields = {}) {
      if (!readable) return logger.info({ url, ...fields }, `Adéquat is running at ${url}`)
      out.write(`\nAdéquat is running at ${url}\n\n`)
    },
  }
}

/** `1.2 s` */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/** A folder as a person reads it: relative to the working folder when inside it. */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), path)
  return rel && !rel.startsWith('..') ? `./${rel}` : path
}

/** `postgres://user:secret@db.example:5432/app` → `db.example:5432`: the host only, never credentials. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'the configured server'
  }
}
