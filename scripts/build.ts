/**
 * `npm run build` (and the first half of `npm start`): three steps, one line each (one after the other:
 * side by side they fight for the cores and take longer) —
 * the web app into dist/ (Vite, warnings and errors only; `npx vite build` shows every chunk), the
 * server as JavaScript into dist-server/ (scripts/build-server.ts), and the empty PGlite cluster the
 * server unpacks into a fresh data folder (src/server/db/pglite-template.ts; made once per PGlite
 * version, then kept in .cache/).
 */
import { relative } from 'node:path'
import { build } from 'vite'
import { defaultTemplatePath, ensurePgliteTemplate } from '../src/server/db/pglite-template.ts'
import { buildServer } from './build-server.ts'

const ROOT = `${import.meta.dirname}/..`
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function main() {
  process.stdout.write('Building Adéquat…\n')
  let started = performance.now()
  await build({ root: ROOT, logLevel: 'warn' })
  process.stdout.write(`  ✓ web app built into dist/ (${seconds(started)})\n`)
  started = performance.now()
  await buildServer()
  process.stdout.write(`  ✓ server built into dist-server/ (${seconds(started)})\n`)
  started = performance.now()
  const template = await ensurePgliteTemplate()
  const where = relative(process.cwd(), defaultTemplatePath())
  process.stdout.write(
    template === 'made'
      ? `  ✓ database template (migrated) prepared in ${where} (${seconds(started)}; again when PGlite or the migrations change)\n`
      : `  ✓ database template ready in ${where}\n`,
  )
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
