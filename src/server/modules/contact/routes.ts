/** POST /api/contact: validated, rate-limited per client IP, stored before it is mailed. */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { contactSchema } from '../../../shared/schemas/contact.ts'
import type { AppEnv } from '../../context.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { validationHook } from '../../lib/validation.ts'
import { submitContactMessage } from './service.ts'

const CONTACT_PER_IP = { max: 5, windowMs: 10 * 60_000 }

export function createContactRoutes() {
  return new Hono<AppEnv>().post('/', zValidator('json', contactSchema, validationHook), async (c) => {
    const { db, mailer, logger, env, rateLimits } = c.var.deps
    if (env.RATE_LIMIT_ENABLED)
      await rateLimits.hit('contact:ip', CONTACT_PER_IP, clientIp(c, env.TRUST_PROXY))
    const { id } = await submitContactMessage(
      { db, mailer, logger, supportEmail: env.SUPPORT_EMAIL },
      c.req.valid('json'),
    )
    return c.json({ ok: true, id }, 201)
  })
}
