/**
 * Development-only routes (mounted only when NODE_ENV !== 'production', and answering only requests
 * from this machine: the outbox holds reset and verification links, so anyone who could read it could
 * take over any account; other clients get the same 404 as an unknown route):
 * GET /api/dev/outbox[?to=address] — the latest messages of the mail outbox, newest first, for
 * the web's /dev/outbox page and for tests that follow e-mail links.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../../../shared/errors.ts'
import type { AppEnv } from '../../context.ts'
import { isLoopbackRequest } from '../../lib/client-ip.ts'
import { listOutbox } from './mailer.ts'

const querySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})

export function createDevRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!isLoopbackRequest(c)) throw new AppError('NOT_FOUND')
      await next()
    })
    .get('/outbox', async (c) => {
      const query = querySchema.safeParse(c.req.query())
      if (!query.success) throw new AppError('VALIDATION')
      const messages = await listOutbox(c.var.deps.db, {
        ...(query.data.to && { to: query.data.to }),
        limit: query.data.limit ?? 50,
      })
      return c.json({
        messages: messages.map((m) => ({
          id: m.id,
          to: m.to,
          from: m.from,
          subject: m.subject,
          text: m.text,
          html: m.html,
          template: m.template,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      })
    })
}
