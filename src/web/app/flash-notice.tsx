/**
 * A confirmation that follows an action to the page it lands on (issue 12): `?notice=<key>` after a
 * full page load (account deletion, a scheduled plan change) or the router state `{ flash: <key> }`
 * after a client-side navigation (password changed). Shown once with role="status" at the top of the
 * page, then removed from the address so a reload or a shared link does not repeat it; it goes away
 * on the next page or with its close button.
 */
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '../i18n/i18n.tsx'
import { noticeMessages } from '../i18n/messages/notices.ts'

const KEYS = {
  'password-updated': 'passwordUpdated',
  'plan-changed': 'planChanged',
  'account-deleted': 'accountDeleted',
} as const
export type FlashKey = keyof typeof KEYS

function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === 'string' && Object.hasOwn(KEYS, value)
}

export function FlashNotice() {
  const t = useT(noticeMessages)
  const location = useLocation()
  const navigate = useNavigate()
  const [shown, setShown] = useState<{ key: FlashKey; pathname: string } | null>(null)

  useEffect(() => {
    const search = new URLSearchParams(location.search)
    const state = (location.state ?? null) as ({ flash?: unknown } & Record<string, unknown>) | null
    const key = isFlashKey(state?.flash) ? state.flash : search.get('notice')
    if (!isFlashKey(key)) {
      setShown((current) => (current && current.pathname !== location.pathname ? null : current))
      return
    }
    setShown({ key, pathname: location.pathname })
    search.delete('notice')
    const { flash: _flash, ...rest } = state ?? {}
    const query = search.toString()
    navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null, preventScrollReset: true },
    )
  }, [location, navigate])

  if (!shown) return null
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <div
        role="status"
        data-testid="flash-notice"
        className="flex items-start justify-between gap-3 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm text-emerald-100"
      >
        <p>{t(KEYS[shown.key])}</p>
        <button
          type="button"
          onClick={() => setShown(null)}
          aria-label={t('dismiss')}
          className="-m-1 shrink-0 rounded-md p-1 text-emerald-100 hover:bg-emerald-500/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </div>
  )
}
