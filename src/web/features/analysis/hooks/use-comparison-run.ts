/**
 * The comparison screen's state, as the dashboard's for one analysis: form → comparing (steps 1–6
 * from the server's stages, each held STEP_HOLD_MS so it can be read) → result, or back to the
 * form with the error; rate limits start the same cool-down.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorCode } from '../../../../shared/errors.ts'
import { COOLDOWN_SECONDS } from '../../../../shared/limits.ts'
import type { Comparison } from '../../../../shared/schemas/comparison.ts'
import { useLang } from '../../../i18n/i18n.tsx'
import { isApiError } from '../../../lib/api.ts'
import { meQueryKey } from '../../../lib/me.ts'
import { analysesQueryKey } from '../api/analyses.ts'
import { comparisonsQueryKey, streamComparison } from '../api/comparisons.ts'
import { STEP_HOLD_MS, useCooldown } from './use-analysis-run.ts'

const COOLDOWN_CODES: ErrorCode[] = [
  'ENGINE_RATE_LIMITED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'EXTRACTION_BUSY',
]

export type ComparisonPhase =
  | { kind: 'form' }
  | { kind: 'comparing'; step: number }
  | { kind: 'result'; comparison: Comparison }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function useComparisonRun() {
  const queryClient = useQueryClient()
  // The analysis is written in the interface's language (issue 10).
  const { lang } = useLang()
  const [phase, setPhase] = useState<ComparisonPhase>({ kind: 'form' })
  const [error, setError] = useState<unknown>(null)
  const cooldown = useCooldown()
  const abortRef = useRef<AbortController | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])

  const submit = useCallback(
    async (cvA: File, cvB: File, jobDescription: string) => {
      abortRef.current?.abort()
      const abort = new AbortController()
      abortRef.current = abort
      setError(null)
      setPhase({ kind: 'comparing', step: 0 })
      let shown = 0
      let shownAt = performance.now()
      const showUpTo = async (target: number) => {
        while (shown < target && !abort.signal.aborted) {
          const wait = shownAt + STEP_HOLD_MS - performance.now()
          if (shown > 0 && wait > 0) await sleep(wait)
          shown += 1
          shownAt = performance.now()
          setPhase({ kind: 'comparing', step: shown })
        }
      }
      let pacing = Promise.resolve()
      try {
        const comparison = await streamComparison({
          cvA,
          cvB,
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
        setPhase({ kind: 'result', comparison })
      } catch (caught) {
        if (abort.signal.aborted) return
        setError(caught)
        setPhase({ kind: 'form' })
        if (isApiError(caught) && COOLDOWN_CODES.includes(caught.code)) {
          cooldown.start(Math.max(COOLDOWN_SECONDS, Math.min(caught.retryAfter ?? 0, 600)))
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
        void queryClient.invalidateQueries({ queryKey: comparisonsQueryKey })
        void queryClient.invalidateQueries({ queryKey: analysesQueryKey })
      }
    },
    [queryClient, cooldown.start, lang],
  )

  const show = useCallback((comparison: Comparison) => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'result', comparison })
  }, [])

  const reset = useCallback(() => {
    abortRef.current?.abort()
    setError(null)
    setPhase({ kind: 'form' })
  }, [])

  return { phase, error, setError, cooldown, submit, show, reset }
}
