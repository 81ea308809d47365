/** /compare: two CVs against one job description (decision 14); the feature does the work. */

import { comparisonMessages } from '../features/analysis/comparison-messages.ts'
import { CompareView } from '../features/analysis/components/compare-view.tsx'
import { useT } from '../i18n/i18n.tsx'
import { usePageMeta } from '../lib/page-meta.ts'

export default function ComparePage() {
  const t = useT(comparisonMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return <CompareView />
}
