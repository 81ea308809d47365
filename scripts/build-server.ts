/**
 * The server as two plain JavaScript files (part of `npm run build`; `npm run serve` runs them):
 * `dist-server/main.mjs` (src/server/main.ts) and `dist-server/extract-worker.mjs` (the extraction
 * worker, src/server/engine/extract/worker.ts), bundled by esbuild with the npm packages left as
 * imports. Running TypeScript through tsx costs a loader thread and every module's transform and
 * source map in memory: ≈ 90 MB more at idle in the server and more in each worker (decision 019).
 *
 * The bundle is a build of this checkout, not a relocatable artefact: every source file keeps its own
 * `import.meta.url` / `import.meta.dirname` (rewritten to the file's path at build time), so the data
 * packs, migrations, fonts and `dist/` are read where they are, as under tsx.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type BuildOptions, build, type Plugin } from 'esbuild'

const ROOT = join(import.meta.dirname, '..')
export const SERVER_BUILD_DIR = join(ROOT, 'dist-server')
export const SERVER_ENTRY = join(SERVER_BUILD_DIR, 'main.mjs')
const WORKER_OUT = join(SERVER_BUILD_DIR, 'extract-worker.mjs')

/** Each TypeScript source keeps the location it has in the repository. */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8')
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))),
      }
    })
  },
}

export async function buildServer(): Promise<void> {
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [sourceLocation],
  }
  await build({
    ...common,
    entryPoints: [join(ROOT, 'src/server/engine/extract/worker.ts')],
    outfile: WORKER_OUT,
  })
  await build({
    ...common,
    entryPoints: [join(ROOT, 'src/server/main.ts')],
    outfile: SERVER_ENTRY,
    // The pool starts the bundled worker instead of worker-entry.mjs (which loads TypeScript by tsx).
    define: { __BUNDLED_EXTRACT_WORKER__: JSON.stringify(pathToFileURL(WORKER_OUT).href) },
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer()
}
