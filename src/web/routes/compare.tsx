/** /compare: two CVs against one job description (decision 14); the feature does the work. */
import { CompareView } from '../features/comparison/components/compare-view.tsx'
import { comparisonMessages } from '../features/comparison/messages.ts'
import { useT } from '../i18n/i18n.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

export default function ComparePage() {
  const t = useT(comparisonMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return <CompareView />
}
