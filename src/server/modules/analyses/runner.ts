/**
 * The API's runner: the analysis core's runAnalysis (extraction in a worker = stage 1, the
 * configured engine = stages 2–6), with the engine built once per configuration.
 */
import type { Env } from '../../env.ts'
import { engineFromEnv } from '../analysis/engine/index.ts'
import type { AnalysisEngine } from '../analysis/engine/types.ts'
import { runAnalysis } from '../analysis/run-analysis.ts'
import type { AnalysisRunner } from './create-analysis.ts'

const engines = new WeakMap<Env, AnalysisEngine>()

export function runnerWithEngine(engine: AnalysisEngine, extractionTimeoutMs?: number): AnalysisRunner {
  return async (input) => {
    const output = await runAnalysis({
      ...input,
      engine,
      ...(extractionTimeoutMs !== undefined && { extractionTimeoutMs }),
    })
    return {
      result: output.result,
      cvText: output.cvText,
      fileType: output.cvKind,
      engine: { name: engine.name, version: engine.version },
    }
  }
}

export function runAnalysisForApi(env: Env): AnalysisRunner {
  let engine = engines.get(env)
  if (!engine) {
    engine = engineFromEnv(env)
    engines.set(env, engine)
  }
  return runnerWithEngine(engine, env.EXTRACTION_TIMEOUT_MS)
}
