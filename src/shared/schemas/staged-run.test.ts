import { describe, expect, it } from 'vitest'
import { MAX_CV_BYTES } from '../limits.ts'
import {
  analysisRequestSchema,
  comparisonRequestSchema,
  cvFileError,
  extensionOf,
  IDEMPOTENCY_KEY_PATTERN,
  jobDescriptionError,
  normalizeJobDescription,
} from './staged-run.ts'

const pdf = (name = 'cv.pdf', size = 10) => new File([new Uint8Array(size)], name)
const JOB = 'Nous recherchons un développeur Python.'

function fieldErrors(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('the staged-run request schema', () => {
  it('gives each CV field its first error, in the order the server checks them', () => {
    expect(cvFileError(undefined)).toBe('required')
    expect(cvFileError('cv.pdf')).toBe('required')
    expect(cvFileError(pdf('cv.pdf', 0))).toBe('required')
    expect(cvFileError(pdf('cv.txt', MAX_CV_BYTES + 1))).toBe('too_large')
    expect(cvFileError(pdf('c\u0000v.txt'))).toBe('invalid')
    expect(cvFileError(pdf('cv.txt'))).toBe('type_unsupported')
    expect(cvFileError(pdf('CV.DOCX'))).toBeNull()
    expect(extensionOf('mon.cv.final.PDF')).toBe('pdf')
    expect(extensionOf('cv')).toBe('')
  })

  it('normalises the job description and refuses it empty, with a control character or too long', () => {
    expect(normalizeJobDescription('  a\r\nb\rc  ')).toBe('a\nb\nc')
    expect(jobDescriptionError('')).toBe('required')
    expect(jobDescriptionError('a\u0000b')).toBe('invalid')
    expect(jobDescriptionError('x'.repeat(1001))).toBe('too_long')
    // 1000 characters once CRLF counts as one
    expect(
      jobDescriptionError(normalizeJobDescription(`${'b'.repeat(499)}\r\n${'c'.repeat(500)}`)),
    ).toBeNull()
  })

  it('parses an analysis and a comparison form, the language optional', () => {
    const analysis = analysisRequestSchema.parse({ cv: pdf(), jobDescription: ` ${JOB}\r\n`, lang: '' })
    expect(analysis.jobDescription).toBe(JOB)
    expect(analysis.lang).toBeUndefined()
    const comparison = comparisonRequestSchema.parse({
      cvA: pdf(),
      cvB: pdf('b.doc'),
      jobDescription: JOB,
      lang: 'en',
    })
    expect(comparison.lang).toBe('en')
  })

  it('names every field at fault with its code', () => {
    expect(
      fieldErrors(comparisonRequestSchema.safeParse({ cvA: pdf('a.txt'), jobDescription: ' ', lang: 'de' })),
    ).toEqual({
      cvA: 'type_unsupported',
      cvB: 'required',
      jobDescription: 'required',
      lang: 'invalid',
    })
  })

  it('accepts an Idempotency-Key of word characters, dots, colons and dashes up to 128', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('3f0c2c1e-1b2a-4c5d-9e8f-0a1b2c3d4e5f')).toBe(true)
    expect(IDEMPOTENCY_KEY_PATTERN.test('a b')).toBe(false)
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(129))).toBe(false)
  })
})
