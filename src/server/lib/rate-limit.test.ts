/**
 * The shared rate-limit store: two instances (two stores over one database, or one Redis) count one
 * limit together; with Redis down, the database takes over instead of letting everything through.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/helpers/db.ts'
import { TEST_REDIS_URL } from '../../../test/helpers/redis.ts'
import { AppError } from '../../shared/errors.ts'
import { createLogger } from '../logger.ts'
import { createRateLimits, type RateLimits } from './rate-limit.ts'

const logger = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' })
const LIMIT = { max: 3, windowMs: 60_000 }

async function outcome(limits: RateLimits, name: string, key: string) {
  try {
    await limits.hit(name, LIMIT, key)
    return 'ok'
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return `429 after ${error.retryAfter}s`
    throw error
  }
}

const stores = [
  ...DB_KINDS.map((kind) => ({ label: `database (${kind})`, kind, redisUrl: undefined })),
  ...(TEST_REDIS_URL ? [{ label: 'redis', kind: 'pglite' as const, redisUrl: TEST_REDIS_URL }] : []),
]

describe.each(stores)('rate limits in the $label store', ({ kind, redisUrl }) => {
  let database: TestDatabase
  let a: RateLimits
  let b: RateLimits
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
    a = createRateLimits({ db: database.db, logger, redisUrl })
    b = createRateLimits({ db: database.db, logger, redisUrl })
    await Promise.all([a.ready(), b.ready()])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await database?.close()
  })

  it('two instances share one limit per key; other keys and limits are untouched', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`
    const results = [
      await outcome(a, name, 'ip-1'),
      await outcome(b, name, 'ip-1'),
      await outcome(a, name, 'ip-1'),
      await outcome(b, name, 'ip-1'),
    ]
    expect(results.slice(0, 3)).toEqual(['ok', 'ok', 'ok'])
    expect(results[3]).toMatch(/^429 after (59|60)s$/)
    expect(await outcome(a, name, 'ip-2')).toBe('ok')
    expect(await outcome(b, `${name}-other`, 'ip-1')).toBe('ok')
  })

  it('counts concurrent hits exactly', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outcome(i % 2 ? a : b, name, 'burst')),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(3)
  })
})

describe('rate limits with Redis unreachable', () => {
  let database: TestDatabase
  let limits: RateLimits
  beforeAll(async () => {
    database = await createTestDatabase()
    limits = createRateLimits({ db: database.db, logger, redisUrl: 'redis://127.0.0.1:1' })
  })
  afterAll(async () => {
    await limits?.close()
    await database?.close()
  })

  it('falls back to the database store: the limit still holds', async () => {
    expect(limits.kind).toBe('redis')
    const name = `test-${randomBytes(4).toString('hex')}`
    const results = [] as string[]
    for (let i = 0; i < 4; i++) results.push(await outcome(limits, name, 'ip'))
    expect(results.slice(0, 3)).toEqual(['ok', 'ok', 'ok'])
    expect(results[3]).toMatch(/^429/)
  })
})
