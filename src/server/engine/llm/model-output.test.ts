import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './attempts.ts'
import { InvalidModelOutput, parseModelJson, readAnalysisPart, readQuestionsPart } from './model-output.ts'

const suggestion = (over: Record<string, unknown> = {}) => ({
  title: 'Chiffrez vos résultats',
  description: 'Ajoutez des chiffres à l’expérience chez Acme.',
  category: 'content',
  priority: 'high',
  ...over,
})

describe('parseModelJson', () => {
  it('reads bare JSON, fenced JSON and JSON inside prose', () => {
    expect(parseModelJson('{"a":1}')).toEqual({ a: 1 })
    expect(parseModelJson('```json\n{"a":2}\n```')).toEqual({ a: 2 })
    expect(parseModelJson('Voici : {"a":3} Bonne chance !')).toEqual({ a: 3 })
  })

  it('refuses empty or non-JSON content, keeping the finish reason', () => {
    expect(() => parseModelJson('')).toThrow(InvalidModelOutput)
    const error = (() => {
      try {
        parseModelJson('{"a": [1, 2', 'length')
      } catch (e) {
        return e as InvalidModelOutput
      }
    })()
    expect(error?.finishReason).toBe('length')
  })
})

describe('readAnalysisPart', () => {
  it('repairs what models get wrong: score as text or 0–1, French enum values, missing ids', () => {
    const part = readAnalysisPart({
      compatibilityScore: '67.6',
      matchedSkills: ['SQL', ' sql ', ''],
      missingSkills: ['Power BI'],
      suggestions: [
        suggestion({ category: ['Compétences'], priority: 'Haute' }),
        suggestion({ category: 'weird', priority: 'urgent' }),
        suggestion(),
      ],
    })
    expect(part.compatibilityScore).toBe(68)
    expect(part.matchedSkills).toEqual(['SQL'])
    expect(part.suggestions.map((s) => [s.id, s.category, s.priority])).toEqual([
      ['s1', 'skills', 'high'],
      ['s2', 'other', 'medium'],
      ['s3', 'content', 'high'],
    ])
    expect(
      readAnalysisPart({
        score: 0.42,
        matchedSkills: [],
        missingSkills: [],
        suggestions: [1, 2, 3].map(() => suggestion()),
      }).compatibilityScore,
    ).toBe(42)
  })

  it('refuses a wrong number of suggestions, a missing list or a score that is not a number', () => {
    const base = {
      compatibilityScore: 50,
      matchedSkills: [],
      missingSkills: [],
      suggestions: [suggestion(), suggestion(), suggestion()],
    }
    expect(() => readAnalysisPart({ ...base, suggestions: [suggestion()] })).toThrow(
      /1 suggestions instead of 3/,
    )
    expect(() => readAnalysisPart({ ...base, matchedSkills: undefined })).toThrow(/matchedSkills/)
    expect(() => readAnalysisPart({ ...base, compatibilityScore: 'élevé' })).toThrow(/compatibilityScore/)
    expect(() =>
      readAnalysisPart({ ...base, suggestions: [suggestion({ title: '' }), suggestion(), suggestion()] }),
    ).toThrow(InvalidModelOutput)
  })
})

describe('readQuestionsPart', () => {
  const q = (over: Record<string, unknown> = {}) => ({
    question: 'Pourquoi ?',
    answer: 'Parce que.',
    ...over,
  })

  it('reduces array-valued difficulty and category to the first element, defaults unknown ones', () => {
    const questions = readQuestionsPart(
      {
        questions: [
          q({ difficulty: ['hard', 'easy'], category: ['behavioural'] }),
          q({ difficulty: 'extrême' }),
        ],
      },
      2,
    )
    expect(questions).toEqual([
      { id: 'q1', question: 'Pourquoi ?', answer: 'Parce que.', difficulty: 'hard', category: 'behavioral' },
      { id: 'q2', question: 'Pourquoi ?', answer: 'Parce que.', difficulty: 'medium', category: 'technical' },
    ])
  })

  it('accepts a bare array, renumbers repeated ids and refuses a wrong count or a missing answer', () => {
    expect(readQuestionsPart([q({ id: '1' }), q({ id: '1' })], 2).map((x) => x.id)).toEqual(['q1', 'q2'])
    expect(() => readQuestionsPart({ questions: [q()] }, 3)).toThrow(/1 questions instead of 3/)
    expect(() => readQuestionsPart({ questions: [q({ answer: undefined })] }, 1)).toThrow(InvalidModelOutput)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7)
    expect(parseRetryAfter('1.5')).toBe(2)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('bientôt')).toBeUndefined()
  })
})
