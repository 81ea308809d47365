/**
 * A TOTP code is accepted once. better-auth checks the code (±1 time-step of 30 s) but keeps no
 * memory of it, so a code seen over a shoulder or in a proxy log signed in a second time. We add
 * that memory around its verification and nothing else — no TOTP arithmetic of ours:
 * - before better-auth verifies, the (user, code) pair is claimed in `totp_used_code` in one
 *   statement (race-free across instances); a pair claimed within the last two steps is refused;
 * - when better-auth then refuses the code, the claim is released, so a wrong guess blocks nothing.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { totpUsedCode } from '../../db/schema/sign-in-guard.ts'

export const TOTP_PERIOD_SECONDS = 30
/** A code accepted at step k may be accepted again (by better-auth's window) up to step k+2. */
const REPLAY_STEPS = 2

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

/** Claims `code` for `userId` at `step`; false when the same code was accepted too recently. */
export async function claimTotpCode(
  db: Database,
  userId: string,
  code: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .insert(totpUsedCode)
    .values({ userId, code, step })
    .onConflictDoUpdate({
      target: [totpUsedCode.userId, totpUsedCode.code],
      set: { step },
      setWhere: sql`${totpUsedCode.step} < ${step - REPLAY_STEPS}`,
    })
    .returning({ step: totpUsedCode.step })
  return rows.length === 1
}

/** Gives back a claim better-auth did not honour (wrong code, spent challenge). */
export async function releaseTotpCode(
  db: Database,
  userId: string,
  code: string,
  step: number,
): Promise<void> {
  await db
    .delete(totpUsedCode)
    .where(and(eq(totpUsedCode.userId, userId), eq(totpUsedCode.code, code), eq(totpUsedCode.step, step)))
}
