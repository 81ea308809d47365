/**
 * Who is signed in, for the shell and the route guards. Read with a plain GET of better-auth's
 * /api/auth/get-session into a tiny store, so the landing page does not download the auth client
 * or the query library (its initial JavaScript must stay under 120 KB gzip). Account actions
 * (features/auth, lazy) use better-auth's client and call `refreshSession()` afterwards.
 */
import { useEffect, useSyncExternalStore } from 'react'

export type SessionUser = { id: string; email: string; emailVerified: boolean }
export type SessionState = { user: SessionUser | null; isPending: boolean }

let state: SessionState = { user: null, isPending: true }
let inflight: Promise<SessionUser | null> | null = null
let hasStarted = false
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

/** Reads the session from the server (again); concurrent callers share one request. */
export function refreshSession(): Promise<SessionUser | null> {
  hasStarted = true
  if (inflight) return inflight
  inflight = (async () => {
    try {
      const response = await fetch('/api/auth/get-session', {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      })
      const data = response.ok ? ((await response.json()) as { user?: SessionUser } | null) : null
      const user = data?.user
        ? { id: data.user.id, email: data.user.email, emailVerified: data.user.emailVerified }
        : null
      set({ user, isPending: false })
      return user
    } catch {
      // offline or server down: treat as signed out; protected pages send to /login
      set({ user: null, isPending: false })
      return null
    } finally {
      inflight = null
    }
  })()
  return inflight
}

/** After sign-out: forget the user at once. */
export function markSignedOut() {
  set({ user: null, isPending: false })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession(): SessionState {
  const snapshot = useSyncExternalStore(subscribe, () => state)
  useEffect(() => {
    if (!hasStarted) void refreshSession()
  }, [])
  return snapshot
}
