/**
 * The PDF report of one of the user's analyses, for plans that include it (premium and gold:
 * `extras.pdfReport` in the catalogue). Another plan → PLAN_FEATURE_REQUIRED (checked first, so
 * it says nothing about which ids exist); another user's analysis or an unknown id → NOT_FOUND.
 */
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import { parisDay } from '../../../shared/format.ts'
import { PLANS, type Plan } from '../../../shared/plans.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import type { Entitlement } from '../usage/period.ts'

export type PlanExtra = keyof Plan['extras']

/** Throws PLAN_FEATURE_REQUIRED unless the user's current plan includes `extra`. */
export function requirePlanExtra(entitlement: Pick<Entitlement, 'planId'>, extra: PlanExtra): void {
  const plan = entitlement.planId ? PLANS[entitlement.planId] : null
  if (!plan?.extras[extra]) throw new AppError('PLAN_FEATURE_REQUIRED', { params: { feature: extra } })
}

const ASCII_NAME_MAX = 60

/** 'rapport-adequat-developpeur-full-stack-2026-11-22.pdf': ASCII, no path or quote characters. */
export function reportFileName(jobTitle: string | null, fileName: string, createdAt: Date): string {
  const base = (jobTitle?.trim() || fileName.replace(/\.[^.]+$/, ''))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ASCII_NAME_MAX)
    .replace(/-+$/, '')
  const day = parisDay(createdAt) // the day in Paris, as the report and the screen show it
  return `rapport-adequat-${base ? `${base}-` : ''}${day}.pdf`
}

export async function createReport(
  db: Database,
  input: {
    userId: string
    analysisId: string
    now: Date
    getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>
  },
): Promise<{ pdf: Buffer; fileName: string }> {
  requirePlanExtra(await input.getEntitlement(db, input.userId, input.now), 'pdfReport')
  const [row] = await db
    .select({
      lang: analyses.lang,
      createdAt: analyses.createdAt,
      fileName: analyses.fileName,
      jobTitle: analyses.jobTitle,
      jobDescription: analyses.jobDescription,
      result: analyses.result,
    })
    .from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, input.userId)))
  if (!row) throw new AppError('NOT_FOUND')
  // pdfkit and its fonts (~20 MB) are loaded with the first report, not at start-up.
  const { renderAnalysisReport } = await import('./render-report.ts')
  const pdf = await renderAnalysisReport(row, input.now)
  return { pdf, fileName: reportFileName(row.jobTitle, row.fileName, row.createdAt) }
}
