/**
 * The labeled evaluation set as a regression gate: the local engine, run through the API's code path
 * (runAnalysis), must reach the targets of issue 3 §5 on it — label accuracy ≥ 0.90 and Spearman
 * correlation between score and true coverage ≥ 0.80. (The corpus itself is checked in corpus.test.ts.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shutdownExtraction } from '../src/server/engine/extract/index.ts'
import { createLocalEngine } from '../src/server/engine/local/index.ts'
import { DEFAULT_CASES_DIR, type EvalReport, runEval } from './run-cases.ts'
import { loadCases } from './score.mjs'

const cases = loadCases(DEFAULT_CASES_DIR)

describe('local engine on the labeled set', () => {
  let report: EvalReport
  let outDir: string

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adequat-eval-'))
    report = await runEval({ engine: createLocalEngine(), outDir, questionsCount: 5 })
  }, 600_000)

  afterAll(async () => {
    await shutdownExtraction()
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
  })

  it('analyses every case without error', () => {
    expect(report.runs.filter((r) => !r.ok)).toEqual([])
    expect(report.summary.scored).toBe(cases.length)
  })

  it('puts each required skill on the right side: label accuracy ≥ 0.90', () => {
    expect(report.summary.accuracy, report.text).toBeGreaterThanOrEqual(0.9)
  })

  it('scores in the order of true coverage: Spearman ≥ 0.80', () => {
    expect(report.summary.spearman, report.text).toBeGreaterThanOrEqual(0.8)
  })
})
