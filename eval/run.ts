/**
 * `npm run eval`: runs the analysis on every labeled case of eval/cases/ through the same code path
 * as the API (runAnalysis: extraction in the worker pool, then the engine, then schema validation),
 * writes each AnalysisResult to an output folder and scores the folder with eval/score.mjs.
 *
 *   npm run -s eval -- [--engine local|llm] [--cases DIR] [--out DIR] [--questions N] [--lang fr|en]
 *                      [--now YYYY-MM-DD]  (the date the local engine reads 'present' at; default LABELS_NOW)
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
import type { AnalysisEngine } from '../src/server/engine/types.ts'
import { MAX_QUESTIONS_PER_ANALYSIS } from '../src/shared/limits.ts'
import { errorKinds, HOLDOUT_CASES_DIR, mandatoryTally, runHoldout, sideBySide } from './holdout.ts'
import { DEFAULT_CASES_DIR, DEFAULT_OUT_DIR, LABELS_NOW, localEvalEngine, runEval } from './run-cases.ts'

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
        lang: { type: 'string' },
        json: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        verbose: { type: 'boolean', short: 'v', default: false },
        'no-holdout': { type: 'boolean', default: false },
        now: { type: 'string' },
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
  if (lang !== undefined && lang !== 'fr' && lang !== 'en') {
    console.error('eval: --lang must be fr or en (default: the offer’s language, as the API without lang)')
    return 2
  }
  const now = values.now === undefined ? LABELS_NOW : new Date(String(values.now))
  if (Number.isNaN(now.getTime())) {
    console.error('eval: --now must be a date (YYYY-MM-DD)')
    return 2
  }
  let engine: AnalysisEngine
  // a case whose labels say when they were written is read on that date (its 'asOf')
  let engineAt: ((asOf: Date) => AnalysisEngine) | undefined
  if (values.engine === 'local') ({ engine, engineAt } = localEvalEngine(now))
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
    ...(engineAt && { engineAt }),
    casesDir,
    outDir,
    questionsCount,
    ...(lang && { lang }),
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
    const holdout = await runHoldout(engine, undefined, engineAt)
    if (holdout.failed > 0) console.error(`eval: ${holdout.failed} hold-out case(s) failed to run`)
    const dev = {
      summary: report.summary,
      mandatory: mandatoryTally(report, casesDir),
      cases: report.runs.length,
      errors: errorKinds(report),
      writing: report.writing,
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
