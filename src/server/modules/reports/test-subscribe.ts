/**
 * Test support (no test of its own): makes a user a subscriber the way a user does it, through the
 * local provider's hosted checkout over HTTP with Stripe's test card 4242 4242 4242 4242.
 */
import type { TestApp } from '../../../../test/helpers/app.ts'
import type { PlanId } from '../../../shared/plans.ts'

export async function subscribeWithTestCard(t: TestApp, cookie: string, planId: PlanId): Promise<void> {
  const checkout = await t.request('/api/billing/checkout', { cookie, json: { planId } })
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status} ${await checkout.text()}`)
  const { url } = (await checkout.json()) as { url: string }
  const session = new URL(url).pathname.split('/').pop()
  const paid = await t.request(`/api/billing/local/sessions/${session}/pay`, {
    cookie,
    json: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  })
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`)
}
