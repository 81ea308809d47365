/** The user's history, newest first, one page at a time. */
import { count, desc, eq } from 'drizzle-orm'
import type { AnalysisPage } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'

const EXCERPT_WORDS = 8

export function jobExcerpt(jobDescription: string): string {
  const words = jobDescription.trim().split(/\s+/)
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ')
}

export async function listAnalyses(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<AnalysisPage> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: analyses.id,
        createdAt: analyses.createdAt,
        fileName: analyses.fileName,
        jobTitle: analyses.jobTitle,
        jobDescription: analyses.jobDescription,
        result: analyses.result,
      })
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(analyses).where(eq(analyses.userId, userId)),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      fileName: r.fileName,
      jobTitle: r.jobTitle,
      jobExcerpt: jobExcerpt(r.jobDescription),
      compatibilityScore: r.result.compatibilityScore,
    })),
    page,
    pageSize,
    total: totals[0]?.total ?? 0,
  }
}
