/**
 * The PDF of one of the product's invoices (A4, French, DejaVu fonts embedded so every accented
 * character prints and reads back as text): the mentions of a French invoice — number, issue date,
 * seller (name, address, SIREN, VAT number), buyer, the item with its period, amounts HT, TVA 20 %
 * and TTC — and the payment that settled it.
 */
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import { formatEuros, formatLongDate } from '../../../shared/format.ts'
import type { Invoice } from '../../db/schema/invoices.ts'
import { FONT_DIR } from '../reports/render-report.ts'

const INK = '#0f172a'
const MUTED = '#64748b'
const LINE = '#cbd5e1'

const euros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ')
const date = (d: Date) => formatLongDate(d.getTime() / 1000)

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    font: join(FONT_DIR, 'DejaVuSans.ttf'),
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: `Facture ${invoice.number}`,
      Author: 'Adéquat',
      Creator: 'Adéquat',
      Producer: 'Adéquat',
      CreationDate: invoice.issuedAt,
    },
  })
  doc.registerFont('regular', join(FONT_DIR, 'DejaVuSans.ttf'))
  doc.registerFont('bold', join(FONT_DIR, 'DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(22).fillColor(INK).text('FACTURE', left, 56)
  doc.font('regular').fontSize(11).fillColor(INK)
  doc.text(`N° ${invoice.number}`, left, 86)
  doc.fillColor(MUTED).text(`Date d’émission : ${date(invoice.issuedAt)}`)

  const top = 130
  const half = width / 2 - 12
  doc.font('bold').fontSize(10).fillColor(MUTED).text('VENDEUR', left, top)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(invoice.seller, left, top + 16, { width: half })
  const buyerX = left + width / 2 + 12
  doc.font('bold').fontSize(10).fillColor(MUTED).text('CLIENT', buyerX, top)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text([invoice.buyerName, invoice.buyerEmail].filter(Boolean).join('\n'), buyerX, top + 16, {
      width: half,
    })

  // The item line.
  let y = 250
  const cols = { item: left, qty: left + width * 0.58, unit: left + width * 0.68, total: left + width * 0.84 }
  const colWidth = { item: width * 0.56, qty: width * 0.1, unit: width * 0.16, total: width * 0.16 }
  doc.font('bold').fontSize(9).fillColor(MUTED)
  doc.text('Désignation', cols.item, y, { width: colWidth.item })
  doc.text('Qté', cols.qty, y, { width: colWidth.qty, align: 'right' })
  doc.text('P.U. HT', cols.unit, y, { width: colWidth.unit, align: 'right' })
  doc.text('Total HT', cols.total, y, { width: colWidth.total, align: 'right' })
  y += 16
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .lineWidth(1)
    .stroke()
  y += 8
  doc.font('regular').fontSize(10).fillColor(INK)
  doc.text(invoice.description, cols.item, y, { width: colWidth.item })
  const itemBottom = doc.y
  doc.text('1', cols.qty, y, { width: colWidth.qty, align: 'right' })
  doc.text(euros(invoice.amountExclTaxCents), cols.unit, y, { width: colWidth.unit, align: 'right' })
  doc.text(euros(invoice.amountExclTaxCents), cols.total, y, { width: colWidth.total, align: 'right' })
  y = Math.max(itemBottom, doc.y) + 10
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .stroke()

  // Totals.
  y += 14
  const labelX = left + width * 0.5
  const labelWidth = width * 0.34
  const rate = `${(invoice.vatRateBp / 100).toLocaleString('fr-FR')} %`
  const totals: [string, string, boolean][] = [
    ['Total HT', euros(invoice.amountExclTaxCents), false],
    [`TVA ${rate}`, euros(invoice.vatCents), false],
    ['Total TTC', euros(invoice.amountInclTaxCents), true],
  ]
  for (const [label, value, isBold] of totals) {
    doc
      .font(isBold ? 'bold' : 'regular')
      .fontSize(isBold ? 12 : 10)
      .fillColor(INK)
    doc.text(label, labelX, y, { width: labelWidth })
    doc.text(value, cols.total, y, { width: colWidth.total, align: 'right' })
    y += isBold ? 22 : 18
  }

  y += 16
  doc.font('regular').fontSize(10).fillColor(INK)
  const paid = invoice.paymentMethod
    ? `Facture acquittée : payée le ${date(invoice.issuedAt)} par carte ${invoice.paymentMethod}.`
    : `Facture acquittée : payée le ${date(invoice.issuedAt)}.`
  doc.text(paid, left, y, { width })
  doc.moveDown(0.5)
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(
      'Aucun montant restant dû. Pas d’escompte pour paiement anticipé. Prestation de service en ligne fournie par abonnement.',
      { width },
    )
  doc.end()
  return done
}
