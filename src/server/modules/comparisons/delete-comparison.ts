/**
 * Deletes one of the user's comparisons together with the two analyses it ran (their CV text goes
 * with them); false when it is not theirs. See docs/decisions/006-pdf-report-and-cv-comparison.md.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { comparisons } from '../../db/schema/comparisons.ts'

export async function deleteComparison(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(comparisons)
      .where(and(eq(comparisons.id, id), eq(comparisons.userId, userId)))
      .returning({ a: comparisons.analysisAId, b: comparisons.analysisBId })
    if (!row) return false
    const ids = [row.a, row.b].filter((x): x is string => x !== null)
    if (ids.length > 0) {
      await tx.delete(analyses).where(and(eq(analyses.userId, userId), inArray(analyses.id, ids)))
    }
    return true
  })
}
