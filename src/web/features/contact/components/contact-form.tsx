/**
 * The contact form: name, e-mail, subject, message, all required, checked by the app (its own inline
 * messages, never the browser's bubbles: noValidate); a signed-in user's e-mail is filled in;
 * cleared after a real success (the e-mail kept).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ContactInput, type ContactPayload, contactSchema } from '../../../../shared/schemas/contact.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { Input, Select, Textarea } from '../../../components/ui/input.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useFieldErrorText } from '../../../i18n/field-errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { contactMessages } from '../../../i18n/messages/contact.ts'
import { isApiError } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { useSendContact } from '../api/send-contact.ts'

const EMPTY: ContactInput = { name: '', email: '', subject: '' as ContactInput['subject'], message: '' }

export function ContactForm() {
  const t = useT(contactMessages)
  const { lang } = useLang()
  const fieldText = useFieldErrorText()
  const mutation = useSendContact()
  const [isSent, setIsSent] = useState(false)
  const signedInEmail = useSession().user?.email ?? ''
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  })
  // The session arrives after the first render: fill the e-mail in, unless something was typed.
  useEffect(() => {
    if (signedInEmail && getValues('email') === '') setValue('email', signedInEmail)
  }, [signedInEmail, getValues, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setIsSent(false)
    try {
      await mutation.mutateAsync(values)
      reset({ ...EMPTY, email: signedInEmail })
      setIsSent(true)
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, code] of Object.entries(error.fields ?? {})) {
          if (field === 'name' || field === 'email' || field === 'subject' || field === 'message')
            setError(field, { message: code })
        }
      }
    }
  })

  const describedBy = (field: keyof ContactInput) => (errors[field] ? `contact-${field}-error` : undefined)
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {isSent && (
        <div
          role="status"
          className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-sm text-emerald-100"
        >
          {t('success')}
        </div>
      )}
      {mutation.isError && (
        <ErrorBox
          message={
            isApiError(mutation.error) &&
            mutation.error.code !== 'NOT_FOUND' &&
            mutation.error.code !== 'INTERNAL'
              ? errorText(mutation.error.code, lang, mutation.error.params)
              : errorText('CONTACT_FAILED', lang)
          }
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">{t('name')}</Label>
          <Input
            id="contact-name"
            autoComplete="name"
            required
            placeholder={t('namePlaceholder')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldError id="contact-name-error">{fieldText(errors.name?.message)}</FieldError>
        </div>
        <div>
          <Label htmlFor="contact-email">{t('email')}</Label>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            required
            placeholder={t('emailPlaceholder')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldError id="contact-email-error">{fieldText(errors.email?.message)}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor="contact-subject">{t('subject')}</Label>
        <Select
          id="contact-subject"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        >
          <option value="" disabled>
            {t('subjectPlaceholder')}
          </option>
          <option value="support">{t('subjectSupport')}</option>
          <option value="billing">{t('subjectBilling')}</option>
          <option value="partnership">{t('subjectPartnership')}</option>
          <option value="other">{t('subjectOther')}</option>
        </Select>
        <FieldError id="contact-subject-error">{fieldText(errors.subject?.message)}</FieldError>
      </div>
      <div>
        <Label htmlFor="contact-message">{t('message')}</Label>
        <Textarea
          id="contact-message"
          required
          rows={6}
          maxLength={5000}
          placeholder={t('messagePlaceholder')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        <FieldError id="contact-message-error">{fieldText(errors.message?.message)}</FieldError>
      </div>
      <Button type="submit" size="lg" isLoading={mutation.isPending} loadingText={t('sending')}>
        {t('send')}
      </Button>
    </form>
  )
}
