/** DOCX (mammoth) and DOC (word-extractor) text. Runs inside the extraction worker. */
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'
import { ExtractFailure } from './pdf.ts'
import { checkDocxZip, ZipRefused } from './zip-guard.ts'

export type OfficeText = { text: string; pages: number }

export async function extractDocx(bytes: Uint8Array): Promise<OfficeText> {
  try {
    checkDocxZip(bytes)
  } catch (error) {
    if (error instanceof ZipRefused) throw new ExtractFailure('CV_UNREADABLE', error.message)
    throw error
  }
  let value: string
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    })
    value = result.value
  } catch (error) {
    throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
  }
  // mammoth ends every paragraph with a blank line; one new line per paragraph reads better.
  const text = value.replace(/\n\n/g, '\n')
  return { text, pages: estimatePages(text) }
}

export async function extractDoc(bytes: Uint8Array): Promise<OfficeText> {
  try {
    const doc = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    )
    const parts = [
      doc.getHeaders({ filterUnicode: false, includeFooters: false }),
      doc.getBody({ filterUnicode: false }),
      doc.getTextboxes({ filterUnicode: false, includeHeadersAndFooters: false, includeBody: true }),
      doc.getFooters({ filterUnicode: false }),
    ]
    const text = parts
      .map((p) => (p ?? '').trim())
      .filter(Boolean)
      .join('\n')
    return { text, pages: estimatePages(text) }
  } catch (error) {
    if (error instanceof ExtractFailure) throw error
    throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
  }
}

/** Word files do not store their layout: about 3,000 characters make a page. */
function estimatePages(text: string): number {
  return Math.max(1, Math.ceil(text.length / 3000))
}
