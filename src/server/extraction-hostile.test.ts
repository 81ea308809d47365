/**
 * Extraction that cannot be starved (issue 13 item 2): the real server in a child process, two
 * hostile accounts sending crafted PDFs over and over (a flate bomb, scans that OCR reads for
 * nothing, pages of blank text items: test/helpers/hostile-pdf.ts), several requests at once each,
 * and a normal user analysing a real CV meanwhile. The normal analyses succeed without waiting for
 * a hostile file's time limit, no request answers 500, and the server's peak RSS (VmHWM, the kernel's
 * high-water mark, reset once the server is up: no sample can miss a peak) stays under 1 GB (on
 * PostgreSQL, as in production; on PGlite the embedded database's ~400 MB is in the process and allowed for). The per-user failure limit is off
 * here so the hostile load lasts; the 3-second figure on an idle machine is `bench/extract-hostile.ts`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freePort, startServer } from '../../test/helpers/child-server.ts'
import { createTestDatabase, TEST_DATABASE_URL } from '../../test/helpers/db.ts'
import { blankItems, flateBomb, stripedScan } from '../../test/helpers/hostile-pdf.ts'
import { signUpOnServer } from '../../test/helpers/server-user.ts'
import { DEFAULT_EXTRACTION_TIMEOUT_MS } from './engine/index.ts'

vi.setConfig({ hookTimeout: 120_000, testTimeout: 240_000 })

const CV = readFileSync(new URL('../../test/fixtures/generated/cv-2pages.pdf', import.meta.url))
const JOB = 'Développeur Python confirmé : Python, SQL et Docker exigés ; anglais courant.'
const GB = 1024 ** 3
/** The embedded database's share of the process when the server runs on PGlite (measured ~390 MB). */
const PGLITE_IN_PROCESS = 400 * 1024 ** 2
/** How long the hostile users keep sending once the normal user has started. */
const HOSTILE_MS = 25_000
/**
 * A normal analysis must not wait for a hostile file's time limit: one that did would take at least
 * that limit (20 s). The bound is the limit itself, not a speed figure (< 1 s on 2 idle cores, 10.3 s
 * once with the whole suite and other work on the machine, which a 10 s bound failed): speed is
 * measured by `bench/extract-hostile.ts`, never by a timed test.
 */
const NORMAL_BOUND_MS = DEFAULT_EXTRACTION_TIMEOUT_MS

/** The process's resident memory now and at its peak (bytes), from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

describe.skipIf(process.platform !== 'linux')('two hostile users and a normal one at once', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c()
  })

  it('serves the normal user while the hostile files are refused, and the server stays under 1 GB', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const dataDir = mkdtempSync(join(tmpdir(), 'adequat-hostile-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // On PostgreSQL (production's topology, and CI's) the database's memory is not the server's; on
    // PGlite the embedded database (~400 MB once opened) lives in the process and is allowed for.
    let databaseUrl: string | undefined
    if (TEST_DATABASE_URL) {
      const database = await createTestDatabase({ kind: 'postgres' })
      databaseUrl = database.url as string
      cleanups.push(() => database.close())
    }
    const bound = databaseUrl ? GB : GB + PGLITE_IN_PROCESS
    const serverEnv = {
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      NODE_ENV: 'development',
      RATE_LIMIT_ENABLED: 'false',
      AI_ENGINE: 'local',
    }
    // A first run makes the database (PGlite's initdb peaks near 1 GB and keeps that memory) and the
    // accounts; the measured server is a restart on that folder, as in production.
    const first = startServer(serverEnv)
    cleanups.push(() => first.kill())
    await first.url
    const headers = { origin: base }

    const analyse = async (cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData()
      form.append('cv', new Blob([bytes]), name)
      form.append('jobDescription', JOB)
      const res = await fetch(`${base}/api/analyses`, {
        method: 'POST',
        headers: { ...headers, cookie, accept: 'application/json' },
        body: form,
      })
      const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } }
      return { status: res.status, code: body.error?.code ?? '' }
    }

    const [hostileA, hostileB, normal] = [
      (await signUpOnServer(base, 'hostile-a')).cookie,
      (await signUpOnServer(base, 'hostile-b')).cookie,
      (await signUpOnServer(base, 'normal')).cookie,
    ]
    await first.stop()

    const server = startServer(serverEnv)
    cleanups.push(() => server.kill())
    await server.url
    const pid = server.child.pid as number
    // The extraction workers warm up after the server listens.
    await new Promise((r) => setTimeout(r, 4_000))
    const hostileFiles = [flateBomb(), stripedScan(), blankItems()]
    const baseline = memoryOf(pid)
    // The peak counts from here: a new PGlite folder's initdb peaks higher at start-up, before any CV.
    writeFileSync(`/proc/${pid}/clear_refs`, '5')

    // Each hostile user keeps three requests going, cycling through the crafted files.
    const outcomes = new Map<string, number>()
    let stop = false
    const hostileLoop = async (cookie: string, offset: number) => {
      for (let i = offset; !stop; i++) {
        const file = hostileFiles[i % hostileFiles.length]!
        const { status, code } = await analyse(cookie, file, `cv-${i}.pdf`).catch(() => ({
          status: 0,
          code: 'network',
        }))
        const key = `${status} ${code}`
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
        if (status === 503) await new Promise((r) => setTimeout(r, 200))
      }
    }
    const loops = [hostileA, hostileB].flatMap((cookie) => [0, 1, 2].map((k) => hostileLoop(cookie, k)))
    // Let the hostile files take the workers (OCR lane busy, first passes queued) before measuring.
    await new Promise((r) => setTimeout(r, 3_000))

    const normalTimes: number[] = []
    const startedAt = Date.now()
    let peakSeen = 0
    while (Date.now() - startedAt < HOSTILE_MS) {
      const t0 = Date.now()
      const result = await analyse(normal, new Uint8Array(CV), 'cv.pdf')
      normalTimes.push(Date.now() - t0)
      expect(result).toEqual({ status: 201, code: '' })
      peakSeen = Math.max(peakSeen, memoryOf(pid).rss)
      // A free account has 3 analyses: they are spread over the hostile period.
      if (normalTimes.length === 3) break
      await new Promise((r) => setTimeout(r, 6_000))
    }
    stop = true
    await Promise.all(loops)
    const memory = memoryOf(pid)

    const summary = {
      normalMs: normalTimes,
      hostile: Object.fromEntries(outcomes),
      baselineRssMb: Math.round(baseline.rss / 2 ** 20),
      peakRssMb: Math.round(memory.peak / 2 ** 20),
      database: databaseUrl ? 'postgres' : 'pglite',
    }
    console.info('hostile extraction:', JSON.stringify(summary))
    expect(normalTimes).toHaveLength(3)
    for (const ms of normalTimes) expect(ms).toBeLessThan(NORMAL_BOUND_MS)
    // The hostile files really ran: refused as unreadable, without text or at their time limit (on a
    // loaded machine the OCR lane reaches the limit first), never a 500.
    const hostileCount = [...outcomes.values()].reduce((a, b) => a + b, 0)
    expect(hostileCount).toBeGreaterThan(6)
    for (const key of outcomes.keys()) expect(key).not.toMatch(/^(5\d\d (?!EXTRACTION_BUSY)|0 )/)
    expect([...outcomes.keys()].some((k) => /CV_UNREADABLE|CV_NO_TEXT|EXTRACTION_TIMEOUT/.test(k))).toBe(true)
    expect(memory.peak).toBeLessThan(bound)
    expect(peakSeen).toBeLessThan(bound)
  })
})
