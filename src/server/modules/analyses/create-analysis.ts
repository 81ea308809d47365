/**
 * Runs one analysis for a signed-in user: Idempotency-Key claim -> quota unit under a renewed lease
 * and the per-user lock (run-slot.ts) -> extraction and engine (the runner, stages 1–6) -> stored
 * with the lease settled, in one transaction -> redacted for the user's plan. Any failure, including
 * the client going away (signal), gives the reserved unit back and frees the key; a crash of the
 * instance does too, through the lease sweeper, within the lease (QUOTA_LEASE_MS).
 */
import { randomUUID } from 'node:crypto'
import { AppError, isAppError } from '../../../shared/errors.ts'
import type { AnalysisStage, CvExtension } from '../../../shared/limits.ts'
import type { AnalysisResult, OutputLanguage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import type { Logger } from '../../logger.ts'
import type { Entitlement } from '../usage/period.ts'
import { getAnalysis } from './get-analysis.ts'
import type { IdempotencyClaim } from './idempotency.ts'
import { abandonIdempotencyKey, claimIdempotencyKey, completeIdempotencyKey } from './idempotency.ts'
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

/** Extraction (stage 1) and the engine (stages 2–6); see analysis/run-analysis.ts. */
export type AnalysisRunner = (input: RunnerInput) => Promise<RunnerOutput>

export type CreateAnalysisDeps = {
  db: Database
  clock: () => Date
  run: AnalysisRunner
  getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>
  /** How long a second submission waits for the user's running analysis (ms). */
  lockWaitMs?: number
  /** Quota lease length without renewal (QUOTA_LEASE_MS); the run renews it while it works. */
  leaseMs?: number
  logger?: Logger
}

export type CreateAnalysisInput = {
  userId: string
  /** `extractName`: the name the extraction reads the type from (cv-upload.ts); `name` is stored. */
  file: { bytes: Uint8Array; name: string; extractName?: string }
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

  let slot: RunSlot | undefined
  let stored = false
  try {
    const entitlement = await deps.getEntitlement(db, input.userId, clock())
    slot = await openRunSlot(db, {
      userId: input.userId,
      entitlement,
      clock,
      idempotencyKey: claim?.key,
      leaseMs: deps.leaseMs,
      waitMs,
      signal,
      logger: deps.logger,
    })
    if (signal.aborted) throw new AppError('ANALYSIS_FAILED', { message: 'client went away' })

    const t0 = performance.now()
    const output = await deps.run({
      userId: input.userId,
      bytes: input.file.bytes,
      fileName: input.file.extractName ?? input.file.name,
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
      jobHash: offerHash(input.jobDescription),
      jobTitle: output.result.details?.jobTitle?.slice(0, 200) || null,
      lang: output.lang,
      result: output.result,
      questionsCount: entitlement.questionsPerAnalysis,
      engine: output.engine.name,
      engineVersion: output.engine.version,
      durationMs,
      usagePeriod: slot.lease.period,
    }
    const held = slot
    await db.transaction(async (tx) => {
      await tx.insert(analyses).values(row)
      await held.settle(tx)
    })
    stored = true
    if (claim) await completeIdempotencyKey(db, claim, row.id)
    return toPublicAnalysis(row, entitlement.isPaid, await findPreviousRun(db, input.userId, row))
  } catch (error) {
    if (!stored && claim) await abandonIdempotencyKey(db, claim)
    throw isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
  } finally {
    // Unless stored (lease settled), closing gives the unit back.
    await slot?.close()
  }
}
