/**
 * A template of a new, migrated PGlite database, so a fresh data folder starts in about a second.
 *
 * Creating a PGlite cluster runs PostgreSQL's initdb inside WebAssembly: 3 s of CPU on a quiet
 * machine, 7–10 s on a busy 2-core one — most of a first start; the migrations then cost another
 * 0.5–2 s. What they produce is the same for every data folder, so `npm run build` makes it once
 * (`ensurePgliteTemplate`): initdb and the committed migrations in a folder of `.cache/`, closed
 * cleanly, named after the PGlite version and a hash of `drizzle/` (the SQL files and the journal).
 * A data folder without a database becomes a copy of the template of exactly this PGlite and these
 * migrations — a file copy (about 40 MB, done by the OS, off the JavaScript thread), then PGlite
 * opens it as it opens any existing database, and the migrator finds nothing to do. Without a
 * template (no build since the migrations changed), the database is made by initdb and migrated as
 * before: slower, never different. (PGlite's own `loadDataDir` from a tarball was measured too: it
 * costs twice the CPU of the copy, the untar running inside WebAssembly.)
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { cp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER } from './migrate.ts'

const ROOT = join(import.meta.dirname, '../../..')
const TEMPLATE_PREFIX = 'pglite-database-'

/**
 * PostgreSQL's settings for the embedded database: its buffer cache at 16 MB instead of initdb's
 * 128 MB. The cache is allocated inside PGlite's WebAssembly memory, i.e. in the server's own RSS
 * (measured on an opened data folder: 400 MB with 128 MB, 265–271 MB with 32 MB, 251 MB with 16 MB;
 * decision 015); the database of one instance is far smaller, and a page read again past the cache
 * comes from the OS's file cache.
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
}

/** The installed PGlite's version (its package.json is not exported: found from its entry file up). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('the version of @electric-sql/pglite was not found')
    dir = parent
  }
}

/** A short hash of the migrations folder: every SQL file and the journal, by name and content. */
export function migrationsHash(folder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256')
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    ...(existsSync(join(folder, 'meta', '_journal.json')) ? [join('meta', '_journal.json')] : []),
  ].sort()
  for (const name of files)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(folder, name)))
      .update('\0')
  return hash.digest('hex').slice(0, 12)
}

/** Where the build leaves the template: a folder of `.cache/` in the project (not served, not committed). */
export function defaultTemplatePath(migrationsFolder = MIGRATIONS_FOLDER): string {
  return join(ROOT, '.cache', `${TEMPLATE_PREFIX}${pgliteVersion()}-${migrationsHash(migrationsFolder)}`)
}

/** Whether a PGlite data folder already holds a cluster. */
export function hasCluster(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'))
}

/**
 * Makes the template if it is missing: initdb and the migrations in a scratch folder beside it,
 * closed, then renamed into place (so a build interrupted, or two at once, never leave half a
 * template); older templates in the same folder (another PGlite, other migrations) are removed.
 */
export async function ensurePgliteTemplate(
  path = defaultTemplatePath(),
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<'made' | 'present'> {
  if (hasCluster(path)) return 'present'
  const folder = dirname(path)
  const scratch = `${path}.${process.pid}.partial`
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  try {
    const client = await PGlite.create(scratch, PGLITE_OPTIONS)
    await migrate(drizzle(client), { migrationsFolder })
    await client.close()
    rmSync(path, { recursive: true, force: true })
    renameSync(scratch, path)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  for (const name of readdirSync(folder)) {
    const other = join(folder, name)
    if (name.startsWith(TEMPLATE_PREFIX) && !name.endsWith('.partial') && other !== path) {
      rmSync(other, { recursive: true, force: true })
    }
  }
  return 'made'
}

export type OpenedCluster = {
  client: PGlite
  /** `opened`: the folder had a database; `template`: a copy of the build's template; `initdb`: made from nothing. */
  how: 'opened' | 'template' | 'initdb'
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

/**
 * Opens the PGlite cluster of `dir`. A new (empty) folder becomes a copy of the template when there
 * is one: copied beside it, then renamed into place, so an interrupted copy never leaves half a
 * database where the next start would find it.
 */
export async function openPgliteCluster(
  dir: string,
  templatePath = defaultTemplatePath(),
): Promise<OpenedCluster> {
  if (hasCluster(dir)) return { client: await PGlite.create(dir, PGLITE_OPTIONS), how: 'opened' }
  if (hasCluster(templatePath) && isEmptyOrMissing(dir)) {
    const copy = `${dir}.${process.pid}.partial`
    await rm(copy, { recursive: true, force: true })
    let copied = false
    try {
      await cp(templatePath, copy, { recursive: true })
      await rm(dir, { recursive: true, force: true })
      await rename(copy, dir)
      copied = true
    } catch {
      // The template could not be copied (disk full, permissions): the slow way, from an empty folder.
      await rm(copy, { recursive: true, force: true })
    }
    if (copied) return { client: await PGlite.create(dir, PGLITE_OPTIONS), how: 'template' }
  }
  mkdirSync(dir, { recursive: true })
  return { client: await PGlite.create(dir, PGLITE_OPTIONS), how: 'initdb' }
}
