/** The profile's list of the account's sessions (GET /api/sessions). Never a token. */
import { z } from 'zod'

export const sessionItemSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent; null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.number(),
  lastActiveAt: z.number(),
  isCurrent: z.boolean(),
})
export type SessionItem = z.infer<typeof sessionItemSchema>

export const sessionListSchema = z.object({ sessions: z.array(sessionItemSchema) })
export type SessionList = z.infer<typeof sessionListSchema>

/** Idle limit: a session unused this long ends (better-auth's expiresIn, renewed daily when used). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60
/** Absolute limit: no session lives longer than this after sign-in, however active. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60
