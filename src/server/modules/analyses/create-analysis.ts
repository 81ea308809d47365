/**
 * Runs one analysis for a signed-in user: Idempotency-Key claim -> quota reservation (one SQL
 * statement) -> per-user lease -> extraction and engine (the runner, stages 1–6) -> stored ->
 * redacted for the user's plan. Any failure, including the client going away (signal), gives the
 * reserved unit back and frees the key.
 */
import { randomUUID } from 'node:crypto'
import { AppError, isAppError } from '../../../shared/errors.ts'
import type { AnalysisStage, CvExtension } from '../../../shared/limits.ts'
import type { AnalysisResult, OutputLanguage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import type { Entitlement } from '../usage/period.ts'
import { releaseAnalysis, reserveAnalysis } from '../usage/quota.ts'
import { getAnalysis } from './get-analysis.ts'
import type { IdempotencyClaim } from './idempotency.ts'
import { abandonIdempotencyKey, claimIdempotencyKey, completeIdempotencyKey } from './idempotency.ts'
import type { AnalysisLock } from './lock.ts'
import { acquireLock, releaseLock } from './lock.ts'
import { toPublicAnalysis } from './redaction.ts'

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

/** Extraction (stage 1) and the engine (stages 2–6); see analysis/run-analysis.ts. */
export type AnalysisRunner = (input: RunnerInput) => Promise<RunnerOutput>

export type CreateAnalysisDeps = {
  db: Database
  clock: () => Date
  run: AnalysisRunner
  getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>
  /** How long a second submission waits for the user's running analysis (ms). */
  lockWaitMs?: number
  /** Lease length: longer than extraction plus engine time limits. */
  lockTtlMs?: number
}

export type CreateAnalysisInput = {
  userId: string
  file: { bytes: Uint8Array; name: string }
  jobDescription: string
  lang?: OutputLanguage
  idempotencyKey?: string
  onStage?: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

const FILE_NAME_MAX = 255

export async function createAnalysis(
  deps: CreateAnalysisDeps,
  input: CreateAnalysisInput,
): Promise<PublicAnalysis> {
  const { db, clock } = deps
  const signal = input.signal ?? new AbortController().signal
  const waitMs = deps.lockWaitMs ?? 15_000
  let claim: IdempotencyClaim | undefined
  if (input.idempotencyKey) {
    const outcome = await claimIdempotencyKey(db, input.userId, input.idempotencyKey, {
      clock,
      waitMs,
      signal,
    })
    if (outcome.kind === 'done') {
      const existing = await getAnalysis(db, input.userId, outcome.analysisId, deps.getEntitlement, clock())
      if (existing) return existing
      throw new AppError('NOT_FOUND')
    }
    claim = outcome.claim
  }

  let reservation: Awaited<ReturnType<typeof reserveAnalysis>> | undefined
  let lock: AnalysisLock | undefined
  let stored = false
  try {
    const startedAt = clock()
    const entitlement = await deps.getEntitlement(db, input.userId, startedAt)
    reservation = await reserveAnalysis(db, input.userId, entitlement, startedAt)
    lock = await acquireLock(db, input.userId, { clock, ttlMs: deps.lockTtlMs ?? 180_000, waitMs, signal })
    if (signal.aborted) throw new AppError('ANALYSIS_FAILED', { message: 'client went away' })

    const t0 = performance.now()
    const output = await deps.run({
      userId: input.userId,
      bytes: input.file.bytes,
      fileName: input.file.name,
      jobDescription: input.jobDescription,
      questionsCount: entitlement.questionsPerAnalysis,
      ...(input.lang && { lang: input.lang }),
      onStage: (stage) => {
        if (!signal.aborted) input.onStage?.(stage)
      },
      signal,
    })
    const durationMs = Math.round(performance.now() - t0)
    if (signal.aborted) throw new AppError('ANALYSIS_FAILED', { message: 'client went away' })

    const row = {
      id: randomUUID(),
      userId: input.userId,
      createdAt: clock(),
      fileName: input.file.name.slice(0, FILE_NAME_MAX),
      fileType: output.fileType,
      fileSize: input.file.bytes.byteLength,
      cvText: output.cvText,
      jobDescription: input.jobDescription,
      jobTitle: output.result.details?.jobTitle?.slice(0, 200) || null,
      lang: output.lang,
      result: output.result,
      questionsCount: entitlement.questionsPerAnalysis,
      engine: output.engine.name,
      engineVersion: output.engine.version,
      durationMs,
      usagePeriod: reservation.period,
    }
    await db.insert(analyses).values(row)
    stored = true
    if (claim) await completeIdempotencyKey(db, claim, row.id)
    return toPublicAnalysis(row, entitlement.isPaid)
  } catch (error) {
    if (!stored) {
      if (reservation) await releaseAnalysis(db, reservation)
      if (claim) await abandonIdempotencyKey(db, claim)
    }
    throw isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
  } finally {
    if (lock) await releaseLock(db, lock)
  }
}
