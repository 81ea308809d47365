/**
 * Every public page in Chromium: it renders its heading, sets its own <title> and meta description,
 * and has no axe violation (WCAG 2.0/2.1 A and AA) — in French, and the landing page in English.
 */
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { checkA11y, signUpAndVerify } from './fixtures.ts'

const PUBLIC_PAGES = [
  { path: '/', heading: /Votre CV est-il fait pour ce poste/ },
  { path: '/login', heading: 'Connexion à votre compte' },
  { path: '/signup', heading: 'Créer un compte' },
  { path: '/pricing', heading: 'Des tarifs adaptés à vos besoins' },
  { path: '/privacy', heading: 'Politique de confidentialité' },
  { path: '/terms', heading: 'Conditions d’utilisation' },
  { path: '/about', heading: 'À propos d’Adéquat' },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/support', heading: 'Centre d’aide' },
  { path: '/update-password', heading: 'Réinitialiser votre mot de passe' },
  { path: '/auth/callback?type=unknown', heading: 'Vérification de votre compte...' },
  { path: '/dev/outbox', heading: 'Boîte d’envoi (développement)' },
  { path: '/page-qui-n-existe-pas', heading: 'Page introuvable' },
] as const

const titles = new Set<string>()

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path}: heading, title, description, no axe violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(/Adéquat/)
    const title = await page.title()
    expect(title, 'each page has its own title').not.toBe('Adéquat · Analyse de CV par IA')
    titles.add(title)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(30)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await checkA11y(page, path)
  })
}

test('the 404 page is shown for unknown paths and leads home', async ({ page }) => {
  await page.goto('/nulle-part/ici')
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the landing page switches to English, remembers it, and stays accessible', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Afficher le site en anglais' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: /Is your CV right for this job/ })).toBeVisible()
  await expect(page).toHaveTitle(/AI CV analysis/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /Is your CV right for this job/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
  await checkA11y(page, '/ (English)')
  await page.getByRole('button', { name: 'Show the site in French' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('signed out, the navigation offers Connexion and Commencer, and the CTA goes to /signup', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Tarifs' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Commencer', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Analyser mon CV gratuitement' }).click()
  await expect(page).toHaveURL(/\/signup$/)
})

test('the mobile menu opens, traps nothing, and closes with Escape giving focus back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeFocused()
  await checkA11y(page, 'mobile menu')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
  // nothing overflows sideways at 360 px
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})

test('the contact form checks every field before sending', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(3)
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sujet' })).toHaveValue('')
  await expect(page.getByRole('option', { name: 'Sélectionnez un sujet' })).toBeAttached()
  // the app's own messages, never the browser's bubbles
  await expect(page.locator('form[novalidate]')).toHaveCount(1)
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-describedby', 'contact-email-error')
})

test('the contact form fills in a signed-in user’s e-mail', async ({ page }) => {
  const user = await signUpAndVerify(page)
  await page.goto('/contact')
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('')
  await checkA11y(page, 'contact, signed in')
})

test('the landing page downloads at most 120 KB of JavaScript (gzip) before it is usable', async ({
  page,
}) => {
  const scripts = new Map<string, Buffer>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.body())
    }
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const gzipBytes = [...scripts.values()].reduce(
    (total, body) => total + gzipSync(body, { level: 9 }).length,
    0,
  )
  test.info().annotations.push({
    type: 'landing JS gzip',
    description: `${(gzipBytes / 1024).toFixed(1)} KB in ${scripts.size} files`,
  })
  const files = [...scripts].map(
    ([url, body]) => `${url.split('/').pop()} ${(gzipSync(body).length / 1024).toFixed(1)} KB`,
  )
  expect(gzipBytes, files.join('\n')).toBeLessThanOrEqual(120 * 1024)
  // the account pages' code is not part of it
  expect([...scripts.keys()].some((url) => /\/(login|signup|dashboard|profile)-/.test(url))).toBe(false)
})
