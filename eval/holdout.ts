/**
 * The frozen hold-out (eval/holdout/): cases written blind, by people who never saw the engine's code,
 * and never read while tuning. Only aggregates are ever printed for it — never a case's id, labels or
 * output — so reading a run of `npm run eval` or of the test suite cannot leak it into the rules.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnalysisEngine } from '../src/server/engine/index.ts'
import { type EvalOptions, type EvalReport, runEval } from './run-cases.ts'
import { loadCases, type Summary } from './score.mjs'
import { type WritingTally, writingLines } from './writing.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const HOLDOUT_CASES_DIR = path.join(HERE, 'holdout')
export const HOLDOUT_OUT_DIR = path.join(HERE, '..', '.bench', 'eval-out-holdout')

export type MandatoryTally = { items: number; placedRight: number }

type Label = { inCv?: boolean; mandatory?: boolean }

/** Mandatory requirements (licence, degree, level…) of the cases, and how many the output placed right. */
export function mandatoryTally(report: EvalReport, casesDir: string): MandatoryTally {
  const labelsById = new Map(
    loadCases(casesDir).map((c: { id: string; labels: { required?: Label[] } }) => [
      c.id,
      c.labels.required ?? [],
    ]),
  )
  let items = 0
  let placedRight = 0
  for (const result of report.results) {
    const required = labelsById.get(result.id) ?? []
    result.rows.forEach((row, i) => {
      if (!required[i]?.mandatory) return
      items += 1
      if (row.correct) placedRight += 1
    })
  }
  return { items, placedRight }
}

/** Where the labels go wrong, as counts only: the class of failure, never a case. */
export type ErrorKinds = {
  missedPresent: number
  missedAbsent: number
  falseMatch: number
  falseMissing: number
  both: number
  scoreTooHigh: number
  scoreTooLow: number
}

const BAND_RANK: Record<string, number> = { low: 0, medium: 1, high: 2 }

export function errorKinds(report: EvalReport): ErrorKinds {
  const k: ErrorKinds = {
    missedPresent: 0,
    missedAbsent: 0,
    falseMatch: 0,
    falseMissing: 0,
    both: 0,
    scoreTooHigh: 0,
    scoreTooLow: 0,
  }
  for (const result of report.results) {
    for (const row of result.rows) {
      if (row.placement === 'none') row.inCv ? k.missedPresent++ : k.missedAbsent++
      else if (row.placement === 'both') k.both++
      else if (row.placement === 'matched' && !row.inCv) k.falseMatch++
      else if (row.placement === 'missing' && row.inCv) k.falseMissing++
    }
    const got = result.band ? BAND_RANK[result.band] : undefined
    const want = BAND_RANK[result.expectedBand]
    if (got === undefined || want === undefined) continue
    if (got > want) k.scoreTooHigh++
    if (got < want) k.scoreTooLow++
  }
  return k
}

/** Runs the hold-out; returns its summary and mandatory tally only (the per-case report stays inside). */
export async function runHoldout(
  engine: AnalysisEngine,
  outDir = HOLDOUT_OUT_DIR,
  engineAt?: EvalOptions['engineAt'],
) {
  const report = await runEval({
    engine,
    ...(engineAt && { engineAt }),
    casesDir: HOLDOUT_CASES_DIR,
    outDir,
    questionsCount: 5,
  })
  return {
    cases: report.runs.length,
    failed: report.runs.filter((r) => !r.ok).length,
    summary: report.summary,
    mandatory: mandatoryTally(report, HOLDOUT_CASES_DIR),
    errors: errorKinds(report),
    writing: report.writing,
  }
}

const METRICS = ['accuracy', 'matchedF1', 'missingF1', 'spearman', 'bandAgreement', 'nonSkillShare'] as const

/** Dev and hold-out side by side, with the gap (a gap over 0.05 means the rules fit the dev cases). */
export function sideBySide(
  dev: {
    summary: Summary
    mandatory: MandatoryTally
    cases: number
    errors?: ErrorKinds
    writing?: WritingTally
  },
  holdout: {
    summary: Summary
    mandatory: MandatoryTally
    cases: number
    errors?: ErrorKinds
    writing?: WritingTally
  },
): string {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : ' n/a')
  const lines = [`${'metric'.padEnd(16)}${'dev'.padStart(8)}${'hold-out'.padStart(10)}${'gap'.padStart(8)}`]
  for (const m of METRICS) {
    const d = Number(dev.summary[m])
    const h = Number(holdout.summary[m])
    lines.push(`${m.padEnd(16)}${f(d).padStart(8)}${f(h).padStart(10)}${f(d - h).padStart(8)}`)
  }
  const mand = (t: MandatoryTally) => `${t.placedRight}/${t.items}`
  lines.push(
    `${'mandatory right'.padEnd(16)}${mand(dev.mandatory).padStart(8)}${mand(holdout.mandatory).padStart(10)}`,
  )
  if (dev.errors && holdout.errors) {
    const de = dev.errors
    const he = holdout.errors
    for (const key of Object.keys(de) as (keyof ErrorKinds)[]) {
      lines.push(`${key.padEnd(16)}${String(de[key]).padStart(8)}${String(he[key]).padStart(10)}`)
    }
  }
  if (dev.writing && holdout.writing) {
    const dw = writingLines(dev.writing)
    const hw = writingLines(holdout.writing)
    for (const key of Object.keys(dw))
      lines.push(`${key.padEnd(16)}${dw[key]!.padStart(8)}${hw[key]!.padStart(10)}`)
  }
  lines.push(`${'cases'.padEnd(16)}${String(dev.cases).padStart(8)}${String(holdout.cases).padStart(10)}`)
  return lines.join('\n')
}
