/**
 * The comparison screen's run: the staged run of use-analysis-run.ts with two CVs.
 */
import type { Comparison } from '../../../../shared/schemas/comparison.ts'
import { analysesQueryKey } from '../api/analyses.ts'
import { comparisonsQueryKey, streamComparison } from '../api/comparisons.ts'
import { historyQueryKey } from '../api/history.ts'
import { useStagedRun } from './use-analysis-run.ts'

export function useComparisonRun() {
  return useStagedRun<[File, File, string], Comparison>(
    ([cvA, cvB, jobDescription], staged) => streamComparison({ cvA, cvB, jobDescription, ...staged }),
    [comparisonsQueryKey, analysesQueryKey, historyQueryKey],
  )
}
