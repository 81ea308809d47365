import { useT } from '../../i18n/i18n.tsx'
import { uiMessages } from '../../i18n/messages/ui.ts'
import { cn } from '../../lib/cn.ts'
import { Spinner } from './spinner.tsx'

/** The specification's loading message (default 'Chargement...'), announced politely. */
export function LoadingMessage({ message, className }: { message?: string; className?: string }) {
  const t = useT(uiMessages)
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-muted', className)}>
      <Spinner className="size-5 text-accent" />
      <span>{message ?? t('loading')}</span>
    </div>
  )
}
