/**
 * Screenshots of every page at 1280 and 390 px into test-results/screenshots/, signed out and
 * (for the account pages) signed in, so a person can look at them. Also checks that nothing
 * overflows sideways at either width.
 */
import { expect, type Page, test } from '@playwright/test'
import { signUpAndVerify } from './fixtures.ts'

const WIDTHS = [1280, 390] as const
const PUBLIC = [
  ['home', '/'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['pricing', '/pricing'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['support', '/support'],
  ['update-password', '/update-password'],
  ['auth-callback-error', '/auth/callback?error=INVALID_TOKEN'],
  ['dev-outbox', '/dev/outbox'],
  ['not-found', '/introuvable'],
] as const
const SIGNED_IN = [
  ['dashboard', '/dashboard'],
  ['profile', '/profile'],
  ['checkout-success', '/checkout/success'],
  ['checkout-cancel', '/checkout/cancel'],
  ['home-signed-in', '/'],
] as const

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('h1').first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect.soft(overflow, `${name} overflows sideways at ${width}px`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
}

/** Each page loaded once and shot at every width: the layout is CSS only (no script reads the width). */
async function shootAtEveryWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await shoot(page, name, width)
  }
}

test(`public pages at ${WIDTHS.join(' and ')}px`, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
  const page = await context.newPage()
  for (const [name, path] of PUBLIC) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.goto(path)
    await shootAtEveryWidth(page, name)
  }
  await context.close()
})

test(`signed-in pages at ${WIDTHS.join(' and ')}px`, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
  const page = await context.newPage()
  await signUpAndVerify(page)
  for (const [name, path] of SIGNED_IN) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.goto(path)
    await shootAtEveryWidth(page, name)
  }
  // The account menu at 1280 px, the mobile menu at 390 px.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await page.getByRole('button', { name: /Menu du compte/ }).click()
  await page.screenshot({ path: 'test-results/screenshots/account-menu-1280.png' })
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 390, height: 900 })
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await page.screenshot({ path: 'test-results/screenshots/mobile-menu-390.png' })
  await context.close()
})
