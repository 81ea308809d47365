/** One stored comparison of its owner; another user's id is not found. */
import { and, eq } from 'drizzle-orm'
import type { Comparison } from '../../../shared/schemas/comparison.ts'
import type { Database } from '../../db/client.ts'
import { type ComparisonRow, comparisons } from '../../db/schema/comparisons.ts'

export function toComparison(
  row: Pick<
    ComparisonRow,
    'id' | 'createdAt' | 'jobTitle' | 'jobDescription' | 'analysisAId' | 'analysisBId' | 'outcome'
  >,
): Comparison {
  const { outcome } = row
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    // The links follow the analyses: one deleted from the history is no longer offered.
    a: { ...outcome.a, analysisId: row.analysisAId },
    b: { ...outcome.b, analysisId: row.analysisBId },
    common: outcome.common,
    missingBoth: outcome.missingBoth,
    recommendation: outcome.recommendation,
  }
}

export async function getComparison(db: Database, userId: string, id: string): Promise<Comparison | null> {
  const [row] = await db
    .select()
    .from(comparisons)
    .where(and(eq(comparisons.id, id), eq(comparisons.userId, userId)))
  return row ? toComparison(row) : null
}
