/**
 * Builds the generated CV fixtures of test/fixtures/generated/ from the HTML CV in src/ with real
 * tools: LibreOffice (PDF, DOCX, DOC), poppler's pdftoppm (page image for the scanned, image-only
 * PDF) and pdfkit (image-only PDF, password-protected PDF).
 *   node --import tsx scripts/make-fixtures.ts
 * Needs soffice (libreoffice-writer-nogui) and pdftoppm (poppler-utils) at build time only.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'

const OUT = join(import.meta.dirname, '..', 'test', 'fixtures', 'generated')
const HTML = join(OUT, 'src', 'cv-2pages.html')
const tmp = mkdtempSync(join(tmpdir(), 'adequat-fixtures-'))

function soffice(args: string[]): void {
  // A private profile so a running LibreOffice (or another engineer's) never interferes.
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${tmp}/profile`, '--headless', ...args, '--outdir', tmp, HTML],
    {
      stdio: 'ignore',
      timeout: 180_000,
    },
  )
}

function pdfBytes(
  build: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: new Date(0) }, ...options })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    build(doc)
    doc.end()
  })
}

try {
  soffice(['--convert-to', 'pdf:writer_pdf_Export', '--infilter=HTML (StarWriter)'])
  copyFileSync(join(tmp, 'cv-2pages.pdf'), join(OUT, 'cv-2pages.pdf'))
  soffice(['--convert-to', 'docx:MS Word 2007 XML', '--infilter=HTML (StarWriter)'])
  copyFileSync(join(tmp, 'cv-2pages.docx'), join(OUT, 'cv-2pages.docx'))
  soffice(['--convert-to', 'doc:MS Word 97', '--infilter=HTML (StarWriter)'])
  copyFileSync(join(tmp, 'cv-2pages.doc'), join(OUT, 'cv-2pages.doc'))

  // A scan: page 1 rendered at 150 dpi, embedded as the only content of a PDF (no text layer).
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-gray',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    join(OUT, 'cv-2pages.pdf'),
    join(tmp, 'scan'),
  ])
  const png = readFileSync(join(tmp, 'scan-1.png'))
  writeFileSync(
    join(OUT, 'scan-image-only.pdf'),
    await pdfBytes((doc) => {
      doc.image(png, 0, 0, { width: doc.page.width, height: doc.page.height })
    }),
  )
  // A PDF that needs a password to be opened.
  writeFileSync(
    join(OUT, 'encrypted.pdf'),
    await pdfBytes(
      (doc) => {
        doc.fontSize(14).text('Camille Durand — Contrôleuse de gestion', 72, 72)
      },
      { userPassword: 'secret-cv', ownerPassword: 'owner-secret', pdfVersion: '1.7' },
    ),
  )
  // A blank page scan (no text at all): OCR must find nothing.
  const blank = await pdfBytes((doc) => {
    doc.rect(0, 0, doc.page.width, doc.page.height).fill('#ffffff')
  })
  writeFileSync(join(OUT, 'blank.pdf'), blank)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
console.log('fixtures written to', OUT)
