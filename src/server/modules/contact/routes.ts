/**
 * POST /api/contact: validated, rate-limited per client IP, stored before it is mailed; acknowledged
 * only to a signed-in, verified sender's own address.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { contactSchema } from '../../../shared/schemas/contact.ts'
import type { AppEnv } from '../../context.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { validationHook } from '../../lib/validation.ts'
import { getSessionUser } from '../auth/session.ts'
import { submitContactMessage } from './service.ts'

const CONTACT_PER_IP = { max: 5, windowMs: 10 * 60_000 }

export function createContactRoutes() {
  return new Hono<AppEnv>().post('/', zValidator('json', contactSchema, validationHook), async (c) => {
    const { db, mailer, logger, env, rateLimits } = c.var.deps
    if (env.RATE_LIMIT_ENABLED)
      await rateLimits.hit('contact:ip', CONTACT_PER_IP, clientIp(c, env.TRUST_PROXY))
    // Only a verified account's own address gets an acknowledgement, never the form's e-mail field.
    const sender = await getSessionUser(c)
    const { id } = await submitContactMessage(
      { db, mailer, logger, supportEmail: env.SUPPORT_EMAIL },
      c.req.valid('json'),
      sender?.emailVerified ? sender.email : null,
    )
    return c.json({ ok: true, id }, 201)
  })
}
