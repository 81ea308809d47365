/**
 * Request-rate counters shared by every instance when no Redis is configured (and Redis's insurance
 * when it is down): one row per limited key, its points and when its window ends. The column names
 * are the ones rate-limiter-flexible's Drizzle store expects; one upsert counts a hit atomically.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable('request_rate_limit', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
})
