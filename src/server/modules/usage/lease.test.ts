import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../../test/helpers/db.ts'
import { insertUser } from '../../../../test/helpers/factories.ts'
import { isAppError } from '../../../shared/errors.ts'
import { analysisIdempotencyKeys, analysisLocks } from '../../db/schema/analyses.ts'
import { quotaLeases } from '../../db/schema/usage.ts'
import { openRunSlot } from '../analyses/run-slot.ts'
import { releaseLease, renewLease, reserveWithLease, settleLease, sweepExpiredLeases } from './lease.ts'
import { entitlementFor } from './period.ts'
import { getUsedCount } from './quota.ts'

const free = entitlementFor(null, new Date())

for (const kind of DB_KINDS) {
  describe(`quota leases on ${kind}`, () => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase({ kind })
    })
    afterAll(async () => {
      await t?.close()
    })

    const used = (userId: string) => getUsedCount(t.db, userId, free.periodKey)

    it('20 parallel reservations with 3 left: exactly 3 leases, the rest refused', async () => {
      const userId = await insertUser(t.db)
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => reserveWithLease(t.db, userId, free, new Date())),
      )
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3)
      for (const o of outcomes) {
        if (o.status === 'rejected') expect(isAppError(o.reason) && o.reason.code).toBe('FREE_LIMIT_REACHED')
      }
      expect(await used(userId)).toBe(3)
      expect(await t.db.select().from(quotaLeases).where(eq(quotaLeases.userId, userId))).toHaveLength(3)
    })

    it('a settled lease keeps its unit spent; a released one gives it back, once', async () => {
      const userId = await insertUser(t.db)
      const kept = await reserveWithLease(t.db, userId, free, new Date())
      const failed = await reserveWithLease(t.db, userId, free, new Date())
      await settleLease(t.db, kept)
      await releaseLease(t.db, failed)
      await releaseLease(t.db, failed)
      expect(await used(userId)).toBe(1)
      expect(await sweepExpiredLeases(t.db, new Date(Date.now() + 3_600_000), userId)).toBe(0)
      expect(await used(userId)).toBe(1)
    })

    it('the sweeper returns an expired lease with its lock and unfinished Idempotency-Key', async () => {
      const userId = await insertUser(t.db)
      const now = new Date()
      await t.db.insert(analysisIdempotencyKeys).values({ userId, key: 'k-1', createdAt: now })
      const slot = await openRunSlot(t.db, {
        userId,
        entitlement: free,
        clock: () => now,
        idempotencyKey: 'k-1',
        leaseMs: 60_000,
        waitMs: 0,
      })
      expect(await used(userId)).toBe(1)
      // Not yet expired: nothing happens.
      expect(await sweepExpiredLeases(t.db, new Date(now.getTime() + 59_000))).toBeGreaterThanOrEqual(0)
      expect(await used(userId)).toBe(1)
      // The instance died (no renewal): a minute later everything is back.
      const later = new Date(now.getTime() + 61_000)
      expect(await sweepExpiredLeases(t.db, later, userId)).toBe(1)
      expect(await used(userId)).toBe(0)
      expect(await t.db.select().from(analysisLocks).where(eq(analysisLocks.userId, userId))).toHaveLength(0)
      expect(
        await t.db.select().from(analysisIdempotencyKeys).where(eq(analysisIdempotencyKeys.userId, userId)),
      ).toHaveLength(0)
      // The run's own release afterwards does not give the unit back a second time.
      await slot.close()
      expect(await used(userId)).toBe(0)
    })

    it('at the limit, the units of runs that died come back before the limit is said reached', async () => {
      const userId = await insertUser(t.db)
      const now = new Date()
      // Three runs that died with their instance: their leases lapse after a second.
      for (let i = 0; i < 3; i++)
        await reserveWithLease(t.db, userId, free, now, { leaseMs: 1000, tryLock: true })
      const open = (at: Date) =>
        openRunSlot(t.db, { userId, entitlement: free, clock: () => at, leaseMs: 60_000, waitMs: 0 })
      // Still alive: the limit is reached.
      await expect(open(new Date(now.getTime() + 500))).rejects.toMatchObject({ code: 'FREE_LIMIT_REACHED' })
      // Lapsed: their units come back, and the new run takes one.
      const slot = await open(new Date(now.getTime() + 2000))
      expect(await used(userId)).toBe(1)
      expect(await t.db.select().from(quotaLeases).where(eq(quotaLeases.userId, userId))).toHaveLength(1)
      await slot.close()
      expect(await used(userId)).toBe(0)
    })

    it('a renewed lease is not swept; a swept one is not renewed back to life', async () => {
      const userId = await insertUser(t.db)
      const now = new Date()
      const lease = await reserveWithLease(t.db, userId, free, now, { leaseMs: 1000 })
      expect(await renewLease(t.db, lease, new Date(now.getTime() + 120_000))).toBe(true)
      expect(await sweepExpiredLeases(t.db, new Date(now.getTime() + 60_000), userId)).toBe(0)
      expect(await used(userId)).toBe(1)
      expect(await sweepExpiredLeases(t.db, new Date(now.getTime() + 121_000), userId)).toBe(1)
      expect(await renewLease(t.db, lease, new Date(now.getTime() + 240_000))).toBe(false)
      expect(await used(userId)).toBe(0)
    })

    it('a running slot renews its lease and its lock while it works', async () => {
      const userId = await insertUser(t.db)
      const slot = await openRunSlot(t.db, {
        userId,
        entitlement: free,
        clock: () => new Date(),
        leaseMs: 300,
        waitMs: 0,
      })
      await new Promise((r) => setTimeout(r, 900))
      expect(await sweepExpiredLeases(t.db, new Date(), userId)).toBe(0)
      expect(await used(userId)).toBe(1)
      const [lock] = await t.db.select().from(analysisLocks).where(eq(analysisLocks.userId, userId))
      expect(lock!.expiresAt.getTime()).toBeGreaterThan(Date.now())
      await slot.close()
      expect(await used(userId)).toBe(0)
    })
  })
}
