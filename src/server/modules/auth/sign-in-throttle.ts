/**
 * Per-account sign-in throttle, beside better-auth's per-address limit (10/min): guesses spread over
 * many addresses still meet one limit per e-mail. Counted per e-mail string whether or not an
 * account has it, so the answer (SIGN_IN_THROTTLED) says nothing about existence. In the database:
 * every instance shares the counters.
 * - Back-off: the first FREE_FAILURES wrong passwords in a row cost nothing; after that the next
 *   attempt waits 1 s, 2 s, 4 s… (doubling, at most MAX_BACKOFF_SECONDS) after the last failure.
 * - Cap: at most MAX_FAILURES_PER_HOUR failures per e-mail in an hour.
 * - The owner is never locked out: password reset is not throttled here, and a successful reset
 *   clears the counters, so the new password signs in at once. A right password ends the streak.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { signInFailure } from '../../db/schema/sign-in-guard.ts'

export const FREE_FAILURES = 4
export const MAX_BACKOFF_SECONDS = 15 * 60
export const MAX_FAILURES_PER_HOUR = 100
const HOUR_MS = 60 * 60 * 1000

/** Seconds to wait after `streak` failures in a row (0: no wait). */
export function backoffSeconds(streak: number): number {
  if (streak < FREE_FAILURES + 1) return 0
  return Math.min(2 ** (streak - FREE_FAILURES - 1), MAX_BACKOFF_SECONDS)
}

/** Seconds before `email` may try a password again; 0 when it may now. */
export async function signInWaitSeconds(db: Database, email: string, now: Date): Promise<number> {
  const [row] = await db.select().from(signInFailure).where(eq(signInFailure.email, email)).limit(1)
  if (!row) return 0
  const hourEnds = row.windowStart.getTime() + HOUR_MS
  const capWait =
    row.failures >= MAX_FAILURES_PER_HOUR && hourEnds > now.getTime() ? hourEnds - now.getTime() : 0
  const backoffWait = row.lastFailureAt.getTime() + backoffSeconds(row.streak) * 1000 - now.getTime()
  return Math.max(0, Math.ceil(Math.max(capWait, backoffWait) / 1000))
}

/**
 * Takes one attempt for `email` if the back-off and the hourly cap allow it, counting it as a
 * failure at once (one statement, so parallel attempts cannot slip past the limits together);
 * false when refused. Settle it afterwards with `settleSignInAttempt`.
 */
export async function takeSignInAttempt(db: Database, email: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`
  const hourAgo = sql`${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`
  const isNewHour = sql`${signInFailure.windowStart} <= ${hourAgo}`
  // backoffSeconds() in SQL: 0 for the first FREE_FAILURES, then 1, 2, 4… up to the maximum.
  const backoff = sql`case when ${signInFailure.streak} <= ${sql.raw(String(FREE_FAILURES))} then 0
    else least(power(2, ${signInFailure.streak} - ${sql.raw(String(FREE_FAILURES + 1))}), ${sql.raw(String(MAX_BACKOFF_SECONDS))}) end`
  const rows = await db
    .insert(signInFailure)
    .values({ email, failures: 1, windowStart: now, streak: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailure.email,
      set: {
        failures: sql`case when ${isNewHour} then 1 else ${signInFailure.failures} + 1 end`,
        windowStart: sql`case when ${isNewHour} then ${at} else ${signInFailure.windowStart} end`,
        streak: sql`${signInFailure.streak} + 1`,
        lastFailureAt: at,
      },
      setWhere: sql`(${isNewHour} or ${signInFailure.failures} < ${sql.raw(String(MAX_FAILURES_PER_HOUR))})
        and ${signInFailure.lastFailureAt} + make_interval(secs => ${backoff}) <= ${at}`,
    })
    .returning({ email: signInFailure.email })
  return rows.length === 1
}

/**
 * After better-auth answered: a wrong password stays counted; a right one ends the streak (the
 * hourly count keeps the attempts before it); an attempt that never reached the password check
 * (another limit, a fault) is given back.
 */
export async function settleSignInAttempt(
  db: Database,
  email: string,
  outcome: 'wrong-password' | 'right-password' | 'not-checked',
): Promise<void> {
  if (outcome === 'wrong-password') return
  await db
    .update(signInFailure)
    .set({
      failures: sql`greatest(${signInFailure.failures} - 1, 0)`,
      streak: outcome === 'right-password' ? 0 : sql`greatest(${signInFailure.streak} - 1, 0)`,
    })
    .where(eq(signInFailure.email, email))
}

/** A successful password reset: the owner signs in at once. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, email))
}
