/**
 * The account calls of the web app, over better-auth's client. Each returns nothing on success
 * and throws an `AuthError` carrying the project's error code (see `toAuthFailure`).
 */
import type { PlanId } from '../../../../shared/plans.ts'
import { type AuthFailure, authClient, toAuthFailure } from '../../../lib/auth-client.ts'
import { refreshSession } from '../../../lib/session.ts'

export class AuthError extends Error {
  readonly failure: AuthFailure
  constructor(failure: AuthFailure) {
    super(failure.code)
    this.name = 'AuthError'
    this.failure = failure
  }
}

type Result<T> = { data: T | null; error: unknown }

async function run<T>(call: () => Promise<Result<T>>): Promise<T | null> {
  let result: Result<T>
  try {
    result = await call()
  } catch (cause) {
    throw new AuthError(toAuthFailure(cause))
  }
  if (result.error) throw new AuthError(toAuthFailure(result.error))
  return result.data
}

const RESET_EMAIL_KEY = 'adequat.resetEmail'

export async function signIn(input: { email: string; password: string }) {
  await run(() => authClient.signIn.email({ email: input.email, password: input.password }))
  await refreshSession()
}

/** Returns whether the account is signed in at once (else a verification e-mail was sent). */
/**
 * `plan`: the plan chosen on /pricing while signed out; the server keeps it with the new account
 * and its checkout opens once the e-mail is verified.
 */
export async function signUp(input: {
  email: string
  password: string
  plan?: PlanId | null
}): Promise<{ isSignedIn: boolean }> {
  const name = input.email.split('@')[0] ?? input.email
  const data = await run(() =>
    authClient.signUp.email({
      email: input.email,
      password: input.password,
      name,
      callbackURL: '/auth/callback?type=signup',
      ...(input.plan && { plan: input.plan }),
    }),
  )
  const isSignedIn = Boolean((data as { token?: string | null } | null)?.token)
  if (isSignedIn) await refreshSession()
  return { isSignedIn }
}

export async function resendVerification(email: string) {
  await run(() => authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback?type=signup' }))
}

/** Sends the reset e-mail; remembers the address so this browser can sign in after the reset. */
export async function requestPasswordReset(email: string) {
  await run(() => authClient.requestPasswordReset({ email, redirectTo: '/auth/callback?type=recovery' }))
  try {
    localStorage.setItem(RESET_EMAIL_KEY, email)
  } catch {
    // without storage the user signs in by hand after the reset
  }
}

/**
 * Sets the new password with the e-mailed token. The server revokes the old sessions; when this
 * browser asked for the reset, it signs in again with the new password. Returns whether it did.
 */
export async function resetPassword(input: {
  token: string
  newPassword: string
}): Promise<{ isSignedIn: boolean }> {
  await run(() => authClient.resetPassword({ token: input.token, newPassword: input.newPassword }))
  let email: string | null = null
  try {
    email = localStorage.getItem(RESET_EMAIL_KEY)
    localStorage.removeItem(RESET_EMAIL_KEY)
  } catch {
    email = null
  }
  if (!email) return { isSignedIn: false }
  try {
    await signIn({ email, password: input.newPassword })
    return { isSignedIn: true }
  } catch {
    return { isSignedIn: false }
  }
}

/** Reads the session again (e.g. after an e-mail link signed the user in). */
export function getSessionUser() {
  return refreshSession()
}
