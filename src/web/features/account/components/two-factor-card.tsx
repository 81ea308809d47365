/**
 * The profile's 'Sécurité' section: two-factor sign-in with an authenticator app (TOTP).
 * Off → password → QR code and manual key → a first 6-digit code → backup codes shown once
 * (copy, download) → on. On → password → off.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import QRCode from 'qrcode'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  type TwoFactorPasswordInput,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from '../../../../shared/schemas/account.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { useFieldErrorText } from '../../../i18n/field-errors.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { saveBlob } from '../api/account-data.ts'
import {
  manualKeyOf,
  type TwoFactorSetup,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor.ts'
import { accountRightsMessages } from '../messages.ts'

type Step =
  | { name: 'idle'; notice?: 'enabled' | 'disabled' }
  | { name: 'password'; purpose: 'enable' | 'disable' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'backup'; codes: string[] }

export function TwoFactorCard() {
  const t = useT(accountRightsMessages)
  const status = useTwoFactorStatus()
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const headingId = useId()

  let body: ReactNode
  if (status.isPending) body = <LoadingMessage className="py-4" />
  else if (status.isError)
    body = (
      <ErrorBox error={status.error} onRetry={() => void status.refetch()} isRetrying={status.isFetching} />
    )
  else if (step.name === 'password')
    body = (
      <PasswordStep
        purpose={step.purpose}
        onCancel={() => setStep({ name: 'idle' })}
        onStarted={(setup) => setStep({ name: 'setup', setup })}
        onDisabled={() => setStep({ name: 'idle', notice: 'disabled' })}
      />
    )
  else if (step.name === 'setup')
    body = (
      <SetupStep
        setup={step.setup}
        onCancel={() => setStep({ name: 'idle' })}
        onConfirmed={() => setStep({ name: 'backup', codes: step.setup.backupCodes })}
      />
    )
  else if (step.name === 'backup')
    body = <BackupCodes codes={step.codes} onDone={() => setStep({ name: 'idle', notice: 'enabled' })} />
  else
    body = (
      <div className="space-y-4">
        {step.notice && (
          <p
            role="status"
            className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-3 text-sm text-emerald-100"
          >
            {t(step.notice === 'enabled' ? 'enabledNotice' : 'disabledNotice')}
          </p>
        )}
        {status.data.isEnabled ? (
          <Button variant="outline" onClick={() => setStep({ name: 'password', purpose: 'disable' })}>
            {t('disable')}
          </Button>
        ) : (
          <Button onClick={() => setStep({ name: 'password', purpose: 'enable' })}>{t('enable')}</Button>
        )}
      </div>
    )

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('securityTitle')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h3 className="font-medium text-ink">{t('twoFactorTitle')}</h3>
        {status.data && (
          <Badge tone={status.data.isEnabled ? 'success' : 'neutral'} data-testid="two-factor-status">
            {t(status.data.isEnabled ? 'twoFactorOn' : 'twoFactorOff')}
          </Badge>
        )}
      </div>
      <p className="mt-2 text-sm text-muted">{t('twoFactorIntro')}</p>
      <div className="mt-5">{body}</div>
    </Card>
  )
}

function PasswordStep({
  purpose,
  onCancel,
  onStarted,
  onDisabled,
}: {
  purpose: 'enable' | 'disable'
  onCancel: () => void
  onStarted: (setup: TwoFactorSetup) => void
  onDisabled: () => void
}) {
  const t = useT(accountRightsMessages)
  const fieldText = useFieldErrorText()
  const start = useStartTwoFactor()
  const disable = useDisableTwoFactor()
  const mutation = purpose === 'enable' ? start : disable
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  })
  const onSubmit = handleSubmit(async ({ password }) => {
    if (purpose === 'enable') start.mutate(password, { onSuccess: onStarted })
    else disable.mutate(password, { onSuccess: onDisabled })
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-ink">{t(purpose === 'enable' ? 'passwordToEnable' : 'passwordToDisable')}</p>
      {mutation.isError && <ErrorBox error={mutation.error} />}
      <div className="max-w-sm">
        <Label htmlFor="two-factor-password">{t('password')}</Label>
        <PasswordInput
          id="two-factor-password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'two-factor-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="two-factor-password-error">{fieldText(errors.password?.message)}</FieldError>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={mutation.isPending}>
          {purpose === 'enable' ? t('continue') : t('confirmDisable')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}

const codeFormSchema = z.object({ code: totpCodeSchema })

function SetupStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup
  onCancel: () => void
  onConfirmed: () => void
}) {
  const t = useT(accountRightsMessages)
  const confirm = useConfirmTwoFactor()
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (isCurrent) setQr(url)
      })
      .catch(() => setQr(null))
    return () => {
      isCurrent = false
    }
  }, [setup.totpURI])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  })
  const onSubmit = handleSubmit(({ code }) => confirm.mutate(code, { onSuccess: onConfirmed }))
  const key = manualKeyOf(setup.totpURI)

  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <div>
        <h4 className="font-medium text-ink">{t('scanTitle')}</h4>
        <p className="mt-1 max-w-[13.5rem] text-sm text-muted">{t('scanText')}</p>
        <div className="mt-3 inline-block rounded-xl bg-white p-2">
          {qr ? (
            <img src={qr} alt={t('qrAlt')} width={200} height={200} className="block size-[200px]" />
          ) : (
            <div className="size-[200px]" />
          )}
        </div>
      </div>
      <div className="min-w-0 space-y-4">
        <div>
          <p className="text-sm text-muted">{t('manualKey')}</p>
          <p
            className="mt-1 break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm tracking-wider text-ink"
            data-testid="two-factor-key"
          >
            {key}
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h4 className="font-medium text-ink">{t('confirmTitle')}</h4>
          {confirm.isError && <ErrorBox error={confirm.error} />}
          <div className="max-w-xs">
            <Label htmlFor="two-factor-code">{t('code')}</Label>
            <Input
              id="two-factor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'two-factor-code-error' : 'two-factor-code-help'}
              {...register('code')}
            />
            {errors.code ? (
              <FieldError id="two-factor-code-error">{t('codeInvalid')}</FieldError>
            ) : (
              <p id="two-factor-code-help" className="mt-1.5 text-sm text-muted">
                {t('codeHelp')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={confirm.isPending}>
              {t('confirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(accountRightsMessages)
  const [isCopied, setIsCopied] = useState(false)
  const text = `${t('backupFileHeader')}\n\n${codes.join('\n')}\n`
  return (
    <div className="space-y-4">
      <h4 className="font-medium text-ink">{t('backupTitle')}</h4>
      <p role="status" className="text-sm text-muted">
        {t('backupText')}
      </p>
      <ul
        className="grid max-w-md grid-cols-2 gap-2 rounded-xl bg-surface-2 p-4 font-mono text-sm text-ink"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(codes.join('\n'))
              setIsCopied(true)
            } catch {
              setIsCopied(false)
            }
          }}
        >
          {isCopied ? t('copied') : t('copyCodes')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'adequat-codes-de-secours.txt')}
        >
          {t('downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('backupDone')}</Button>
      </div>
    </div>
  )
}
