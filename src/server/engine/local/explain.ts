/**
 * Why this score, and how the CV was read (issue 10 §4), from the same computation as the score:
 * each requirement with its importance, whether it is met and the CV line that shows it; the score
 * by part (skills and tools, languages, licences and certifications, education); what the reader
 * found in the CV and where an applicant tracking system would likely misread it.
 */
import type { CvReading, RequirementRead, ScorePart } from '../../../shared/schemas/analysis.ts'
import type { CvAnalysis } from './parse.ts'
import type { MatchItem, MatchOutcome } from './score.ts'
import { evidenceLine, experiencesOf } from './writer-facts.ts'

function kindOf(item: MatchItem): RequirementRead['kind'] {
  if (item.req.credential) return item.req.credential.kind === 'degree' ? 'degree' : 'credential'
  if (item.req.skill.cat === 'language') return 'language'
  if (item.req.skill.cat === 'soft') return 'soft'
  return 'skill'
}

function partOf(kind: RequirementRead['kind']): ScorePart['part'] {
  if (kind === 'degree') return 'education'
  if (kind === 'credential') return 'credentials'
  if (kind === 'language') return 'languages'
  return 'skills'
}

/** Each requirement as the result shows it, labelled as in the lists, blocking ones first. */
export function requirementsRead(
  outcome: MatchOutcome,
  cv: CvAnalysis,
  labelOf: (i: MatchItem) => string,
): RequirementRead[] {
  return outcome.items
    .map((i) => ({
      label: labelOf(i).slice(0, 200),
      kind: kindOf(i),
      importance: i.req.importance,
      blocking: Boolean(i.req.blocking),
      met: i.matched,
      evidence: i.matched ? ((i.evidence ?? evidenceLine(cv, i.req.skill.id))?.slice(0, 300) ?? null) : null,
    }))
    .sort((a, b) => Number(b.blocking) - Number(a.blocking))
    .slice(0, 60)
}

/** The score by part: each part's share of the weight and how much of it the CV covers. */
export function scoreBreakdown(outcome: MatchOutcome) {
  const total = outcome.items.reduce((n, i) => n + i.req.weight, 0)
  const parts = (['skills', 'languages', 'credentials', 'education'] as const).flatMap(
    (part): ScorePart[] => {
      const items = outcome.items.filter((i) => partOf(kindOf(i)) === part)
      if (items.length === 0) return []
      const w = items.reduce((n, i) => n + i.req.weight, 0)
      const covered = items.reduce((n, i) => n + i.req.weight * i.strength, 0)
      return [
        {
          part,
          asked: items.length,
          met: items.filter((i) => i.matched).length,
          weight: total > 0 ? Math.round((w / total) * 100) / 100 : 0,
          coverage: w > 0 ? Math.round((covered / w) * 100) / 100 : 0,
        },
      ]
    },
  )
  return {
    parts,
    experiencePoints: outcome.adjustments.experience + outcome.adjustments.degree,
    cap: outcome.cap,
  }
}

/** What the reader found in the CV, with the warnings an applicant tracking system would raise. */
export function cvReading(cv: CvAnalysis): CvReading {
  const sections = (
    ['experience', 'education', 'skills', 'languages', 'summary', 'interests'] as const
  ).filter((s) => cv.sections.has(s))
  const dated = experiencesOf(cv).filter((e) => e.dates).length
  const warnings: CvReading['warnings'] = []
  if (!cv.sections.has('experience')) warnings.push('no-experience-heading')
  if (!cv.hasDates) warnings.push('no-dates')
  if (!cv.hasEmail && !cv.hasPhone) warnings.push('no-contact')
  return {
    sections,
    email: cv.hasEmail,
    phone: cv.hasPhone,
    datedExperiences: dated,
    years: cv.totalYears,
    warnings,
  }
}
