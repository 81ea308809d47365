/**
 * The development console's log lines: one short readable line per pino record instead of its JSON
 * (production and tests keep JSON, for machines). A request is `12:03:04 GET /api/me 200 12 ms`;
 * anything else is its time, its level when not info, its message and its fields as key=value; an
 * error adds its type, code and message (and its stack at level error). It formats what pino
 * already wrote — the redaction and the error serialiser have run — so it shows nothing JSON would not.
 */
import type { DestinationStream } from 'pino'

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
}
/** pino's own fields and the ones every line carries: not repeated on a line. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'requestId', 'err'])

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date()
  return date.toTimeString().slice(0, 8)
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value
  return JSON.stringify(value)
}

/** One JSON record as pino writes it → one readable line (with its newline). */
export function formatLogLine(json: string): string {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(json) as Record<string, unknown>
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`
  }
  const level = typeof record.level === 'number' ? record.level : 30
  const parts = [clock(record.time)]
  if (level !== 30) parts.push(LEVELS[level] ?? String(level))
  if (record.msg === 'request' && typeof record.method === 'string') {
    parts.push(String(record.method), String(record.path), String(record.status), `${record.ms} ms`)
    return `${parts.join(' ')}\n`
  }
  if (typeof record.msg === 'string') parts.push(record.msg)
  for (const [key, value] of Object.entries(record)) {
    if (!OMITTED.has(key) && value !== undefined) parts.push(`${key}=${fieldValue(value)}`)
  }
  let line = parts.join(' ')
  const err = record.err as { type?: string; code?: string; message?: string; stack?: string } | undefined
  if (err && typeof err === 'object') {
    line += ` — ${[err.type, err.code].filter(Boolean).join(' ')}${err.message ? `: ${err.message}` : ''}`
    if (level >= 50 && err.stack) line += `\n${err.stack}`
  }
  return `${line}\n`
}

/** A pino destination writing readable lines to `out` (stdout by default). */
export function readableDestination(
  out: { write(text: string): unknown } = process.stdout,
): DestinationStream {
  return {
    write(chunk: string) {
      // pino writes one record per call; a chunk could still hold several lines
      for (const json of chunk.split('\n')) if (json.trim() !== '') out.write(formatLogLine(json))
    },
  }
}
