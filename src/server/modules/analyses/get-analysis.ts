/**
 * One stored analysis of its owner, redacted for their plan, with the previous run of the same offer;
 * another user's id is not found.
 */
import { and, eq } from 'drizzle-orm'
import type { PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import type { Entitlement } from '../usage/period.ts'
import { findPreviousRun } from './previous-run.ts'
import { toPublicAnalysis } from './redaction.ts'

export async function getAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
  getEntitlement: (db: Database, userId: string, now: Date) => Promise<Entitlement>,
  now: Date,
): Promise<PublicAnalysis | null> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
  if (!row) return null
  const [{ isPaid }, previousRun] = await Promise.all([
    getEntitlement(db, userId, now),
    findPreviousRun(db, userId, row),
  ])
  return toPublicAnalysis(row, isPaid, previousRun)
}
