/**
 * The offer's identity: offerHash's normalisation, and migration 0011's SQL backfill giving the
 * very same hash (on PGlite and, with TEST_DATABASE_URL, PostgreSQL), so analyses stored before the
 * migration find their re-runs too.
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../../test/helpers/db.ts'
import { normaliseOffer, offerHash } from './offer-hash.ts'

const SAMPLES = [
  'Data Scientist Finance',
  '  Data   Scientist\tFinance\n\n',
  'Ingénieur·e logiciel — Python, SQL ; télétravail : 2 j/semaine',
  'Ingénieur·e logiciel — Python, SQL\u00a0; télétravail\u202f: 2 j/semaine',
  // é as e + combining acute (NFD), as some PDF copies paste it
  'Inge\u0301nieur\r\nDevOps\fKubernetes\u000bHelm',
  'ÉCOLE Élève ŒUVRE',
  'Emoji 🚀 et guillemets « français »',
]

describe('normaliseOffer and offerHash', () => {
  it('treats white space, no-break spaces and Unicode composition as the same text', () => {
    expect(normaliseOffer('  Data   Scientist\tFinance\n\n')).toBe('Data Scientist Finance')
    expect(offerHash('  Data   Scientist\tFinance\n\n')).toBe(offerHash('Data Scientist Finance'))
    expect(offerHash('Python\u00a0; SQL')).toBe(offerHash('Python ; SQL'))
    expect(offerHash('Inge\u0301nieur')).toBe(offerHash('Ingénieur'))
  })

  it('tells different offers apart, letter case included', () => {
    expect(offerHash('Data Scientist Finance')).not.toBe(offerHash('Data Scientist Finance junior'))
    expect(offerHash('Data Scientist')).not.toBe(offerHash('data scientist'))
    expect(offerHash('Data Scientist')).toMatch(/^[0-9a-f]{64}$/)
  })
})

/** The backfill expression of migration 0011, applied to `job_description`. */
function backfillExpression(): string {
  const migration = readFileSync(
    new URL('../../../../drizzle/0011_history_and_plan_choice.sql', import.meta.url),
    'utf8',
  )
  const match = /SET "job_hash" = (.+);--> statement-breakpoint/.exec(migration)
  if (!match?.[1]) throw new Error('backfill not found in migration 0011')
  return match[1]
}

describe.each(DB_KINDS)('migration 0011 backfill on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
  })
  afterAll(async () => {
    await database.close()
  })

  it('computes in SQL the hash offerHash computes', async () => {
    const expression = backfillExpression()
    for (const text of SAMPLES) {
      const result = await database.db.execute<{ hash: string }>(
        sql`select ${sql.raw(expression)} as hash from (select ${text}::text as "job_description") as v`,
      )
      const rows = (Array.isArray(result) ? result : (result as { rows: { hash: string }[] }).rows) as {
        hash: string
      }[]
      expect(rows[0]?.hash, JSON.stringify(text)).toBe(offerHash(text))
    }
  })
})
