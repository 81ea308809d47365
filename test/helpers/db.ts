/**
 * Fresh, migrated databases for tests. `createTestDatabase()` gives an in-memory PGlite; with
 * `{ kind: 'postgres' }` (only when TEST_DATABASE_URL is set) a brand-new PostgreSQL database
 * `adequat_test_<random>` is created on that server and dropped on close. `DB_KINDS` lists the
 * kinds to run integration tests on: `describe.each(DB_KINDS)('… on %s', (kind) => …)`.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../src/server/db/client.ts'
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

/**
 * Counts what the app sends to the database from now on: statements outside a transaction, and
 * transactions (PGlite's `transaction`, a pooled client taken by node-postgres for one). `stop()`
 * puts the client back as it was.
 */
export function countStatements(db: Database): {
  statements: () => number
  transactions: () => number
  stop: () => void
} {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client
  let statements = 0
  let transactions = 0
  const wrapped: [string, (...args: unknown[]) => unknown][] = [
    ['query', () => statements++],
    ['transaction', () => transactions++],
    // node-postgres' pool.query takes a client with a callback; a transaction takes one without.
    ['connect', (...args: unknown[]) => args.length === 0 && transactions++],
  ]
  const originals = new Map<string, unknown>()
  for (const [name, count] of wrapped) {
    const original = client[name]
    if (typeof original !== 'function') continue
    originals.set(name, Object.hasOwn(client, name) ? original : undefined)
    client[name] = (...args: unknown[]) => {
      count(...args)
      return (original as (...a: unknown[]) => unknown).apply(client, args)
    }
  }
  return {
    statements: () => statements,
    transactions: () => transactions,
    stop: () => {
      for (const [name, original] of originals) {
        if (original === undefined) delete client[name]
        else client[name] = original
      }
    },
  }
}
