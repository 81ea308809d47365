/**
 * Sign-in form: e-mail, password with toggle, 'Se connecter', and 'Mot de passe oublié ?' which
 * sends the reset e-mail to the address typed in the e-mail field.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { forgotPasswordSchema, type SignInInput, signInSchema } from '../../../../shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useFieldErrorText } from '../../../i18n/field-errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { authMessages } from '../../../i18n/messages/auth.ts'
import type { AuthFailure } from '../../../lib/auth-client.ts'
import { AuthError, requestPasswordReset, resendVerification, signIn } from '../api/auth.ts'
import { Notice } from './auth-card.tsx'
import { TwoFactorStep } from './two-factor-step.tsx'

export function LoginForm({ onSignedIn, initialNotice }: { onSignedIn: () => void; initialNotice?: string }) {
  const t = useT(authMessages)
  const { lang } = useLang()
  const fieldText = useFieldErrorText()
  const [failure, setFailure] = useState<AuthFailure | null>(null)
  const [notice, setNotice] = useState<string | null>(initialNotice ?? null)
  const [isSendingReset, setIsSendingReset] = useState(false)
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false)
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setNotice(null)
    try {
      await signIn(values as { email: string; password: string })
      onSignedIn()
    } catch (error) {
      if (error instanceof AuthError && error.failure.code === 'TWO_FACTOR_REQUIRED')
        setNeedsSecondFactor(true)
      else setFailure(error instanceof AuthError ? error.failure : { code: 'INTERNAL' })
    }
  })

  async function onForgotPassword() {
    setFailure(null)
    setNotice(null)
    clearErrors()
    const parsed = forgotPasswordSchema.safeParse({ email: getValues('email') })
    if (!parsed.success) {
      setError(
        'email',
        { message: parsed.error.issues[0]?.message ?? 'RESET_EMAIL_REQUIRED' },
        { shouldFocus: true },
      )
      return
    }
    setIsSendingReset(true)
    try {
      await requestPasswordReset(parsed.data.email)
      setNotice(t('resetSent'))
    } catch (error) {
      setFailure(error instanceof AuthError ? error.failure : { code: 'INTERNAL' })
    } finally {
      setIsSendingReset(false)
    }
  }

  async function onResend() {
    try {
      await resendVerification(getValues('email').trim().toLowerCase())
      setFailure(null)
      setNotice(t('verificationResent'))
    } catch (error) {
      setFailure(error instanceof AuthError ? error.failure : { code: 'INTERNAL' })
    }
  }

  if (needsSecondFactor) {
    return <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setNeedsSecondFactor(false)} />
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {notice && <Notice>{notice}</Notice>}
      {failure && (
        <ErrorBox message={errorText(failure.code, lang, failure.params)}>
          {failure.code === 'EMAIL_NOT_VERIFIED' && (
            <Button variant="link" size="sm" onClick={onResend} className="mt-1 block text-red-100 underline">
              {t('resendVerification')}
            </Button>
          )}
        </ErrorBox>
      )}
      <div>
        <Label htmlFor="login-email">{t('email')}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error">{fieldText(errors.email?.message)}</FieldError>
      </div>
      <div>
        <div className="mb-1.5 flex items-center justify-between gap-3">
          <Label htmlFor="login-password" className="mb-0">
            {t('password')}
          </Label>
          <Button
            variant="link"
            size="sm"
            onClick={onForgotPassword}
            isLoading={isSendingReset}
            className="text-sm font-medium"
          >
            {t('forgotPassword')}
          </Button>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error">{fieldText(errors.password?.message)}</FieldError>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} loadingText={t('loginLoading')}>
        {t('loginSubmit')}
      </Button>
    </form>
  )
}
