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

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/**
 * True when the request comes from this machine itself: the socket's peer is a loopback address and
 * no proxy forwarded it (a reverse proxy on the same host would otherwise make every client local).
 * An in-process request (`app.request` in tests) has no socket and counts as local.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    return true
  }
  return address !== undefined && LOOPBACK.test(address)
}
