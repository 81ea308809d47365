/**
 * Memory budget of one extraction, enforced where pdf.js allocates. A worker's `resourceLimits`
 * cap the V8 heap only; the bytes of a decoded stream or image live in typed arrays outside it, so
 * a 2 MB PDF whose content stream inflates to gigabytes (a "flate bomb") grew the server by 2 GB
 * with no heap limit reached. In the extraction worker thread, and only there, the typed-array
 * constructors pdf.js uses are wrapped: an array of at least LARGE_ARRAY_BYTES counts against the
 * current job's budget, and one over MAX_ARRAY_BYTES, or past JOB_LARGE_BYTES in total, throws a
 * RangeError (pdf.js stops reading that stream or image; the job then fails or keeps what it read).
 * pdf.js inflates streams with the native DecompressionStream first: its output is counted as it
 * flows and the stream is broken off at the same caps, before the bytes pile up.
 */

/** Arrays smaller than this are not counted (pdf.js makes many small ones). */
export const LARGE_ARRAY_BYTES = 1024 * 1024
/** One array (a decoded stream or image) at most. An RGBA image of 16 megapixels fits (ocr.ts). */
export const MAX_ARRAY_BYTES = 64 * 1024 * 1024
/**
 * Output of one native decompression stream at most: a CV's content and font streams are far
 * smaller, and an A4 page scanned in colour at 300 dpi (26 MB of pixels) fits.
 */
export const MAX_STREAM_BYTES = 32 * 1024 * 1024
/** Large arrays allocated by one job, in total (growth by doubling counts each step). */
export const JOB_LARGE_BYTES = 192 * 1024 * 1024

export class BudgetExceeded extends RangeError {
  constructor(message: string) {
    super(message)
    this.name = 'BudgetExceeded'
  }
}

let used = 0
let exceeded = false

/** Starts a job's budget. */
export function resetAllocationBudget(): void {
  used = 0
  exceeded = false
}

/** Whether the current job hit the budget (pdf.js may swallow the error and go on). */
export function allocationBudgetExceeded(): boolean {
  return exceeded
}

function bytesOf(args: unknown[], bytesPerElement: number): number {
  const first = args[0]
  if (typeof first === 'number') return first * bytesPerElement
  if (first && typeof first === 'object' && !(first instanceof ArrayBuffer) && !ArrayBuffer.isView(first)) {
    const length = (first as { length?: unknown }).length
    if (typeof length === 'number') return length * bytesPerElement
  }
  return 0
}

function charge(bytes: number): void {
  if (bytes < LARGE_ARRAY_BYTES) return
  // Once over, every further large array is refused: pdf.js retries a failed native decompression
  // in JavaScript, and goes on with the next page or image.
  if (exceeded) throw new BudgetExceeded('extraction memory budget used up')
  if (bytes > MAX_ARRAY_BYTES) {
    exceeded = true
    throw new BudgetExceeded(`array of ${bytes} bytes over the extraction budget`)
  }
  used += bytes
  if (used > JOB_LARGE_BYTES) {
    exceeded = true
    throw new BudgetExceeded('extraction memory budget used up')
  }
}

/** Output of one decompression stream so far: errors once over a cap. */
function chargeStream(total: number): void {
  if (exceeded || total > MAX_STREAM_BYTES || used + total > JOB_LARGE_BYTES) {
    exceeded = true
    throw new BudgetExceeded('decompressed stream over the extraction budget')
  }
}

let installed = false

/** Wraps the global typed-array constructors of this thread (idempotent). */
export function installAllocationBudget(): void {
  if (installed) return
  installed = true
  const g = globalThis as unknown as Record<string, unknown>
  for (const name of [
    'Uint8Array',
    'Uint8ClampedArray',
    'Int8Array',
    'Uint16Array',
    'Int16Array',
    'Uint32Array',
    'Int32Array',
    'Float32Array',
    'Float64Array',
  ]) {
    const Original = g[name] as (new (...args: unknown[]) => ArrayBufferView) & { BYTES_PER_ELEMENT: number }
    g[name] = new Proxy(Original, {
      construct(target, args, newTarget) {
        charge(bytesOf(args, Original.BYTES_PER_ELEMENT))
        return Reflect.construct(target, args, newTarget === g[name] ? target : newTarget)
      },
    })
  }
  const Native = g.DecompressionStream as typeof DecompressionStream | undefined
  if (Native) {
    const Decompression = Native
    g.DecompressionStream = class BudgetedDecompressionStream {
      readonly readable: ReadableStream<Uint8Array>
      readonly writable: WritableStream<BufferSource>
      constructor(format: CompressionFormat) {
        const inner = new Decompression(format)
        let total = 0
        this.writable = inner.writable
        this.readable = inner.readable.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              total += chunk.byteLength
              try {
                chargeStream(total)
              } catch (error) {
                controller.error(error)
                return
              }
              controller.enqueue(chunk)
            },
          }),
        )
      }
    }
  }
  const OriginalBuffer = ArrayBuffer
  g.ArrayBuffer = new Proxy(OriginalBuffer, {
    construct(target, args, newTarget) {
      if (typeof args[0] === 'number') charge(args[0])
      return Reflect.construct(target, args, newTarget === g.ArrayBuffer ? target : newTarget)
    },
  })
}
