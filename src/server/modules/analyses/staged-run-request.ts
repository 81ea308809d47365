/**
 * The one multipart reader of a staged run (POST /api/analyses: `cv`; POST /api/comparisons: `cvA`,
 * `cvB`; both: `jobDescription`, optional `lang`, optional `Idempotency-Key` header). Everything is
 * checked here, at the edge, before any quota is touched, with the shared request schema
 * (src/shared/schemas/staged-run.ts), then the offer's language by the engine; the use case
 * (staged-run.ts) takes the result as it is. The first error, in the order CV fields, job
 * description, its language, `lang`, Idempotency-Key, is the one answered:
 *
 * - a CV missing or empty → 400 ANALYSIS_INPUT_MISSING, over 5 MB → 413 FILE_TOO_LARGE, a control
 *   character in its name → 400 VALIDATION, an extension other than PDF/DOC/DOCX → 415
 *   FILE_TYPE_UNSUPPORTED (params.ext); `fields` names the CV field;
 * - the job description empty → 400 ANALYSIS_INPUT_MISSING, a control character → 400 VALIDATION,
 *   over 1000 characters → 400 JOB_DESCRIPTION_TOO_LONG (refused, never cut), neither French nor
 *   English → 400 JOB_LANGUAGE_UNSUPPORTED;
 * - `lang` other than fr/en, or a malformed Idempotency-Key → 400 VALIDATION.
 *
 * Among PDF, DOC and DOCX the BYTES decide: a PDF saved as `cv.docx` is read as a PDF. The engine's
 * extraction insists that the bytes and the extension agree (its guard against disguised files), so
 * it is given the name with the extension of what the bytes are (`extractName`), while the user's
 * own name is the one stored and shown. Bytes that are none of the three keep their name, and the
 * engine refuses them.
 */
import type { Context } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import { MAX_JOB_DESCRIPTION_CHARS } from '../../../shared/limits.ts'
import type { OutputLanguage } from '../../../shared/schemas/analysis.ts'
import {
  ANALYSIS_CV_FIELDS,
  analysisRequestSchema,
  COMPARISON_CV_FIELDS,
  comparisonRequestSchema,
  extensionOf,
  IDEMPOTENCY_KEY_PATTERN,
  isAcceptedCvExtension,
  normalizeJobDescription,
} from '../../../shared/schemas/staged-run.ts'
import { detectCvType, validateJobDescription } from '../../engine/index.ts'
import type { CvFile, StagedRunKind } from './staged-run.ts'

export type CvUpload = Required<CvFile>

type CvsOf<K extends StagedRunKind> = K extends 'comparison' ? [CvUpload, CvUpload] : [CvUpload]

export type StagedRunRequest<K extends StagedRunKind> = {
  cvs: CvsOf<K>
  jobDescription: string
  lang?: OutputLanguage
  idempotencyKey?: string
}

const FORMS = {
  analysis: { cvFields: ANALYSIS_CV_FIELDS, schema: analysisRequestSchema },
  comparison: { cvFields: COMPARISON_CV_FIELDS, schema: comparisonRequestSchema },
} as const

/** `name` with its extension replaced by the type its bytes are, when that is another accepted type. */
export function nameForExtraction(name: string, bytes: Uint8Array): string {
  const ext = extensionOf(name)
  const kind = detectCvType(bytes)
  if (!kind || kind === ext || !isAcceptedCvExtension(ext)) return name
  return `${name.slice(0, name.length - ext.length)}${kind}`
}

/** The AppError of a field's error code (see the shared schema), with what the web needs to say it. */
function fieldError(field: string, code: string, form: Record<string, unknown>): AppError {
  const fields = { [field]: code }
  if (field === 'jobDescription') {
    if (code === 'required') return new AppError('ANALYSIS_INPUT_MISSING', { fields })
    if (code === 'too_long') {
      const value = form.jobDescription
      const length = typeof value === 'string' ? normalizeJobDescription(value).length : 0
      return new AppError('JOB_DESCRIPTION_TOO_LONG', {
        fields,
        params: { max: MAX_JOB_DESCRIPTION_CHARS, length },
      })
    }
    return new AppError('VALIDATION', { fields })
  }
  if (field === 'lang') return new AppError('VALIDATION', { fields: { lang: 'invalid' } })
  if (code === 'required') return new AppError('ANALYSIS_INPUT_MISSING', { fields })
  if (code === 'too_large') return new AppError('FILE_TOO_LARGE', { fields })
  if (code === 'type_unsupported') {
    const file = form[field]
    const ext = file instanceof File ? extensionOf(file.name) : ''
    return new AppError('FILE_TYPE_UNSUPPORTED', { params: { ext }, fields })
  }
  return new AppError('VALIDATION', { fields })
}

function readIdempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key')?.trim() || undefined
  if (key && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', { fields: { 'Idempotency-Key': 'INVALID' } })
  }
  return key
}

export async function readStagedRunRequest<K extends StagedRunKind>(
  c: Context,
  kind: K,
): Promise<StagedRunRequest<K>> {
  const { cvFields, schema } = FORMS[kind]
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => {
    throw new AppError('ANALYSIS_INPUT_MISSING')
  })
  const parsed = schema.safeParse(form)
  const errors = new Map<string, string>()
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '')
    if (!errors.has(field)) errors.set(field, issue.message)
  }
  for (const field of [...cvFields, 'jobDescription']) {
    const code = errors.get(field)
    if (code) throw fieldError(field, code, form)
  }
  // The offer's language is the engine's judgement (it cannot analyse another).
  const jobDescription = validateJobDescription(normalizeJobDescription(String(form.jobDescription)))
  const langError = errors.get('lang')
  if (langError || !parsed.success) throw fieldError('lang', langError ?? 'invalid', form)
  const idempotencyKey = readIdempotencyKey(c)

  const files: File[] = cvFields.map((field) => form[field] as File)
  const cvs = await Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer())
      return { bytes, name: file.name, extractName: nameForExtraction(file.name, bytes) }
    }),
  )
  const lang = parsed.data.lang
  return {
    cvs: cvs as CvsOf<K>,
    jobDescription,
    ...(lang && { lang }),
    ...(idempotencyKey && { idempotencyKey }),
  }
}
