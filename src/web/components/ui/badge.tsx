import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger'

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-ink ring-line',
  brand: 'bg-indigo-500/15 text-indigo-200 ring-indigo-400/40',
  success: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  warning: 'bg-amber-500/15 text-amber-200 ring-amber-400/40',
  danger: 'bg-red-500/15 text-red-200 ring-red-400/40',
}

/** A short status label. */
export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...rest}
    />
  )
}
