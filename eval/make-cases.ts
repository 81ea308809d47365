/**
 * Builds the CV files of the evaluation corpus from their HTML sources with LibreOffice.
 *
 *   node --import tsx eval/make-cases.ts [CASE_ID ...] [--cases DIR]
 *
 * For every case folder eval/cases/<NN-slug>/ holding a `cv.html`, the target format is read
 * from `<meta name="cv-format" content="pdf|docx|doc">` and the file is converted with
 * `soffice --headless` (HTML opened as a Writer document, then exported with writer_pdf_Export,
 * "MS Word 2007 XML" or "MS Word 97"). One LibreOffice run per format, in a private profile so
 * it never collides with another soffice on the machine. A stale cv.* of another format is
 * removed. Afterwards every case is checked: jd.txt ≤ 1000 characters, labels.json well formed,
 * and for PDFs marked `<meta name="cv-layout" content="two-column">` that `pdftotext -layout`
 * really shows two columns side by side.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const FORMATS = {
  pdf: 'pdf:writer_pdf_Export',
  docx: 'docx:MS Word 2007 XML',
  doc: 'doc:MS Word 97',
} as const
type Format = keyof typeof FORMATS

function metaContent(html: string, name: string): string | null {
  const re = new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`, 'i')
  return re.exec(html)?.[1] ?? null
}

/** Lines of `pdftotext -layout` output with text on both sides of a wide gap. */
export function sideBySideLines(layoutText: string): number {
  return layoutText.split('\n').filter((l) => /\S.*\S {6,}\S/.test(l.trimEnd()) && /^\s{0,40}\S/.test(l))
    .length
}

export function checkCase(dir: string): string[] {
  const problems: string[] = []
  const id = path.basename(dir)
  const jdFile = path.join(dir, 'jd.txt')
  if (!fs.existsSync(jdFile)) problems.push(`${id}: no jd.txt`)
  else {
    const jd = fs.readFileSync(jdFile, 'utf8')
    if ([...jd].length > 1000) problems.push(`${id}: jd.txt has ${[...jd].length} characters (> 1000)`)
  }
  let labels: {
    lang?: unknown
    profession?: unknown
    expectedScoreBand?: unknown
    required?: { skill?: unknown; aliases?: unknown; inCv?: unknown }[]
  }
  try {
    labels = JSON.parse(fs.readFileSync(path.join(dir, 'labels.json'), 'utf8'))
  } catch (e) {
    return [...problems, `${id}: labels.json unreadable (${(e as Error).message})`]
  }
  if (labels.lang !== 'fr' && labels.lang !== 'en') problems.push(`${id}: lang must be fr|en`)
  if (typeof labels.profession !== 'string') problems.push(`${id}: profession missing`)
  if (!['high', 'medium', 'low'].includes(String(labels.expectedScoreBand)))
    problems.push(`${id}: expectedScoreBand must be high|medium|low`)
  if (!Array.isArray(labels.required) || labels.required.length < 4)
    problems.push(`${id}: required must list at least 4 skills`)
  for (const r of labels.required ?? []) {
    if (typeof r.skill !== 'string' || !r.skill) problems.push(`${id}: a label has no skill`)
    if (typeof r.inCv !== 'boolean') problems.push(`${id}: ${String(r.skill)} has no boolean inCv`)
    if (r.aliases !== undefined && !Array.isArray(r.aliases))
      problems.push(`${id}: ${String(r.skill)} aliases`)
  }
  const cvs = ['cv.pdf', 'cv.docx', 'cv.doc'].filter((f) => fs.existsSync(path.join(dir, f)))
  if (cvs.length !== 1)
    problems.push(`${id}: expected exactly one CV file, found ${cvs.join(', ') || 'none'}`)
  const htmlFile = path.join(dir, 'cv.html')
  if (fs.existsSync(htmlFile) && fs.existsSync(path.join(dir, 'cv.pdf'))) {
    const html = fs.readFileSync(htmlFile, 'utf8')
    if (metaContent(html, 'cv-layout') === 'two-column') {
      const layout = execFileSync('pdftotext', ['-layout', path.join(dir, 'cv.pdf'), '-'], {
        encoding: 'utf8',
      })
      const n = sideBySideLines(layout)
      if (n < 5) problems.push(`${id}: marked two-column but pdftotext -layout shows ${n} side-by-side lines`)
    }
  }
  return problems
}

function convert(format: Format, htmlFiles: string[], outDir: string, profileDir: string) {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${profileDir}`,
      '--headless',
      '--norestore',
      '--infilter=HTML (StarWriter)',
      '--convert-to',
      FORMATS[format],
      '--outdir',
      outDir,
      ...htmlFiles,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 },
  )
}

function main(argv: string[]): number {
  let casesDir = path.join(HERE, 'cases')
  const only: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    if (a === '--cases') casesDir = path.resolve(argv[++i] ?? '')
    else only.push(a)
  }
  const ids = fs
    .readdirSync(casesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .filter((id) => only.length === 0 || only.includes(id))
    .sort()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adequat-eval-make-'))
  const profile = path.join(tmp, 'lo-profile')
  try {
    const byFormat = new Map<Format, string[]>()
    for (const id of ids) {
      const htmlFile = path.join(casesDir, id, 'cv.html')
      if (!fs.existsSync(htmlFile)) continue
      const format = metaContent(fs.readFileSync(htmlFile, 'utf8'), 'cv-format')
      if (format !== 'pdf' && format !== 'docx' && format !== 'doc') {
        console.error(`${id}: cv.html lacks <meta name="cv-format" content="pdf|docx|doc">`)
        return 1
      }
      const src = path.join(tmp, `${id}.html`)
      fs.copyFileSync(htmlFile, src)
      byFormat.set(format, [...(byFormat.get(format) ?? []), src])
    }
    for (const [format, files] of byFormat) {
      const out = path.join(tmp, `out-${format}`)
      fs.mkdirSync(out)
      convert(format, files, out, profile)
      for (const f of files) {
        const id = path.basename(f, '.html')
        const produced = path.join(out, `${id}.${format}`)
        if (!fs.existsSync(produced)) {
          console.error(`${id}: LibreOffice produced no .${format}`)
          return 1
        }
        for (const ext of ['pdf', 'docx', 'doc'])
          fs.rmSync(path.join(casesDir, id, `cv.${ext}`), { force: true })
        fs.copyFileSync(produced, path.join(casesDir, id, `cv.${format}`))
        console.log(`${id}: cv.${format}`)
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  const problems = ids.flatMap((id) => checkCase(path.join(casesDir, id)))
  for (const p of problems) console.error(p)
  console.log(problems.length ? `check: ${problems.length} problem(s)` : `check: ${ids.length} case(s) OK`)
  return problems.length ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
