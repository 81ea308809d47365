/**
 * The API's runner: the analysis core's runAnalysis (extraction in a worker = stage 1, the
 * configured engine = stages 2–6), with the engine built once per configuration and a short per-user
 * cache of extracted texts (extraction-cache.ts).
 */

import type { AnalysisEngine } from '../../engine/index.ts'
import { engineFromEnv, extractCv, runAnalysis } from '../../engine/index.ts'
import type { Env } from '../../env.ts'
import { ExtractionCache } from './extraction-cache.ts'
import type { AnalysisRunner } from './staged-run.ts'

const engines = new WeakMap<Env, AnalysisEngine>()
/** Re-analysing the same file (another job offer) skips its extraction; see extraction-cache.ts. */
export const extractionCache = new ExtractionCache()

export function runnerWithEngine(engine: AnalysisEngine, extractionTimeoutMs?: number): AnalysisRunner {
  return async ({ userId, ...input }) => {
    const output = await runAnalysis({
      ...input,
      // The pool works on one file of a user at a time (owner), so one account holds one worker.
      ...(userId !== undefined && {
        extract: extractionCache.forUser(userId, (extractInput) =>
          extractCv({ ...extractInput, owner: userId }),
        ),
      }),
      engine,
      ...(extractionTimeoutMs !== undefined && { extractionTimeoutMs }),
    })
    return {
      result: output.result,
      lang: output.lang,
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
