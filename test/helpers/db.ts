/**
 * Fresh, migrated databases for tests. `createTestDatabase()` gives an in-memory PGlite; with
 * `{ kind: 'postgres' }` (only when TEST_DATABASE_URL is set) a brand-new PostgreSQL database
 * `adequat_test_<random>` is created on that server and dropped on close. `DB_KINDS` lists the
 * kinds to run integration tests on: `describe.each(DB_KINDS)('… on %s', (kind) => …)`.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../../src/server/db/client.ts'
import { runMigrations } from '../../src/server/db/migrate.ts'
import { readTestDatabaseUrl } from '../../src/server/env.ts'

export const TEST_DATABASE_URL = readTestDatabaseUrl()
export const DB_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export type TestDatabase = DatabaseHandle & { url?: string }

/**
 * A migrated, empty PGlite cluster, made once per test process: later databases start from this
 * copy instead of running initdb and every migration again.
 */
let pgliteSnapshot: Promise<Blob> | undefined

async function migratedSnapshot(): Promise<Blob> {
  const handle = await createDatabase({ memory: true })
  try {
    await runMigrations(handle.db, handle.kind)
    return await handle.snapshot!()
  } finally {
    await handle.close()
  }
}

export async function createTestDatabase(opts: { kind?: DatabaseKind } = {}): Promise<TestDatabase> {
  const kind = opts.kind ?? 'pglite'
  if (kind === 'pglite') {
    pgliteSnapshot ??= migratedSnapshot()
    const snapshot = await pgliteSnapshot.catch((error) => {
      pgliteSnapshot = undefined
      throw error
    })
    const handle = await createDatabase({ memory: true, snapshot })
    // A no-op on the snapshot; it keeps the database right if a migration was added meanwhile.
    await runMigrations(handle.db, handle.kind)
    return handle
  }
  if (!TEST_DATABASE_URL) throw new Error('createTestDatabase({ kind: "postgres" }) needs TEST_DATABASE_URL')
  const name = `adequat_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const handle = await createDatabase({ url: url.toString(), poolSize: 5 })
  await runMigrations(handle.db, handle.kind)
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await dropper.connect()
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await dropper.end()
      }
    },
  }
}
