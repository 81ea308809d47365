import { describe, expect, it } from 'vitest'
import { chooseCv, compareResults, listSkills, recommendationReason } from './comparison.ts'
import type { AnalysisResult } from './schemas/analysis.ts'

function result(score: number, matched: string[], missing: string[]): AnalysisResult {
  return {
    compatibilityScore: score,
    matchedSkills: matched,
    missingSkills: missing,
    suggestions: [],
    questions: [],
  }
}

describe('compareResults', () => {
  it('finds what each CV covers that the other misses, ignoring case and accents', () => {
    const outcome = compareResults(
      {
        analysisId: 'a1',
        fileName: 'marie.pdf',
        result: result(78, ['Python', 'Intégration continue', 'SQL'], ['Docker']),
      },
      {
        analysisId: 'b1',
        fileName: 'marie-v2.docx',
        result: result(61, ['python', 'Docker'], ['integration continue', 'SQL']),
      },
    )
    expect(outcome.a.onlyHere).toEqual(['Intégration continue', 'SQL'])
    expect(outcome.b.onlyHere).toEqual(['Docker'])
    expect(outcome.common).toEqual(['Python'])
    expect(outcome.missingBoth).toEqual([])
    expect(outcome.recommendation.choice).toBe('a')
    expect(outcome.recommendation.reason).toBe(
      'Envoyez le CV A : il obtient 78/100 contre 61/100 pour le CV B et couvre 2 compétences demandées que le CV B n’a pas (Intégration continue et SQL). ' +
        'Le CV B mentionne toutefois Docker : ajoutez-la au CV A si vous la maîtrisez.',
    )
  })

  it('recommends CV B when it scores higher', () => {
    const outcome = compareResults(
      { analysisId: null, fileName: 'a.pdf', result: result(40, ['Excel'], ['SAP', 'Anglais']) },
      { analysisId: null, fileName: 'b.pdf', result: result(55, ['Excel', 'SAP'], ['Anglais']) },
    )
    expect(outcome.recommendation).toEqual({
      choice: 'b',
      reason:
        'Envoyez le CV B : il obtient 55/100 contre 40/100 pour le CV A et couvre 1 compétence demandée que le CV A n’a pas (SAP).',
    })
    expect(outcome.missingBoth).toEqual(['Anglais'])
  })
})

describe('recommendationReason', () => {
  const side = (score: number, covered: number, onlyHere: string[] = []) => ({ score, covered, onlyHere })

  it('breaks a tied score on the skills covered', () => {
    const f = { a: side(70, 3), b: side(70, 5, ['Git', 'Jira']) }
    expect(chooseCv(f)).toBe('b')
    expect(recommendationReason({ ...f, choice: 'b' })).toBe(
      'Envoyez le CV B : à score égal (70/100), il couvre 2 compétences demandées de plus que le CV A (Git et Jira).',
    )
  })

  it('says when nothing separates them', () => {
    const f = { a: side(64, 4), b: side(64, 4) }
    expect(chooseCv(f)).toBe('either')
    expect(recommendationReason({ ...f, choice: 'either' })).toBe(
      'Les deux CV se valent : 64/100 chacun et 4 compétences demandées couvertes chacun. Envoyez celui dont la présentation vous ressemble le plus.',
    )
  })

  it('says so when the better CV has the same skills', () => {
    const f = { a: side(50, 2), b: side(81, 2) }
    expect(recommendationReason({ ...f, choice: chooseCv(f) })).toBe(
      'Envoyez le CV B : il obtient 81/100 contre 50/100 pour le CV A, avec les mêmes compétences demandées.',
    )
  })

  it('has an English version', () => {
    const f = { a: side(90, 6, ['Go']), b: side(30, 5) }
    expect(recommendationReason({ ...f, choice: 'a' }, 'en')).toBe(
      'Send CV A: it scores 90/100 against 30/100 for CV B and covers 1 required skill that CV B lacks (Go).',
    )
  })
})

describe('listSkills', () => {
  it('lists up to three, then counts the rest', () => {
    expect(listSkills(['A'], 'fr')).toBe('A')
    expect(listSkills(['A', 'B', 'C'], 'fr')).toBe('A, B et C')
    expect(listSkills(['A', 'B', 'C', 'D', 'E'], 'fr')).toBe('A, B, C et 2 autres')
    expect(listSkills(['A', 'B', 'C', 'D'], 'en')).toBe('A, B, C and 1 more')
  })
})
