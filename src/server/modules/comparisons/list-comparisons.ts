/** The user's comparisons, newest first, one page at a time. */
import { count, desc, eq } from 'drizzle-orm'
import type { ComparisonPage } from '../../../shared/schemas/comparison.ts'
import type { Database } from '../../db/client.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import { jobExcerpt } from '../analyses/list-analyses.ts'

export async function listComparisons(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<ComparisonPage> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(comparisons)
      .where(eq(comparisons.userId, userId))
      .orderBy(desc(comparisons.createdAt), desc(comparisons.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(comparisons).where(eq(comparisons.userId, userId)),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      jobTitle: r.jobTitle,
      jobExcerpt: jobExcerpt(r.jobDescription),
      a: { fileName: r.outcome.a.fileName, score: r.outcome.a.score },
      b: { fileName: r.outcome.b.fileName, score: r.outcome.b.score },
      choice: r.outcome.recommendation.choice,
    })),
    page,
    pageSize,
    total: totals[0]?.total ?? 0,
  }
}
