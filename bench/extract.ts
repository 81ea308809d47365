/**
 * Extraction benchmark: warm median of repeated runs for a 2-page PDF, DOCX and DOC CV (made by
 * LibreOffice, test/fixtures/generated/), through the real path (worker thread, normalisation),
 * compared with poppler's `pdftotext` on the same PDF when it is installed.
 *   node --import tsx bench/extract.ts
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { extractCv, shutdownExtraction, warmUpExtraction } from '../src/server/engine/extract/index.ts'

const GENERATED = join(import.meta.dirname, '..', 'test', 'fixtures', 'generated')
const RUNS = 21
const WARM_UP = 8

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return Math.round(value * 100) / 100
}

async function timeExtraction(file: string): Promise<{ medianMs: number; pages: number; chars: number }> {
  const bytes = new Uint8Array(readFileSync(join(GENERATED, file)))
  let last = await extractCv({ bytes, fileName: file })
  for (let i = 0; i < WARM_UP; i++) last = await extractCv({ bytes, fileName: file })
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    last = await extractCv({ bytes, fileName: file })
    times.push(performance.now() - started)
  }
  return { medianMs: median(times), pages: last.pages, chars: last.text.length }
}

function timePdftotext(file: string): number | null {
  const probe = spawnSync('pdftotext', ['-v'])
  if (probe.error) return null
  const times: number[] = []
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now()
    const run = spawnSync('pdftotext', ['-layout', join(GENERATED, file), '-'], {
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    const elapsed = performance.now() - started
    if (run.status !== 0) return null
    if (i >= 3) times.push(elapsed)
  }
  return median(times)
}

export async function runExtractBench(): Promise<Record<string, unknown>> {
  await warmUpExtraction()
  try {
    const pdf = await timeExtraction('cv-2pages.pdf')
    const docx = await timeExtraction('cv-2pages.docx')
    const doc = await timeExtraction('cv-2pages.doc')
    const pdftotextMs = timePdftotext('cv-2pages.pdf')
    return {
      runs: RUNS,
      pdf2PagesMs: pdf.medianMs,
      docx2PagesMs: docx.medianMs,
      doc2PagesMs: doc.medianMs,
      pdftotextMs,
      pdfToPdftotextRatio: pdftotextMs ? Math.round((pdf.medianMs / pdftotextMs) * 100) / 100 : null,
      pages: { pdf: pdf.pages, docx: docx.pages, doc: doc.pages },
      targets: { pdfMs: 80, pdfRatio: 3, docxMs: 40 },
      meetsTargets: {
        pdf: pdf.medianMs <= 80,
        pdfRatio: pdftotextMs ? pdf.medianMs / pdftotextMs <= 3 : null,
        docx: docx.medianMs <= 40,
      },
    }
  } finally {
    await shutdownExtraction()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await runExtractBench(), null, 2))
}
