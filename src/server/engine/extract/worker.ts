/**
 * Body of the extraction worker thread. Two kinds of job:
 * - `{ type: 'extract', id, kind, bytes, deadline, ocr }` answers `{ id, ok: true, text, pages,
 *   usedOcr }`, `{ id, ok: false, code, message }` or, for a PDF without a text layer when OCR was
 *   not granted, `{ id, ok: false, needsOcr: true }` (the pool then queues it for the heavy lane,
 *   pool.ts). The text is raw (normalised by the caller).
 * - `{ type: 'analyse', id, input }` runs the local engine on an extracted text (the API's
 *   analyses: the server's main thread keeps to HTTP and the database, and a runaway rule is
 *   stopped by the pool's time limit like a hostile file): `{ id, stage }` as each stage starts,
 *   then `{ id, ok: true, result }` or `{ id, ok: false, code: 'ENGINE_FAILED', message }`. The
 *   engine (its lexicon) is loaded on the first such job.
 * A hostile file can at worst make this thread crash, hang or hit its memory budget
 * (alloc-budget.ts); the pool then terminates it and answers for it.
 */
import { parentPort } from 'node:worker_threads'
import type { CvExtension } from '../../../shared/limits.ts'
import type { AnalyseInput, AnalysisEngine, EngineStage } from '../types.ts'
import { allocationBudgetExceeded, installAllocationBudget, resetAllocationBudget } from './alloc-budget.ts'
import { hasMeaningfulText } from './normalize.ts'
import { extractDoc, extractDocx } from './office.ts'
import { ExtractFailure, extractPdfPages, openPdf } from './pdf.ts'

/**
 * `ocr`: 'allowed' reads a scan at once (a direct call, tests), 'deferred' answers NeedsOcr instead
 * (the pool's first pass), 'only' skips the text layer already found empty (the heavy lane).
 */
export type OcrMode = 'allowed' | 'deferred' | 'only'

/** What the engine needs of an analysis (no callbacks: they cannot cross to the thread). */
export type EngineJobInput = Pick<AnalyseInput, 'cvText' | 'jobDescription' | 'questionsCount' | 'lang'>

export type WorkerRequest =
  | { type: 'extract'; id: number; kind: CvExtension; bytes: Uint8Array; deadline: number; ocr: OcrMode }
  | { type: 'analyse'; id: number; input: EngineJobInput }
export type WorkerResponse =
  | { id: number; ok: true; text: string; pages: number; usedOcr: boolean }
  | { id: number; ok: true; result: unknown }
  | { id: number; stage: EngineStage }
  | { id: number; ok: false; code: ExtractFailure['code'] | 'ENGINE_FAILED'; message: string }
  | { id: number; ok: false; needsOcr: true }

/** A PDF without a text layer, found by a first pass that may not run OCR. */
export class NeedsOcr extends Error {}

export async function extractRaw(
  kind: CvExtension,
  bytes: Uint8Array,
  deadline = Number.POSITIVE_INFINITY,
  ocr: OcrMode = 'allowed',
): Promise<{ text: string; pages: number; usedOcr: boolean }> {
  if (kind === 'docx') return { ...(await extractDocx(bytes)), usedOcr: false }
  if (kind === 'doc') return { ...(await extractDoc(bytes)), usedOcr: false }
  const doc = await openPdf(bytes)
  try {
    if (ocr !== 'only') {
      let pages: string[]
      try {
        pages = await extractPdfPages(doc)
      } catch (error) {
        throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
      }
      if (hasMeaningfulText(pages.join('')))
        return { text: pages.join('\f'), pages: doc.numPages, usedOcr: false }
      if (allocationBudgetExceeded()) throw new ExtractFailure('CV_UNREADABLE', 'memory budget')
      if (ocr === 'deferred') throw new NeedsOcr()
    }
    // No text layer: a scan. Read the page images with OCR (loaded only when needed).
    const { ocrPdf } = await import('./ocr.ts')
    let ocrPages: string[]
    try {
      ocrPages = await ocrPdf(doc, deadline)
    } catch (error) {
      throw new ExtractFailure('CV_NO_TEXT', String((error as Error)?.message ?? error))
    }
    return { text: ocrPages.join('\f'), pages: doc.numPages, usedOcr: true }
  } finally {
    void doc.destroy()
  }
}

let engine: Promise<AnalysisEngine> | undefined

/** The local engine, loaded on the thread's first analysis (an extraction-only thread never pays it). */
function localEngine(): Promise<AnalysisEngine> {
  engine ??= import('../local/index.ts').then((m) => m.createLocalEngine())
  return engine
}

async function analyse(
  input: EngineJobInput,
  onStage: (stage: EngineStage) => void,
): Promise<{ ok: true; result: unknown } | { ok: false; code: 'ENGINE_FAILED'; message: string }> {
  try {
    return { ok: true, result: await (await localEngine()).analyse({ ...input, onStage }) }
  } catch (error) {
    // The message only: an engine error never carries the CV's text out of the thread.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : 'engine error'
    return { ok: false, code: 'ENGINE_FAILED', message: message.slice(0, 300) }
  }
}

if (parentPort) {
  const port = parentPort
  installAllocationBudget()
  // pdf.js and word-extractor leave internal promises rejected and unawaited on some broken files
  // (the soak found 7 in 10,000): by default that kills the thread before it answers. The job's own
  // promise carries its outcome (or the pool's time limit does), so these are dropped.
  process.on('unhandledRejection', () => {})
  port.on('message', async (request: WorkerRequest) => {
    if (request.type === 'analyse') {
      const { id } = request
      const outcome = await analyse(request.input, (stage) => port.postMessage({ id, stage }))
      port.postMessage({ id, ...outcome })
      return
    }
    let response: WorkerResponse
    resetAllocationBudget()
    try {
      const result = await extractRaw(request.kind, request.bytes, request.deadline, request.ocr)
      response = { id: request.id, ok: true, ...result }
    } catch (error) {
      if (error instanceof NeedsOcr) response = { id: request.id, ok: false, needsOcr: true }
      else {
        const code = error instanceof ExtractFailure ? error.code : 'CV_UNREADABLE'
        const message = allocationBudgetExceeded()
          ? 'memory budget'
          : String((error as Error)?.message ?? error).slice(0, 300)
        response = { id: request.id, ok: false, code, message }
      }
    }
    port.postMessage(response)
  })
  port.postMessage({ ready: true })
}
