/**
 * Plans and payment with the local provider, in Chromium: a free user buys Premium with the test
 * card, sees it on the profile and the dashboard, cancels; the declined card; the trial; the
 * signed-out visitor; axe on pricing, checkout and profile; screenshots at 1280 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

// Sign-up, checkout and several pages per test on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 })

function planCard(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Numéro de carte').fill(cardNumber)
  await page.getByLabel('Expiration (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Payer/ }).click()
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/screenshots/billing-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a free user subscribes to Premium with the test card, then cancels', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)

  await page.goto('/pricing')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des tarifs adaptés à vos besoins' }),
  ).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
  ).toHaveCount(4)
  await expect(planCard(page, 'Premium').getByText('Plus populaire')).toBeVisible()
  await expect(planCard(page, '1€ Trial').getByRole('button', { name: "Commencer l'essai" })).toBeVisible()
  await checkA11y(page, 'pricing')
  await shoot(page, 'pricing-signed-in')

  await planCard(page, 'Premium').getByRole('button', { name: 'Souscrire' }).click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\/lcs_/)
  await expect(page.getByText('Mode démonstration — aucun paiement réel')).toBeVisible()
  await expect(page.getByText('Plan Premium')).toBeVisible()
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('autocomplete', 'cc-number')
  await checkA11y(page, 'local checkout')
  await shoot(page, 'local-checkout')

  await payWith(page, '4242 4242 4242 4242')
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible()
  await expect(page.getByText('Votre abonnement est maintenant actif.')).toBeVisible()
  await expect(page.getByRole('link', { name: "Besoin d'aide ?" })).toHaveAttribute('href', '/support')

  await page.goto('/profile')
  await expect(page.getByTestId('subscription-plan')).toHaveText('Premium')
  // the subscription's price (the invoices card below also says 9,99 €)
  await expect(page.getByRole('paragraph').filter({ hasText: 'par mois' }).getByText('9,99 €')).toBeVisible()
  await expect(page.getByText('Actif', { exact: true })).toBeVisible()
  await expect(page.getByTestId('usage-used')).toHaveText('0 sur 30')
  await expect(page.getByTestId('usage-remaining')).toHaveText('30')
  await expect(page.getByText('Prochain paiement')).toBeVisible()
  await expect(page.getByTestId('period-end')).toHaveText(/^\d{1,2} \S+ \d{4}$/)
  await expect(page.getByTestId('payment-method')).toHaveText('Visa •••• 4242')
  await expect(
    page.getByText("Passez à la version premium pour obtenir plus d'analyses mensuelles"),
  ).toHaveCount(0)
  await checkA11y(page, 'profile')
  await shoot(page, 'profile-premium')

  await page.goto('/dashboard')
  await expect(page.getByText('Plan Premium')).toBeVisible()

  await page.goto('/profile')
  await page.getByRole('button', { name: "Annuler l'abonnement" }).click()
  await expect(
    page.getByText(
      "Êtes-vous sûr de vouloir annuler votre abonnement ? Vous aurez toujours accès aux fonctionnalités premium jusqu'à la fin de la période en cours.",
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Non, garder' }).click()
  await expect(page.getByRole('button', { name: 'Oui, annuler' })).toHaveCount(0)
  await page.getByRole('button', { name: "Annuler l'abonnement" }).click()
  await page.getByRole('button', { name: 'Oui, annuler' }).click()
  await expect(page.getByText('Se termine le')).toBeVisible()
  await expect(page.getByRole('button', { name: "Annuler l'abonnement" })).toHaveCount(0)
  await shoot(page, 'profile-cancelled')

  // 'Modifier' opens the local billing portal, where the card can be replaced.
  await page.getByRole('button', { name: 'Modifier' }).click()
  await expect(page).toHaveURL(/\/billing\/local-portal$/)
  await page.getByLabel('Numéro de carte').fill('5555 5555 5555 4444')
  await page.getByLabel('Expiration (MM/AA)').fill('01/33')
  await page.getByLabel('CVC').fill('321')
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click()
  await expect(page.getByTestId('payment-method')).toHaveText('Mastercard •••• 4444')
  await context.close()
})

test('the declined card shows a message; cancelling the checkout leads to the cancel page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/pricing')
  await planCard(page, 'Starter').getByRole('button', { name: 'Commencer' }).click()
  await expect(page).toHaveURL(/\/signup$/)

  // A sign-up from here would remember Starter and open its checkout once verified (that path is in
  // quota-history.spec.ts); this test signs up from a fresh page instead.
  await page.goto('/')
  await signUpAndVerify(page)
  await page.goto('/profile')
  await expect(page.getByText("Vous n'avez pas encore d'abonnement actif")).toBeVisible()
  await expect(
    page.getByText("Passez à la version premium pour obtenir plus d'analyses mensuelles"),
  ).toBeVisible()
  await shoot(page, 'profile-free')

  await page.goto('/pricing')
  await planCard(page, 'Starter').getByRole('button', { name: 'Souscrire' }).click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\//)
  await payWith(page, '4000 0000 0000 0002')
  await expect(page.getByRole('alert').filter({ hasText: 'Votre carte a été refusée' })).toBeVisible()
  await expect(page).toHaveURL(/\/billing\/local-checkout\//)
  await shoot(page, 'local-checkout-declined')

  await page.getByRole('link', { name: 'Annuler et revenir au site' }).click()
  await expect(page).toHaveURL(/\/checkout\/cancel$/)
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/pricing')
  await page.goto('/profile')
  await expect(page.getByText("Vous n'avez pas encore d'abonnement actif")).toBeVisible()
  await context.close()
})

test('the 1 € trial gives 2 analyses for 3 days and ends by itself', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await page.goto('/pricing')
  await planCard(page, '1€ Trial').getByRole('button', { name: "Commencer l'essai" }).click()
  await expect(page.getByText('1,00 €').first()).toBeVisible()
  await payWith(page, '4242424242424242')
  await expect(page.getByText('Votre abonnement est maintenant actif.')).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByTestId('subscription-plan')).toHaveText('1€ Trial')
  await expect(page.getByTestId('usage-used')).toHaveText('0 sur 2')
  await expect(page.getByText('Se termine le')).toBeVisible()
  await context.close()
})
