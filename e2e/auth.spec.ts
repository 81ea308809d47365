/**
 * Accounts end to end, in Chromium against the real server: sign up → verification link from the
 * outbox → dashboard → sign out → sign in → forgot password → reset link from the outbox → new
 * password → dashboard; and a signed-out visit to /profile that comes back there after sign-in.
 */
import { expect, test } from '@playwright/test'
import { firstLink, login, signUpAndVerify, uniqueEmail, waitForMail } from './fixtures.ts'

test('sign up, verify, sign out, sign in, reset the password and land on the dashboard', async ({ page }) => {
  test.setTimeout(180_000)
  const user = await signUpAndVerify(page, undefined, { via: 'form' })
  await expect(page.getByTestId('plan-line').or(page.getByText('Version gratuite')).first()).toBeVisible()

  // signed-in menu, labelled with the e-mail's local part
  const localPart = user.email.split('@')[0] as string
  const menu = page.getByRole('button', { name: `Menu du compte ${localPart}` })
  await expect(menu).toBeVisible()
  await menu.click()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible()

  // wrong password: the specification's message
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais1pass')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Email ou mot de passe incorrect. Veuillez réessayer.')).toBeVisible()

  await login(page, user)
  await expect(page).toHaveURL(/\/dashboard$/)

  // sign out again, then forgot password
  await page.getByRole('button', { name: `Menu du compte ${localPart}` }).click()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await expect(
    page.getByText('Veuillez saisir votre email pour réinitialiser votre mot de passe'),
  ).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await expect(page.getByText('Instructions de réinitialisation envoyées à votre email.')).toBeVisible()

  const mail = await waitForMail(page.request, user.email, 'reset-password')
  await page.goto(firstLink(mail.text))
  await expect(page).toHaveURL(/\/update-password/)
  await expect(page.getByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeVisible()
  await expect(page.getByText('Minimum 8 caractères, une majuscule et un chiffre')).toBeVisible()

  // the rules in the specification's order, then a mismatch
  await page.getByLabel('Nouveau mot de passe').fill('court')
  await page.getByLabel('Confirmer le mot de passe').fill('court')
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click()
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible()
  await page.getByLabel('Nouveau mot de passe').fill('NouveauMotdepasse2')
  await page.getByLabel('Confirmer le mot de passe').fill('NouveauMotdepasse3')
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()

  await page.getByLabel('Confirmer le mot de passe').fill('NouveauMotdepasse2')
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()

  // the old password no longer works, the new one does
  await page.getByRole('button', { name: `Menu du compte ${localPart}` }).click()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Email ou mot de passe incorrect. Veuillez réessayer.')).toBeVisible()
  await login(page, { email: user.email, password: 'NouveauMotdepasse2' }, { goto: false })
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a signed-out visit to /profile goes to /login and comes back after sign-in', async ({
  page,
  browser,
}) => {
  const user = await signUpAndVerify(page)
  await page.context().clearCookies()

  const fresh = await browser.newContext()
  const visitor = await fresh.newPage()
  await visitor.goto('/profile')
  await expect(visitor).toHaveURL(/\/login$/)
  await login(visitor, user, { goto: false })
  await expect(visitor).toHaveURL(/\/profile$/)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible()
  await expect(visitor.getByRole('main').getByText(user.email).first()).toBeVisible()
  await fresh.close()
})

test('sign-up refuses an e-mail that already has an account, and weak passwords, with the spec’s messages', async ({
  page,
}) => {
  const user = await signUpAndVerify(page)
  await page.context().clearCookies()
  await page.goto('/signup')
  await page.getByLabel('Email').fill('pas-une-adresse')
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1')
  await page.getByLabel('Confirmer le mot de passe').fill('motdepasse1')
  await page.getByRole('button', { name: "S'inscrire" }).click()
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expect(page.getByText('Le mot de passe doit contenir au moins une majuscule')).toBeVisible()

  await page.getByLabel('Email').fill(`  ${user.email.toUpperCase()} `)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse9')
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse9')
  await page.getByRole('button', { name: "S'inscrire" }).click()
  await expect(
    page.getByText(
      'Un compte existe déjà avec cet email. Veuillez vous connecter ou utiliser une autre adresse email.',
    ),
  ).toBeVisible()
  expect(uniqueEmail()).not.toBe(user.email)
})

test('a broken e-mail link shows the callback error with a way back to sign-in', async ({ page }) => {
  await page.goto('/auth/callback?type=recovery&error=INVALID_TOKEN')
  await expect(
    page.getByText("Une erreur est survenue lors de l'authentification. Veuillez réessayer."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Retour à la connexion' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
