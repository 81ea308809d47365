/**
 * A CV field of an upload form (POST /api/analyses `cv`, POST /api/comparisons `cvA`/`cvB`), checked
 * before any quota is touched: present, at most 5 MB, a file name without control characters, and an
 * extension among PDF, DOC and DOCX (any other is refused, 415 FILE_TYPE_UNSUPPORTED).
 *
 * Among those three the BYTES decide: a PDF saved as `cv.docx`, a DOCX renamed `.doc`… is read as
 * what it is. The engine's extraction insists that the bytes and the extension agree (its guard
 * against disguised files), so the engine is given the name with the extension of what the bytes
 * are (`extractName`), while the user's own name is the one stored and shown. Bytes that are none
 * of the three keep their name, and the engine refuses them as before.
 */
import { AppError } from '../../../shared/errors.ts'
import { ACCEPTED_CV_EXTENSIONS, type CvExtension, MAX_CV_BYTES } from '../../../shared/limits.ts'
import { detectCvType } from '../../engine/index.ts'
import { assertNoControlChars } from '../../lib/control-chars.ts'

export type CvUpload = {
  bytes: Uint8Array
  /** The name the user gave the file: stored and shown. */
  name: string
  /** The name given to the extraction: the user's, with the extension of the type its bytes are. */
  extractName: string
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : ''
}

function isAccepted(ext: string): ext is CvExtension {
  return (ACCEPTED_CV_EXTENSIONS as readonly string[]).includes(ext)
}

/** `name` with its extension replaced by `kind` when its bytes say another of the accepted types. */
export function nameForExtraction(name: string, bytes: Uint8Array): string {
  const ext = extensionOf(name)
  const kind = detectCvType(bytes)
  if (!kind || kind === ext || !isAccepted(ext)) return name
  return `${name.slice(0, name.length - ext.length)}${kind}`
}

export async function readCvUpload(value: unknown, field: string): Promise<CvUpload> {
  if (!(value instanceof File) || value.size === 0 || !value.name) {
    throw new AppError('ANALYSIS_INPUT_MISSING', { fields: { [field]: 'required' } })
  }
  if (value.size > MAX_CV_BYTES) throw new AppError('FILE_TOO_LARGE', { fields: { [field]: 'too_large' } })
  assertNoControlChars(value.name, field)
  const ext = extensionOf(value.name)
  if (!isAccepted(ext)) {
    throw new AppError('FILE_TYPE_UNSUPPORTED', { params: { ext }, fields: { [field]: 'type_unsupported' } })
  }
  const bytes = new Uint8Array(await value.arrayBuffer())
  return { bytes, name: value.name, extractName: nameForExtraction(value.name, bytes) }
}
