/**
 * The analysis form: CV drop zone (.pdf, .doc, .docx, 5 Mo), job description with its
 * 'n/1000 caractères' counter (maxLength 1000), and 'Analyser le CV', disabled without a file or a
 * description, during the cool-down or an analysis, and when no analysis is left — then with the
 * reason and the date it renews beside it (quota-notice.tsx). Validated by the shared request schema
 * (src/shared/schemas/staged-run.ts) through react-hook-form, the field errors in the catalogue's
 * words beside their field; a refused file or text keeps everything else typed, and the view gives
 * the draft back (`initial`) when a run fails.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES, MAX_JOB_DESCRIPTION_CHARS } from '../../../../shared/limits.ts'
import {
  type AnalysisRequest,
  analysisRequestSchema,
  cvFileError,
} from '../../../../shared/schemas/staged-run.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx'
import { FieldError } from '../../../components/ui/label.tsx'
import { useStagedRunFieldErrorText } from '../../../i18n/field-errors.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { analysisMessages } from '../messages.ts'

/** What the user has put in the form, kept by the view while a run works. */
export type AnalysisDraft = { cv: File | null; jobDescription: string }

export type AnalysisFormProps = {
  initial: AnalysisDraft
  onSubmit: (request: AnalysisRequest, draft: AnalysisDraft) => void
  isAnalysing: boolean
  cooldown: { isCoolingDown: boolean; secondsLeft: number }
  /** Why no analysis is left (the plan's period and date), or null while some are. */
  quotaReason: string | null
  error: unknown
}

type Input = z.input<typeof analysisRequestSchema>

export function AnalysisForm(props: AnalysisFormProps) {
  const t = useT(analysisMessages)
  const errorText = useStagedRunFieldErrorText()
  const cvId = useId()
  const jobId = useId()
  const counterId = useId()
  const cvErrorId = useId()
  const jobErrorId = useId()
  const quotaId = useId()
  const [refusedName, setRefusedName] = useState<string | undefined>()
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<Input, unknown, AnalysisRequest>({
    resolver: zodResolver(analysisRequestSchema),
    defaultValues: { cv: props.initial.cv ?? undefined, jobDescription: props.initial.jobDescription },
  })
  const cv = watch('cv') ?? null
  const jobDescription = String(watch('jobDescription') ?? '')
  const { isCoolingDown, secondsLeft } = props.cooldown
  const isDisabled =
    !cv || jobDescription.trim() === '' || isCoolingDown || props.isAnalysing || props.quotaReason !== null

  const submit = handleSubmit((request) => {
    if (isDisabled) return
    props.onSubmit(request, { cv: request.cv, jobDescription: String(getValues('jobDescription') ?? '') })
  })
  const cvError = errorText(errors.cv?.message, refusedName)
  const jobError = errorText(errors.jobDescription?.message)

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <label htmlFor={cvId} className="mb-2 block font-semibold text-ink">
          {t('cvLabel')}
        </label>
        <FileDropZone
          id={cvId}
          accept={ACCEPTED_CV_EXTENSIONS}
          maxBytes={MAX_CV_BYTES}
          file={cv}
          onFileChange={(file) => {
            setRefusedName(undefined)
            clearErrors('cv')
            setValue('cv', file as File, { shouldDirty: true, shouldValidate: isSubmitted })
          }}
          onReject={(_, file) => {
            setRefusedName(file.name)
            setError('cv', { type: 'validate', message: cvFileError(file) ?? 'invalid' })
          }}
          disabled={props.isAnalysing}
          {...(cvError && { 'aria-describedby': cvErrorId })}
        />
        <FieldError id={cvErrorId}>{cvError}</FieldError>
      </div>
      <div>
        <label htmlFor={jobId} className="mb-2 block font-semibold text-ink">
          {t('jobLabel')}
        </label>
        <textarea
          id={jobId}
          {...register('jobDescription')}
          maxLength={MAX_JOB_DESCRIPTION_CHARS}
          rows={8}
          required
          disabled={props.isAnalysing}
          aria-invalid={jobError ? true : undefined}
          aria-describedby={jobError ? `${counterId} ${jobErrorId}` : counterId}
          placeholder={t('jobPlaceholder')}
          className="block w-full resize-y rounded-xl border border-line bg-surface-2/60 p-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
        />
        <p id={counterId} className="mt-1.5 text-right text-sm text-muted">
          {t('counter', { n: jobDescription.length, max: MAX_JOB_DESCRIPTION_CHARS })}
        </p>
        <FieldError id={jobErrorId}>{jobError}</FieldError>
      </div>
      {Boolean(props.error) && <ErrorBox error={props.error} />}
      {isCoolingDown && (
        <p
          role="status"
          className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm text-amber-100"
        >
          {t('cooldownNotice')} {t('cooldownSeconds', { n: secondsLeft })}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={isDisabled}
        isLoading={props.isAnalysing}
        loadingText={t('analysing')}
        {...(props.quotaReason !== null && { 'aria-describedby': quotaId })}
      >
        {isCoolingDown ? t('coolingDown') : t('analyse')}
      </Button>
      {props.quotaReason !== null && (
        <p id={quotaId} className="text-sm text-amber-100" data-testid="quota-reason">
          {t('quotaButtonReason', { reason: props.quotaReason })}
        </p>
      )}
    </form>
  )
}
