import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../../test/helpers/db.ts'
import { insertUser, subscribeUser } from '../../../../test/helpers/factories.ts'
import { PLANS } from '../../../shared/plans.ts'
import { session } from '../../db/schema/auth.ts'
import { billingSubscriptions } from '../../db/schema/billing.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import { getEntitlement, getSessionUsageSummary, getUsageSummary } from './service.ts'

vi.setConfig({ hookTimeout: 180_000 })

async function count(t: TestDatabase, userId: string, period: string, n: number) {
  await t.db.insert(analysisUsage).values({ userId, period, count: n })
}

for (const kind of DB_KINDS) {
  describe(`usage summary on ${kind}`, () => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase({ kind })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('counts a free user on the lifetime counter, ignoring other periods', async () => {
      const userId = await insertUser(t.db)
      await count(t, userId, 'lifetime', 2)
      await count(t, userId, 'month:2026-03', 7)
      expect(await getUsageSummary(t.db, userId, new Date('2026-03-10T12:00:00Z'))).toEqual({
        plan: null,
        isPaid: false,
        usage: { used: 2, limit: 3, remaining: 1, period: 'lifetime', resetsAt: null },
        questionsLimit: 3,
      })
    })

    it("counts a monthly plan on this month's counter only", async () => {
      const userId = await insertUser(t.db)
      const now = new Date('2026-03-10T12:00:00Z')
      await subscribeUser(t.db, userId, {
        planId: 'premium',
        provider: 'stripe',
        currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
      })
      await count(t, userId, 'lifetime', 3)
      await count(t, userId, 'month:2026-02', 9)
      await count(t, userId, 'month:2026-03', 4)
      const summary = await getUsageSummary(t.db, userId, now)
      expect(summary).toMatchObject({ plan: 'premium', isPaid: true })
      expect(summary.usage).toEqual({
        used: 4,
        limit: PLANS.premium.analysesPerPeriod,
        remaining: PLANS.premium.analysesPerPeriod - 4,
        period: 'month',
        // Midnight in Paris (UTC+2 from the end of March) on the 1st of April.
        resetsAt: '2026-03-31T22:00:00.000Z',
      })
    })

    it('says no renewal when a monthly plan set to cancel ends before the next month', async () => {
      const userId = await insertUser(t.db)
      await subscribeUser(t.db, userId, {
        planId: 'starter',
        provider: 'stripe',
        currentPeriodStart: new Date('2026-03-05T00:00:00Z'),
        currentPeriodEnd: new Date('2026-03-25T00:00:00Z'),
        cancelAtPeriodEnd: true,
      })
      const summary = await getUsageSummary(t.db, userId, new Date('2026-03-10T12:00:00Z'))
      expect(summary.usage).toMatchObject({ period: 'month', resetsAt: null })
    })

    it("counts the trial on its own subscription's counter, not another's", async () => {
      const userId = await insertUser(t.db)
      const now = new Date('2026-03-10T12:00:00Z')
      const { id } = await subscribeUser(t.db, userId, {
        planId: 'trial',
        currentPeriodStart: new Date('2026-03-09T12:00:00Z'),
        currentPeriodEnd: new Date('2026-03-12T12:00:00Z'),
      })
      await count(t, userId, `trial:${id}`, 1)
      await count(t, userId, `trial:${randomUUID()}`, 2)
      const summary = await getUsageSummary(t.db, userId, now)
      expect(summary).toMatchObject({
        plan: 'trial',
        usage: { used: 1, limit: 2, remaining: 1, period: 'trial', resetsAt: '2026-03-12T12:00:00.000Z' },
      })
    })

    it('renews a local subscription whose period is over when read, and ends one set to cancel', async () => {
      const renewing = await insertUser(t.db)
      const { id } = await subscribeUser(t.db, renewing, {
        planId: 'starter',
        currentPeriodStart: new Date('2026-01-15T00:00:00Z'),
        currentPeriodEnd: new Date('2026-02-15T00:00:00Z'),
      })
      const now = new Date('2026-03-20T00:00:00Z')
      expect((await getEntitlement(t.db, renewing, now)).planId).toBe('starter')
      const [row] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id))
      expect(row?.currentPeriodStart.toISOString()).toBe('2026-03-15T00:00:00.000Z')
      expect(row?.currentPeriodEnd.toISOString()).toBe('2026-04-15T00:00:00.000Z')

      const ending = await insertUser(t.db)
      await subscribeUser(t.db, ending, {
        planId: 'gold',
        currentPeriodStart: new Date('2026-02-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-03-01T00:00:00Z'),
        cancelAtPeriodEnd: true,
      })
      await count(t, ending, 'lifetime', 1)
      expect(await getUsageSummary(t.db, ending, new Date('2026-02-20T00:00:00Z'))).toMatchObject({
        plan: 'gold',
      })
      expect(await getUsageSummary(t.db, ending, now)).toMatchObject({
        plan: null,
        isPaid: false,
        usage: { used: 1, limit: 3, period: 'lifetime' },
      })
    })

    it("reads a live session's user with their usage in one go; an expired or unknown token is null", async () => {
      const userId = await insertUser(t.db)
      const now = new Date('2026-03-10T12:00:00Z')
      await subscribeUser(t.db, userId, {
        planId: 'starter',
        provider: 'stripe',
        currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
      })
      await count(t, userId, 'month:2026-03', 2)
      const token = randomUUID()
      const expiresAt = new Date(Date.now() + 3_600_000)
      await t.db.insert(session).values({ id: randomUUID(), userId, token, expiresAt })
      const me = await getSessionUsageSummary(t.db, token, new Date(), now)
      expect(me?.user).toEqual({ id: userId, email: `${userId}@example.test`, emailVerified: true })
      expect(me?.summary).toEqual(await getUsageSummary(t.db, userId, now))
      expect(me?.summary).toMatchObject({ plan: 'starter', usage: { used: 2 } })
      expect(await getSessionUsageSummary(t.db, token, new Date(expiresAt.getTime() + 1), now)).toBeNull()
      expect(await getSessionUsageSummary(t.db, randomUUID(), new Date(), now)).toBeNull()
    })
  })
}
