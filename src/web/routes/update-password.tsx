import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ErrorBox } from '../components/ui/error-box.tsx'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { UpdatePasswordForm } from '../features/auth/components/update-password-form.tsx'
import { clearResetToken, readResetToken } from '../features/auth/reset-token.ts'
import { useT } from '../i18n/i18n.tsx'
import { authMessages } from '../i18n/messages/auth.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function UpdatePasswordPage() {
  const t = useT(authMessages)
  const navigate = useNavigate()
  usePageMeta(t('updateTitle'), t('updateMetaDescription'))
  const [params] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? readResetToken())
  return (
    <AuthCard title={t('updateTitle')} subtitle={t('updateSubtitle')}>
      {token ? (
        <UpdatePasswordForm
          token={token}
          onDone={(isSignedIn) => {
            clearResetToken()
            if (isSignedIn) navigate('/dashboard', { replace: true, state: { flash: 'password-updated' } })
            else
              navigate('/login', {
                replace: true,
                state: { notice: 'passwordUpdated', from: { pathname: '/dashboard' } },
              })
          }}
        />
      ) : (
        <ErrorBox message={t('updateNoToken')} />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </AuthCard>
  )
}
