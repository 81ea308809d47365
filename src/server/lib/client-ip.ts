/**
 * The client's address for rate limits. Behind a proxy (TRUST_PROXY=true) the right-most
 * X-Forwarded-For entry is the one our proxy appended; the rest is client-controlled.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1'
  } catch {
    // app.request() in tests has no socket
    return '127.0.0.1'
  }
}
