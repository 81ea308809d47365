/**
 * Per-user limit on failed analyses (issue 13 item 2): a failed analysis gives its unit back, so
 * without a limit one account could keep the extraction workers busy with crafted files for free.
 * Each run that fails in extraction or in the engine counts one; past FAILURES_PER_USER in the
 * window, new analyses and comparisons of that user are refused (RATE_LIMITED with Retry-After)
 * before any work. A client that goes away, a refused quota or a busy pool does not count.
 */
import { isAppError } from '../../../shared/errors.ts'
import type { RateLimits, WindowLimit } from '../../lib/rate-limit.ts'
import type { AnalysisRunner } from './staged-run.ts'

export const FAILURES_PER_USER: WindowLimit = { max: 10, windowMs: 30 * 60_000 }
const NAME = 'analyses:failures'

/** Codes of a run that really used the workers or the engine and failed. */
const COUNTED = new Set([
  'CV_UNREADABLE',
  'CV_ENCRYPTED',
  'CV_NO_TEXT',
  'EXTRACTION_TIMEOUT',
  'ANALYSIS_FAILED',
  'ENGINE_CONTEXT_TOO_LONG',
  'ENGINE_TOKEN_LIMIT',
])

/** Refuses a user who has used up the failure limit. */
export function checkFailureLimit(rateLimits: RateLimits, userId: string): Promise<void> {
  return rateLimits.check(NAME, FAILURES_PER_USER, userId)
}

/** The runner, counting its failures against the user's limit. */
export function countingFailures(
  run: AnalysisRunner,
  rateLimits: RateLimits,
  userId: string,
): AnalysisRunner {
  return async (input) => {
    try {
      return await run(input)
    } catch (error) {
      const code = isAppError(error) ? error.code : 'ANALYSIS_FAILED'
      if (!input.signal.aborted && COUNTED.has(code)) {
        // Past the limit the hit itself is refused: the run's own error is the one to report.
        await rateLimits.hit(NAME, FAILURES_PER_USER, userId).catch(() => {})
      }
      throw error
    }
  }
}
