/**
 * The comparison form: two CV drop zones (A and B, .pdf/.doc/.docx, 5 Mo each), the job
 * description with its counter, and 'Comparer les CV' — disabled until both files and a
 * description are there, during the cool-down, and when fewer than two analyses are left.
 */
import { type FormEvent, useId, useState } from 'react'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES, MAX_JOB_DESCRIPTION_CHARS } from '../../../../shared/limits.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { FileDropZone, type FileRejection } from '../../../components/ui/file-drop-zone.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { isApiError } from '../../../lib/api.ts'
import { comparisonMessages } from '../comparison-messages.ts'

export type ComparisonFormProps = {
  cvA: File | null
  cvB: File | null
  onCvChange: (side: 'a' | 'b', file: File | null) => void
  jobDescription: string
  onJobDescriptionChange: (value: string) => void
  onSubmit: () => void
  cooldown: { isCoolingDown: boolean; secondsLeft: number }
  /** Analyses left in the period; a comparison needs two. */
  remaining: number | null
  error: unknown
}

function CvField({
  side,
  file,
  onChange,
}: {
  side: 'a' | 'b'
  file: File | null
  onChange: (file: File | null) => void
}) {
  const t = useT(comparisonMessages)
  const { lang } = useLang()
  const [rejection, setRejection] = useState<FileRejection | null>(null)
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
        onFileChange={(next) => {
          setRejection(null)
          onChange(next)
        }}
        onReject={setRejection}
        {...(rejection && { 'aria-describedby': errorId })}
      />
      {rejection && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {errorText(rejection.code, lang, rejection.params)}
        </p>
      )}
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
  const jobId = useId()
  const counterId = useId()
  const { isCoolingDown, secondsLeft } = props.cooldown
  const isShort = props.remaining !== null && props.remaining < 2
  const isDisabled =
    !props.cvA || !props.cvB || props.jobDescription.trim() === '' || isCoolingDown || isShort

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!isDisabled) props.onSubmit()
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <CvField side="a" file={props.cvA} onChange={(f) => props.onCvChange('a', f)} />
        <CvField side="b" file={props.cvB} onChange={(f) => props.onCvChange('b', f)} />
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
          rows={7}
          required
          aria-describedby={counterId}
          placeholder={t('jobPlaceholder')}
          className="block w-full resize-y rounded-xl border border-line bg-surface-2/60 p-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        />
        <p id={counterId} className="mt-1.5 text-right text-sm text-muted">
          {t('counter', { n: props.jobDescription.length, max: MAX_JOB_DESCRIPTION_CHARS })}
        </p>
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
