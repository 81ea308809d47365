/** DOCX (mammoth) and DOC (word-extractor) text. Runs inside the extraction worker. */
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'
import { checkDocCompound } from './compound-guard.ts'
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
    // HTML rather than raw text: extractRawText drops soft line breaks (<w:br/>, which LibreOffice
    // writes for <br>), gluing 'TCD' and 'Net-entreprises' or 'Bordeaux' and '2015' together.
    const result = await mammoth.convertToHtml({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    })
    value = htmlToText(result.value)
  } catch (error) {
    throw new ExtractFailure('CV_UNREADABLE', String((error as Error)?.message ?? error))
  }
  return { text: value, pages: estimatePages(value) }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** mammoth's HTML as text: one line per paragraph, list item, table cell or line break. */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|td|th|tr|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
      }
      return ENTITIES[e.toLowerCase()] ?? all
    })
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .replace(/^\n+|\n+$/g, '')
}

export async function extractDoc(bytes: Uint8Array): Promise<OfficeText> {
  try {
    // (a compound file whose chains leave their tables or never end is refused before it is read)
    checkDocCompound(bytes)
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
