/**
 * Sign-up form: e-mail, password and confirmation (rules of src/shared/schemas/auth.ts, in the
 * specification's order). When the server requires e-mail verification, a notice asks the user to
 * open the link sent to them; otherwise `onSignedIn` runs.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { PlanId } from '../../../../shared/plans.ts'
import { type SignUpInput, signUpSchema } from '../../../../shared/schemas/auth.ts'
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
import { AuthError, resendVerification, signUp } from '../api/auth.ts'
import { Notice } from './auth-card.tsx'

export function SignupForm({ onSignedIn, plan }: { onSignedIn: () => void; plan?: PlanId | null }) {
  const t = useT(authMessages)
  const { lang } = useLang()
  const fieldText = useFieldErrorText()
  const [failure, setFailure] = useState<AuthFailure | null>(null)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const email = values.email.trim().toLowerCase()
      const { isSignedIn } = await signUp({ email, password: values.password, plan: plan ?? null })
      if (isSignedIn) onSignedIn()
      else setPendingEmail(email)
    } catch (error) {
      const next = error instanceof AuthError ? error.failure : ({ code: 'INTERNAL' } as AuthFailure)
      for (const [field, code] of Object.entries(next.fields ?? {})) {
        if (field === 'email' || field === 'password' || field === 'confirmPassword')
          setError(field, { message: code })
      }
      setFailure(next)
    }
  })

  if (pendingEmail) {
    return (
      <div className="space-y-5 text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-500/15 text-indigo-200 ring-1 ring-indigo-400/40"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </div>
        <h2 className="text-lg font-semibold text-ink">{t('checkEmailTitle')}</h2>
        <p className="text-muted">{t('checkEmailText', { email: pendingEmail })}</p>
        <p className="text-sm text-muted">{t('checkEmailSpam')}</p>
        {resent && <Notice>{t('verificationResent')}</Notice>}
        <Button
          variant="outline"
          onClick={async () => {
            await resendVerification(pendingEmail).catch(() => undefined)
            setResent(true)
          }}
        >
          {t('resendVerification')}
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && <ErrorBox message={errorText(failure.code, lang, failure.params)} />}
      <div>
        <Label htmlFor="signup-email">{t('email')}</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'signup-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="signup-email-error">{fieldText(errors.email?.message)}</FieldError>
      </div>
      <div>
        <Label htmlFor="signup-password">{t('password')}</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password ? 'signup-password-hint signup-password-error' : 'signup-password-hint'
          }
          {...register('password')}
        />
        <p id="signup-password-hint" className="mt-1.5 text-xs text-muted">
          {t('passwordHint')}
        </p>
        <FieldError id="signup-password-error">{fieldText(errors.password?.message)}</FieldError>
      </div>
      <div>
        <Label htmlFor="signup-confirm">{t('confirmPassword')}</Label>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          required
          minLength={8}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? 'signup-confirm-error' : undefined}
          {...register('confirmPassword')}
        />
        <FieldError id="signup-confirm-error">{fieldText(errors.confirmPassword?.message)}</FieldError>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} loadingText={t('signupLoading')}>
        {t('signupSubmit')}
      </Button>
    </form>
  )
}
