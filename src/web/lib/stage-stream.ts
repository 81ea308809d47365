/**
 * POST a form with `Accept: text/event-stream` and read the answer with fetch streaming
 * (EventSource cannot POST): `stage` events call `onStage`, `result` resolves with the payload's
 * `resultKey` field, `error` rejects with an ApiError carrying the server's envelope. Used by the
 * single analysis and the CV comparison.
 */
import { ERROR_STATUS, type ErrorEnvelope, isErrorEnvelope } from '../../shared/errors.ts'
import type { AnalysisStage } from '../../shared/limits.ts'
import { ApiError } from './api.ts'

export type StageStreamOptions = {
  idempotencyKey: string
  onStage: (stage: AnalysisStage) => void
  signal?: AbortSignal
}

function apiError(envelope: ErrorEnvelope, status?: number): ApiError {
  return new ApiError(status ?? ERROR_STATUS[envelope.error.code] ?? 500, envelope)
}

/** Splits an SSE buffer into complete events; returns the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = []
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') })
  }
  return { events, rest }
}

export async function postWithStages<T>(
  url: string,
  body: FormData,
  resultKey: string,
  options: StageStreamOptions,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Idempotency-Key': options.idempotencyKey },
      body,
      ...(options.signal && { signal: options.signal }),
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw apiError({ error: { code: 'SERVICE_UNAVAILABLE' } }, 0)
  }
  if (!response.ok || !response.body) {
    const data: unknown = await response.json().catch(() => null)
    if (isErrorEnvelope(data)) throw apiError(data, response.status)
    throw apiError(
      { error: { code: response.status === 429 ? 'RATE_LIMITED' : 'ANALYSIS_FAILED' } },
      response.status,
    )
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += value
    const parsed = parseEvents(buffer)
    buffer = parsed.rest
    for (const { event, data } of parsed.events) {
      const payload: unknown = JSON.parse(data)
      if (event === 'stage') options.onStage((payload as { stage: AnalysisStage }).stage)
      else if (event === 'result') {
        await reader.cancel().catch(() => {})
        return (payload as Record<string, T>)[resultKey] as T
      } else if (event === 'error') {
        await reader.cancel().catch(() => {})
        throw isErrorEnvelope(payload) ? apiError(payload) : apiError({ error: { code: 'ANALYSIS_FAILED' } })
      }
    }
  }
  throw apiError({ error: { code: 'ANALYSIS_FAILED' } })
}
