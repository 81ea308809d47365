/**
 * A small pool of extraction worker threads, at most one per core. Each worker handles one file at a
 * time; a job that exceeds its time limit or is aborted terminates its worker (a fresh one is
 * started on demand), and a worker that crashes fails only its own job. Workers start when files
 * need them; `keepWarm` of them (one by default) stay while idle, the others exit after `idleMs`
 * without work (each warm worker holds 35–50 MB of the process's memory, more once its OCR engine
 * is loaded: a worker that ran OCR exits when idle even if it is the warm one, and a fresh one
 * takes its place). The time limit counts the
 * work, not the wait in the queue (a file is not failed for others' slowness); the queue is bounded
 * and a job that cannot be queued is refused at once (BUSY → 503 with Retry-After), so a burst of
 * hostile files cannot hold everyone's requests until their time runs out. Idle workers are unref'd
 * so they never keep the process alive.
 *
 * Fairness (issue 13 item 2, decision 012):
 * - one file in work per owner (the user): an owner's next file waits, whatever the free workers,
 *   so one account holds at most one worker;
 * - a heavy lane: OCR (a PDF without a text layer, seconds of work) runs on at most `heavyLanes`
 *   workers at once (size − 1 when size > 1), so light files always have a worker. A PDF is first
 *   read for its text layer; when it has none the worker hands it back (NeedsOcr) and it waits for
 *   the heavy lane, its time limit keeping what the first pass used;
 * - each worker's memory is capped: V8 heap (resourceLimits) and the typed arrays pdf.js decodes
 *   into (alloc-budget.ts), with the PDF's page and item caps (pdf.ts).
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { CvExtension } from '../../../shared/limits.ts'
import type { EngineStage } from '../types.ts'
import type { EngineJobInput, OcrMode, WorkerRequest, WorkerResponse } from './worker.ts'

export type RawResult = { text: string; pages: number; usedOcr: boolean }

export class PoolError extends Error {
  constructor(
    readonly code:
      | 'CV_UNREADABLE'
      | 'CV_ENCRYPTED'
      | 'CV_NO_TEXT'
      | 'EXTRACTION_TIMEOUT'
      | 'ABORTED'
      | 'BUSY'
      | 'ENGINE_FAILED'
      | 'ENGINE_TIMEOUT',
    message?: string,
  ) {
    super(message ?? code)
  }
}

/** A file to extract, or an extracted text for the local engine (worker.ts). */
type Work =
  | { type: 'extract'; kind: CvExtension; bytes: Uint8Array }
  | { type: 'analyse'; input: EngineJobInput; onStage?: ((stage: EngineStage) => void) | undefined }

type Job = {
  id: number
  work: Work
  /** Whose file it is (a user id): one file in work per owner. */
  owner: string | undefined
  /** 'deferred' on the first pass of a PDF, 'only' once it waits for the heavy lane. */
  ocr: OcrMode
  /** Work done in earlier passes (ms), counted against the time limit. */
  worked: number
  startedAt: number
  resolve: (r: unknown) => void
  reject: (e: unknown) => void
  settled: boolean
  /** The work's time limit (ms), counted from the moment a worker takes the job. */
  timeoutMs: number
  deadline: number
  /** Started when a worker takes the job. */
  timer?: ReturnType<typeof setTimeout>
  slot?: Slot
}

/**
 * `ocr`: the worker has run OCR (its OCR engine stays loaded a while): OCR goes there first.
 * `idleTimer`: ends the worker after `idleMs` without a file.
 */
type Slot = {
  worker: Worker
  ready: Promise<void>
  job: Job | null
  dead: boolean
  ocr: boolean
  idleTimer?: ReturnType<typeof setTimeout> | undefined
}

/** Set by the server's build (scripts/build-server.ts) to its bundled worker; unset under tsx. */
declare const __BUNDLED_EXTRACT_WORKER__: string | undefined
const ENTRY = new URL(
  typeof __BUNDLED_EXTRACT_WORKER__ === 'string'
    ? __BUNDLED_EXTRACT_WORKER__
    : new URL('./worker-entry.mjs', import.meta.url),
)
/** V8 heap cap of a worker; exceeding it kills the worker, not the server. */
const WORKER_HEAP_MB = 256
/**
 * Its young generation: pdf.js and the engine make short-lived garbage, but semi-spaces sized for a
 * server's main thread sat idle in the warm worker's RSS (decision 015: 8 MB took ~15 MB off it,
 * extraction times unchanged).
 */
const WORKER_YOUNG_MB = 8
const MAX_WORKERS = 4
/** How long before the time limit a worker is asked to wrap up (ocr.ts stops between pages). */
const DEADLINE_MARGIN_MS = 2_000
/** Files that may wait per worker before new ones are refused (BUSY). */
const QUEUE_PER_WORKER = 4
/** How long a worker beyond the warm one(s) stays without work before it exits. */
export const IDLE_WORKER_MS = 60_000

export type PoolOptions = {
  /** Workers kept while idle (default 1): the first file never waits for a worker's start-up. */
  keepWarm?: number
  /** Idle time after which a worker beyond `keepWarm` (or one that ran OCR) exits. */
  idleMs?: number
}

export class ExtractionPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1
  private closed = false
  readonly keepWarm: number
  readonly idleMs: number

  /**
   * At most `size` workers (one per core, at most MAX_WORKERS: each may hold WORKER_HEAP_MB), at
   * most `maxQueued` files waiting for one, and at most `heavyLanes` of them running OCR at once.
   */
  constructor(
    readonly size = Math.max(1, Math.min(MAX_WORKERS, availableParallelism())),
    readonly maxQueued = size * QUEUE_PER_WORKER,
    readonly heavyLanes = Math.max(1, size - 1),
    options: PoolOptions = {},
  ) {
    this.keepWarm = Math.min(size, Math.max(0, options.keepWarm ?? 1))
    this.idleMs = options.idleMs ?? IDLE_WORKER_MS
  }

  /**
   * Starts the warm worker(s) now (`keepWarm`, at least one) and has each extract a small built-in
   * PDF a few times, so the first real CVs pay neither the worker's start-up (module loading) nor
   * pdf.js running un-optimised (a cold worker takes 3–6× longer per file). The other workers start
   * when files queue for them. Warm-up jobs queue like real ones, so a request arriving meanwhile
   * waits for at most one warm-up file per worker; warming stops as soon as real work is queued.
   * With `engine`, each warm worker also runs the local engine once on a sample (its lexicon loaded:
   * the API's analyses run the engine there, see analyse()).
   */
  async warmUp(rounds = 0, engine = false): Promise<void> {
    const warm = Math.max(1, this.keepWarm)
    while (this.slots.filter((s) => !s.dead).length < warm) this.spawn()
    const slots = this.slots.filter((s) => !s.dead)
    // Keep the process alive while the workers start; idle again once they are ready.
    for (const slot of slots) slot.worker.ref()
    await Promise.all(slots.map((s) => s.ready))
    for (const slot of slots) if (!slot.job && !slot.dead) slot.worker.unref()
    for (let i = 0; i < rounds && this.queue.length === 0; i++) {
      await Promise.all(slots.map(() => this.run('pdf', warmUpPdf(), 10_000).catch(() => undefined)))
    }
    // The engine's lexicon loaded, and its rules run once, in each warm worker.
    if (engine && this.queue.length === 0) {
      await Promise.all(slots.map(() => this.analyse(WARM_UP_ANALYSIS, 15_000).catch(() => undefined)))
    }
  }

  run(
    kind: CvExtension,
    bytes: Uint8Array,
    timeoutMs: number,
    signal?: AbortSignal,
    owner?: string,
  ): Promise<RawResult> {
    const work: Work = { type: 'extract', kind, bytes }
    return this.enqueue(
      work,
      kind === 'pdf' ? 'deferred' : 'allowed',
      timeoutMs,
      signal,
      owner,
    ) as Promise<RawResult>
  }

  /**
   * The local engine on an extracted text, in a worker (worker.ts): its stages reported as they
   * start, its result as the engine returns it (the caller validates it). A run past `timeoutMs` has
   * its worker terminated (ENGINE_TIMEOUT); one the caller aborts is answered at once, and its
   * worker finishes the few milliseconds left rather than being terminated (a fresh worker would
   * reload the lexicon).
   */
  analyse(
    input: EngineJobInput,
    timeoutMs: number,
    signal?: AbortSignal,
    onStage?: (stage: EngineStage) => void,
  ): Promise<unknown> {
    return this.enqueue({ type: 'analyse', input, onStage }, 'allowed', timeoutMs, signal, undefined)
  }

  private enqueue(
    work: Work,
    ocr: OcrMode,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    owner: string | undefined,
  ): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        work,
        owner,
        ocr,
        worked: 0,
        startedAt: 0,
        resolve,
        reject,
        settled: false,
        timeoutMs,
        deadline: Number.POSITIVE_INFINITY,
      }
      const onAbort = () => this.fail(job, new PoolError('ABORTED'))
      signal?.addEventListener('abort', onAbort, { once: true })
      const done = () => {
        if (job.timer) clearTimeout(job.timer)
        signal?.removeEventListener('abort', onAbort)
      }
      job.resolve = (r) => {
        done()
        resolve(r)
      }
      job.reject = (e) => {
        done()
        reject(e)
      }
      if (signal?.aborted) return this.fail(job, new PoolError('ABORTED'))
      const idle = this.slots.some((s) => !s.dead && s.job === null) || this.slots.length < this.size
      if (!idle && this.queue.length >= this.maxQueued) return this.fail(job, new PoolError('BUSY'))
      this.queue.push(job)
      this.dispatch()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    const slots = this.slots.splice(0)
    for (const job of this.queue.splice(0)) this.fail(job, new PoolError('ABORTED'))
    await Promise.all(
      slots.map((s) => {
        s.dead = true
        clearTimeout(s.idleTimer)
        if (s.job) this.fail(s.job, new PoolError('ABORTED'))
        return s.worker.terminate()
      }),
    )
  }

  /** Workers alive (for tests and metrics). */
  get workerCount(): number {
    return this.slots.filter((s) => !s.dead).length
  }

  /** Files being worked on, and how many of them run OCR (for tests and metrics). */
  get running(): { total: number; heavy: number; owners: (string | undefined)[] } {
    const jobs = this.slots.flatMap((s) => (s.job && !s.dead ? [s.job] : []))
    return {
      total: jobs.length,
      heavy: jobs.filter((j) => j.ocr === 'only').length,
      owners: jobs.map((j) => j.owner),
    }
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      stdout: false,
      stderr: false,
    })
    let markReady: () => void = () => {}
    const ready = new Promise<void>((r) => {
      markReady = r
    })
    const slot: Slot = { worker, ready, job: null, dead: false, ocr: false }
    worker.on('message', (message: WorkerResponse | { ready: true }) => {
      if ('ready' in message) {
        markReady()
        return
      }
      const job = slot.job
      if (!job || job.id !== message.id) return
      if ('stage' in message) {
        if (!job.settled && job.work.type === 'analyse') job.work.onStage?.(message.stage)
        return
      }
      this.release(slot, false)
      if (message.ok)
        this.settle(
          job,
          'result' in message
            ? message.result
            : { text: message.text, pages: message.pages, usedOcr: message.usedOcr },
        )
      else if ('needsOcr' in message) this.requeueForOcr(job)
      else this.fail(job, new PoolError(message.code, message.message))
      this.dispatch()
    })
    const onDeath = (reason: string) => {
      if (slot.dead) return
      slot.dead = true
      markReady()
      this.remove(slot)
      const code = slot.job?.work.type === 'analyse' ? 'ENGINE_FAILED' : 'CV_UNREADABLE'
      if (slot.job) this.fail(slot.job, new PoolError(code, `worker ${reason}`))
      this.replace()
      this.dispatch()
    }
    worker.on('error', (error) => onDeath(`error: ${error.message}`))
    worker.on('exit', (code) => onDeath(`exit ${code}`))
    worker.unref()
    this.slots.push(slot)
    this.idle(slot)
    return slot
  }

  /**
   * The worker has no file: after `idleMs` without one it exits, unless it is among the `keepWarm`
   * kept (a worker that ran OCR is not kept: tesseract's memory never shrinks; a fresh worker
   * replaces it).
   */
  private idle(slot: Slot): void {
    clearTimeout(slot.idleTimer)
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = undefined
      if (slot.dead || slot.job || this.closed) return
      const alive = this.slots.filter((s) => !s.dead).length
      if (!slot.ocr && alive <= this.keepWarm) return
      slot.dead = true
      this.remove(slot)
      void slot.worker.terminate()
      this.replace()
    }, this.idleMs)
    slot.idleTimer.unref()
  }

  /**
   * A worker terminated or dead is replaced at once when it was a warm one or files wait, not when
   * the next file comes: its start-up (module loading, a second or more on a loaded machine) then
   * overlaps the wait.
   */
  private replace(): void {
    if (this.closed || this.slots.length >= this.size) return
    if (this.slots.length < this.keepWarm || this.queue.length > 0) this.spawn()
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot)
    if (i >= 0) this.slots.splice(i, 1)
  }

  /** A PDF without a text layer: back in the queue (first among equals) for the heavy lane. */
  private requeueForOcr(job: Job): void {
    if (job.timer) clearTimeout(job.timer)
    job.timer = undefined
    job.worked += Date.now() - job.startedAt
    if (job.worked >= job.timeoutMs) {
      this.fail(job, new PoolError(timeoutCode(job)))
      return
    }
    job.ocr = 'only'
    this.queue.unshift(job)
  }

  /** The first queued job that may start now: its owner has none in work, and OCR has a lane. */
  private nextJob(): Job | undefined {
    const busyOwners = new Set<string>()
    let heavy = 0
    for (const s of this.slots) {
      if (!s.job || s.dead) continue
      if (s.job.owner !== undefined) busyOwners.add(s.job.owner)
      if (s.job.ocr === 'only') heavy++
    }
    const index = this.queue.findIndex(
      (j) =>
        (j.owner === undefined || !busyOwners.has(j.owner)) && (j.ocr !== 'only' || heavy < this.heavyLanes),
    )
    if (index < 0) return undefined
    return this.queue.splice(index, 1)[0]
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const free = this.slots.filter((s) => !s.dead && s.job === null)
      if (free.length === 0 && this.slots.length >= this.size) return
      const job = this.nextJob()
      if (!job) return
      // OCR where the OCR engine is already loaded, other files elsewhere when they can: only the
      // heavy lane's workers hold an OCR engine's memory.
      const heavy = job.ocr === 'only'
      const slot = free.find((s) => s.ocr === heavy) ?? free[0] ?? this.spawn()
      if (heavy) slot.ocr = true
      clearTimeout(slot.idleTimer)
      slot.job = job
      job.slot = slot
      slot.worker.ref()
      const target = slot
      // A worker that never gets ready still cannot hold the file past its limit.
      const timedOut = () => this.fail(job, new PoolError(timeoutCode(job)))
      job.timer = setTimeout(timedOut, job.timeoutMs)
      void target.ready.then(() => {
        if (target.dead || target.job !== job) return
        // Aborted while the worker started (an engine run keeps its worker, see fail()): not sent.
        if (job.settled) return this.release(target)
        clearTimeout(job.timer)
        // The clock starts now: the limit is on the work, not on the wait behind other files nor on
        // a fresh worker's start-up (module loading, seconds on a loaded machine).
        const left = job.timeoutMs - job.worked
        job.startedAt = Date.now()
        // The worker's own deadline comes earlier, so OCR stops between pages and answers with the
        // pages it read rather than being terminated (a new worker starts cold).
        job.deadline = job.startedAt + left - DEADLINE_MARGIN_MS
        job.timer = setTimeout(timedOut, left)
        const { work } = job
        if (work.type === 'analyse') {
          target.worker.postMessage({
            type: 'analyse',
            id: job.id,
            input: work.input,
          } satisfies WorkerRequest)
          return
        }
        const copy = work.bytes.slice()
        const request: WorkerRequest = {
          type: 'extract',
          id: job.id,
          kind: work.kind,
          bytes: copy,
          deadline: job.deadline,
          ocr: job.ocr,
        }
        target.worker.postMessage(request, [copy.buffer])
      })
    }
  }

  /** The worker's job is over: the worker idles (and, unless told not to, takes the next job). */
  private release(slot: Slot, next = true): void {
    if (slot.job) slot.job.slot = undefined
    slot.job = null
    slot.worker.unref()
    this.idle(slot)
    if (next) this.dispatch()
  }

  private settle(job: Job, result: unknown): void {
    if (job.settled) return
    job.settled = true
    job.resolve(result)
  }

  private fail(job: Job, error: PoolError): void {
    if (job.settled) return
    job.settled = true
    const queued = this.queue.indexOf(job)
    if (queued >= 0) this.queue.splice(queued, 1)
    const slot = job.slot
    // An aborted engine run ends in milliseconds: its worker stays, busy until it answers.
    const finishes = job.work.type === 'analyse' && error.code === 'ABORTED'
    if (slot && slot.job === job && !finishes) {
      // The worker is busy with this file: it cannot be interrupted, only terminated.
      slot.job = null
      slot.dead = true
      this.remove(slot)
      void slot.worker.terminate()
      this.replace()
    }
    job.reject(error)
    this.dispatch()
  }
}

function timeoutCode(job: Job): 'EXTRACTION_TIMEOUT' | 'ENGINE_TIMEOUT' {
  return job.work.type === 'analyse' ? 'ENGINE_TIMEOUT' : 'EXTRACTION_TIMEOUT'
}

const WARM_UP_ANALYSIS: EngineJobInput = {
  cvText:
    'Camille Martin\nIngénieure logiciel\nExpérience\n2019 - 2024 Développeuse Python, Acme\n' +
    'Compétences : Python, SQL, Docker, Git\nFormation : Master informatique',
  jobDescription: 'Développeur Python H/F. Compétences : Python, SQL, Docker. 3 ans d’expérience.',
  questionsCount: 3,
  lang: 'fr',
}

let samplePdf: Uint8Array | undefined

/** A valid 2-page PDF (Helvetica text, one content stream per page) built once, for warm-up. */
export function warmUpPdf(): Uint8Array {
  if (samplePdf) return samplePdf
  const lines = [
    'Camille Martin - Ingenieure logiciel',
    'Experience : Python, SQL, Docker, Kubernetes, Git',
    'Formation : Master informatique, Universite de Lyon',
    'Competences : anglais courant, gestion de projet, API REST',
  ]
  const page = (title: string) => {
    const body = [title, ...lines]
      .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 18} Td (${line}) Tj ET`)
      .join('\n')
    return `<< /Length ${body.length} >>\nstream\n${body}\nendstream`
  }
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    page('Profil'),
    page('Projets'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  samplePdf = new TextEncoder().encode(out)
  return samplePdf
}
