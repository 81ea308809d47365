/**
 * Crafted PDFs that cost the extraction as much as a file of at most 5 MB can (issue 13 item 2),
 * built in memory for the hostile-users test, the soak and the benchmark:
 * - `flateBomb`: ten pages sharing one content stream of 2 MB that inflates to about 1 GB;
 * - `stripedScan`: pages without text, each drawing an image just under the OCR pixel cap of
 *   stripes that OCR must read in full and that yield no text (CV_NO_TEXT after seconds of OCR);
 * - `blankItems`: twelve pages each drawing 25,000 text items of spaces only (the text pass reads
 *   up to the item caps, finds nothing meaningful, and the file then goes to OCR for nothing).
 */
import { deflateSync } from 'node:zlib'

function pdf(objects: (string | Buffer)[]): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')]
  let length = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(length)
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ])
    parts.push(part)
    length += part.length
  })
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`
  parts.push(Buffer.from(tail))
  return new Uint8Array(Buffer.concat(parts))
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ])
}

/** Catalog, page tree and `pages` pages sharing object `pages + 3` as content. */
function pagesSharing(pages: number, resources: string): (string | Buffer)[] {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ')
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
  ]
  for (let i = 0; i < pages; i++)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${3 + pages} 0 R /Resources ${resources} >>`,
    )
  return objects
}

export function flateBomb(inflatedMb = 1000, pages = 10): Uint8Array<ArrayBuffer> {
  const unit = Buffer.from('0 0 m 1 1 l S\n'.repeat(64 * 1024))
  const raw = Buffer.alloc(inflatedMb * 1024 * 1024)
  for (let offset = 0; offset < raw.length; offset += unit.length) unit.copy(raw, offset)
  return pdf([
    ...pagesSharing(pages, '<< >>'),
    stream('/Filter /FlateDecode', deflateSync(raw, { level: 9 })),
  ])
}

export function stripedScan(side = 3990, pages = 4): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc((side + 1) * side)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) rows[y * (side + 1) + 1 + x] = ((x >> 3) + (y >> 4)) % 3 === 0 ? 0 : 255
  const image = stream(
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 1 /Columns ${side} >>`,
    deflateSync(rows, { level: 9 }),
  )
  return pdf([
    ...pagesSharing(pages, `<< /XObject << /Im1 ${4 + pages} 0 R >> >>`),
    stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q')),
    image,
  ])
}

export function blankItems(pages = 12, perPage = 25_000): Uint8Array<ArrayBuffer> {
  let ops = 'BT /F1 4 Tf\n'
  for (let i = 0; i < perPage; i++) ops += `1 0 0 1 ${(i % 200) * 3} ${((i / 200) | 0) * 6} Tm (   ) Tj\n`
  ops += 'ET'
  return pdf([
    ...pagesSharing(pages, `<< /Font << /F1 ${4 + pages} 0 R >> >>`),
    stream('/Filter /FlateDecode', deflateSync(Buffer.from(ops))),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ])
}
