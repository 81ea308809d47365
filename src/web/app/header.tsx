/**
 * Top navigation (specification §2 'Navigation and shell'): Home, Dashboard (signed in only),
 * Pricing; signed out 'Connexion' / 'Commencer'; signed in a menu labelled with the e-mail's local
 * part (Profile, Dashboard, 'Se déconnecter'). Below `md` a mobile menu mirrors it: Escape closes
 * it and gives focus back to its button; the first item gets focus when it opens.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from '../components/logo.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { cn } from '../lib/cn.ts'
import { type SessionUser, useSession } from '../lib/session.ts'
import { LangSwitch } from './lang-switch.tsx'
import { useSignOut } from './use-sign-out.ts'

export function localPart(email: string): string {
  const at = email.indexOf('@')
  return at > 0 ? email.slice(0, at) : email
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-ink bg-surface-2' : 'text-muted hover:text-ink',
  )

export function Header() {
  const t = useT(commonMessages)
  const { user, isPending } = useSession()
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkClass}>
                {t('home')}
              </NavLink>
            </li>
            {user && (
              <li>
                <NavLink to="/dashboard" className={navLinkClass}>
                  {t('dashboard')}
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to="/pricing" className={navLinkClass}>
                {t('pricing')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <LangSwitch />
          {isPending ? (
            <span className="h-9 w-40" aria-hidden="true" />
          ) : user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" size="sm">
                {t('login')}
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                {t('getStarted')}
              </ButtonLink>
            </>
          )}
        </div>
        <MobileMenu user={user} />
      </div>
    </header>
  )
}

/** Closes on Escape (focus back to the toggle) and on a click outside. */
function useDismiss(
  isOpen: boolean,
  close: () => void,
  container: React.RefObject<HTMLElement | null>,
  toggle: React.RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!isOpen) return
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        close()
        toggle.current?.focus()
      }
    }
    function onPointer(event: PointerEvent) {
      if (container.current && !container.current.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen, close, container, toggle])
}

/** Closes a menu when the route changes. */
function useCloseOnNavigate(close: () => void) {
  const location = useLocation()
  const closeRef = useRef(close)
  closeRef.current = close
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    closeRef.current()
  }, [location.key])
}

function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT(commonMessages)
  const signOut = useSignOut()
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const firstRef = useRef<HTMLAnchorElement>(null)
  const close = () => setIsOpen(false)
  useDismiss(isOpen, close, containerRef, toggleRef)
  useCloseOnNavigate(close)
  useEffect(() => {
    if (isOpen) firstRef.current?.focus()
  }, [isOpen])
  const name = localPart(user.email)
  const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-surface-2'
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('accountMenu', { name })}
        onClick={() => setIsOpen((v) => !v)}
        className="inline-flex h-9 max-w-56 items-center gap-2 rounded-lg bg-surface-2 px-3 text-sm font-medium text-ink ring-1 ring-line hover:ring-accent"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-6 items-center justify-center rounded-full bg-brand text-xs font-bold uppercase text-white"
        >
          {name.slice(0, 1)}
        </span>
        <span className="truncate">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-56 rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50"
      >
        <p className="truncate px-3 py-2 text-xs text-muted">{user.email}</p>
        <ul>
          <li>
            <Link ref={firstRef} to="/profile" className={itemClass}>
              {t('profile')}
            </Link>
          </li>
          <li>
            <Link to="/dashboard" className={itemClass}>
              {t('dashboard')}
            </Link>
          </li>
          <li className="mt-1 border-t border-line pt-1">
            <button type="button" onClick={signOut} className={itemClass}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}

function MobileMenu({ user }: { user: SessionUser | null }) {
  const t = useT(commonMessages)
  const signOut = useSignOut()
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const close = () => setIsOpen(false)
  useDismiss(isOpen, close, containerRef, toggleRef)
  useCloseOnNavigate(close)
  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [isOpen])
  const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface-2'
  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? t('closeMenu') : t('openMenu')}
        onClick={() => setIsOpen((v) => !v)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink ring-1 ring-line hover:bg-surface-2"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-[#0b1020] px-4 pb-6 pt-2 shadow-2xl shadow-black/60"
      >
        <nav aria-label={t('mobileMenu')}>
          <ul className="flex flex-col gap-1">
            <li>
              <Link to="/" className={itemClass}>
                {t('home')}
              </Link>
            </li>
            {user && (
              <li>
                <Link to="/dashboard" className={itemClass}>
                  {t('dashboard')}
                </Link>
              </li>
            )}
            <li>
              <Link to="/pricing" className={itemClass}>
                {t('pricing')}
              </Link>
            </li>
            {user && (
              <li>
                <Link to="/profile" className={itemClass}>
                  {t('profile')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-4 border-t border-line pt-4">
          {user ? (
            <div className="flex flex-col gap-3">
              <p className="truncate px-3 text-sm text-muted">{user.email}</p>
              <button type="button" onClick={signOut} className={cn(itemClass, 'text-left')}>
                {t('signOut')}
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/login" variant="outline">
                {t('login')}
              </ButtonLink>
              <ButtonLink to="/signup">{t('getStarted')}</ButtonLink>
            </div>
          )}
          <LangSwitch className="mt-4" />
        </div>
      </div>
    </div>
  )
}
