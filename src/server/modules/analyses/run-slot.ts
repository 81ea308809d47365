/**
 * What a run (an analysis, or a comparison of two) holds while it works: its quota units under a
 * renewed lease, and the user's one-at-a-time lock. Opening it first returns the units of the
 * user's own runs that died with their instance, then reserves and tries the lock in one
 * transaction; when another run of the user holds the lock, it waits for it (the units stay
 * reserved meanwhile). The caller settles the lease, and frees the lock, in the transaction that
 * stores the result, and always closes the slot.
 */
import type { Database } from '../../db/client.ts'
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
import { type AnalysisLock, acquireLock, releaseLock, tryAcquireLock } from './lock.ts'

export type RunSlot = {
  lease: Lease
  /** Settles the lease and frees the lock inside the transaction that stores the run's result. */
  settle: (tx: Parameters<typeof settleLease>[0]) => Promise<void>
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
  await sweepExpiredLeases(db, opts.clock(), opts.userId)
  const now = opts.clock()
  const { lockToken, ...lease } = await reserveWithLease(db, opts.userId, opts.entitlement, now, {
    leaseMs,
    ...(opts.units && { units: opts.units }),
    ...(opts.idempotencyKey && { idempotencyKey: opts.idempotencyKey }),
    tryLock: async (tx) => (await tryAcquireLock(tx, opts.userId, now, leaseMs))?.token ?? null,
  })
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
    settle: async (tx) => {
      await settleLease(tx, lease)
      await releaseLock(tx, held)
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
