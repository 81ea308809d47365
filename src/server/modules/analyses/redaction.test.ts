import { describe, expect, it } from 'vitest'
import type { AnalysisResult } from '../../../shared/schemas/analysis.ts'
import { isLocked, publicAnalysisSchema } from '../../../shared/schemas/analysis.ts'
import { toPublicAnalysis } from './redaction.ts'

const result: AnalysisResult = {
  compatibilityScore: 72,
  matchedSkills: ['SQL'],
  missingSkills: ['Kubernetes'],
  suggestions: [1, 2, 3].map((n) => ({
    id: `s${n}`,
    title: `Suggestion secrète ${n}`,
    description: `Détail secret ${n}`,
    category: 'skills' as const,
    priority: 'high' as const,
  })),
  questions: [1, 2, 3, 4, 5].map((n) => ({
    id: `q${n}`,
    question: `Question secrète ${n} ?`,
    answer: `Réponse secrète ${n}`,
    difficulty: 'medium' as const,
    category: 'technical' as const,
  })),
}
const stored = {
  id: 'a1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  fileName: 'cv.pdf',
  jobTitle: 'Data analyst',
  jobDescription: 'SQL',
  engine: 'local',
  lang: 'fr' as const,
  result,
}

describe('toPublicAnalysis', () => {
  it('locks suggestions after the 2nd and questions after the 3rd for free users, without their text', () => {
    const pub = toPublicAnalysis(stored, false)
    expect(publicAnalysisSchema.parse(pub)).toBeTruthy()
    expect(pub.isLimited).toBe(true)
    expect(pub.result.suggestions.map((s) => isLocked(s))).toEqual([false, false, true])
    expect(pub.result.questions.map((q) => isLocked(q))).toEqual([false, false, false, true, true])
    const body = JSON.stringify(pub)
    expect(body).not.toContain('Suggestion secrète 3')
    expect(body).not.toContain('Détail secret 3')
    expect(body).not.toContain('Question secrète 4')
    expect(body).not.toContain('Réponse secrète 5')
    expect(body).toContain('Réponse secrète 3')
  })
  it('sends everything to subscribers', () => {
    const pub = toPublicAnalysis(stored, true)
    expect(pub.isLimited).toBe(false)
    expect(pub.result).toEqual(result)
  })
})
