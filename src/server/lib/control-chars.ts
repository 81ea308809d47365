/**
 * Refuses, with 400 VALIDATION before any route runs, a request whose path, query string or JSON /
 * form-encoded body carries a control character (see src/shared/text-guards.ts). Multipart bodies (CV
 * uploads) are checked field by field where they are read. The body is read from a clone, so the
 * route (and better-auth, which reads the raw request) still gets it whole.
 */
import type { MiddlewareHandler } from 'hono'
import { AppError } from '../../shared/errors.ts'
import { hasForbiddenControlChars } from '../../shared/text-guards.ts'
import type { AppEnv } from '../context.ts'

/** A JSON string escape of a forbidden control character (`\u0000`…), not preceded by a backslash. */
const ESCAPED_CONTROL = /(?<!\\)(?:\\\\)*\\u(?:000[0-8bcef]|001[0-9a-f]|007f)/i

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    throw new AppError('VALIDATION', { fields: { query: 'invalid' } })
  }
}

export function assertNoControlChars(value: string, field: string): void {
  if (hasForbiddenControlChars(value)) throw new AppError('VALIDATION', { fields: { [field]: 'invalid' } })
}

export function rejectControlChars(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url)
    assertNoControlChars(safeDecode(url.pathname), 'path')
    assertNoControlChars(safeDecode(url.search), 'query')
    const type = c.req.header('content-type') ?? ''
    const isJson = type.includes('application/json')
    if ((isJson || type.includes('application/x-www-form-urlencoded')) && c.req.raw.body) {
      const text = await c.req.raw.clone().text()
      assertNoControlChars(isJson ? text : safeDecode(text), 'body')
      if (isJson && ESCAPED_CONTROL.test(text))
        throw new AppError('VALIDATION', { fields: { body: 'invalid' } })
    }
    await next()
  }
}
