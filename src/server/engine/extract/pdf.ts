/**
 * PDF text through pdf.js (the build shipped by unpdf). Runs inside the extraction worker.
 */
import { getDocumentProxy } from 'unpdf'
import { layoutPage, type TextItem } from './layout.ts'

export class ExtractFailure extends Error {
  constructor(
    readonly code: 'CV_UNREADABLE' | 'CV_ENCRYPTED' | 'CV_NO_TEXT',
    message?: string,
  ) {
    super(message ?? code)
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

type RawTextItem = {
  str?: string
  transform?: number[]
  width?: number
  height?: number
}

export type PdfText = { pages: string[]; doc: PdfDocument }

/**
 * Budget of one PDF (issue 13 item 2): a CV has one to three pages and a few thousand text items;
 * a crafted file with hundreds of pages or millions of items must not hold a worker. Pages past the
 * cap are not read; items past a page's cap and text past the total cap are dropped.
 */
export const PDF_MAX_PAGES = 10
export const PDF_MAX_ITEMS_PER_PAGE = 20_000
export const PDF_MAX_CHARS = 200_000

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    return await getDocumentProxy(bytes, {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    })
  } catch (error) {
    const name = (error as { name?: string } | null)?.name
    if (name === 'PasswordException') throw new ExtractFailure('CV_ENCRYPTED')
    throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
  }
}

/** Text of each page in reading order (columns detected from item positions). */
export async function extractPdfPages(doc: PdfDocument): Promise<string[]> {
  const pages: string[] = []
  let chars = 0
  for (let n = 1; n <= Math.min(doc.numPages, PDF_MAX_PAGES) && chars < PDF_MAX_CHARS; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const items: TextItem[] = []
    for (const raw of (content.items as RawTextItem[]).slice(0, PDF_MAX_ITEMS_PER_PAGE)) {
      if (typeof raw.str !== 'string' || !raw.transform) continue
      chars += raw.str.length
      if (chars > PDF_MAX_CHARS) break
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform
      const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10
      items.push({ str: raw.str, x: e, y: f, width: raw.width ?? 0, size })
    }
    pages.push(layoutPage(items))
    page.cleanup()
  }
  return pages
}
