/**
 * The pool's fairness: a file's time limit counts its own work, not the wait behind a slow file, and
 * a full queue refuses at once (BUSY) instead of letting requests wait until their time runs out;
 * one file per owner in work; OCR on at most size − 1 workers (the heavy lane); workers start when
 * files need them and those beyond the warm one exit when idle.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stripedScan } from '../../../../test/helpers/hostile-pdf.ts'
import { ExtractionPool, PoolError } from './pool.ts'

const GEN = join(import.meta.dirname, '../../../../test/fixtures/generated')
/** Seconds of OCR per page on any machine (test/helpers/hostile-pdf.ts): surely over a 1.5 s limit. */
const slowScan = stripedScan(3990, 4)
const pdf = new Uint8Array(readFileSync(join(GEN, 'cv-2pages.pdf')))

const pools: ExtractionPool[] = []
afterEach(async () => {
  for (const p of pools.splice(0)) await p.close()
})

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof PoolError ? e.code : String(e)),
  )

describe('ExtractionPool', () => {
  it('counts a file’s time limit from when a worker takes it, not while it waits', async () => {
    const pool = new ExtractionPool(1, 4)
    pools.push(pool)
    await pool.warmUp()
    // The scan (OCR) holds the only worker until its 3 s limit; the CV behind it has 3 s of its own:
    // counted while it waits, its limit would be spent before a worker takes it. (3 s, not less: a
    // worker restarted after the scan's timeout must read the CV in time on a loaded machine.)
    const slow = codeOf(pool.run('pdf', slowScan, 3_000))
    const queued = pool.run('pdf', pdf, 3_000)
    expect(await slow).toBe('EXTRACTION_TIMEOUT')
    const result = await queued
    expect(result.text).toContain('Camille Durand')
  }, 30_000)

  it('refuses a file at once when the queue is full (BUSY), and works again once it drains', async () => {
    const pool = new ExtractionPool(1, 1)
    pools.push(pool)
    await pool.warmUp()
    const running = codeOf(pool.run('pdf', slowScan, 1_500))
    const waiting = codeOf(pool.run('pdf', pdf, 5_000))
    const started = Date.now()
    expect(await codeOf(pool.run('pdf', pdf, 5_000))).toBe('BUSY')
    expect(Date.now() - started).toBeLessThan(200)
    expect(await running).toBe('EXTRACTION_TIMEOUT')
    expect(await waiting).toBe('resolved')
    expect(await codeOf(pool.run('pdf', pdf, 5_000))).toBe('resolved')
  }, 30_000)

  it('works on one file per owner: the owner’s next file waits, another owner’s runs', async () => {
    const pool = new ExtractionPool(2, 8)
    pools.push(pool)
    await pool.warmUp()
    const first = codeOf(pool.run('pdf', slowScan, 3_000, undefined, 'alice'))
    const second = pool.run('pdf', pdf, 5_000, undefined, 'alice')
    const other = await pool.run('pdf', pdf, 5_000, undefined, 'bob')
    expect(other.text).toContain('Camille Durand')
    // Bob's file went through while Alice's second file still waits behind her scan.
    expect(pool.running.owners).toEqual(['alice'])
    expect(await first).toBe('EXTRACTION_TIMEOUT')
    expect((await second).text).toContain('Camille Durand')
  }, 30_000)

  it('runs OCR on at most size − 1 workers, so a light file always finds one', async () => {
    const pool = new ExtractionPool(2, 8)
    pools.push(pool)
    expect(pool.heavyLanes).toBe(1)
    await pool.warmUp()
    const scans = [
      codeOf(pool.run('pdf', slowScan, 4_000, undefined, 'h1')),
      codeOf(pool.run('pdf', slowScan, 4_000, undefined, 'h2')),
    ]
    let heavyPeak = 0
    const watch = setInterval(() => {
      heavyPeak = Math.max(heavyPeak, pool.running.heavy)
    }, 5)
    try {
      // Both scans have found they need OCR; one runs it, the other waits for the lane.
      await vi.waitFor(() => expect(pool.running.heavy).toBe(1), { timeout: 3_000, interval: 10 })
      const light = await pool.run('pdf', pdf, 5_000, undefined, 'normal')
      expect(light.text).toContain('Camille Durand')
      expect(pool.running.heavy).toBe(1)
      for (const s of scans) expect(['resolved', 'EXTRACTION_TIMEOUT']).toContain(await s)
    } finally {
      clearInterval(watch)
    }
    expect(heavyPeak).toBe(1)
  }, 30_000)

  it('starts one warm worker, a second when two files need it, and lets the second exit when idle', async () => {
    const pool = new ExtractionPool(2, 8, 1, { keepWarm: 1, idleMs: 300 })
    pools.push(pool)
    await pool.warmUp(1)
    expect(pool.workerCount).toBe(1)
    const both = [pool.run('pdf', pdf, 10_000, undefined, 'a'), pool.run('pdf', pdf, 10_000, undefined, 'b')]
    expect(pool.workerCount).toBe(2)
    for (const result of await Promise.all(both)) expect(result.text).toContain('Camille Durand')
    await vi.waitFor(() => expect(pool.workerCount).toBe(1), { timeout: 3_000, interval: 50 })
    // The warm one stays, and still works.
    await new Promise((r) => setTimeout(r, 600))
    expect(pool.workerCount).toBe(1)
    expect((await pool.run('pdf', pdf, 10_000)).text).toContain('Camille Durand')
  }, 30_000)

  describe('the local engine in a worker (analyse)', () => {
    const input = {
      cvText:
        'Camille Durand\nDéveloppeuse Python\nExpérience\n2019 - 2024 Développeuse Python, Acme\nCompétences : Python, SQL, Git',
      jobDescription: 'Développeur Python H/F. Compétences requises : Python, SQL, Docker.',
      questionsCount: 3,
      lang: 'fr' as const,
    }

    it('gives the in-process engine’s result, its stages in order, and keeps its worker', async () => {
      const pool = new ExtractionPool(1, 4)
      pools.push(pool)
      await pool.warmUp()
      const stages: number[] = []
      const result = await pool.analyse(input, 15_000, undefined, (s) => stages.push(s))
      const { createLocalEngine } = await import('../local/index.ts')
      expect(result).toEqual(await createLocalEngine().analyse(input))
      expect(stages).toEqual([2, 3, 4, 5, 6])
      expect(pool.workerCount).toBe(1)
    }, 30_000)

    it('answers an abort at once without terminating the worker; a run past its limit ends it', async () => {
      const pool = new ExtractionPool(1, 4)
      pools.push(pool)
      await pool.warmUp()
      const spawned = vi.spyOn(pool as unknown as { spawn: () => unknown }, 'spawn')
      // The first run loads the lexicon: surely longer than 1 ms.
      expect(await codeOf(pool.analyse(input, 1))).toBe('ENGINE_TIMEOUT')
      await vi.waitFor(() => expect(pool.workerCount).toBe(1))
      expect(spawned).toHaveBeenCalledTimes(1)
      const controller = new AbortController()
      const aborted = codeOf(pool.analyse(input, 15_000, controller.signal))
      controller.abort()
      expect(await aborted).toBe('ABORTED')
      // The worker finished that run and takes the next one; none was started for it.
      expect(await pool.analyse(input, 15_000)).toMatchObject({ suggestions: expect.any(Array) })
      expect(spawned).toHaveBeenCalledTimes(1)
    }, 30_000)
  })
})
