/**
 * The one history (issue 11), in Chromium: a Premium user's single analysis and comparison in one
 * list on the dashboard, each row saying which it is; a comparison opens on /compare, where the
 * same list starts on the comparisons, and an analysis chosen there opens on the dashboard; keyboard
 * only; the empty state. Axe; screenshots at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

test.describe.configure({ timeout: 240_000 })

const CV_PYTHON = 'test/fixtures/cv/en_rendercv_classic_typst.pdf'
const CV_FINANCE = 'test/fixtures/cv/fr_arthurbernard_cv.pdf'
const JOB =
  'Ingénieur logiciel Python. Nous recherchons un ingénieur logiciel Python confirmé pour notre équipe data. ' +
  'Compétences requises : Python, SQL, Docker, Kubernetes, Git et anglais courant.'
const SHOTS = 'test-results/screenshots'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/history-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function subscribePremium(page: Page) {
  await page.goto('/pricing')
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Premium', exact: true }) })
    .getByRole('button', { name: 'Souscrire' })
    .click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\/lcs_/)
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
}

/** Drops a file on a drop zone the way a browser does: a DataTransfer carried by drag events. */
async function dropFile(page: Page, zoneName: string, name: string, content: string) {
  const zone = page.getByRole('button', { name: zoneName, exact: true })
  const transfer = await page.evaluateHandle(
    ({ name, content }) => {
      const dt = new DataTransfer()
      dt.items.add(new File([content], name))
      return dt
    },
    { name, content },
  )
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

function pdf(name: string, path: string) {
  return { name, mimeType: 'application/pdf', buffer: readFileSync(path) }
}

test('one history of analyses and comparisons, on the dashboard and on /compare', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await subscribePremium(page)

  // Empty; a refused file is said beside its field, and the offer typed stays.
  await page.goto('/dashboard')
  await expect(page.getByText('Aucune analyse pour le moment. Vos analyses apparaîtront ici.')).toBeVisible()
  await page.getByLabel('Description du poste').fill(JOB)
  await dropFile(page, 'Votre CV', 'notes.txt', 'pas un CV')
  const refused = page
    .getByRole('alert')
    .filter({ hasText: "Le type de fichier .txt n'est pas pris en charge" })
  await expect(refused).toBeVisible()
  await expect(page.getByLabel('Description du poste')).toHaveValue(JOB)
  await expect(page.getByRole('button', { name: 'Analyser le CV' })).toBeDisabled()
  await checkA11y(page, 'dashboard with a refused file')
  await shoot(page, 'dashboard-empty')

  const headers = { accept: 'application/json', origin: new URL(page.url()).origin }
  const single = await page.request.post('/api/analyses', {
    headers,
    multipart: { cv: pdf('cv-ingénieur.pdf', CV_PYTHON), jobDescription: JOB },
  })
  expect(single.status()).toBe(201)
  const duo = await page.request.post('/api/comparisons', {
    headers,
    multipart: {
      cvA: pdf('cv-data.pdf', CV_PYTHON),
      cvB: pdf('cv-finance.pdf', CV_FINANCE),
      jobDescription: JOB,
    },
  })
  expect(duo.status()).toBe(201)

  // Mixed: the comparison (newest) is one row with both CVs and scores, then the analysis.
  await page.reload()
  const rows = page.getByTestId('history-item')
  await expect(rows).toHaveCount(2)
  await expect(page.getByTestId('history-count')).toHaveText('2 sur 2')
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'comparison')
  await expect(rows.nth(0)).toContainText('Comparaison de deux CV')
  await expect(rows.nth(0)).toContainText(/cv-data\.pdf\s*\d+\/100/)
  await expect(rows.nth(0)).toContainText(/cv-finance\.pdf\s*\d+\/100/)
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'analysis')
  await expect(rows.nth(1)).toContainText('cv-ingénieur.pdf')
  await expect(rows.nth(1)).toContainText('Analyse')
  await checkA11y(page, 'dashboard with a mixed history')
  await shoot(page, 'dashboard-mixed')

  // The filter, on the server.
  await page.getByLabel('Type d’analyse').selectOption('comparison')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAttribute('data-kind', 'comparison')
  await page.getByLabel('Type d’analyse').selectOption('all')
  await expect(rows).toHaveCount(2)

  // Keyboard only: the comparison's 'Ouvrir' opens it on /compare.
  const openComparison = rows.nth(0).getByRole('button', { name: /^Ouvrir la comparaison/ })
  await openComparison.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByTestId('comparison-result')).toBeVisible()
  await shoot(page, 'compare-opened')

  // On /compare the same list starts on the comparisons; an analysis chosen there opens on the dashboard.
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAttribute('data-kind', 'comparison')
  await page.getByLabel('Type d’analyse').selectOption('all')
  await expect(rows).toHaveCount(2)
  await rows
    .nth(1)
    .getByRole('button', { name: /^Ouvrir l’analyse/ })
    .click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('analysis-result')).toBeVisible()
  await expect(page.getByTestId('analysis-result')).toContainText('cv-ingénieur.pdf')

  // Deleting the comparison (after its confirmation) removes one row and its two analyses.
  await rows
    .nth(0)
    .getByRole('button', { name: /^Supprimer la comparaison/ })
    .click()
  await expect(rows.nth(0)).toContainText('Supprimer cette comparaison et ses deux analyses ?')
  await page.getByRole('button', { name: 'Oui, supprimer' }).click()
  await expect(rows).toHaveCount(1)
  await expect(page.getByTestId('history-count')).toHaveText('1 sur 1')
  await context.close()
})
