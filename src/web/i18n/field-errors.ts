import { useCallback } from 'react'
import { ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts'
import { MAX_JOB_DESCRIPTION_CHARS } from '../../shared/limits.ts'
import { FIELD_ERROR_TEXT, type FieldErrorCode } from '../../shared/schemas/auth.ts'
import { type CvFieldError, extensionOf, type JobDescriptionError } from '../../shared/schemas/staged-run.ts'
import { errorText } from './errors.ts'
import { useLang } from './i18n.tsx'

/**
 * Text of a form field's error: the schemas' messages are field-error codes (FIELD_ERROR_TEXT),
 * and a server's `fields` may also carry an error code of the catalogue.
 */
export function useFieldErrorText() {
  const { lang } = useLang()
  return useCallback(
    (code: string | undefined): string | undefined => {
      if (!code) return undefined
      if (code in FIELD_ERROR_TEXT) return FIELD_ERROR_TEXT[code as FieldErrorCode][lang]
      if (code in ERROR_STATUS) return errorText(code as ErrorCode, lang)
      return code
    },
    [lang],
  )
}

/**
 * The catalogue's error for each field-error code of a staged run's request (an analysis's or a
 * comparison's form, src/shared/schemas/staged-run.ts): the same code the server answers for it
 * (modules/analyses/staged-run-request.ts), so the form and the server say it in the same words.
 */
const STAGED_RUN_FIELD_ERROR: Record<CvFieldError | JobDescriptionError, ErrorCode> = {
  required: 'ANALYSIS_INPUT_MISSING',
  too_large: 'FILE_TOO_LARGE',
  type_unsupported: 'FILE_TYPE_UNSUPPORTED',
  too_long: 'JOB_DESCRIPTION_TOO_LONG',
  invalid: 'VALIDATION',
}

/** Text of a staged-run field's error; `fileName` gives a refused file's extension to the text. */
export function useStagedRunFieldErrorText() {
  const { lang } = useLang()
  return useCallback(
    (code: string | undefined, fileName?: string): string | undefined => {
      if (!code) return undefined
      const errorCode = STAGED_RUN_FIELD_ERROR[code as CvFieldError | JobDescriptionError] ?? 'VALIDATION'
      const params: Record<string, string | number> = {}
      if (errorCode === 'FILE_TYPE_UNSUPPORTED' && fileName) params.ext = extensionOf(fileName) || '?'
      if (errorCode === 'JOB_DESCRIPTION_TOO_LONG') params.max = MAX_JOB_DESCRIPTION_CHARS
      return errorText(errorCode, lang, params)
    },
    [lang],
  )
}
