/**
 * One staged run, for an analysis and for a comparison alike (issue 11): form → running (steps 1–6
 * from the server's real stage events) → result, or back to the form with the error. Each step is
 * shown when the server says it starts; steps that arrive together (the local engine runs stages 2–6
 * in tens of milliseconds) are shown one after the other, each on screen STEP_HOLD_MS at least so it
 * is seen (decision 5), never longer than that once the next one has arrived. Rate
 * limits and temporary unavailability start the 60-second cool-down, remembered across reloads.
 * `useAnalysisRun` and `useComparisonRun` are this hook with their request and their phase names.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorCode } from '../../../../shared/errors.ts'
import { COOLDOWN_SECONDS } from '../../../../shared/limits.ts'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { useLang } from '../../../i18n/i18n.tsx'
import { isApiError } from '../../../lib/api.ts'
import { meQueryKey } from '../../../lib/me.ts'
import { analysesQueryKey } from '../api/analyses.ts'
import { historyQueryKey } from '../api/history.ts'
import { streamAnalysis } from '../api/stream-analysis.ts'

/**
 * The least time a step stays on screen: about the shortest change the eye registers as a step
 * (several frames), not a reading pause. 6 steps cost at most ~0.6 s on a run faster than that.
 */
export const STEP_HOLD_MS = 100
const COOLDOWN_CODES: ErrorCode[] = [
  'ENGINE_RATE_LIMITED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'EXTRACTION_BUSY',
]
const COOLDOWN_STORAGE_KEY = 'adequat.analysis.cooldownUntil'

export type StagedPhase<T> =
  | { kind: 'form' }
  | { kind: 'running'; step: number }
  | { kind: 'result'; value: T }

/** What a staged request needs from the hook: the interface's language, a key, a signal, the stages. */
export type StagedRequest = {
  lang: 'fr' | 'en'
  idempotencyKey: string
  signal: AbortSignal
  onStage: (stage: number) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function readStoredCooldown(): number | null {
  try {
    const value = Number(sessionStorage.getItem(COOLDOWN_STORAGE_KEY))
    return Number.isFinite(value) && value > Date.now() ? value : null
  } catch {
    return null
  }
}

export function useCooldown() {
  const [until, setUntil] = useState<number | null>(readStoredCooldown)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= until) {
        setUntil(null)
        try {
          sessionStorage.removeItem(COOLDOWN_STORAGE_KEY)
        } catch {
          // storage unavailable: the cool-down lasts for this page only
        }
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  const start = useCallback((seconds: number) => {
    const end = Date.now() + seconds * 1000
    setNow(Date.now())
    setUntil(end)
    try {
      sessionStorage.setItem(COOLDOWN_STORAGE_KEY, String(end))
    } catch {
      // see above
    }
  }, [])
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
  return { isCoolingDown: until !== null && secondsLeft > 0, secondsLeft, start }
}

export function useStagedRun<I extends unknown[], T>(
  request: (args: I, staged: StagedRequest) => Promise<T>,
  invalidate: QueryKey[],
) {
  const queryClient = useQueryClient()
  // The result is written in the interface's language (issue 10).
  const { lang } = useLang()
  const [phase, setPhase] = useState<StagedPhase<T>>({ kind: 'form' })
  const [error, setError] = useState<unknown>(null)
  const cooldown = useCooldown()
  const abortRef = useRef<AbortController | null>(null)
  const requestRef = useRef(request)
  requestRef.current = request
  const invalidateRef = useRef(invalidate)
  invalidateRef.current = invalidate

  useEffect(() => () => abortRef.current?.abort(), [])

  const submit = useCallback(
    async (...args: I) => {
      abortRef.current?.abort()
      const abort = new AbortController()
      abortRef.current = abort
      setError(null)
      setPhase({ kind: 'running', step: 0 })

      let shown = 0
      let shownAt = performance.now()
      // Shows steps one by one up to `target`, each held at least STEP_HOLD_MS.
      const showUpTo = async (target: number) => {
        while (shown < target && !abort.signal.aborted) {
          const wait = shownAt + STEP_HOLD_MS - performance.now()
          if (shown > 0 && wait > 0) await sleep(wait)
          shown += 1
          shownAt = performance.now()
          const step = shown
          setPhase({ kind: 'running', step })
        }
      }
      let pacing = Promise.resolve()
      try {
        const value = await requestRef.current(args, {
          lang,
          idempotencyKey: crypto.randomUUID(),
          signal: abort.signal,
          onStage: (stage) => {
            pacing = pacing.then(() => showUpTo(stage))
          },
        })
        await pacing
        await showUpTo(6)
        const rest = shownAt + STEP_HOLD_MS - performance.now()
        if (rest > 0) await sleep(rest)
        if (abort.signal.aborted) return
        setPhase({ kind: 'result', value })
      } catch (caught) {
        if (abort.signal.aborted) return
        setError(caught)
        setPhase({ kind: 'form' })
        if (isApiError(caught) && COOLDOWN_CODES.includes(caught.code)) {
          cooldown.start(Math.max(COOLDOWN_SECONDS, Math.min(caught.retryAfter ?? 0, 600)))
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
        for (const queryKey of invalidateRef.current) void queryClient.invalidateQueries({ queryKey })
      }
    },
    [queryClient, cooldown.start, lang],
  )

  const show = useCallback((value: T) => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'result', value })
  }, [])

  const reset = useCallback(() => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'form' })
  }, [])

  return { phase, error, setError, cooldown, submit, show, reset }
}

/** The dashboard's analysis of one CV (specification §4). */
export function useAnalysisRun() {
  return useStagedRun<[File, string], PublicAnalysis>(
    ([file, jobDescription], staged) => streamAnalysis({ file, jobDescription, ...staged }),
    [analysesQueryKey, historyQueryKey],
  )
}
