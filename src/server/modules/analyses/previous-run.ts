/**
 * The previous run of an offer: the user's newest analysis of the same normalised offer text (same
 * job_hash, offer-hash.ts) created before this one — what 'Relancer avec un autre CV' compares the
 * new score with. One indexed read (analyses_user_job_hash_idx) of the score alone: the stored
 * result (tens of kB of JSON) is neither sent nor parsed for one number.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { PreviousRun } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'

export async function findPreviousRun(
  db: Database,
  userId: string,
  of: { jobHash: string; createdAt: Date },
): Promise<PreviousRun | null> {
  const [row] = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      fileName: analyses.fileName,
      compatibilityScore: sql<number>`(${analyses.result}->>'compatibilityScore')::int`,
    })
    .from(analyses)
    .where(
      and(
        eq(analyses.userId, userId),
        eq(analyses.jobHash, of.jobHash),
        lt(analyses.createdAt, of.createdAt),
      ),
    )
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    fileName: row.fileName,
    compatibilityScore: row.compatibilityScore,
  }
}
