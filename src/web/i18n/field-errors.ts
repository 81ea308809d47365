import { useCallback } from 'react'
import { ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts'
import { FIELD_ERROR_TEXT, type FieldErrorCode } from '../../shared/schemas/auth.ts'
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
