import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

/** A raised surface for grouped content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface/80 p-6 shadow-xl shadow-black/20 sm:p-8',
        className,
      )}
      {...rest}
    />
  )
}
