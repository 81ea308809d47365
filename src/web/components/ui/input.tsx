/** Text inputs, text areas and selects with the house look; `aria-invalid` turns them red. */
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

export const fieldClasses = cn(
  'block w-full rounded-lg border border-line bg-[#0d1430] px-3.5 py-2.5 text-base text-ink sm:text-sm',
  'placeholder:text-[#8b95b3] transition-colors',
  'hover:border-[#3d4a75] focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60 focus-visible:outline-offset-0',
  'aria-invalid:border-red-400 disabled:opacity-60',
)

export function Input({
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, className)} {...rest} />
}

export function Textarea({
  className,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(fieldClasses, 'min-h-32 resize-y', className)} {...rest} />
}

export function Select({
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(fieldClasses, 'appearance-auto pr-8', className)} {...rest} />
}
