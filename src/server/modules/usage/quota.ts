/**
 * The analysis quota, enforced on the server (decisions 3, 4, 13). A unit is reserved by ONE SQL
 * statement before any work starts, so concurrent requests can never overspend it, and given back
 * if the analysis fails or the client goes away.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import type { Entitlement } from './period.ts'

export type Reservation = { userId: string; period: string; units: number }

/**
 * The reservation of `units` analyses in the entitlement's period as one statement, not yet run: the
 * row is created at `units`, or incremented only while the result stays within the limit; it
 * returns the new count, or no row when the limit is reached. Run alone (reserveAnalysis) or inside
 * a larger statement (the lease's, lease.ts). Throws the limit's error at once for a number of units
 * no period allows (below one, above the limit).
 */
export function reservation(
  db: Queryable,
  userId: string,
  entitlement: Pick<Entitlement, 'periodKey' | 'limit' | 'limitCode'>,
  now: Date,
  units: number,
) {
  if (units < 1 || units > entitlement.limit) throw new AppError(entitlement.limitCode)
  return db
    .insert(analysisUsage)
    .values({ userId, period: entitlement.periodKey, count: units, updatedAt: now })
    .onConflictDoUpdate({
      target: [analysisUsage.userId, analysisUsage.period],
      set: { count: sql`${analysisUsage.count} + ${units}`, updatedAt: now },
      setWhere: sql`${analysisUsage.count} + ${units} <= ${entitlement.limit}`,
    })
    .returning({ count: analysisUsage.count })
}

/**
 * Reserves `units` analyses in the entitlement's period (one statement, `reservation`), or throws
 * FREE_LIMIT_REACHED / MONTHLY_LIMIT_REACHED.
 */
export async function reserveAnalysis(
  db: Queryable,
  userId: string,
  entitlement: Pick<Entitlement, 'periodKey' | 'limit' | 'limitCode'>,
  now: Date,
  units = 1,
): Promise<Reservation> {
  const rows = await reservation(db, userId, entitlement, now, units)
  if (rows.length === 0) throw new AppError(entitlement.limitCode)
  return { userId, period: entitlement.periodKey, units }
}

/** Gives a reservation back (the analysis failed or was abandoned). Never below zero. */
export async function releaseAnalysis(db: Queryable, reservation: Reservation): Promise<void> {
  await db
    .update(analysisUsage)
    .set({ count: sql`greatest(${analysisUsage.count} - ${reservation.units}, 0)` })
    .where(
      and(
        eq(analysisUsage.userId, reservation.userId),
        eq(analysisUsage.period, reservation.period),
        gt(analysisUsage.count, 0),
      ),
    )
}

/** Analyses counted in a period (0 when the row does not exist yet). */
export async function getUsedCount(db: Database, userId: string, period: string): Promise<number> {
  const rows = await db
    .select({ count: analysisUsage.count })
    .from(analysisUsage)
    .where(and(eq(analysisUsage.userId, userId), eq(analysisUsage.period, period)))
  return rows[0]?.count ?? 0
}
