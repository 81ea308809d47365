import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../../test/helpers/db.ts'
import { insertUser } from '../../../../test/helpers/factories.ts'
import { isAppError } from '../../../shared/errors.ts'
import { FREE_ANALYSES_TOTAL } from '../../../shared/limits.ts'
import { PLANS } from '../../../shared/plans.ts'
import type { CurrentSubscription } from '../billing/types.ts'
import { entitlementFor, monthPeriod } from './period.ts'
import { getUsedCount, releaseAnalysis, reserveAnalysis } from './quota.ts'

function subscription(planId: CurrentSubscription['planId'], id: string = randomUUID()): CurrentSubscription {
  const now = new Date()
  return {
    id,
    planId,
    status: 'active',
    isPaid: true,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    cancelAtPeriodEnd: false,
    pendingPlanId: null,
  }
}

describe('entitlementFor', () => {
  it('gives users without an active subscription 3 in total, 3 questions', () => {
    const e = entitlementFor(null, new Date())
    expect(e).toMatchObject({ planId: null, isPaid: false, period: 'lifetime', limit: FREE_ANALYSES_TOTAL })
    expect(e.questionsPerAnalysis).toBe(3)
    expect(e.limitCode).toBe('FREE_LIMIT_REACHED')
  })
  it('reads the monthly allowance and questions from the catalogue', () => {
    const e = entitlementFor(subscription('premium'), new Date('2026-03-15T12:00:00Z'))
    expect(e).toMatchObject({ planId: 'premium', limit: PLANS.premium.analysesPerPeriod, period: 'month' })
    expect(e.questionsPerAnalysis).toBe(15)
    expect(e.periodKey).toBe('month:2026-03')
    expect(e.limitCode).toBe('MONTHLY_LIMIT_REACHED')
  })
  it('counts the trial within its own period, worded as the trial and ending with it', () => {
    const trial = subscription('trial', 'sub_1')
    const e = entitlementFor(trial, new Date())
    expect(e).toMatchObject({ limit: 2, questionsPerAnalysis: 5, periodKey: 'trial:sub_1', period: 'trial' })
    expect(e.resetsAt).toEqual(trial.currentPeriodEnd)
    expect(e.limitCode).toBe('TRIAL_LIMIT_REACHED')
  })
  it('renews a monthly allowance at midnight in Paris on the next 1st, winter and summer time', () => {
    expect(entitlementFor(subscription('starter'), new Date('2026-01-20T10:00:00Z')).resetsAt).toEqual(
      new Date('2026-01-31T23:00:00Z'),
    )
    expect(entitlementFor(subscription('starter'), new Date('2026-07-31T21:59:00Z')).resetsAt).toEqual(
      new Date('2026-07-31T22:00:00Z'),
    )
    // 31 December 23:30 in Paris is still December: the allowance renews on 1 January.
    expect(entitlementFor(subscription('gold'), new Date('2026-12-31T22:30:00Z')).resetsAt).toEqual(
      new Date('2026-12-31T23:00:00Z'),
    )
    // Already 1 January in Paris: the next renewal is 1 February.
    expect(entitlementFor(subscription('gold'), new Date('2026-12-31T23:30:00Z')).resetsAt).toEqual(
      new Date('2027-01-31T23:00:00Z'),
    )
    expect(entitlementFor(null, new Date()).resetsAt).toBeNull()
  })
  it('uses the calendar month in Paris', () => {
    expect(monthPeriod(new Date('2026-03-31T22:30:00Z'))).toBe('month:2026-04')
    expect(monthPeriod(new Date('2026-03-31T21:30:00Z'))).toBe('month:2026-03')
  })
})

for (const kind of DB_KINDS) {
  describe(`quota reservation on ${kind}`, () => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase({ kind })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('20 parallel reservations from a free user with 3 left: exactly 3 succeed', async () => {
      const userId = await insertUser(t.db)
      const free = entitlementFor(null, new Date())
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => reserveAnalysis(t.db, userId, free, new Date())),
      )
      const ok = outcomes.filter((o) => o.status === 'fulfilled')
      const refused = outcomes.filter((o) => o.status === 'rejected')
      expect(ok).toHaveLength(3)
      expect(refused).toHaveLength(17)
      for (const r of refused) {
        expect(isAppError(r.reason) && r.reason.code).toBe('FREE_LIMIT_REACHED')
      }
      expect(await getUsedCount(t.db, userId, 'lifetime')).toBe(3)
    })

    it('gives a released unit back, never below zero', async () => {
      const userId = await insertUser(t.db)
      const free = entitlementFor(null, new Date())
      const reservations = []
      for (let i = 0; i < 3; i++) reservations.push(await reserveAnalysis(t.db, userId, free, new Date()))
      await expect(reserveAnalysis(t.db, userId, free, new Date())).rejects.toMatchObject({
        code: 'FREE_LIMIT_REACHED',
      })
      await releaseAnalysis(t.db, reservations[0]!)
      expect(await getUsedCount(t.db, userId, 'lifetime')).toBe(2)
      await reserveAnalysis(t.db, userId, free, new Date())
      expect(await getUsedCount(t.db, userId, 'lifetime')).toBe(3)
      for (let i = 0; i < 5; i++) await releaseAnalysis(t.db, reservations[0]!)
      expect(await getUsedCount(t.db, userId, 'lifetime')).toBe(0)
    })

    it('starts a monthly counter afresh in a new month', async () => {
      const userId = await insertUser(t.db)
      const sub = subscription('starter')
      const march = new Date('2026-03-20T10:00:00Z')
      const april = new Date('2026-04-02T10:00:00Z')
      const inMarch = entitlementFor(sub, march)
      for (let i = 0; i < PLANS.starter.analysesPerPeriod; i++)
        await reserveAnalysis(t.db, userId, inMarch, march)
      await expect(reserveAnalysis(t.db, userId, inMarch, march)).rejects.toMatchObject({
        code: 'MONTHLY_LIMIT_REACHED',
      })
      const inApril = entitlementFor(sub, april)
      await reserveAnalysis(t.db, userId, inApril, april)
      expect(await getUsedCount(t.db, userId, inApril.periodKey)).toBe(1)
      expect(await getUsedCount(t.db, userId, inMarch.periodKey)).toBe(PLANS.starter.analysesPerPeriod)
    })

    it('reserves several units all together or none', async () => {
      const userId = await insertUser(t.db)
      const free = entitlementFor(null, new Date())
      await reserveAnalysis(t.db, userId, free, new Date())
      await reserveAnalysis(t.db, userId, free, new Date(), 2)
      await expect(reserveAnalysis(t.db, userId, free, new Date(), 2)).rejects.toMatchObject({
        code: 'FREE_LIMIT_REACHED',
      })
      expect(await getUsedCount(t.db, userId, 'lifetime')).toBe(3)
    })
  })
}
