/**
 * The development console's lines: a request is one short line; other records keep their message,
 * fields and error; what is not JSON passes through.
 */
import { describe, expect, it } from 'vitest'
import { formatLogLine, readableDestination } from './log-format.ts'
import { createLogger } from './logger.ts'

const time = new Date(2026, 2, 4, 12, 3, 4).getTime()

describe('formatLogLine', () => {
  it('writes a request as time, method, path, status and duration', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      service: 'adequat',
      requestId: 'r-1',
      method: 'GET',
      path: '/api/me',
      status: 200,
      ms: 12,
      msg: 'request',
    })
    expect(formatLogLine(json)).toBe('12:03:04 GET /api/me 200 12 ms\n')
  })

  it('writes other records with their level (when not info), message and fields', () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, time, msg: 'retention purge', purged: { cvTexts: 2 } })),
    ).toBe('12:03:04 retention purge purged={"cvTexts":2}\n')
    expect(
      formatLogLine(
        JSON.stringify({ level: 40, time, msg: 'mail kept in the outbox', template: 'verify-email' }),
      ),
    ).toBe('12:03:04 WARN mail kept in the outbox template=verify-email\n')
  })

  it('adds an error’s type, code and message, and its stack at level error', () => {
    const warn = formatLogLine(
      JSON.stringify({
        level: 40,
        time,
        msg: 'redis down',
        err: { type: 'Error', code: 'ECONNREFUSED', message: 'no' },
      }),
    )
    expect(warn).toBe('12:03:04 WARN redis down — Error ECONNREFUSED: no\n')
    const error = formatLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'boom',
        err: { type: 'TypeError', message: 'x', stack: 'TypeError: x\n    at f' },
      }),
    )
    expect(error).toBe('12:03:04 ERROR boom — TypeError: x\nTypeError: x\n    at f\n')
  })

  it('passes a line that is not JSON through', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n')
  })
})

describe('the development logger', () => {
  it('writes readable lines through the destination, after the redaction', () => {
    const lines: string[] = []
    const logger = createLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'development' },
      readableDestination({ write: (text) => lines.push(text) }),
    )
    logger.info({ method: 'POST', path: '/api/analyses', status: 201, ms: 840 }, 'request')
    logger.info({ user: { password: 'Motdepasse1' } }, 'signed up')
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/analyses 201 840 ms\n$/)
    expect(lines[1]).toContain('signed up user={"password":"[redacted]"}')
    expect(lines.join('')).not.toContain('Motdepasse1')
  })
})
