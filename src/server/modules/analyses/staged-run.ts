/**
 * The one use case of POST /api/analyses and POST /api/comparisons: a staged run of one CV (an
 * analysis) or two (a comparison, premium and gold) against one job description, for a signed-in
 * user, from a request already validated at the edge (staged-run-request.ts):
 *
 *   plan check (a comparison needs the plan's extra) -> Idempotency-Key claim (a repeat gets the
 *   stored run, or waits for it) -> one quota unit per CV reserved, its renewed lease written and the
 *   per-user lock tried, in one SQL statement (run-slot.ts) -> every CV through the runner at once
 *   (extraction = stage 1, the engine = stages 2–6; the run is at the stage the slowest CV has
 *   reached) -> the analyses (and the comparison) stored in one statement that also settles the
 *   lease, frees the lock and completes the key -> the answer: an analysis redacted for the user's
 *   plan with the previous run of its offer, or the comparison.
 *
 * Any failure, including the client going away (signal), gives every reserved unit back and frees
 * the key; the first CV to fail stops the other and is the error reported, naming its CV
 * (params.cv 'A' | 'B', fields.cvA/cvB). A crash of the instance gives the units back too, through
 * the lease sweeper, within the lease (QUOTA_LEASE_MS).
 */
import { randomUUID } from 'node:crypto'
import { compareResults } from '../../../shared/comparison.ts'
import { AppError, isAppError } from '../../../shared/errors.ts'
import type { AnalysisStage, CvExtension } from '../../../shared/limits.ts'
import type { AnalysisResult, OutputLanguage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import type { Comparison } from '../../../shared/schemas/comparison.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import type { Logger } from '../../logger.ts'
import { getComparison, toComparison } from '../comparisons/get-comparison.ts'
import { requirePlanExtra } from '../reports/create-report.ts'
import type { Entitlement } from '../usage/period.ts'
import { getAnalysis } from './get-analysis.ts'
import {
  abandonIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyClaim,
} from './idempotency.ts'
import { offerHash } from './offer-hash.ts'
import { findPreviousRun } from './previous-run.ts'
import { toPublicAnalysis } from './redaction.ts'
import { openRunSlot, type RunSlot } from './run-slot.ts'

export type RunnerInput = {
  /** Whose upload it is (scopes the API runner's extraction cache to the user). */
  userId?: string
  bytes: Uint8Array
  fileName: string
  jobDescription: string
  questionsCount: number
  /** The language asked for; absent: the offer's. */
  lang?: OutputLanguage
  onStage: (stage: AnalysisStage) => void
  signal: AbortSignal
}

export type RunnerOutput = {
  result: AnalysisResult
  lang: OutputLanguage
  cvText: string
  fileType: CvExtension
  engine: { name: string; version: string }
}

/** Extraction (stage 1) and the engine (stages 2–6) of one CV; see runner.ts. */
export type AnalysisRunner = (input: RunnerInput) => Promise<RunnerOutput>

export type StagedRunDeps = {
  db: Database
  clock: () => Date
  run: AnalysisRunner
  getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>
  /** How long a second submission waits for the user's running one (ms, default 15 s). */
  lockWaitMs?: number
  /** Quota lease length without renewal (QUOTA_LEASE_MS); the run renews it while it works. */
  leaseMs?: number
  logger?: Logger
}

/** `extractName`: the name the extraction reads the type from (staged-run-request.ts); `name` is stored. */
export type CvFile = { bytes: Uint8Array; name: string; extractName?: string }

export type StagedRunKind = 'analysis' | 'comparison'
type CvsOf<K extends StagedRunKind> = K extends 'comparison' ? [CvFile, CvFile] : [CvFile]
export type StagedRunResult<K extends StagedRunKind> = K extends 'comparison' ? Comparison : PublicAnalysis

export type StagedRunInput<K extends StagedRunKind> = {
  kind: K
  userId: string
  /** The user's rights, when the caller read them with the session; else read here. */
  entitlement?: Entitlement
  cvs: CvsOf<K>
  /** Validated and normalised at the edge; used as it is. */
  jobDescription: string
  /** The language asked for; absent: the offer's. */
  lang?: OutputLanguage
  idempotencyKey?: string
  onStage?: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

const FILE_NAME_MAX = 255
const JOB_TITLE_MAX = 200
const DEFAULT_LOCK_WAIT_MS = 15_000
/** Idempotency keys of both kinds share one table; this prefix keeps a comparison's apart. */
const KEY_PREFIX: Record<StagedRunKind, string> = { analysis: '', comparison: 'comparison:' }
const SIDES = ['A', 'B'] as const

/** The error of one CV of a comparison, saying which CV it concerns (params.cv, fields.cvA/cvB). */
function blame(error: AppError, side: (typeof SIDES)[number]): AppError {
  const field = `cv${side}`
  const fields = error.fields?.cv ? { [field]: error.fields.cv } : error.fields
  return new AppError(error.code, {
    params: { ...error.params, cv: side },
    ...(fields && { fields }),
    ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
    cause: error.cause ?? error,
    message: error.message,
  })
}

function clientWentAway(): AppError {
  return new AppError('ANALYSIS_FAILED', { message: 'client went away' })
}

export async function runStaged<K extends StagedRunKind>(
  deps: StagedRunDeps,
  input: StagedRunInput<K>,
): Promise<StagedRunResult<K>> {
  const { db, clock } = deps
  const cvs: CvFile[] = input.cvs
  const isComparison = input.kind === 'comparison'
  const signal = input.signal ?? new AbortController().signal
  const waitMs = deps.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS

  // A plan without comparisons is refused before anything is claimed or reserved.
  let entitlement = input.entitlement
  if (isComparison) {
    entitlement ??= await deps.getEntitlement(db, input.userId, clock())
    requirePlanExtra(entitlement, 'comparison')
  }

  let claim: IdempotencyClaim | undefined
  if (input.idempotencyKey) {
    const key = `${KEY_PREFIX[input.kind]}${input.idempotencyKey}`
    const outcome = await claimIdempotencyKey(db, input.userId, key, { clock, waitMs, signal })
    if (outcome.kind === 'done') {
      const existing = isComparison
        ? await getComparison(db, input.userId, outcome.analysisId)
        : await getAnalysis(db, input.userId, outcome.analysisId, deps.getEntitlement, clock())
      if (existing) return existing as StagedRunResult<K>
      throw new AppError('NOT_FOUND')
    }
    claim = outcome.claim
  }

  let slot: RunSlot | undefined
  let stored = false
  // Stops every CV's run: when the client goes away, or when one CV has failed.
  const abort = new AbortController()
  const onClientGone = () => abort.abort()
  signal.addEventListener('abort', onClientGone, { once: true })
  try {
    entitlement ??= await deps.getEntitlement(db, input.userId, clock())
    const questionsCount = entitlement.questionsPerAnalysis
    slot = await openRunSlot(db, {
      userId: input.userId,
      entitlement,
      clock,
      units: cvs.length,
      idempotencyKey: claim?.key,
      leaseMs: deps.leaseMs,
      waitMs,
      signal,
      logger: deps.logger,
    })
    if (signal.aborted) throw clientWentAway()
    const held = slot
    const jobHash = offerHash(input.jobDescription)
    // The offer's previous run, read while the CV is analysed, off the critical path (the user's lock
    // keeps any other run of theirs from being stored meanwhile). Awaited once stored; never an
    // unhandled rejection before that.
    const previous = isComparison ? null : findPreviousRun(db, input.userId, { jobHash, createdAt: clock() })
    previous?.catch(() => undefined)

    // Every CV runs at once; the run is at the stage the slowest CV has reached.
    const stages = cvs.map(() => 0)
    let reported = 0
    let firstFailure: AppError | undefined
    const runOne = async (file: CvFile, index: number) => {
      const t0 = performance.now()
      try {
        const output = await deps.run({
          userId: input.userId,
          bytes: file.bytes,
          fileName: file.extractName ?? file.name,
          jobDescription: input.jobDescription,
          questionsCount,
          ...(input.lang && { lang: input.lang }),
          signal: abort.signal,
          onStage: (stage) => {
            stages[index] = Math.max(stages[index] ?? 0, stage)
            const slowest = Math.min(...stages)
            if (slowest > reported && !abort.signal.aborted) {
              reported = slowest
              input.onStage?.(slowest as AnalysisStage)
            }
          },
        })
        return { file, output, durationMs: Math.round(performance.now() - t0) }
      } catch (error) {
        // The first failure stops the others (the run cannot be completed) and is the one
        // reported: the others then fail only because they were stopped.
        const appError = isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
        firstFailure ??= isComparison ? blame(appError, SIDES[index] ?? 'A') : appError
        abort.abort()
        throw firstFailure
      }
    }
    const settled = await Promise.allSettled(cvs.map(runOne))
    if (signal.aborted) throw clientWentAway()
    if (firstFailure) throw firstFailure
    const ran = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined))
    if (ran.some((r) => r === undefined)) throw new AppError('ANALYSIS_FAILED')

    const createdAt = clock()
    const rows = ran.map((r) => {
      const { file, output, durationMs } = r!
      return {
        id: randomUUID(),
        userId: input.userId,
        createdAt,
        fileName: file.name.slice(0, FILE_NAME_MAX),
        fileType: output.fileType,
        fileSize: file.bytes.byteLength,
        cvText: output.cvText,
        jobDescription: input.jobDescription,
        jobHash,
        jobTitle: output.result.details?.jobTitle?.slice(0, JOB_TITLE_MAX) || null,
        lang: output.lang,
        result: output.result,
        questionsCount,
        engine: output.engine.name,
        engineVersion: output.engine.version,
        durationMs,
        usagePeriod: held.lease.period,
      }
    })
    const [rowA, rowB] = rows
    if (!rowA) throw new AppError('ANALYSIS_FAILED')
    const comparison = rowB
      ? {
          id: randomUUID(),
          userId: input.userId,
          createdAt,
          jobDescription: input.jobDescription,
          jobTitle: rowA.jobTitle ?? rowB.jobTitle,
          analysisAId: rowA.id,
          analysisBId: rowB.id,
          outcome: compareResults(
            { analysisId: rowA.id, fileName: rowA.fileName, result: rowA.result },
            { analysisId: rowB.id, fileName: rowB.fileName, result: rowB.result },
          ),
        }
      : undefined

    // Stored, the lease settled, the lock freed and the Idempotency-Key completed at once.
    await held.store([
      db.insert(analyses).values(rows),
      ...(comparison ? [db.insert(comparisons).values(comparison)] : []),
      ...(claim ? [completeIdempotencyKey(db, claim, comparison?.id ?? rowA.id)] : []),
    ])
    stored = true
    const result = comparison
      ? toComparison(comparison)
      : toPublicAnalysis(rowA, entitlement.isPaid, await previous)
    return result as StagedRunResult<K>
  } catch (error) {
    abort.abort()
    if (!stored && claim) await abandonIdempotencyKey(db, claim)
    throw isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
  } finally {
    signal.removeEventListener('abort', onClientGone)
    // Unless stored (lease settled), closing gives every unit back.
    await slot?.close()
  }
}
