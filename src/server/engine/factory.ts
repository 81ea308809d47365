/**
 * Chooses the analysis engine. `local` (default) is deterministic and offline; `llm` calls an
 * OpenAI-compatible model configured by AI_BASE_URL, AI_API_KEY and AI_MODEL, and grounds its
 * prompt in the local engine's findings.
 */
import type { Env } from '../env.ts'
import { analyseInWorker } from './extract/index.ts'
import { createLlmEngine, type LlmEngineConfig } from './llm/index.ts'
import { createLocalEngine, LOCAL_ENGINE_VERSION } from './local/index.ts'
import type { AnalysisEngine } from './types.ts'

export type EngineKind = AnalysisEngine['name']
export const ENGINE_KINDS: readonly EngineKind[] = ['local', 'llm']

export function createEngine(kind: 'local'): AnalysisEngine
export function createEngine(kind: 'llm', config: LlmEngineConfig): AnalysisEngine
export function createEngine(kind: EngineKind, config?: LlmEngineConfig): AnalysisEngine
export function createEngine(kind: EngineKind, config?: LlmEngineConfig): AnalysisEngine {
  if (kind === 'local') return createLocalEngine()
  if (!config) throw new Error('The llm engine needs a configuration (AI_API_KEY, AI_MODEL)')
  return createLlmEngine(config)
}

export type EngineEnv = Pick<
  Env,
  'AI_ENGINE' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_CV_CHAR_BUDGET'
>

/** Thrown when the configuration cannot make the requested engine (a missing key). */
export class EngineConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EngineConfigError'
  }
}

/**
 * The local engine run in the extraction workers (extract/pool.ts): the same analysis as
 * createEngine('local'), with the server's main thread kept for HTTP and the database, and a run
 * past its time limit stopped with its worker. The result is validated by the caller (runAnalysis).
 */
export function createLocalEngineInWorker(): AnalysisEngine {
  return {
    name: 'local',
    version: LOCAL_ENGINE_VERSION,
    analyse: (input) => analyseInWorker(input) as ReturnType<AnalysisEngine['analyse']>,
  }
}

/**
 * The engine the configuration asks for (`kind` overrides AI_ENGINE, e.g. the CLI's --engine); the
 * local one runs in the extraction workers.
 */
export function engineFromEnv(env: EngineEnv, kind: EngineKind = env.AI_ENGINE): AnalysisEngine {
  if (kind === 'local') return createLocalEngineInWorker()
  // A keyless endpoint (a self-hosted model) is allowed when a base URL is given.
  if (!env.AI_API_KEY && !env.AI_BASE_URL) {
    throw new EngineConfigError('The llm engine needs AI_API_KEY (or AI_BASE_URL for a keyless endpoint)')
  }
  if (!env.AI_MODEL) throw new EngineConfigError('The llm engine needs AI_MODEL')
  return createEngine('llm', {
    apiKey: env.AI_API_KEY ?? 'not-needed',
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    cvCharBudget: env.AI_CV_CHAR_BUDGET,
    grounding: createLocalEngine(),
    ...(env.AI_BASE_URL && { baseURL: env.AI_BASE_URL }),
  })
}
