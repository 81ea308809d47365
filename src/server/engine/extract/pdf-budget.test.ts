import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { extractPdfPages, openPdf, PDF_MAX_ITEMS_PER_PAGE, PDF_MAX_PAGES } from './pdf.ts'

function makePdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: true })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    draw(doc)
    doc.end()
  })
}

describe('the PDF budget (a crafted file cannot hold a worker)', () => {
  it(`reads at most ${PDF_MAX_PAGES} pages of a long file`, async () => {
    const bytes = await makePdf((doc) => {
      for (let n = 1; n <= 60; n++) doc.addPage().text(`Page ${n} Python SQL`)
    })
    const doc = await openPdf(bytes)
    expect(doc.numPages).toBe(60)
    const pages = await extractPdfPages(doc)
    expect(pages).toHaveLength(PDF_MAX_PAGES)
    expect(pages[PDF_MAX_PAGES - 1]).toContain(`Page ${PDF_MAX_PAGES}`)
  })

  it('drops the text items of a page past its cap', async () => {
    const bytes = await makePdf((doc) => {
      doc.addPage({ size: [20_000, 20_000] })
      doc.fontSize(4)
      // One text item per call, laid out on a grid: many more than a page's cap.
      for (let i = 0; i < PDF_MAX_ITEMS_PER_PAGE + 5000; i++) {
        doc.text(`w${i}`, (i % 500) * 40, Math.floor(i / 500) * 8, { lineBreak: false })
      }
    })
    const pages = await extractPdfPages(await openPdf(bytes))
    const words = pages[0]!.split(/\s+/).filter((w) => /^w\d+$/.test(w))
    expect(words.length).toBeLessThanOrEqual(PDF_MAX_ITEMS_PER_PAGE)
    expect(words.length).toBeGreaterThan(PDF_MAX_ITEMS_PER_PAGE / 2)
  }, 60_000)
})
