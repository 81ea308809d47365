/**
 * pino logger. Request bodies, CV text and secrets are never logged: the request log records
 * method, path, status and duration only, and errors are serialised without the SQL parameters a
 * failed query carries (session tokens, CV text, e-mail addresses).
 */
import pino from 'pino'
import type { Env } from './env.ts'

export type Logger = pino.Logger

const PARAMS_LINE = /\nparams: [^\n]*/g

/** pino's error serialiser, minus query parameters and driver details. */
export function serializeError(error: unknown): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown>
  if (!serialized || typeof serialized !== 'object') return serialized
  const { params: _params, detail: _detail, ...rest } = serialized
  for (const key of ['message', 'stack'] as const) {
    if (typeof rest[key] === 'string')
      rest[key] = (rest[key] as string).replace(PARAMS_LINE, '\nparams: [redacted]')
  }
  return rest
}

/** `destination`: where lines go (default stdout); tests pass a stream they read. */
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
  return destination ? pino(options, destination) : pino(options)
}
