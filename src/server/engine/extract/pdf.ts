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
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const items: TextItem[] = []
    for (const raw of content.items as RawTextItem[]) {
      if (typeof raw.str !== 'string' || !raw.transform) continue
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform
      const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10
      items.push({ str: raw.str, x: e, y: f, width: raw.width ?? 0, size })
    }
    pages.push(layoutPage(items))
    page.cleanup()
  }
  return pages
}
