/**
 * Zip-bomb guard for DOCX files, run before mammoth unzips anything: the central directory's
 * declared sizes are capped, and every entry is inflated with a hard output limit to prove its
 * declared size is true (a lying header cannot smuggle a bigger payload).
 */
import { inflateRawSync } from 'node:zlib'
import { readZipDirectory, type ZipEntry } from './detect.ts'

/** word/document.xml larger than this is refused (a 5 MB CV never comes close). */
export const MAX_DOCUMENT_XML_BYTES = 40 * 1024 * 1024
/** Any other entry. */
export const MAX_ENTRY_BYTES = 40 * 1024 * 1024
/** All entries together. */
export const MAX_TOTAL_UNCOMPRESSED_BYTES = 120 * 1024 * 1024

export class ZipRefused extends Error {}

export function checkDocxZip(bytes: Uint8Array): ZipEntry[] {
  const entries = readZipDirectory(bytes)
  if (!entries) throw new ZipRefused('not a readable zip')
  let total = 0
  for (const e of entries) {
    const cap = e.name === 'word/document.xml' ? MAX_DOCUMENT_XML_BYTES : MAX_ENTRY_BYTES
    if (e.uncompressedSize > cap) throw new ZipRefused(`entry too large: ${e.uncompressedSize}`)
    total += e.uncompressedSize
    if (total > MAX_TOTAL_UNCOMPRESSED_BYTES) throw new ZipRefused('archive too large')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (const e of entries) {
    if (e.name.endsWith('/')) continue
    const p = e.localHeaderOffset
    if (p + 30 > bytes.length || view.getUint32(p, true) !== 0x04034b50)
      throw new ZipRefused('bad local header')
    const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true)
    const end = start + e.compressedSize
    if (end > bytes.length) throw new ZipRefused('truncated entry')
    const data = bytes.subarray(start, end)
    if (e.method === 0) {
      if (e.compressedSize !== e.uncompressedSize) throw new ZipRefused('stored size mismatch')
    } else if (e.method === 8) {
      let out: Buffer
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.uncompressedSize) })
      } catch {
        throw new ZipRefused('entry inflates beyond its declared size or is corrupt')
      }
      if (out.length !== e.uncompressedSize) throw new ZipRefused('declared size mismatch')
    } else {
      throw new ZipRefused(`compression method ${e.method}`)
    }
  }
  return entries
}
