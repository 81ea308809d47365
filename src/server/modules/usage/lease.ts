/**
 * Quota leases (issue 13 item 4, decision 002 as amended): a reserved unit is written in the same
 * statement as a lease row that the running analysis renews while it works. When the analysis is
 * stored the lease is settled (deleted); when it fails the lease is released (deleted, units given
 * back). A lease past its expiry belongs to a run that died with its instance (`kill -9`, a crash,
 * a lost host): the sweeper gives its units back and frees its per-user lock and its
 * Idempotency-Key, so a crash costs the user nothing within about a minute.
 *
 * Deleting the lease row is the claim: whoever deletes it (the run's own release, or the sweeper)
 * gives the units back, once, so a late release after a sweep cannot hand a unit back twice.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { rowsOf } from '../../db/one-statement.ts'
import { analysisIdempotencyKeys, analysisLocks } from '../../db/schema/analyses.ts'
import { type QuotaLeaseRow, quotaLeases } from '../../db/schema/usage.ts'
import type { Logger } from '../../logger.ts'
import type { Entitlement } from './period.ts'
import { releaseAnalysis, reservation } from './quota.ts'

/** How long a lease lives without renewal. */
export const DEFAULT_LEASE_MS = 60_000

export type Lease = { id: string; userId: string; period: string; units: number; leaseMs: number }

/**
 * Reserves `units` analyses in the entitlement's period and writes their lease, in ONE statement
 * (one round trip): the usage row is created at `units`, or incremented only while it stays within
 * the limit, and the lease is written only if it was; throws FREE_LIMIT_REACHED /
 * MONTHLY_LIMIT_REACHED when the limit is reached (nothing is written). With `tryLock`, the same
 * statement tries the run's per-user lock (analysis_locks, taken when free or expired, lock.ts) and
 * the lease records the token it got, so a sweep of the lease frees it too; `lockToken` is null when
 * another run of the user holds the lock.
 */
export async function reserveWithLease(
  db: Queryable,
  userId: string,
  entitlement: Pick<Entitlement, 'periodKey' | 'limit' | 'limitCode'>,
  now: Date,
  opts: { units?: number; leaseMs?: number; idempotencyKey?: string; tryLock?: boolean } = {},
): Promise<Lease & { lockToken: string | null }> {
  const units = opts.units ?? 1
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS
  const reserved = reservation(db, userId, entitlement, now, units)
  const id = randomUUID()
  const period = entitlement.periodKey
  const at = now.toISOString()
  const expiresAt = new Date(now.getTime() + leaseMs).toISOString()
  // Every value is cast: a parameter of INSERT … SELECT has no column to take its type from.
  const result = await db.execute(sql`
    with reserved as (${reserved.getSQL()}), locked as (
      insert into ${analysisLocks} as l (user_id, token, expires_at)
      select ${userId}::text, ${randomUUID()}::text, ${expiresAt}::timestamptz from reserved where ${opts.tryLock === true}::boolean
      on conflict (user_id) do update set token = excluded.token, expires_at = excluded.expires_at
      where l.expires_at <= ${at}::timestamptz
      returning token
    ), leased as (
      insert into ${quotaLeases} (id, user_id, period, units, idempotency_key, lock_token, expires_at, created_at)
      select ${id}::text, ${userId}::text, ${period}::text, ${units}::int, ${opts.idempotencyKey ?? null}::text,
        (select token from locked), ${expiresAt}::timestamptz, ${at}::timestamptz
      from reserved
      returning lock_token
    )
    select lock_token from leased`)
  const [row] = rowsOf<{ lock_token: string | null }>(result)
  if (!row) throw new AppError(entitlement.limitCode)
  return { id, userId, period, units, leaseMs, lockToken: row.lock_token }
}

/** Records the per-user lock the run holds, so that a sweep of this lease frees it too. */
export async function attachLock(db: Database, lease: Lease, lockToken: string): Promise<void> {
  await db.update(quotaLeases).set({ lockToken }).where(eq(quotaLeases.id, lease.id))
}

/**
 * Pushes the lease (and the run's lock) `leaseMs` further every `everyMs` until `stop()`. A failed
 * renewal is retried at the next tick; a lease swept meanwhile is not brought back.
 */
export function keepLeaseAlive(
  db: Database,
  lease: Lease,
  opts: {
    clock: () => Date
    everyMs?: number
    lockToken?: () => string | undefined
    logger?: Logger | undefined
  },
): { stop: () => void } {
  const everyMs = opts.everyMs ?? Math.max(50, Math.floor(lease.leaseMs / 3))
  const timer = setInterval(() => {
    const expiresAt = new Date(opts.clock().getTime() + lease.leaseMs)
    renewLease(db, lease, expiresAt, opts.lockToken?.()).catch((error: unknown) => {
      opts.logger?.warn({ err: error }, 'quota lease renewal failed')
    })
  }, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

export async function renewLease(
  db: Database,
  lease: Lease,
  expiresAt: Date,
  lockToken?: string,
): Promise<boolean> {
  const renewed = await db
    .update(quotaLeases)
    .set({ expiresAt })
    .where(eq(quotaLeases.id, lease.id))
    .returning({ id: quotaLeases.id })
  if (renewed.length > 0 && lockToken) {
    await db
      .update(analysisLocks)
      .set({ expiresAt })
      .where(and(eq(analysisLocks.userId, lease.userId), eq(analysisLocks.token, lockToken)))
  }
  return renewed.length > 0
}

/**
 * The analysis was stored: the unit stays spent, the lease goes. A statement to await, or to send
 * with the writes that store the run (run-slot.ts).
 */
export function settleLease(db: Queryable, lease: Lease) {
  return db.delete(quotaLeases).where(eq(quotaLeases.id, lease.id))
}

/** Deletes a lease and, if this call deleted it, gives its units back. Returns whether it did. */
async function returnLease(tx: Queryable, where: SQL | undefined): Promise<QuotaLeaseRow | null> {
  const [row] = await tx.delete(quotaLeases).where(where).returning()
  if (!row) return null
  await releaseAnalysis(tx, row)
  return row
}

/** The analysis failed or was abandoned: the units come back (once, even if a sweep got there first). */
export async function releaseLease(db: Database, lease: Lease): Promise<void> {
  await db.transaction(async (tx) => {
    await returnLease(tx, eq(quotaLeases.id, lease.id))
  })
}

/**
 * Returns the units of every lease expired at `now` (of one user, or of all), and frees the lock and
 * the unfinished Idempotency-Key each one held. Safe on several instances at once: each lease is
 * claimed by deleting it. Returns how many leases were swept.
 */
export async function sweepExpiredLeases(db: Database, now: Date, userId?: string): Promise<number> {
  const expired = await db
    .select({ id: quotaLeases.id })
    .from(quotaLeases)
    .where(
      userId
        ? and(eq(quotaLeases.userId, userId), lte(quotaLeases.expiresAt, now))
        : lte(quotaLeases.expiresAt, now),
    )
    .limit(500)
  let swept = 0
  for (const { id } of expired) {
    const done = await db.transaction(async (tx) => {
      const row = await returnLease(tx, and(eq(quotaLeases.id, id), lte(quotaLeases.expiresAt, now)))
      if (!row) return false
      if (row.lockToken) {
        await tx
          .delete(analysisLocks)
          .where(and(eq(analysisLocks.userId, row.userId), eq(analysisLocks.token, row.lockToken)))
      }
      if (row.idempotencyKey) {
        await tx
          .delete(analysisIdempotencyKeys)
          .where(
            and(
              eq(analysisIdempotencyKeys.userId, row.userId),
              eq(analysisIdempotencyKeys.key, row.idempotencyKey),
              isNull(analysisIdempotencyKeys.analysisId),
            ),
          )
      }
      return true
    })
    if (done) swept++
  }
  return swept
}

export const LEASE_SWEEP_INTERVAL_MS = 15_000

/** Sweeps now, then every `intervalMs`; `stop()` clears the timer and waits for a sweep in progress. */
export function startLeaseSweeper(options: {
  db: Database
  logger: Logger
  clock?: () => Date
  intervalMs?: number
}): { stop: () => Promise<void> } {
  const clock = options.clock ?? (() => new Date())
  let running: Promise<void> = Promise.resolve()
  const sweep = () => {
    running = sweepExpiredLeases(options.db, clock())
      .then((swept) => {
        if (swept > 0) options.logger.info({ swept }, 'expired quota leases returned')
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'quota lease sweep failed'))
    return running
  }
  void sweep()
  const timer = setInterval(sweep, options.intervalMs ?? LEASE_SWEEP_INTERVAL_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
