/**
 * Request-rate limits (contact form, analysis and comparison starts, account deletion attempts) in a
 * store every instance shares, so N instances give exactly one limit: Redis when REDIS_URL is set,
 * else the database (PostgreSQL or PGlite). Both through rate-limiter-flexible; with Redis, the
 * database store is its insurance, so a Redis outage degrades to the database instead of failing open.
 * The guards that protect money and data (quota, per-user lock, idempotency) live in the database.
 */
import { lt } from 'drizzle-orm'
import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { AppError } from '../../shared/errors.ts'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/rate-limits.ts'
import type { Logger } from '../logger.ts'

export type WindowLimit = { max: number; windowMs: number }

export type RateLimits = {
  kind: 'redis' | 'database'
  /** Counts one hit of `key` against the limit called `name`; throws RATE_LIMITED with retryAfter past it. */
  hit(name: string, limit: WindowLimit, key: string): Promise<void>
  /** Throws RATE_LIMITED (with retryAfter) if `key` has used up the limit, without counting a hit. */
  check(name: string, limit: WindowLimit, key: string): Promise<void>
  /** Resolves once Redis answers (at once for the database store); hits before that use the database. */
  ready(): Promise<void>
  close(): Promise<void>
}

export type RateLimitsInput = {
  db: Database
  logger: Logger
  redisUrl?: string | undefined
  /** Prefix of every Redis key (tests give each run its own). */
  namespace?: string
}

export function createRateLimits({
  db,
  logger,
  redisUrl,
  namespace = 'adequat',
}: RateLimitsInput): RateLimits {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null
  redis?.on('error', (error: Error) => logger.warn({ err: error }, 'redis: rate-limit store unavailable'))
  const limiters = new Map<string, RateLimiterAbstract>()

  function limiterFor(name: string, limit: WindowLimit): RateLimiterAbstract {
    const id = `${name}:${limit.max}:${limit.windowMs}`
    let limiter = limiters.get(id)
    if (!limiter) {
      const shape = {
        points: limit.max,
        duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
        keyPrefix: name,
      }
      const database = new RateLimiterDrizzle({
        ...shape,
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
      })
      limiter = redis
        ? new RateLimiterRedis({
            ...shape,
            keyPrefix: `${namespace}:${name}`,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: database,
          })
        : database
      limiters.set(id, limiter)
    }
    return limiter
  }

  return {
    kind: redis ? 'redis' : 'database',
    async hit(name, limit, key) {
      try {
        await limiterFor(name, limit).consume(key)
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('RATE_LIMITED', {
            retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          })
        }
        throw error
      }
    },
    async check(name, limit, key) {
      const state = await limiterFor(name, limit).get(key)
      if (state && state.consumedPoints >= limit.max) {
        throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) })
      }
    },
    ready() {
      if (!redis || redis.status === 'ready') return Promise.resolve()
      return new Promise((resolve) => redis.once('ready', () => resolve()))
    },
    async close() {
      if (!redis) return
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    },
  }
}

/** Deletes counters whose window ended more than an hour ago (run with the periodic tasks). */
export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
}
