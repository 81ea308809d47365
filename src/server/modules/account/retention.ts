/**
 * Retention (privacy page): the text extracted from a CV is kept CV_RETENTION_DAYS (default 90)
 * after its analysis, then erased — the analysis and its result stay until the user deletes them;
 * anonymised billing records of deleted accounts go when their legal period ends. main.ts runs the
 * purge at boot and every hour; each run is one UPDATE/DELETE, safe on several instances at once.
 */
import { and, isNotNull, lt, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { billingArchive } from '../../db/schema/account.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { purgeExpiredRateLimits } from '../../lib/rate-limit.ts'
import type { Logger } from '../../logger.ts'

const DAY_MS = 86_400_000
export const RETENTION_PURGE_INTERVAL_MS = 60 * 60 * 1000

/** Erases the CV text of analyses made more than `days` days before `now`; returns how many. */
export async function purgeExpiredCvText(db: Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const purged = await db
    .update(analyses)
    .set({ cvText: null })
    .where(and(isNotNull(analyses.cvText), lt(analyses.createdAt, cutoff)))
    .returning({ id: analyses.id })
  return purged.length
}

/** Deletes the anonymised billing records whose legal retention has ended. */
export async function purgeExpiredBillingArchive(db: Database, now: Date): Promise<number> {
  const purged = await db
    .delete(billingArchive)
    .where(lte(billingArchive.retainUntil, now))
    .returning({ id: billingArchive.id })
  return purged.length
}

export async function runRetentionPurge(db: Database, now: Date, cvRetentionDays: number) {
  const cvTexts = await purgeExpiredCvText(db, now, cvRetentionDays)
  const billingRecords = await purgeExpiredBillingArchive(db, now)
  return { cvTexts, billingRecords }
}

export type RetentionSchedule = { stop: () => Promise<void> }

/**
 * Runs the purge now, then every `intervalMs`. A failed run is logged and retried at the next tick;
 * `stop()` clears the timer and waits for a run in progress (so the database can close after it).
 */
export function startRetentionPurge(options: {
  db: Database
  logger: Logger
  cvRetentionDays: number
  clock?: () => Date
  intervalMs?: number
}): RetentionSchedule {
  const { db, logger, cvRetentionDays } = options
  const clock = options.clock ?? (() => new Date())
  let running: Promise<void> | null = null
  let isStopped = false
  const tick = () => {
    if (running || isStopped) return
    const now = clock()
    running = purgeExpiredRateLimits(db, now)
      .then(() => runRetentionPurge(db, now, cvRetentionDays))
      .then((purged) => {
        if (purged.cvTexts > 0 || purged.billingRecords > 0) logger.info({ purged }, 'retention purge')
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention purge failed'))
      .finally(() => {
        running = null
      })
  }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? RETENTION_PURGE_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      isStopped = true
      clearInterval(timer)
      await running
    },
  }
}
