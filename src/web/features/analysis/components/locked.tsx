/**
 * What users see in place of content their plan does not unlock: a blurred placeholder; the upgrade
 * box (the screen's one call to action, with its button) or, where the box is elsewhere on the
 * screen, a short note without a button (./upgrade-call.ts).
 */
import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { analysisMessages } from '../messages.ts'

function LockIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

export function LockedPlaceholder({ label }: { label: string }) {
  return (
    <div
      className="relative overflow-hidden rounded-xl border border-line bg-surface-2/40 p-4"
      data-locked="true"
    >
      <div aria-hidden="true" className="pointer-events-none select-none space-y-2 opacity-60 blur-[5px]">
        <div className="h-4 w-2/3 rounded bg-slate-500/60" />
        <div className="h-3 w-full rounded bg-slate-600/60" />
        <div className="h-3 w-5/6 rounded bg-slate-600/60" />
      </div>
      <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-ink">
        <LockIcon className="size-4" />
        {label}
      </p>
    </div>
  )
}

/**
 * The upgrade box: title, text and 'Voir les plans'. `isStacked`: text above the button at every
 * width (narrow columns such as the dashboard's side).
 */
export function UpgradeBox({
  title,
  text,
  buttonLabel,
  isStacked = false,
  className,
  testId,
}: {
  title: string
  text: string
  buttonLabel?: string
  isStacked?: boolean
  className?: string
  testId?: string
}) {
  const t = useT(analysisMessages)
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-indigo-400/40 bg-indigo-500/10 p-4',
        !isStacked && 'sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      data-upgrade="box"
      data-testid={testId}
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-muted">{text}</p>
      </div>
      <ButtonLink
        to="/pricing"
        size="sm"
        className={cn('shrink-0', isStacked ? 'self-start' : 'self-start sm:self-auto')}
      >
        {buttonLabel ?? t('seePlans')}
      </ButtonLink>
    </div>
  )
}

/** One line saying what a paid plan adds here, when the screen's upgrade box is elsewhere. */
export function UpgradeNote({
  children,
  className,
  testId,
}: {
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <p
      className={cn('flex items-start gap-2 text-sm text-muted', className)}
      data-upgrade="note"
      data-testid={testId}
    >
      <LockIcon className="mt-0.5 size-4 shrink-0 text-indigo-300" />
      <span>{children}</span>
    </p>
  )
}
