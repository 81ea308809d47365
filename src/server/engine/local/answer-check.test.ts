/** Table tests of the last check on answers (answer-check.ts). */
import { describe, expect, it } from 'vitest'
import { agreeingAnswer, checkAnswers } from './answer-check.ts'

describe('answers agree with the lists', () => {
  it.each([
    ['Je n’ai pas encore pratiqué SQL en poste. J’ai utilisé Excel.', 'J’ai utilisé Excel.'],
    ['I have not used scale our Kubernetes clusters in a job yet. I ran Docker.', 'I ran Docker.'],
    ['Ce que je maîtrise déjà pour ce poste : Excel et Permis CE.', ''],
    [
      'Ce que je maîtrise déjà pour ce poste : Excel et SQL.',
      'Ce que je maîtrise déjà pour ce poste : Excel et SQL.',
    ],
    ['Je n’ai pas encore pratiqué Permis CE en poste.', 'Je n’ai pas encore pratiqué Permis CE en poste.'],
    [
      'I have done this for 7.5 years: Excel. I have not used SQL yet.',
      'I have done this for 7.5 years: Excel.',
    ],
  ])('%s', (answer, kept) => {
    expect(agreeingAnswer(answer, ['Excel', 'SQL', 'Kubernetes'], ['Permis CE'])).toBe(kept)
  })

  it('an answer left empty says what the lists say, in the output language', () => {
    const [q] = checkAnswers(
      [
        {
          id: 'q1',
          question: 'Q ?',
          answer: 'Ce que je maîtrise déjà : Permis CE.',
          difficulty: 'medium',
          category: 'technical',
        },
      ],
      { matchedSkills: [], missingSkills: ['Permis CE'] },
      'fr',
    )
    expect(q?.answer).toMatch(/^Je m’appuie sur ce que mon CV montre/)
  })
})
