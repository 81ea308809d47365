/**
 * The verification link's confirmation (it never signs in) and the profile's 'Sessions' card:
 * two devices listed, 'Se déconnecter partout' after a confirmation ends the other one.
 */
import { expect, test } from '@playwright/test'
import {
  checkA11y,
  firstLink,
  login,
  signUpAndVerify,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
} from './fixtures.ts'

test('a verification link opened signed out lands on /login with a confirmation, not in the account', async ({
  page,
}) => {
  const email = uniqueEmail('verify')
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD)
  await page.getByLabel('Confirmer le mot de passe').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: "S'inscrire" }).click()
  const mail = await waitForMail(page.request, email, 'verify-email')
  await page.context().clearCookies()

  await page.goto(firstLink(mail.text))
  await expect(page).toHaveURL(/\/login\?verified=1$/)
  await expect(page.getByRole('status')).toHaveText(
    'Votre adresse email est confirmée. Connectez-vous pour continuer.',
  )
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
})

test("the Sessions card lists both devices and 'Se déconnecter partout' ends the other one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const user = await signUpAndVerify(page)
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  })
  const phonePage = await phone.newPage()
  await login(phonePage, user)

  await page.goto('/profile')
  const card = page.getByRole('region', { name: 'Sessions' })
  await expect(card.getByText('Cette session')).toBeVisible()
  await expect(card.getByText('Safari · iPhone')).toBeVisible()
  await checkA11y(page, 'profile with the Sessions card')

  await card.getByRole('button', { name: 'Se déconnecter partout' }).click()
  await expect(card.getByText('Déconnecter les autres sessions (1) ?', { exact: false })).toBeVisible()
  await card.getByRole('button', { name: 'Oui, déconnecter les autres sessions' }).click()
  await expect(card.getByRole('status')).toHaveText('Les autres sessions ont été déconnectées.')
  await expect(card.getByText('Safari · iPhone')).toHaveCount(0)

  await phonePage.goto('/profile')
  await expect(phonePage).toHaveURL(/\/login$/)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('Cette session')).toBeVisible()
  await phone.close()
})
