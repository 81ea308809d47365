/** What free users see in place of content their plan does not unlock: a blurred placeholder and the upgrade box. */
import { ButtonLink } from '../../../components/ui/button.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { analysisMessages } from '../messages.ts'

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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        {label}
      </p>
    </div>
  )
}

export function UpgradeBox({ title, text }: { title: string; text: string }) {
  const t = useT(analysisMessages)
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-indigo-400/40 bg-indigo-500/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-muted">{text}</p>
      </div>
      <ButtonLink to="/pricing" size="sm" className="self-start sm:self-auto">
        {t('seePlans')}
      </ButtonLink>
    </div>
  )
}
