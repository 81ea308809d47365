import { useRouteError } from 'react-router'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'

/** Shown when a page fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const t = useT(commonMessages)
  const error = useRouteError()
  console.error(error)
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <h1 className="text-3xl font-bold">{t('errorTitle')}</h1>
      <p className="text-muted">{t('errorText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        <ButtonLink to="/" variant="outline" reloadDocument>
          {t('backHome')}
        </ButtonLink>
      </div>
    </main>
  )
}
