import { describe, expect, it } from 'vitest'
import { expansionIn, initialsOf } from './acronyms.ts'
import { analyseLocally } from './index.ts'
import { getLexicon } from './lexicon.ts'
import { coverageToPoints } from './score.ts'
import { tokenize } from './text.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string) =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)

describe('acronyms and long forms (rubric 1.3.0)', () => {
  it('spells an acronym by the initials of content words, function words skipped', () => {
    expect(initialsOf('Maîtrise statistique des procédés')).toBe('msp')
    expect(initialsOf("Diplôme d'État de masseur-kinésithérapeute")).toBe('demk')
    expect(initialsOf('Excel')).toBeNull()
    const line = tokenize(
      'Animation des analyses des modes de défaillance, de leurs effets et de leur criticité',
    )
    expect(expansionIn(line, 'AMDEC')).toBe('analyses modes defaillance effets criticite')
    expect(expansionIn(tokenize('Gestion de la paie et des congés'), 'AMDEC')).toBeNull()
  })

  it('shows an acronym of the job by its long form in the CV, and a long form by the acronym', () => {
    const jd =
      'Ingénieur qualité\nProfil :\n- Maîtrise statistique des procédés (MSP) indispensable\n- Animation des AMDEC\n- Excel'
    const cv =
      'Ingénieure qualité, 2019 – 2025\n- Cartes de contrôle et maîtrise statistique des procédés\n- Analyse des modes de défaillance, de leurs effets et de leur criticité\n- Excel'
    const r = run(cv, jd)
    expect(r.missingSkills).not.toContain('MSP')
    expect(r.missingSkills).not.toContain('AMDEC')
    const jd2 =
      "Kinésithérapeute\nProfil :\n- Diplôme d'État de masseur-kinésithérapeute obligatoire\n- Rééducation"
    const r2 = run('Kinésithérapeute DEMK (2021)\nRééducation orthopédique, 2021 – 2025', jd2)
    expect(r2.missingSkills.join(' ')).not.toMatch(/masseur/i)
  })

  it('does not credit an acronym from unrelated words', () => {
    const jd = 'Ingénieur qualité\nProfil :\n- AMDEC indispensable\n- Excel'
    const r = run('Comptable, 2019 – 2025\n- Saisie des factures, rapprochements bancaires\n- Excel', jd)
    expect(r.missingSkills).toContain('AMDEC')
  })
})

describe('wording details (rubric 1.3.0)', () => {
  it('keeps A/B tests whole and codes of a digit and a letter', () => {
    expect(
      getLexicon()
        .match('Designed and analysed 30 A/B tests')
        .map((m) => m.skill.name),
    ).toContain('A/B testing')
    const jd = 'Ingénieur qualité\nMissions :\n- Résolution de problèmes en 8D\n- Excel'
    expect(run('Qualité, 2019 – 2025\n- Animation de 8D\n- Excel', jd).missingSkills).not.toContain('8D')
    expect(run('Qualité, 2019 – 2025\n- Animation de 5S\n- Excel', jd).missingSkills).toContain('8D')
  })

  it('does not take a negated mention as evidence', () => {
    const jd = 'Technicien\nProfil :\n- Électricien confirmé\n- Mécanique'
    const r = run('Technicien mécanique, 2018 – 2025\nHabilitation B0 (non électricien)', jd)
    expect(r.matchedSkills.join(' ')).not.toMatch(/[ée]lectric/i)
  })

  it('does not take a wish as evidence ("en recherche d\'un poste en …")', () => {
    const jd = 'Contrôleur de gestion\nProfil :\n- Contrôle de gestion\n- Excel'
    const wish = run(
      "Assistant comptable – en recherche d'un poste en contrôle de gestion\n2020 – 2025\nExcel",
      jd,
    )
    expect(wish.missingSkills).toContain('Contrôle de gestion')
    const done = run('Contrôleur de gestion industriel\n2020 – 2025\nContrôle de gestion, Excel', jd)
    expect(done.matchedSkills).toContain('Contrôle de gestion')
  })

  it('scopes "idéalement" to what follows it', () => {
    const jd =
      "Conseiller\nProfil :\n- Première expérience en relation client, idéalement en centre d'appels\n- Excel"
    const r = run('Conseillère de vente, 2019 – 2025\n- Relation client, accueil\n- Excel', jd)
    expect(r.matchedSkills.join(' ')).toMatch(/relation client/i)
    expect(r.compatibilityScore).toBeGreaterThanOrEqual(65)
  })
})

describe('job wordings (rubric 1.3.0)', () => {
  it('answers every item the job writes for one skill, but not the title or an abbreviation', () => {
    const jd =
      'Chef de chantier gros œuvre\nMissions :\n- Coffrage, ferraillage, coulage\n- Lecture de plans\n- Excel'
    const r = run('Maçon coffreur, 2016 – 2025\n- Coffrage de voiles, lecture de plans\n- Excel', jd)
    // (each a part of concrete work of its own: formwork shows no steel fixing — 2.26)
    expect(r.matchedSkills).toContain('Coffrage')
    expect(r.missingSkills).toContain('Ferraillage')
    const r2 = run(
      'Chef de projet, 2016 – 2025\n- Excel',
      'Comptable\nMissions :\n- Rapprochement bancaire et lettrage\n- Excel',
    )
    expect(r2.missingSkills).toEqual(expect.arrayContaining(['Rapprochement bancaire', 'Lettrage']))
  })

  it('reads a tool named after an activity as its own item ("using", "selon")', () => {
    const jd = 'SOC analyst\nResponsibilities:\n- Threat hunting using MITRE ATT&CK\n- Python'
    const r = run('SOC analyst, 2020 – 2025\n- Threat hunts, Python scripts', jd)
    expect(r.matchedSkills.join(' | ')).toMatch(/threat hunting/i)
    expect(r.missingSkills).toContain('MITRE ATT&CK')
  })

  it('does not count the field of a degree as a skill asked for', () => {
    const jd =
      'Chargé de communication\nProfil :\n- Bac+5 école de commerce ou marketing\n- Rédaction web\n- Canva'
    const r = run('Chargée de communication, 2018 – 2025\n- Rédaction web, Canva', jd)
    // The degree is a requirement of its own (rubric 2.0); its field is not a skill beside it.
    expect(r.missingSkills.filter((s) => /marketing/i.test(s) && !/bac\+5/i.test(s))).toEqual([])
  })
})

describe('score calibration (rubric 1.3.0)', () => {
  it('maps coverage to points so the bands follow the share of requirements shown', () => {
    expect(coverageToPoints(0)).toBe(0)
    expect(coverageToPoints(1)).toBe(100)
    expect(coverageToPoints(0.15)).toBeLessThan(30)
    expect(Math.round(coverageToPoints(0.27))).toBe(35)
    expect(Math.round(coverageToPoints(0.5))).toBeGreaterThanOrEqual(35)
    expect(Math.round(coverageToPoints(0.5))).toBeLessThan(65)
    expect(Math.round(coverageToPoints(0.7))).toBe(65)
    expect(coverageToPoints(0.85)).toBeGreaterThanOrEqual(80)
    for (let c = 0; c < 1; c += 0.05) expect(coverageToPoints(c + 0.05)).toBeGreaterThan(coverageToPoints(c))
  })
})
