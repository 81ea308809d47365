/**
 * CV text extraction (contract in ./types.ts): size cap, type from the bytes (must agree with the
 * extension), extraction in a warm worker thread with a time limit, normalisation, OCR fallback.
 */
import { AppError } from '../../../shared/errors.ts'
import { ACCEPTED_CV_EXTENSIONS, type CvExtension, MAX_CV_BYTES } from '../../../shared/limits.ts'
import type { AnalyseInput } from '../types.ts'
import { detectCvType, fileExtension } from './detect.ts'
import { hasMeaningfulText, normalizeCvText } from './normalize.ts'
import { ExtractionPool, PoolError } from './pool.ts'
import type { ExtractCvInput, ExtractedCv } from './types.ts'

export { detectCvType, fileExtension } from './detect.ts'
export { normalizeCvText } from './normalize.ts'
export type { ExtractCvInput, ExtractedCv } from './types.ts'

/** Default time limit of one extraction (EXTRACTION_TIMEOUT_MS overrides it through callers). */
export const DEFAULT_EXTRACTION_TIMEOUT_MS = 20_000

let pool: ExtractionPool | null = null

function getPool(): ExtractionPool {
  pool ??= new ExtractionPool()
  return pool
}

/**
 * Starts the workers ahead of the first request (server start-up); with `rounds`, each also
 * extracts a built-in sample PDF that many times so pdf.js is already optimised; with `engine`,
 * each also runs the local engine once (analyseInWorker).
 */
export function warmUpExtraction(rounds = 0, options: { engine?: boolean } = {}): Promise<void> {
  return getPool().warmUp(rounds, options.engine ?? false)
}

/** Terminates the workers (graceful shutdown, end of a CLI run or test file). */
export async function shutdownExtraction(): Promise<void> {
  const current = pool
  pool = null
  await current?.close()
}

function isAccepted(ext: string): ext is CvExtension {
  return (ACCEPTED_CV_EXTENSIONS as readonly string[]).includes(ext)
}

export async function extractCv(input: ExtractCvInput): Promise<ExtractedCv> {
  const started = performance.now()
  const { bytes, fileName, signal } = input
  const timeoutMs = input.timeoutMs ?? DEFAULT_EXTRACTION_TIMEOUT_MS
  if (bytes.byteLength > MAX_CV_BYTES) throw new AppError('FILE_TOO_LARGE')
  const ext = fileExtension(fileName)
  if (!isAccepted(ext)) throw new AppError('FILE_TYPE_UNSUPPORTED', { params: { ext } })
  if (bytes.byteLength === 0) throw new AppError('CV_UNREADABLE', { message: 'empty file' })
  const kind = detectCvType(bytes)
  // The bytes decide the type, and it must agree with the extension (a renamed file is refused).
  if (!kind || kind !== ext) throw new AppError('FILE_TYPE_UNSUPPORTED', { params: { ext } })
  if (signal?.aborted) throw signal.reason
  let raw: Awaited<ReturnType<ExtractionPool['run']>>
  try {
    raw = await getPool().run(kind, bytes, timeoutMs, signal, input.owner)
  } catch (error) {
    if (error instanceof PoolError)
      throw poolFailure(error, signal, 'EXTRACTION_TIMEOUT', (code) =>
        // (an extraction job fails with its own codes; the engine's never come from one)
        code === 'ENGINE_FAILED' || code === 'ENGINE_TIMEOUT'
          ? new AppError('CV_UNREADABLE', { cause: error })
          : new AppError(code, { cause: error }),
      )
    throw new AppError('CV_UNREADABLE', { cause: error })
  }
  const text = normalizeCvText(raw.text)
  if (!hasMeaningfulText(text)) throw new AppError('CV_NO_TEXT')
  return {
    text,
    kind,
    pages: raw.pages,
    usedOcr: raw.usedOcr,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  }
}

/** Time limit of one engine run in a worker (it takes milliseconds; the first loads the lexicon). */
export const ENGINE_IN_WORKER_TIMEOUT_MS = 15_000

/**
 * The local engine's analysis of an extracted text in an extraction worker (pool.ts, worker.ts):
 * what `createLocalEngine().analyse` returns, computed off the main thread. Its failures, and its
 * time limit, are ANALYSIS_FAILED; an abort rejects with the signal's reason.
 */
export async function analyseInWorker(
  input: AnalyseInput,
  timeoutMs = ENGINE_IN_WORKER_TIMEOUT_MS,
): Promise<unknown> {
  const { onStage, signal, ...job } = input
  signal?.throwIfAborted()
  try {
    return await getPool().analyse(job, timeoutMs, signal, onStage)
  } catch (error) {
    if (error instanceof PoolError)
      throw poolFailure(
        error,
        signal,
        'ANALYSIS_FAILED',
        () =>
          new AppError('ANALYSIS_FAILED', { cause: error, message: `local engine in worker: ${error.code}` }),
      )
    throw error
  }
}

/**
 * A pool failure as the caller says it: an abort is the caller's own reason (else `abortedCode`), a
 * full queue is EXTRACTION_BUSY with Retry-After, anything else what `otherwise` makes of it.
 */
function poolFailure(
  error: PoolError,
  signal: AbortSignal | undefined,
  abortedCode: 'EXTRACTION_TIMEOUT' | 'ANALYSIS_FAILED',
  otherwise: (code: Exclude<PoolError['code'], 'ABORTED' | 'BUSY'>) => AppError,
): unknown {
  if (error.code === 'ABORTED') return signal?.reason ?? new AppError(abortedCode, { cause: error })
  if (error.code === 'BUSY') return new AppError('EXTRACTION_BUSY', { retryAfter: 10, cause: error })
  return otherwise(error.code)
}
