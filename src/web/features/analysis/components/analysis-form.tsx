/**
 * The analysis form: CV drop zone (.pdf, .doc, .docx, 5 Mo), job description with its
 * 'n/1000 caractères' counter (maxLength 1000), and 'Analyser le CV', disabled without a file or a
 * description, during the cool-down or an analysis, and when no analysis is left — then with the
 * reason and the date it renews beside it (quota-notice.tsx).
 */
import { type FormEvent, useId, useState } from 'react'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES, MAX_JOB_DESCRIPTION_CHARS } from '../../../../shared/limits.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileDropZone, type FileRejection } from '../../../components/ui/file-drop-zone.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { analysisMessages } from '../messages.ts'

export type AnalysisFormProps = {
  file: File | null
  onFileChange: (file: File | null) => void
  jobDescription: string
  onJobDescriptionChange: (value: string) => void
  onSubmit: () => void
  isAnalysing: boolean
  cooldown: { isCoolingDown: boolean; secondsLeft: number }
  /** Why no analysis is left (the plan's period and date), or null while some are. */
  quotaReason: string | null
  error: unknown
}

export function AnalysisForm(props: AnalysisFormProps) {
  const t = useT(analysisMessages)
  const { lang } = useLang()
  const [rejection, setRejection] = useState<FileRejection | null>(null)
  const cvId = useId()
  const jobId = useId()
  const counterId = useId()
  const fileErrorId = useId()
  const quotaId = useId()
  const { isCoolingDown, secondsLeft } = props.cooldown
  const isDisabled =
    !props.file ||
    props.jobDescription.trim() === '' ||
    isCoolingDown ||
    props.isAnalysing ||
    props.quotaReason !== null

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!isDisabled) props.onSubmit()
  }

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
          file={props.file}
          onFileChange={(file) => {
            setRejection(null)
            props.onFileChange(file)
          }}
          onReject={setRejection}
          disabled={props.isAnalysing}
          {...(rejection && { 'aria-describedby': fileErrorId })}
        />
        {rejection && (
          <p id={fileErrorId} role="alert" className="mt-2 text-sm text-danger">
            {errorText(rejection.code, lang, rejection.params)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={jobId} className="mb-2 block font-semibold text-ink">
          {t('jobLabel')}
        </label>
        <textarea
          id={jobId}
          name="jobDescription"
          value={props.jobDescription}
          onChange={(event) => props.onJobDescriptionChange(event.target.value)}
          maxLength={MAX_JOB_DESCRIPTION_CHARS}
          rows={8}
          required
          disabled={props.isAnalysing}
          aria-describedby={counterId}
          placeholder={t('jobPlaceholder')}
          className="block w-full resize-y rounded-xl border border-line bg-surface-2/60 p-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
        />
        <p id={counterId} className="mt-1.5 text-right text-sm text-muted">
          {t('counter', { n: props.jobDescription.length, max: MAX_JOB_DESCRIPTION_CHARS })}
        </p>
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
