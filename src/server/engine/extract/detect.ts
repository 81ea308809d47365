/**
 * File type detection from the bytes (never from the name alone), and a reader of a ZIP's
 * central directory used to detect DOCX files and to refuse zip bombs before unzipping.
 */
import type { CvExtension } from '../../../shared/limits.ts'

export type ZipEntry = {
  name: string
  method: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

function startsWith(bytes: Uint8Array, magic: number[], offset = 0): boolean {
  if (bytes.length < offset + magic.length) return false
  return magic.every((b, i) => bytes[offset + i] === b)
}

/**
 * Reads the central directory of a ZIP archive. Returns null when the bytes are not a ZIP or the
 * directory is damaged. ZIP64 sizes are reported as 0xFFFFFFFF (and treated as huge by callers).
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (!startsWith(bytes, ZIP_MAGIC)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // End of central directory: 22 bytes + a comment of up to 65535 bytes, at the end.
  const minEocd = Math.max(0, bytes.length - 22 - 0xffff)
  let eocd = -1
  for (let i = bytes.length - 22; i >= minEocd; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  const cdSize = view.getUint32(eocd + 12, true)
  const cdOffset = view.getUint32(eocd + 16, true)
  if (cdOffset + cdSize > bytes.length || count > 10_000) return null
  const entries: ZipEntry[] = []
  const decoder = new TextDecoder('utf-8', { fatal: false })
  let p = cdOffset
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) return null
    const method = view.getUint16(p + 10, true)
    const compressedSize = view.getUint32(p + 20, true)
    const uncompressedSize = view.getUint32(p + 24, true)
    const nameLength = view.getUint16(p + 28, true)
    const extraLength = view.getUint16(p + 30, true)
    const commentLength = view.getUint16(p + 32, true)
    const localHeaderOffset = view.getUint32(p + 42, true)
    if (p + 46 + nameLength > bytes.length) return null
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength))
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset })
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

const WORD_DOCUMENT_UTF16 = Buffer.from('WordDocument', 'utf16le')

/** Detects the CV type from its magic bytes; null when it is none of PDF, DOCX, DOC. */
export function detectCvType(bytes: Uint8Array): CvExtension | null {
  // PDF: '%PDF-' at the start (a few generators put junk first; the spec tolerates 1024 bytes).
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024))
  const pdfAt = head.indexOf('%PDF-')
  if (pdfAt === 0 || (pdfAt > 0 && startsWith(bytes, PDF_MAGIC, pdfAt))) return 'pdf'
  if (startsWith(bytes, ZIP_MAGIC)) {
    const entries = readZipDirectory(bytes)
    if (entries?.some((e) => e.name === 'word/document.xml')) return 'docx'
    return null
  }
  if (startsWith(bytes, CFB_MAGIC)) {
    // The directory of a Word 97-2003 file holds a stream named 'WordDocument' (UTF-16LE).
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (buf.indexOf(WORD_DOCUMENT_UTF16) >= 0) return 'doc'
    return null
  }
  return null
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  if (dot <= 0 && !base.startsWith('.')) return ''
  return base.slice(dot + 1).toLowerCase()
}
