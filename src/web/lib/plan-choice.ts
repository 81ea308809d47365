/**
 * The plan a visitor chose on /pricing while signed out (issue 12). It travels in the router's state
 * to /signup and /login, then is kept with the account — sent with the sign-up itself, or by
 * PUT /api/me/plan-choice after a sign-in — so the checkout opens once the e-mail is verified, even
 * when the link is opened on another device.
 */
import { normalizePlanId, type PlanId } from '../../shared/plans.ts'
import { api } from './api.ts'
import { meQueryKey } from './me.ts'
import { queryClient } from './query-client.ts'

export type PlanChoiceState = { plan?: PlanId }

export function planFromState(state: unknown): PlanId | null {
  return normalizePlanId((state as PlanChoiceState | null)?.plan ?? null)
}

/** Keeps the choice with the signed-in account; a failure only loses the shortcut to the checkout. */
export async function rememberPlanChoice(planId: PlanId): Promise<void> {
  await api<null>('/api/me/plan-choice', { method: 'PUT', body: { planId } }).catch(() => undefined)
  // /api/me may have been read between the sign-in and this call.
  await queryClient.invalidateQueries({ queryKey: meQueryKey })
}
