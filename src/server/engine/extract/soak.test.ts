/**
 * The extraction soak in short (issue 13 item 2; the full run is `scripts/soak-extract.ts`, 10,000
 * files): 200 mutated real CVs through extractCv. Every file ends with a result or a refusal a user
 * can read — no hang past the time limit, no dead worker, no error that is not an AppError.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { runSoak } from '../../../../scripts/soak-extract.ts'
import { shutdownExtraction } from './index.ts'

afterAll(async () => {
  await shutdownExtraction()
})

describe('extraction soak (200 mutated real CVs)', () => {
  it('never hangs, never loses a worker, refuses only with AppErrors', async () => {
    const report = await runSoak({ count: 200, seed: 7, timeoutMs: 10_000 })
    expect(report.files).toBe(200)
    expect(report.sources.total).toBeGreaterThan(20)
    expect(report.hangs).toBe(0)
    expect(report.crashes).toBe(0)
    expect(report.unexpected).toEqual([])
    expect(report.outcomes.ok).toBeGreaterThan(20)
    // A timed-out file is a failure of its own (the pool's limit held), rare among real CVs.
    expect(report.outcomes.timeout ?? 0).toBeLessThanOrEqual(2)
  }, 90_000)
})
