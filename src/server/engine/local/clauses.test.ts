import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { getLexicon } from './lexicon.ts'
import { analyseJob } from './parse.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string) =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)
const met = (r: ReturnType<typeof run>, label: string) =>
  r.details?.requirements?.find((q) => q.label.toLowerCase() === label.toLowerCase())?.met

/** The labels of the offer's requirements that share a clause, as sorted groups. */
function clauses(jd: string): string[][] {
  const groups = new Map<number, string[]>()
  for (const r of analyseJob(jd, getLexicon()).requirements) {
    if (r.clause === undefined) continue
    groups.set(r.clause, [...(groups.get(r.clause) ?? []), r.label.toLowerCase()].sort())
  }
  return [...groups.values()]
}

describe('clauses: items the offer writes together are one requirement in the lists', () => {
  it.each([
    ['Vendeur\nProfil :\n- Calme et rigueur', [['calme', 'rigueur']]],
    [
      'Assistant RH\nProfil :\n- Recrutement (tri des CV, entretiens)',
      [['entretiens', 'recrutement', 'tri des cv']],
    ],
    [
      'Esthéticienne\nProfil :\n- Soins du visage (gommages, modelages)',
      [['gommages', 'modelages', 'soins du visage']],
    ],
    // (the kinds one parenthesis lists, whatever stands before it)
    [
      'Vendeur automobile\nProfil :\n- Vente de services (extensions de garantie, contrats d’entretien)',
      [['contrats d’entretien', 'extensions de garantie']],
    ],
    // two tools named side by side are two requirements
    ['Comptable\nProfil :\n- Maîtrise d’Excel et de SAP', []],
    // …and so are a product written with a capital inside it and another name beside it
    ['Développeur\nMissions :\n- Développement en React et TypeScript', []],
    ['Développeur\nMissions :\n- Intégrer nos API REST et GraphQL', []],
    // (two acronyms alone are one practice: 'NPI and DFM')
    ['SMT engineer\nYou will:\n- Support NPI and DFM reviews', [['dfm reviews', 'npi']]],
    // items on two lines are two requirements
    ['Vendeur\nProfil :\n- Calme\n- Rigueur', []],
  ])('%j', (jd, expected) => {
    expect(clauses(jd)).toEqual(expected)
  })

  it('lists no gap for the item of a clause met in the main, and still says it is not shown', () => {
    const r = run(
      'Léa\nExpérience\n2019 – 2025 Vendeuse, Maison Roux\n- Calme face aux clients difficiles',
      'Vendeur\nProfil :\n- Calme et rigueur',
    )
    expect(r.matchedSkills).toContain('Calme')
    expect(r.missingSkills).not.toContain('Rigueur')
    expect(met(r, 'Rigueur')).toBe(false)
  })

  it('lists both items of a clause the CV does not show', () => {
    const r = run(
      'Léa\nExpérience\n2019 – 2025 Vendeuse, Maison Roux\n- Encaissement',
      'Vendeur\nProfil :\n- Calme et rigueur',
    )
    expect(r.missingSkills).toEqual(expect.arrayContaining(['Calme', 'Rigueur']))
  })

  it('keeps a missing tool listed even when its clause is met (a name of its own)', () => {
    const r = run(
      'Léa\nExpérience\n2019 – 2025 Commerciale, Roux SA\n- Suivi des prospects dans le CRM HubSpot',
      'Commercial\nProfil :\n- CRM (Salesforce)',
    )
    expect(r.missingSkills.join(' ')).toMatch(/Salesforce/)
  })
})

describe('alternatives the offer names together', () => {
  it('lists no missing language of a ‘troisième langue (…)’ when the CV speaks one of them', () => {
    const r = run(
      'Léa\nExpérience\n2019 – 2025 Concierge, Hôtel du Parc\nLangues\nAnglais courant, italien courant',
      'Concierge\nProfil :\n- Anglais courant\n- Troisième langue (italien, russe, arabe)',
    )
    expect(r.missingSkills.join(' ')).not.toMatch(/Russe|Arabe/)
  })
  it('reads a certificate and a diploma joined by ‘ou’ after the certificate’s trade as alternatives', () => {
    const r = run(
      'Léa\nExpérience\n2019 – 2025 Préparatrice de véhicules, Garage Roux\nFormation\n2018 CAP Maintenance des véhicules',
      'Préparateur de véhicules\nProfil :\n- CQP Préparateur esthétique ou CAP Maintenance des véhicules apprécié',
    )
    expect(r.missingSkills.join(' ')).not.toMatch(/CQP/)
  })
})

describe('a requirement the lists do not call missing', () => {
  it('is asked about nowhere: no gap question, no advice, no key point names it', () => {
    // ('Application des peintures intérieures' shares its work with the painting the CV shows: the
    // lists leave it out, so must the questions — a strong painter was asked about interior painting)
    const r = analyseLocally(
      {
        cvText:
          'Marc\nExpérience\n2015 – 2025 Peintre en bâtiment, SARL Brient Peinture\n- Mise en peinture au rouleau et au pistolet airless : murs, plafonds, boiseries\n- Préparation des fonds : rebouchage, ponçage\nPermis B',
        jobDescription:
          'Peintre en bâtiment H/F\nMissions :\n- Peinture en bâtiment\n- Application des peintures intérieures et extérieures au rouleau\n- Préparation des supports\nProfil :\n- Permis B',
        questionsCount: 5,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    expect(r.missingSkills.join(' | ')).not.toMatch(/intérieures/i)
    const said = [
      ...r.questions.map((q) => `${q.question} ${q.answer}`),
      ...r.suggestions.map((s) => `${s.title} ${s.description}`),
      ...(r.details?.keyPoints ?? []),
    ].join(' | ')
    expect(said).not.toMatch(/peintures intérieures/i)
  })
})
