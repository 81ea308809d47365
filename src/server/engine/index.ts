/**
 * The analysis engine library: everything that turns a CV file and a job description into an
 * AnalysisResult, with no HTTP, database or quota. This file is its only public entry; the HTTP
 * modules (`modules/analyses`, `modules/comparisons`) import from here and never from the folders
 * below (the linter keeps it so).
 */

export {
  DEFAULT_EXTRACTION_TIMEOUT_MS,
  detectCvType,
  type ExtractCvInput,
  type ExtractedCv,
  extractCv,
  fileExtension,
  normalizeCvText,
  shutdownExtraction,
  warmUpExtraction,
} from './extract/index.ts'
export {
  createEngine,
  ENGINE_KINDS,
  EngineConfigError,
  type EngineEnv,
  type EngineKind,
  engineFromEnv,
} from './factory.ts'
export { createLocalEngine } from './local/index.ts'
export {
  type RunAnalysisInput,
  type RunAnalysisOutput,
  readOutputLanguage,
  runAnalysis,
  validateJobDescription,
} from './run-analysis.ts'
export type { AnalyseInput, AnalysisEngine, EngineStage, OutputLanguage } from './types.ts'
