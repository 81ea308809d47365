/**
 * Playwright helpers shared by the specs: a verified account made through the real sign-up form
 * and the dev outbox, sign-in through the login form, and an axe check (WCAG 2.0/2.1 A and AA)
 * that fails on any violation.
 */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const TEST_PASSWORD = 'Motdepasse1'

export type TestUser = { email: string; password: string }

let counter = 0
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}

type OutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  template: string
  createdAt: string
}

/** Newest message of the outbox for `to` (optionally of one template), waiting until it exists. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  template?: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        if (!response.ok()) return false
        const { messages } = (await response.json()) as { messages: OutboxMessage[] }
        found = messages.find((m) => m.to === to && (!template || m.template === template))
        return Boolean(found)
      },
      { message: `an e-mail${template ? ` (${template})` : ''} to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** The first link of an e-mail's text (the action link of our templates). */
export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s<>"')]+/)
  if (!match) throw new Error(`no link in the e-mail:\n${text}`)
  return match[0]
}

/**
 * Creates an account and opens the verification link from the outbox; ends on /dashboard, signed in.
 * `via: 'form'` goes through /signup as a user does (and ends on /dashboard?verified=1).
 */
export async function signUpAndVerify(
  page: Page,
  user: TestUser = { email: uniqueEmail(), password: TEST_PASSWORD },
  options: { via?: 'form' | 'api' } = {},
) {
  if (options.via === 'form') await signUpThroughTheForm(page, user)
  else {
    // Most tests are about what follows the sign-up: the same endpoint the form calls, without
    // rendering the form (auth.spec.ts goes through it), then the link of the e-mail.
    const origin = `http://127.0.0.1:${process.env.E2E_PORT}`
    const response = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin },
      data: {
        email: user.email,
        password: user.password,
        name: user.email.split('@')[0],
        callbackURL: '/auth/callback?type=signup',
      },
    })
    expect(response.status(), await response.text()).toBe(200)
    const mail = await waitForMail(page.request, user.email, 'verify-email')
    expect((await page.request.get(firstLink(mail.text))).ok()).toBe(true)
    await page.goto('/dashboard')
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
  return user
}

/** The sign-up form, then the link of the e-mail, as a new user goes through them. */
async function signUpThroughTheForm(page: Page, user: TestUser) {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await page.getByLabel('Confirmer le mot de passe').fill(user.password)
  await page.getByRole('button', { name: "S'inscrire" }).click()
  // The sign-up has answered and its session cookie is set once the form has moved on: the e-mail
  // can be in the outbox earlier, and a link opened before the cookie would land on /login.
  await expect(page).not.toHaveURL(/\/signup$/, { timeout: 15_000 })
  const mail = await waitForMail(page.request, user.email, 'verify-email')
  await page.goto(firstLink(mail.text))
  // The link opens no session: the browser is signed in by sign-up, so it lands on the dashboard.
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre adresse email est confirmée.' }),
  ).toBeVisible()
}

/** Signs in through /login (the page must not be signed in). */
export async function login(page: Page, user: TestUser, options: { goto?: boolean } = {}) {
  if (options.goto !== false) await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Connexion à votre compte' })).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).not.toHaveURL(/\/login$/)
}

/** Runs axe with the WCAG 2.0 and 2.1 A/AA rules; fails listing every violation. */
export async function checkA11y(page: Page, context?: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  )
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([])
}
