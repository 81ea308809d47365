/** Years of experience counted in the offer's trade (trade-years.ts), as the result shows them. */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string) =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)

const JD =
  'Coiffeur (H/F)\nMissions :\n- Coupes, colorations, brushings\nProfil :\n- 3 ans d’expérience en salon'

describe('years in the trade', () => {
  it('counts the jobs of the offer’s trade, not a shop counter', () => {
    const r = run(
      'Mélissa\nmel@example.com\nExpérience\nConseillère de vente — Boutique beauté, 2017 – 2026\n- Conseil et encaissement',
      JD,
    )
    expect(r.details?.cvYears).toBe(0)
  })

  it('counts a job whose title is the trade', () => {
    const r = run(
      'Mélissa\nmel@example.com\nExpérience\nCoiffeuse — Salon Lumière, 2019 – 2026\n- Coupes femme et homme\nVendeuse — Boutique, 2015 – 2019',
      JD,
    )
    expect(r.details?.cvYears).toBe(8)
  })

  it('takes the CV at its word when it states fewer years than its dates', () => {
    const r = run(
      'Mélissa\nCoiffeuse – 4 ans d’expérience\nmel@example.com\nExpérience\nCoiffeuse — Salon Lumière, 2019 – 2026\n- Coupes femme et homme',
      JD,
    )
    expect(r.details?.cvYears).toBe(4)
  })
})

describe('a career change is said as one', () => {
  it('a front desk’s generic know-hows make no years in a care trade, and the text announces the move', () => {
    const r = analyseLocally(
      {
        cvText:
          'Nadia\nnadia@example.com\nExpérience\nSecrétaire médicale — Centre d’imagerie, 2016 – 2026\n- Accueil des patients et gestion des rendez-vous\n- Planning de 6 radiologues',
        jobDescription:
          'Assistant(e) dentaire (H/F)\nMissions :\n- Accueil des patients, gestion des rendez-vous, planning\n- Assistance au fauteuil\nProfil :\n- Stérilisation et asepsie indispensables',
        questionsCount: 20,
        lang: 'fr',
      },
      NOW,
    )
    expect(r.details?.cvYears).toBe(0)
    const motivation = r.questions.find((q) => /Pourquoi ce poste/.test(q.question))
    expect(motivation?.answer).toMatch(/Je veux m’orienter vers le métier/)
    expect(r.suggestions.map((s) => s.description).join(' ')).not.toMatch(/reprennent l'intitulé/)
  })
})

describe('a strong match under other titles', () => {
  it('is no career change, and “how your CV was read” shows all its dated years', () => {
    const r = analyseLocally(
      {
        cvText:
          'Sam Lee\nsam@example.com\nExperience\nCo-Founder & CTO — Nexus AI, 2019 – 2026\n- Built the platform\nSkills\nPython, Docker, Kubernetes, Git',
        jobDescription:
          'Ingénieur logiciel Python (H/F)\nProfil :\n- Python indispensable\n- Docker\n- Kubernetes\n- Git',
        questionsCount: 20,
        lang: 'fr',
      },
      NOW,
    )
    expect(r.compatibilityScore).toBeGreaterThanOrEqual(50)
    expect(r.details?.reading?.years).toBe(8)
    expect(r.suggestions.map((s) => s.description).join(' ')).not.toMatch(/votre projet vers le métier/)
    const motivation = r.questions.find((q) => /Pourquoi ce poste/.test(q.question))
    expect(motivation?.answer ?? '').not.toMatch(/Je veux m’orienter/)
  })
})
