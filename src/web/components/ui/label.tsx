import type { LabelHTMLAttributes, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn('mb-1.5 block text-sm font-medium text-ink', className)} {...rest} />
}

/** A field's error, announced by screen readers; link it with `aria-describedby={id}`. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger">
      {children}
    </p>
  )
}
