/**
 * Scroll positions as users expect them, at 390 px (where pages are long): a new page opens at the
 * top — after a link inside the app, a full page load to the payment page, a typed URL, the account
 * deletion — and back/forward (and a reload) give the page back where it was left.
 * The bugs this guards: every document loaded by the browser shared React Router's "default"
 * history key, so it restored the previous document's position (pages opened at the footer); and
 * /pricing, whose plan quotes load after the first render, reopened short of where it was left.
 */
import { expect, type Page, test } from '@playwright/test'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 390, height: 844 } })

/** Scrolls to the bottom once the page is there (its heading shown); returns the position. */
async function scrollToBottom(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(600)
  return page.evaluate(() => window.scrollY)
}

async function expectAtTop(page: Page, what: string) {
  // measured after the page has settled: a late restore would move it again
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY), `${what} opens at the top`).toBe(0)
}

async function expectNear(page: Page, y: number, what: string) {
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: `${what} keeps its position` })
    .toBeGreaterThan(y - 80)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 80)
}

test('a new page opens at the top; back, forward and reload keep the position', async ({ page }) => {
  // a link inside the app (client-side navigation), then back and forward
  await page.goto('/about')
  const aboutY = await scrollToBottom(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions d’utilisation' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expectAtTop(page, '/terms from a footer link')
  const termsY = await scrollToBottom(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  await expectNear(page, aboutY, '/about after back')
  await page.goForward()
  await expect(page).toHaveURL(/\/terms$/)
  await expectNear(page, termsY, '/terms after forward')

  // a typed URL (a full page load) after a page left scrolled down, then back to it
  await page.goto('/privacy')
  await expectAtTop(page, '/privacy typed after /terms scrolled down')
  await page.goto('/contact')
  await expectAtTop(page, '/contact typed after /privacy')
  await page.goBack()
  await expect(page).toHaveURL(/\/privacy$/)
  await expectAtTop(page, '/privacy after back (left at the top)')
  await page.goBack()
  await expect(page).toHaveURL(/\/terms$/)
  await expectNear(page, termsY, '/terms after back across full page loads')

  // a reload keeps the position
  await page.reload()
  await expectNear(page, termsY, '/terms after a reload')
  await checkA11y(page, 'terms after scroll restoration')
})

test('a page whose content arrives after the first render is still given back where it was left', async ({
  page,
}) => {
  await page.goto('/about')
  const aboutY = await scrollToBottom(page)
  // From now on each document shows its content 2 s late (as /pricing's quotes on a slow
  // connection): React Router's one restore finds a short document and is clamped. The browser's
  // own restoration, which may still be trying when content this early arrives, is switched off so
  // that only the app's is measured (on a loaded machine the content comes after it gave up).
  await page.addInitScript(() => {
    history.scrollRestoration = 'manual'
    const style = document.createElement('style')
    style.textContent = 'main { display: none !important }'
    // and no scroll anchoring, which would follow the footer down as the content comes in
    const noAnchoring = document.createElement('style')
    noAnchoring.textContent = 'html, body { overflow-anchor: none !important }'
    // the script may run before <html> exists
    const insert = () =>
      Boolean(document.documentElement?.append(style, noAnchoring) ?? document.documentElement)
    if (!insert()) {
      const observer = new MutationObserver(() => insert() && observer.disconnect())
      observer.observe(document, { childList: true })
    }
    setTimeout(() => style.remove(), 2000)
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNear(page, aboutY, '/about after a reload with late content')
})

test('the payment page and the home page after the account deletion open at the top', async ({ page }) => {
  const user = await signUpAndVerify(page)

  // /pricing scrolled down, then Premium: a full page load to the local checkout
  await page.goto('/pricing')
  const premium = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Premium', exact: true }) })
  const subscribe = premium.getByRole('button', { name: 'Souscrire' })
  await expect(subscribe).toBeEnabled()
  await scrollToBottom(page)
  // stop with the Premium card's button 200 px under the top, so the click does not scroll
  const pricingY = await subscribe.evaluate(
    (button) => button.getBoundingClientRect().top + window.scrollY - 200,
  )
  await page.evaluate((y) => window.scrollTo(0, y), pricingY)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
  // the position the page is really left at (what the back button should give back)
  await page.evaluate(() =>
    window.addEventListener('pagehide', () => sessionStorage.setItem('e2e-left-at', String(window.scrollY))),
  )
  await subscribe.click()
  await expect(page).toHaveURL(/\/billing\/local-checkout\/lcs_/)
  await expect(page.getByLabel('Numéro de carte')).toBeVisible()
  await expectAtTop(page, 'the payment page')
  await expect(page.getByLabel('Numéro de carte')).toBeInViewport()
  await page.screenshot({ path: 'test-results/screenshots/scroll-checkout-390.png' })
  await checkA11y(page, 'local checkout at 390 px')

  // Back to the pricing page: it reopens where it was left, though its plan quotes load after the first
  // render (decision 010) — the restored position is held while the page grows (scroll-restoration.ts).
  await page.goBack()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(premium.getByRole('button', { name: 'Souscrire' })).toBeEnabled()
  const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('e2e-left-at')))
  expect(leftAt).toBeGreaterThan(600)
  await expectNear(page, leftAt, '/pricing after back from the payment page')
  await page.screenshot({ path: 'test-results/screenshots/scroll-pricing-back-390.png' })

  // the account deletion (profile scrolled to its danger zone) lands on the home page at the top
  await page.goto('/profile')
  const data = page.getByRole('region', { name: 'Vos données' })
  await data.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await data.getByLabel('Confirmez avec votre mot de passe').fill(user.password)
  await scrollToBottom(page)
  await data.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Analyser mon CV gratuitement' })).toBeVisible()
  await expectAtTop(page, 'the home page after the account deletion')
  await page.screenshot({ path: 'test-results/screenshots/scroll-home-after-deletion-390.png' })
})
