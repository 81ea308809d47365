/**
 * /api/sessions — the signed-in user's sessions (device, created, last active, which is this one)
 * and POST /revoke-others ('Se déconnecter partout': every other session ends at once).
 */
import { Hono } from 'hono'
import { AppError } from '../../../shared/errors.ts'
import type { AppEnv } from '../../context.ts'
import { getSessionToken, requireUser } from '../auth/session.ts'
import { listSessions, revokeOtherSessions } from './service.ts'

export function createSessionsRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await requireUser(c)
      const token = getSessionToken(c)
      if (!token) throw new AppError('UNAUTHENTICATED')
      // Real time, as for the session's own expiry.
      return c.json({ sessions: await listSessions(c.var.deps.db, user.id, token, new Date()) })
    })
    .post('/revoke-others', async (c) => {
      const user = await requireUser(c)
      const token = getSessionToken(c)
      if (!token) throw new AppError('UNAUTHENTICATED')
      return c.json({ revoked: await revokeOtherSessions(c.var.deps.db, user.id, token) })
    })
}
