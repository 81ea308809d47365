/**
 * The one fetch wrapper every feature uses: JSON in and out, same-origin cookies, and an `ApiError`
 * carrying the server's error envelope (`{ error: { code, fields?, params?, retryAfter? } }`).
 * Network failures become `SERVICE_UNAVAILABLE`, answers that are not an envelope `INTERNAL`.
 */
import { type ErrorCode, type ErrorEnvelope, isErrorEnvelope } from '../../shared/errors.ts'

export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly envelope: ErrorEnvelope

  constructor(status: number, envelope: ErrorEnvelope) {
    super(envelope.error.code)
    this.name = 'ApiError'
    this.status = status
    this.code = envelope.error.code
    this.envelope = envelope
  }

  get fields() {
    return this.envelope.error.fields
  }
  get params() {
    return this.envelope.error.params
  }
  get retryAfter() {
    return this.envelope.error.retryAfter
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

export type ApiOptions = Omit<RequestInit, 'body'> & { body?: unknown }

function envelopeFor(code: ErrorCode): ErrorEnvelope {
  return { error: { code } }
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { body, headers, ...rest } = options
  const isRaw = body instanceof FormData || body instanceof Blob
  const init: RequestInit = {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isRaw ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: isRaw ? (body as BodyInit) : JSON.stringify(body) } : {}),
  }
  let response: Response
  try {
    response = await fetch(path, init)
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, envelopeFor('SERVICE_UNAVAILABLE'))
  }
  const text = await response.text()
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = null
    }
  }
  if (!response.ok) {
    if (isErrorEnvelope(data)) throw new ApiError(response.status, data)
    const fallback: ErrorCode =
      response.status === 401
        ? 'UNAUTHENTICATED'
        : response.status === 404
          ? 'NOT_FOUND'
          : response.status === 429
            ? 'RATE_LIMITED'
            : response.status >= 502
              ? 'SERVICE_UNAVAILABLE'
              : 'INTERNAL'
    throw new ApiError(response.status, envelopeFor(fallback))
  }
  return data as T
}
