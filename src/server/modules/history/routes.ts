/**
 * /api/history: the one history of the user's analyses and comparisons (list-history.ts). Deleting
 * or opening a row stays with its own resource: /api/analyses/:id, /api/comparisons/:id.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { historyListQuerySchema } from '../../../shared/schemas/history.ts'
import type { AppEnv } from '../../context.ts'
import { validationHook } from '../../lib/validation.ts'
import { requireUser } from '../auth/session.ts'
import { listHistory } from './list-history.ts'

export function createHistoryRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    zValidator('query', historyListQuerySchema, validationHook),
    async (c) => {
      const user = await requireUser(c)
      return c.json(await listHistory(c.var.deps.db, user.id, c.req.valid('query')))
    },
  )
}
