/**
 * What Premium sells, in Chromium (decision 14): a Premium user (paid through the local checkout
 * with the test card) downloads the PDF report of an analysis and compares two real CVs on
 * /compare; a free user gets the upgrade boxes instead. Axe on the new screens; screenshots at
 * 1280 and 390 px.
 */
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { extractText } from 'unpdf'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

test.describe.configure({ timeout: 240_000 })

const CV_PYTHON = 'test/fixtures/cv/en_rendercv_classic_typst.pdf'
const CV_FINANCE = 'test/fixtures/cv/fr_arthurbernard_cv.pdf'
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé pour rejoindre notre équipe data. ' +
  'Compétences requises : Python, SQL, Docker, Kubernetes, Git et anglais courant. ' +
  'Une expérience en machine learning est un plus.'
const SHOTS = 'test-results/screenshots'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/premium-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Drops a file on a drop zone the way a browser does: a DataTransfer carried by drag events. */
async function dropFile(page: Page, zoneName: string, path: string, name: string) {
  const base64 = readFileSync(path).toString('base64')
  const zone = page.getByRole('button', { name: zoneName, exact: true })
  const transfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const dt = new DataTransfer()
      dt.items.add(new File([bytes], name, { type: 'application/pdf' }))
      return dt
    },
    { base64, name },
  )
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

async function analyseViaApi(page: Page) {
  const res = await page.request.post('/api/analyses', {
    headers: { accept: 'application/json', origin: new URL(page.url()).origin },
    multipart: {
      cv: { name: 'cv-ingénieur.pdf', mimeType: 'application/pdf', buffer: readFileSync(CV_PYTHON) },
      jobDescription: JOB,
    },
  })
  expect(res.status()).toBe(201)
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

test('a Premium user downloads a PDF report and compares two CVs', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await subscribePremium(page)
  await analyseViaApi(page)

  // The report, from the history and from the result view.
  await page.goto('/dashboard')
  await expect(page.getByTestId('plan-line')).toContainText('Plan Premium')
  await expect(page.getByTestId('comparison-upgrade')).toHaveCount(0)
  const item = page.getByTestId('history-item').first()
  await expect(item.getByRole('link', { name: /Télécharger le rapport PDF de l’analyse/ })).toBeVisible()
  await item.getByRole('button', { name: /^Ouvrir/ }).click()
  await expect(page.getByTestId('analysis-result')).toBeVisible()
  await expect(page.getByTestId('report-upgrade')).toHaveCount(0)
  // the report's button beside 'Relancer' and 'Nouvelle analyse' has their height, at both widths
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const heights = await page
      .getByTestId('result-actions')
      .locator('a, button')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetHeight))
    expect(heights, `result actions at ${width}px`).toHaveLength(3)
    expect(new Set(heights).size, `result actions at ${width}px: ${heights.join(', ')}`).toBe(1)
    await page.screenshot({
      path: `test-results/screenshots/layout-result-premium-${width}.png`,
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  // A subscriber's result is complete: no 'Version limitée', three readable suggestions, and the
  // plan's 15 interview questions, none of them locked.
  const analysisResult = page.getByTestId('analysis-result')
  await expect(analysisResult.getByText('Version limitée')).toHaveCount(0)
  await expect(page.getByTestId('suggestions').locator(':scope > li')).toHaveCount(3)
  await expect(analysisResult.getByText(/réservée aux abonnés/)).toHaveCount(0)
  await expect(analysisResult.locator('button[aria-expanded]')).toHaveCount(15)
  const downloadPromise = page.waitForEvent('download')
  await page.getByTestId('analysis-result').getByRole('link', { name: 'Télécharger le rapport PDF' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^rapport-adequat-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/)
  const pdf = readFileSync(await download.path())
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  expect(text).toContain('Adéquat')
  expect(text).toContain('Préparation à l’entretien')
  expect(text).toContain('cv-ingénieur.pdf')
  await checkA11y(page, 'dashboard with the report button')
  await shoot(page, 'dashboard-result')

  // The comparison: from the dashboard to /compare, two real CVs, the same six steps, the result.
  await page.getByRole('link', { name: 'Comparer deux CV' }).click()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Comparer deux CV' })).toBeVisible()
  await expect(page.getByText('Aucune comparaison pour le moment.')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Comparer les CV' })
  await expect(submit).toBeDisabled()
  await dropFile(page, 'CV A', CV_PYTHON, 'cv-data.pdf')
  await dropFile(page, 'CV B', CV_FINANCE, 'cv-finance.pdf')
  await page.getByLabel('Description du poste').fill(JOB)
  await expect(submit).toBeEnabled()
  await checkA11y(page, 'compare form')
  await shoot(page, 'compare-form')

  await submit.click()
  await expect(page.getByTestId('analysis-steps')).toBeVisible()
  const result = page.getByTestId('comparison-result')
  await expect(result).toBeVisible({ timeout: 90_000 })
  await expect(page.getByTestId('recommendation')).toContainText('Envoyez le CV A')
  await expect(page.getByTestId('recommendation')).toContainText(
    /il obtient \d+\/100 contre \d+\/100 pour le CV B/,
  )
  const sides = page.getByTestId('comparison-side')
  await expect(sides).toHaveCount(2)
  await expect(sides.nth(0)).toContainText('cv-data.pdf')
  await expect(sides.nth(0)).toContainText('Recommandé')
  await expect(sides.nth(1)).toContainText('cv-finance.pdf')
  const comparisonRows = page.locator('[data-testid="history-item"][data-kind="comparison"]')
  await expect(comparisonRows).toHaveCount(1)
  await checkA11y(page, 'comparison result')
  await shoot(page, 'compare-result')

  // One analysis and one comparison (two analyses) spent; the one history lists both, each row
  // saying which it is, and the comparison's row opens it on /compare.
  await page.goto('/dashboard')
  await expect(page.getByTestId('plan-line')).toContainText('27 analyses restantes ce mois-ci')
  const rows = page.getByTestId('history-item')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'comparison')
  await expect(rows.nth(0)).toContainText('Comparaison de deux CV')
  await expect(rows.nth(0)).toContainText('cv-data.pdf')
  await expect(rows.nth(0)).toContainText('cv-finance.pdf')
  await expect(rows.nth(0)).toContainText('CV A recommandé')
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'analysis')
  await rows
    .nth(0)
    .getByRole('button', { name: /^Ouvrir la comparaison/ })
    .click()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByTestId('recommendation')).toContainText('Envoyez le CV A')

  // Reopened after a reload, then deleted with its two analyses.
  await page.goto('/compare')
  const saved = comparisonRows
  await saved.getByRole('button', { name: /^Ouvrir/ }).click()
  await expect(page.getByTestId('recommendation')).toContainText('Envoyez le CV A')
  await saved.getByRole('button', { name: /^Supprimer/ }).click()
  await page.getByRole('button', { name: 'Oui, supprimer' }).click()
  await expect(page.getByText('Aucune comparaison pour le moment.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Comparer les CV' })).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByTestId('history-item')).toHaveCount(1)
  await context.close()
})

test('a free user sees the upgrade boxes instead of the report and the comparison', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await analyseViaApi(page)
  await page.goto('/dashboard')
  await expect(page.getByTestId('comparison-upgrade')).toContainText('Comparez deux CV face à une offre')
  await expect(page.getByRole('link', { name: 'Comparer deux CV' })).toHaveCount(0)
  await page
    .getByTestId('history-item')
    .first()
    .getByRole('button', { name: /^Ouvrir/ })
    .click()
  await expect(page.getByTestId('analysis-result')).toBeVisible()
  await expect(page.getByTestId('report-download')).toHaveCount(0)
  await expect(page.getByTestId('report-upgrade')).toContainText(
    'Le rapport PDF est inclus dans les plans Premium et Gold.',
  )
  await checkA11y(page, 'free dashboard result')

  await page.goto('/compare')
  await expect(page.getByRole('heading', { level: 1, name: 'Comparer deux CV' })).toBeVisible()
  await expect(page.getByTestId('comparison-upgrade')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Comparer les CV' })).toHaveCount(0)
  await page.getByTestId('comparison-upgrade').getByRole('link', { name: 'Voir les plans' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await page.goto('/compare')
  await checkA11y(page, 'compare for a free user')
  await shoot(page, 'compare-free')

  // The server refuses too.
  const report = await page.request.get('/api/analyses/00000000-0000-0000-0000-000000000000/report.pdf')
  expect(report.status()).toBe(403)
  await context.close()
})
