import { cn } from '../../lib/cn.ts'

/** A decorative spinning ring; the surrounding text (or `label`) says what is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  )
}
