import { ButtonLink } from '../components/ui/button.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function NotFoundPage() {
  const t = useT(commonMessages)
  usePageMeta(t('notFoundTitle'), t('notFoundDescription'))
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="bg-gradient-to-r from-indigo-300 to-sky-300 bg-clip-text text-7xl font-extrabold text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted">{t('notFoundText')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('backHome')}
      </ButtonLink>
    </div>
  )
}
