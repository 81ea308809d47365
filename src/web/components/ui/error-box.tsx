/**
 * An error message in a box, announced as an alert; with `onRetry` it offers 'Réessayer'.
 * Give it a text, or an error (an ApiError or anything) to be read through the error catalogue.
 */
import type { ReactNode } from 'react'
import { errorText } from '../../i18n/errors.ts'
import { useLang } from '../../i18n/i18n.tsx'
import { isApiError } from '../../lib/api.ts'
import { cn } from '../../lib/cn.ts'
import { RetryButton } from './retry-button.tsx'

export function ErrorBox({
  message,
  error,
  onRetry,
  isRetrying,
  className,
  children,
}: {
  message?: ReactNode
  error?: unknown
  onRetry?: () => void
  isRetrying?: boolean
  className?: string
  children?: ReactNode
}) {
  const { lang } = useLang()
  const text =
    message ??
    (error !== undefined && error !== null
      ? isApiError(error)
        ? errorText(error.code, lang, error.params)
        : errorText('INTERNAL', lang)
      : null)
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-red-400/40 bg-red-500/10 p-4 text-sm text-red-100 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 text-red-300"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 7v6M12 16.5v.5" />
        </svg>
        <div>
          {text}
          {children}
        </div>
      </div>
      {onRetry && (
        <RetryButton onClick={onRetry} isLoading={isRetrying} className="self-start sm:self-auto" />
      )}
    </div>
  )
}
