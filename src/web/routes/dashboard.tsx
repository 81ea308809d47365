/** /dashboard: the analysis screen (specification §2 'Dashboard'); the feature does the work. */
import { DashboardView } from '../features/analysis/components/dashboard-view.tsx'
import { analysisMessages } from '../features/analysis/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

export default function DashboardPage() {
  const t = useT(analysisMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return <DashboardView />
}
