/**
 * The user's history, newest first, one page at a time, filtered on the server: the kind of run
 * (single analyses, or the sides of comparisons) and words searched in the CV's file name, the
 * offer's title and its text (case-insensitive, `%` and `_` taken literally).
 */
import { and, count, desc, eq, exists, ilike, not, or, type SQL, sql } from 'drizzle-orm'
import type { AnalysisPage, HistoryKind } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { comparisons } from '../../db/schema/comparisons.ts'

const EXCERPT_WORDS = 8

export function jobExcerpt(jobDescription: string): string {
  const words = jobDescription.trim().split(/\s+/)
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ')
}

export type HistoryFilter = { kind: HistoryKind; q: string }

/** The comparison one of the user's analyses belongs to (a side A or B). */
const comparisonOfAnalysis = and(
  eq(comparisons.userId, analyses.userId),
  or(eq(comparisons.analysisAId, analyses.id), eq(comparisons.analysisBId, analyses.id)),
)

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function filterCondition(userId: string, filter: HistoryFilter): SQL {
  const conditions: SQL[] = [eq(analyses.userId, userId)]
  const inComparison = exists(sql`(select 1 from ${comparisons} where ${comparisonOfAnalysis})`)
  if (filter.kind === 'comparison') conditions.push(inComparison)
  if (filter.kind === 'analysis') conditions.push(not(inComparison))
  const words = filter.q.split(/\s+/).filter(Boolean)
  for (const word of words) {
    const pattern = likePattern(word)
    conditions.push(
      or(
        ilike(analyses.fileName, pattern),
        ilike(analyses.jobTitle, pattern),
        ilike(analyses.jobDescription, pattern),
      )!,
    )
  }
  return and(...conditions)!
}

export async function listAnalyses(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
  filter: HistoryFilter = { kind: 'all', q: '' },
): Promise<AnalysisPage> {
  const where = filterCondition(userId, filter)
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: analyses.id,
        createdAt: analyses.createdAt,
        fileName: analyses.fileName,
        jobTitle: analyses.jobTitle,
        jobDescription: analyses.jobDescription,
        score: sql<number>`(${analyses.result} ->> 'compatibilityScore')::int`,
        comparisonId: sql<
          string | null
        >`(select ${comparisons.id} from ${comparisons} where ${comparisonOfAnalysis} limit 1)`,
      })
      .from(analyses)
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(analyses).where(where),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      fileName: r.fileName,
      jobTitle: r.jobTitle,
      jobExcerpt: jobExcerpt(r.jobDescription),
      compatibilityScore: Number(r.score),
      comparisonId: r.comparisonId,
    })),
    page,
    pageSize,
    total: Number(totals[0]?.total ?? 0),
  }
}
