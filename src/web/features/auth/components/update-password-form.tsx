/** New password after a reset e-mail: two fields with toggles, the rules' hint, then /dashboard. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { updatePasswordSchema } from '../../../../shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useFieldErrorText } from '../../../i18n/field-errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { authMessages } from '../../../i18n/messages/auth.ts'
import type { AuthFailure } from '../../../lib/auth-client.ts'
import { AuthError, resetPassword } from '../api/auth.ts'

type Values = z.input<typeof updatePasswordSchema>

export function UpdatePasswordForm({
  token,
  onDone,
}: {
  token: string
  onDone: (isSignedIn: boolean) => void
}) {
  const t = useT(authMessages)
  const { lang } = useLang()
  const fieldText = useFieldErrorText()
  const [failure, setFailure] = useState<AuthFailure | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { isSignedIn } = await resetPassword({ token, newPassword: values.password })
      onDone(isSignedIn)
    } catch (error) {
      setFailure(error instanceof AuthError ? error.failure : { code: 'INTERNAL' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && (
        <ErrorBox
          message={
            failure.code === 'INTERNAL' ? t('updateFailed') : errorText(failure.code, lang, failure.params)
          }
        />
      )}
      <div>
        <Label htmlFor="new-password">{t('newPassword')}</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'new-password-hint new-password-error' : 'new-password-hint'}
          {...register('password')}
        />
        <p id="new-password-hint" className="mt-1.5 text-xs text-muted">
          {t('passwordHint')}
        </p>
        <FieldError id="new-password-error">{fieldText(errors.password?.message)}</FieldError>
      </div>
      <div>
        <Label htmlFor="confirm-new-password">{t('confirmPassword')}</Label>
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? 'confirm-new-password-error' : undefined}
          {...register('confirmPassword')}
        />
        <FieldError id="confirm-new-password-error">{fieldText(errors.confirmPassword?.message)}</FieldError>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} loadingText={t('updateLoading')}>
        {t('updateSubmit')}
      </Button>
    </form>
  )
}
