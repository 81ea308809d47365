/** The retention purge with an injected clock, on PGlite and PostgreSQL. */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../../test/helpers/db.ts'
import { insertAnalysis, SAMPLE_RESULT } from '../../../../test/helpers/factories.ts'
import { billingArchive } from '../../db/schema/account.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { user } from '../../db/schema/auth.ts'
import { loadEnv } from '../../env.ts'
import { createLogger } from '../../logger.ts'
import { purgeExpiredBillingArchive, purgeExpiredCvText, startRetentionPurge } from './retention.ts'

const DAY = 86_400_000
const NOW = new Date('2026-06-01T12:00:00Z')

describe.each(DB_KINDS)('retention purge on %s', (kind) => {
  let database: TestDatabase
  let userId: string
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
    userId = randomUUID()
    await database.db.insert(user).values({ id: userId, name: 'marie', email: `${userId}@example.com` })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('erases the CV text of analyses older than the retention and keeps their result', async () => {
    const db = database.db
    const old = await insertAnalysis(db, { userId, createdAt: new Date(NOW.getTime() - 91 * DAY) })
    const edge = await insertAnalysis(db, { userId, createdAt: new Date(NOW.getTime() - 89 * DAY) })
    const fresh = await insertAnalysis(db, { userId, createdAt: new Date(NOW.getTime() - 2 * DAY) })

    expect(await purgeExpiredCvText(db, NOW, 90)).toBe(1)
    const rows = await db.select().from(analyses).where(eq(analyses.userId, userId))
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get(old.id)?.cvText).toBeNull()
    expect(byId.get(old.id)?.result).toEqual(SAMPLE_RESULT)
    expect(byId.get(old.id)?.jobDescription).toBe(old.jobDescription)
    expect(byId.get(edge.id)?.cvText).toBe(edge.cvText)
    expect(byId.get(fresh.id)?.cvText).toBe(fresh.cvText)

    // Nothing left to purge at the same instant; two days later the 89-day-old one goes too.
    expect(await purgeExpiredCvText(db, NOW, 90)).toBe(0)
    expect(await purgeExpiredCvText(db, new Date(NOW.getTime() + 2 * DAY), 90)).toBe(1)
    // A shorter configured retention purges sooner.
    expect(await purgeExpiredCvText(db, NOW, 1)).toBe(1)
    const [last] = await db.select().from(analyses).where(eq(analyses.id, fresh.id))
    expect(last?.cvText).toBeNull()
  })

  it('deletes anonymised billing records once their legal retention is over', async () => {
    const db = database.db
    const base = {
      provider: 'local' as const,
      providerCustomerId: 'lcus_x',
      planId: 'starter',
      status: 'canceled',
      currentPeriodStart: NOW,
      currentPeriodEnd: NOW,
      subscriptionCreatedAt: NOW,
      archivedAt: NOW,
    }
    await db.insert(billingArchive).values([
      {
        ...base,
        id: randomUUID(),
        providerSubscriptionId: 'lsub_over',
        retainUntil: new Date(NOW.getTime() - DAY),
      },
      {
        ...base,
        id: randomUUID(),
        providerSubscriptionId: 'lsub_kept',
        retainUntil: new Date(NOW.getTime() + DAY),
      },
    ])
    expect(await purgeExpiredBillingArchive(db, NOW)).toBe(1)
    const left = await db.select().from(billingArchive)
    expect(left.map((r) => r.providerSubscriptionId)).toEqual(['lsub_kept'])
  })

  it('the schedule purges at start and stops cleanly', async () => {
    const db = database.db
    const a = await insertAnalysis(db, { userId, createdAt: new Date(NOW.getTime() - 200 * DAY) })
    const logger = createLogger(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }))
    const schedule = startRetentionPurge({
      db,
      logger,
      cvRetentionDays: 90,
      clock: () => NOW,
      intervalMs: 60_000,
    })
    await schedule.stop()
    const [row] = await db.select().from(analyses).where(eq(analyses.id, a.id))
    expect(row?.cvText).toBeNull()
  })
})
