/**
 * OCR for PDFs without a text layer (scans). The images drawn on each page are decoded by pdf.js
 * (unpdf's extractImages walks the page's operator list), encoded as PNG and read by tesseract.js
 * with the language data of the npm package @tesseract.js-data/fra (see OCR_LANGUAGES). Nothing
 * is downloaded: langPath is a local folder and the cache is disabled.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js'
import { extractImages, type getDocumentProxy } from 'unpdf'
import { encodePng } from './png.ts'

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

/** Pages read by OCR at most (a CV is one to three pages; a long scan is cut). */
export const MAX_OCR_PAGES = 4
/** Images smaller than this (icons, logos) are skipped. */
const MIN_IMAGE_SIDE = 200
/**
 * Images larger than this many pixels are skipped (memory: an A4 page scanned at 300 dpi is 8.7
 * megapixels, at 400 dpi 15.5; the decoded RGBA image must also fit alloc-budget.ts's array cap).
 */
const MAX_IMAGE_PIXELS = 16_000_000
/**
 * Larger images are shrunk to about this many pixels before OCR (whole-number factor, averaged):
 * tesseract's memory grows with the image and never shrinks; 6 megapixels is an A4 page at 245 dpi, plenty for a CV's type.
 */
const OCR_TARGET_PIXELS = 6_000_000

/** `pixels` reduced by a whole-number factor, each output pixel the mean of its block. */
export function shrinkImage(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  factor: number,
): { data: Uint8Array; width: number; height: number } {
  if (factor <= 1) return { data: pixels, width, height }
  const w = Math.floor(width / factor)
  const h = Math.floor(height / factor)
  const out = new Uint8Array(w * h * channels)
  const area = factor * factor
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < channels; c++) {
        let sum = 0
        for (let dy = 0; dy < factor; dy++) {
          const row = ((y * factor + dy) * width + x * factor) * channels + c
          for (let dx = 0; dx < factor; dx++) sum += pixels[row + dx * channels] as number
        }
        out[(y * w + x) * channels + c] = Math.round(sum / area)
      }
  return { data: out, width: w, height: h }
}

const require = createRequire(import.meta.url)

/**
 * tesseract.js reads every language from one folder (`langPath`), while the npm packages keep
 * each language in its own; and its `{ code, data }` form is broken in 7.0.0 (it joins the data
 * instead of the codes). So the gzipped files are copied once into a private folder of the
 * system's temporary directory, and that local folder is the langPath: no URL is ever involved.
 */
function languageFolder(): string {
  const folder = join(tmpdir(), 'adequat-tessdata-4.0.0_best_int')
  mkdirSync(folder, { recursive: true })
  for (const code of OCR_LANGUAGES) {
    const source = join(
      dirname(require.resolve(`@tesseract.js-data/${code}`)),
      '4.0.0_best_int',
      `${code}.traineddata.gz`,
    )
    const target = join(folder, `${code}.traineddata.gz`)
    if (existsSync(target) && statSync(target).size === statSync(source).size) continue
    const partial = `${target}.${process.pid}.${threadId}.tmp`
    copyFileSync(source, partial)
    renameSync(partial, target)
  }
  return folder
}

/**
 * The French model only: it reads English CVs well too (same alphabet), and 'fra+eng' makes
 * every page about 60 % slower (11 s instead of 7 s for an A4 page on this machine's cores),
 * which would not fit two pages in the 20 s limit.
 */
const OCR_LANGUAGES = ['fra']

let tesseract: Promise<TesseractWorker> | null = null
let idleTimer: NodeJS.Timeout | null = null

function getTesseract(): Promise<TesseractWorker> {
  if (idleTimer) clearTimeout(idleTimer)
  if (!tesseract) {
    tesseract = createWorker(OCR_LANGUAGES, OEM.LSTM_ONLY, {
      langPath: languageFolder(),
      cacheMethod: 'none',
      gzip: true,
      errorHandler: () => {},
    }).then(async (worker) => {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO })
      return worker
    })
    tesseract.catch(() => {
      tesseract = null
    })
  }
  return tesseract
}

/** Frees the OCR engine after a quiet minute (it holds tens of megabytes). */
function scheduleRelease(): void {
  if (idleTimer) clearTimeout(idleTimer)
  idleTimer = setTimeout(() => void releaseOcr(), 60_000)
  idleTimer.unref()
}

export async function releaseOcr(): Promise<void> {
  const current = tesseract
  tesseract = null
  if (current) await (await current.catch(() => null))?.terminate()
}

/** OCR text of each page (empty string when a page has no usable image). */
export async function ocrPdf(doc: PdfDocument, deadline = Number.POSITIVE_INFINITY): Promise<string[]> {
  const pages: string[] = []
  const count = Math.min(doc.numPages, MAX_OCR_PAGES)
  try {
    let slowest = 0
    for (let n = 1; n <= count; n++) {
      // Stop before a page that would not finish in time: the pages already read are kept.
      if (n > 1 && Date.now() + slowest * 1.2 > deadline) break
      const pageStarted = Date.now()
      const page = await doc.getPage(n)
      const [x0 = 0, , x1 = 612] = page.view
      const pageWidthPt = Math.max(1, x1 - x0)
      const images = await extractImages(doc, n)
      const texts: string[] = []
      for (const image of images) {
        if (image.width < MIN_IMAGE_SIDE && image.height < MIN_IMAGE_SIDE) continue
        if (image.width * image.height > MAX_IMAGE_PIXELS) continue
        const factor = Math.ceil(Math.sqrt((image.width * image.height) / OCR_TARGET_PIXELS))
        const small = shrinkImage(
          image.data as unknown as Uint8Array,
          image.width,
          image.height,
          image.channels,
          factor,
        )
        const png = encodePng(small.data, small.width, small.height, image.channels)
        const worker = await getTesseract()
        // The image's resolution as drawn on the page (tesseract would otherwise guess it).
        const dpi = Math.round((small.width / pageWidthPt) * 72)
        await worker.setParameters({ user_defined_dpi: String(Math.min(600, Math.max(70, dpi))) })
        const result = await worker.recognize(png)
        const text = result.data.text.trim()
        if (text) texts.push(text)
      }
      pages.push(texts.join('\n'))
      slowest = Math.max(slowest, Date.now() - pageStarted)
    }
  } finally {
    scheduleRelease()
  }
  return pages
}
