/**
 * The log never carries what a user wrote: a failing insert of an analysis (on a real database)
 * is logged with its SQL and codes, without the CV text, the row's values or the driver's detail.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../test/helpers/db.ts'
import { analyses } from './db/schema/analyses.ts'
import { createLogger } from './logger.ts'

const CV_TEXT = 'Marie Curie\nmarie.curie@example.org — 06 12 34 56 78\n12 rue des Écoles, Paris\nSQL, Python'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream) }
}

describe.each(DB_KINDS)('error logs on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('keep the failed SQL and the codes, never the parameters, the CV text or the row values', async () => {
    const owner = 'user-that-does-not-exist-7f3a'
    const error = await database.db
      .insert(analyses)
      .values({
        id: 'analysis-log-test',
        userId: owner,
        fileName: 'cv-marie.pdf',
        fileType: 'pdf',
        fileSize: 1000,
        cvText: CV_TEXT,
        jobDescription: 'Data analyst',
        jobHash: 'hash',
        result: { compatibilityScore: 1 } as never,
        questionsCount: 3,
        engine: 'local',
        engineVersion: 'test',
        durationMs: 1,
        usagePeriod: 'lifetime',
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(Error)
    const { lines, logger } = capture()
    logger.error({ err: error }, 'analysis insert failed')
    const line = lines.join('')
    expect(line).toContain('Failed query: insert into')
    expect(line).toContain('[redacted]')
    for (const secret of [
      'Marie Curie',
      'marie.curie@example.org',
      '06 12 34 56 78',
      'rue des Écoles',
      owner,
    ]) {
      expect(line).not.toContain(secret)
    }
  })
})
