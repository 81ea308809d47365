/**
 * Where e-mail links land (specification §2 'Auth callback', decision 16: sessions are cookies,
 * so no token in the fragment). type=recovery → /update-password with the reset token;
 * type=signup → /dashboard (verification links now land on /login or /dashboard themselves); otherwise an existing session → /dashboard (or the `state` JSON's
 * redirectTo), none → the error message and 'Retour à la connexion'.
 */
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { ButtonLink } from '../components/ui/button.tsx'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { getSessionUser } from '../features/auth/api/auth.ts'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { storeResetToken } from '../features/auth/reset-token.ts'
import { useT } from '../i18n/i18n.tsx'
import { authMessages } from '../i18n/messages/auth.ts'
import { usePageMeta } from '../lib/page-meta.ts'

function redirectFromState(raw: string | null): string {
  if (!raw) return '/dashboard'
  try {
    const value = JSON.parse(raw) as { redirectTo?: unknown }
    const to = value.redirectTo
    if (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//')) return to
  } catch {
    // not JSON: ignore it
  }
  return '/dashboard'
}

export default function AuthCallbackPage() {
  const t = useT(authMessages)
  usePageMeta(t('callbackMetaTitle'), t('callbackMetaDescription'))
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [hasFailed, setHasFailed] = useState(false)
  const hasRun = useRef(false)

  useEffect(() => {
    if (hasRun.current) return
    hasRun.current = true
    const type = params.get('type')
    const token = params.get('token')
    if (params.get('error')) {
      setHasFailed(true)
      return
    }
    if (type === 'recovery') {
      if (!token) {
        setHasFailed(true)
        return
      }
      storeResetToken(token)
      navigate('/update-password', { replace: true })
      return
    }
    if (type === 'signup') {
      // the verification link may have signed the user in: read the session before leaving
      getSessionUser().finally(() => navigate('/dashboard', { replace: true }))
      return
    }
    getSessionUser()
      .then((user) => {
        if (user) navigate(redirectFromState(params.get('state')), { replace: true })
        else setHasFailed(true)
      })
      .catch(() => setHasFailed(true))
  }, [params, navigate])

  if (!hasFailed) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 text-center">
        <h1 className="sr-only">{t('callbackTitle')}</h1>
        <LoadingMessage message={t('callbackTitle')} />
      </div>
    )
  }
  return (
    <AuthCard title={t('callbackTitle')}>
      <div className="space-y-5">
        <ErrorBox message={t('callbackError')} />
        <ButtonLink to="/login" fullWidth variant="outline" replace>
          {t('backToLogin')}
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
