/**
 * The answer of a long job as server-sent events: `event: stage` `{ stage }` each time a stage
 * really starts, then `event: result` `{ [resultKey]: value }` or `event: error` with the error
 * envelope. A client that goes away aborts the job (its reserved quota is then given back by it).
 * Used by single analyses and CV comparisons.
 */
import { AppError, isAppError } from '../../shared/errors.ts'
import type { AnalysisStage } from '../../shared/limits.ts'
import type { Logger } from '../logger.ts'

export type StageStreamInput = {
  /** The request's own signal: aborted when the client disconnects. */
  clientGone: AbortSignal
  requestId: string
  log: Logger
  /** Log message for failures that are ours (not the user's input). */
  failureMessage: string
  resultKey: string
  run: (signal: AbortSignal, onStage: (stage: AnalysisStage) => void) => Promise<unknown>
}

export function stageEventStream(input: StageStreamInput): Response {
  const abort = new AbortController()
  input.clientGone.addEventListener('abort', () => abort.abort(), { once: true })
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => {
        if (abort.signal.aborted) return
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
        } catch {
          abort.abort()
        }
      }
      input
        .run(abort.signal, (stage) => send('stage', { stage }))
        .then((value) => send('result', { [input.resultKey]: value }))
        .catch((error: unknown) => {
          if ((!isAppError(error) || error.code === 'ANALYSIS_FAILED') && !abort.signal.aborted) {
            input.log.error({ err: isAppError(error) ? error.cause : error }, input.failureMessage)
          }
          send('error', (isAppError(error) ? error : new AppError('INTERNAL')).toEnvelope(input.requestId))
        })
        .finally(() => {
          try {
            controller.close()
          } catch {
            // already closed by a cancelled client
          }
        })
    },
    cancel() {
      abort.abort()
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
