/** Types of the parts of score.mjs (the shared scorer, plain JavaScript) that eval/run.ts uses. */
export type ScoredRow = {
  skill: string
  inCv: boolean
  ambiguous: boolean
  placement: 'matched' | 'missing' | 'both' | 'none'
  correct: boolean
}
export type CaseResult = {
  id: string
  lang: string
  expectedBand: string
  error: string | null
  score: number | null
  band: string | null
  bandOk: boolean
  fracPresent: number
  n: number
  correct: number
  wrong: number
  none: number
  unlabeled: number
  unlabeledItems: string[]
  rows: ScoredRow[]
}
export type Summary = {
  cases: number
  scored: number
  labels: number
  correct: number
  placed: number
  unlabeled: number
  accuracy: number
  accuracyNonAmbiguous: number
  coverage: number
  matchedPrecision: number
  matchedRecall: number
  missingPrecision: number
  missingRecall: number
  matchedF1: number
  missingF1: number
  bandAgreement: number
  spearman: number
  spearmanN: number
  notSkillItems: number
  listedItems: number
  nonSkillShare: number
}
export type CaseLabels = {
  lang: 'fr' | 'en'
  profession: string
  expectedScoreBand: 'high' | 'medium' | 'low'
  targetScore?: number
  /** The date up to which the labels count 'to present' (YYYY-MM-DD); read by eval/run-cases.ts. */
  asOf?: string
  notSkills?: string[]
  required: {
    skill: string
    aliases?: string[]
    inCv: boolean
    note?: string
    ambiguous?: boolean
    mandatory?: boolean
  }[]
}
export function norm(s: unknown): string
export function bandOf(score: unknown): 'high' | 'medium' | 'low' | null
export function spearman(xs: number[], ys: number[]): number
export function loadCases(casesDir: string): { id: string; labels: CaseLabels }[]
export function finalLine(T: Summary): string
export function run(
  outputsDir: string,
  casesDir: string,
  opts?: { verbose?: boolean },
): { results: CaseResult[]; T: Summary; text: string }
