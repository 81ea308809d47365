import { Suspense, useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { LoadingMessage } from '../components/ui/loading-message.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { FlashNotice } from './flash-notice.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { useSettledScrollRestoration } from './scroll-restoration.ts'

/** After <ScrollRestoration />: holds its position while the page's content arrives. */
function SettledScrollRestoration() {
  useSettledScrollRestoration()
  return null
}

/** The shell around every page: skip link, header, main landmark, footer. */
export function RootLayout() {
  const t = useT(commonMessages)
  const navigation = useNavigation()
  const location = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const isFirstPage = useRef(true)
  // After a client-side navigation, move focus to the new page so screen readers start there
  // (not on the first load, and not for in-page anchors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [location.pathname])
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-brand focus:px-4 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent" />
      )}
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <FlashNotice />
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
      <SettledScrollRestoration />
    </div>
  )
}
