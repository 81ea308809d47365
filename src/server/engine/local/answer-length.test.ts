/** Model answers are 60–150 words (issue 10 §1), lengthened only with the CV's own facts. */
import { describe, expect, it } from 'vitest'
import { applyElision } from './grammar.ts'
import { analyseLocally } from './index.ts'

const NOW = new Date('2026-11-01T00:00:00Z')

const JD = `Infirmier(ère) en service d'urgences (H/F)
Missions : accueil et tri des patients, soins techniques, surveillance, transmissions.
Profil : diplôme d'État d'infirmier indispensable, 2 ans d'expérience, gestion du stress,
maîtrise du logiciel DxCare, travail en équipe.`

const CV = `Julie Martin
julie.martin@example.com · 06 11 22 33 44
Expérience professionnelle
Infirmière — CHU de Nantes    2019 – aujourd'hui
Prise en charge de 12 patients par poste en service de médecine polyvalente
Surveillance des constantes et des traitements dans DxCare
Encadrement de 4 étudiants infirmiers par an
Infirmière — Clinique Jules Verne, Nantes    2016 – 2019
Accueil des patients en hôpital de jour, 30 entrées par jour
Préparation et administration des chimiothérapies
Formation
Diplôme d'État d'infirmier — IFSI de Nantes, 2016`

const words = (s: string) => applyElision(s).split(/\s+/).filter(Boolean).length

describe('model answer length', () => {
  const result = analyseLocally({ cvText: CV, jobDescription: JD, questionsCount: 9, lang: 'fr' }, NOW)

  it('keeps every answer within 60–150 words when the CV has facts enough', () => {
    for (const q of result.questions) {
      expect(words(q.answer), `${q.id}: ${q.answer}`).toBeGreaterThanOrEqual(60)
      expect(words(q.answer), q.id).toBeLessThanOrEqual(150)
    }
  })

  it('lengthens with the CV’s own facts: its employers, dates and figures, never invented ones', () => {
    const cvNumbers = new Set(CV.match(/\d+/g))
    for (const q of result.questions) {
      for (const n of q.answer.match(/\d+/g) ?? []) expect(cvNumbers.has(n), `${q.id}: ${n}`).toBe(true)
    }
    const all = result.questions.map((q) => q.answer).join(' ')
    expect(all).toMatch(/clinique Jules Verne/i)
    expect(all).toMatch(/2016 – 2019/)
  })
})
