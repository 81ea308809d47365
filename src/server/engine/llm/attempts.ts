/**
 * The specification's retry rules for one generation (§8 'Behaviour on errors', §9): up to 3
 * attempts; after a 429 wait the Retry-After header's seconds (60 when absent), after any other
 * failure wait 2 s. The SDK's own retries are disabled so these rules are the only ones. A context
 * length error is not retried (the same text would fail again). When the attempts run out the error
 * names what happened last, so the interface can show the right message and, for a rate limit,
 * start its cool-down from `retryAfter`.
 */
import { APIError, APIUserAbortError } from 'openai'
import { AppError } from '../../../shared/errors.ts'
import { COOLDOWN_SECONDS } from '../../../shared/limits.ts'
import { InvalidModelOutput } from './model-output.ts'

export type Generation = 'analysis' | 'questions'

export type AttemptRules = {
  attempts: number
  /** Pause after a failure that is not a rate limit. */
  retryDelayMs: number
  /** Retry-After used when a 429 has none. */
  defaultRetryAfterSeconds: number
  /** A 429 asking for a longer wait than this ends the attempts at once (the caller cools down). */
  maxRetryAfterSeconds: number
  sleep: (ms: number) => Promise<void>
}

export const DEFAULT_ATTEMPT_RULES: Omit<AttemptRules, 'sleep'> = {
  attempts: 3,
  retryDelayMs: 2000,
  defaultRetryAfterSeconds: COOLDOWN_SECONDS,
  maxRetryAfterSeconds: COOLDOWN_SECONDS,
}

type Failure =
  | { kind: 'rate-limited'; retryAfterSeconds: number; cause: unknown }
  | { kind: 'token-limit'; cause: unknown }
  | { kind: 'other'; cause: unknown }

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed))
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}

function isContextLengthError(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status !== 400) return false
  const code = (error as APIError & { code?: unknown }).code
  return (
    code === 'context_length_exceeded' ||
    /maximum context length|context_length_exceeded/i.test(error.message)
  )
}

function contextError(generation: Generation, cause: unknown): AppError {
  return new AppError(generation === 'analysis' ? 'ENGINE_CONTEXT_TOO_LONG' : 'ENGINE_TOKEN_LIMIT', { cause })
}

function classify(error: unknown, rules: AttemptRules): Failure {
  if (error instanceof APIError && error.status === 429) {
    const header = error.headers?.get('retry-after')
    return {
      kind: 'rate-limited',
      retryAfterSeconds: parseRetryAfter(header) ?? rules.defaultRetryAfterSeconds,
      cause: error,
    }
  }
  if (error instanceof InvalidModelOutput && error.finishReason === 'length')
    return { kind: 'token-limit', cause: error }
  return { kind: 'other', cause: error }
}

function exhausted(generation: Generation, last: Failure): AppError {
  if (last.kind === 'rate-limited') {
    return new AppError('ENGINE_RATE_LIMITED', { retryAfter: last.retryAfterSeconds, cause: last.cause })
  }
  if (last.kind === 'token-limit' && generation === 'questions') {
    return new AppError('ENGINE_TOKEN_LIMIT', { cause: last.cause })
  }
  return new AppError(
    generation === 'analysis' ? 'ENGINE_ATTEMPTS_EXHAUSTED' : 'QUESTIONS_ATTEMPTS_EXHAUSTED',
    {
      cause: last.cause,
    },
  )
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

/** The injected sleep, cut short when the signal aborts. */
function pause(ms: number, sleep: AttemptRules['sleep'], signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms)
  if (signal.aborted) return Promise.reject(abortReason(signal))
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/**
 * Runs `attempt` under the rules. An abort of `signal` stops everything and rethrows the signal's
 * reason (the caller cancelled; it is not the engine's failure).
 */
export async function withAttempts<T>(
  generation: Generation,
  attempt: (attemptNumber: number) => Promise<T>,
  rules: AttemptRules,
  signal?: AbortSignal,
): Promise<T> {
  let last: Failure | undefined
  for (let n = 1; n <= rules.attempts; n++) {
    if (signal?.aborted) throw abortReason(signal)
    try {
      return await attempt(n)
    } catch (error) {
      if (signal?.aborted || error instanceof APIUserAbortError) throw signal ? abortReason(signal) : error
      if (isContextLengthError(error)) throw contextError(generation, error)
      last = classify(error, rules)
      if (n === rules.attempts) break
      if (last.kind === 'rate-limited') {
        if (last.retryAfterSeconds > rules.maxRetryAfterSeconds) break
        await pause(last.retryAfterSeconds * 1000, rules.sleep, signal)
      } else {
        await pause(rules.retryDelayMs, rules.sleep, signal)
      }
    }
  }
  throw exhausted(generation, last ?? { kind: 'other', cause: undefined })
}
