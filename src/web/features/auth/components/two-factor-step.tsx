/**
 * Second step of sign-in for accounts with two-factor sign-in: after the right password the server
 * answers TWO_FACTOR_REQUIRED (with a short-lived challenge cookie); the user types the 6-digit
 * code of the authenticator app, or one backup code, and is signed in.
 */
import { type FormEvent, useId, useState } from 'react'
import { backupCodeSchema, totpCodeSchema } from '../../../../shared/schemas/account.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { defineMessages, useT } from '../../../i18n/i18n.tsx'
import { api, isApiError } from '../../../lib/api.ts'
import { refreshSession } from '../../../lib/session.ts'

const messages = defineMessages({
  fr: {
    title: 'Validation en deux étapes',
    intro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
    introBackup: 'Saisissez l’un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
    code: 'Code de vérification',
    backupCode: 'Code de secours',
    codeInvalid: 'Saisissez le code à 6 chiffres affiché par votre application.',
    backupInvalid: 'Saisissez un code de secours valide.',
    submit: 'Vérifier',
    loading: 'Vérification...',
    useBackup: 'Utiliser un code de secours',
    useApp: 'Utiliser l’application d’authentification',
    back: 'Revenir au mot de passe',
    expired: 'La vérification a expiré. Saisissez à nouveau votre mot de passe.',
  },
  en: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code shown by your authenticator app.',
    introBackup: 'Enter one of your backup codes. Each code works only once.',
    code: 'Verification code',
    backupCode: 'Backup code',
    codeInvalid: 'Enter the 6-digit code shown by your app.',
    backupInvalid: 'Enter a valid backup code.',
    submit: 'Verify',
    loading: 'Verifying...',
    useBackup: 'Use a backup code',
    useApp: 'Use the authenticator app',
    back: 'Back to the password',
    expired: 'The verification has expired. Enter your password again.',
  },
})

export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const t = useT(messages)
  const id = useId()
  const [isBackup, setIsBackup] = useState(false)
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [isExpired, setIsExpired] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const inputId = `${id}-code`
  const errorId = `${id}-code-error`

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const parsed = (isBackup ? backupCodeSchema : totpCodeSchema).safeParse(value)
    if (!parsed.success) {
      setFieldError(t(isBackup ? 'backupInvalid' : 'codeInvalid'))
      return
    }
    setFieldError(null)
    setIsSubmitting(true)
    try {
      await api(isBackup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', {
        method: 'POST',
        body: { code: parsed.data },
      })
      await refreshSession()
      onSignedIn()
    } catch (cause) {
      // The challenge cookie lapsed (10 minutes) or too many attempts: start again from the password.
      const isOver = isApiError(cause) && (cause.code === 'RATE_LIMITED' || cause.code === 'UNAUTHENTICATED')
      setIsExpired(isOver)
      setError(cause)
      setValue('')
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(isBackup ? 'introBackup' : 'intro')}</p>
      </div>
      {error !== null && (isExpired ? <ErrorBox message={t('expired')} /> : <ErrorBox error={error} />)}
      <div>
        <Label htmlFor={inputId}>{t(isBackup ? 'backupCode' : 'code')}</Label>
        <Input
          key={isBackup ? 'backup' : 'totp'}
          id={inputId}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode={isBackup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          maxLength={isBackup ? 64 : 9}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <FieldError id={errorId}>{fieldError}</FieldError>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} loadingText={t('loading')}>
        {t('submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setIsBackup((v) => !v)
            setValue('')
            setFieldError(null)
            setError(null)
          }}
        >
          {t(isBackup ? 'useApp' : 'useBackup')}
        </Button>
        <Button variant="link" size="sm" onClick={onCancel}>
          {t('back')}
        </Button>
      </div>
    </form>
  )
}
