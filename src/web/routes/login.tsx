import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { returnPath } from '../app/protected-route.tsx'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { LoginForm } from '../features/auth/components/login-form.tsx'
import { useT } from '../i18n/i18n.tsx'
import { authMessages } from '../i18n/messages/auth.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { planFromState, rememberPlanChoice } from '../lib/plan-choice.ts'
import { useSession } from '../lib/session.ts'

export default function LoginPage() {
  const t = useT(authMessages)
  const location = useLocation()
  const navigate = useNavigate()
  const { user } = useSession()
  usePageMeta(t('loginMetaTitle'), t('loginMetaDescription'))
  const target = returnPath(location.state)
  const plan = planFromState(location.state)
  const hasUpdatedPassword = (location.state as { notice?: string } | null)?.notice === 'passwordUpdated'
  // The e-mail verification link lands here with ?verified=1 (it never signs anyone in).
  const [params] = useSearchParams()
  const hasVerifiedEmail = params.get('verified') === '1'
  if (user) return <Navigate to={target} replace />
  return (
    <AuthCard
      title={t('loginTitle')}
      subtitle={
        <>
          {t('noAccount')}{' '}
          <Link
            to="/signup"
            state={location.state}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('toSignup')}
          </Link>
        </>
      }
    >
      <LoginForm
        onSignedIn={async () => {
          if (plan) await rememberPlanChoice(plan)
          navigate(target, { replace: true })
        }}
        initialNotice={
          hasUpdatedPassword
            ? t('passwordUpdatedSignIn')
            : hasVerifiedEmail
              ? t('emailVerifiedSignIn')
              : undefined
        }
      />
    </AuthCard>
  )
}
