/**
 * Body of the extraction worker thread: receives `{ id, kind, bytes }`, answers
 * `{ id, ok: true, text, pages, usedOcr }` or `{ id, ok: false, code, message }`.
 * The text is raw (normalised by the caller). A hostile file can at worst make this thread
 * crash or hang; the pool then terminates it and answers for it.
 */
import { parentPort } from 'node:worker_threads'
import type { CvExtension } from '../../../shared/limits.ts'
import { hasMeaningfulText } from './normalize.ts'
import { extractDoc, extractDocx } from './office.ts'
import { ExtractFailure, extractPdfPages, openPdf } from './pdf.ts'

export type WorkerRequest = { id: number; kind: CvExtension; bytes: Uint8Array; deadline: number }
export type WorkerResponse =
  | { id: number; ok: true; text: string; pages: number; usedOcr: boolean }
  | { id: number; ok: false; code: ExtractFailure['code']; message: string }

export async function extractRaw(
  kind: CvExtension,
  bytes: Uint8Array,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ text: string; pages: number; usedOcr: boolean }> {
  if (kind === 'docx') return { ...(await extractDocx(bytes)), usedOcr: false }
  if (kind === 'doc') return { ...(await extractDoc(bytes)), usedOcr: false }
  const doc = await openPdf(bytes)
  try {
    let pages: string[]
    try {
      pages = await extractPdfPages(doc)
    } catch (error) {
      throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
    }
    if (hasMeaningfulText(pages.join('')))
      return { text: pages.join('\f'), pages: doc.numPages, usedOcr: false }
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

if (parentPort) {
  const port = parentPort
  port.on('message', async (request: WorkerRequest) => {
    let response: WorkerResponse
    try {
      const result = await extractRaw(request.kind, request.bytes, request.deadline)
      response = { id: request.id, ok: true, ...result }
    } catch (error) {
      const code = error instanceof ExtractFailure ? error.code : 'CV_UNREADABLE'
      response = {
        id: request.id,
        ok: false,
        code,
        message: String((error as Error)?.message ?? error).slice(0, 300),
      }
    }
    port.postMessage(response)
  })
  port.postMessage({ ready: true })
}
