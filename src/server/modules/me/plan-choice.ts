/**
 * The plan a visitor chose before signing up or signing in (/pricing → 'Souscrire' while signed
 * out), kept with the account (table signup_plan_choice) until the e-mail is verified: then the web
 * takes it — once, so cancelling that checkout does not start it again — and opens its checkout.
 */
import { eq } from 'drizzle-orm'
import { normalizePlanId, type PlanId } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { signupPlanChoices } from '../../db/schema/plan-choice.ts'

export async function rememberPlanChoice(db: Database, userId: string, planId: PlanId, now: Date) {
  await db
    .insert(signupPlanChoices)
    .values({ userId, planId, createdAt: now })
    .onConflictDoUpdate({ target: signupPlanChoices.userId, set: { planId, createdAt: now } })
}

/** Removes and returns the user's remembered plan (null when there is none). */
export async function takePlanChoice(db: Database, userId: string): Promise<PlanId | null> {
  const [row] = await db
    .delete(signupPlanChoices)
    .where(eq(signupPlanChoices.userId, userId))
    .returning({ planId: signupPlanChoices.planId })
  return normalizePlanId(row?.planId)
}
