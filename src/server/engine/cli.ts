/**
 * Command-line analysis: the same code path as the API (runAnalysis) minus HTTP, database and quota.
 *
 *   npm run -s analyse -- --cv FILE --job FILE [--engine local|llm] [--questions N] [--lang fr|en]
 *
 * Prints the AnalysisResult JSON on stdout with a `meta` field. Exit codes: 0 success; 2 bad input
 * (arguments, unreadable or unsupported CV, empty or too long job description, configuration);
 * 1 the analysis itself failed (engine errors); 130 interrupted. Messages go to stderr, in French.
 */
import { readFile, stat } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { AppError, type ErrorCode, isAppError } from '../../shared/errors.ts'
import {
  FREE_QUESTIONS_PER_ANALYSIS,
  MAX_CV_BYTES,
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_QUESTIONS_PER_ANALYSIS,
} from '../../shared/limits.ts'
import { EnvError, getEnv } from '../env.ts'
import type { EngineKind } from './factory.ts'
import type { OutputLanguage } from './types.ts'

const ENGINE_KINDS: readonly EngineKind[] = ['local', 'llm']

const USAGE =
  'Usage : npm run -s analyse -- --cv FICHIER --job FICHIER [--engine local|llm] [--questions N] [--lang fr|en]'

/** The CLI's French texts (specification §5 and §8 where it words them). */
export const CLI_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION: 'Paramètres invalides.',
  ANALYSIS_INPUT_MISSING: 'Veuillez télécharger un CV et fournir une description du poste',
  FILE_TOO_LARGE: 'La taille du fichier dépasse la limite de 5Mo',
  FILE_TYPE_UNSUPPORTED: "Le type de fichier .{ext} n'est pas pris en charge",
  JOB_DESCRIPTION_TOO_LONG: 'La description du poste ne doit pas dépasser {max} caractères.',
  CV_UNREADABLE: "Le CV n'a pas pu être lu. Vérifiez que le fichier n'est pas endommagé et réessayez.",
  CV_ENCRYPTED: 'Le CV est protégé par un mot de passe. Enregistrez-le sans protection et réessayez.',
  CV_NO_TEXT: "Aucun texte n'a pu être lu dans ce CV, même par reconnaissance de caractères.",
  EXTRACTION_TIMEOUT: 'La lecture du CV a pris trop de temps. Essayez avec un autre fichier.',
  ANALYSIS_FAILED: "Échec de l'analyse du CV. Veuillez réessayer.",
  ENGINE_RATE_LIMITED:
    "Le service est temporairement indisponible en raison d'une forte demande. Veuillez patienter 60 secondes avant de réessayer.",
  ENGINE_CONTEXT_TOO_LONG:
    'Le CV ou la description du poste est trop long. Veuillez réduire la taille du texte et réessayer.',
  ENGINE_TOKEN_LIMIT:
    'Le texte fourni dépasse la limite de tokens. Veuillez réduire la taille du CV ou de la description du poste.',
  ENGINE_ATTEMPTS_EXHAUSTED: "Échec de l'analyse après plusieurs tentatives",
  QUESTIONS_ATTEMPTS_EXHAUSTED: "Échec de la génération des questions d'entretien après plusieurs tentatives",
  ENGINE_INVALID_RESPONSE: "Échec de l'analyse du CV. Veuillez réessayer.",
}

const INPUT_ERRORS = new Set<ErrorCode>([
  'VALIDATION',
  'ANALYSIS_INPUT_MISSING',
  'FILE_TOO_LARGE',
  'FILE_TYPE_UNSUPPORTED',
  'JOB_DESCRIPTION_TOO_LONG',
  'CV_UNREADABLE',
  'CV_ENCRYPTED',
  'CV_NO_TEXT',
  'EXTRACTION_TIMEOUT',
])

export function messageFor(error: AppError): string {
  const template = CLI_MESSAGES[error.code] ?? CLI_MESSAGES.ANALYSIS_FAILED ?? error.code
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(error.params?.[key] ?? whole))
}

/** A bad invocation: its message is printed with the usage line. */
class UsageError extends Error {}

type CliOptions = { cv: string; job: string; engine: EngineKind; questions: number; lang: OutputLanguage }

function parseCliArgs(argv: string[]): CliOptions {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        cv: { type: 'string' },
        job: { type: 'string' },
        engine: { type: 'string' },
        questions: { type: 'string' },
        lang: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(`Argument invalide : ${(error as Error).message}`)
  }
  const { cv, job } = values
  if (typeof cv !== 'string' || typeof job !== 'string')
    throw new UsageError('Les options --cv et --job sont obligatoires.')
  const engine = (values.engine ?? getEnv().AI_ENGINE) as EngineKind
  if (!ENGINE_KINDS.includes(engine)) throw new UsageError('--engine doit valoir local ou llm.')
  const questionsText = values.questions ?? String(FREE_QUESTIONS_PER_ANALYSIS)
  const questions = Number(questionsText)
  if (!/^\d+$/.test(String(questionsText)) || questions < 1 || questions > MAX_QUESTIONS_PER_ANALYSIS) {
    throw new UsageError(`--questions doit être un entier de 1 à ${MAX_QUESTIONS_PER_ANALYSIS}.`)
  }
  const lang = values.lang ?? 'fr'
  if (lang !== 'fr' && lang !== 'en') throw new UsageError('--lang doit valoir fr ou en.')
  return { cv, job, engine, questions, lang }
}

async function readInputFile(path: string, what: 'cv' | 'job'): Promise<Buffer> {
  let size: number
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new Error('not a file')
    size = info.size
  } catch {
    throw new UsageError(`Fichier introuvable ou illisible : ${path}`)
  }
  // Refuse a huge CV before reading it into memory.
  if (what === 'cv' && size > MAX_CV_BYTES) throw new AppError('FILE_TOO_LARGE')
  if (what === 'job' && size > 64 * 1024)
    throw new AppError('JOB_DESCRIPTION_TOO_LONG', { params: { max: MAX_JOB_DESCRIPTION_CHARS } })
  return readFile(path)
}

export async function main(argv: string[]): Promise<number> {
  const controller = new AbortController()
  const onSigint = () => controller.abort(new Error('interrupted'))
  process.once('SIGINT', onSigint)
  try {
    const options = parseCliArgs(argv)
    const env = getEnv()
    // Loaded only now, so that a bad invocation answers at once.
    const { engineFromEnv } = await import('./factory.ts')
    const { runAnalysis } = await import('./run-analysis.ts')
    const engine = engineFromEnv(env, options.engine)
    const cvBytes = await readInputFile(options.cv, 'cv')
    const jobDescription = (await readInputFile(options.job, 'job')).toString('utf8').replace(/^\uFEFF/, '')
    const output = await runAnalysis({
      bytes: new Uint8Array(cvBytes.buffer, cvBytes.byteOffset, cvBytes.byteLength),
      fileName: options.cv,
      jobDescription,
      questionsCount: options.questions,
      lang: options.lang,
      engine,
      signal: controller.signal,
      extractionTimeoutMs: env.EXTRACTION_TIMEOUT_MS,
    })
    const json = {
      ...output.result,
      meta: {
        engine: engine.name,
        engineVersion: engine.version,
        file: {
          name: basename(options.cv),
          kind: output.cvKind,
          extension: extname(options.cv).slice(1).toLowerCase(),
        },
        pages: output.pages,
        usedOcr: output.usedOcr,
        cvChars: output.cvText.length,
        questionsCount: options.questions,
        lang: options.lang,
        timings: output.timings,
      },
    }
    await write(process.stdout, `${JSON.stringify(json, null, 2)}\n`)
    return 0
  } catch (error) {
    if (controller.signal.aborted) {
      await write(process.stderr, 'Analyse interrompue.\n')
      return 130
    }
    if (error instanceof UsageError) {
      await write(process.stderr, `${error.message}\n${USAGE}\n`)
      return 2
    }
    if (error instanceof EnvError || (error instanceof Error && error.name === 'EngineConfigError')) {
      await write(process.stderr, `Configuration invalide : ${error.message}\n`)
      return 2
    }
    if (isAppError(error)) {
      await write(process.stderr, `${messageFor(error)}\n`)
      return INPUT_ERRORS.has(error.code) ? 2 : 1
    }
    await write(process.stderr, `${CLI_MESSAGES.ANALYSIS_FAILED}\n${(error as Error)?.message ?? ''}\n`)
    return 1
  } finally {
    process.off('SIGINT', onSigint)
  }
}

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve) => stream.write(text, () => resolve()))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // process.exit: the extraction worker threads must not keep the process alive after the answer.
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
