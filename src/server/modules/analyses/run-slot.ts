/**
 * What a run (an analysis, or a comparison of two) holds while it works: its quota units under a
 * renewed lease, and the user's one-at-a-time lock. Opening it reserves the units and tries the
 * lock in one statement (when the limit is reached, the units of the user's own runs that died with
 * their instance are returned first, and it tries once more); when another run of the user holds
 * the lock, it waits for it (the units stay reserved meanwhile). `store` writes the result with the
 * lease settled and the lock freed, in one statement; the caller always closes the slot.
 */
import type { SQLWrapper } from 'drizzle-orm'
import { isAppError } from '../../../shared/errors.ts'
import type { Database } from '../../db/client.ts'
import { writeAtOnce } from '../../db/one-statement.ts'
import type { Logger } from '../../logger.ts'
import {
  attachLock,
  DEFAULT_LEASE_MS,
  keepLeaseAlive,
  type Lease,
  releaseLease,
  reserveWithLease,
  settleLease,
  sweepExpiredLeases,
} from '../usage/lease.ts'
import type { Entitlement } from '../usage/period.ts'
import { type AnalysisLock, acquireLock, releaseLock } from './lock.ts'

export type RunSlot = {
  lease: Lease
  /**
   * Stores the run: its `writes` (rows to insert, an Idempotency-Key to complete), the lease settled
   * and the lock freed, sent as one statement (db/one-statement.ts): all of it or none of it.
   */
  store: (writes: readonly SQLWrapper[]) => Promise<void>
  /** Stops the renewal; unless settled, gives the units back and frees the lock. */
  close: () => Promise<void>
}

export type RunSlotOptions = {
  userId: string
  entitlement: Pick<Entitlement, 'periodKey' | 'limit' | 'limitCode'>
  clock: () => Date
  units?: number
  idempotencyKey?: string | undefined
  /** Lease length without renewal (QUOTA_LEASE_MS). */
  leaseMs?: number | undefined
  /** How long to wait for the user's running analysis. */
  waitMs: number
  signal?: AbortSignal
  logger?: Logger | undefined
}

export async function openRunSlot(db: Database, opts: RunSlotOptions): Promise<RunSlot> {
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS
  const reserve = () =>
    reserveWithLease(db, opts.userId, opts.entitlement, opts.clock(), {
      leaseMs,
      ...(opts.units && { units: opts.units }),
      ...(opts.idempotencyKey && { idempotencyKey: opts.idempotencyKey }),
      tryLock: true,
    })
  let reserved: Awaited<ReturnType<typeof reserve>>
  try {
    reserved = await reserve()
  } catch (error) {
    // Before the limit is said reached, the units of the user's runs that died with their instance
    // come back (the sweeper would return them within LEASE_SWEEP_INTERVAL_MS).
    const limitReached = isAppError(error) && error.code === opts.entitlement.limitCode
    if (!limitReached || (await sweepExpiredLeases(db, opts.clock(), opts.userId)) === 0) throw error
    reserved = await reserve()
  }
  const { lockToken, ...lease } = reserved
  let lock: AnalysisLock | undefined = lockToken ? { userId: opts.userId, token: lockToken } : undefined
  // Renewed from now on, also while waiting for the user's running analysis.
  const renewal = keepLeaseAlive(db, lease, {
    clock: opts.clock,
    lockToken: () => lock?.token,
    logger: opts.logger,
  })
  try {
    if (!lock) {
      lock = await acquireLock(db, opts.userId, {
        clock: opts.clock,
        ttlMs: leaseMs,
        waitMs: opts.waitMs,
        ...(opts.signal && { signal: opts.signal }),
      })
      await attachLock(db, lease, lock.token)
    }
  } catch (error) {
    renewal.stop()
    await releaseLease(db, lease)
    throw error
  }
  const held = lock
  let settled = false
  return {
    lease,
    store: async (writes) => {
      await writeAtOnce(db, [...writes, settleLease(db, lease), releaseLock(db, held)])
      settled = true
    },
    close: async () => {
      renewal.stop()
      if (settled) return
      await releaseLease(db, lease)
      await releaseLock(db, held)
    },
  }
}
