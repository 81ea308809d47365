/** Deletes one of the user's analyses; false when it is not theirs (or does not exist). */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'

export async function deleteAnalysis(db: Database, userId: string, analysisId: string): Promise<boolean> {
  const rows = await db
    .delete(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
    .returning({ id: analyses.id })
  return rows.length > 0
}
