/**
 * Several writes sent as ONE statement (data-modifying WITH clauses): atomic like a transaction,
 * but one round trip instead of BEGIN, n statements and COMMIT — on PGlite each statement costs
 * the server's thread about a millisecond, on PostgreSQL a network round trip.
 *
 * The writes run on one snapshot: none sees another's rows or changes, so they must not depend on
 * each other (a row inserted by one and updated by another would not be). Foreign keys between
 * them hold: PostgreSQL checks them at the end of the statement.
 */
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Queryable } from './client.ts'

/** Runs the writes as one statement (see the file's comment). */
export async function writeAtOnce(db: Queryable, writes: readonly SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return
  const clauses = writes.map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write.getSQL()})`)
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`)
}

/** The rows a raw statement returned (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
