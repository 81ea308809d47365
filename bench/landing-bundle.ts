/**
 * Initial JavaScript of the landing page, gzip: the entry chunk, the home route's lazy chunk and
 * every chunk they import statically (what the browser must download before / is interactive).
 * Reads dist/.vite/manifest.json from `vite build`; prints JSON. Target: ≤ 120 KB gzip.
 * Usage: npx vite build && node --import tsx bench/landing-bundle.ts [built folder, default dist/]
 * (`npm run bench` calls runLandingBundleBench() on dist/; run `npx vite build` first.)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }

export function runLandingBundleBench(distDir = resolve(import.meta.dirname, '../dist')) {
  const dist = resolve(distDir)
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    return { skipped: `no ${dist}/.vite/manifest.json: run \`npx vite build\` first` }
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >

  function closure(keys: string[]): Set<string> {
    const seen = new Set<string>()
    const stack = [...keys]
    while (stack.length > 0) {
      const key = stack.pop() as string
      if (seen.has(key)) continue
      seen.add(key)
      for (const next of manifest[key]?.imports ?? []) stack.push(next)
    }
    return seen
  }

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('no entry in the manifest: run `npx vite build` first')
  const keys = closure([entry, 'src/web/routes/home.tsx'])
  const files = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file))
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))]

  const size = (file: string) => {
    const bytes = readFileSync(join(dist, file))
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  }
  const js = files.map((file) => ({ file, ...size(file) }))
  const css = cssFiles.map((file) => ({ file, ...size(file) }))
  const sum = (list: { raw: number; gzip: number }[], k: 'raw' | 'gzip') =>
    list.reduce((total, f) => total + f[k], 0)
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

  return {
    landingInitialJs: {
      files: js.length,
      rawKB: kb(sum(js, 'raw')),
      gzipKB: kb(sum(js, 'gzip')),
      targetGzipKB: 120,
    },
    landingCss: { rawKB: kb(sum(css, 'raw')), gzipKB: kb(sum(css, 'gzip')) },
    chunks: js.sort((a, b) => b.gzip - a.gzip).map((f) => ({ file: f.file, gzipKB: kb(f.gzip) })),
  }
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  process.stdout.write(`${JSON.stringify(runLandingBundleBench(process.argv[2]), null, 2)}\n`)
}
