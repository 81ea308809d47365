/**
 * The database template of a fresh data folder: made once from the committed migrations, copied into
 * a new folder (which then needs no migration), never into a folder that has a database, keyed by
 * the migrations so a changed folder gets no stale template, and initdb when there is none.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createDatabase } from './client.ts'
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts'
import { defaultTemplatePath, ensurePgliteTemplate, migrationsHash } from './pglite-template.ts'

// initdb in WebAssembly twice, on a shared machine
vi.setConfig({ testTimeout: 180_000 })

const work = mkdtempSync(join(tmpdir(), 'adequat-template-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length

async function appliedMigrations(db: Awaited<ReturnType<typeof createDatabase>>['db']): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
}

describe('the PGlite template', () => {
  const cache = join(work, 'cache')
  const template = join(cache, 'pglite-database-test-current')

  it('is made once with every migration applied, and replaces older templates of its folder', async () => {
    mkdirSync(join(cache, 'pglite-database-test-old'), { recursive: true })
    writeFileSync(join(cache, 'pglite-database-test-old', 'PG_VERSION'), '17\n')
    expect(await ensurePgliteTemplate(template)).toBe('made')
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true)
    expect(readdirSync(cache)).toEqual(['pglite-database-test-current'])
    expect(await ensurePgliteTemplate(template)).toBe('present')
  })

  it('gives a new data folder a migrated database, with nothing left to migrate', async () => {
    const dataDir = join(work, 'fresh')
    const database = await createDatabase({ dataDir, templatePath: template })
    try {
      expect(database.created).toBe('template')
      expect(await appliedMigrations(database.db)).toBe(sqlFiles)
      await runMigrations(database.db, database.kind)
      expect(await appliedMigrations(database.db)).toBe(sqlFiles)
      await database.db.execute(
        sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
            values ('u-template', 'Template', 'template@example.com', false, now(), now())`,
      )
    } finally {
      await database.close()
    }
    expect(readdirSync(work).filter((name) => name.includes('.partial'))).toEqual([])
    // the second start opens it as it is: the row is still there
    const again = await createDatabase({ dataDir, templatePath: template })
    try {
      expect(again.created).toBe('opened')
      const rows = await again.db.execute(sql`select email from "user" where id = 'u-template'`)
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1)
    } finally {
      await again.close()
    }
    // and the template itself was not changed by the copy's use
    const other = await createDatabase({ dataDir: join(work, 'fresh-2'), templatePath: template })
    try {
      const rows = await other.db.execute(sql`select email from "user"`)
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0)
    } finally {
      await other.close()
    }
  })

  it('without a template, makes the database by initdb', async () => {
    const database = await createDatabase({
      dataDir: join(work, 'no-template'),
      templatePath: join(work, 'none'),
    })
    try {
      expect(database.created).toBe('initdb')
      await runMigrations(database.db, database.kind)
      expect(await appliedMigrations(database.db)).toBe(sqlFiles)
    } finally {
      await database.close()
    }
  })

  it('is named after the migrations: another migration, another template', () => {
    const copy = join(work, 'drizzle-copy')
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true })
    const before = migrationsHash(copy)
    expect(before).toBe(migrationsHash(MIGRATIONS_FOLDER))
    writeFileSync(join(copy, '9999_new.sql'), 'create table t (id int);')
    expect(migrationsHash(copy)).not.toBe(before)
    expect(defaultTemplatePath(copy)).not.toBe(defaultTemplatePath())
    expect(defaultTemplatePath()).toMatch(/\.cache\/pglite-database-\d+\.\d+\.\d+-[0-9a-f]{12}$/)
  })
})
