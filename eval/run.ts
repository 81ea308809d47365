/**
 * `npm run eval`: runs the analysis on every labeled case of eval/cases/ through the same code path
 * as the API (runAnalysis: extraction in the worker pool, then the engine, then schema validation),
 * writes each AnalysisResult to an output folder and scores the folder with eval/score.mjs.
 *
 *   npm run -s eval -- [--engine local|llm] [--cases DIR] [--out DIR] [--questions N] [--lang fr|en]
 *                      [--json FILE] [--quiet] [--verbose] [--no-holdout]
 *
 * Without --cases it then runs the frozen hold-out (eval/holdout/, see holdout.ts) and prints dev and
 * hold-out side by side — aggregates only for the hold-out, never a case.
 *
 * Prints the scorer's table (only its last line with --quiet), ending with
 * `accuracy=… matchedF1=… missingF1=… spearman=… bandAgreement=…`. Exit code 0 once scored (a case
 * that fails is reported as 'missing file' in the table and its error on stderr); 2 for bad arguments
 * or an engine that cannot be configured.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { shutdownExtraction } from '../src/server/engine/extract/index.ts'
import { engineFromEnv } from '../src/server/engine/factory.ts'
import { createLocalEngine } from '../src/server/engine/local/index.ts'
import { runAnalysis } from '../src/server/engine/run-analysis.ts'
import type { AnalysisEngine, OutputLanguage } from '../src/server/engine/types.ts'
import { isAppError } from '../src/shared/errors.ts'
import { MAX_QUESTIONS_PER_ANALYSIS } from '../src/shared/limits.ts'
import { type CaseResult, loadCases, type Summary, run as score } from './score.mjs'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_CASES_DIR = path.join(HERE, 'cases')
export const DEFAULT_OUT_DIR = path.join(HERE, '..', '.bench', 'eval-out')
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
  casesDir?: string
  outDir?: string
  questionsCount?: number
  lang?: OutputLanguage
  verbose?: boolean
  onCase?: (run: CaseRun) => void
}

export type EvalReport = { runs: CaseRun[]; results: CaseResult[]; summary: Summary; text: string }

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

/** Analyses every case, writes `<outDir>/<id>.json` and scores the folder. */
export async function runEval(options: EvalOptions): Promise<EvalReport> {
  const casesDir = options.casesDir ?? DEFAULT_CASES_DIR
  const outDir = options.outDir ?? DEFAULT_OUT_DIR
  const questionsCount = options.questionsCount ?? 5
  fs.mkdirSync(outDir, { recursive: true })
  const cases = loadCases(casesDir)
  const runs: CaseRun[] = []
  for (const { id } of cases) {
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
      const output = await runAnalysis({
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        fileName: path.basename(file),
        jobDescription,
        questionsCount,
        lang: options.lang ?? 'fr',
        engine: options.engine,
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
  return { runs, results, summary: T, text }
}

async function main(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        engine: { type: 'string', default: 'local' },
        cases: { type: 'string' },
        out: { type: 'string' },
        questions: { type: 'string', default: '5' },
        lang: { type: 'string', default: 'fr' },
        json: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        verbose: { type: 'boolean', short: 'v', default: false },
        'no-holdout': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    console.error(`eval: ${(error as Error).message}`)
    return 2
  }
  const questionsCount = Number(values.questions)
  if (
    !Number.isInteger(questionsCount) ||
    questionsCount < 1 ||
    questionsCount > MAX_QUESTIONS_PER_ANALYSIS
  ) {
    console.error(`eval: --questions must be an integer from 1 to ${MAX_QUESTIONS_PER_ANALYSIS}`)
    return 2
  }
  const lang = values.lang
  if (lang !== 'fr' && lang !== 'en') {
    console.error('eval: --lang must be fr or en')
    return 2
  }
  let engine: AnalysisEngine
  if (values.engine === 'local') engine = createLocalEngine()
  else if (values.engine === 'llm') {
    try {
      // Only the model engine needs the configuration (AI_BASE_URL, AI_API_KEY, AI_MODEL).
      const { getEnv } = await import('../src/server/env.ts')
      engine = engineFromEnv(getEnv(), 'llm')
    } catch (error) {
      console.error(`eval: cannot configure the llm engine: ${(error as Error).message}`)
      return 2
    }
  } else {
    console.error('eval: --engine must be local or llm')
    return 2
  }
  const casesDir = path.resolve(typeof values.cases === 'string' ? values.cases : DEFAULT_CASES_DIR)
  const outDir = path.resolve(typeof values.out === 'string' ? values.out : DEFAULT_OUT_DIR)
  const quiet = values.quiet === true
  const report = await runEval({
    engine,
    casesDir,
    outDir,
    questionsCount,
    lang,
    verbose: values.verbose === true,
    onCase: (r) => {
      if (!r.ok) console.error(`eval: ${r.id} (${r.file || 'no CV'}) failed: ${r.error}`)
    },
  })
  if (quiet) console.log(report.text.split('\n').at(-1))
  else {
    console.log(`engine=${engine.name}@${engine.version} cases=${report.runs.length} outputs=${outDir}`)
    const ok = report.runs.filter((r) => r.timings)
    if (ok.length) {
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
      console.log(
        `median extractMs=${median(ok.map((r) => r.timings?.extractMs ?? 0))} engineMs=${median(ok.map((r) => r.timings?.engineMs ?? 0))}`,
      )
    }
    console.log(report.text)
  }
  if (typeof values.cases !== 'string' && values['no-holdout'] !== true) {
    const { HOLDOUT_CASES_DIR, mandatoryTally, runHoldout, sideBySide } = await import('./holdout.ts')
    const holdout = await runHoldout(engine)
    if (holdout.failed > 0) console.error(`eval: ${holdout.failed} hold-out case(s) failed to run`)
    const dev = {
      summary: report.summary,
      mandatory: mandatoryTally(report, casesDir),
      cases: report.runs.length,
    }
    console.log(
      `\nDev (eval/cases, read while writing rules) and frozen hold-out (${path.relative(process.cwd(), HOLDOUT_CASES_DIR)}, never read):`,
    )
    console.log(sideBySide(dev, holdout))
  }
  if (typeof values.json === 'string') {
    const file = path.resolve(values.json)
    fs.writeFileSync(
      file,
      JSON.stringify({ summary: report.summary, cases: report.results, runs: report.runs }, null, 2),
    )
  }
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2))
    .catch((error) => {
      console.error(`eval: ${(error as Error)?.stack ?? error}`)
      return 1
    })
    .then(async (code) => {
      // The extraction worker pool must not keep the process alive after the report.
      await shutdownExtraction().catch(() => undefined)
      process.exit(code)
    })
}
