/**
 * The profile's 'Vos données' section (decision 15): 'Télécharger mes données' (the JSON export)
 * and a danger zone where 'Supprimer mon compte' asks for the password before deleting.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type DeleteAccountInput, deleteAccountSchema } from '../../../../shared/schemas/account.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { useFieldErrorText } from '../../../i18n/field-errors.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { useDeleteAccount, useExportAccount } from '../api/account-data.ts'
import { accountRightsMessages } from '../messages.ts'

export function AccountDataCard() {
  const t = useT(accountRightsMessages)
  const exportAccount = useExportAccount()
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('dataTitle')}
      </h2>
      <div className="mt-4 space-y-3">
        <h3 className="font-medium text-ink">{t('exportTitle')}</h3>
        <p className="text-sm text-muted">{t('exportText')}</p>
        {exportAccount.isError && <ErrorBox error={exportAccount.error} />}
        <Button
          variant="secondary"
          onClick={() => exportAccount.mutate()}
          isLoading={exportAccount.isPending}
          loadingText={t('exportLoading')}
        >
          {t('exportButton')}
        </Button>
      </div>
      <DangerZone />
    </Card>
  )
}

function DangerZone() {
  const t = useT(accountRightsMessages)
  const fieldText = useFieldErrorText()
  const [isConfirming, setIsConfirming] = useState(false)
  const deletion = useDeleteAccount()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  })
  const onSubmit = handleSubmit(({ password }) => deletion.mutate(password))

  return (
    <section
      className="mt-8 rounded-xl border border-red-400/40 bg-red-500/5 p-5"
      aria-labelledby="danger-zone-title"
    >
      <h3 id="danger-zone-title" className="font-semibold text-red-200">
        {t('dangerTitle')}
      </h3>
      <p className="mt-2 text-sm text-muted">{t('deleteText')}</p>
      {isConfirming ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          {deletion.isError && <ErrorBox error={deletion.error} />}
          <div className="max-w-sm">
            <Label htmlFor="delete-account-password">{t('deletePassword')}</Label>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              autoFocus
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'delete-account-password-error' : undefined}
              {...register('password')}
            />
            <FieldError id="delete-account-password-error">{fieldText(errors.password?.message)}</FieldError>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              className="bg-red-700! shadow-red-950/40! hover:bg-red-800! disabled:bg-red-700/60!"
              isLoading={deletion.isPending}
              loadingText={t('deleteLoading')}
            >
              {t('deleteConfirm')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setIsConfirming(false)
                deletion.reset()
                reset()
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="outline"
          className="mt-4 text-red-200! ring-red-400/50! hover:bg-red-500/10! hover:ring-red-300!"
          onClick={() => setIsConfirming(true)}
        >
          {t('deleteButton')}
        </Button>
      )}
    </section>
  )
}
