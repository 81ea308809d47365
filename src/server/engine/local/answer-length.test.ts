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

describe('what lengthens an answer', () => {
  // A law clerk's offer; the CV's last line is a weekend checkout job, nothing the offer asks.
  const jd = `Clerc de commissaire de justice (H/F)
Missions : signification des actes, rédaction d'actes de procédure, suivi des procédures d'exécution,
accueil des débiteurs et négociation d'échéanciers, tenue des dossiers sur le logiciel de l'étude.
Profil : formation juridique Bac+2 exigée, permis B obligatoire, rigueur et discrétion.`
  const cv = `Camille Roux
Expérience professionnelle
Gestionnaire recouvrement amiable – Rhône Recouvrement SAS, Vénissieux    2020 – 2022
Relances téléphoniques des débiteurs et mise en place de plans d'apurement
Rédaction des lettres de mise en demeure et des requêtes en injonction de payer
Transmission des dossiers aux études d'huissiers et suivi des retours
Hôtesse de caisse – Carrefour Part-Dieu, Lyon    2017 – 2019
Encaissement des clients le week-end, gestion du fond de caisse
Formation
DUT Carrières juridiques — IUT Lyon 3, 2019
Permis B`
  const result = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 5, lang: 'fr' }, NOW)

  it('adds the CV’s lines about what the offer asks before any other, and not another trade’s', () => {
    const all = result.questions.map((q) => q.answer).join(' ')
    expect(all).toMatch(/débiteurs|injonction de payer|huissiers/)
    expect(all).not.toMatch(/fond de caisse|Encaissement des clients/i)
  })
})

describe('the fact an answer leads with', () => {
  // The CV lists HACCP among its skills; no bullet names it, one tells its use in other words.
  const shop = `Claire Dubois
claire.dubois@example.com
Expérience professionnelle
Vendeuse en fromagerie — Fromagerie du Marché, Annecy    2021 – aujourd'hui
Vente conseil au comptoir, 300 clients le samedi
Découpe et mise en valeur de la vitrine
Réception des livraisons, contrôle des températures, plan de maîtrise sanitaire
Compétences
HACCP, encaissement, accords mets-vins`
  const offer = `Fromager-crémier (H/F)
Profil : formation HACCP exigée, découpe, vente conseil.`

  it('is the bullet nearest to what the question asks, not the job’s first line', () => {
    const { questions } = analyseLocally(
      { cvText: shop, jobDescription: offer, questionsCount: 9, lang: 'fr' },
      NOW,
    )
    const haccp = questions.find((q) => q.question.includes('HACCP'))
    expect(haccp?.answer).toMatch(/cela m’a servi : .*parmi mes missions : réception des livraisons/)
  })

  it('is not the line that proves the credential said again as a mission', () => {
    // (the CV says HACCP once, in a line of the job)
    const held = shop
      .replace(
        'Réception des livraisons, contrôle des températures, plan de maîtrise sanitaire',
        'Formation hygiène alimentaire HACCP (2022)',
      )
      .replace('HACCP, encaissement', 'Encaissement')
    const { questions } = analyseLocally(
      { cvText: held, jobDescription: offer, questionsCount: 9, lang: 'fr' },
      NOW,
    )
    const haccp = questions.find((q) => q.question.includes('HACCP'))
    expect(haccp?.answer).toContain('Mon CV l’indique : « Formation hygiène alimentaire HACCP (2022) »')
    expect(haccp?.answer).toMatch(/cela m’a servi : .*parmi mes missions : vente conseil/)
  })
})

describe('the job a listed skill’s answer tells', () => {
  const cv = `Sam Lee
sam.lee@example.com
Experience
Bid Coordinator — Harrogate Build Ltd    May 2025 – present
Set up bid trackers and internal deadlines for 20+ tenders
Uploaded final submissions on In-Tend and ProContract
Senior Copywriter — Northern Lights Digital    Mar 2021 – Apr 2025
Ran the agency's social media accounts and monthly reports
Wrote web copy, case studies and whitepapers for B2B clients
Skills
Copywriting, proofreading, Microsoft Word`
  const answerOf = (jobDescription: string, skill: string) =>
    analyseLocally({ cvText: cv, jobDescription, questionsCount: 9, lang: 'en' }, NOW).questions.find(
      (q) => q.question.toLowerCase().includes(skill) && !/interested/i.test(q.question),
    )?.answer

  it('is the one whose title or bullet shows it, when the current job does not', () => {
    expect(
      answerOf('Bid Writer\nRequirements\n- Copywriting (essential)\n- Proofreading', 'writing'),
    ).toMatch(
      /as my CV says: "[^"]*"\. At Northern Lights Digital, as Senior Copywriter \(Mar 2021 – Apr 2025\)/,
    )
  })
})
