/**
 * /dashboard: the analysis screen (specification §2 'Dashboard'); the feature does the work.
 * `?verified=1` (the e-mail verification link, followed while signed in) adds a confirmation.
 */
import { useSearchParams } from 'react-router'
import { DashboardView } from '../features/analysis/components/dashboard-view.tsx'
import { analysisMessages } from '../features/analysis/messages.ts'
import { Notice } from '../features/auth/components/auth-card.tsx'
import { useT } from '../i18n/i18n.tsx'
import { authMessages } from '../i18n/messages/auth.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function DashboardPage() {
  const t = useT(analysisMessages)
  const tAuth = useT(authMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  const [params] = useSearchParams()
  return (
    <>
      {params.get('verified') === '1' && (
        <div className="mx-auto max-w-5xl px-4 pt-6">
          <Notice>{tAuth('emailVerified')}</Notice>
        </div>
      )}
      <DashboardView />
    </>
  )
}
