/** Table tests of the writing measures (writing.ts): each detector fires on what it is for. */
import { describe, expect, it } from 'vitest'
import type { AnalysisResult } from '../src/shared/schemas/analysis.ts'
import {
  carriesCvFact,
  contradictsLists,
  describesInsteadOfAnswering,
  elisionErrors,
  masked,
  wrongLanguage,
} from './writing.ts'

const result = {
  matchedSkills: ['Excel', 'SQL'],
  missingSkills: ['Permis CE'],
  details: { jobTitle: 'Data analyst' },
} as unknown as AnalysisResult

describe('writing measures', () => {
  it.each([
    ['pas de adresse e-mail', 1],
    ['ce que il faut', 1],
    ['le hôpital et la infirmière', 2],
    ['le hall, de haut niveau, de SQL, de « qualité »', 0],
    ["d'adresse, qu'il, l'hôpital", 0],
    // aspirated h written with an accent: 'la hiérarchie', 'le harcèlement' are right
    ['rendre compte à la hiérarchie, prévention du harcèlement, le héros', 0],
  ])('elision errors in %s: %i', (text, n) => {
    expect(elisionErrors(text)).toBe(n)
  })

  it('tells an answer from advice on answering', () => {
    expect(describesInsteadOfAnswering('Je décrirais le contexte, puis le résultat.')).toBe(true)
    expect(describesInsteadOfAnswering('I would describe the context.')).toBe(true)
    expect(describesInsteadOfAnswering('Chez Axa, j’ai conçu une API REST.')).toBe(false)
  })

  it('finds an answer that denies a matched item or claims a missing one', () => {
    expect(contradictsLists('Je n’ai pas encore pratiqué SQL en poste.', result)).toBe(true)
    expect(contradictsLists('Je n’ai pas encore pratiqué Permis CE en poste.', result)).toBe(false)
    expect(contradictsLists('Ce que je maîtrise déjà pour ce poste : Excel et Permis CE.', result)).toBe(true)
    expect(contradictsLists('Ce que je maîtrise déjà pour ce poste : Excel et SQL.', result)).toBe(false)
  })

  it('masks names and numbers, finds facts of the CV, and the language', () => {
    expect(masked('En 2021, j’ai utilisé SQL pour le poste de Data analyst.', result)).toBe(
      masked('En 2019, j’ai utilisé Excel pour le poste de Data analyst.', result),
    )
    expect(carriesCvFact('J’ai réduit les délais de 12 %.', 'Réduction des délais de 12 % en 2023')).toBe(
      true,
    )
    expect(carriesCvFact('Je suis motivé.', 'Réduction des délais de 12 % en 2023')).toBe(false)
    expect(wrongLanguage('I have used the tool for two years and it is great', 'fr')).toBe(true)
    expect(wrongLanguage('J’ai utilisé cet outil pendant deux ans dans mon poste', 'fr')).toBe(false)
    // a CV line quoted as written is not the answer's language
    expect(
      wrongLanguage(
        'Chez Acme, mon CV le décrit ainsi : « track absences, paid leave and sick leave in the HR tool »',
        'fr',
      ),
    ).toBe(false)
    expect(
      wrongLanguage(
        'Chez Acme, parmi mes missions : track absences and leave in the tool for the team',
        'fr',
      ),
    ).toBe(true)
  })
})
