/**
 * PDF text through pdf.js (the build shipped by unpdf). Runs inside the extraction worker.
 */
import { getDocumentProxy } from 'unpdf'
import { allocationBudgetExceeded } from './alloc-budget.ts'
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

/**
 * Work budget of the text pass: pages are not started past this much time (the pages already read
 * are kept). A CV's pages take tens of milliseconds each; only a crafted file comes near it, and it
 * must not hold a worker that light files need (pool.ts).
 */
export const PDF_TEXT_PASS_MS = 1500

/** Text of each page in reading order (columns detected from item positions). */
export async function extractPdfPages(doc: PdfDocument, budgetMs = PDF_TEXT_PASS_MS): Promise<string[]> {
  const pages: string[] = []
  const started = Date.now()
  let chars = 0
  for (let n = 1; n <= Math.min(doc.numPages, PDF_MAX_PAGES) && chars < PDF_MAX_CHARS; n++) {
    // Past the memory budget (alloc-budget.ts) or the time budget, the pages read are all there is.
    if (allocationBudgetExceeded() || (n > 1 && Date.now() - started > budgetMs)) break
    const page = await doc.getPage(n)
    const items: TextItem[] = []
    // Streamed, and left at the item cap: a page with millions of text operators is not parsed to
    // its end (pdf.js waits for a read that never comes, until doc.destroy(); cancelling the stream
    // instead makes pdf.js enqueue into a closed controller, an unhandled rejection).
    const reader = page.streamTextContent().getReader()
    let seen = 0
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      for (const raw of (value as { items: RawTextItem[] }).items) {
        if (++seen > PDF_MAX_ITEMS_PER_PAGE) break
        if (typeof raw.str !== 'string' || !raw.transform) continue
        chars += raw.str.length
        if (chars > PDF_MAX_CHARS) break
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform
        const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10
        items.push({ str: raw.str, x: e, y: f, width: raw.width ?? 0, size })
      }
      if (seen > PDF_MAX_ITEMS_PER_PAGE || chars > PDF_MAX_CHARS) break
    }
    pages.push(layoutPage(items))
    page.cleanup()
  }
  return pages
}
