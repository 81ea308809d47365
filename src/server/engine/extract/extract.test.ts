import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError, type ErrorCode } from '../../../shared/errors.ts'
import { MAX_CV_BYTES } from '../../../shared/limits.ts'
import { extractCv, shutdownExtraction } from './index.ts'

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', 'test', 'fixtures')
const CV = join(ROOT, 'cv')
const GEN = join(ROOT, 'generated')
const read = (dir: string, name: string) => new Uint8Array(readFileSync(join(dir, name)))
const flat = (s: string) => s.normalize('NFC').replace(/\s+/gu, ' ')

afterAll(async () => {
  await shutdownExtraction()
})

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode | 'resolved'> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

type Expectations = Record<string, { lang: string; mustContain: string[] }>
const expectations = JSON.parse(readFileSync(join(CV, 'expectations.json'), 'utf8')) as Expectations

/**
 * pdf.js maps the small-capital glyphs ('A.c2sc') of this file's Roboto-Thin font to lower-case
 * letters, poppler to capitals: the name reads 'Jan Küster' from pdf.js. Compared ignoring case.
 */
const CASE_INSENSITIVE = new Set(['en_latexcv_two_column.pdf|JAN KÜSTER'])

describe('every mustContain phrase of the public CV fixtures is recovered', () => {
  for (const [file, { mustContain }] of Object.entries(expectations)) {
    const isTemplate = file.endsWith('.dotx')
    it(`${file}${isTemplate ? ' (renamed .docx)' : ''}`, async () => {
      const fileName = isTemplate ? file.replace(/\.dotx$/, '.docx') : file
      const result = await extractCv({ bytes: read(CV, file), fileName })
      const text = flat(result.text)
      expect(result.kind).toBe(fileName.split('.').pop())
      expect(result.pages).toBeGreaterThanOrEqual(1)
      for (const phrase of mustContain) {
        if (CASE_INSENSITIVE.has(`${file}|${phrase}`))
          expect(text.toLowerCase()).toContain(flat(phrase).toLowerCase())
        else expect(text, phrase).toContain(flat(phrase))
      }
    })
  }

  it('refuses Word templates under their real extension (.dotx)', async () => {
    for (const file of Object.keys(expectations).filter((f) => f.endsWith('.dotx'))) {
      const error = await extractCv({ bytes: read(CV, file), fileName: file }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).code).toBe('FILE_TYPE_UNSUPPORTED')
      expect((error as AppError).params).toEqual({ ext: 'dotx' })
    }
  })
})

/** The lines of `text`, trimmed. */
const linesOf = (text: string) => text.split(/[\n\f]/).map((l) => l.trim())

/** `phrases` appear as consecutive whole lines, in this order (no line of another column between). */
function expectConsecutiveLines(text: string, phrases: string[]): void {
  const lines = linesOf(text)
  const start = lines.indexOf(phrases[0] as string)
  expect(start, `line not found: ${phrases[0]}`).toBeGreaterThanOrEqual(0)
  expect(lines.slice(start, start + phrases.length)).toEqual(phrases)
}

describe('reading order of two-column and sidebar CVs', () => {
  const cases: Array<[string, string[][]]> = [
    [
      'en_deedy_resume_openfont.pdf',
      [
        ['Magna Cum Laude', 'Cum. GPA: 3.83 / 4.0', 'Major GPA: 3.9 / 4.0'],
        ['COURSEWORK', 'GRADUATE', 'Advanced Machine Learning', 'Open Source Software Engineering'],
      ],
    ],
    [
      'en_latexcv_two_column.pdf',
      [
        [
          'Bachelor thesis focused on experimental redesign of',
          'the keyboard to support functional illiterates.',
        ],
        ['Tech: Meteor, Javascript, Bootstrap, Mongodb, Git,', 'Webstorm, Sourcetree, Terminal'],
      ],
    ],
    ['en_altacv_sample.pdf', [['Sleep,', 'beautiful sleep', 'Daytime job']]],
    [
      'en_latexcv_sidebar.pdf',
      [
        [
          'Fullstack Javascript Engineer University of Bremen, 2016/09 - now',
          'Invent a realtime classroom management using Meteor and React',
        ],
      ],
    ],
    [
      'en_bestresumeever_side-bar.pdf',
      [['COMPANY A - Developer', 'since January 2016', 'Programming and watching cute cat videos.']],
    ],
    [
      'en_bestresumeever_material-dark.pdf',
      [
        [
          'Also proficient in Adobe Photoshop and',
          'Illustrator, grew up bilingual (English and',
          'Klingon).',
        ],
      ],
    ],
    [
      'en_resumematcher_modern-two-column.pdf',
      [['UC Berkeley | 2019', 'Bachelor of Science, Computer Science']],
    ],
    [
      'fr_latexcv_infographics2.pdf',
      [['Université Hassan II de', 'Casablanca : Faculté des', 'Sciences Ben M’sik.']],
    ],
    [
      'en_twentyseconds_cv.pdf',
      [['Alice is a sensible prepubescent girl', 'from a wealthy English family who finds']],
    ],
    [
      'fr_arthurbernard_cv.pdf',
      [
        ['- Langues : Français (langue maternelle), Anglais (compétences professionnelles).'],
        ['Programmation', '- Très avancé : Python (maîtrise de'],
      ],
    ],
  ]
  for (const [file, groups] of cases) {
    it(`${file}: one column's lines stay together and in order`, async () => {
      const { text } = await extractCv({ bytes: read(CV, file), fileName: file })
      for (const group of groups) expectConsecutiveLines(text, group)
    })
  }
})

describe('generated CVs (LibreOffice, pdfkit)', () => {
  for (const file of ['cv-2pages.pdf', 'cv-2pages.docx', 'cv-2pages.doc']) {
    it(`${file}: text, accents and type`, async () => {
      const result = await extractCv({ bytes: read(GEN, file), fileName: file })
      expect(result.kind).toBe(file.split('.').pop())
      expect(result.usedOcr).toBe(false)
      expect(result.text).toContain('Camille Durand')
      expect(result.text).toContain('Contrôleuse de gestion senior')
      expect(result.text).toContain('Villefranche-sur-Saône')
      expect(result.text).toMatch(/^(- )?Pilotage du budget annuel de 180 M€/m)
      expect(result.text).toContain('tableaux croisés dynamiques')
    })
  }

  it('a 2-page PDF keeps its page break as a form feed', async () => {
    const result = await extractCv({ bytes: read(GEN, 'cv-2pages.pdf'), fileName: 'cv.pdf' })
    expect(result.pages).toBe(2)
    expect(result.text.split('\f')).toHaveLength(2)
  })

  it('reads a scanned, image-only PDF with OCR', async () => {
    // A generous limit: OCR is CPU-bound and the test machine's two cores are shared.
    const result = await extractCv({
      bytes: read(GEN, 'scan-image-only.pdf'),
      fileName: 'scan.pdf',
      timeoutMs: 50_000,
    })
    expect(result.usedOcr).toBe(true)
    expect(result.text).toContain('Camille Durand')
    expect(result.text).toMatch(/Contrôleuse de gestion/)
    expect(result.text).toMatch(/Power BI/)
  }, 60_000)

  it('a PDF with nothing to read, even by OCR, is CV_NO_TEXT', async () => {
    expect(await codeOf(extractCv({ bytes: read(GEN, 'blank.pdf'), fileName: 'blank.pdf' }))).toBe(
      'CV_NO_TEXT',
    )
  })
})

function zipWithEntry(name: string, data: Uint8Array, declaredSize?: number): Uint8Array {
  const nameBytes = Buffer.from(name)
  const compressed = deflateRawSync(data)
  const size = declaredSize ?? data.length
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(compressed.length, 18)
  local.writeUInt32LE(size, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(compressed.length, 20)
  central.writeUInt32LE(size, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  const localPart = Buffer.concat([local, nameBytes, compressed])
  const centralPart = Buffer.concat([central, nameBytes])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(centralPart.length, 12)
  end.writeUInt32LE(localPart.length, 16)
  return new Uint8Array(Buffer.concat([localPart, centralPart, end]))
}

describe('bad input gets its error quickly and the process stays healthy', () => {
  const pdf = read(GEN, 'cv-2pages.pdf')
  const docx = read(GEN, 'cv-2pages.docx')

  it.each([
    [
      'random bytes named .pdf',
      () => new Uint8Array(fc.sample(fc.integer({ min: 0, max: 255 }), { numRuns: 4096, seed: 7 })),
      'cv.pdf',
      'FILE_TYPE_UNSUPPORTED',
    ],
    [
      'random bytes after a PDF header',
      () =>
        new Uint8Array([
          ...Buffer.from('%PDF-1.7\n'),
          ...fc.sample(fc.integer({ min: 0, max: 255 }), { numRuns: 4096, seed: 9 }),
        ]),
      'cv.pdf',
      'CV_UNREADABLE',
    ],
    ['an encrypted PDF', () => read(GEN, 'encrypted.pdf'), 'cv.pdf', 'CV_ENCRYPTED'],
    ['a truncated PDF', () => pdf.subarray(0, Math.floor(pdf.length / 3)), 'cv.pdf', 'CV_UNREADABLE'],
    [
      'a truncated DOCX',
      () => docx.subarray(0, Math.floor(docx.length / 2)),
      'cv.docx',
      'FILE_TYPE_UNSUPPORTED',
    ],
    ['a 6 MB file', () => new Uint8Array(6 * 1024 * 1024), 'cv.pdf', 'FILE_TOO_LARGE'],
    [
      'a .txt renamed .docx',
      () => new Uint8Array(Buffer.from('Camille Durand\nContrôleuse de gestion\n')),
      'cv.docx',
      'FILE_TYPE_UNSUPPORTED',
    ],
    ['an empty file', () => new Uint8Array(0), 'cv.pdf', 'CV_UNREADABLE'],
    ['a PDF named .docx', () => pdf, 'cv.docx', 'FILE_TYPE_UNSUPPORTED'],
    ['a DOCX named .pdf', () => docx, 'cv.pdf', 'FILE_TYPE_UNSUPPORTED'],
    ['an unknown extension', () => pdf, 'cv.odt', 'FILE_TYPE_UNSUPPORTED'],
  ] as const)('%s → %s', async (_label, bytes, fileName, code) => {
    const started = Date.now()
    expect(await codeOf(extractCv({ bytes: bytes(), fileName }))).toBe(code)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('FILE_TYPE_UNSUPPORTED carries the extension without the dot, lower case', async () => {
    const error = await extractCv({ bytes: pdf, fileName: 'CV.Final.DOCX' }).catch((e: unknown) => e)
    expect((error as AppError).params).toEqual({ ext: 'docx' })
  })

  it('a DOCX whose document.xml inflates to 200 MB (zip bomb) is refused before unzipping', async () => {
    const bomb = zipWithEntry('word/document.xml', new Uint8Array(200 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(MAX_CV_BYTES)
    const before = process.memoryUsage().rss
    expect(await codeOf(extractCv({ bytes: bomb, fileName: 'cv.docx' }))).toBe('CV_UNREADABLE')
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024)
  })

  it('a DOCX lying about its size (declares 1 KB, inflates to 50 MB) is refused', async () => {
    const liar = zipWithEntry('word/document.xml', new Uint8Array(50 * 1024 * 1024), 1024)
    expect(await codeOf(extractCv({ bytes: liar, fileName: 'cv.docx' }))).toBe('CV_UNREADABLE')
  })

  it('an extraction over its time limit is EXTRACTION_TIMEOUT, and the next one works', async () => {
    const started = Date.now()
    expect(
      await codeOf(
        extractCv({ bytes: read(GEN, 'scan-image-only.pdf'), fileName: 'scan.pdf', timeoutMs: 300 }),
      ),
    ).toBe('EXTRACTION_TIMEOUT')
    expect(Date.now() - started).toBeLessThan(2_000)
    const ok = await extractCv({ bytes: pdf, fileName: 'cv.pdf' })
    expect(ok.text).toContain('Camille Durand')
  })

  it('an aborted extraction rejects with the signal reason', async () => {
    const controller = new AbortController()
    const promise = extractCv({
      bytes: read(GEN, 'scan-image-only.pdf'),
      fileName: 'scan.pdf',
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(new Error('client gone')), 50)
    await expect(promise).rejects.toThrow('client gone')
  })
})

describe('fuzz: mutated real files', () => {
  const allowed: Array<ErrorCode | 'resolved'> = [
    'resolved',
    'CV_UNREADABLE',
    'CV_ENCRYPTED',
    'CV_NO_TEXT',
    'EXTRACTION_TIMEOUT',
    'FILE_TYPE_UNSUPPORTED',
  ]
  const sources: Array<[string, Uint8Array]> = [
    ['cv.pdf', read(GEN, 'cv-2pages.pdf')],
    ['cv.docx', read(GEN, 'cv-2pages.docx')],
    ['cv.doc', read(GEN, 'cv-2pages.doc')],
    ['cv.pdf', read(CV, 'en_resumemd_chromium.pdf')],
  ]
  it('byte flips and truncations never give anything but text or a listed AppError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: sources.length - 1 }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 24,
        }),
        fc.option(fc.double({ min: 0.05, max: 1, noNaN: true })),
        async (index, flips, cut) => {
          const [fileName, original] = sources[index] as [string, Uint8Array]
          const bytes = original.slice(
            0,
            cut === null ? original.length : Math.max(1, Math.floor(original.length * cut)),
          )
          for (const [at, value] of flips)
            bytes[Math.min(bytes.length - 1, Math.floor(at * bytes.length))] = value
          const started = Date.now()
          let outcome: ErrorCode | 'resolved'
          try {
            const result = await extractCv({ bytes, fileName, timeoutMs: 8_000 })
            expect(result.text.trim().length).toBeGreaterThan(0)
            outcome = 'resolved'
          } catch (error) {
            expect(error).toBeInstanceOf(AppError)
            outcome = (error as AppError).code
          }
          expect(allowed).toContain(outcome)
          expect(Date.now() - started).toBeLessThan(9_000)
        },
      ),
      { numRuns: 40, seed: 20_240_611 },
    )
  }, 120_000)
})
