/**
 * A small pool of warm extraction worker threads. Each worker handles one file at a time; a job
 * that exceeds its time limit or is aborted terminates its worker (a fresh one is started on
 * demand), and a worker that crashes fails only its own job. Idle workers are unref'd so they
 * never keep the process alive.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { CvExtension } from '../../../../shared/limits.ts'
import type { WorkerResponse } from './worker.ts'

export type RawResult = { text: string; pages: number; usedOcr: boolean }

export class PoolError extends Error {
  constructor(
    readonly code: 'CV_UNREADABLE' | 'CV_ENCRYPTED' | 'CV_NO_TEXT' | 'EXTRACTION_TIMEOUT' | 'ABORTED',
    message?: string,
  ) {
    super(message ?? code)
  }
}

type Job = {
  id: number
  kind: CvExtension
  bytes: Uint8Array
  resolve: (r: RawResult) => void
  reject: (e: unknown) => void
  settled: boolean
  deadline: number
  slot?: Slot
}

type Slot = { worker: Worker; ready: Promise<void>; job: Job | null; dead: boolean }

const ENTRY = new URL('./worker-entry.mjs', import.meta.url)
/** V8 heap cap of a worker; exceeding it kills the worker, not the server. */
const WORKER_HEAP_MB = 512

export class ExtractionPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1

  constructor(readonly size = Math.max(1, Math.min(2, availableParallelism()))) {}

  /** Starts one worker now so the first extraction does not pay its start-up. */
  warmUp(): Promise<void> {
    const slot = this.slots.find((s) => !s.dead) ?? this.spawn()
    // Keep the process alive while the worker starts; idle again once it is ready.
    slot.worker.ref()
    return slot.ready.then(() => {
      if (!slot.job && !slot.dead) slot.worker.unref()
    })
  }

  run(kind: CvExtension, bytes: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<RawResult> {
    return new Promise<RawResult>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        kind,
        bytes,
        resolve,
        reject,
        settled: false,
        deadline: Date.now() + timeoutMs - 300,
      }
      const timer = setTimeout(() => this.fail(job, new PoolError('EXTRACTION_TIMEOUT')), timeoutMs)
      const onAbort = () => this.fail(job, new PoolError('ABORTED'))
      signal?.addEventListener('abort', onAbort, { once: true })
      const done = () => {
        clearTimeout(timer)
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
      this.queue.push(job)
      this.dispatch()
    })
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0)
    for (const job of this.queue.splice(0)) this.fail(job, new PoolError('ABORTED'))
    await Promise.all(
      slots.map((s) => {
        s.dead = true
        if (s.job) this.fail(s.job, new PoolError('ABORTED'))
        return s.worker.terminate()
      }),
    )
  }

  /** Workers alive (for tests and metrics). */
  get workerCount(): number {
    return this.slots.filter((s) => !s.dead).length
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: false,
      stderr: false,
    })
    let markReady: () => void = () => {}
    const ready = new Promise<void>((r) => {
      markReady = r
    })
    const slot: Slot = { worker, ready, job: null, dead: false }
    worker.on('message', (message: WorkerResponse | { ready: true }) => {
      if ('ready' in message) {
        markReady()
        return
      }
      const job = slot.job
      if (!job || job.id !== message.id) return
      slot.job = null
      job.slot = undefined
      worker.unref()
      if (message.ok) this.settle(job, { text: message.text, pages: message.pages, usedOcr: message.usedOcr })
      else this.fail(job, new PoolError(message.code, message.message))
      this.dispatch()
    })
    const onDeath = (reason: string) => {
      if (slot.dead) return
      slot.dead = true
      markReady()
      this.remove(slot)
      if (slot.job) this.fail(slot.job, new PoolError('CV_UNREADABLE', `worker ${reason}`))
      this.dispatch()
    }
    worker.on('error', (error) => onDeath(`error: ${error.message}`))
    worker.on('exit', (code) => onDeath(`exit ${code}`))
    worker.unref()
    this.slots.push(slot)
    return slot
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot)
    if (i >= 0) this.slots.splice(i, 1)
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.dead && s.job === null)
      if (!slot && this.slots.length < this.size) slot = this.spawn()
      if (!slot) return
      const job = this.queue.shift() as Job
      slot.job = job
      job.slot = slot
      slot.worker.ref()
      const target = slot
      void target.ready.then(() => {
        if (target.dead || target.job !== job || job.settled) return
        const copy = job.bytes.slice()
        target.worker.postMessage({ id: job.id, kind: job.kind, bytes: copy, deadline: job.deadline }, [
          copy.buffer,
        ])
      })
    }
  }

  private settle(job: Job, result: RawResult): void {
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
    if (slot && slot.job === job) {
      // The worker is busy with this file: it cannot be interrupted, only terminated.
      slot.job = null
      slot.dead = true
      this.remove(slot)
      void slot.worker.terminate()
    }
    job.reject(error)
    this.dispatch()
  }
}
