import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Logo } from '../../../components/logo.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { authMessages } from '../../../i18n/messages/auth.ts'

/** The frame of the account pages: Back button, logo to /, title, optional subtitle. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  const t = useT(authMessages)
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        leftIcon={
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M9.7 15.7a1 1 0 0 1-1.4 0l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 1.4L6.4 9H16a1 1 0 1 1 0 2H6.4l3.3 3.3a1 1 0 0 1 0 1.4Z" />
          </svg>
        }
        className="-ml-3 mb-6"
      >
        {t('back')}
      </Button>
      <Card>
        <div className="mb-8 flex flex-col items-center text-center">
          <Logo />
          <h1 className="mt-6 text-2xl font-bold text-ink">{title}</h1>
          {subtitle && <div className="mt-2 text-sm text-muted">{subtitle}</div>}
        </div>
        {children}
      </Card>
    </div>
  )
}

/** A success or information notice inside a form. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm text-emerald-100"
    >
      {children}
    </div>
  )
}
