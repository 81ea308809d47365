/**
 * Plan changes and invoices with the local provider, in Chromium at 1280 and 390 px (decision 010):
 * from the trial, the upgrade that starts now behind a confirmation with the price and the date, the
 * receipt and the invoices list with their PDF; between monthly plans, the change at period end, then
 * a cancelled plan resumed in words; the current plan's card marked and without a button. Axe on the
 * dialog and the profile; screenshots of each state.
 */
import { expect, type Page, test } from '@playwright/test'
import { checkA11y, signUpAndVerify, waitForMail } from './fixtures.ts'

test.describe.configure({ timeout: 240_000 })

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

async function subscribe(page: Page, plan: string, button: string) {
  await page.goto('/pricing')
  await planCard(page, plan).getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\//)
  await payWith(page, '4242 4242 4242 4242')
  await expect(page.getByText('Votre abonnement est maintenant actif.')).toBeVisible()
}

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({
      path: `test-results/screenshots/plan-${name}-${width}.png`,
      fullPage: options.fullPage ?? true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('from the trial, Premium starts now after a confirmation; receipt and invoices with their PDF', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const user = await signUpAndVerify(page)
  await subscribe(page, '1€ Trial', "Commencer l'essai")

  await page.goto('/pricing')
  const trial = planCard(page, '1€ Trial')
  await expect(trial.getByTestId('current-plan-trial')).toHaveText('Votre plan actuel')
  await expect(trial.getByRole('button')).toHaveCount(0)
  const premium = planCard(page, 'Premium')
  await premium.getByRole('button', { name: 'Commencer maintenant' }).click()

  const dialog = page.getByRole('dialog', { name: 'Passer à Premium maintenant' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('confirm-plan')).toHaveText('Premium')
  await expect(dialog.getByText('9,99 € par mois')).toBeVisible()
  await expect(dialog.getByTestId('confirm-effective')).toHaveText(/^Immédiatement \(le \d{1,2} \S+ \d{4}\)$/)
  await expect(dialog.getByTestId('confirm-charged')).toHaveText('9,99 €')
  await expect(dialog.getByText(/Votre essai se termine maintenant/)).toBeVisible()
  await checkA11y(page, 'upgrade confirmation')
  await shoot(page, 'upgrade-dialog', { fullPage: false })

  // 'Ne rien changer' closes it and nothing happens.
  await dialog.getByRole('button', { name: 'Ne rien changer' }).click()
  await expect(dialog).toHaveCount(0)
  await premium.getByRole('button', { name: 'Commencer maintenant' }).click()
  await page.getByRole('button', { name: 'Confirmer et payer 9,99 €' }).click()

  await expect(page).toHaveURL(/\/profile\?change=upgrade_now&plan=premium$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre plan Premium est actif dès maintenant.' }),
  ).toBeVisible()
  await expect(page.getByTestId('subscription-plan')).toHaveText('Premium')
  await expect(page.getByText('Prochain paiement')).toBeVisible()
  await expect(page.getByTestId('usage-used')).toHaveText('0 sur 30')

  const invoices = page.getByTestId('invoices').getByRole('listitem')
  await expect(invoices).toHaveCount(2)
  await expect(invoices.first()).toContainText('9,99 €')
  await expect(invoices.first()).toContainText('Payée')
  const pdfLink = invoices
    .first()
    .getByRole('link', { name: /^Télécharger la facture F-\d{6} du .+ \(PDF\)$/ })
  const href = await pdfLink.getAttribute('href')
  expect(href).toMatch(/^\/api\/billing\/invoices\/[0-9a-f-]{36}\/pdf$/)
  const pdf = await page.request.get(href ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const receipt = await waitForMail(page.request, user.email, 'payment-receipt')
  expect(receipt.subject).toMatch(/^Votre reçu Adéquat – 9,99\s€ \(facture F-\d{6}\)$/)
  await checkA11y(page, 'profile with invoices')
  await shoot(page, 'profile-upgraded')

  // Another account cannot read this invoice's PDF.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUpAndVerify(otherPage)
  expect((await otherPage.request.get(href ?? '')).status()).toBe(404)
  await other.close()
  await context.close()
})

test('between monthly plans the change waits for the period end; a cancelled plan is resumed in words', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await subscribe(page, 'Starter', 'Souscrire')

  await page.goto('/pricing')
  await expect(planCard(page, 'Starter').getByTestId('current-plan-starter')).toBeVisible()
  await expect(planCard(page, 'Starter').getByRole('button')).toHaveCount(0)
  await expect(planCard(page, '1€ Trial').getByText('Réservé aux nouveaux abonnés')).toBeVisible()
  await expect(planCard(page, '1€ Trial').getByRole('button')).toHaveCount(0)
  await shoot(page, 'pricing-starter')

  await planCard(page, 'Gold').getByRole('button', { name: 'Changer pour ce plan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Changer pour Gold' })
  await expect(dialog.getByTestId('confirm-effective')).toHaveText(/^Le \d{1,2} \S+ \d{4}$/)
  await expect(dialog.getByTestId('confirm-charged')).toHaveText('0,00 €')
  await expect(dialog.getByText(/Vous gardez Starter et ses avantages jusqu'au/)).toBeVisible()
  await checkA11y(page, 'scheduled change confirmation')
  await shoot(page, 'change-dialog', { fullPage: false })
  // Escape closes the dialog.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await planCard(page, 'Gold').getByRole('button', { name: 'Changer pour ce plan' }).click()
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
  await expect(page).toHaveURL(/\/profile\?change=scheduled&plan=gold$/)
  await expect(page.getByRole('status').filter({ hasText: 'Le passage à Gold est prévu' })).toBeVisible()
  await expect(page.getByText(/Passage au plan Gold le/)).toBeVisible()
  await expect(page.getByTestId('subscription-plan')).toHaveText('Starter')

  await page.getByRole('button', { name: "Annuler l'abonnement" }).click()
  await page.getByRole('button', { name: 'Oui, annuler' }).click()
  await expect(page.getByText('Se termine le')).toBeVisible()

  await page.goto('/pricing')
  const starter = planCard(page, 'Starter')
  await expect(starter.getByTestId('current-plan-starter')).toBeVisible()
  await expect(starter.getByText(/^Se termine le /)).toBeVisible()
  await starter.getByRole('button', { name: 'Reprendre ce plan' }).click()
  const resume = page.getByRole('dialog', { name: 'Reprendre votre abonnement Starter' })
  await expect(
    resume.getByText(/ne se terminera plus le .+ : il continue, et 4,99\s€ seront débités/),
  ).toBeVisible()
  await checkA11y(page, 'resume confirmation')
  await shoot(page, 'resume-dialog', { fullPage: false })
  await resume.getByRole('button', { name: 'Confirmer', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre abonnement Starter continue.' }),
  ).toBeVisible()
  await expect(page.getByText('Prochain paiement')).toBeVisible()
  await expect(page.getByTestId('invoices').getByRole('listitem')).toHaveCount(1)
  await shoot(page, 'profile-resumed')
  await context.close()
})
