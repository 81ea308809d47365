/**
 * The one hook every `zValidator` uses: a failed parse becomes AppError('VALIDATION') with, for
 * each field, the first issue's message — a field-error code of src/shared/schemas (e.g.
 * 'EMAIL_INVALID') when the schema sets one, else 'invalid' — so the web can show its own text.
 */
import { AppError } from '../../shared/errors.ts'

type Issue = { path: PropertyKey[]; message?: string }

export function validationHook(result: { success: boolean; error?: unknown }): void {
  if (result.success) return
  const fields: Record<string, string> = {}
  const issues = (result.error as { issues?: Issue[] } | undefined)?.issues ?? []
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'body')
    if (fields[key]) continue
    fields[key] = issue.message && /^[A-Z][A-Z_]+$/.test(issue.message) ? issue.message : 'invalid'
  }
  throw new AppError('VALIDATION', { fields })
}
