/**
 * Idempotency-Key for POST /api/analyses and POST /api/comparisons (staged-run.ts; the header's
 * pattern is in src/shared/schemas/staged-run.ts): the first request with a key claims it; a repeat
 * gets the run that request stored (without spending quota), or waits for it while it runs. A failed
 * run frees its key so the user can retry with it.
 */
import { and, eq, isNull, lt } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { analysisIdempotencyKeys } from '../../db/schema/analyses.ts'

/** A claim older than this with no analysis belongs to a run that died with its instance. */
const ABANDONED_AFTER_MS = 10 * 60_000

export type IdempotencyClaim = { userId: string; key: string }
export type ClaimOutcome = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'done'; analysisId: string }

export async function claimIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  opts: { clock: () => Date; waitMs: number; signal?: AbortSignal },
): Promise<ClaimOutcome> {
  const deadline = Date.now() + opts.waitMs
  for (let delay = 20; ; delay = Math.min(delay * 1.5, 250)) {
    const now = opts.clock()
    // One statement: a new key is inserted, an abandoned claim of it (no analysis, older than
    // ABANDONED_AFTER_MS) is taken over; a live or completed one is left as it is (no row back).
    const inserted = await db
      .insert(analysisIdempotencyKeys)
      .values({ userId, key, createdAt: now })
      .onConflictDoUpdate({
        target: [analysisIdempotencyKeys.userId, analysisIdempotencyKeys.key],
        set: { createdAt: now },
        setWhere: and(
          isNull(analysisIdempotencyKeys.analysisId),
          lt(analysisIdempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      })
      .returning({ key: analysisIdempotencyKeys.key })
    if (inserted.length > 0) return { kind: 'claimed', claim: { userId, key } }
    const [existing] = await db
      .select({ analysisId: analysisIdempotencyKeys.analysisId })
      .from(analysisIdempotencyKeys)
      .where(and(eq(analysisIdempotencyKeys.userId, userId), eq(analysisIdempotencyKeys.key, key)))
    if (existing?.analysisId) return { kind: 'done', analysisId: existing.analysisId }
    if (existing && (Date.now() + delay > deadline || opts.signal?.aborted)) {
      throw new AppError('ANALYSIS_IN_PROGRESS')
    }
    await new Promise((r) => setTimeout(r, delay))
  }
}

/** Records the stored run: a statement sent with the ones that store it (run-slot.ts). */
export function completeIdempotencyKey(db: Queryable, claim: IdempotencyClaim, analysisId: string) {
  return db
    .update(analysisIdempotencyKeys)
    .set({ analysisId })
    .where(and(eq(analysisIdempotencyKeys.userId, claim.userId), eq(analysisIdempotencyKeys.key, claim.key)))
}

export async function abandonIdempotencyKey(db: Database, claim: IdempotencyClaim) {
  await db
    .delete(analysisIdempotencyKeys)
    .where(
      and(
        eq(analysisIdempotencyKeys.userId, claim.userId),
        eq(analysisIdempotencyKeys.key, claim.key),
        isNull(analysisIdempotencyKeys.analysisId),
      ),
    )
}
