/**
 * Extraction soak (issue 13 item 2): real CVs, mutated, through the real extraction path (extractCv:
 * type detection, worker pool, budgets, normalisation), counting how each one ends.
 *
 *   node --import tsx scripts/soak-extract.ts [--count 10000] [--seed 1] [--timeout-ms 20000]
 *        [--fixtures <dir>] [--out report.json]
 *   node --import tsx scripts/soak-extract.ts --seed 1 --replay 17,4242   (those files again, one by one)
 *
 * Sources (read only): the public CVs of the shared fixtures folder (`../shared/fixtures` of the
 * project, or --fixtures), the committed evaluation CVs (eval/cases/* /cv.pdf|docx|doc) and
 * test/fixtures. Mutations, drawn from a seeded generator (the same seed gives the same files):
 * bit flips, truncation, inserted garbage, overwritten or duplicated runs, PDF token edits (page
 * counts, lengths, xref offsets, filters) and corrupted bytes inside a PDF stream; for DOCX, zip
 * entry corruption (compressed data, declared sizes, compression method, local header, a removed
 * entry). Each file ends as: ok, a refusal by code (the AppError a user would see), a timeout
 * (EXTRACTION_TIMEOUT: the pool's limit held), a worker crash (the worker died: contained, but
 * counted), an unexpected error (not an AppError: a bug), or a hang (no answer within the time limit
 * plus HANG_GRACE_MS: the pool's limit failed). The report gives counts by outcome, by mutation and by
 * source kind, the slowest files and the process's peak RSS.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readZipDirectory } from '../src/server/engine/extract/detect.ts'
import { extractCv, shutdownExtraction, warmUpExtraction } from '../src/server/engine/extract/index.ts'
import { AppError } from '../src/shared/errors.ts'

const ROOT = resolve(import.meta.dirname, '..')
/** A file with no answer this long after its time limit is a hang. */
const HANG_GRACE_MS = 10_000

export type Source = { name: string; kind: 'pdf' | 'docx' | 'doc'; bytes: Uint8Array }

/** The real CVs to mutate: shared fixtures, committed evaluation CVs, the test fixtures. */
export function loadSources(fixturesDir?: string): Source[] {
  const dirs = [
    fixturesDir,
    join(ROOT, '../shared/fixtures/cv-public'),
    join(ROOT, '../../shared/fixtures/cv-public'),
  ].filter((d): d is string => Boolean(d))
  const shared = dirs.find((d) => safeIsDir(d))
  const files: string[] = []
  if (shared) for (const f of readdirSync(shared)) files.push(join(shared, f))
  const cases = join(ROOT, 'eval/cases')
  if (safeIsDir(cases))
    for (const c of readdirSync(cases))
      for (const ext of ['pdf', 'docx', 'doc']) {
        const f = join(cases, c, `cv.${ext}`)
        if (safeIsFile(f)) files.push(f)
      }
  for (const d of ['test/fixtures/cv', 'test/fixtures/generated'])
    if (safeIsDir(join(ROOT, d))) for (const f of readdirSync(join(ROOT, d))) files.push(join(ROOT, d, f))
  const sources: Source[] = []
  const seen = new Set<string>()
  for (const file of files) {
    const ext = file.split('.').pop()?.toLowerCase()
    // Word templates are DOCX packages (the product refuses the extension, not the format).
    const kind = ext === 'dotx' ? 'docx' : ext
    if (kind !== 'pdf' && kind !== 'docx' && kind !== 'doc') continue
    if (/encrypted|blank/.test(file)) continue
    const bytes = new Uint8Array(readFileSync(file))
    // The test fixtures repeat some shared ones: each content once.
    const digest = createHash('sha256').update(bytes).digest('hex')
    if (seen.has(digest)) continue
    seen.add(digest)
    sources.push({
      name: file.replace(`${ROOT}/`, '').replace(/^.*shared\/fixtures\//, 'shared/'),
      kind,
      bytes,
    })
  }
  return sources
}

function safeIsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory()
  } catch {
    return false
  }
}
function safeIsFile(p: string): boolean {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const int = (r: Random, n: number) => Math.floor(r() * n)
const randomBytes = (r: Random, n: number) => Uint8Array.from({ length: n }, () => int(r, 256))

function splice(bytes: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  at = Math.min(at, bytes.length)
  remove = Math.min(remove, bytes.length - at)
  const out = new Uint8Array(bytes.length - remove + insert.length)
  out.set(bytes.subarray(0, at), 0)
  out.set(insert, at)
  out.set(bytes.subarray(at + remove), at + insert.length)
  return out
}

const latin1 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1')

/** The signature of a zip central directory record ('PK', 1, 2). */
const CENTRAL_HEADER = new RegExp(`PK${String.fromCharCode(1, 2)}`, 'g')

type Mutation = { name: string; kinds: Source['kind'][]; apply: (b: Uint8Array, r: Random) => Uint8Array }

/** Positions of `needle` in the file (latin1), at most 2,000. */
function positions(text: string, needle: RegExp): number[] {
  const out: number[] = []
  for (const m of text.matchAll(needle)) {
    out.push(m.index)
    if (out.length >= 2000) break
  }
  return out
}

const PDF_TOKEN_EDITS: [RegExp, (r: Random) => string][] = [
  [/\/Count \d+/g, (r) => `/Count ${[0, -1, 999_999_999, 2 ** 31, int(r, 100_000)][int(r, 5)]}`],
  [/\/Length \d+/g, (r) => `/Length ${[0, 1, 99_999_999, int(r, 10_000_000)][int(r, 4)]}`],
  [
    /\/FlateDecode/g,
    (r) => ['/LZWDecode', '/ASCII85Decode', '/RunLengthDecode', '/DCTDecode', '/Foo'][int(r, 5)]!,
  ],
  [/\d{10} \d{5} n/g, (r) => `${String(int(r, 10_000_000_000)).padStart(10, '0')} 00000 n`],
  [/startxref\s+\d+/g, (r) => `startxref\n${int(r, 10_000_000)}`],
  [/\/Kids \[/g, () => '/Kids [1 0 R 2 0 R '],
  [/ 0 R/g, (r) => ` ${int(r, 3)} R`],
]

export const MUTATIONS: Mutation[] = [
  {
    name: 'bit-flips',
    kinds: ['pdf', 'docx', 'doc'],
    apply: (b, r) => {
      const out = b.slice()
      const n = 1 + int(r, 16)
      for (let i = 0; i < n; i++) {
        const at = int(r, out.length)
        out[at] = (out[at] as number) ^ (1 << int(r, 8))
      }
      return out
    },
  },
  {
    name: 'truncation',
    kinds: ['pdf', 'docx', 'doc'],
    apply: (b, r) => b.slice(0, Math.max(8, int(r, b.length))),
  },
  {
    name: 'inserted-garbage',
    kinds: ['pdf', 'docx', 'doc'],
    apply: (b, r) => splice(b, int(r, b.length), 0, randomBytes(r, 1 + int(r, 4096))),
  },
  {
    name: 'overwritten-run',
    kinds: ['pdf', 'docx', 'doc'],
    apply: (b, r) => {
      const len = 1 + int(r, 2048)
      const at = int(r, Math.max(1, b.length - len))
      const fill = [0x00, 0xff, -1][int(r, 3)] as number
      return splice(b, at, len, fill < 0 ? randomBytes(r, len) : new Uint8Array(len).fill(fill))
    },
  },
  {
    name: 'duplicated-run',
    kinds: ['pdf', 'docx', 'doc'],
    apply: (b, r) => {
      const len = 1 + int(r, 8192)
      const from = int(r, Math.max(1, b.length - len))
      return splice(b, int(r, b.length), 0, b.slice(from, from + len))
    },
  },
  {
    name: 'pdf-token-edit',
    kinds: ['pdf'],
    apply: (b, r) => {
      const text = latin1(b)
      const [pattern, replace] = PDF_TOKEN_EDITS[int(r, PDF_TOKEN_EDITS.length)]!
      const found = [...text.matchAll(pattern)].slice(0, 2000)
      if (found.length === 0) return MUTATIONS[0]!.apply(b, r)
      const m = found[int(r, found.length)]!
      return splice(b, m.index, m[0].length, Buffer.from(replace(r), 'latin1'))
    },
  },
  {
    name: 'pdf-stream-corruption',
    kinds: ['pdf'],
    apply: (b, r) => {
      const starts = positions(latin1(b), /stream\r?\n/g)
      if (starts.length === 0) return MUTATIONS[0]!.apply(b, r)
      const out = b.slice()
      const at = (starts[int(r, starts.length)] as number) + 7 + int(r, 64)
      const n = 1 + int(r, 32)
      for (let i = 0; i < n && at + i < out.length; i++) out[at + i] = int(r, 256)
      return out
    },
  },
  {
    name: 'zip-entry-corruption',
    kinds: ['docx'],
    apply: (b, r) => {
      const entries = readZipDirectory(b)
      if (!entries || entries.length === 0) return MUTATIONS[0]!.apply(b, r)
      const out = b.slice()
      const view = new DataView(out.buffer)
      const main = entries.find((e) => e.name === 'word/document.xml')
      const entry = main && r() < 0.5 ? main : entries[int(r, entries.length)]!
      const p = entry.localHeaderOffset
      if (p + 30 > out.length) return out
      const dataStart = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true)
      // The central directory record of the entry, found by its local header offset.
      const text = latin1(out)
      const central = positions(text, CENTRAL_HEADER).find(
        (c) => c + 46 <= out.length && view.getUint32(c + 42, true) === p,
      )
      switch (int(r, 6)) {
        case 0: {
          // compressed data
          const n = 1 + int(r, 64)
          for (let i = 0; i < n; i++) {
            const at = dataStart + int(r, Math.max(1, entry.compressedSize))
            if (at < out.length) out[at] = int(r, 256)
          }
          return out
        }
        case 1: // declared uncompressed size (central directory)
          if (central !== undefined)
            view.setUint32(central + 24, [0, 1, 0xffffffff, int(r, 2 ** 31)][int(r, 4)] as number, true)
          return out
        case 2: // declared compressed size
          if (central !== undefined)
            view.setUint32(central + 20, [0, 0xffffffff, int(r, 2 ** 31)][int(r, 3)] as number, true)
          return out
        case 3: // compression method
          if (central !== undefined) view.setUint16(central + 10, [0, 1, 12, 99][int(r, 4)] as number, true)
          view.setUint16(p + 8, [0, 1, 12, 99][int(r, 4)] as number, true)
          return out
        case 4: // local header signature or name length
          if (r() < 0.5) view.setUint32(p, 0x12345678, true)
          else view.setUint16(p + 26, int(r, 65536), true)
          return out
        default: // entry removed from the central directory (name scrambled)
          if (central !== undefined) {
            const nameLength = view.getUint16(central + 28, true)
            for (let i = 0; i < nameLength; i++) out[central + 46 + i] = 0x61 + int(r, 26)
          }
          return out
      }
    },
  },
]

/**
 * File i of a run: its own generator (seed, i), so the seed alone decides every file whatever the
 * timing, and files are made one at a time (10,000 copies would not fit in memory).
 */
function drawFile(sources: Source[], seed: number, i: number) {
  const random = rng(seed * 1_000_003 + i)
  const source = sources[int(random, sources.length)]!
  const usable = MUTATIONS.filter((m) => m.kinds.includes(source.kind))
  const mutation = usable[int(random, usable.length)]!
  // One mutation, sometimes two stacked (the first one named).
  let bytes = mutation.apply(source.bytes, random)
  if (random() < 0.2) bytes = usable[int(random, usable.length)]!.apply(bytes, random)
  return { source, mutation: mutation.name, bytes }
}

export type Outcome = 'ok' | 'timeout' | 'worker-crash' | 'unexpected' | 'hang' | `refused:${string}`

export type SoakReport = {
  seed: number
  files: number
  sources: { total: number; pdf: number; docx: number; doc: number }
  durationS: number
  outcomes: Record<string, number>
  byMutation: Record<string, Record<string, number>>
  crashes: number
  hangs: number
  unexpected: { index: number; mutation: string; source: string; error: string }[]
  /** The files whose worker died, with how (`worker exit 1`, `worker error: …`). */
  workerCrashes: { index: number; mutation: string; source: string; cause: string }[]
  slowestMs: { ms: number; mutation: string; source: string; outcome: string }[]
  medianMs: number
  p99Ms: number
  peakRssMb: number
}

function peakRss(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8')
    return Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) * 1024
  } catch {
    return process.memoryUsage.rss()
  }
}

export async function runSoak(options: {
  count: number
  seed?: number
  timeoutMs?: number
  fixturesDir?: string
  concurrency?: number
  onProgress?: (done: number) => void
}): Promise<SoakReport> {
  const seed = options.seed ?? 1
  const timeoutMs = options.timeoutMs ?? 20_000
  const sources = loadSources(options.fixturesDir)
  if (sources.length === 0) throw new Error('no source CVs found')
  await warmUpExtraction(2)
  const outcomes: Record<string, number> = {}
  const byMutation: Record<string, Record<string, number>> = {}
  const unexpected: SoakReport['unexpected'] = []
  const workerCrashes: SoakReport['workerCrashes'] = []
  const times: { ms: number; mutation: string; source: string; outcome: string }[] = []
  // File i comes from its own generator (seed, i): the seed alone decides every file, whatever the
  // timing, and files are made one at a time (10,000 copies would not fit in memory).
  const draw = (i: number) => drawFile(sources, seed, i)
  const started = performance.now()
  let next = 0
  let done = 0
  const one = async () => {
    for (;;) {
      const i = next++
      if (i >= options.count) return
      const { source, mutation, bytes } = draw(i)
      const t0 = performance.now()
      let outcome: Outcome
      let watchdog: ReturnType<typeof setTimeout> | undefined
      const hang = new Promise<'hang'>((r) => {
        watchdog = setTimeout(() => r('hang'), timeoutMs + HANG_GRACE_MS)
      })
      try {
        const result = await Promise.race([
          extractCv({ bytes, fileName: `cv.${source.kind}`, timeoutMs }),
          hang,
        ])
        outcome = result === 'hang' ? 'hang' : 'ok'
      } catch (error) {
        if (error instanceof AppError) {
          const cause = (error as { cause?: { message?: string } }).cause?.message ?? ''
          outcome =
            error.code === 'EXTRACTION_TIMEOUT'
              ? 'timeout'
              : /^worker (exit|error)/.test(cause)
                ? 'worker-crash'
                : `refused:${error.code}`
          if (outcome === 'worker-crash' && workerCrashes.length < 50)
            workerCrashes.push({ index: i, mutation, source: source.name, cause: cause.slice(0, 200) })
        } else {
          outcome = 'unexpected'
          if (unexpected.length < 50)
            unexpected.push({ index: i, mutation, source: source.name, error: String(error).slice(0, 200) })
        }
      } finally {
        clearTimeout(watchdog)
      }
      const ms = performance.now() - t0
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
      const m = byMutation[mutation] ?? {}
      byMutation[mutation] = m
      m[outcome] = (m[outcome] ?? 0) + 1
      times.push({ ms: Math.round(ms), mutation, source: source.name, outcome })
      options.onProgress?.(++done)
    }
  }
  // Twice the pool's workers in flight keeps every worker busy without flooding the queue.
  const concurrency = options.concurrency ?? 4
  await Promise.all(Array.from({ length: concurrency }, one))
  const durationS = Math.round((performance.now() - started) / 100) / 10
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b)
  return {
    seed,
    files: options.count,
    sources: {
      total: sources.length,
      pdf: sources.filter((s) => s.kind === 'pdf').length,
      docx: sources.filter((s) => s.kind === 'docx').length,
      doc: sources.filter((s) => s.kind === 'doc').length,
    },
    durationS,
    outcomes,
    byMutation,
    crashes: outcomes['worker-crash'] ?? 0,
    hangs: outcomes.hang ?? 0,
    unexpected,
    workerCrashes,
    slowestMs: [...times].sort((a, b) => b.ms - a.ms).slice(0, 10),
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    peakRssMb: Math.round(peakRss() / 2 ** 20),
  }
}

/** Extracts the files `indices` of a run (seed) again, one at a time: to look at one outcome. */
export async function replay(seed: number, indices: number[], timeoutMs = 20_000, fixturesDir?: string) {
  const sources = loadSources(fixturesDir)
  const out: { index: number; source: string; outcome: string }[] = []
  for (const index of indices) {
    const { source, bytes, mutation } = drawFile(sources, seed, index)
    const outcome = await extractCv({ bytes, fileName: `cv.${source.kind}`, timeoutMs }).then(
      () => 'ok',
      (e: unknown) =>
        `${(e as AppError).code ?? e} ${String((e as { cause?: { message?: string } }).cause?.message ?? '')}`,
    )
    out.push({ index, source: `${source.name} (${mutation})`, outcome })
  }
  return out
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const only = arg('replay')
  if (only) {
    const indices = only.split(',').map(Number)
    console.log(
      JSON.stringify(await replay(Number(arg('seed') ?? 1), indices, 20_000, arg('fixtures')), null, 2),
    )
    await shutdownExtraction()
    return
  }
  const count = Number(arg('count') ?? 10_000)
  const seed = Number(arg('seed') ?? 1)
  const timeoutMs = Number(arg('timeout-ms') ?? 20_000)
  let crashedMain = 0
  process.on('uncaughtException', (error) => {
    crashedMain++
    console.error('uncaught exception in the soak process:', error)
  })
  const report = await runSoak({
    count,
    seed,
    timeoutMs,
    fixturesDir: arg('fixtures'),
    onProgress: (done) => {
      if (done % 500 === 0) process.stderr.write(`${done}/${count}\n`)
    },
  })
  await shutdownExtraction()
  const full = { ...report, mainProcessCrashes: crashedMain }
  const out = arg('out')
  if (out) writeFileSync(out, `${JSON.stringify(full, null, 2)}\n`)
  console.log(JSON.stringify(full, null, 2))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
