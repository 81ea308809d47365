/**
 * Fixed-window limits on starting analyses, per user and per client IP, kept in this instance's
 * memory (the per-user lease and the quota are the cross-instance guards; these only blunt
 * floods). Exceeding one answers RATE_LIMITED with retryAfter.
 */
import { AppError } from '../../../shared/errors.ts'

export type WindowLimit = { max: number; windowMs: number }

export function createRateLimiter(limit: WindowLimit) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
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
