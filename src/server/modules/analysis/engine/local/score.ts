/**
 * Matching requirements against CV evidence and the compatibility score (rubric in docs/scoring.md).
 * Change RUBRIC_VERSION whenever a weight or rule here changes.
 */
import type { CvAnalysis, JobAnalysis, Requirement } from './parse.ts'
import { findPhrase } from './phrases.ts'
import { phraseKey } from './text.ts'

export const RUBRIC_VERSION = '1.2.0'

export type MatchItem = {
  req: Requirement
  /** 0..1: how well the CV shows the requirement. */
  strength: number
  matched: boolean
  cvLevel?: number
}

export type MatchOutcome = {
  items: MatchItem[]
  coverage: number
  keywordCoverage: number | null
  score: number
  adjustments: { experience: number; degree: number }
}

export function matchRequirements(job: JobAnalysis, cv: CvAnalysis): MatchItem[] {
  const items = job.requirements.map((req): MatchItem => {
    if (req.phrase) {
      const found = findPhrase(req.phrase, cv.stems, req.phraseNames) !== null
      // A wording of a broad skill is also shown by the skill itself (not for languages: 'IELTS').
      // Not for a code either ('BR', 'B2V' of an electrical clearance, 'C1'): the CV must write it.
      // Nor for a product name ('Meta Ads' is not shown by social-media work).
      const isCode =
        (/^[A-Z0-9][A-Z0-9+/-]{0,5}$/.test(req.label) && /[0-9]|^[A-Z]{2,3}$/.test(req.label)) ||
        /^[A-Z][\w-]*\s+[A-Z][a-z]/.test(req.label)
      const skill =
        req.sub && req.skill.cat !== 'language' && !isCode
          ? (cv.evidence.get(req.skill.id)?.strength ?? 0)
          : 0
      const strength = found ? 1 : skill
      return { req, strength, matched: strength >= 0.45 }
    }
    if (req.skill.cat === 'language') {
      const cvLevel = cv.languageLevels.get(req.skill.id)
      if (cvLevel === undefined) return { req, strength: 0, matched: false }
      const gap = (req.level ?? 4) - cvLevel
      const strength = gap <= 0 ? 1 : gap === 1 ? 0.75 : gap === 2 ? 0.35 : 0.2
      return { req, strength, matched: strength >= 0.5, cvLevel }
    }
    let strength = cv.evidence.get(req.skill.id)?.strength ?? 0
    if (strength === 0) {
      // The job's own wording found verbatim in the CV (a label the lexicon does not link).
      const key = phraseKey(req.label)
      if (key.length >= 3 && cv.keyText.includes(` ${key} `)) strength = 1
    }
    return { req, strength, matched: strength >= 0.45 }
  })
  // An umbrella is shown by what it stands for ('Suite Adobe' by Illustrator or Photoshop).
  const byId = new Map(items.map((i) => [i.req.skill.id, i]))
  for (const it of items) {
    if (it.matched || !it.req.children) continue
    const best = Math.max(
      0,
      ...it.req.children.map((c) => byId.get(c)?.strength ?? cv.evidence.get(c)?.strength ?? 0),
    )
    if (best >= 0.45) {
      it.strength = best
      it.matched = true
    }
  }
  // Context terms (see Requirement.context) count only when the CV shows them.
  return items.filter((i) => !i.req.context || i.matched)
}

export function computeScore(job: JobAnalysis, cv: CvAnalysis, items: MatchItem[]): MatchOutcome {
  let sumW = 0
  let sumE = 0
  const satisfiedGroups = new Set(items.filter((i) => i.matched && i.req.altGroup).map((i) => i.req.altGroup))
  for (const it of items) {
    // An alternative the CV does not show costs nothing when another one of its group is shown.
    if (!it.matched && it.req.altGroup && satisfiedGroups.has(it.req.altGroup)) continue
    sumW += it.req.weight
    sumE += it.req.weight * it.strength
  }
  void cv
  const skillCoverage = sumW > 0 ? sumE / sumW : 0
  // Few recognised skills: blend in the overlap of the job's significant words.
  const hard = items.filter((i) => i.req.skill.cat !== 'soft').length
  let keywordCoverage: number | null = null
  let coverage = skillCoverage
  if (hard < 4) {
    const terms = job.keywords.slice(0, 40)
    keywordCoverage = terms.length ? terms.filter((t) => cv.tokenNorms.has(t)).length / terms.length : 0
    const alpha = items.length === 0 ? 0 : Math.min(1, hard / 4)
    coverage = alpha * skillCoverage + (1 - alpha) * keywordCoverage
  }
  let experience = 0
  if (job.requiredYears) {
    if (cv.years === null) experience = -5
    else if (cv.years >= job.requiredYears) experience = 3
    else experience = -Math.round(12 * (1 - cv.years / job.requiredYears))
  }
  let degree = 0
  if (job.degree) {
    if (cv.degree === null) degree = -3
    else if (cv.degree >= job.degree) degree = 2
    else degree = -6
  }
  let score = 100 * coverage + experience + degree
  // Adjustments never lift a CV that shows none of the requirements.
  if (coverage < 0.05) score = Math.min(score, 100 * coverage)
  score = Math.max(0, Math.min(100, Math.round(score)))
  return { items, coverage, keywordCoverage, score, adjustments: { experience, degree } }
}
