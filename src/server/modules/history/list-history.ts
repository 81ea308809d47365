/**
 * The one history (GET /api/history): the user's single analyses and comparisons, merged newest
 * first, one page after a cursor. Read from the two tables as they are: an analysis that is one side
 * of a comparison is shown inside its comparison's row, not on its own. Filtered on the server by
 * kind and by words (case-insensitive, `%` and `_` literal) found in a CV's file name, the offer's
 * title or its text. Only the user's own rows: every condition starts with their id.
 */
import { and, count, desc, eq, exists, ilike, not, or, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../../shared/errors.ts'
import type { HistoryKind } from '../../../shared/schemas/analysis.ts'
import type { HistoryItem, HistoryPage } from '../../../shared/schemas/history.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { comparisons } from '../../db/schema/comparisons.ts'
import { jobExcerpt } from '../analyses/list-analyses.ts'

export type HistoryRequest = { cursor?: string | undefined; limit: number; kind: HistoryKind; q: string }

/**
 * Where a page starts: the last row's time in microseconds since 1970 (PostgreSQL keeps
 * microseconds; a JavaScript Date would round them away and repeat or skip rows) and its id.
 */
type Cursor = { at: string; id: string }

/** created_at in whole microseconds, as text (exact: extract() is numeric from PostgreSQL 14). */
function microseconds(column: typeof analyses.createdAt | typeof comparisons.createdAt) {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`
}

/** The cursor's instant back as a timestamptz, exactly. */
function instant(at: string): SQL {
  return sql`(timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond')`
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')
}

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      /^\d{1,17}$/.test(value[0]) &&
      value[1].length <= 128
    ) {
      return { at: value[0], id: value[1] }
    }
  } catch {
    // not JSON: refused below
  }
  throw new AppError('VALIDATION', { fields: { cursor: 'invalid' } })
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function words(q: string): string[] {
  return q.split(/\s+/).filter(Boolean)
}

/** The comparison one of the user's analyses is a side of. */
const comparisonOfAnalysis = and(
  eq(comparisons.userId, analyses.userId),
  or(eq(comparisons.analysisAId, analyses.id), eq(comparisons.analysisBId, analyses.id)),
)

function singleAnalyses(userId: string, q: string): SQL {
  const conditions: SQL[] = [
    eq(analyses.userId, userId),
    not(exists(sql`(select 1 from ${comparisons} where ${comparisonOfAnalysis})`)),
  ]
  for (const word of words(q)) {
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

function userComparisons(userId: string, q: string): SQL {
  const conditions: SQL[] = [eq(comparisons.userId, userId)]
  for (const word of words(q)) {
    const pattern = likePattern(word)
    conditions.push(
      or(
        ilike(comparisons.jobTitle, pattern),
        ilike(comparisons.jobDescription, pattern),
        ilike(sql`${comparisons.outcome} -> 'a' ->> 'fileName'`, pattern),
        ilike(sql`${comparisons.outcome} -> 'b' ->> 'fileName'`, pattern),
      )!,
    )
  }
  return and(...conditions)!
}

type Row = { item: HistoryItem; at: string }

async function analysisRows(db: Database, where: SQL, cursor: Cursor | null, limit: number) {
  const after = cursor
    ? sql`(${analyses.createdAt}, ${analyses.id} collate "C") < (${instant(cursor.at)}, ${cursor.id} collate "C")`
    : undefined
  const rows = await db
    .select({
      id: analyses.id,
      at: microseconds(analyses.createdAt),
      createdAt: analyses.createdAt,
      fileName: analyses.fileName,
      jobTitle: analyses.jobTitle,
      jobDescription: analyses.jobDescription,
      score: sql<number>`(${analyses.result} ->> 'compatibilityScore')::int`,
    })
    .from(analyses)
    .where(after ? and(where, after) : where)
    .orderBy(desc(analyses.createdAt), desc(sql`${analyses.id} collate "C"`))
    .limit(limit)
  return rows.map(
    (r): Row => ({
      at: r.at,
      item: {
        kind: 'analysis',
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        fileName: r.fileName,
        jobTitle: r.jobTitle,
        jobExcerpt: jobExcerpt(r.jobDescription),
        score: Number(r.score),
      },
    }),
  )
}

async function comparisonRows(db: Database, where: SQL, cursor: Cursor | null, limit: number) {
  const after = cursor
    ? sql`(${comparisons.createdAt}, ${comparisons.id} collate "C") < (${instant(cursor.at)}, ${cursor.id} collate "C")`
    : undefined
  const rows = await db
    .select({
      id: comparisons.id,
      at: microseconds(comparisons.createdAt),
      createdAt: comparisons.createdAt,
      jobTitle: comparisons.jobTitle,
      jobDescription: comparisons.jobDescription,
      outcome: comparisons.outcome,
    })
    .from(comparisons)
    .where(after ? and(where, after) : where)
    .orderBy(desc(comparisons.createdAt), desc(sql`${comparisons.id} collate "C"`))
    .limit(limit)
  return rows.map(
    (r): Row => ({
      at: r.at,
      item: {
        kind: 'comparison',
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        jobTitle: r.jobTitle,
        jobExcerpt: jobExcerpt(r.jobDescription),
        a: { fileName: r.outcome.a.fileName, score: r.outcome.a.score },
        b: { fileName: r.outcome.b.fileName, score: r.outcome.b.score },
        choice: r.outcome.recommendation.choice,
      },
    }),
  )
}

/** Newest first; the same instant ordered by id byte by byte (collation C), as the SQL does. */
function newerFirst(x: Row, y: Row): number {
  const byTime = BigInt(y.at) - BigInt(x.at)
  if (byTime !== 0n) return byTime > 0n ? 1 : -1
  return x.item.id < y.item.id ? 1 : x.item.id > y.item.id ? -1 : 0
}

export async function listHistory(
  db: Database,
  userId: string,
  request: HistoryRequest,
): Promise<HistoryPage> {
  const cursor = request.cursor ? decodeCursor(request.cursor) : null
  const withAnalyses = request.kind !== 'comparison'
  const withComparisons = request.kind !== 'analysis'
  const analysisWhere = singleAnalyses(userId, request.q)
  const comparisonWhere = userComparisons(userId, request.q)
  // One more row than asked from each table says whether a next page exists.
  const [aRows, cRows, aTotal, cTotal] = await Promise.all([
    withAnalyses ? analysisRows(db, analysisWhere, cursor, request.limit + 1) : [],
    withComparisons ? comparisonRows(db, comparisonWhere, cursor, request.limit + 1) : [],
    withAnalyses ? db.select({ n: count() }).from(analyses).where(analysisWhere) : [{ n: 0 }],
    withComparisons ? db.select({ n: count() }).from(comparisons).where(comparisonWhere) : [{ n: 0 }],
  ])
  const merged = [...aRows, ...cRows].sort(newerFirst)
  const page = merged.slice(0, request.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => row.item),
    nextCursor:
      merged.length > request.limit && last ? encodeCursor({ at: last.at, id: last.item.id }) : null,
    total: Number(aTotal[0]?.n ?? 0) + Number(cTotal[0]?.n ?? 0),
  }
}
