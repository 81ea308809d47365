/** pino logger. Request bodies, CV text and secrets are never logged (see app.ts' request log). */
import pino from 'pino'
import type { Env } from './env.ts'

export type Logger = pino.Logger

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'adequat' },
    redact: {
      paths: ['*.password', '*.token', '*.secret', '*.authorization', '*.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
  })
}
