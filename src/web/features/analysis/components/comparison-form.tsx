/**
 * The comparison form: two CV drop zones (A and B, .pdf/.doc/.docx, 5 Mo each), the job
 * description with its counter, and 'Comparer les CV' — disabled until both files and a
 * description are there, during the cool-down, and when fewer than two analyses are left.
 * Validated by the shared request schema (src/shared/schemas/staged-run.ts) through
 * react-hook-form, as the analysis form: field errors in the catalogue's words beside their field,
 * nothing typed lost on a refused input, the draft given back by the view after a failed run.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES, MAX_JOB_DESCRIPTION_CHARS } from '../../../../shared/limits.ts'
import {
  type ComparisonRequest,
  comparisonRequestSchema,
  cvFileError,
} from '../../../../shared/schemas/staged-run.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx'
import { FieldError } from '../../../components/ui/label.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useStagedRunFieldErrorText } from '../../../i18n/field-errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { isApiError } from '../../../lib/api.ts'
import { comparisonMessages } from '../comparison-messages.ts'

/** What the user has put in the form, kept by the view while a run works. */
export type ComparisonDraft = { cvA: File | null; cvB: File | null; jobDescription: string }

export type ComparisonFormProps = {
  initial: ComparisonDraft
  onSubmit: (request: ComparisonRequest, draft: ComparisonDraft) => void
  cooldown: { isCoolingDown: boolean; secondsLeft: number }
  /** Analyses left in the period; a comparison needs two. */
  remaining: number | null
  error: unknown
}

type Input = z.input<typeof comparisonRequestSchema>

function CvField({
  side,
  file,
  error,
  onChange,
  onReject,
}: {
  side: 'a' | 'b'
  file: File | null
  error: string | undefined
  onChange: (file: File | null) => void
  onReject: (file: File) => void
}) {
  const t = useT(comparisonMessages)
  const id = useId()
  const errorId = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-2 block font-semibold text-ink">
        {t(side === 'a' ? 'cvALabel' : 'cvBLabel')}
      </label>
      <FileDropZone
        id={id}
        accept={ACCEPTED_CV_EXTENSIONS}
        maxBytes={MAX_CV_BYTES}
        file={file}
        onFileChange={onChange}
        onReject={(_, refused) => onReject(refused)}
        {...(error && { 'aria-describedby': errorId })}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}

/** The server's error, prefixed with the CV it concerns when it concerns one. */
export function ComparisonError({ error }: { error: unknown }) {
  const t = useT(comparisonMessages)
  const { lang } = useLang()
  if (isApiError(error) && typeof error.params?.cv === 'string') {
    const message = errorText(error.code, lang, error.params)
    return <ErrorBox message={t('errorForCv', { cv: error.params.cv, message })} />
  }
  return <ErrorBox error={error} />
}

export function ComparisonForm(props: ComparisonFormProps) {
  const t = useT(comparisonMessages)
  const fieldErrorText = useStagedRunFieldErrorText()
  const jobId = useId()
  const counterId = useId()
  const jobErrorId = useId()
  const [refused, setRefused] = useState<{ cvA?: string; cvB?: string }>({})
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<Input, unknown, ComparisonRequest>({
    resolver: zodResolver(comparisonRequestSchema),
    defaultValues: {
      cvA: props.initial.cvA ?? undefined,
      cvB: props.initial.cvB ?? undefined,
      jobDescription: props.initial.jobDescription,
    },
  })
  const cvA = watch('cvA') ?? null
  const cvB = watch('cvB') ?? null
  const jobDescription = String(watch('jobDescription') ?? '')
  const { isCoolingDown, secondsLeft } = props.cooldown
  const isShort = props.remaining !== null && props.remaining < 2
  const isDisabled = !cvA || !cvB || jobDescription.trim() === '' || isCoolingDown || isShort
  const jobError = fieldErrorText(errors.jobDescription?.message)

  const submit = handleSubmit((request) => {
    if (isDisabled) return
    props.onSubmit(request, {
      cvA: request.cvA,
      cvB: request.cvB,
      jobDescription: String(getValues('jobDescription') ?? ''),
    })
  })

  function cvProps(field: 'cvA' | 'cvB') {
    return {
      file: field === 'cvA' ? cvA : cvB,
      error: fieldErrorText(errors[field]?.message, refused[field]),
      onChange: (file: File | null) => {
        setRefused((current) => ({ ...current, [field]: undefined }))
        clearErrors(field)
        setValue(field, file as File, { shouldDirty: true, shouldValidate: isSubmitted })
      },
      onReject: (file: File) => {
        setRefused((current) => ({ ...current, [field]: file.name }))
        setError(field, { type: 'validate', message: cvFileError(file) ?? 'invalid' })
      },
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <CvField side="a" {...cvProps('cvA')} />
        <CvField side="b" {...cvProps('cvB')} />
      </div>
      <div>
        <label htmlFor={jobId} className="mb-2 block font-semibold text-ink">
          {t('jobLabel')}
        </label>
        <textarea
          id={jobId}
          {...register('jobDescription')}
          maxLength={MAX_JOB_DESCRIPTION_CHARS}
          rows={7}
          required
          aria-invalid={jobError ? true : undefined}
          aria-describedby={jobError ? `${counterId} ${jobErrorId}` : counterId}
          placeholder={t('jobPlaceholder')}
          className="block w-full resize-y rounded-xl border border-line bg-surface-2/60 p-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        />
        <p id={counterId} className="mt-1.5 text-right text-sm text-muted">
          {t('counter', { n: jobDescription.length, max: MAX_JOB_DESCRIPTION_CHARS })}
        </p>
        <FieldError id={jobErrorId}>{jobError}</FieldError>
      </div>
      {isShort && (
        <ErrorBox
          message={t('notEnoughLeft', { n: props.remaining ?? 0 })}
          className="border-amber-400/40 bg-amber-500/10 text-amber-100"
        />
      )}
      {Boolean(props.error) && <ComparisonError error={props.error} />}
      {isCoolingDown && (
        <p
          role="status"
          className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm text-amber-100"
        >
          {t('cooldownNotice')} {t('cooldownSeconds', { n: secondsLeft })}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth disabled={isDisabled}>
        {isCoolingDown ? t('coolingDown') : t('submit')}
      </Button>
    </form>
  )
}
