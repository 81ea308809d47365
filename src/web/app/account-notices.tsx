/**
 * What a signed-in account must see on every page but the landing page (issue 12): the banner asking
 * to confirm an unverified e-mail (with 'Renvoyer l'e-mail'), and, once it is confirmed, the checkout
 * of the plan chosen before sign-up. Rendered by QueryLayout, so the landing page stays light.
 */

import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx'
import { PlanChoiceCheckout } from '../features/billing/components/plan-choice-checkout.tsx'
import { useMe } from '../lib/me.ts'
import { useSession } from '../lib/session.ts'

export function AccountNotices() {
  const { user } = useSession()
  const me = useMe({ enabled: Boolean(user) })
  if (!user || !me.data) return null
  const planChoice = me.data.planChoice ?? null
  if (!me.data.user.emailVerified)
    return <VerifyEmailBanner email={me.data.user.email} planChoice={planChoice} />
  return planChoice ? <PlanChoiceCheckout planId={planChoice} /> : null
}
