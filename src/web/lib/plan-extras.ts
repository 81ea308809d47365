/** Whether the signed-in user's plan includes an extra (PDF report, comparison), from the catalogue. */
import { getPlan, type Plan } from '../../shared/plans.ts'
import type { Me } from './me.ts'

export function hasPlanExtra(
  me: Pick<Me, 'isPaid' | 'plan'> | undefined,
  extra: keyof Plan['extras'],
): boolean {
  return Boolean(me?.isPaid && getPlan(me.plan)?.extras[extra])
}
