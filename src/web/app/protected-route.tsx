/**
 * Guards the signed-in pages: a spinner while the session is read; without a user, a redirect to
 * /login that replaces the history entry and carries the requested location (the login page
 * returns there after sign-in).
 */
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { useSession } from '../lib/session.ts'

export type FromState = { from?: { pathname: string; search?: string; hash?: string } }

export function ProtectedRoute() {
  const t = useT(commonMessages)
  const { user, isPending } = useSession()
  const location = useLocation()
  if (isPending) return <LoadingMessage message={t('sessionLoading')} className="min-h-[50vh]" />
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/login" replace state={state} />
  }
  return <Outlet />
}

/** Where to go after sign-in: the protected page that sent the visitor here, else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from
  if (
    from &&
    typeof from.pathname === 'string' &&
    from.pathname.startsWith('/') &&
    !from.pathname.startsWith('//')
  ) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  }
  return '/dashboard'
}
