/**
 * Account security and rights in Chromium against the real server: a user turns on two-step
 * verification from the profile (QR code, manual key, a code computed here with otpauth, backup
 * codes) and signs in again with a code; a user downloads the data export, then deletes the account
 * with the password and can no longer sign in. Axe runs on each new screen; screenshots at 1280
 * and 390 px go to test-results/account/.
 */
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

const SHOTS = 'test-results/account'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signOut(page: Page, email: string) {
  const localPart = email.split('@')[0] as string
  await page.getByRole('button', { name: `Menu du compte ${localPart}` }).click()
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test('a user turns on two-step verification and signs in with a code from the app', async ({ page }) => {
  const user = await signUpAndVerify(page)
  await page.goto('/profile')
  const security = page.getByRole('region', { name: 'Sécurité' })
  await expect(security.getByTestId('two-factor-status')).toHaveText('Désactivée')
  await security.getByRole('button', { name: 'Activer la validation en deux étapes' }).click()

  // A wrong password is refused with a clear message.
  await security.getByLabel('Mot de passe', { exact: true }).fill('Mauvais1pass')
  await security.getByRole('button', { name: 'Continuer' }).click()
  await expect(security.getByText('Le mot de passe actuel est incorrect.')).toBeVisible()
  await security.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await security.getByRole('button', { name: 'Continuer' }).click()

  // QR code (a data: image, allowed by the CSP) and the manual key.
  const qr = security.getByRole('img', {
    name: 'QR code à scanner avec votre application d’authentification',
  })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  const key = ((await security.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s+/g, '')
  expect(key).toMatch(/^[A-Z2-7]{16,}$/)
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 })
  await checkA11y(page, 'profile, two-step verification setup')
  await shoot(page, 'two-factor-setup')

  await security.getByLabel('Code de vérification').fill(totp.generate())
  await security.getByRole('button', { name: 'Confirmer' }).click()
  const codes = security.getByTestId('backup-codes').getByRole('listitem')
  await expect(codes.first()).toBeVisible()
  expect(await codes.count()).toBeGreaterThanOrEqual(8)
  await checkA11y(page, 'profile, backup codes')
  await shoot(page, 'two-factor-backup-codes')
  await security.getByRole('button', { name: 'J’ai conservé mes codes' }).click()
  await expect(security.getByTestId('two-factor-status')).toHaveText('Activée')

  // Sign-in now asks for the code.
  await signOut(page, user.email)
  await passwordStep(page, user)
  const code = page.getByLabel('Code de vérification')
  await expect(code).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await checkA11y(page, 'login, verification code')
  await shoot(page, 'login-two-factor')

  // A code from ten minutes later is wrong.
  await code.fill(totp.generate({ timestamp: Date.now() + 10 * 60_000 }))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page.getByText('Code de vérification incorrect. Veuillez réessayer.')).toBeVisible()

  // The code that confirmed the set-up is spent (a code is accepted once): the next step's.
  await page.getByLabel('Code de vérification').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
})

test('a user downloads the data, deletes the account and can no longer sign in', async ({ page }) => {
  const user = await signUpAndVerify(page)
  await page.goto('/profile')
  const data = page.getByRole('region', { name: 'Vos données' })
  await expect(data).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^adequat-donnees-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'))
  expect(exported.account.email).toBe(user.email)
  expect(exported.account.emailVerified).toBe(true)
  expect(Array.isArray(exported.analyses)).toBe(true)
  expect(JSON.stringify(exported)).not.toContain(user.password)

  await data.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const password = data.getByLabel('Confirmez avec votre mot de passe')
  await expect(password).toBeFocused()
  await checkA11y(page, 'profile, account deletion')
  await shoot(page, 'profile-danger-zone')

  await password.fill('Mauvais1pass')
  await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(data.getByText('Le mot de passe actuel est incorrect.')).toBeVisible()

  await password.fill(user.password)
  await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible()

  // The session is gone and the account cannot sign in any more.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
  await passwordStep(page, user)
  await expect(page.getByText('Email ou mot de passe incorrect. Veuillez réessayer.')).toBeVisible()
  const me = await page.request.get('/api/me')
  expect(me.status()).toBe(401)

  // The privacy page says what is kept, why and for how long.
  await page.goto('/privacy')
  await expect(page.getByText('Effacé automatiquement 90 jours après l’analyse.').first()).toBeVisible()
  await expect(page.getByText(/gardé 10 ans, durée imposée par le Code de commerce/).first()).toBeVisible()
})
