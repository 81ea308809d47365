/**
 * Runs the analysis on every labeled case of a folder through the same code path as the API
 * (runAnalysis: extraction in the worker pool, then the engine, then schema validation), writes each
 * AnalysisResult to an output folder and scores the folder with eval/score.mjs. The CLI is run.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLocalEngine } from '../src/server/engine/local/index.ts'
import { runAnalysis } from '../src/server/engine/run-analysis.ts'
import type { AnalysisEngine, OutputLanguage } from '../src/server/engine/types.ts'
import { isAppError } from '../src/shared/errors.ts'
import { type CaseLabels, type CaseResult, loadCases, type Summary, run as score } from './score.mjs'
import { emptyTally, tallyWriting, type WritingTally } from './writing.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_CASES_DIR = path.join(HERE, 'cases')
export const DEFAULT_OUT_DIR = path.join(HERE, '..', '.bench', 'eval-out')
/**
 * The date the labels describe: their writers counted 'depuis 2021', 'since January 2025' and
 * 'to present' up to late 2025 ('since 2021 (4 years)'). The local engine of the evaluation reads the
 * CVs on that date, so a case's years do not drift with the calendar ('--now' changes it).
 */
export const LABELS_NOW = new Date('2025-11-15T00:00:00Z')
const CV_FILES = ['cv.pdf', 'cv.docx', 'cv.doc'] as const

export type CaseRun = {
  id: string
  file: string
  ok: boolean
  error?: string
  score?: number
  timings?: { extractMs: number; engineMs: number; totalMs: number }
}

export type EvalOptions = {
  engine: AnalysisEngine
  /**
   * The engine for a case whose labels were written on another date (`"asOf": "2026-11-26"` in its
   * labels.json: 'to present' counted up to then); without it, or for a case without `asOf`, `engine`.
   */
  engineAt?: (asOf: Date) => AnalysisEngine
  casesDir?: string
  outDir?: string
  questionsCount?: number
  lang?: OutputLanguage
  verbose?: boolean
  onCase?: (run: CaseRun) => void
}

export type EvalReport = {
  runs: CaseRun[]
  results: CaseResult[]
  summary: Summary
  text: string
  /** What the job seeker reads, measured (writing.ts). */
  writing: WritingTally
}

/** The CV file of a case folder (exactly one of cv.pdf / cv.docx / cv.doc). */
export function caseCvFile(caseDir: string): string {
  const found = CV_FILES.filter((f) => fs.existsSync(path.join(caseDir, f)))
  if (found.length !== 1) throw new Error(`${caseDir}: expected one of ${CV_FILES.join(', ')}`)
  return path.join(caseDir, found[0] as string)
}

function describeError(error: unknown): string {
  if (isAppError(error))
    return `${error.code}${error.message && error.message !== error.code ? ` (${error.message})` : ''}`
  return error instanceof Error ? error.message : String(error)
}

/** The local engine of the evaluation: reading on `now` (LABELS_NOW), and each case on its own `asOf`. */
export function localEvalEngine(now: Date = LABELS_NOW): Pick<EvalOptions, 'engine' | 'engineAt'> {
  return {
    engine: createLocalEngine({ now: () => now }),
    engineAt: (asOf) => createLocalEngine({ now: () => asOf }),
  }
}

/** The engine reading a case on the date its labels were written (`asOf`), else the default one. */
function engineOfCase(id: string, labels: CaseLabels, options: EvalOptions): AnalysisEngine {
  if (!options.engineAt || labels.asOf === undefined) return options.engine
  const asOf = new Date(labels.asOf)
  if (Number.isNaN(asOf.getTime())) throw new Error(`${id}: asOf is not a date`)
  return options.engineAt(asOf)
}

/** Analyses every case, writes `<outDir>/<id>.json` and scores the folder. */
export async function runEval(options: EvalOptions): Promise<EvalReport> {
  const casesDir = options.casesDir ?? DEFAULT_CASES_DIR
  const outDir = options.outDir ?? DEFAULT_OUT_DIR
  const questionsCount = options.questionsCount ?? 5
  fs.mkdirSync(outDir, { recursive: true })
  const cases = loadCases(casesDir)
  const runs: CaseRun[] = []
  const writing = emptyTally()
  const seenAnswers = new Map<string, number>()
  for (const { id, labels } of cases) {
    const outFile = path.join(outDir, `${id}.json`)
    // A stale output from an earlier run must never be scored as this run's.
    fs.rmSync(outFile, { force: true })
    const caseDir = path.join(casesDir, id)
    let run: CaseRun
    let file = ''
    try {
      file = caseCvFile(caseDir)
      const bytes = fs.readFileSync(file)
      const jobDescription = fs.readFileSync(path.join(caseDir, 'jd.txt'), 'utf8')
      const engine = engineOfCase(id, labels, options)
      const output = await runAnalysis({
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        fileName: path.basename(file),
        jobDescription,
        questionsCount,
        ...(options.lang && { lang: options.lang }),
        engine,
      })
      const json = {
        ...output.result,
        meta: {
          case: id,
          engine: options.engine.name,
          engineVersion: options.engine.version,
          file: path.basename(file),
          pages: output.pages,
          usedOcr: output.usedOcr,
          cvChars: output.cvText.length,
          timings: output.timings,
        },
      }
      fs.writeFileSync(outFile, `${JSON.stringify(json, null, 2)}\n`)
      tallyWriting(writing, output.result, output.cvText, output.lang, seenAnswers)
      run = {
        id,
        file: path.basename(file),
        ok: true,
        score: output.result.compatibilityScore,
        timings: output.timings,
      }
    } catch (error) {
      run = { id, file: path.basename(file), ok: false, error: describeError(error) }
    }
    runs.push(run)
    options.onCase?.(run)
  }
  const { results, T, text } = score(outDir, casesDir, { verbose: options.verbose ?? false })
  return { runs, results, summary: T, text, writing }
}
