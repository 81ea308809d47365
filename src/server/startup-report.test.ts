/** Start-up lines: plain in development (steps hidden below info, the URL always), JSON elsewhere. */
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'
import { createStartupReport, hostOf } from './startup-report.ts'

function sink() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

describe('createStartupReport', () => {
  it('in development: a heading, one line per step, then the URL once', () => {
    const out: string[] = []
    const log = sink()
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, log.stream)
    const report = createStartupReport({ NODE_ENV: 'development' }, logger, { write: (t) => out.push(t) })
    report.step('database', 'PGlite in ./data, opened (0.4 s)')
    report.step('mail', 'local outbox, read the e-mails at http://localhost:3000/dev/outbox')
    report.warn('web app', 'not built in ./dist: run `npm run build`')
    report.ready('http://localhost:3000')
    expect(out.join('')).toBe(
      [
        '',
        'Starting Adéquat (development)',
        '  ✓ database   PGlite in ./data, opened (0.4 s)',
        '  ✓ mail       local outbox, read the e-mails at http://localhost:3000/dev/outbox',
        '  ! web app    not built in ./dist: run `npm run build`',
        '',
        'Adéquat is running at http://localhost:3000',
        '',
        '',
      ].join('\n'),
    )
    expect(log.lines).toEqual([])
  })

  it('in development below info: only the URL', () => {
    const out: string[] = []
    const logger = createLogger({ LOG_LEVEL: 'error', NODE_ENV: 'development' }, sink().stream)
    const report = createStartupReport({ NODE_ENV: 'development' }, logger, { write: (t) => out.push(t) })
    report.step('database', 'opened')
    report.ready('http://localhost:3000')
    expect(out.join('')).toBe('\nAdéquat is running at http://localhost:3000\n\n')
  })

  it('in production: one JSON log line per step and one with the URL, nothing else on stdout', () => {
    const out: string[] = []
    const log = sink()
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, log.stream)
    const report = createStartupReport({ NODE_ENV: 'production' }, logger, { write: (t) => out.push(t) })
    report.step('database', 'PostgreSQL at db:5432', { database: 'postgres' })
    report.ready('http://localhost:3000', { port: 3000 })
    expect(out).toEqual([])
    const records = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(records).toMatchObject([
      { step: 'database', database: 'postgres', msg: 'database: PostgreSQL at db:5432' },
      { url: 'http://localhost:3000', port: 3000, msg: 'Adéquat is running at http://localhost:3000' },
    ])
  })

  it('shows a server by its host, never its credentials', () => {
    expect(hostOf('postgres://adequat:s3cret@db.example:5432/app')).toBe('db.example:5432')
    expect(hostOf('smtps://user:pass@smtp.example:465')).toBe('smtp.example:465')
  })
})
