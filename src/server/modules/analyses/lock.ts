/**
 * One analysis at a time per user, across app instances: a lease row in analysis_locks, taken by
 * one INSERT … ON CONFLICT DO UPDATE … WHERE expires_at <= now (a crashed instance's lease lapses).
 * A second submission waits briefly for the first to finish, then gets ANALYSIS_IN_PROGRESS.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { analysisLocks } from '../../db/schema/analyses.ts'

export type AnalysisLock = { userId: string; token: string }

export async function tryAcquireLock(
  db: Queryable,
  userId: string,
  now: Date,
  ttlMs: number,
): Promise<AnalysisLock | null> {
  const token = randomUUID()
  const expiresAt = new Date(now.getTime() + ttlMs)
  const rows = await db
    .insert(analysisLocks)
    .values({ userId, token, expiresAt })
    .onConflictDoUpdate({
      target: analysisLocks.userId,
      set: { token, expiresAt },
      setWhere: sql`${analysisLocks.expiresAt} <= ${now}`,
    })
    .returning({ token: analysisLocks.token })
  return rows[0]?.token === token ? { userId, token } : null
}

/** Waits up to `waitMs` (polling) for the user's running analysis to finish. */
export async function acquireLock(
  db: Database,
  userId: string,
  opts: { clock: () => Date; ttlMs: number; waitMs: number; signal?: AbortSignal },
): Promise<AnalysisLock> {
  const deadline = Date.now() + opts.waitMs
  for (let delay = 20; ; delay = Math.min(delay * 1.5, 200)) {
    const lock = await tryAcquireLock(db, userId, opts.clock(), opts.ttlMs)
    if (lock) return lock
    if (Date.now() + delay > deadline || opts.signal?.aborted) throw new AppError('ANALYSIS_IN_PROGRESS')
    await new Promise((r) => setTimeout(r, delay))
  }
}

/** Frees the lock: a statement to await, or to send with the writes that store the run (run-slot.ts). */
export function releaseLock(db: Queryable, lock: AnalysisLock) {
  return db
    .delete(analysisLocks)
    .where(and(eq(analysisLocks.userId, lock.userId), eq(analysisLocks.token, lock.token)))
}
