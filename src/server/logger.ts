/**
 * pino logger. Request bodies, CV text and secrets are never logged: the request log records
 * method, path, status and duration only, and errors are serialised without the SQL parameters a
 * failed query carries (session tokens, CV text, e-mail addresses).
 */
import pino from 'pino'
import type { Env } from './env.ts'
import { readableDestination } from './log-format.ts'

export type Logger = pino.Logger

/** Everything from a driver's `params:` line to the end: the values of a failed query (CV text has lines). */
const PARAMS_TAIL = /\n\s*params:[\s\S]*$/

/** What an error may show of itself: names and codes, never values (a row, a parameter, a key's value). */
const KEPT_KEYS = new Set([
  'type',
  'message',
  'stack',
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
])

function stripValues(text: string): string {
  return text.replace(PARAMS_TAIL, '\nparams: [redacted]')
}

/**
 * pino's error serialiser, keeping only names and codes: no query parameters, no driver `detail`
 * ('Key (email)=(…)'), no `where`, nothing an error object might carry of a row; its `cause` the same.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown>
  if (!serialized || typeof serialized !== 'object') return serialized
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(serialized)) {
    if (!KEPT_KEYS.has(key)) continue
    kept[key] = typeof value === 'string' ? stripValues(value) : typeof value === 'number' ? value : undefined
  }
  const cause = (error as { cause?: unknown } | null)?.cause
  if (cause instanceof Error && depth < 3) kept.cause = serializeError(cause, depth + 1)
  return kept
}

/**
 * `destination`: where lines go; tests pass a stream they read. By default, stdout: JSON in
 * production and tests (for machines), one short readable line per record in development.
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { service: 'adequat' },
    serializers: { err: serializeError },
    redact: {
      paths: ['*.password', '*.token', '*.secret', '*.authorization', '*.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
  }
  if (destination) return pino(options, destination)
  return env.NODE_ENV === 'development' ? pino(options, readableDestination()) : pino(options)
}
