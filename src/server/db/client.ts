/**
 * Opens the database: PGlite (PostgreSQL in WASM) on disk in DATA_DIR by default, in memory for
 * tests, or a real PostgreSQL server through node-postgres when a URL is given. Both are exposed
 * as the same Drizzle `Database` type so services never care which one they run on.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { openPgliteCluster, PGLITE_OPTIONS } from './pglite-template.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'
/** The database or one of its transactions. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  kind: DatabaseKind
  /** Closes the pool or the PGlite instance; safe to call twice. */
  close: () => Promise<void>
  /** PGlite only: a copy of the whole database, to start others from (tests). */
  snapshot?: () => Promise<Blob>
  /** PGlite on disk: the folder's database was opened, unpacked from the build's template, or made by initdb. */
  created?: 'opened' | 'template' | 'initdb'
}

export type CreateDatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string; poolSize?: number }
  /**
   * PGlite on disk (the folder and its parents are created); a new folder is unpacked from the
   * cluster template `npm run build` makes (`templatePath`, default `.cache/`), else made by initdb.
   */
  | { dataDir: string; templatePath?: string }
  /** PGlite in memory (tests), optionally started from a `dumpPglite()` snapshot. */
  | { memory: true; snapshot?: Blob }

export async function createDatabase(opts: CreateDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in opts) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 })
    // An idle client's error (server restart) must not crash the process: the pool replaces it.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Database
    let closed = false
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return
        closed = true
        await pool.end()
      },
    }
  }
  let client: PGlite
  let created: DatabaseHandle['created']
  if ('dataDir' in opts) {
    const dir = resolve(opts.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    const opened = await openPgliteCluster(dir, opts.templatePath)
    client = opened.client
    created = opened.how
  } else {
    client = await PGlite.create({
      ...PGLITE_OPTIONS,
      ...(opts.snapshot && { loadDataDir: opts.snapshot }),
    })
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
    },
    snapshot: () => client.dumpDataDir('none'),
    ...(created && { created }),
  }
}

/** Cheap liveness probe used by GET /api/health. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
