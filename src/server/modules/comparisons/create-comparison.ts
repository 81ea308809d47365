/**
 * Compares two CVs against one job description for a plan that includes it (premium, gold):
 * plan check -> Idempotency-Key claim -> TWO quota units reserved in one SQL statement (both or
 * neither) under a renewed lease, and the per-user lock (run-slot.ts) -> both analyses run at once
 * through the analysis runner (stages reported as the slower of the two) -> both analyses and the
 * comparison stored in one transaction that settles the lease. Any failure gives both units back
 * and frees the key; a crash of the instance does too, through the lease sweeper.
 */

import { randomUUID } from 'node:crypto'
import { compareResults } from '../../../shared/comparison.ts'
import { AppError, isAppError } from '../../../shared/errors.ts'
import type { AnalysisStage } from '../../../shared/limits.ts'
import type { OutputLanguage } from '../../../shared/schemas/analysis.ts'
import type { Comparison, ComparisonSide } from '../../../shared/schemas/comparison.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import type { Logger } from '../../logger.ts'
import type { AnalysisRunner, RunnerOutput } from '../analyses/create-analysis.ts'
import {
  abandonIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyClaim,
} from '../analyses/idempotency.ts'
import { offerHash } from '../analyses/offer-hash.ts'
import { openRunSlot, type RunSlot } from '../analyses/run-slot.ts'
import { requirePlanExtra } from '../reports/create-report.ts'
import type { Entitlement } from '../usage/period.ts'
import { getComparison, toComparison } from './get-comparison.ts'

/** A comparison spends two analyses of the quota. */
export const COMPARISON_UNITS = 2
const FILE_NAME_MAX = 255
/** Idempotency keys share the analyses' table; this prefix keeps the two kinds apart. */
const KEY_PREFIX = 'comparison:'

export type CreateComparisonDeps = {
  db: Database
  clock: () => Date
  run: AnalysisRunner
  getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>
  lockWaitMs?: number
  /** Quota lease length without renewal (QUOTA_LEASE_MS). */
  leaseMs?: number
  logger?: Logger
}

/** `extractName`: the name the extraction reads the type from (analyses/cv-upload.ts); `name` is stored. */
export type CvFile = { bytes: Uint8Array; name: string; extractName?: string }

export type CreateComparisonInput = {
  userId: string
  cvA: CvFile
  cvB: CvFile
  jobDescription: string
  /** The language asked for; absent: the offer's. */
  lang?: OutputLanguage
  idempotencyKey?: string
  onStage?: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

/** The error of one CV's analysis, saying which CV it concerns (params.cv, fields.cvA/cvB). */
function blame(error: unknown, side: ComparisonSide): AppError {
  const appError = isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
  const field = side === 'a' ? 'cvA' : 'cvB'
  const fields = appError.fields?.cv ? { [field]: appError.fields.cv } : appError.fields
  return new AppError(appError.code, {
    params: { ...appError.params, cv: side.toUpperCase() },
    ...(fields && { fields }),
    ...(appError.retryAfter !== undefined && { retryAfter: appError.retryAfter }),
    cause: appError.cause ?? appError,
    message: appError.message,
  })
}

export async function createComparison(
  deps: CreateComparisonDeps,
  input: CreateComparisonInput,
): Promise<Comparison> {
  const { db, clock } = deps
  const signal = input.signal ?? new AbortController().signal
  const waitMs = deps.lockWaitMs ?? 15_000
  const startedAt = clock()
  const entitlement = await deps.getEntitlement(db, input.userId, startedAt)
  requirePlanExtra(entitlement, 'comparison')

  let claim: IdempotencyClaim | undefined
  if (input.idempotencyKey) {
    const outcome = await claimIdempotencyKey(db, input.userId, `${KEY_PREFIX}${input.idempotencyKey}`, {
      clock,
      waitMs,
      signal,
    })
    if (outcome.kind === 'done') {
      const existing = await getComparison(db, input.userId, outcome.analysisId)
      if (existing) return existing
      throw new AppError('NOT_FOUND')
    }
    claim = outcome.claim
  }

  let slot: RunSlot | undefined
  let stored = false
  const abort = new AbortController()
  const onClientGone = () => abort.abort()
  signal.addEventListener('abort', onClientGone, { once: true })
  try {
    slot = await openRunSlot(db, {
      userId: input.userId,
      entitlement,
      clock,
      units: COMPARISON_UNITS,
      idempotencyKey: claim ? claim.key : undefined,
      leaseMs: deps.leaseMs,
      waitMs,
      signal,
      logger: deps.logger,
    })
    if (signal.aborted) throw new AppError('ANALYSIS_FAILED', { message: 'client went away' })

    // Both run at once; the comparison is at the stage the slower of the two has reached.
    const stages = { a: 0, b: 0 }
    let reported = 0
    let firstFailure: AppError | undefined
    const runOne = async (side: ComparisonSide, file: CvFile) => {
      const t0 = performance.now()
      try {
        const output = await deps.run({
          // The user's two files are read one after the other (one file per user in the pool).
          userId: input.userId,
          bytes: file.bytes,
          fileName: file.extractName ?? file.name,
          jobDescription: input.jobDescription,
          questionsCount: entitlement.questionsPerAnalysis,
          ...(input.lang && { lang: input.lang }),
          signal: abort.signal,
          onStage: (stage) => {
            stages[side] = Math.max(stages[side], stage)
            const combined = Math.min(stages.a, stages.b)
            if (combined > reported && !abort.signal.aborted) {
              reported = combined
              input.onStage?.(combined as AnalysisStage)
            }
          },
        })
        return { output, durationMs: Math.round(performance.now() - t0) }
      } catch (error) {
        // The first failure stops the other analysis (the comparison cannot be made) and is the
        // one reported: the other then fails only because it was stopped.
        firstFailure ??= blame(error, side)
        abort.abort()
        throw firstFailure
      }
    }
    const settled = await Promise.allSettled([runOne('a', input.cvA), runOne('b', input.cvB)])
    if (signal.aborted) throw new AppError('ANALYSIS_FAILED', { message: 'client went away' })
    if (firstFailure) throw firstFailure
    const [ranA, ranB] = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined))
    if (!ranA || !ranB) throw new AppError('ANALYSIS_FAILED')

    const createdAt = clock()
    const period = slot.lease.period
    const row = (file: CvFile, ran: { output: RunnerOutput; durationMs: number }) => ({
      id: randomUUID(),
      userId: input.userId,
      createdAt,
      fileName: file.name.slice(0, FILE_NAME_MAX),
      fileType: ran.output.fileType,
      fileSize: file.bytes.byteLength,
      cvText: ran.output.cvText,
      jobDescription: input.jobDescription,
      jobHash: offerHash(input.jobDescription),
      jobTitle: ran.output.result.details?.jobTitle?.slice(0, 200) || null,
      lang: ran.output.lang,
      result: ran.output.result,
      questionsCount: entitlement.questionsPerAnalysis,
      engine: ran.output.engine.name,
      engineVersion: ran.output.engine.version,
      durationMs: ran.durationMs,
      usagePeriod: period,
    })
    const rowA = row(input.cvA, ranA)
    const rowB = row(input.cvB, ranB)
    const outcome = compareResults(
      { analysisId: rowA.id, fileName: rowA.fileName, result: rowA.result },
      { analysisId: rowB.id, fileName: rowB.fileName, result: rowB.result },
    )
    const comparison = {
      id: randomUUID(),
      userId: input.userId,
      createdAt,
      jobDescription: input.jobDescription,
      jobTitle: rowA.jobTitle ?? rowB.jobTitle,
      analysisAId: rowA.id,
      analysisBId: rowB.id,
      outcome,
    }
    const held = slot
    await db.transaction(async (tx) => {
      await tx.insert(analyses).values([rowA, rowB])
      await tx.insert(comparisons).values(comparison)
      await held.settle(tx)
    })
    stored = true
    if (claim) await completeIdempotencyKey(db, claim, comparison.id)
    return toComparison(comparison)
  } catch (error) {
    abort.abort()
    if (!stored && claim) await abandonIdempotencyKey(db, claim)
    throw isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error })
  } finally {
    signal.removeEventListener('abort', onClientGone)
    // Unless stored (lease settled), closing gives both units back.
    await slot?.close()
  }
}
