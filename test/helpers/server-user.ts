/**
 * A user of a real server started by test/helpers/child-server.ts (outside production, where its
 * development outbox answers): signs up over HTTP, follows the verification link of the e-mail and
 * signs in, checking each answer. For the app in this process, `createTestApp().signUp()` does the same.
 */
import { expect } from 'vitest'
import { cookieHeaderFrom, linkIn } from './app.ts'

export const SERVER_USER_PASSWORD = 'Correct-Horse-42'

export async function signUpOnServer(
  base: string,
  prefix = 'user',
): Promise<{ email: string; password: string; cookie: string }> {
  const headers = { origin: base, 'content-type': 'application/json' }
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = SERVER_USER_PASSWORD
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, confirmPassword: password, callbackURL: '/auth/callback' }),
  })
  expect(signUp.status, 'sign-up').toBe(200)
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { template: string; text: string }[]
  }
  const verifyMail = outbox.messages.find((m) => m.template === 'verify-email')
  expect(verifyMail, 'verification e-mail').toBeDefined()
  const link = linkIn(verifyMail!)
  const verified = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' })
  expect(verified.status, 'verification link').toBe(302)
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  expect(signIn.status, 'sign-in').toBe(200)
  return { email, password, cookie: cookieHeaderFrom(signIn) }
}
