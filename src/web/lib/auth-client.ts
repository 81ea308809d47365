/**
 * better-auth's browser client, for the account actions (lazy pages only). Sessions are HttpOnly
 * cookies (decision 16); the shell reads who is signed in through lib/session.ts.
 */
import { createAuthClient } from 'better-auth/react'
import { ERROR_STATUS, type ErrorCode, isErrorEnvelope } from '../../shared/errors.ts'

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
})

/** better-auth's own error codes, for when an answer is not in the project's envelope. */
const BETTER_AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'WEAK_PASSWORD',
  INVALID_EMAIL: 'VALIDATION',
}

export type AuthFailure = {
  code: ErrorCode
  fields?: Record<string, string>
  params?: Record<string, string | number>
}

/**
 * Reads an error from the auth client: the project's envelope when the server wraps better-auth,
 * better-auth's own `{ code, status }` otherwise.
 */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isErrorEnvelope(error)) return error.error
  if (error && typeof error === 'object') {
    const value = error as { code?: unknown; status?: unknown; error?: unknown }
    if (isErrorEnvelope({ error: value.error })) return (value as { error: AuthFailure }).error
    if (typeof value.code === 'string') {
      if (value.code in ERROR_STATUS) return { code: value.code as ErrorCode }
      const mapped = BETTER_AUTH_CODES[value.code]
      if (mapped) return { code: mapped }
    }
    if (value.status === 429) return { code: 'RATE_LIMITED' }
    if (value.status === 401) return { code: 'INVALID_CREDENTIALS' }
    if (typeof value.status === 'number' && value.status >= 500) return { code: 'SERVICE_UNAVAILABLE' }
  }
  return { code: 'INTERNAL' }
}
