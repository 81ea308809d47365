/**
 * Issue 12 items 3, 5 and 6 in Chromium, each path at 1280 and 390 px, axe-clean, with screenshots:
 * no dead end at the quota (free user and trial: disabled 'Analyser' with the reason and the date,
 * the upgrade call to action on top, the trial's own wording); the history (file name, offer, time,
 * comparison, server-side search and filter) and 'Relancer avec un autre CV' with the score's change;
 * the confirmations (plan chosen before sign-up → verify banner and 'Renvoyer l'e-mail' → payment
 * refused until verified → checkout of that plan once verified; plan change, cancellation, password
 * change and account deletion confirmed with role="status").
 */
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { checkA11y, firstLink, signUpAndVerify, TEST_PASSWORD, uniqueEmail, waitForMail } from './fixtures.ts'

test.describe.configure({ timeout: 240_000 })

const CV_A = 'test/fixtures/cv/en_rendercv_classic_typst.pdf'
const CV_B = 'test/fixtures/cv/en_awesomecv_resume.pdf'
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé pour rejoindre notre équipe data. ' +
  'Compétences requises : Python, SQL, Docker, Kubernetes, Git et anglais courant.'
const SHOTS = 'test-results/screenshots'
const WIDTHS = [1280, 390] as const

async function analyseViaApi(page: Page, path = CV_A, name = 'cv.pdf', job = JOB) {
  const res = await page.request.post('/api/analyses', {
    headers: { accept: 'application/json', origin: new URL(page.url()).origin },
    multipart: { cv: { name, mimeType: 'application/pdf', buffer: readFileSync(path) }, jobDescription: job },
  })
  expect(res.status()).toBe(201)
}

/** Drops a file on the drop zone the way a browser does: a DataTransfer carried by drag events. */
async function dropFile(page: Page, path: string, name: string) {
  const base64 = readFileSync(path).toString('base64')
  const zone = page.getByRole('button', { name: 'Votre CV' })
  const transfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const dt = new DataTransfer()
      dt.items.add(
        new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'application/pdf' }),
      )
      return dt
    },
    { base64, name },
  )
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

function planCard(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
}

async function payWithTestCard(page: Page) {
  await expect(page).toHaveURL(/\/billing\/local-checkout\/lcs_/)
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
}

async function shot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${SHOTS}/quota-history-${name}-${width}.png`, fullPage: true })
}

for (const width of WIDTHS) {
  test(`a free user at the cap: upgrade call to action on top, 'Analyser' disabled with the reason (${width}px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signUpAndVerify(page)
    for (let i = 0; i < 3; i += 1) await analyseViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByTestId('plan-line')).toContainText('0 analyse gratuite restante')
    const banner = page.getByRole('region', { name: 'Vos 3 analyses gratuites sont utilisées' })
    await expect(banner).toBeVisible()
    await expect(banner).toBeInViewport()
    await expect(banner.getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing')
    await dropFile(page, CV_A, 'cv.pdf')
    await page.getByLabel('Description du poste').fill(JOB)
    const analyse = page.getByRole('button', { name: 'Analyser le CV' })
    await expect(analyse).toBeDisabled()
    await expect(analyse).toHaveAccessibleDescription(
      'Analyse indisponible : Vous avez utilisé vos 3 analyses gratuites. Choisissez un plan pour analyser d’autres candidatures.',
    )
    await checkA11y(page, `free cap at ${width}px`)
    await shot(page, 'free-cap', width)
    await banner.getByRole('link', { name: 'Voir les plans' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await context.close()
  })

  test(`a trial at its 2 analyses is worded as the trial, with its end date (${width}px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signUpAndVerify(page)
    await page.goto('/pricing')
    await planCard(page, '1€ Trial').getByRole('button', { name: "Commencer l'essai" }).click()
    await payWithTestCard(page)
    await page.goto('/dashboard')
    await expect(page.getByTestId('plan-line')).toContainText(
      /2 analyses restantes pendant l’essai jusqu’au \d+ \S+ \d{4} à \d{2}:\d{2}/,
    )
    for (let i = 0; i < 2; i += 1) await analyseViaApi(page)
    await page.reload()
    await expect(page.getByTestId('plan-line')).toContainText('0 analyse restante pendant l’essai')
    const banner = page.getByRole('region', { name: 'Les analyses de votre essai sont utilisées' })
    await expect(banner).toContainText(
      /Vous avez utilisé les 2 analyses de votre essai, qui se termine le \d+ \S+ \d{4} à \d{2}:\d{2}\./,
    )
    await expect(page.getByText(/ce mois-ci/)).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Choisir un plan' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Analyser le CV' })).toBeDisabled()
    // The server stays the authority: a third analysis is refused in the trial's words.
    const third = await page.request.post('/api/analyses', {
      headers: { accept: 'application/json', origin: new URL(page.url()).origin },
      multipart: {
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(CV_A) },
        jobDescription: JOB,
      },
    })
    expect(third.status()).toBe(403)
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('TRIAL_LIMIT_REACHED')
    await checkA11y(page, `trial cap at ${width}px`)
    await shot(page, 'trial-cap', width)
    await context.close()
  })

  test(`history rows, server-side search and filter, and 'Relancer avec un autre CV' with the score's change (${width}px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signUpAndVerify(page)
    await analyseViaApi(page, CV_A, 'cv-avant.pdf')
    await page.reload()
    const rows = page.getByTestId('history-item')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('cv-avant.pdf')
    await expect(rows.first()).toContainText(/\d+ \S+ \d{4} à \d{2}:\d{2}/)
    await rows
      .first()
      .getByRole('button', { name: /^Ouvrir/ })
      .click()
    await expect(page.getByRole('heading', { name: 'Résultat de l’analyse' })).toBeVisible()

    await page.getByRole('button', { name: 'Relancer avec un autre CV' }).click()
    await expect(page.getByLabel('Description du poste')).toHaveValue(JOB)
    await expect(page.getByRole('status').filter({ hasText: 'L’offre est conservée' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Analyser le CV' })).toBeDisabled()
    await dropFile(page, CV_B, 'cv-apres.pdf')
    await page.getByRole('button', { name: 'Analyser le CV' }).click()
    await expect(page.getByRole('heading', { name: 'Résultat de l’analyse' })).toBeVisible({
      timeout: 60_000,
    })
    const change = page.getByTestId('score-change')
    await expect(change).toContainText(
      /(points par rapport à|Même score que) l’analyse précédente de cette offre \(cv-avant\.pdf, /,
    )
    await checkA11y(page, `re-run result at ${width}px`)
    await shot(page, 're-run-result', width)

    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('cv-apres.pdf')
    await expect(page.getByTestId('history-count')).toHaveText('2 sur 2')
    const search = page.getByLabel('Rechercher dans l’historique')
    await search.fill('apres')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('cv-apres.pdf')
    await expect(page.getByTestId('history-count')).toHaveText('1 sur 1')
    await search.fill('')
    await page.getByLabel('Type d’analyse').selectOption('comparison')
    await expect(page.getByText('Aucune analyse ne correspond à cette recherche.')).toBeVisible()
    await page.getByLabel('Type d’analyse').selectOption('analysis')
    await expect(rows).toHaveCount(2)
    await checkA11y(page, `history filtered at ${width}px`)
    await page.getByTestId('history').scrollIntoViewIfNeeded()
    await shot(page, 'history', width)

    // 'Nouvelle analyse' still starts from an empty form.
    await page.getByRole('button', { name: 'Nouvelle analyse' }).click()
    await expect(page.getByLabel('Description du poste')).toHaveValue('')
    await context.close()
  })

  test(`a plan chosen before sign-up opens its checkout once the e-mail is verified; confirmations after each step (${width}px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const user = { email: uniqueEmail('plan'), password: TEST_PASSWORD }

    // Signed out on /pricing: Premium → sign-up, the plan is remembered.
    await page.goto('/pricing')
    await planCard(page, 'Premium').getByRole('button', { name: 'Commencer' }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmer le mot de passe').fill(user.password)
    await page.getByRole('button', { name: "S'inscrire" }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Unverified: the banner, 'Renvoyer l'e-mail', and paying refused with the reason.
    const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' })
    await expect(banner).toContainText(`Nous avons envoyé un lien à ${user.email}`)
    await expect(banner).toContainText('le paiement du plan Premium s’ouvrira ensuite')
    await banner.getByRole('button', { name: 'Renvoyer l’e-mail' }).click()
    await expect(banner.getByRole('status')).toHaveText(
      `E-mail envoyé à ${user.email}. Pensez à vérifier vos courriers indésirables.`,
    )
    await checkA11y(page, `verify banner at ${width}px`)
    await shot(page, 'verify-banner', width)
    await page.goto('/pricing')
    await planCard(page, 'Starter').getByRole('button', { name: 'Souscrire' }).click()
    await expect(page.getByText('Confirmez votre adresse e-mail avant de souscrire')).toBeVisible()
    await expect(page).toHaveURL(/\/pricing$/)

    // Verified: the confirmation, then the Premium checkout opens by itself.
    const mail = await waitForMail(page.request, user.email, 'verify-email')
    await page.goto(firstLink(mail.text))
    await expect(page).toHaveURL(/\/billing\/local-checkout\/lcs_/, { timeout: 20_000 })
    await expect(page.getByText('Premium').first()).toBeVisible()
    await payWithTestCard(page)

    // Plan change: confirmed in a dialog (decision 010), then announced on the profile.
    await page.goto('/pricing')
    await planCard(page, 'Gold').getByRole('button', { name: 'Changer pour ce plan' }).click()
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
    await expect(page).toHaveURL(/\/profile\?change=scheduled&plan=gold$/)
    const flash = page.getByRole('status').filter({ hasText: 'Le passage à Gold est prévu' })
    await expect(flash).toBeVisible()
    await checkA11y(page, `plan change confirmation at ${width}px`)
    await shot(page, 'plan-changed', width)

    // Cancellation: confirmed in place.
    await page.getByRole('button', { name: "Annuler l'abonnement" }).click()
    await page.getByRole('button', { name: 'Oui, annuler' }).click()
    await expect(page.getByTestId('cancel-confirmation')).toContainText('Votre résiliation est enregistrée')
    await expect(page.getByTestId('cancel-confirmation')).toHaveRole('status')

    // Account deletion: confirmed on the home page it lands on.
    const data = page.getByRole('region', { name: 'Vos données' })
    await data.getByRole('button', { name: 'Supprimer mon compte' }).click()
    await data.getByLabel('Confirmez avec votre mot de passe').fill(user.password)
    await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre compte et vos données ont été supprimés.' }),
    ).toBeVisible()
    await checkA11y(page, `deletion confirmation at ${width}px`)
    await shot(page, 'account-deleted', width)
    await context.close()
  })

  test(`a password changed through the reset link is confirmed on the dashboard (${width}px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const user = await signUpAndVerify(page)
    await context.clearCookies()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
    await expect(page.getByText('Instructions de réinitialisation envoyées à votre email.')).toBeVisible()
    const mail = await waitForMail(page.request, user.email, 'reset-password')
    await page.goto(firstLink(mail.text))
    await page.getByLabel('Nouveau mot de passe').fill('NouveauMotdepasse2')
    await page.getByLabel('Confirmer le mot de passe').fill('NouveauMotdepasse2')
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('flash-notice')).toContainText('Votre mot de passe a été modifié.')
    await expect(page.getByTestId('flash-notice')).toHaveRole('status')
    await checkA11y(page, `password change confirmation at ${width}px`)
    await shot(page, 'password-changed', width)
    await context.close()
  })
}
