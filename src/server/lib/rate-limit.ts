/**
 * Fixed-window request limits kept in this instance's memory. They blunt floods (contact form,
 * analysis starts); the guards that protect money and data (quota, per-user lease) live in the
 * database, so several instances stay correct without sharing these counters.
 */
import { AppError } from '../../shared/errors.ts'

export type WindowLimit = { max: number; windowMs: number }

export function createRateLimiter(limit: WindowLimit) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** Counts one hit for `key`; throws RATE_LIMITED with retryAfter past the limit. */
    hit(key: string, nowMs: number): void {
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (nowMs - w.start >= limit.windowMs) windows.delete(k)
      }
      const current = windows.get(key)
      if (!current || nowMs - current.start >= limit.windowMs) {
        windows.set(key, { start: nowMs, count: 1 })
        return
      }
      current.count += 1
      if (current.count > limit.max) {
        const retryAfter = Math.max(1, Math.ceil((current.start + limit.windowMs - nowMs) / 1000))
        throw new AppError('RATE_LIMITED', { retryAfter })
      }
    },
  }
}
