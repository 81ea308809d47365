/**
 * The account's sessions as the profile shows them, and 'Se déconnecter partout' (every session
 * but the current one ends). Live sessions only: not expired, not past the absolute limit.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { SESSION_ABSOLUTE_SECONDS, type SessionItem } from '../../../shared/schemas/sessions.ts'
import type { Database } from '../../db/client.ts'
import { session } from '../../db/schema/auth.ts'
import { describeDevice } from './devices.ts'

export async function listSessions(
  db: Database,
  userId: string,
  currentToken: string,
  now: Date,
): Promise<SessionItem[]> {
  const oldest = new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)
  const rows = await db
    .select({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now), gt(session.createdAt, oldest)))
    .orderBy(desc(session.updatedAt))
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    createdAt: row.createdAt.getTime(),
    lastActiveAt: row.updatedAt.getTime(),
    isCurrent: row.token === currentToken,
  }))
}

/** Ends every session of the user except `currentToken`'s; returns how many ended. */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  currentToken: string,
): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, currentToken)))
    .returning({ id: session.id })
  return ended.length
}
