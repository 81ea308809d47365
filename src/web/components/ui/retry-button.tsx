import { useT } from '../../i18n/i18n.tsx'
import { uiMessages } from '../../i18n/messages/ui.ts'
import { Button, type ButtonProps } from './button.tsx'

/** 'Réessayer'. */
export function RetryButton({ children, variant = 'outline', size = 'sm', ...rest }: ButtonProps) {
  const t = useT(uiMessages)
  return (
    <Button variant={variant} size={size} {...rest}>
      {children ?? t('retry')}
    </Button>
  )
}
