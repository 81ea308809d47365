/**
 * The labeled evaluation set stays well formed: enough cases, the mix of languages, fits and file
 * types the issue asks for, every case valid (one CV file, job description ≤ 1000 characters, labels,
 * two-column PDFs really two-column) and the shared scorer's self-test passing on it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkCase } from './make-cases.ts'
import { loadCases } from './score.mjs'

const CASES_DIR = path.join(import.meta.dirname, 'cases')
const cases = loadCases(CASES_DIR)

describe('evaluation corpus', () => {
  it('has at least 24 cases, about 60 % French, with strong, partial and unrelated fits', () => {
    expect(cases.length).toBeGreaterThanOrEqual(24)
    const fr = cases.filter((c) => c.labels.lang === 'fr').length / cases.length
    expect(fr).toBeGreaterThan(0.5)
    expect(fr).toBeLessThan(0.75)
    for (const band of ['high', 'medium', 'low'] as const) {
      expect(cases.filter((c) => c.labels.expectedScoreBand === band).length).toBeGreaterThanOrEqual(5)
    }
  })

  it('uses PDF (single and two columns), DOCX and DOC files', () => {
    const kinds = cases.map((c) => {
      const dir = path.join(CASES_DIR, c.id)
      return ['cv.pdf', 'cv.docx', 'cv.doc'].find((f) => fs.existsSync(path.join(dir, f)))
    })
    expect(kinds.filter((k) => k === 'cv.pdf').length).toBeGreaterThanOrEqual(8)
    expect(kinds.filter((k) => k === 'cv.docx').length).toBeGreaterThanOrEqual(4)
    expect(kinds.filter((k) => k === 'cv.doc').length).toBeGreaterThanOrEqual(4)
    const twoColumn = cases.filter((c) =>
      fs
        .readFileSync(path.join(CASES_DIR, c.id, 'cv.html'), 'utf8')
        .includes('<meta name="cv-layout" content="two-column">'),
    )
    expect(twoColumn.length).toBeGreaterThanOrEqual(5)
  })

  it.each(cases.map((c) => c.id))(
    '%s is well formed (one CV file, job ≤ 1000 chars, labels, layout)',
    (id) => {
      expect(checkCase(path.join(CASES_DIR, id))).toEqual([])
    },
  )

  it("passes the shared scorer's self-test (every alias maps back to its own label)", () => {
    const out = execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, 'score.mjs'), '--selftest', '--cases', CASES_DIR],
      { encoding: 'utf8' },
    )
    expect(out).toContain('selftest: PASS')
  })
})

describe('frozen hold-out (aggregates only: its cases are never printed)', () => {
  const HOLDOUT_DIR = path.join(import.meta.dirname, 'holdout')
  const holdout = loadCases(HOLDOUT_DIR)

  it('every hold-out case is well formed and the scorer passes its self-test', () => {
    const problems = holdout.flatMap((c) => checkCase(path.join(HOLDOUT_DIR, c.id)))
    expect(problems.length, `${problems.length} problem(s) in the hold-out`).toBe(0)
    const out = execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, 'score.mjs'), '--selftest', '--cases', HOLDOUT_DIR],
      { encoding: 'utf8' },
    )
    expect(out.includes('selftest: PASS'), 'hold-out self-test').toBe(true)
  })

  it('labels what a recruiter weighs: a target score, mandatory items and the offer’s non-skills', () => {
    expect(holdout.every((c) => typeof c.labels.targetScore === 'number')).toBe(true)
    expect(holdout.every((c) => (c.labels.notSkills ?? []).length > 0)).toBe(true)
    expect(holdout.filter((c) => c.labels.required.some((r) => r.mandatory)).length).toBeGreaterThanOrEqual(5)
  })
})
