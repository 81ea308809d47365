/**
 * Layout of the screens where a user decides to pay (issue 12), at 1280 and 390 px: one upgrade
 * call to action per screen on a free user's dashboard and result, the result's cards and buttons
 * (no empty block, no stretched card, buttons of one height, no dangling separator, a long file name
 * cut with its extension kept), and the pricing buttons of a trial user whose labels fit. Screenshots
 * in test-results/screenshots/layout-*.
 */
import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

test.describe.configure({ timeout: 180_000 })

const CV = 'test/fixtures/cv/en_rendercv_classic_typst.pdf'
const LONG_NAME = 'Marie-Dupont-Developpeuse-Fullstack-Senior-Candidature-2026-cv.pdf'
const JOB =
  'Développeur Python confirmé. Compétences requises : Python, Django, PostgreSQL, Docker, Git. Anglais courant.'

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(200)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name} overflows sideways at ${width}px`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `test-results/screenshots/layout-${name}-${width}.png`, fullPage: true })
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box
}

/** Every element of the result reachable by `selector` has the same height (within 1 px). */
async function expectSameHeights(locator: Locator, what: string) {
  // layout heights: the Premium card is scaled up on purpose
  const heights = await locator.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetHeight))
  expect.soft(heights.length, what).toBeGreaterThan(1)
  expect
    .soft(Math.max(...heights) - Math.min(...heights), `${what}: ${heights.join(', ')}`)
    .toBeLessThanOrEqual(1)
}

test('a free result: one upgrade call to action, tidy cards, buttons and file name', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  const res = await page.request.post('/api/analyses', {
    headers: { accept: 'application/json', origin: new URL(page.url()).origin },
    multipart: {
      cv: { name: LONG_NAME, mimeType: 'application/pdf', buffer: readFileSync(CV) },
      jobDescription: JOB,
    },
  })
  expect(res.status()).toBe(201)

  // The dashboard before a result: the comparison's box is the one call to action.
  await page.goto('/dashboard')
  await expect(page.getByTestId('history-item')).toHaveCount(1)
  for (const width of [1280, 390]) {
    await shoot(page, 'dashboard-free', width)
    await expect.soft(page.locator('[data-upgrade="box"]')).toHaveCount(1, { timeout: 3000 })
    // the history row's file name keeps its extension in sight
    const historyExt = page.getByTestId('history-item').getByText('.pdf', { exact: true })
    await historyExt.scrollIntoViewIfNeeded()
    await expect.soft(historyExt).toBeInViewport({ timeout: 3000 })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  await page
    .getByTestId('history-item')
    .getByRole('button', { name: /^Ouvrir/ })
    .click()
  const result = page.getByTestId('analysis-result')
  await expect(result).toBeVisible()

  for (const width of [1280, 390]) {
    await shoot(page, 'result-free', width)
    // one box with its button on the whole screen; the others are short notes without a button
    await expect.soft(page.locator('[data-upgrade="box"]')).toHaveCount(1)
    await expect.soft(page.getByRole('link', { name: 'Voir les plans' })).toHaveCount(1)
    await expect
      .soft(page.getByTestId('report-upgrade'))
      .toContainText('Le rapport PDF est inclus dans les plans Premium et Gold.')
    await expect.soft(page.getByTestId('comparison-upgrade')).toBeVisible()

    // the score card: the ring centred in what the card has (no empty block under it)
    const score = page.getByRole('region', { name: 'Score de compatibilité' })
    const body = score.getByTestId('score-body')
    const ring = score.getByRole('img', { name: /Score de compatibilité/ })
    const [scoreBox, bodyBox, ringBox] = [await boxOf(score), await boxOf(body), await boxOf(ring)]
    const centre = (b: { y: number; height: number }) => b.y + b.height / 2
    expect.soft(Math.abs(centre(ringBox) - centre(bodyBox)), 'ring centred in its card').toBeLessThan(4)
    expect.soft(scoreBox.y + scoreBox.height - (bodyBox.y + bodyBox.height), 'card padding').toBeLessThan(32)

    // the history card beside (under, at 390) the result ends with its content
    const history = page.getByRole('region', { name: 'Historique des analyses' })
    const historyBox = await boxOf(history)
    const lastBottom = await history.evaluate(
      (el) => el.lastElementChild?.getBoundingClientRect().bottom ?? 0,
    )
    expect.soft(historyBox.y + historyBox.height - lastBottom, 'history card stretched').toBeLessThan(32)

    // the result's actions side by side have one height
    await expectSameHeights(result.getByTestId('result-actions').locator('a, button'), 'result actions')

    // the file name on one line, cut in its middle with the extension shown
    const file = result.getByTestId('file-name')
    await expect.soft(file).toHaveAttribute('title', LONG_NAME)
    const lines = await file.evaluate((el) => {
      const rects = [...el.getClientRects()]
      const tops = new Set(rects.map((r) => Math.round(r.top)))
      return tops.size
    })
    expect.soft(lines, 'file name on one line').toBe(1)
    const ext = file.getByText('.pdf', { exact: true })
    await ext.scrollIntoViewIfNeeded()
    await expect.soft(ext).toBeInViewport()
    const [fileBox, extBox] = [await boxOf(file), await boxOf(ext)]
    expect.soft(extBox.x + extBox.width).toBeLessThanOrEqual(fileBox.x + fileBox.width + 1)
    expect.soft(Math.abs(extBox.y - fileBox.y)).toBeLessThan(4)

    // no separator at the start or end of a line in the plan line
    const dangling = await page.getByTestId('plan-line').evaluate((line) => {
      const items = [...line.children].filter((el) => el.getBoundingClientRect().width > 0)
      return items.some((el, i) => {
        if (el.textContent?.trim() !== '·') return false
        const top = el.getBoundingClientRect().top
        const before = items[i - 1]?.getBoundingClientRect().top
        const after = items[i + 1]?.getBoundingClientRect().top
        return before === undefined || after === undefined || before !== top || after !== top
      })
    })
    expect.soft(dangling, 'a dangling separator').toBe(false)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await checkA11y(page, 'free result')
  await context.close()
})

test('a trial user’s pricing buttons fit their cards, with one height per row', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  await page.goto('/pricing')
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
  await card('1€ Trial').getByRole('button', { name: "Commencer l'essai" }).click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\//)
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM/AA)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page.getByText('Votre abonnement est maintenant actif.')).toBeVisible()

  await page.goto('/pricing')
  await expect(card('1€ Trial').getByTestId('current-plan-trial')).toBeVisible()
  for (const width of [1280, 390]) {
    await shoot(page, 'pricing-trial', width)
    const buttons = page.locator('main ul li button')
    await expect.soft(buttons).toHaveCount(3)
    const fits = await buttons.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent,
        fits:
          el.scrollWidth <= el.clientWidth &&
          [...el.querySelectorAll('*')].every((c) => {
            const r = c.getBoundingClientRect()
            const b = el.getBoundingClientRect()
            return r.left >= b.left - 0.5 && r.right <= b.right + 0.5
          }),
      })),
    )
    for (const f of fits) expect.soft(f.fits, `${f.text} fits its button at ${width}px`).toBe(true)
    await expectSameHeights(buttons, `pricing buttons at ${width}px`)
    // one line each: as tall as the current plan's mark beside them
    const markHeight = await card('1€ Trial')
      .getByTestId('current-plan-trial')
      .evaluate((el) => (el as HTMLElement).offsetHeight)
    const heights = await buttons.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetHeight))
    expect.soft(heights, `pricing labels on one line at ${width}px`).toEqual(heights.map(() => markHeight))
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await checkA11y(page, 'pricing for a trial user')
  await context.close()
})
