/**
 * Years of experience in the trade the offer names, not in any job: a recruiter asking for '3 ans
 * d'expérience en salon' counts the salon years, not the seven years behind a shop counter. An
 * experience of the CV counts when its title shares the offer's occupation word ('Plombier' for a
 * 'Plombier-chauffagiste'), or when it holds the proof of at least two of the offer's matched
 * know-hows (skills, tools, domains — not qualities, languages or credentials), one of them a must
 * of the offer (three when the offer names no must). Its dated ranges are
 * then joined, overlaps once. A CV with no dated experience keeps what it states ('6 ans
 * d'expérience'); one that states fewer years than its dates show is taken at its word.
 */
import { type CvAnalysis, type JobAnalysis, occupationWords, unionMonths } from './parse.ts'
import { stem } from './phrases.ts'
import type { MatchItem } from './score.ts'
import { phraseKey } from './text.ts'
import { experiencesOf } from './writer-facts.ts'

/** How many matched know-hows make an experience one of the trade when its title does not. */
const PROOFS_FOR_A_TRADE = 2

export function yearsInTheTrade(job: JobAnalysis, cv: CvAnalysis, items: MatchItem[]): number | null {
  const experiences = experiencesOf(cv).filter((e) => e.dates)
  const ranges = cv.ranges
  if (experiences.length === 0 || ranges.length === 0) return cv.years
  // the occupation's head words by stem: 'Coiffeuse' is a 'Coiffeur (H/F)'
  const occupation = [...occupationWords(job.title ?? '')]
    .filter((w) => !w.includes(' ') && w.length >= 4)
    .map(stem)
  // (an offer's one-word wording of its own, 'Ouverture', 'Clientèle', proves no trade)
  const proving = items.filter(
    (i) =>
      i.matched &&
      ['hard', 'tool', 'domain'].includes(i.req.skill.cat) &&
      !i.req.credential &&
      !(i.req.skill.src === 'job' && !i.req.label.includes(' ')),
  )
  const proofsOf = (list: MatchItem[]) =>
    list.map((i) => cv.evidence.get(i.req.skill.id)?.lineIndex).filter((l): l is number => l !== undefined)
  const proofs = proofsOf(proving)
  // A must of the offer among them: a front desk's 'accueil' and 'planning' make no dental assistant.
  const mustProofs = proofsOf(proving.filter((i) => i.req.importance === 'must'))
  const asksMust = items.some(
    (i) => i.req.importance === 'must' && ['hard', 'tool', 'domain'].includes(i.req.skill.cat),
  )
  const relevant = experiences.filter((e) => {
    const title = new Set(phraseKey(e.title).split(' ').map(stem))
    if (occupation.some((w) => title.has(w))) return true
    const inside = (l: number) => l >= e.from && l <= e.to
    if (!asksMust) return proofs.filter(inside).length >= PROOFS_FOR_A_TRADE + 1
    return proofs.filter(inside).length >= PROOFS_FOR_A_TRADE && mustProofs.some(inside)
  })
  const lines = new Set(relevant.map((e) => e.from))
  const months = unionMonths(ranges.filter((r) => lines.has(r.line)))
  const computed = Math.round((months / 12) * 2) / 2
  const stated = cv.statedYears
  return stated !== null && stated < computed ? stated : computed
}
