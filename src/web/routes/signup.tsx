import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { returnPath } from '../app/protected-route.tsx'
import { AuthCard } from '../features/auth/components/auth-card.tsx'
import { SignupForm } from '../features/auth/components/signup-form.tsx'
import { useT } from '../i18n/i18n.tsx'
import { authMessages } from '../i18n/messages/auth.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { planFromState } from '../lib/plan-choice.ts'
import { useSession } from '../lib/session.ts'

export default function SignupPage() {
  const t = useT(authMessages)
  const location = useLocation()
  const navigate = useNavigate()
  const { user } = useSession()
  usePageMeta(t('signupMetaTitle'), t('signupMetaDescription'))
  const target = returnPath(location.state)
  const plan = planFromState(location.state)
  if (user) return <Navigate to={target} replace />
  return (
    <AuthCard
      title={t('signupTitle')}
      subtitle={
        <>
          {t('hasAccount')}{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('toLogin')}
          </Link>
        </>
      }
    >
      <SignupForm plan={plan} onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  )
}
