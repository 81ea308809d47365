/**
 * Compares two analyses of the same job description (decision 14): which skills of the offer each
 * CV covers that the other misses, and which CV to send, with a sentence built from the figures.
 * Pure: used by the server (stored outcome) and the web (the sentence in the chosen language).
 */
import type { Lang } from './format.ts'
import type { AnalysisResult } from './schemas/analysis.ts'
import type { ComparisonOutcome, ComparisonSide, Recommendation } from './schemas/comparison.ts'

export type ComparedCv = { analysisId: string | null; fileName: string; result: AnalysisResult }

/** Skills are compared without case or accents: 'Intégration continue' = 'integration continue'. */
export function skillKey(skill: string): string {
  return skill
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function minus(list: string[], other: string[]): string[] {
  const keys = new Set(other.map(skillKey))
  return list.filter((s) => !keys.has(skillKey(s)))
}

function intersect(list: string[], other: string[]): string[] {
  const keys = new Set(other.map(skillKey))
  return list.filter((s) => keys.has(skillKey(s)))
}

export function compareResults(a: ComparedCv, b: ComparedCv): ComparisonOutcome {
  const side = (cv: ComparedCv, other: ComparedCv) => ({
    analysisId: cv.analysisId,
    fileName: cv.fileName,
    score: cv.result.compatibilityScore,
    matchedSkills: cv.result.matchedSkills,
    missingSkills: cv.result.missingSkills,
    onlyHere: minus(cv.result.matchedSkills, other.result.matchedSkills),
  })
  const sideA = side(a, b)
  const sideB = side(b, a)
  const figures = {
    a: { score: sideA.score, covered: sideA.matchedSkills.length, onlyHere: sideA.onlyHere },
    b: { score: sideB.score, covered: sideB.matchedSkills.length, onlyHere: sideB.onlyHere },
  }
  const choice = chooseCv(figures)
  return {
    a: sideA,
    b: sideB,
    common: intersect(a.result.matchedSkills, b.result.matchedSkills),
    missingBoth: intersect(a.result.missingSkills, b.result.missingSkills),
    recommendation: { choice, reason: recommendationReason({ ...figures, choice }, 'fr') },
  }
}

type SideFigures = { score: number; covered: number; onlyHere: string[] }
export type RecommendationFigures = { a: SideFigures; b: SideFigures }

/** The higher score wins; at equal scores, the CV covering more of the offer's skills; else either. */
export function chooseCv(f: RecommendationFigures): Recommendation['choice'] {
  if (f.a.score !== f.b.score) return f.a.score > f.b.score ? 'a' : 'b'
  if (f.a.covered !== f.b.covered) return f.a.covered > f.b.covered ? 'a' : 'b'
  return 'either'
}

const LABEL: Record<Lang, Record<ComparisonSide, string>> = {
  fr: { a: 'le CV A', b: 'le CV B' },
  en: { a: 'CV A', b: 'CV B' },
}

/** 'Python, Docker et SQL' / 'Python, Docker, SQL et 2 autres'. */
export function listSkills(skills: string[], lang: Lang, max = 3): string {
  const and = lang === 'fr' ? 'et' : 'and'
  if (skills.length <= max) {
    if (skills.length <= 1) return skills.join('')
    return `${skills.slice(0, -1).join(', ')} ${and} ${skills.at(-1)}`
  }
  const rest = skills.length - max
  const others = lang === 'fr' ? `${rest} autre${rest > 1 ? 's' : ''}` : `${rest} more`
  return `${skills.slice(0, max).join(', ')} ${and} ${others}`
}

function skillsWord(n: number, lang: Lang): string {
  if (lang === 'fr') return `${n} compétence${n > 1 ? 's' : ''} demandée${n > 1 ? 's' : ''}`
  return `${n} required skill${n > 1 ? 's' : ''}`
}

/** Which CV to send and why, from the figures alone (never a fixed text). */
export function recommendationReason(
  f: RecommendationFigures & { choice: Recommendation['choice'] },
  lang: Lang = 'fr',
): string {
  const fr = lang === 'fr'
  if (f.choice === 'either') {
    return fr
      ? `Les deux CV se valent : ${f.a.score}/100 chacun et ${skillsWord(f.a.covered, lang)} couverte${f.a.covered > 1 ? 's' : ''} chacun. Envoyez celui dont la présentation vous ressemble le plus.`
      : `Both CVs are level: ${f.a.score}/100 each and ${skillsWord(f.a.covered, lang)} covered each. Send the one whose presentation suits you best.`
  }
  const w = f.choice
  const l: ComparisonSide = w === 'a' ? 'b' : 'a'
  const win = f[w]
  const lose = f[l]
  const W = LABEL[lang][w]
  const L = LABEL[lang][l]
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  let sentence: string
  if (win.score !== lose.score) {
    sentence = fr
      ? `Envoyez ${W} : il obtient ${win.score}/100 contre ${lose.score}/100 pour ${L}`
      : `Send ${W}: it scores ${win.score}/100 against ${lose.score}/100 for ${L}`
    if (win.onlyHere.length > 0) {
      const n = win.onlyHere.length
      sentence += fr
        ? ` et couvre ${skillsWord(n, lang)} que ${L} n’a pas (${listSkills(win.onlyHere, lang)}).`
        : ` and covers ${skillsWord(n, lang)} that ${L} lacks (${listSkills(win.onlyHere, lang)}).`
    } else if (lose.onlyHere.length === 0) {
      sentence += fr ? ', avec les mêmes compétences demandées.' : ', with the same required skills.'
    } else {
      sentence += '.'
    }
  } else {
    const more = win.covered - lose.covered
    sentence = fr
      ? `Envoyez ${W} : à score égal (${win.score}/100), il couvre ${skillsWord(more, lang)} de plus que ${L}${win.onlyHere.length > 0 ? ` (${listSkills(win.onlyHere, lang)})` : ''}.`
      : `Send ${W}: at an equal score (${win.score}/100), it covers ${more} more required skill${more > 1 ? 's' : ''} than ${L}${win.onlyHere.length > 0 ? ` (${listSkills(win.onlyHere, lang)})` : ''}.`
  }
  if (lose.onlyHere.length > 0) {
    const n = lose.onlyHere.length
    sentence += fr
      ? ` ${cap(L)} mentionne toutefois ${listSkills(lose.onlyHere, lang)} : ajoutez-${n > 1 ? 'les' : 'la'} au ${W.replace(/^le /, '')} si vous ${n > 1 ? 'les' : 'la'} maîtrisez.`
      : ` ${cap(L)} does mention ${listSkills(lose.onlyHere, lang)}: add ${n > 1 ? 'them' : 'it'} to ${W} if you have ${n > 1 ? 'them' : 'it'}.`
  }
  return sentence
}
