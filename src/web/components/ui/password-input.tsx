/** A password field with a show/hide toggle (aria-pressed, labelled in the current language). */
import { type InputHTMLAttributes, type Ref, useState } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { uiMessages } from '../../i18n/messages/ui.ts'
import { cn } from '../../lib/cn.ts'
import { Input } from './input.tsx'

export function PasswordInput({
  className,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const t = useT(uiMessages)
  const [isVisible, setIsVisible] = useState(false)
  return (
    <div className="relative">
      <Input ref={ref} type={isVisible ? 'text' : 'password'} className={cn('pr-12', className)} {...rest} />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-pressed={isVisible}
        aria-label={isVisible ? t('hidePassword') : t('showPassword')}
        className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      >
        {isVisible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  )
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}

function EyeOffIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  )
}
