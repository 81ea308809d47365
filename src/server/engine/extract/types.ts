/**
 * Contract of CV text extraction. `extractCv` (extract/index.ts) checks size, detects the type
 * from the bytes (it must agree with the extension), extracts in a worker thread with a time
 * limit, normalises the text and falls back to OCR when a PDF has no text layer.
 * It throws `AppError` with FILE_TOO_LARGE, FILE_TYPE_UNSUPPORTED (params.ext), CV_UNREADABLE,
 * CV_ENCRYPTED, CV_NO_TEXT or EXTRACTION_TIMEOUT.
 */
import type { CvExtension } from '../../../shared/limits.ts'

export type ExtractCvInput = {
  bytes: Uint8Array
  fileName: string
  signal?: AbortSignal
  /** Default from configuration (EXTRACTION_TIMEOUT_MS), 20 s. */
  timeoutMs?: number
  /** Whose file it is (the user's id): the pool works on one file per owner at a time. */
  owner?: string
}

export type ExtractedCv = {
  /** Normalised text; pages separated by form feeds ('\f'). Never empty. */
  text: string
  kind: CvExtension
  pages: number
  usedOcr: boolean
  durationMs: number
}
