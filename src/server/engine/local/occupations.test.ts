/** Job titles read as ESCO occupations (occupations.ts), and the trade and the family they give. */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { familyOf } from './interview-bank.ts'
import { iscoGroupOf, occupationsNamedBy, occupationsOf } from './occupations.ts'

const vague = (w: string) => /^(?:agent|technicien|assistant)$/.test(w)
const sameTrade = (a: string, b: string) =>
  occupationsOf(a, vague).some((o) => occupationsOf(b, vague).includes(o))

describe('ESCO occupations of a title', () => {
  it.each([
    ['Serveur (H/F)', 'Chef de rang', true],
    ['Couvreur (H/F) – CDI', 'Zingueur', true],
    ['Conducteur de grue à tour H/F', 'Conductrice de grue marteau', true],
    // one ISCO group (4221), two trades: a front desk is no check-in counter
    ["Agent d'escale passage", "Hôtesse d'accueil", false],
    ['Aide-soignant(e)', 'Agent de propreté', false],
  ])('%s / %s → one trade: %s', (a, b, same) => {
    expect(sameTrade(a, b)).toBe(same)
  })

  it('an offer’s title saying more than the ESCO title it holds names a trade of its own', () => {
    expect(occupationsNamedBy('Secrétaire de mairie', vague)).toEqual([])
    expect(occupationsNamedBy('Couvreur (H/F) – CDI confirmé', vague)).toEqual(
      occupationsOf('Couvreur', vague),
    )
    // ('professionnelle' says the level, not the trade: an English CV's 'Make-up Artist' is one)
    expect(occupationsNamedBy('Maquilleuse professionnelle H/F', vague)).toEqual(
      occupationsOf('Make-up Artist', vague),
    )
    expect(occupationsNamedBy('Maquilleuse professionnelle H/F', vague)).not.toEqual([])
    expect(occupationsNamedBy('Agent de quai / Manutentionnaire', vague)).toEqual(
      occupationsOf('Manutentionnaire', vague),
    )
  })

  it('reads the longest title, and no word that names no trade alone', () => {
    expect(occupationsOf('Technicien', vague)).toEqual([])
    expect(occupationsOf('Agent', vague)).toEqual([])
    const crane = occupationsOf('Conducteur de grue à tour – chantier de Nantes', vague)
    expect(crane.map(iscoGroupOf)).toContain('8343')
  })

  it('gives a title no family names the family of its ISCO group', () => {
    expect(familyOf('Tourneur-Fraiseur sur commande numérique')?.key).toBe('trades')
    expect(familyOf("Gouvernante d'étage")?.key).toBe('hospitality')
    expect(familyOf('Facteur / Factrice')?.key).toBe('transport')
    // a family's own words still decide first
    expect(familyOf('Serveur / Serveuse')?.key).toBe('hospitality')
    // a hairdresser's group (514) has no family: generic questions
    expect(familyOf('Coiffeur / Coiffeuse mixte')).toBeUndefined()
  })
})

describe('years in the trade under an ESCO title of the same occupation', () => {
  it('counts a zinc roofer’s years for a roofer’s post', () => {
    const offer = 'Couvreur (H/F)\nMissions :\n- Pose de tuiles et d’ardoises\nProfil :\n- 3 ans d’expérience'
    const r = analyseLocally(
      {
        cvText:
          'Hugo Martin\nhugo@example.com\nExpérience\nZingueur — Toitures de l’Ouest, 2018 – 2026\n- Habillages en zinc',
        jobDescription: offer,
        questionsCount: 3,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    expect(r.details?.cvYears).toBe(9)
  })
})

describe('an English post named before its subject', () => {
  it('reads “Teacher of PE” as the PE teacher ESCO names, the French “Professeure d’EPS” too', () => {
    const pe = occupationsNamedBy('Teacher of PE', vague)
    expect(pe.length).toBeGreaterThan(0)
    expect(occupationsNamedBy('Professeure d’EPS', vague).some((o) => pe.includes(o))).toBe(true)
    expect(occupationsNamedBy('Lecturer in Nursing', vague).length).toBeGreaterThan(0)
  })
})
