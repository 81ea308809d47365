/**
 * The dashboard's analysis state (specification §4): form → analysing (steps 1–6 from the
 * server's real stage events) → result, or back to the form with the error. Each step stays on
 * screen at least STEP_HOLD_MS so it can be read (decision 5) while the wait stays short. Rate
 * limits and temporary unavailability start the 60-second cool-down, remembered across reloads.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorCode } from '../../../../shared/errors.ts'
import { COOLDOWN_SECONDS } from '../../../../shared/limits.ts'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { useLang } from '../../../i18n/i18n.tsx'
import { isApiError } from '../../../lib/api.ts'
import { meQueryKey } from '../../../lib/me.ts'
import { analysesQueryKey } from '../api/analyses.ts'
import { streamAnalysis } from '../api/stream-analysis.ts'

export const STEP_HOLD_MS = 250
const COOLDOWN_CODES: ErrorCode[] = [
  'ENGINE_RATE_LIMITED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'EXTRACTION_BUSY',
]
const COOLDOWN_STORAGE_KEY = 'adequat.analysis.cooldownUntil'

export type AnalysisPhase =
  | { kind: 'form' }
  | { kind: 'analysing'; step: number }
  | { kind: 'result'; analysis: PublicAnalysis }

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

export function useAnalysisRun() {
  const queryClient = useQueryClient()
  // The analysis is written in the interface's language (issue 10).
  const { lang } = useLang()
  const [phase, setPhase] = useState<AnalysisPhase>({ kind: 'form' })
  const [error, setError] = useState<unknown>(null)
  const cooldown = useCooldown()
  const abortRef = useRef<AbortController | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])

  const submit = useCallback(
    async (file: File, jobDescription: string) => {
      abortRef.current?.abort()
      const abort = new AbortController()
      abortRef.current = abort
      setError(null)
      setPhase({ kind: 'analysing', step: 0 })

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
          setPhase({ kind: 'analysing', step })
        }
      }
      let pacing = Promise.resolve()
      try {
        const analysis = await streamAnalysis({
          file,
          jobDescription,
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
        setPhase({ kind: 'result', analysis })
      } catch (caught) {
        if (abort.signal.aborted) return
        setError(caught)
        setPhase({ kind: 'form' })
        if (isApiError(caught) && COOLDOWN_CODES.includes(caught.code)) {
          cooldown.start(Math.max(COOLDOWN_SECONDS, Math.min(caught.retryAfter ?? 0, 600)))
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
        void queryClient.invalidateQueries({ queryKey: analysesQueryKey })
      }
    },
    [queryClient, cooldown.start, lang],
  )

  const show = useCallback((analysis: PublicAnalysis) => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'result', analysis })
  }, [])

  const reset = useCallback(() => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'form' })
  }, [])

  return { phase, error, setError, cooldown, submit, show, reset }
}
