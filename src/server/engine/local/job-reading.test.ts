/**
 * Table tests of what the engine believes about an offer (rubric 2.0): conditions are not
 * requirements, phrases that are sentence fragments are not skills, credentials are typed and
 * blocking when the offer says so, and a missing blocking credential keeps the score below 50.
 */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { getLexicon } from './lexicon.ts'
import {
  analyseCv,
  analyseJob,
  conditionLines,
  degreeLevels,
  isConditionLabel,
  isPhraseNoise,
  isQualityPhrase,
  isWordFormOf,
  occupationWords,
  sectionOfLine,
  yearsRequirement,
} from './parse.ts'
import { englishActionNamed, jobPhrases } from './phrases.ts'
import { BLOCKING_CAP_ONE, BLOCKING_CAP_SEVERAL, CONDITION_CAP, matchRequirements } from './score.ts'
import { tokenize } from './text.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string) =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)

describe('words of the work that look like conditions or hiring', () => {
  it('reads a benefit that is the work (‘Housing Benefit regulations’, ‘benefits processing system’), not a perk', () => {
    const labels = analyseJob(
      "Benefits Assessment Officer\nWhat we're looking for\n* Sound knowledge of Housing Benefit regulations\n* Experience of a benefits processing system\n* Strong numeracy\nWhat we offer: pension, benefits package, free parking.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Housing Benefit regulations', 'Benefits processing system']),
    )
    expect(labels.some((l) => /package|pension|parking/i.test(l))).toBe(false)
  })
  it('reads a line of missions that searches for faults (‘recherche de pannes’) as missions, not a company hiring', () => {
    const labels = analyseJob(
      "Technicien avionique B2 (H/F)\nNous recrutons un technicien pour notre activité de maintenance.\nVotre quotidien : dépannage des systèmes avioniques, recherche de pannes à l'aide de l'AMM, traçabilité dans AMOS.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Dépannage', 'AMOS']))
    // (a company 'à la recherche d'un technicien' still hires: its line names nothing)
    const hiring = analyseJob(
      "Technicien (H/F)\nLe groupe Aérotech, à la recherche d'un technicien, développe la maintenance en base.\nProfil :\n- Anglais technique",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(hiring).toEqual(['Anglais technique'])
  })
})

describe('an adverb between a mission’s verb and its object', () => {
  it('leaves the object’s article to the noun: ‘Animer ponctuellement des classes virtuelles’', () => {
    const labels = analyseJob(
      'Ingénieur pédagogique\nVos missions\n– Animer ponctuellement des classes virtuelles\n– Rédiger régulièrement les lettres d’observations',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Animation de classes virtuelles')
    expect(labels.some((l) => /\bde des\b|\bdu ttres\b/.test(l))).toBe(false)
  })
})

describe('what an offer accepts in place of an item', () => {
  it('is named without the cue: ‘(APMG Change Management Practitioner accepted)’, ‘Winpharma accepté’', () => {
    const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(
      labels(
        'Consultant\nWhat you’ll bring\n- Prosci certification required (APMG Change Management Practitioner accepted)',
      ),
    ).toContain('APMG Change Management Practitioner')
    expect(
      labels('Préparateur\nProfil :\n- LGPI souhaité, Winpharma accepté').some((l) => /accept/i.test(l)),
    ).toBe(false)
  })
})

describe('a years clause opening on ‘Minimum of’', () => {
  it('is named from its figure', () => {
    const job = analyseJob(
      'Paralegal\nRequirements\n- Minimum of 5 years post-qualification experience',
      getLexicon(),
    )
    expect(job.yearsAsked?.label).toBe('5 years post-qualification experience')
  })
})

describe('a ratio in a mission', () => {
  it('is no figure of the item: ‘Deliver 1:1 careers guidance interviews’', () => {
    const labels = analyseJob(
      'Careers Adviser\nThe role\n- Deliver 1:1 careers guidance interviews and group sessions',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Careers guidance interviews')
    expect(labels).not.toContain('1 careers guidance interviews')
  })
})

describe('an English licence named by what it allows', () => {
  it("lists 'Flight Dispatcher Licence', 'Aircraft Maintenance Licence'; a French 'licence' stays a degree", () => {
    const labels = (line: string) =>
      analyseJob(`About you\n${line}\n• Good English`, getLexicon()).requirements.map((r) => r.label)
    expect(labels('• Flight Dispatcher Licence (FAA or equivalent) – essential')).toContain(
      'Flight Dispatcher Licence',
    )
    expect(labels('• Aircraft Maintenance Licence – essential')).toContain('Aircraft Maintenance Licence')
    const degree = analyseJob('Profil :\n• Licence en droit exigée', getLexicon()).requirements
    expect(degree.map((r) => [r.label, r.credential?.kind])).toEqual([['Licence en droit', 'degree']])
  })
})

describe('a commission that is work', () => {
  it("reads 'commission the in-home display' as a mission, no pay; keeps 'in-' of a compound", () => {
    const labels = analyseJob(
      "About the role\nYou'll install smart meters in customers' homes, commission the in-home display and comms hub.\nWhat we offer: basic salary plus commission.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['In-home display', 'Comms hub']))
    expect(labels.some((l) => /salary|commission$/i.test(l))).toBe(false)
  })
})

describe('a paragraph to the reader beside a cue', () => {
  it('reads its sentences to the reader even when another sentence holds a cue (‘Une expérience dans…’)', () => {
    const labels = analyseJob(
      'Agent de surveillance de la voie publique (H/F)\n\nVous connaissez le code de la route et les pouvoirs de police du maire. Vous faites preuve de pédagogie. Une expérience dans la médiation est appréciée. PSC1 ou SST : un plus.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Code de la route', 'Pouvoirs de police du maire', 'Médiation']),
    )
  })
})

describe('words of the lexicon in another sense', () => {
  it("reads no configuration tool in a French 'chef', nor electronics in a 'procès-verbal électronique'", () => {
    const labels = analyseJob(
      "Agent (H/F)\n\nPlacé(e) sous l'autorité du chef de service, vous relevez les infractions au moyen du procès-verbal électronique (PVe).",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.some((l) => /^(?:chef|électronique)$/i.test(l))).toBe(false)
    const devops = analyseJob('DevOps (H/F)\nProfil :\n- Puppet, Chef, Ansible', getLexicon()).requirements
    expect(devops.map((r) => r.skill.name)).toEqual(
      expect.arrayContaining(['Chef Infra', 'Puppet', 'Ansible']),
    )
    const cook = analyseJob(
      'Chef de partie\nWhat you will do\n- Make classical sauces and stocks from scratch',
      getLexicon(),
    )
    expect(cook.requirements.map((r) => r.label)).not.toContain('Scratch')
  })
})

describe('a mission verb that takes ‘à’', () => {
  it("keeps its preposition after the noun of action ('parer à la main' → 'Parage à la main')", () => {
    const labels = analyseJob(
      'Mareyeur (H/F)\nMissions :\n- Étêter, fileter et parer à la main (cabillaud, merlan)',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Parage à la main')
  })
})

describe('a mission whose verb has no noun of its own', () => {
  it("is named by the lexicon's name, never by an infinitive the writer would put an article before", () => {
    const labels = analyseJob(
      'Responsable banquets (H/F)\nMissions :\n- Passer les commandes\n- Travailler en équipe avec la cuisine',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Passation des commandes fournisseurs', 'Travail en équipe']),
    )
    expect(labels.some((l) => /^(?:passer|travailler)\b/i.test(l))).toBe(false)
  })
  it('names a verb by its noun with the preposition it takes, no adverb (‘Intervenir ponctuellement en rénovation’)', () => {
    const labels = analyseJob(
      'Maçon (H/F)\nMissions :\n- Conclure les ventes\n- Intervenir ponctuellement en rénovation\n- Déboguer sur cible\n- Tirer au vide les circuits',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Conclusion des ventes', 'Intervention en rénovation', 'Débogage sur cible']),
    )
    expect(labels.join(' | ')).toMatch(/Tirage au vide/)
  })
})

describe('a mission named by its verb’s noun', () => {
  it('knows the nouns of the trades’ verbs, in the infinitive and said to ‘vous’', () => {
    const labels = analyseJob(
      'Régleur (H/F)\nMissions :\n- Démarrer les nouveaux moules\n- Instruire les demandes de retraite\n- Ligaturer les armatures\n- Vous produisez les pièces de série\n- Vous répondez aux adhérents\n- Aider les résidents',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Démarrage des nouveaux moules',
        'Instruction des demandes de retraite',
        'Ligature des armatures',
        'Production des pièces de série',
        'Réponse aux adhérents',
        'Aide aux résidents',
      ]),
    )
  })
  it('is shown by a CV line naming its object, a lone word as itself (‘communiqués’ is no ‘communication’)', () => {
    const jd = 'Cuisinier (H/F)\nMissions :\n- Adapter les textures\n- Rédiger des communiqués'
    const cv = analyseCv(
      'Camille Martin\nExpérience\nCuisinier en EHPAD\n- Textures hachées et mixées\n- Communication avec l’équipe de nuit',
      getLexicon(),
      2026 * 12,
    )
    const met = Object.fromEntries(
      matchRequirements(analyseJob(jd, getLexicon()), cv).map((i) => [i.req.label, i.matched]),
    )
    expect(met).toMatchObject({ 'Adaptation des textures': true, 'Rédaction de communiqués': false })
  })
})

describe('a skill qualified by a compound adjective', () => {
  it('is named with it (‘Urgences gynéco-obstétricales’), as with a simple one', () => {
    const labels = analyseJob(
      'Sage-femme (H/F)\nMissions :\n- Accueil des urgences gynéco-obstétricales',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Urgences gynéco-obstétricales')
  })
})

describe('what the reader is responsible for', () => {
  it("reads what follows 'vous êtes garant(e) de', 'responsable de', 'en charge de', never 'Êtes …'", () => {
    const labels = analyseJob(
      'Gérant (H/F)\n\nVous êtes garant(e) du respect de la réglementation. Vous êtes responsable de la gestion des stocks. Vous êtes en charge de la facturation.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Respect de la réglementation', 'Gestion des stocks', 'Facturation']),
    )
    expect(labels.some((l) => /^êtes/i.test(l))).toBe(false)
  })
})

describe('English credentials and abbreviations as written', () => {
  it("names 'Personal Licence holder' the licence, and cuts no 'P&L' to 'P'", () => {
    const labels = analyseJob(
      "Food & Beverage Manager\nWhat you'll do\n* Own the F&B P&L, forecasts and GP targets\nWhat you'll need\n* Personal Licence holder (essential)",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Personal Licence')
    expect(labels.some((l) => /holder|\bP$/.test(l))).toBe(false)
  })
})

describe('keeping something up to date', () => {
  it("reads 'tenir à jour la CMDB' as its updating, never 'Jour la CMDB'", () => {
    const labels = analyseJob(
      'Gestionnaire (H/F)\nMissions :\n- Tenir à jour la CMDB et le référentiel des actifs dans ServiceNow\n- Maintenir à jour le registre des habilitations',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Mise à jour de la CMDB', 'Mise à jour du registre des habilitations']),
    )
    expect(labels.some((l) => /^jour\b/i.test(l))).toBe(false)
  })
})

describe('a voucher is no good level', () => {
  it("keeps 'bons' before its complement (‘bons d'intervention’, ‘bons de livraison’)", () => {
    const labels = analyseJob(
      "Missions :\n- Renseigner les bons d'intervention et échanger avec les clients\n- Vérifier les bons de livraison",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(["Renseignement des bons d'intervention", 'Vérification des bons de livraison']),
    )
  })
})

describe('abbreviations of the conditions and of experience', () => {
  it('reads no skill from a lower-case abbreviation on a conditions line', () => {
    const job = analyseJob(
      'CDI – Nantes (hybride 2 j/sem.) – 38-45 K€ brut/an\nProfil : SQL, Excel',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).toEqual(['SQL', 'Excel'])
  })
  it('names a French mission by its noun of action (‘Enregistrer et traiter les commandes’), never a lone verb', () => {
    const labels = analyseJob(
      'Agent administratif\nMissions :\n- Enregistrer et traiter les commandes\n- Remplacer les composants CMS\n- Commander les matériaux',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Enregistrer')
    expect(labels).toEqual(
      expect.arrayContaining(['Enregistrement des commandes', 'Remplacement des composants CMS']),
    )
    // ('des' after the verb is the plural of 'un': 'de' after the noun, as 'Animer des ateliers' →
    // 'Animation d'ateliers')
    const designer = analyseJob(
      "Paysagiste\nMissions :\n- Concevoir des projets d'espaces publics\n- Animer des ateliers\n- Rédiger les rapports d'intervention",
      getLexicon(),
    ).requirements.map((r) => r.label)
    // (and a mission whose verb names a skill, in the offer's words around it, not the lone 'Rédaction')
    expect(designer).toEqual(
      expect.arrayContaining([
        "Conception de projets d'espaces publics",
        "Animation d'ateliers",
        "Rédaction des rapports d'intervention",
      ]),
    )
    expect(designer).not.toContain('Rédaction')
    // (a verb followed by where or how takes no 'de'; colours share their noun: 'la trame verte et
    // bleue' has no lone 'Bleue')
    const ecologist = analyseJob(
      'Chargé de mission biodiversité\nMissions :\n- Cartographier sous QGIS\n- Intégrer la trame verte et bleue dans le PLUi',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(ecologist).toContain('Cartographie sous QGIS')
    expect(ecologist.join(' | ')).not.toMatch(/(?:^|\| )Bleue/)
  })
  it('names a skill the offer writes as a lone verb by its own name (‘Collaborer’, ‘Coach’)', () => {
    const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(
      labels('Agent\nMissions :\n- Collaborer avec les équipes\n- Négocier avec les fournisseurs'),
    ).toEqual(['Travail en équipe', 'Négociation'])
    expect(labels('Team leader\nDuties:\n- Coach new starters on the pick face')).toContain('Coaching')
  })
  it('lets English verbs in -ing share the object of the last one (‘Taking and processing radiographs’)', () => {
    const labels = analyseJob(
      'Dental nurse\nDuties:\n- Taking and processing digital radiographs\n- Opening and managing matters on our case management system',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Taking')
    expect(labels).not.toContain('Opening')
    expect(labels.join(' | ')).toMatch(/radiographs/i)
  })
  it('reads no skill in whom a public post is open to (‘contractuels acceptés’)', () => {
    const job = analyseJob(
      "Adjoint administratif (H/F)\nProfil :\n- Titulaire du grade ou lauréat du concours d'adjoint administratif ; contractuels acceptés\n- Word, Excel",
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label).join(' | ')).not.toMatch(/contractuel/i)
  })
  it('reads no skill in the ward one is posted to, on a line of conditions', () => {
    const job = analyseJob(
      'Agent de service hospitalier\nCDD 6 mois, temps plein, service de médecine polyvalente (28 lits)\nProfil :\n- Discrétion',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).toEqual(['Discrétion'])
  })
  it('reads the missions of a line that cleans premises: premises are a place only when shown off', () => {
    const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(
      labels(
        'Agent de service hospitalier\n\nMissions : bionettoyage des chambres et des locaux, gestion du linge, évacuation des déchets, aide à l’installation des patients.',
      ),
    ).toEqual(expect.arrayContaining(['Gestion du linge', 'Évacuation des déchets']))
    expect(
      labels('Agent d’accueil\n\nNos locaux modernes au cœur de Lyon, tickets restaurant.').filter((l) =>
        /locaux|lyon|tickets/i.test(l),
      ),
    ).toEqual([])
  })
  it('reads the missions of an opening paragraph that goes on to the reader; not the places of the work', () => {
    const labels = analyseJob(
      'Sales Negotiator\nHarlow & Finch Estate Agents, Bristol\n\nOur busy independent agency is looking for a driven negotiator to join a sales team of six. You will book and conduct viewings, negotiate offers between buyers and vendors and book market appraisals.',
      getLexicon(),
    ).requirements.map((r) => r.label.toLowerCase())
    expect(labels.some((l) => /viewings/.test(l))).toBe(true)
    expect(labels.some((l) => /appraisals/.test(l))).toBe(true)
    const there = analyseJob(
      'Domestic Energy Assessor\n\nYou will carry out RdSAP surveys and lodge EPCs across Birmingham, Coventry and Wolverhampton.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(there.filter((l) => /Birmingham|Coventry|Wolverhampton/.test(l))).toEqual([])
  })
  it('names a certificate with the document’s noun before what its pattern reads', () => {
    const labels = analyseJob(
      'Technicien CVC\nProfil :\n- Attestation d’aptitude fluides frigorigènes (cat. I) obligatoire',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Attestation d’aptitude fluides frigorigènes (cat. I)')
  })
  it('names an adjective kept after its noun with the noun (‘Expérience commerciale’, never ‘Commerciale’)', () => {
    const labels = analyseJob(
      'Conseiller clientèle\nProfil :\n- Première expérience commerciale réussie\n- Sens esthétique',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Expérience commerciale')
    expect(labels).not.toContain('Commerciale')
  })
  it('keeps an acronym written in capitals there', () => {
    const job = analyseJob(
      'Préparez les réunions du CSE et participez aux négociations (NAO, accords QVT)',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).toContain('NAO')
  })
  it("names a years clause without its floor ('3 ans d'expérience min.')", () => {
    expect(yearsRequirement("Profil :\n- 3 ans d'expérience min. en étude notariale", 'fr')?.label).toBe(
      "3 ans d'expérience en étude notariale",
    )
  })
  it.each([
    ["You must have a minimum of 3 years' ICU experience.", "3 years' ICU experience"],
    ['You will have at least 3 years of experience in payroll.', '3 years of experience in payroll'],
    ['The successful candidate will have 5+ years in field sales.', '5+ years in field sales'],
    ["Vous avez au minimum 3 ans d'expérience en paie.", "3 ans d'expérience en paie"],
    [
      "A minimum of 2 years' experience in a similar role is essential.",
      "2 years' experience in a similar role",
    ],
    // (a lead-in that names the post stays: it says in what)
    ["Chef de partie avec 2 ans d'expérience.", "Chef de partie avec 2 ans d'expérience"],
  ])('names a years clause from its figure, without the sentence leading to it: %s', (line, label) => {
    const fr = /\bans\b/.test(line)
    expect(yearsRequirement(`${fr ? 'Profil :' : 'Requirements:'}\n- ${line}`, fr ? 'fr' : 'en')?.label).toBe(
      label,
    )
  })
  it.each([
    'Vous êtes titulaire du permis B depuis au moins 3 ans.',
    'Full UK driving licence held for at least 2 years.',
  ])('reads no years of experience in how long a licence has been held: %s', (line) => {
    expect(yearsRequirement(`Profil :\n- ${line}`, 'fr')).toBeNull()
  })
  it.each([
    ['Vous maîtrisez impérativement Excel (TCD, RECHERCHEV).', 'Excel'],
    ['Vous maîtrisez parfaitement le pack Office.', 'Pack Office'],
  ])('names no adverb of the offer’s wish before a skill: %s', (line, label) => {
    expect(analyseJob(`Assistant (H/F)\nProfil :\n- ${line}`, getLexicon()).requirements[0]?.label).toBe(
      label,
    )
  })
  it.each([
    ['Déplacements fréquents à prévoir.', []],
    ['Mobilité géographique exigée.', []],
    ['Disponibilité pour des déplacements ponctuels en région.', []],
    // (organising travel, or helping a pupil move about, is work)
    ['Organisation des déplacements de la direction.', ['Organisation des déplacements de la direction']],
  ])('reads the travel a post asks as a condition, not a skill: %s', (line, labels) => {
    expect(
      analyseJob(`Assistant (H/F)\nProfil :\n- ${line}`, getLexicon()).requirements.map((r) => r.label),
    ).toEqual(labels)
  })
  it.each([
    ['Capacité à gérer un budget.', "Gestion d'un budget"],
    ['Capacité à travailler en équipe.', 'Travail en équipe'],
    // (a quality keeps its words)
    ["Capacité d'adaptation.", "Capacité d'adaptation"],
  ])('reads a French line opening on ability words by the mission its verb names: %s', (line, label) => {
    expect(
      analyseJob(`Poste (H/F)\nProfil :\n- ${line}`, getLexicon()).requirements.map((r) => r.label),
    ).toContain(label)
  })
  it('names a skill the offer writes from a preposition by the lexicon’s name, not the preposition’s words', () => {
    const labels = (line: string) =>
      analyseJob(`Poste (H/F)\nProfil :\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
    expect(labels('Vous savez travailler sous pression.')).not.toContain('Sous pression')
    // (nor from the ease a sentence says with it: 'à l'aise avec les outils informatiques' is no 'Aise …')
    expect(labels('Vous êtes à l’aise avec les outils informatiques.').join(' ')).not.toMatch(
      /^Aise|\bAise\b/,
    )
    expect(labels('Aisance avec les chiffres.')).toContain('Aisance avec les chiffres')
    // (a name is no preposition's words)
    expect(labels('Experience as a Sous Chef in a busy kitchen.')).toContain('Sous Chef')
  })
  it("names years by their field, not by how good they were ('2 ans d'expérience réussie en vente')", () => {
    expect(yearsRequirement("Profil :\n- 2 ans d'expérience réussie en vente", 'fr')?.label).toBe(
      "2 ans d'expérience en vente",
    )
    expect(yearsRequirement("Essential:\n- 3 years' proven experience in payroll", 'en')?.label).toBe(
      "3 years' experience in payroll",
    )
  })
  it("says 'd'expérience' after a French figure of years that does not ('3 ans minimum en RSE')", () => {
    expect(yearsRequirement('Profil :\n- 3 ans minimum en maintenance industrielle', 'fr')?.label).toBe(
      "3 ans d'expérience en maintenance industrielle",
    )
    // (a figure before what one was keeps its words: '2 ans comme chef de partie')
    expect(yearsRequirement('Profil :\n- 2 ans minimum comme chef de partie', 'fr')?.label).toBe(
      '2 ans comme chef de partie',
    )
  })
  it('names a years clause without the cue closing it (“est demandée”, “impérative”)', () => {
    expect(yearsRequirement('Profil :\n- Expérience de 2 ans en LBM est demandée', 'fr')?.label).toBe(
      "2 ans d'expérience en LBM",
    )
    expect(
      yearsRequirement('Profil :\n- Expérience de 2 ans en mécanique poids lourds impérative', 'fr')?.label,
    ).toBe("2 ans d'expérience en mécanique poids lourds")
  })
  it('names a years clause by its figure first, as a list says it, whatever the offer’s order', () => {
    const label = (line: string) => yearsRequirement(`Profil :\n${line}`, 'fr')?.label
    expect(label("- Expérience en PUI d'au moins 1 an")).toBe("1 an d'expérience en PUI")
    expect(label('- Expérience en préparation de commandes (1 an)')).toBe(
      "1 an d'expérience en préparation de commandes",
    )
    expect(label('- Expérience commerciale de 2 ans')).toBe("2 ans d'expérience commerciale")
    expect(label('- Expérience confirmée sur billig (2 ans)')).toBe("2 ans d'expérience sur billig")
    expect(label('- Expérience de 6 mois en livraison à vélo')).toBe(
      "6 mois d'expérience en livraison à vélo",
    )
    expect(label("- Expérience d'1 an auprès de personnes Alzheimer")).toBe(
      "1 an d'expérience auprès de personnes Alzheimer",
    )
    // (nor a bullet's glyph before the figure: '> 2 ans …', '→ 2 ans …')
    expect(label("→ 2 ans d'expérience en restauration collective")).toBe(
      "2 ans d'expérience en restauration collective",
    )
  })
  it('reads a year and more said in months (“12 months’ … experience”, “18 mois”)', () => {
    expect(
      yearsRequirement(
        "Essential:\n- Minimum 12 months' recent experience operating FLTs in a warehouse",
        'en',
      ),
    ).toMatchObject({ years: 1, label: "12 months' recent experience operating FLTs in a warehouse" })
    expect(yearsRequirement("Profil :\n- 18 mois d'expérience en entrepôt", 'fr')?.years).toBe(1.5)
    expect(yearsRequirement('Contrat : CDD de 12 mois\nProfil :\n- Expérience en entrepôt', 'fr')).toBeNull()
  })
  it('cuts a years clause too long for a list before the place it names last, never to a bare figure', () => {
    expect(
      yearsRequirement(
        'Requirements:\n- 2+ years as Sous Chef or strong Junior Sous in a quality restaurant or gastro pub',
        'en',
      )?.label,
    ).toBe('2+ years as Sous Chef or strong Junior Sous')
    expect(
      yearsRequirement(
        'Profil :\n- 2 ans minimum comme chef de rang ou demi-chef de rang en restauration haut de gamme',
        'fr',
      )?.label,
    ).toBe('2 ans comme chef de rang ou demi-chef de rang en restauration haut de gamme')
  })
  it('reads no experience in years of residency or of a checkable history', () => {
    expect(
      yearsRequirement(
        'Essential:\n- UK residency for 3 of the last 5 years, to obtain Counter Terrorist Check (CTC) clearance',
        'en',
      ),
    ).toBeNull()
    expect(yearsRequirement('Profil :\n- Résidence en France depuis 5 ans minimum', 'fr')).toBeNull()
    // (a preposition is a word of its own, not the end of 'obtain')
    expect(yearsRequirement('Profile:\n- 5 years, to obtain a licence', 'en')).toBeNull()
    expect(yearsRequirement('Essential:\n- 3 years in a busy retail store', 'en')?.years).toBe(3)
  })
  it("reads 'd'exp.' as experience", () => {
    expect(
      yearsRequirement("Profil :\n– 2 ans d'exp. en SOC ou sécurité opérationnelle", 'fr'),
    ).toMatchObject({
      years: 2,
      label: "2 ans d'expérience en SOC ou sécurité opérationnelle",
    })
  })
})

describe('an adverbial clause or a lone verb is no skill', () => {
  it('reads the skill around them', () => {
    const job = analyseJob(
      'Door Supervisor\nWhat you’ll do:\n- Defuse conflict and, only when unavoidable, use safe physical intervention\n- Wear and operate body-worn video',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).not.toContain('Only when unavoidable')
    expect(labels).not.toContain('Wear')
    expect(labels).toContain('Defuse conflict')
  })
})

describe('numbers, ages and fillers in an item', () => {
  const labelsOf = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
  it('keeps a slash between numbers inside the item (a voltage, 24/7, a regulation number)', () => {
    const labels = labelsOf(
      'Missions :\n- Interventions sur circuits électriques 12/24 V\n- Surveillance 24/7 des alertes',
    )
    expect(labels).toContain('Interventions sur circuits électriques 12/24 V')
    expect(labels).toContain('Surveillance 24/7 des alertes')
    expect(labels.some((l) => /\b(?:12|24)$|^7\b/.test(l))).toBe(false)
  })
  it('cuts an age range with its preposition, not after its first number', () => {
    const labels = labelsOf(
      'Missions :\n- Accompagnement des adolescents de 12 à 18 ans\n- Activités pour des enfants de 3-6 ans',
    )
    expect(labels).toContain('Accompagnement des adolescents')
    expect(labels.some((l) => /\d$/.test(l))).toBe(false)
  })
  it('lists no lone verb, demonstrative phrase or “related subject”', () => {
    const labels = labelsOf(
      'The role:\n- Track pupil progress and contribute to curriculum planning\n- Degree in PE, Sport Science or a related subject required\nThis post is subject to an enhanced DBS check.',
    )
    expect(labels).not.toContain('Contribute')
    expect(labels).not.toContain('Related subject')
    expect(labels).not.toContain('This post')
    expect(labels).toContain('Pupil progress')
  })
  it('lists no people the team counts or the work is done alongside, nor a time of training', () => {
    const labels = labelsOf(
      'Dans une équipe de 14 préparateurs et 6 pharmaciens, vous participez à :\n- la réception des commandes\n- après formation, la reconstitution des cytotoxiques\nProfil :\n- Travail en lien avec 3 infirmiers\n- Industrialise pipelines alongside our ML engineers',
    )
    expect(labels).not.toContain('Pharmaciens')
    expect(labels).not.toContain('Infirmiers')
    expect(labels).not.toContain('Après formation')
    expect(labels.some((l) => /engineers/i.test(l))).toBe(false)
    expect(labels).toContain('Industrialise pipelines')
  })
  it('lists no kind of clientele, said to explain a language or a manner', () => {
    const labels = labelsOf(
      'Serveur (H/F)\nProfil :\n- Anglais courant apprécié (clientèle internationale)\n- Brasserie de 140 couverts (clientèle locale et touristique)\n- Relation avec une clientèle de particuliers',
    )
    expect(labels.some((l) => /^Clientèle (?:internationale|locale)/.test(l))).toBe(false)
    expect(labels).toContain('Anglais courant')
    expect(labels).toContain('Relation avec une clientèle de particuliers')
  })
  it('reads the field of a degree as the degree’s, not as a must-have skill beside it', () => {
    const job = analyseJob(
      'Profil :\n- CAP ou Bac pro Maintenance nautique exigé\n- Permis B obligatoire',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).not.toContain('Maintenance')
    expect(job.requirements.some((r) => r.credential?.kind === 'degree' && r.importance === 'must')).toBe(
      true,
    )
  })
})

describe('English missions read as a recruiter would', () => {
  it('keeps the years clause’s domain with its years, drops a manner adverb and a lone modifier', () => {
    const job = analyseJob(
      'Bus Driver\nWhat you’ll do:\n- Drive single and double-deck buses safely and to timetable\nRequirements:\n- Min. 1 year’s experience driving buses or coaches',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).toContain('Double-deck buses')
    expect(labels).not.toContain('Single')
    expect(labels).not.toContain('Coaches')
    expect(labels).not.toContain('Min')
    expect(job.yearsAsked?.years).toBe(1)
  })
  it('reads “Essential:” and “Desirable:” headings as the importance of the items under them', () => {
    const job = analyseJob(
      'Dental Nurse\nEssential:\n• GDC registration\n• Cross-infection control\nDesirable:\n• Dental radiography qualification',
      getLexicon(),
    )
    const of = (label: string) => job.requirements.find((r) => r.label === label)?.importance
    expect(of('GDC registration')).toBe('must')
    expect(of('Cross-infection control')).toBe('must')
    expect(of('Dental radiography qualification')).toBe('nice')
  })
  it('shares the head of the last item with the modifiers before it, past a preposition', () => {
    const job = analyseJob(
      'QA Tester / Bartender\nYour role:\n- Perform functional, regression and API testing\n- Prepare classic and signature cocktails at speed',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Regression testing', 'API testing', 'Classic cocktails']))
    expect(labels).not.toContain('Regression')
    expect(labels).not.toContain('Classic')
    expect(labels.some((l) => / at speed$/.test(l))).toBe(false)
  })
  it('cuts an adverb in -ly written in lower case, never a name ending alike', () => {
    const job = analyseJob(
      'Teacher / Dental nurse\nYour role:\n- Manage behaviour positively and consistently\n- Charting in Dentally',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).toContain('Behaviour')
    expect(labels.some((l) => /positively|consistently/i.test(l))).toBe(false)
    expect(labels.some((l) => l.includes('Dentally'))).toBe(true)
  })
  it('keeps a course named by its manner (“IOSH Managing Safely”)', () => {
    const job = analyseJob('Shift Manager\nRequirements:\n- IOSH Managing Safely (essential)', getLexicon())
    expect(job.requirements.map((r) => r.label)).toContain('IOSH Managing Safely')
  })
})

describe('a contract’s nature, hours per week and people one works with', () => {
  it('are no skills', () => {
    const job = analyseJob(
      'AESH (H/F)\nCDD de droit public de 3 ans\nTemps incomplet : 24h/sem. sur le temps scolaire\nVos missions\n- Participer aux ESS, en lien avec l’enseignant, la famille et les soignants\nProfil\n- Discrétion',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).not.toContain('Droit public')
    expect(labels).not.toContain('Sem')
    expect(labels).not.toContain('Enseignant')
  })
})

describe('the right to work in what the user reads', () => {
  const offer =
    'Warehouse Operative\nRequirements:\n- Counterbalance forklift licence (B1)\n- Right to work in the UK – essential'
  const cv = 'Sam Doe\nExperience\n2019 – 2025 Forklift driver, Tesco DC\nCounterbalance licence (B1), 2019'
  it('is advised on in a suggestion of its own and asked in no question', () => {
    const r = analyseLocally({ cvText: cv, jobDescription: offer, questionsCount: 5, lang: 'en' }, NOW)
    expect(r.missingSkills).toContain('Right to work in the UK')
    expect(r.suggestions.map((s) => s.title)).toContain('State your right to work')
    expect(r.suggestions.every((s) => !/Show .*Right to work/.test(s.title))).toBe(true)
    expect(r.questions.every((q) => !/right to work/i.test(q.question))).toBe(true)
    // (a missing blocking credential would cap it at BLOCKING_CAP_ONE)
    expect(r.compatibilityScore).toBeGreaterThan(BLOCKING_CAP_ONE)
  })
  it('is matched by a citizenship the CV states', () => {
    const r = analyseLocally(
      { cvText: `${cv}\nNationality: British`, jobDescription: offer, questionsCount: 5, lang: 'en' },
      NOW,
    )
    expect(r.matchedSkills).toContain('Right to work in the UK')
  })
})

describe('an offer that states only its conditions', () => {
  it('invents no requirement and says so, first in the key points and the suggestions', () => {
    const r = run(
      'Marie\nExpérience\n2019 – 2025 Vendeuse, Zara\n- Conseil client',
      'CDI temps plein, 35h/semaine. Salaire 2 000 € brut mensuel. Tickets restaurant, mutuelle. Poste basé à Lyon.',
    )
    expect(r.matchedSkills).toEqual([])
    expect(r.missingSkills).toEqual([])
    expect(r.details?.keyPoints?.[0]).toMatch(/ne décrit aucune compétence/)
    expect(r.suggestions[0]?.title).toBe('Collez l’annonce complète')
    expect(r.suggestions).toHaveLength(3)
  })
})

describe('conditions of the job', () => {
  it.each([
    ['Rémunération : 2 100 € brut mensuel + primes', true],
    ['Horaires en 12 h, travail un week-end sur deux', true],
    ['CDI à temps plein, 35 h/semaine', true],
    ['Tickets restaurant, mutuelle, 13e mois', true],
    ['Poste basé à Rennes (35)', true],
    ['Salary: £28,000 per annum, 28 days holiday', true],
    // how to apply and when to start
    ['Candidature (CV) à adresser au cabinet.', true],
    ['Apply today, immediate starts available.', true],
    ['Poste à pourvoir dès que possible.', true],
    // how one gets in, when the way in is no requirement
    ["Accès par concours sans diplôme, puis 6 mois de formation rémunérée à l'ENAP", true],
    ['Maîtrise d’Excel et des tableaux croisés dynamiques', false],
    ['Suivi des candidatures et des entretiens de recrutement', false],
    ['Gestion de la paie et des primes de fin d’année', false],
    ['Préparation des repas des résidents', false],
  ])('%s → condition: %s', (line, expected) => {
    expect(conditionLines(line).has(0)).toBe(expected)
  })

  it('reads a company line before the first heading (“installé depuis 15 ans”) as the company’s', () => {
    const jd =
      'Pédicure-podologue H/F\n\nCabinet de podologie installé depuis 15 ans en centre-ville : 3 praticiens, podoscope électronique.\n\nProfil : Diplôme d’État exigé.'
    expect(conditionLines(jd).has(2)).toBe(true)
    expect(analyseJob(jd, getLexicon()).requirements.map((r) => r.label)).not.toContain('Électronique')
  })

  it('treats every line of a conditions or company section as such', () => {
    const jd =
      'Profil :\n- SQL\nAvantages :\n- Salle de sport\n- Ambiance conviviale\nQui sommes-nous ?\nUn groupe de 5 000 personnes'
    expect([...conditionLines(jd)].sort()).toEqual([2, 3, 4, 5, 6])
  })

  it.each([
    ['Rémunération', true],
    ['Week-end', true],
    ['Horaires en 12 h', true],
    ['2x8', true],
    ['Service midi', true],
    ['Ille-et-Vilaine', true],
    ['Lyon', true],
    ['5 000 employees', true],
    // perks
    ['CSE', true],
    ['Intéressement', true],
    ['Panier repas', true],
    ['Tool allowance', true],
    ['Relations avec le CSE', false],
    ['Excel', false],
    ['Gestion de la paie', false],
  ])('label %s → condition: %s', (label, expected) => {
    expect(isConditionLabel(label)).toBe(expected)
  })

  it.each([
    ['Dont une expérience en étoilé', true],
    ['Avec les équipes terrain', true],
    ['Interactions dans notre CRM', true],
    ['Informatiques', true],
    // (a lone word that needs its complement: 'CSCS card or willingness to obtain')
    ['Willingness', true],
    ['Willingness to learn', false],
    // (the holder of what follows: 'Titulaire d’un BTS MCO exigé', 'Vous êtes titulaire d’un BTS CI')
    ['Titulaire', true],
    ['Êtes titulaire', true],
    ['Titulaire du CACES R489', false],
    // (the training the employer gives is no requirement: 'Reproduction de clés (formation possible)')
    ['Formation possible', true],
    // (a count or an age cut before its noun, a lone verb, a quality of the care given)
    ['17 with emotional', true],
    // (the thousands of a figure cut at its space: '4 000 SMEs')
    ['000 SMEs', true],
    ['Act', true],
    // ('Habilitation électrique BR exigée ou à obtenir')
    ['Obtenir', true],
    ['Nurturing', true],
    ['Training provided', true],
    ['25 000 EH', true],
    // (the rung a credential may be exceeded by, cut from it: 'AssocIRPM or higher required', 'Niveau
    // B2 ou supérieur')
    ['Higher', true],
    ['Supérieur', true],
    ['Above', true],
    ['Modélisation 3D', false],
    ['Gestion des stocks', false],
    ['Pose de plaques de plâtre', false],
  ])('phrase %s → noise: %s', (label, expected) => {
    expect(isPhraseNoise(label)).toBe(expected)
  })

  it('lists no condition of a conditions-only offer and invents no requirement', () => {
    const job = analyseJob(
      'Poste en CDI\nRémunération : 2 000 € brut\nHoraires : 9 h – 17 h, du lundi au vendredi\nTickets restaurant',
      getLexicon(),
    )
    expect(job.requirements).toEqual([])
    expect(job.conditions.length).toBe(4)
  })
})

describe('credentials as typed requirements', () => {
  const DRIVER_JD = `Chauffeur poids lourd SPL H/F – CDI
Missions : livraisons régionales en semi-remorque.
Profil :
- Permis CE obligatoire
- ADR citerne exigé
- FIMO/FCO à jour
Rémunération : 2 300 € brut + primes, travail de nuit possible`

  it('reads licences and certifications with their importance, and no condition', () => {
    const job = analyseJob(DRIVER_JD, getLexicon())
    const byLabel = new Map(job.requirements.map((r) => [r.label, r]))
    expect(byLabel.get('Permis CE')?.blocking).toBe(true)
    expect(
      [...byLabel.values()].some((r) => r.credential?.code.startsWith('adr') === true && r.blocking),
    ).toBe(true)
    expect(job.requirements.map((r) => r.label).join(' | ')).not.toMatch(/rémunération|nuit|prime/i)
  })

  it('a driver with C but not CE nor ADR stays below 50, with both items missing', () => {
    const cv = `Marc Dubois – Chauffeur routier
Permis B, C – FCO à jour (2024)
Transports Martin, Rennes — 2016 – 2025
- Livraisons régionales en porteur 19 t, 250 km par jour`
    const r = run(cv, DRIVER_JD)
    expect(r.compatibilityScore).toBeLessThanOrEqual(BLOCKING_CAP_SEVERAL)
    expect(r.missingSkills).toEqual(expect.arrayContaining(['Permis CE']))
    expect(r.missingSkills.some((s) => /adr/i.test(s))).toBe(true)
    expect(r.matchedSkills).not.toContain('Permis CE')
    // The first suggestion is the missing prerequisites, before any other advice.
    expect(r.suggestions[0]?.title).toMatch(/^Réglez d’abord les prérequis : Permis CE/)
    expect(r.suggestions[0]?.description).toMatch(/CPF, France Travail/)
  })

  it('codes of one family asked together are one missing condition (“Habilitation électrique B2VL / BCL”)', () => {
    const r = run(
      'Karim\nkarim@example.com\nExpérience\nÉlectricien automobile – Garage Martin, 2018 – 2026\n- Diagnostic électronique des pannes',
      'Électricien automobile H/F\nProfil :\n- Habilitation électrique B2VL / BCL exigée\n- Diagnostic électronique',
    )
    expect(r.missingSkills.join(' | ')).toMatch(/B2VL/)
    expect(r.compatibilityScore).toBeGreaterThan(BLOCKING_CAP_SEVERAL)
    expect(r.compatibilityScore).toBeLessThanOrEqual(BLOCKING_CAP_ONE)
  })

  it('a missing blocking credential costs points under its cap: a weak profile lacking it reads low, a strong one at the cap', () => {
    const jd =
      'Électricien automobile H/F\nProfil :\n- Habilitation électrique B2VL exigée\n- Diagnostic électronique\n- Climatisation automobile\n- Lecture de schémas électriques\n- Géométrie des trains roulants'
    const strong = run(
      'Karim Benali\nExpérience\nÉlectricien automobile – Garage Martin, 2018 – 2026\n- Diagnostic électronique des pannes (valise Bosch)\n- Recharge et réparation de climatisation automobile\n- Lecture de schémas électriques\n- Géométrie des trains roulants',
      jd,
    )
    const weak = run(
      'Karim Benali\nExpérience\nÉlectricien automobile – Garage Martin, 2018 – 2026\n- Lecture de schémas électriques\n- Montage des autoradios et alarmes',
      jd,
    )
    expect(strong.compatibilityScore).toBe(BLOCKING_CAP_ONE)
    expect(weak.compatibilityScore).toBeLessThan(35)
  })

  it('a CE licence satisfies an offer asking for C (a higher rung always satisfies a lower one)', () => {
    const r = run(
      'Chauffeur SPL\nPermis B, C, CE – ADR base et citerne',
      'Chauffeur PL\nPermis C exigé\nADR apprécié',
    )
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['Permis C']))
    expect(r.compatibilityScore).toBeGreaterThan(BLOCKING_CAP_ONE)
  })

  it('reads habilitation codes in a list and matches them one by one', () => {
    const jd =
      'Électricien industriel\nProfil :\n- Habilitations électriques BR et BC exigées\n- Lecture de schémas'
    const yes = run(
      'Électricien de maintenance\nHabilitations : B2V, BR, BC, H0V\nLecture de schémas électriques',
      jd,
    )
    const no = run('Électricien de maintenance\nHabilitation B1V, H0V\nLecture de schémas électriques', jd)
    expect(yes.missingSkills.join(' ')).not.toMatch(/BR|BC/)
    expect(no.missingSkills.join(' ')).toMatch(/BR/)
    expect(no.compatibilityScore).toBeLessThan(50)
  })

  it('degrees by level: a DSCG meets a Bac+5, a Licence does not', () => {
    const jd = 'Contrôleur de gestion\nProfil :\n- Bac+5 en finance exigé\n- Excel'
    const dscg = run('Contrôleuse de gestion\nFormation : DSCG (2019)\nExcel, TCD', jd)
    const licence = run('Contrôleuse de gestion\nFormation : Licence économie (2019)\nExcel, TCD', jd)
    expect(dscg.compatibilityScore).toBeGreaterThan(licence.compatibilityScore)
    expect(licence.compatibilityScore).toBeLessThan(50)
    expect(licence.missingSkills.some((s) => /bac\+5/i.test(s))).toBe(true)
  })

  it('a diploma in preparation does not count', () => {
    const jd = "Infirmier(ère)\nDiplôme d'État d'infirmier exigé\nSoins techniques"
    const r = run(
      "Étudiante en soins infirmiers\nDiplôme d'État d'infirmier en cours (2027)\nSoins techniques",
      jd,
    )
    expect(r.compatibilityScore).toBeLessThan(50)
  })
})

describe('a skill required on a clause of its own', () => {
  const PAYROLL = `Gestionnaire de paie H/F
Missions :
- Établissement des bulletins de paie
- DSN mensuelles
Profil :
- Maîtrise de Silae exigée
- Excel (TCD)`
  const CV = `Gestionnaire de paie – Cabinet X – 2018 – 2025
- Paie de 80 salariés sur Sage Paie, bulletins de paie, DSN mensuelles
- Excel : TCD, RECHERCHEV`

  it('caps the score in the middle band when missing', () => {
    const job = analyseJob(PAYROLL, getLexicon())
    expect(job.requirements.find((r) => r.label === 'Silae')?.condition).toBe(true)
    expect(run(CV, PAYROLL).compatibilityScore).toBeLessThanOrEqual(CONDITION_CAP)
    expect(run(`${CV}\n- Silae depuis 2022`, PAYROLL).compatibilityScore).toBeGreaterThan(CONDITION_CAP)
  })

  it('what a parenthesis adds does not share the clause', () => {
    const job = analyseJob(
      'Serveur / Barman (H/F)\nProfil :\n- Anglais courant obligatoire (clientèle étrangère) ; italien apprécié\n- Service en salle',
      getLexicon(),
    )
    expect(job.requirements.find((r) => r.label === 'Anglais courant')?.condition).toBe(true)
  })

  it('a list under a required heading is no condition item by item', () => {
    const job = analyseJob('Développeur H/F\nCompétences requises : Python, SQL, Docker, Git', getLexicon())
    expect(job.requirements.some((r) => r.condition)).toBe(false)
  })
})

describe('a skill is named by a noun', () => {
  it('an English verb at the head of the offer’s words gives the lexicon’s label', () => {
    const labels = analyseJob(
      'Support specialist\nResponsibilities:\n- Troubleshoot technical issues\n- Educate patients',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Troubleshooting', 'Patient education']))
    expect(labels).not.toContain('Troubleshoot')
  })
})

describe('phrases that are not skills', () => {
  it.each([
    'Load',
    'Receive',
    'Take',
    'Seat',
    'Accurate',
    'We verify on day one',
    'Vous intervenez',
    '130 parcels a day',
    '220 couverts par service',
    'Motivés',
    // (a limit on a licence's points, not a skill)
    'Max 6 points',
    'Moins de 3 points',
    // (the people one leads, counted)
    '3 ouvriers de chai',
    // (a commitment whose object is elsewhere: 'Titre de moniteur d'atelier ou engagement à le suivre')
    'Engagement à le suivre',
    // (a range counted: how much, not what)
    '40 à 60 appels',
    // (a credential's status, and the range of its levels, are no skill: 'ACQPA N2, en cours de
    // validité', 'Qualification IRVE (P1 à P3)')
    'Cours de validité',
    'P1 à P3',
  ])('%s', (label) => {
    expect(isPhraseNoise(label)).toBe(true)
  })
  it.each(['Unload trailers', 'Ship customer orders', 'Tenue de caisse'])(
    '%s stays a requirement',
    (label) => {
      expect(isPhraseNoise(label)).toBe(false)
    },
  )
})

describe('personal qualities in the offer’s words', () => {
  it.each([
    ['Bonne condition physique, à l’aise à vélo par tous les temps', "À l'aise à vélo par tous les temps"],
    ['Être à l’aise à l’oral', "À l'aise à l’oral"],
    ['Sens du service et de la relation avec les usagers', 'Relation avec les usagers'],
  ])('%s → a quality: %s', (line, label) => {
    const job = analyseJob(`Facteur H/F\nProfil :\n- ${line.replaceAll('’', "'")}`, getLexicon())
    const req = job.requirements.find((r) => r.label.replaceAll('’', "'") === label.replaceAll('’', "'"))
    expect(req?.skill.cat, job.requirements.map((r) => r.label).join(' | ')).toBe('soft')
  })
})

describe('categories of one CACES with cues of their own', () => {
  const read = (line: string) =>
    analyseJob(`Cariste H/F\nProfil :\n- ${line}\n- Rigueur`, getLexicon())
      .requirements.filter((r) => r.credential)
      .map((r) => `${r.label}: ${r.importance}`)
  it.each([
    [
      'CACES R489 catégorie 1 obligatoire, catégorie 3 appréciée',
      ['CACES R489 catégorie 1: must', 'CACES R489 cat. 3: nice'],
    ],
    ['CACES R489 cat. 1 exigé, cat. 3 apprécié', ['CACES R489 cat. 1: must', 'CACES R489 cat. 3: nice']],
    [
      'CACES R489 catégories 1 et 3 exigés, catégories 4 et 5 appréciées',
      [
        'CACES R489 cat. 1: must',
        'CACES R489 cat. 3: must',
        'CACES R489 cat. 4: nice',
        'CACES R489 cat. 5: nice',
      ],
    ],
    [
      'CACES R489 cat. 1, 3 et 5 exigés',
      ['CACES R489 cat. 1: must', 'CACES R489 cat. 3: must', 'CACES R489 cat. 5: must'],
    ],
  ])('%s', (line, expected) => {
    expect(read(line)).toEqual(expected)
  })
  it('a feminine or plural cue splits its clause too (‘permis C souhaitée’, ‘BTM ou MC appréciés’)', () => {
    const labels = analyseJob(
      'Pâtissier H/F\nProfil :\n- CAP Pâtissier exigé, BTM ou MC appréciés',
      getLexicon(),
    )
      .requirements.filter((r) => r.credential)
      .map((r) => `${r.label}: ${r.importance}`)
    expect(labels).toEqual(['CAP Pâtissier: must', 'BTM ou MC: nice'])
  })
})

describe('credentials written out or as alternatives', () => {
  it('a CAP written in full is the CAP the offer asks', () => {
    const r = run(
      'Tom\ntom@example.com\nDiplômes\n2014 – Certificat d’Aptitude Professionnelle Boucher (apprentissage)',
      'Boucher H/F\nProfil :\n- CAP Boucher exigé',
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/CAP Boucher/)
  })

  it('a degree or a certification after its field (“Bac pro Pilote de ligne de production ou CQP…”)', () => {
    const r = run(
      'Kévin\nkevin@example.com\nFormation\n2017 – Bac pro Pilote de ligne de production',
      'Conducteur de ligne H/F\nProfil :\n- Bac pro Pilote de ligne de production ou CQP Conducteur de ligne exigé',
    )
    expect(r.missingSkills.join(' | ')).not.toMatch(/CQP/)
  })

  it('the people an offer’s lead work is over are no requirement (“Encadrement des aides-soignants et AES”)', () => {
    const labels = analyseJob(
      'Infirmier H/F\nMissions :\n- Encadrement des aides-soignants et AES',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('AES')
    expect(labels.join(' | ')).not.toMatch(/Aides-soignants|Soins d'hygiène/)
  })

  it('a welder’s “licence soudeur procédé 141” is the qualification in that process, not a degree', () => {
    const r = run(
      'Marc\nmarc@example.com\nQualifications\nLicence soudeur procédé 141 (TIG) – Institut de Soudure, revalidée 02/2026',
      'Soudeur TIG H/F\nProfil :\n- Qualification soudeur EN ISO 9606-1 procédé 141 exigée\n- Bac+3 apprécié',
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/9606/)
    expect(r.matchedSkills.join(' | ')).not.toMatch(/Bac\+3/)
  })

  it('a nurse registered with the ONI is registered with the Ordre', () => {
    const r = run(
      'Aurélie\naurelie@example.com\nInscrite à l’ONI – RPPS 10 000 000 000\nDiplômes\nDEI – 2018',
      'Infirmier H/F\nProfil :\n- Inscription à l’Ordre des infirmiers exigée',
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/Ordre/)
  })
})

describe('an action the lexicon knows, written with its object', () => {
  it.each([
    ["Rédaction des comptes rendus d'incident", "Rédaction des comptes rendus d'incident"],
    ['Rédaction de la main courante', 'Rédaction de la main courante'],
  ])('names %s as one requirement, not the action apart', (line, label) => {
    const labels = analyseJob(`Missions :\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
    expect(labels).toContain(label)
    expect(labels).not.toContain('Rédaction')
  })
  it('keeps the action as a requirement of its own where the offer also asks it alone', () => {
    const labels = analyseJob(
      "Missions :\n- Rédaction des comptes rendus d'incident\nProfil :\n- Rédaction, orthographe irréprochable",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Rédaction')
  })
})

describe('a European standard named by its code', () => {
  const jd = 'Technicien ascensoriste (H/F)\nProfil :\n- Connaissance de la norme EN 81-20 appréciée'
  it("reads 'norme EN 81-20' as a requirement, 'EN' no preposition", () => {
    const req = analyseJob(jd, getLexicon()).requirements.find((r) => r.label === 'Norme EN 81-20')
    expect(req?.importance).toBe('nice')
  })
  it('is not met by another standard of the same letters', () => {
    const r = run('Paul\nExpérience\n2019 – 2026 : Soudeur\n- Assemblages selon la norme EN 1090', jd)
    expect(r.missingSkills).toContain('Norme EN 81-20')
  })
})

describe('a lexicon skill is named in the offer’s language', () => {
  it.each([
    [
      'Sommelier (H/F)\nMissions :\n- Gérer la cave : réceptions, inventaires, rotation des stocks',
      'Réceptions',
      'Reception',
    ],
    [
      'Hotel Receptionist\nYour role:\n- Handle check-in and check-out and reservations',
      'Reservations',
      'Réservations',
    ],
  ])('%s', (jd, named, notNamed) => {
    const labels = analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(labels).toContain(named)
    expect(labels).not.toContain(notNamed)
  })
})

describe('cue words alone are no items', () => {
  it.each([
    'Impératif : titulaire de la carte professionnelle T',
    'Formation en transit/douane, première expérience appréciée',
    'Must be on the NHS Ophthalmic Performers List or eligible to join',
  ])('%s', (line) => {
    const labels = analyseJob(`Poste\nProfil :\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
    expect(labels.filter((l) => /^(?:impératif|première|eligible)$/i.test(l))).toEqual([])
  })
})

describe('how the hiring checks a requirement', () => {
  it("is a step of the hiring, no requirement ('test à l'embauche')", () => {
    const labels = analyseJob(
      "Chef de bord (H/F)\nProfil :\n- Anglais niveau B1 minimum obligatoire (test à l'embauche)",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.some((l) => /embauche/i.test(l))).toBe(false)
    expect(labels.some((l) => /^Anglais/.test(l))).toBe(true)
  })
})

describe('a condition closing an item', () => {
  it.each([
    ['Réorientation médicale si besoin', 'Réorientation médicale'],
    ['Reception cover when needed', 'Reception cover'],
  ])('is cut from it: %s', (line, label) => {
    const labels = analyseJob(`Poste\nMissions :\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
    expect(labels).toContain(label)
  })
})

describe('a trade’s verb written alone', () => {
  it('is named by its noun of action, sharing the object of the last item when there is one', () => {
    const labels = analyseJob(
      'Boucher / Tuyauteur\nMissions :\n- Désosser\n- Débiter, chanfreiner, pointer et assembler les lignes en acier carbone\n- Lire et interpréter les plans',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Désossage',
        'Chanfreinage des lignes en acier carbone',
        'Débit des lignes en acier carbone',
      ]),
    )
    expect(labels).not.toContain('Débiter')
    expect(labels).not.toContain('Lecture')
  })
  it('of a service trade too: prevent, settle, fine', () => {
    const labels = analyseJob(
      'Contrôleur (H/F)\nMissions :\n- Contrôler les titres de transport, régulariser et verbaliser les fraudeurs',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Verbalisation des fraudeurs')
    expect(labels).not.toContain('Régulariser')
    expect(labels).not.toContain('Fraudeurs')
  })
  it("is met by a CV's abbreviation of the trade ('isos' for 'isométriques')", () => {
    const r = run(
      'Karim\nExpérience\n2016 – 2026 : Tuyauteur, ATMP\n- Lecture des isos et plans de montage',
      "Tuyauteur (H/F)\nProfil :\n- Lecture d'isométriques obligatoire",
    )
    expect(r.matchedSkills).toContain("Lecture d'isométriques")
  })
})

describe('kinds of an item listed in its parenthesis', () => {
  const cv =
    'Cuisinier\nExpérience\n2020 – 2026 : Cuisinier, EHPAD Les Tilleuls\n- Repas à texture modifiée (hachée, mixée), régime diabétique'
  const jd =
    'Cuisinier H/F\nMissions :\n- Adapter les textures (hachée, mixée) et respecter les régimes (diabétique, sans sel, hypercalorique)\n- Suite Adobe (Illustrator, Photoshop)'
  it('lists the item as the offer writes it, its kinds written as adjectives not apart', () => {
    const result = run(cv, jd)
    const listed = [...result.matchedSkills, ...result.missingSkills]
    expect(listed).toEqual(
      expect.arrayContaining([
        'Adaptation des textures (hachée, mixée)',
        'Respect des régimes (diabétique, sans sel, hypercalorique)',
      ]),
    )
    expect(listed).not.toContain('Hachée')
    expect(listed).not.toContain('Diabétique')
  })
  it('is met by a kind the CV shows', () => {
    expect(run(cv, jd).matchedSkills).toContain('Adaptation des textures (hachée, mixée)')
  })
  it('reads an open list’s end as no kind (“santé, scolaire...”)', () => {
    const r = run(
      cv,
      'Cuisinier H/F\nProfil :\n- Une expérience en restauration collective (santé, scolaire...) est souhaitée',
    )
    const listed = [...r.matchedSkills, ...r.missingSkills]
    expect(listed).toContain('Restauration collective (santé, scolaire)')
    expect(listed).not.toContain('Scolaire')
  })
  it('keeps names in a parenthesis as requirements of their own', () => {
    const listed = (r: ReturnType<typeof run>) => [...r.matchedSkills, ...r.missingSkills]
    expect(listed(run(cv, jd)).some((l) => /Illustrator|Photoshop/.test(l))).toBe(true)
  })
  it.each([
    'Vente B2B (idéalement terrain)',
    'Processing digital radiographs (if qualified)',
    'Service en salle (brasserie ou restaurant)',
  ])('reads no kinds in a cue, a condition or a choice: %s', (line) => {
    const r = run(cv, `Poste\nMissions :\n- ${line}`)
    expect([...r.matchedSkills, ...r.missingSkills].some((l) => l.includes('('))).toBe(false)
  })
})

describe('another form of a skill’s word', () => {
  it('is not listed beside it (‘Soudage’ beside ‘Soudure’, ‘Plumber’ beside ‘Plumbing’)', () => {
    const r = analyseLocally(
      {
        cvText: 'Kévin\nExpérience\n2018 – 2025 Soudeur, Atelier de l’Estuaire\n- Soudure TIG sur inox',
        jobDescription:
          'Soudeur H/F\nMissions :\n- Soudure d’ensembles en acier\nProfil :\n- La connaissance du soudage de l’aluminium est un plus',
        questionsCount: 1,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const listed = [...r.matchedSkills, ...r.missingSkills]
    expect(listed).toContain('Soudure')
    expect(listed).not.toContain('Soudage')
  })
})

describe('whom one reports to', () => {
  it('is a party, not a skill', () => {
    const labels = analyseJob(
      'Vehicle Technician\nWhat you will do:\n- Report extra work to the service desk\n- Brakes and clutches',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Service desk')
    expect(labels).toContain('Brakes')
  })
})

describe('who hires and where, and words of another sense', () => {
  it('the employer and the place under the title name no requirement', () => {
    const labels = analyseJob(
      'Agent de Service Hospitalier (ASH) H/F\nCentre Hospitalier de Vierzon (18) – Service de médecine polyvalente\n\nVos missions :\n- Bionettoyage des chambres',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/Médecine|Polyvalen/i)
    expect(labels).toContain('Bionettoyage des chambres')
  })
  it.each([
    ['- Aide ponctuelle aux soignants', false],
    ['- Renseignement des clients, renfort ponctuel en caisse', false],
    ['- Ponctuel et rigoureux', true],
    ['- Vous êtes ponctuelle', true],
  ])('%s → punctuality: %s', (line, quality) => {
    const labels = analyseJob(`Agent H/F\nProfil :\n${line}`, getLexicon()).requirements.map((r) => r.label)
    expect(labels.some((l) => /^Ponctu/i.test(l))).toBe(quality)
  })
})

describe('missions written to “vous”', () => {
  it.each([
    ['contrôlez les chambres et les parties communes', 'Contrôle des chambres'],
    ['planifiez les recouches du matin', 'Planification des recouches du matin'],
    ['traitez les objets trouvés', 'Traitement des objets trouvés'],
    ['passez les commandes de linge', 'Commandes de linge'],
  ])('%s → %s', (mission, label) => {
    const job = analyseJob(`Gouvernante H/F\nVous :\n- ${mission}\nProfil :\n- Rigueur`, getLexicon())
    const labels = job.requirements.map((r) => r.label.replaceAll('’', "'"))
    expect(labels).toContain(label.replaceAll('’', "'"))
    expect(labels.join(' | ')).not.toMatch(/\b\p{L}{3,}ez\b/u)
  })
})

describe('certifications of trades read from the offer', () => {
  it.each([
    ['Personal Licence holder (required)', 'personal-licence'],
    ['PSE1 à jour de formation continue exigé', 'pse-1'],
    ['CAEPMNS en cours de validité exigé', 'caepmns'],
    ['BPJEPS AAN ou titre de MNS exigé', 'bpjeps-aan'],
    ['CQP ASA exigé', 'cqp-asa'],
    ['CIPP qualification (Level 3+) essential', 'cipp'],
  ])('%s', (line, code) => {
    const job = analyseJob(`Poste H/F\nProfil :\n- ${line}`, getLexicon())
    const req = job.requirements.find((r) => r.credential)
    expect(req?.credential?.code, job.requirements.map((r) => r.label).join(' | ')).toBe(code)
    expect(req?.importance).toBe('must')
  })

  it('a PSE1 shows the first aid an offer asks; a training only aimed at is not held', () => {
    const jd = 'Maître-nageur H/F\nProfil :\n- SST exigé\n- BPJEPS AAN exigé'
    const r = run(
      'Léa\nlea@example.com\nDiplômes\nPSE1 (2026)\nProjet\nEntrée en formation BPJEPS AAN visée pour la rentrée 2027',
      jd,
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/SST/)
    expect(r.missingSkills.join(' | ')).toMatch(/BPJEPS AAN/)
  })
})

describe('everyday words, headings and perks of the offer', () => {
  it('a rail operator’s “Rail” and “conteneurs” are no Ruby on Rails or Docker, nor a yard’s “triage” patient triage', () => {
    const job = analyseJob(
      'Conducteur de train fret H/F\nRail Sillon Alpin achemine granulats, céréales et conteneurs.\nConduite en ligne et en zone de triage.',
      getLexicon(),
    )
    const ids = job.requirements.map((r) => r.skill.id)
    expect(ids).not.toContain('ruby-on-rails')
    expect(ids).not.toContain('docker')
    expect(ids).not.toContain('tri-des-patients')
    // next to other tools of the field they still are
    const dev = analyseJob('DevOps H/F\nCompétences : Kubernetes, conteneurs, Terraform', getLexicon())
    expect(dev.requirements.map((r) => r.skill.id)).toContain('docker')
  })

  it('a cue in the parenthesis after a credential is its own, whatever the sentence says next', () => {
    const job = analyseJob(
      "Conducteur de train fret H/F\nTitulaire de la licence européenne de conducteur de train et de l'attestation complémentaire catégorie B (impératif), vous justifiez idéalement d'une première expérience en conduite fret.",
      getLexicon(),
    )
    const creds = job.requirements.filter((r) => r.credential)
    expect(creds.map((r) => [r.credential?.code, r.importance, Boolean(r.blocking)])).toEqual([
      ['licence-conducteur-train', 'must', true],
      ['attestation-train-b', 'must', true],
    ])
  })

  it('“You must have:” is a heading of musts, “no exceptions” a blocking cue, “What you get:” the perks', () => {
    const jd = `Site Manager
You must have:
• SMSTS (in date) and a CSCS Black Card – no exceptions
• First Aid at Work certificate
What you get:
• Company van available, bonus scheme linked to build quality awards
• 40% staff discount`
    const job = analyseJob(jd, getLexicon())
    const byLabel = Object.fromEntries(
      job.requirements.map((r) => [r.label, [r.importance, Boolean(r.blocking)]]),
    )
    expect(byLabel.SMSTS).toEqual(['must', true])
    expect(byLabel['CSCS Black Card']).toEqual(['must', true])
    expect(byLabel['First Aid at Work']?.[0]).toBe('must')
    const labels = job.requirements.map((r) => r.label).join(' | ')
    expect(labels).not.toMatch(/exception|van|bonus|discount/i)
  })
})

describe('missions written as sentences to the reader', () => {
  it('reads what follows “Vous assurez…” and “You’ll advise…: …” as the job’s missions', () => {
    const fr = analyseJob(
      'Conducteur de train fret H/F\n\nVous assurez la conduite de trains de marchandises, la préparation des convois (reconnaissance des wagons, essai de frein) et appliquez la réglementation de sécurité ferroviaire.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(fr).toEqual(expect.arrayContaining(['Préparation des convois', 'Reconnaissance des wagons']))
    const en = analyseJob(
      'Mortgage Adviser\n\nThe role\nYou’ll advise clients from fact-find to completion: assessing affordability and keeping files compliant with FCA rules (MCOB, Consumer Duty).',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(en).toEqual(expect.arrayContaining(['Affordability assessment', 'MCOB']))
  })

  it('after a clause and a comma too (“Rattaché(e) à un chef de mission, vous gérez…”); the clients named are no skill', () => {
    const labels = analyseJob(
      'Aide-comptable H/F\n\nRattaché(e) à un chef de mission, vous gérez un portefeuille de TPE/PME : saisie des pièces, lettrage des comptes, préparation des éléments de bilan.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Préparation des éléments de bilan')
    expect(labels).not.toContain('PME')
    expect(labels).not.toContain("Gestion d'actifs")
  })
})

describe('the company’s own years and a heading of needs', () => {
  it('“a company with 40 years in the South West” asks no years; “What we need:” heads musts', () => {
    const job = analyseJob(
      'Gas Engineer – Domestic Boilers\n\nHeatRight is a family-run heating company with 40 years in the South West.\n\nWhat we need:\n• Gas Safe registered – essential, no exceptions\n• 3+ years on domestic boilers',
      getLexicon(),
    )
    expect(job.yearsAsked?.years).toBe(3)
    expect(job.requiredYears).toBe(3)
    expect(job.requirements.find((r) => r.credential?.code === 'gas-safe')?.importance).toBe('must')
  })

  it('a credential held by a colleague (“alongside our Gas Safe registered engineer”) is not the candidate’s', () => {
    const r = run(
      'Gas trainee – HeatRight, Oct 2025 – present\n- Working alongside our Gas Safe registered engineer on boiler swaps\nGas Safe registration – application in progress',
      'Gas Engineer\nWhat we need:\n• Gas Safe registered – essential',
    )
    expect(r.missingSkills).toContain('Gas Safe registered')
  })
})

describe('a tech offer’s missions and its company line', () => {
  it('reads “mettre en place le monitoring” as monitoring, “ce qui doit l’être” as nothing, “…, nous migrons…” as the company', () => {
    const jd = `Ingénieur DevOps H/F – Lyon
Éditeur SaaS de logistique (120 pers.), nous migrons notre plateforme vers une architecture microservices.
Tu vas :
• mettre en place le monitoring et l'alerting (Prometheus, Grafana)
• automatiser ce qui doit l'être (Python ou Go)`
    const labels = analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(labels).toContain('Monitoring')
    expect(labels.join(' | ')).not.toMatch(/Place le|Qui doit|Logistique|Éditeur/)
  })
})

describe('what the offer says it does not ask, and who it welcomes', () => {
  it('“French is not required” asks no French; “Permis B non obligatoire mais apprécié” is a plus', () => {
    const job = analyseJob(
      'Data Engineer\nWhat we’re looking for\n• Fluent English (our working language); French is not required\nProfil :\n- Permis B non obligatoire mais apprécié\n- CACES 3 non exigé',
      getLexicon(),
    )
    const ids = job.requirements.map((r) => r.skill.id)
    expect(ids).toContain('anglais')
    expect(ids).not.toContain('francais')
    expect(job.requirements.find((r) => r.credential?.code === 'b')?.importance).toBe('nice')
    expect(job.requirements.some((r) => r.credential?.kind === 'caces')).toBe(false)
  })

  it('who validates a task (“validés par la diététicienne”) is no skill', () => {
    const labels = analyseJob(
      'Cuisinier en EHPAD\nMissions :\n- Préparer les déjeuners selon les menus validés par la diététicienne',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/diététicienne/i)
  })

  it('“en respectant les cadences” leaves no “Respectant …” item', () => {
    const labels = analyseJob(
      'Préparateur de commandes\nMissions :\n- Préparer les commandes e-commerce en respectant les cadences',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/^Respectant|\| Respectant/)
  })

  it('“jeunes diplômé(e)s bienvenu(e)s” and “débutants acceptés” are no requirements', () => {
    const job = analyseJob(
      'Auxiliaire de puériculture\nProfil :\n- Une première expérience en EAJE est un plus ; jeunes diplômé(e)s bienvenu(e)s\n- Débutants acceptés',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label).join(' | ')
    expect(labels).not.toMatch(/dipl|débutant/i)
  })

  it('“une première expérience en X”, “experience with X” ask for X', () => {
    const fr = analyseJob(
      'Auxiliaire de puériculture\nProfil :\n- Une première expérience en EAJE est un plus',
      getLexicon(),
    )
    expect(fr.requirements.map((r) => [r.label, r.importance])).toContainEqual(['EAJE', 'nice'])
    const r = run(
      'Auxiliaire petite enfance – Micro-crèche Les Lutins, 2022 – 2026\n- Soins et éveil des enfants',
      'Auxiliaire de puériculture\nProfil :\n- Une première expérience en EAJE est un plus',
    )
    expect(r.matchedSkills).toContain('EAJE')
    const en = analyseJob(
      'Sales Assistant\nAbout you\n- Experience with Shopify POS is desirable',
      getLexicon(),
    )
    expect(en.requirements.map((r) => r.label)).toContain('Shopify')
  })

  it('“About you” heads the requirements', () => {
    const job = analyseJob(
      'Registered Veterinary Nurse\nWhat you’ll do\n• Run nurse clinics\nAbout you\n- Confident with anaesthetic monitoring and IV fluid therapy',
      getLexicon(),
    )
    expect(job.requirements.find((r) => r.label === 'IV fluid therapy')?.importance).toBe('must')
  })
})

describe('alternatives and level words', () => {
  it('a credential written as an alternative is no gap when the other is held', () => {
    const jd = `Aide à domicile H/F
Profil :
- Permis B indispensable
- DEAES ou titre ADVF apprécié`
    const r = run('Aide à domicile depuis 2019. Titre professionnel ADVF (2018). Permis B.', jd)
    expect(r.matchedSkills.join(' | ')).toMatch(/ADVF/)
    expect(r.missingSkills.join(' | ')).not.toMatch(/DEAES/)
    const neither = run('Aide à domicile depuis 2019. Permis B.', jd)
    expect(neither.missingSkills.join(' | ')).toMatch(/DEAES/)
  })

  it('a language after a dash is not given the level of the one before it, and “a real plus” is a plus', () => {
    const job = analyseJob(
      'Hotel Receptionist\nAbout you\n• Fluent English (C1 minimum) and French – Spanish or Italian is a real plus',
      getLexicon(),
    )
    const spanish = job.requirements.find((r) => r.skill.id === 'espagnol')
    expect([spanish?.importance, Boolean(spanish?.levelStated), spanish?.level]).toEqual(['nice', false, 3])
  })

  it('two fields with a third between them (“la sécurité, l’armée ou la police”) are alternatives', () => {
    const job = analyseJob(
      "Surveillant H/F\nProfil :\n- Expérience dans la sécurité, l'armée ou la police appréciée\n- Permis B",
      getLexicon(),
    )
    const group = (label: string) => job.requirements.find((r) => r.label === label)?.altGroup
    expect(group('Sécurité')).toBeDefined()
    expect(group('Sécurité')).toBe(group('Police'))
    // (a 'surveillant' of a prison is no school's: 'Vie scolaire' is not read from the title)
    expect(job.requirements.map((r) => r.label)).not.toContain('Vie scolaire')
  })

  it('languages joined by “ou l’” are alternatives: one of them is enough', () => {
    const jd = "Guide-conférencier (H/F)\nProfil : Anglais courant ; l'italien ou l'allemand serait apprécié."
    const r = run('Guide depuis 2019.\nLangues : anglais courant (C1), italien (B2).', jd)
    expect(r.matchedSkills).toContain('Italien')
    expect(r.missingSkills).not.toContain('Allemand')
  })

  it('the training certificate and the professional card are two requirements', () => {
    const job = analyseJob(
      `Agent de sécurité H/F
Profil :
- CQP APS ou TFP APS obligatoire
- Carte professionnelle CNAPS exigée`,
      getLexicon(),
    )
    const codes = job.requirements.flatMap((r) => (r.credential ? [r.credential.code] : []))
    expect(codes).toEqual(['aps', 'cnaps'])
  })

  it('an alternative in a parenthesis opened on “ou” is enough: the other credential is no missing condition', () => {
    const jd = `Agent de sécurité cynophile H/F
Profil :
- CQP Agent cynophile de sécurité (ou TFP ASC) obligatoire
- Permis B exigé`
    const job = analyseJob(jd, getLexicon())
    const cqp = job.requirements.find((r) => r.credential?.code === 'cqp-agent')
    const tfp = job.requirements.find((r) => r.label === 'TFP ASC')
    expect(cqp?.altGroup).toBeDefined()
    expect(tfp?.altGroup).toBe(cqp?.altGroup)
    const r = run(
      'Agent cynophile\nFormation\n- TFP Agent de sécurité cynophile (ASC) – 2019\n- Permis B (2011)',
      jd,
    )
    expect(r.missingSkills).not.toContain('CQP Agent')
  })
  it('a diploma opening an enumeration closed by ‘ou’ is one of its alternatives, a licence before languages is not', () => {
    const job = analyseJob(
      'Gestionnaire de cas\nProfil :\n- DE infirmier, assistant de service social, CESF ou ergothérapeute exigé\n- Permis B, anglais ou espagnol',
      getLexicon(),
    )
    const group = (label: string) => job.requirements.find((r) => r.label === label)?.altGroup
    expect(group('DE infirmier')).toBeDefined()
    expect(group('DE infirmier')).toBe(group('Ergothérapeute'))
    expect(group('Permis B')).toBeUndefined()
  })
  it('a credential written before “, or” and a phrase is one of two alternatives (‘MRICS, or well advanced on the APC’)', () => {
    const job = analyseJob(
      'Quantity Surveyor\nRequirements:\n- MRICS, or well advanced on the APC – essential\n- NRM2',
      getLexicon(),
    )
    const mrics = job.requirements.find((r) => r.label === 'MRICS')
    const apc = job.requirements.find((r) => /APC/.test(r.label))
    expect(mrics?.altGroup).toBeDefined()
    expect(apc?.altGroup).toBe(mrics?.altGroup)
  })

  it('a bare CACES is named by the machine its context gives', () => {
    const job = analyseJob('Soudeur H/F\nProfil :\n- CACES pont roulant souhaité', getLexicon())
    expect(job.requirements.map((r) => r.label)).toContain('CACES R484 ponts roulants et portiques')
  })

  it('a level word is no content of its own: the skill shows it', () => {
    const jd = 'Logistics coordinator\nRequirements:\n- Advanced Excel\n- SAP'
    const r = analyseLocally(
      { cvText: 'Excel (pivot tables, VLOOKUP), SAP MM', jobDescription: jd, questionsCount: 3 },
      NOW,
    )
    expect(r.matchedSkills).toContain('Advanced Excel')
  })
})

describe('languages on the CEFR ladder', () => {
  const jd = (level: string) => `Assistant(e) commercial(e)\nProfil :\n- Anglais ${level}\n- Excel`
  it.each([
    ['Anglais : scolaire', 'B1 minimum', false],
    ['Anglais : niveau scolaire', 'de base apprécié', true],
    ['Anglais : B2', 'C1 exigé', false],
    ['TOEIC 785 (2023)', 'B2', true],
    ['Anglais courant', 'courant', true],
    ['Anglais : niveau professionnel (B2)', 'courant', true],
    ['Anglais : Cambridge C1 Advanced', 'C1', true],
  ])('CV %s, offer %s → matched: %s', (cvLine, level, expected) => {
    const r = run(`Assistante commerciale\nLangues : ${cvLine}\nExcel`, jd(level))
    expect(r.matchedSkills.some((s) => /anglais/i.test(s))).toBe(expected)
  })

  it('“maîtrise de l’anglais” asks a professional level: a B1 does not show it, a B2 does', () => {
    const offer = 'Assistant(e) commercial(e)\nProfil :\n- Maîtrise de l’anglais écrit et oral\n- Excel'
    const matched = (cvLine: string) =>
      run(`Assistante commerciale\nLangues : ${cvLine}\nExcel`, offer).matchedSkills.some((s) =>
        /anglais/i.test(s),
      )
    expect(matched('Anglais B1 (DELF B1)')).toBe(false)
    expect(matched('Anglais B2')).toBe(true)
  })

  it('never states a level the offer does not', () => {
    const r = run('Assistante commerciale\nExcel', 'Assistant(e) commercial(e)\nProfil :\n- Anglais\n- Excel')
    const text = r.suggestions.map((s) => `${s.title} ${s.description}`).join(' ')
    expect(text).not.toMatch(/(?:niveau|expects) (?:A1|A2|B1|B2|C1|C2)\b/)
  })
})

describe('degree fields', () => {
  const jd = 'Développeur Java\nProfil :\n- Bac+5 en informatique exigé\n- Java, Spring'
  it('a degree of the level in another field is listed missing but does not block', () => {
    const r = run('Professeure des écoles\nFormation : Master MEEF (2015)\nJava (notions)', jd)
    expect(r.missingSkills).toContain('Bac+5 en informatique')
  })
  it('the field named shows the degree', () => {
    const r = run('Développeuse\nFormation : Master MIAGE (2019)\nJava, Spring Boot', jd)
    expect(r.matchedSkills).toContain('Bac+5 en informatique')
  })
})

describe('a product shows its family', () => {
  it.each([
    [
      'Comptable\nNetSuite : clôtures mensuelles',
      'Comptable\nProfil :\n- Maîtrise d’un ERP\n- Rigueur',
      'ERP',
    ],
    ['Commercial\nSalesforce au quotidien', 'Commercial B2B\nProfil :\n- Utilisation d’un CRM', 'CRM'],
  ])('%s shows %s', (cv, jd, family) => {
    expect(run(cv, jd).matchedSkills.some((s) => s.includes(family))).toBe(true)
  })
})

describe('volume is not evidence', () => {
  it('a CV that lists hundreds of skills does not score high by volume, and the same inputs give the same result', () => {
    const lexicon = getLexicon()
    const dump = lexicon.skills
      .filter((s) => s.cat !== 'language')
      .slice(0, 300)
      .map((s) => s.fr || s.name)
      .concat(['SQL', 'Python', 'Power BI', 'Statistiques', 'Anglais courant'])
      .join(', ')
    const jd = 'Data analyst\nProfil :\n- SQL, Python et Power BI\n- Statistiques\n- Anglais courant'
    const first = run(`Jean Martin\nCompétences : ${dump}`, jd)
    expect(first.compatibilityScore).toBeLessThan(65)
    expect(run(`Jean Martin\nCompétences : ${dump}`, jd)).toEqual(first)
  })
})

describe('output language', () => {
  it('names lexicon skills in the output language and keeps the offer’s own phrases', () => {
    const jd = 'Comptable\nProfil :\n- Excel\n- Anglais courant\n- Rigueur'
    const cv = 'Comptable\nExcel, Sage\nAnglais courant'
    const en = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(en.matchedSkills).toEqual(expect.arrayContaining(['English', 'Excel']))
    expect(en.suggestions.map((s) => s.title).join(' ')).not.toMatch(/Rigueur|Anglais/)
    const fr = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3 }, NOW)
    expect(fr.matchedSkills).toEqual(expect.arrayContaining(['Anglais courant', 'Excel']))
  })
})

describe('the job’s own occupation is not a requirement of its own', () => {
  it.each([
    ['Plombier-Chauffagiste confirmé (H/F)', ['plombier', 'chauffagiste']],
    ['Soudeur TIG / MIG inox (H/F) – Équipements agroalimentaires', ['soudeur']],
    ['Agent de sécurité magasin (H/F) – Paris 9e', ['agent securite', 'agent']],
    ['Technicien de maintenance industrielle', ['technicien maintenance']],
    ['Registered Nurse – Emergency Department', ['registered nurse']],
    // an English title names its trade last
    ['Diagnostic Radiographer - CT (Band 6)', ['radiographer']],
    ['CNC Milling Machinist', ['machinist']],
  ])('%s names %j', (title, words) => {
    const found = occupationWords(title)
    for (const w of words) expect(found.has(w), `${w} in ${[...found].join(', ')}`).toBe(true)
  })

  it.each([
    // (a head that needs its complement names no trade alone)
    ['Network Engineer', 'engineer'],
    ['HVAC Service Technician', 'technician'],
    ['Claims Handler', 'handler'],
    ['Technicien maintenance', 'maintenance'],
    // (nor the place of the post: a CV's employer line in Nantes is no year in the trade)
    ['Gestionnaire de copropriété H/F – CDI – Nantes (44)', 'nante'],
  ])('%s does not name “%s” alone', (title, word) => {
    expect(occupationWords(title).has(word)).toBe(false)
  })

  it.each([
    ['soudage', ['Soudure'], true],
    ['plombier', ['Plomberie'], true],
    ['chauffagiste', ['Plomberie'], false],
    ['tig', ['Soudure'], false],
    ['vente', ['Vendeur'], false],
  ])('%s is another form of %j: %s', (word, labels, expected) => {
    expect(isWordFormOf(word, labels)).toBe(expected)
  })

  it('lists the skill, once, for its occupation and its other forms (welding, not "Soudeur")', () => {
    const job = analyseJob(
      'Soudeur (H/F)\nMissions :\n- Soudage de pièces en acier\n- Soudure et meulage\nProfil : soudeur expérimenté, rigueur',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).not.toContain('Soudeur')
    expect(job.requirements.filter((r) => r.skill.id === 'soudure')).toHaveLength(1)
  })
})

describe('a line introduced by a conditions heading holds no requirement', () => {
  it('drops the planning of the hours, keeps a named tool', () => {
    const job = analyseJob(
      'Agent de sécurité (H/F)\nMissions :\n- Rondes et contrôle d’accès\n- Rédaction de rapports sous Excel\n' +
        'Conditions : CDI temps plein, planning de 10 h-20 h par roulement, accès à Excel et Teams, tenue fournie.',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label.toLowerCase())
    expect(labels.some((l) => l.includes('planning') || l.includes('planification'))).toBe(false)
    expect(labels).toContain('excel')
    expect(job.conditions.some((c) => c.startsWith('Conditions'))).toBe(true)
  })
})

describe('coordinated actions sharing one object', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)

  it('gives each lone action the object of the last item, and drops none of the meaning', () => {
    const got = labels('Hôte de caisse\nMissions :\n- Ouverture, comptage et clôture du fond de caisse')
    expect(got).not.toContain('Ouverture')
    expect(got).not.toContain('Comptage')
    expect(got).toContain('Ouverture du fond de caisse')
    const en = labels(
      'QC technician\nResponsibilities:\n- Calibration and routine maintenance of lab equipment',
    )
    // the rebuilt wording is a skill the lexicon knows: named by the lexicon
    expect(en).toContain('Equipment calibration')
    expect(en).not.toContain('Calibration')
  })

  it('gives a French adjective after the first item’s own the head noun it shares', () => {
    const got = labels(
      'Technicien de maintenance\nMissions :\n- le dépannage mécanique, électrique et pneumatique des lignes\n- Accueil physique et téléphonique des patients\n- Veille sociale et conventionnelle',
    )
    for (const lone of ['Électrique', 'Téléphonique des patients', 'Conventionnelle'])
      expect(got).not.toContain(lone)
    // (named in the offer's words around the lexicon's 'Accueil téléphonique')
    expect(got).toContain('Accueil téléphonique des patients')
    expect(
      labels('Opérateur\nMissions :\n- Maintenance préventive et curative des équipements'),
    ).not.toContain('Curative des équipements')
    // (after a determiner and its noun, any one modifier: 'des bus standards et articulés')
    expect(
      labels(
        'Conducteur de bus\nMissions :\n- Conduire des bus standards et articulés sur les lignes urbaines',
      ),
    ).toContain('Bus articulés sur les lignes urbaines')
  })

  it('names no requirement by a lone infinitive coordinated with a known skill', () => {
    expect(labels('Soudeur\nMissions :\n- Lire et interpréter les plans et les DMOS')).not.toContain('Lire')
  })

  it('gives a lone English modifier the head noun it shares', () => {
    const got = labels(
      'QC technician\nResponsibilities:\n- Preventive and corrective maintenance of the filling line',
    )
    expect(got.join(' | ')).not.toMatch(/(^|\| )Preventive( \||$)/)
    const lab = labels('QC technician\nResponsibilities:\n- Release and stability testing of raw materials')
    // (named as the offer writes it: the lexicon's 'Stability testing' inside its chunk)
    expect(lab).toEqual(expect.arrayContaining(['Batch release', 'Stability testing of raw materials']))
  })

  it('gives a lone French adjective after “et” the head noun of the item before it', () => {
    const got = labels('Conducteur de car\nMissions :\n- Conduite souple et économique')
    expect(got).toEqual(expect.arrayContaining(['Conduite souple', 'Conduite économique']))
    expect(got).not.toContain('Économique')
    const office = labels('Assistant de gestion\nMissions :\n- Gestion administrative et financière')
    expect(office).not.toContain('Financière')
    // two nouns stay two items
    expect(labels('Agent d’accueil\nMissions :\n- Accueil physique et standard téléphonique')).toContain(
      'Standard téléphonique',
    )
  })

  it('leaves qualities and set phrases alone', () => {
    const got = labels('Technicien\nProfil :\n- Réactivité, esprit d’équipe')
    expect(got.some((l) => /réactivité d/i.test(l))).toBe(false)
  })

  it('shares a head between two modifiers of the same form, not between a word and its negation', () => {
    const got = labels('Logistics coordinator\nWhat you will do:\n- Manage inbound and outbound flows')
    expect(got).toEqual(expect.arrayContaining(['Inbound flows', 'Outbound flows']))
    expect(got).not.toContain('Inbound')
    const load = labels('Warehouse operative\nDuties:\n- Load and unload trailers')
    expect(load).not.toContain('Load trailers')
  })

  it('shares a head past the mission’s verb, its particle or its object and a preposition', () => {
    const upkeep = labels(
      'Maintenance technician\nDuties:\n- Carry out preventive and corrective maintenance',
    )
    expect(upkeep).toEqual(expect.arrayContaining(['Preventive maintenance', 'Corrective maintenance']))
    expect(upkeep).not.toContain('Preventive')
    // (a hyphenated modifier is one: 'buy-to-let')
    const advice = labels(
      'Mortgage adviser\nThe role:\n- Advise clients on residential and buy-to-let mortgages',
    )
    expect(advice).toEqual(expect.arrayContaining(['Residential mortgages', 'Buy-to-let mortgages']))
    expect(advice.some((l) => /residential$/i.test(l))).toBe(false)
    // (the head followed by where it goes: 'domestic and commercial waste into the vehicle')
    const waste = labels('Refuse loader\nDuties:\n- Collect domestic and commercial waste into the vehicle')
    expect(waste).toContain('Domestic waste')
    expect(waste.some((l) => /^(?:collect )?domestic$/i.test(l))).toBe(false)
    // (and a lone verb of a run is no item: 'Erect, alter and dismantle scaffolds')
    expect(labels('Scaffolder\nDuties:\n- Erect, alter and dismantle scaffolds')).not.toContain('Erect')
  })

  it('keeps a list after a colon its own run, accents and each action’s word', () => {
    const got = labels(
      'Technicien de laboratoire\nMissions :\n- Assurer la phase pré-analytique : réception, centrifugation et tri des échantillons',
    )
    expect(got).toEqual(expect.arrayContaining(['Centrifugation des échantillons', 'Tri des échantillons']))
    expect(got).not.toContain('Centrifugation')
  })
})

describe('a word group is not cut into items', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)

  it('names no partner a parenthesis lists after the partners', () => {
    const got = labels(
      'MJPM\nMissions :\n- Visites à domicile, travail en réseau avec les partenaires (CCAS, EHPAD, banques, notaires)\n- Lien avec les partenaires (ASE, MDPH, Éducation nationale)',
    )
    expect(got).toEqual(expect.arrayContaining(['Visites à domicile', 'Travail en réseau']))
    for (const party of ['CCAS', 'EHPAD', 'Banque', 'Notaires', 'ASE', 'MDPH', 'Éducation nationale'])
      expect(got).not.toContain(party)
  })

  it('reads “up to date” as the state the work keeps, the tool after it its own item', () => {
    const got = labels(
      'Registrar\nYou will:\n- Keep records up to date in Axiell Collections\n- Keep the CRM up to date',
    )
    expect(got).toEqual(expect.arrayContaining(['Keeping records', 'Axiell Collections', 'CRM']))
    expect(got.some((l) => / up$/.test(l))).toBe(false)
  })

  it('reads capitals among lower-case words as initials, not the common word they spell', () => {
    const got = labels(
      'SENCo\nYou will:\n- Work with Educational Psychologists, SALT and CAMHS\n- Maîtrise de SAP et HACCP',
    )
    expect(got).not.toContain('Salt')
    expect(got).toEqual(expect.arrayContaining(['SALT', 'SAP', 'HACCP']))
    // (services named by their initials after the parties one liaises with are parties too)
    const liaise = labels('Support worker\nYou will:\n- Liaise with GPs, SALT and CAMHS\n- Plan the rota')
    expect(liaise.some((l) => /SALT|CAMHS/.test(l))).toBe(false)
  })

  it('closes an item too long to be one before where, with whom or on what it is done', () => {
    const got = labels(
      'Lift Service Engineer\nThe role:\n- Completing service reports on the company app\n- Supporting LOLER thorough examinations with insurance engineers',
    )
    expect(got).toEqual(
      expect.arrayContaining(['Completing service reports', 'Supporting LOLER thorough examinations']),
    )
  })

  it('asks the CV for no possessive ’s', () => {
    const reqs = analyseJob(
      "Store assistant\nThe role:\n- Support the Store Manager's decisions\n- Understand the customer’s needs",
      getLexicon(),
    ).requirements
    expect(reqs.length).toBeGreaterThan(0)
    for (const r of reqs) expect(r.phrase ?? []).not.toContain('s')
  })

  it('closes a parenthesis or a quotation the label opens where the offer closes it', () => {
    const got = labels(
      'IBODE\nProfil :\n- CACES nacelle (R486) apprécié\n- Vérification du matériel, liste HAS « sécurité du patient »',
    )
    expect(got).toEqual(expect.arrayContaining(['CACES nacelle (R486)', 'Liste HAS « sécurité du patient »']))
  })

  it('names an alternative without the “equivalent” that admits others', () => {
    const got = labels('TIM\nProfil :\n- DxCare ou DPI équivalent, Excel (TCD)\n- Sage or a similar package')
    expect(got).toEqual(expect.arrayContaining(['DxCare', 'DPI', 'Sage']))
    expect(got.some((l) => /[ée]quivalent|similar/i.test(l))).toBe(false)
  })

  it('names no size or strength alone: it qualifies the item before it', () => {
    const got = labels(
      'Tonnelier\nProfil :\n- Maîtrise des chauffes (légère, moyenne, forte)\n- Conduite de chariots (petits, moyens et gros)',
    )
    expect(got).toEqual(expect.arrayContaining(['Chauffes', 'Conduite de chariots']))
    for (const word of ['Légère', 'Moyenne', 'Forte', 'Petits', 'Moyens', 'Gros'])
      expect(got).not.toContain(word)
  })

  it('names no party alone: whom the work is for is no skill', () => {
    const got = labels(
      'Moniteur de voile\nMissions :\n- Encadrer des stages catamaran et planche à voile, ados et adultes\n- Accueil des familles et des stagiaires\n- Accueillir et orienter les voyageurs\n- Facturation, tenant and vendor billing',
    )
    for (const party of ['Adultes', 'Stagiaires', 'Familles', 'Tenant']) expect(got).not.toContain(party)
    // (a party after the action that serves it stays: the action is the skill)
    expect(got).toEqual(expect.arrayContaining(['Accueil des familles', 'Orientation des voyageurs']))
  })

  it('keeps two plural nouns coordinated at the end of a clause together', () => {
    const got = labels(
      'Warehouse Team Leader\nWhat you will do:\n- Lead a team of 10 pickers and packers, allocate tasks',
    )
    expect(got).not.toContain('Packers')
    // (a team's size and members are who the work is with, not a requirement: no item of them)
    expect(got.some((l) => /pickers|packers/i.test(l))).toBe(false)
    const fr = labels('ASH\nMissions :\n- Distribution des repas et collations')
    expect(fr).not.toContain('Collations')
  })

  it('reads a hyphenated group with “to” as one, and a state to keep as no skill', () => {
    const got = labels(
      'Team leader\nWhat you will do:\n- Coach new starters and hold return-to-work meetings\n- Keep the site safe: toolbox talks, 5S',
    )
    expect(got).toContain('Return-to-work meetings')
    expect(got.join(' | ')).not.toMatch(/Hold return|Safe|Keep the site/)
  })
})

describe('a phrase closing an item after its parenthesis', () => {
  it('is when or where the work is done, not a requirement', () => {
    const labels = analyseJob(
      "Vendeur sport\nMissions :\n- Aide à l'atelier ski (fartage, réglage des fixations) en saison",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Saison')
    expect(labels.join(' | ')).toMatch(/fartage/i)
  })
})

describe('the family name of a credential on its line', () => {
  it('is the credential, not a loose skill beside it', () => {
    const reqs = analyseJob(
      'Technicien de maintenance\nProfil :\n- Habilitation électrique BR / B2V obligatoire\n- Pneumatique',
      getLexicon(),
    ).requirements
    expect(reqs.some((r) => r.skill.id === 'habilitation-electrique')).toBe(false)
    expect(reqs.filter((r) => r.credential?.kind === 'electrical').map((r) => r.credential?.code)).toEqual(
      expect.arrayContaining(['br', 'b2v']),
    )
  })

  it('nor is what a credential in the parenthesis after it is for', () => {
    const labels = analyseJob(
      'Vehicle Technician\nWhat we need:\n- Air conditioning (F-Gas) certificate is a bonus\n- Formation sécurité (SST) appréciée',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['F-Gas', 'SST']))
    expect(labels).not.toContain('Air conditioning')
    expect(labels).not.toContain('Formation sécurité')
  })
})

describe('a personal quality in the offer’s own words is a soft skill', () => {
  it.each([
    'Rapidité',
    'Aisance avec les chiffres',
    'Goût du contact',
    'Sens du service',
    'Safety mindset',
    'Sourire',
    'Diplomatie',
    'Cheerful',
  ])('%s', (label) => {
    expect(isQualityPhrase(label)).toBe(true)
  })
  it.each(['Tenue de caisse', 'Maçonnerie', 'Précision des dosages en pharmacie', 'Sensibilisation'])(
    '%s stays a know-how',
    (label) => {
      expect(isQualityPhrase(label)).toBe(false)
    },
  )
  it('is weighted and typed as a soft skill', () => {
    const req = analyseJob(
      'Caissier (H/F)\nProfil :\n- Rapidité\n- Tenue de caisse',
      getLexicon(),
    ).requirements
    expect(req.find((r) => r.label === 'Rapidité')?.skill.cat).toBe('soft')
  })
})

describe('phrases that name no skill', () => {
  it.each([
    ['Work daily with 6 engineers and a designer', /engineers/i],
    ['Comfortable discussing APIs and technical trade-offs with engineers', /comfortable|with engineers/i],
    ['Take part in OOS investigations', /take part/i],
    ['Apply Incoterms and follow up delivery lead times', /^up /i],
    ['Accurate clinical notes on Software of Excellence', /^accurate$/i], // named 'Attention to detail'
    ['Support children one-to-one, in small groups and across the class', /across/i],
    // places the work goes to, where or by what it is done, a hyphened word cut
    ['Courses de particuliers, aéroport de Blagnac et gare Matabiau', /a[ée]roport|gare/i],
    ['Accueil des patients au cabinet et au téléphone', /^t[ée]l[ée]phone$/i],
    ['Gestion de l’agenda et des rendez-vous', /^rendez$/i],
    ['Repérage des situations de mal-être', /mal$/i],
    ['Transport de patients vers les hôpitaux et cliniques de l’agglomération', /cliniques|agglom/i],
  ])('%s', (line, bad) => {
    const got = analyseJob(`Role\nResponsibilities:\n- ${line}`, getLexicon()).requirements.map(
      (r) => r.label,
    )
    expect(got.some((l) => bad.test(l))).toBe(false)
  })

  it('lists no one the work is done with: a doctor after “avec le”, a team’s members in its parenthesis', () => {
    const got = analyseJob(
      'Infirmier coordinateur\nMissions :\n- Organiser les soins avec le médecin coordonnateur\n' +
        '- Encadrer l’équipe soignante (IDE, AS, ASH) et gérer les plannings\n- Assurer le lien avec les familles',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).not.toContain('Médecin')
    expect(got).not.toContain('AS')
    expect(got).not.toContain('ASH')
    expect(got).toContain('Lien avec les familles')
    // (named by its noun of action since 2.9: 'Gestion des plannings')
    expect(got.join(' | ')).toMatch(/planning/i)
  })

  it('reads ease with a thing as the thing, and ease as a quality otherwise', () => {
    const got = analyseJob(
      'Conseiller de vente\nProfil :\n- Aisance avec iOS et Android\n- Aisance relationnelle\n- Aisance avec les chiffres',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toEqual(expect.arrayContaining(['iOS', 'Android', 'Aisance relationnelle']))
    expect(got).not.toContain('Aisance avec iOS')
    expect(got).not.toContain('Chiffres')
  })

  it('reads no skill in the middle of a company’s name (“Provence Express Colis”), an acronym stays', () => {
    const got = analyseJob(
      'Chauffeur-livreur\nProvence Express Colis, prestataire du dernier kilomètre, recrute.\nProfil :\n- Permis B\n- Label RGE QualiPAC',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).not.toContain('Express')
    expect(got.join(' | ')).toMatch(/RGE/)
  })

  it('cuts a manner or a time closing an item, and lists no verb left alone', () => {
    const got = analyseJob(
      'Vendeur en boulangerie\nVos missions :\n- Mettre en valeur les produits en vitrine et réassortir toute la journée\n' +
        '- Prendre et suivre les commandes spéciales\n- Emballer les gâteaux avec soin',
      getLexicon(),
    ).requirements.map((r) => r.label)
    for (const junk of [
      'Journée',
      'Réassortir toute la journée',
      'Prendre',
      'Gâteaux avec soin',
      'Valeur les produits en vitrine',
    ])
      expect(got).not.toContain(junk)
    // (named by its noun of action since 2.9: 'Suivi des commandes spéciales')
    expect(got.join(' | ')).toMatch(/commandes spéciales/i)
    // ('Mettre en valeur les produits': a verb with no noun of its own, named by the lexicon since 2.30)
    expect(got.join(' | ')).toMatch(/merchandising/i)
  })

  it('keeps who a relation is with', () => {
    const got = analyseJob(
      'Déclarant\nMissions :\n- Relations avec les services douaniers',
      getLexicon(),
    ).requirements
    expect(got.map((r) => r.label).join(' ')).toMatch(/services douaniers/i)
  })
})

describe('alternatives across places of the offer', () => {
  it('a degree or a bootcamp: one is enough', () => {
    const cv =
      'Rachel\nrachel@example.com\nEducation\nLe Wagon – Web Development Bootcamp, 2026\nBSc Mathematics, 2013 – 2016'
    const r = run(
      cv,
      'Junior developer\nWhat we are looking for:\n- A Computer Science degree or a coding bootcamp',
    )
    expect(r.matchedSkills.join(' ')).toMatch(/bootcamp/i)
    expect(r.missingSkills).toEqual([])
  })

  it('a wording met again as an alternative joins its group', () => {
    const cv =
      'Sam Lee\nsam@example.com\nExperience\nSocial media assistant — Shop, 2021 – 2024\n- Scheduled posts in Hootsuite'
    const r = run(
      cv,
      'Social media coordinator\nWhat you will do:\n- Report on KPIs using Sprout Social\nAbout you:\n- Experience with Sprout Social or Hootsuite',
    )
    expect(r.missingSkills).not.toContain('Sprout Social')
  })

  it('a high school diploma or GED is one degree requirement', () => {
    const job = analyseJob('Warehouse associate\nRequirements:\n- High school diploma or GED', getLexicon())
    expect(job.requirements.filter((q) => /GED/.test(q.label) && !q.credential)).toEqual([])
  })
})

describe('what a CV line does not evidence', () => {
  const JD = 'Maçon (H/F)\nMissions :\n- Maçonnerie, coffrage, ferraillage\n- Montage de murs en parpaings'
  it('a home renovation in a personal-projects section is too little for a trade', () => {
    const r = run(
      'Léo Martin\nleo@example.com\nEXPÉRIENCE\nComptable — Cabinet Dupuis, 2015 – 2024\n- Tenue de la comptabilité\n' +
        'PROJETS PERSONNELS\nRénovation de ma maison : maçonnerie de la terrasse, montage de murs en parpaings',
      JD,
    )
    expect(r.matchedSkills).toEqual([])
  })
  it('a seller’s department names products, not the trade', () => {
    const r = run(
      'Léo Martin\nleo@example.com\nEXPÉRIENCE\nConseiller de vente – rayon maçonnerie — Brico, 2015 – 2024\n' +
        '- Conseil aux artisans sur le choix des parpaings et du ciment',
      JD,
    )
    expect(r.matchedSkills).toEqual([])
  })
  it('a wish wrapped onto the next line is still a wish', () => {
    const r = run(
      'Léo Martin\nleo@example.com\nPROFIL\nVendeur depuis 7 ans, j’ai envie de passer à la pratique et de faire de la\nmaçonnerie sur chantier.\nEXPÉRIENCE\nVendeur — Brico, 2015 – 2024',
      JD,
    )
    expect(r.matchedSkills).not.toContain('Maçonnerie')
  })
  it('looking to specialise in a field is a wish, no evidence of it', () => {
    const cv = (wish: string) =>
      analyseCv(
        `Chloe Bennett\nPERSONAL STATEMENT\nNumbers-minded HR professional who kept our benefits data\nhonest. ${wish}\nEMPLOYMENT HISTORY\nHR Data Analyst — Cardell Stores, Feb 2023 – present\n- Tableau dashboards on headcount`,
        getLexicon(),
        2026 * 12 + 10,
      )
    expect(cv('I am now looking to specialise fully in reward.').evidence.get('remuneration')).toBeUndefined()
    expect(cv('I have run the reward function since 2024.').evidence.get('remuneration')).toBeDefined()
  })
  it('selling a trade’s products, a hobby, or hoping to train is no evidence of the trade', () => {
    const jd = 'Coiffeur (H/F)\nMissions :\n- Coiffure, colorations, chignons'
    const r = run(
      'Mélissa\nmel@example.com\nProfil\nJ’aimerais me rapprocher du métier de coiffeuse.\nExpérience\nConseillère de vente — Boutique, 2021 – 2025\n' +
        '- Conseil et vente de shampoings, colorations et accessoires de coiffure\nCentres d’intérêt\nCoiffure : je coiffe mes amies (chignons)',
      jd,
    )
    expect(r.matchedSkills).toEqual([])
  })
  it('a developer’s personal project is evidence', () => {
    const r = run(
      'Léo\nleo@example.com\nExpérience\nComptable — Cabinet, 2015 – 2024\nProjets personnels\nApplication React et TypeScript publiée sur GitHub',
      'Développeur front-end\nProfil :\n- React\n- TypeScript',
    )
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['React', 'TypeScript']))
  })
  it('a mason’s own work is evidence', () => {
    const r = run(
      'Léo Martin\nleo@example.com\nEXPÉRIENCE\nMaçon — BTP Ouest, 2015 – 2024\n- Maçonnerie et montage de murs en parpaings',
      JD,
    )
    expect(r.matchedSkills).toContain('Maçonnerie')
  })
})

describe('CV headings and language levels read as written', () => {
  it.each([
    ['Frameworks & outils', 'skills'],
    ['Savoir-être', 'skills'],
    ['Habilitations', 'skills'],
    ['Matériel maîtrisé', 'skills'],
    ['Skills & Credentials', 'skills'],
    ['Legal Experience', 'experience'],
    // two headings joined: the first one's section
    ['FORMATION & HABILITATIONS', 'education'],
    ['Skills and tools', 'skills'],
    // a heading in spaced capitals whose spaces the PDF lost
    ['EXPÉRIENCEPROFESSIONNELLE', 'experience'],
    ["CENTRESD'INTÉRÊT", 'interests'],
  ])('%s is a %s heading', (line, kind) => {
    expect(sectionOfLine(line)).toBe(kind)
  })

  it('a language written after another’s level takes none of it', () => {
    const job = analyseJob(
      'Acheteur\nProfil :\n- Anglais courant indispensable, allemand apprécié',
      getLexicon(),
    )
    const german = job.requirements.find((r) => /allemand/i.test(r.label))
    expect(german?.levelStated ?? false).toBe(false)
    expect(german?.importance).toBe('nice')
  })

  it.each([
    // the next item's level word is not the language's
    ['- Anglais professionnel\n- Excellent relationnel', 4],
    ['- Allemand\n- Excellent relationnel', 3],
    ['- Espagnol\n- Bilingue serait un plus pour le poste', 3],
    // a line that goes on below the language is still its own
    ['- Anglais :\n(niveau C1 minimum)\n- Excel', 5],
  ])('an offer’s %j asks for level %i', (lines, level) => {
    const job = analyseJob(`Chargée de clientèle\nProfil :\n${lines}`, getLexicon())
    expect(job.requirements.find((r) => r.skill.cat === 'language')?.level).toBe(level)
  })
})

describe('missions in the infinitive are named by their noun of action', () => {
  const labels = (missions: string) =>
    analyseJob(`Agent polyvalent\nMissions :\n${missions}`, getLexicon()).requirements.map((r) => r.label)
  it.each([
    [
      '- Réceptionner, contrôler et ranger les marchandises',
      ['Contrôle des marchandises', 'Rangement des marchandises'],
    ],
    [
      '- Accueillir, renseigner et orienter les voyageurs',
      ['Accueil des voyageurs', 'Renseignement des voyageurs'],
    ],
    ['- Signaler tout incident au poste de régulation', ['Signalement de tout incident']],
    ['- Contrôler les DSN mensuelles', ['Contrôle des DSN mensuelles']],
    // a verb with no noun of its own is dropped, the object stays
    [
      '- Effectuer les vérifications du véhicule avant le départ',
      ['Vérifications du véhicule avant le départ'],
    ],
  ])('%s → %j', (missions, expected) => {
    const got = labels(missions)
    for (const label of expected) expect(got).toContain(label)
  })
})

describe('English missions opening on their verb are named by its -ing form', () => {
  const labels = (line: string, title = 'Team Leader') =>
    analyseJob(`${title}\nWhat you'll do:\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
  it.each([
    ['Run daily huddles', 'Running daily huddles'],
    ['Coach new starters on the pick floor', 'Coaching new starters on the pick floor'],
    ['Replenish shelves in the chilled aisle', 'Replenishing shelves in the chilled aisle'],
    // (a plural object of several words in lower case: the verb is no noun before it)
    ['Complete spot checks and supervisions of care workers', 'Completing spot checks'],
    ['Match care workers to clients', 'Matching care workers'],
  ])('%s → %s', (line, expected) => {
    expect(labels(line)).toContain(expected)
  })
  it('leaves a noun phrase and a French offer alone', () => {
    expect(labels('Support tickets in Zendesk').join(' | ')).not.toMatch(/Supporting/)
    expect(labels('Split AC systems and rooftop units').join(' | ')).not.toMatch(/Splitting|Spliting/)
    expect(labels('Buy-to-let mortgages').join(' | ')).not.toMatch(/Buying/)
    // (nor a wording cut after a hyphen: 'on-call rota' is no 'Call rota', 'hub-and-spoke' no 'And-spoke')
    expect(labels('Take part in the on-call rota').join(' | ')).not.toMatch(/Call rota/)
    expect(labels('Hub-and-spoke networking').join(' | ')).not.toMatch(/And-spoke/)
    expect(labels('Analyse des DCE et métrés', 'Chargé d’affaires').join(' | ')).not.toMatch(/Analysing/)
  })
})

describe('an English mission of a short object is named as recruiters list it, object before action', () => {
  const labels = (line: string, title = 'Team Leader') =>
    analyseJob(`${title}\nResponsibilities:\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
  it.each([
    ['Investigate discrepancies', 'Discrepancy investigation'],
    ['Supervise playtimes', 'Playtime supervision'],
    ['Installing stoves', 'Stove installation'],
    ['Assess policy cover', 'Policy cover assessment'],
    ['Treat high-risk feet', 'High-risk foot treatment'],
    ['Reconcile takings', 'Takings reconciliation'],
  ])('%s → %s', (line, expected) => {
    expect(labels(line)).toContain(expected)
  })
  it('leaves a verb that is also a noun, an -ing noun, a longer object and a French offer alone', () => {
    // (a verb named by itself or its -ing form names things too: 'Service desk', 'Wiring diagrams')
    expect(englishActionNamed('Service desk')).toBeUndefined()
    expect(englishActionNamed('Load sheets')).toBeUndefined()
    expect(englishActionNamed('Wiring diagrams')).toBeUndefined()
    expect(englishActionNamed('Training strategies')).toBeUndefined()
    expect(englishActionNamed('PRICE training')).toBeUndefined()
    expect(englishActionNamed('Supervise the new starters')).toBeUndefined()
    expect(englishActionNamed('Install smart meters in homes')).toBeUndefined()
    expect(labels('Analyser les garanties', 'Gestionnaire sinistres')).not.toContain('Garanties analysis')
    expect(labels('- Analyse fonctionnelle', 'Consultant').join(' | ')).not.toMatch(/analysis/)
  })
})

describe('an English list of modifiers shares the last item’s head', () => {
  const labels = (line: string) =>
    analyseJob(`Roofer\nRequirements:\n- ${line}`, getLexicon()).requirements.map((r) => r.label)
  it.each([
    ['Slate, tile and zinc roofing', ['Slate roofing', 'Tile roofing']],
    ['Copper and plastic pipework', ['Copper pipework', 'Plastic pipework']],
  ])('%s → %j', (line, expected) => {
    const got = labels(line)
    for (const label of expected) expect(got).toContain(label)
  })
  it.each([
    ['Plan rotas and cover absence', /Rotas absence/],
    ['Cook and plate dishes', /Cook dishes/],
    ['Excel, Word and PowerPoint skills', /Excel skills/],
  ])('not across verbs or a generic head: %s', (line, wrong) => {
    expect(labels(line).join(' | ')).not.toMatch(wrong)
  })
})

describe('the parties one works with are no requirements', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
  it.each([
    ['Team Leader\nResponsibilities:\n- Liaise with GPs, district nurses and families', []],
    [
      'Juriste\nMissions :\n- Rédaction des actes en lien avec les notaires, les greffiers et les clients',
      ["Rédaction d'actes"],
    ],
    // an item after the parties that names a task is still one
    [
      'Assistante\nMissions :\n- Suivi des commandes en lien avec les fournisseurs, facturation',
      ['Facturation'],
    ],
  ])('%j → %j', (jd, expected) => {
    const got = labels(jd)
    for (const label of expected) expect(got).toContain(label)
    expect(got.join(' | ')).not.toMatch(/GPs|nurses|families|Greffiers|Notaires|Fournisseurs/i)
  })
})

describe('cue words and adverbs are no requirements', () => {
  it('“– essential”, “professionally”', () => {
    const labels = analyseJob(
      'Security officer\nRequirements:\n- Valid SIA Security Guarding licence – essential\n- Deal with challenging behaviour calmly and professionally',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Essential')
    expect(labels).not.toContain('Professionally')
  })

  it('checks the candidate must pass are no requirements; a hyphened word keeps its first part', () => {
    const labels = analyseJob(
      'Prison Officer\nEssential:\n- Right to work in the UK; you must pass security vetting, a fitness test and a medical\n- Excellent communication and de-escalation skills',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/vetting|fitness|medical/i)
    expect(labels).toContain('De-escalation')
    expect(labels).not.toContain('Escalation')
  })

  it('“(or working towards it)” is no requirement', () => {
    const labels = analyseJob(
      'Claims Handler\nAbout you:\n- Cert CII (or working towards it) desirable',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Towards it')
  })
})

describe('a licence that is no degree', () => {
  it.each([
    ['Valid SIA Security Guarding or Door Supervisor licence – essential', []],
    ['Full UK driving licence an advantage', []],
    ['Licence professionnelle RH', [6]],
    ['Licence en droit, SIA licence', [6]],
  ])('%s → %j', (text, levels) => {
    expect(degreeLevels(text)).toEqual(levels)
  })
})

describe('a lone “language” is no skill; a degree “in networking” is in computing', () => {
  it('reads “Fluent English is essential (our working language)” as English only', () => {
    const job = analyseJob(
      'Network Engineer\nWhat we are looking for:\n- Master’s degree in networking\n- Fluent English is essential (our working language)',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).not.toContain('Language')
    expect(job.requirements.find((r) => r.credential?.kind === 'degree')?.fields).toEqual(['informatique'])
  })
})

describe('the degree an offer asks, read by the credential reader', () => {
  it.each([
    // ('degree in' is part of the engineering degree, not a bachelor's of its own)
    ["Master's or engineering degree in networking, or equivalent", [7]],
    // (the ambulance driver's state diploma is no old DEA, nor the nurse's a Licence)
    ["Diplôme d'État d'Ambulancier (DEA) obligatoire", []],
    ["Diplôme d'État d'infirmier obligatoire", []],
    // (a 'but' of French prose is no BUT)
    ["L'EHPAD (association à but non lucratif) recherche un(e) IDE", []],
  ])('%s → %j', (text, levels) => {
    expect(degreeLevels(text)).toEqual(levels)
  })
})

describe('the years the offer asks, as a requirement of the lists', () => {
  it.each([
    [
      '- 3+ years as a product or UX designer (essential)',
      'en',
      3,
      '3+ years as a product or UX designer',
      'must',
    ],
    [
      "- 3 ans d'expérience en boulangerie artisanale exigés",
      'fr',
      3,
      "3 ans d'expérience en boulangerie artisanale",
      'must',
    ],
    [
      "Vous justifiez de 3 ans d'expérience minimum en boulangerie.",
      'fr',
      3,
      "3 ans d'expérience en boulangerie",
      'must',
    ],
    [
      "Une première expérience d'un an auprès de personnes âgées est exigée",
      'fr',
      1,
      "Expérience d'un an auprès de personnes âgées",
      'must',
    ],
    [
      'Expérience : 2 ans minimum sur un poste similaire',
      'fr',
      2,
      "2 ans d'expérience sur un poste similaire",
      'must',
    ],
    [
      "- At least 2 years' supervisory experience in a warehouse – essential",
      'en',
      2,
      "2 years' supervisory experience in a warehouse",
      'must',
    ],
    ['- Line cook experience (2+ years)', 'en', 2, 'Line cook experience (2+ years)', 'normal'],
    ['5+ years of experience preferred', 'en', 5, '5+ years of experience', 'nice'],
    // the quality of the experience before its figure is a cue; the figure leads the label
    [
      "Expérience réussie d'au moins 2 ans en relation clientèle dans la banque ou l'assurance.",
      'fr',
      2,
      "2 ans d'expérience en relation clientèle dans la banque ou l'assurance",
      'must',
    ],
    ['• 3+ years on domestic boilers', 'en', 3, '3+ years on domestic boilers', 'normal'],
    // an age is no years of experience ('jeunes de moins de 26 ans vers l'emploi ou la formation')
    [
      "Vous accompagnez des jeunes de moins de 26 ans vers l'emploi ou la formation.\n- 2 ans d'expérience en accompagnement",
      'fr',
      2,
      "2 ans d'expérience en accompagnement",
      'normal',
    ],
    // a parenthesis closed before the figure is the clause before; the cue is the figure's sentence's
    [
      "Bac+2 minimum (BTS Commerce international, DUT GLT ou équivalent) et 2 ans d'expérience au moins en déclaration en douane. La maîtrise d'un logiciel de dédouanement (Conex, Sofi) est un plus.",
      'fr',
      2,
      "2 ans d'expérience en déclaration en douane",
      'must',
    ],
  ] as const)('%s → %s years, %s', (text, lang, years, label, importance) => {
    expect(yearsRequirement(text, lang)).toEqual({ years, label, importance })
  })

  it('leaves years offered instead of a diploma to the diploma, and an offer without years', () => {
    expect(yearsRequirement("Bac pro / BTS Travaux publics ou 5 ans d'expérience en TP", 'fr')).toBeNull()
    expect(yearsRequirement('Permis B exigé, sens du service', 'fr')).toBeNull()
  })

  it('lists the years as met by the years in the trade, missing otherwise, in the output language', () => {
    const job = "Boulanger H/F\nProfil :\n- 3 ans d'expérience en boulangerie exigés\n- CAP Boulanger"
    const baker = run(
      'Boulanger\nExpérience\nBoulanger – Maison Pain, Lyon – 2018 à 2024\nFabrication du pain',
      job,
    )
    expect(baker.matchedSkills).toContain("3 ans d'expérience en boulangerie")
    expect(baker.details?.requirements?.find((r) => r.kind === 'experience')).toMatchObject({ met: true })
    const novice = run(
      'Boulanger\nExpérience\nBoulanger – Maison Pain, Lyon – 2024 à 2025\nFabrication du pain',
      job,
    )
    expect(novice.missingSkills).toContain("3 ans d'expérience en boulangerie")
    const english = analyseLocally({ cvText: 'x', jobDescription: job, questionsCount: 3, lang: 'en' }, NOW)
    expect(english.missingSkills).toContain('3 years of experience')
  })
})

describe('a phrase of advice names what it is about', () => {
  it("'Conseiller les clients sur les économies d'énergie' asks for the energy savings, not 'Clients sur…'", () => {
    const job = analyseJob(
      "Plombier chauffagiste\nVos missions\n- Conseiller les clients sur les économies d'énergie.\n- Installer des chaudières.",
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels).toContain("Économies d'énergie")
    expect(labels.some((l) => /^clients/i.test(l))).toBe(false)
  })
})

describe('what a CV names while learning it, and a reading level', () => {
  const jd =
    'Développeur Front-End React (H/F)\nProfil :\n- Maîtrise de React indispensable\n- Anglais B2 minimum'
  it('a skill the candidate is learning is not shown', () => {
    const r = run(
      'Thomas\nthomas@example.com\nProfil\nDéveloppeur back-end PHP. Curieux du front, je me forme actuellement à React.\nFormation\nEn cours — Parcours « Débutez avec React » — OpenClassrooms',
      jd,
    )
    expect(r.missingSkills).toContain('React')
    expect(r.matchedSkills).not.toContain('React')
  })
  it('also when the PDF wrapped the wish before the skill, or a page break ends the line before', () => {
    const r = run(
      'Thomas\nthomas@example.com\nProfil\nDéveloppeur back-end PHP. Curieux du front, je me forme actuellement à\nReact pour devenir plus polyvalent.\nLoisirs\nContributions à un bundle open source.\fEn cours — Parcours « Débutez avec React »',
      jd,
    )
    expect(r.matchedSkills).not.toContain('React')
  })
  it('a course in progress and a move announced are no evidence either', () => {
    const ux = 'Product Designer\nWhat we need:\n- 3+ years of UX (essential)\n- Figma'
    const r = analyseLocally(
      {
        cvText:
          'Marta\nmarta@example.com\nSenior Graphic Designer — moving into\nproduct design\nI am now retraining towards UX so I can work on digital products.\nEducation\nGoogle UX Design Professional Certificate (Coursera) — in progress, 4 of 7 courses\nSkills\nFigma',
        jobDescription: ux,
        questionsCount: 3,
        lang: 'en',
      },
      NOW,
    )
    expect(r.missingSkills).toContain('UX')
    expect(r.matchedSkills).toContain('Figma')
  })
  it('“Anglais : technique” is a reading level, below a B2', () => {
    const r = run('Thomas\nthomas@example.com\nLangues\nAnglais : technique (lecture de documentation)', jd)
    expect(r.matchedSkills.join(' ')).not.toMatch(/Anglais/)
  })
})

describe('a mission list on its heading’s line', () => {
  it('reads the missions after “Missions :” as requirements', () => {
    const labels = analyseJob(
      'Commis de cuisine (H/F)\nBrasserie traditionnelle.\nMissions : mise en place, taillage des légumes, desserts du jour, réception des marchandises.\nProfil :\n- CAP cuisine',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Taillage des légumes', 'Desserts du jour']))
  })
})

describe('the company introducing itself', () => {
  it('names no requirement but a tool or a language', () => {
    const labels = analyseJob(
      'Secrétaire médical(e) H/F – Talence\n\nNotre MSP (5 médecins généralistes, 2 kinés, 1 sage-femme) recherche un(e) secrétaire médical(e) à l’aise sur Doctolib.\n\nProfil :\n- Terminologie médicale',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/Kinés|Sage-femme|Médecins|MSP/)
    expect(labels).toContain('Terminologie médicale')
  })
})

describe('a lexicon requirement named as the offer writes it', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
  it.each([
    ['- Vente de produits bancaires', 'Vente de produits bancaires'],
    ['- Respect des règles de conformité', 'Respect des règles de conformité'],
    ['- Bionettoyage des chambres', 'Bionettoyage des chambres'],
    // a noun in -ure is no infinitive ('Ouverture de', unlike 'Prendre les')
    ['- Accueil, conseil et ouverture de comptes', 'Ouverture de comptes'],
    ['- Prendre les commandes', 'Commandes'],
    // the chunk must write the requirement's own words: 'GitLab' is no wording of 'Git'
    ['- Maîtrise de Git\n- CI/CD GitLab', 'Git'],
    // a quality keeps its noun
    ['- Vous êtes ponctuelle', 'Ponctuelle'],
    // 'par' before a bare noun says by what technique; a compound's first half ties nothing
    ['- Pose de la PTO, soudure par fusion, mesures', 'Soudure par fusion'],
    ['- Maintenance des sous-stations', 'Maintenance des sous-stations'],
  ])('%s → %s', (line, label) => {
    expect(labels(`Conseiller H/F\nMissions :\n${line}`)).toContain(label)
  })
  it('keeps “par” with the technique it names, and stops at “par” with who does it', () => {
    expect(labels('Technicien H/F\nMissions :\n- Contrôle par ultrasons')).toContain('Contrôle par ultrasons')
    const byWhom = labels('Technicien H/F\nMissions :\n- Soudure par le client')
    expect(byWhom).toContain('Soudure')
    expect(byWhom).not.toContain('Soudure par le client')
  })
  it('never names a skill by a credential’s words, nor by a chunk holding two requirements', () => {
    const got = labels('Coiffeur H/F\nProfil :\n- BP Coiffure exigé\n- Vente de produits capillaires')
    expect(got.filter((l) => l === 'BP Coiffure')).toHaveLength(1)
    expect(got).not.toContain('Vente de produits capillaires')
  })
})

describe('a French requirement named with the adjective that says which kind', () => {
  const labels = (line: string) =>
    analyseJob(`Technicien H/F\nMissions :\n${line}`, getLexicon()).requirements.map((r) => r.label)
  it.each([
    // the adjective after the requirement, in a phrase saying more ('Chantiers' → 'Chantiers tertiaires')
    ['- Interventions sur chantiers tertiaires', 'Chantiers tertiaires'],
    // an adjective the lexicon knows, after the noun it qualifies ('Hydraulique' → 'Pelle hydraulique')
    ['- Conduite de pelle hydraulique sur chantier', 'Pelle hydraulique'],
  ])('%s → %s', (line, label) => {
    expect(labels(line)).toContain(label)
  })
  it.each([
    // how much it is wanted is no kind of it
    ['- Maîtrise d’Excel indispensable', 'Excel'],
    // the domain of a number of years belongs to that requirement
    ['- 2 ans d’expérience en restauration traditionnelle', 'Restauration'],
  ])('%s keeps %s', (line, label) => {
    expect(labels(line)).toContain(label)
  })
})

describe('an English requirement named without its quantifier or a trailing preposition', () => {
  it('drops “all”, “every” before it and “against” after it', () => {
    const labels = analyseJob(
      'Picker\nYou will:\n- keep your work area clean and follow all safety rules;\n- check every delivery against the order',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Safety rules')
    expect(labels.some((l) => /^(?:all|every)\b|\bagainst$/i.test(l))).toBe(false)
  })
})

describe('a cue of several words closing an item', () => {
  it('is none of its words (‘Looker nice to have’, ‘Power BI are nice to have’)', () => {
    const reqs = analyseJob(
      'Analyst\nRequirements:\n- Workday experience and Power BI are nice to have; German is a bonus\n- Looker nice to have',
      getLexicon(),
    ).requirements
    const labels = reqs.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Power BI', 'Looker']))
    expect(labels.some((l) => /\bnice\b/i.test(l))).toBe(false)
    expect(reqs.find((r) => r.label === 'Looker')?.importance).toBe('nice')
  })
})

describe('names and asides in an English offer', () => {
  const labels = (line: string) =>
    analyseJob(`Driver\nRequirements:\n${line}`, getLexicon()).requirements.map((r) => r.label)
  it('keeps a capitalised word opening a name (‘the Working Time Directive’)', () => {
    expect(labels('- Sound knowledge of the Working Time Directive')).toContain('Working Time Directive')
  })
  it('reads nothing in a parenthesis where the employer speaks of itself, but the tools it names', () => {
    const got = labels('- HubSpot expertise is required (our whole funnel runs on it)')
    expect(got).toContain('HubSpot expertise')
    expect(got.some((l) => /funnel/i.test(l))).toBe(false)
    expect(labels('- Recording sessions and outcomes on a database (we use Upshot)').join(' | ')).toMatch(
      /Upshot/,
    )
  })
})

describe('alternatives the CV shows none of', () => {
  it('are one missing condition: the cap of one, not of several (‘DEAES, DEAVS ou titre ADVF exigé’)', () => {
    const r = run(
      'Léa Martin\nExpérience\n2018 – 2025 Auxiliaire de vie, ADMR Rennes\n- Aide à la toilette, aide aux repas chez 12 bénéficiaires\nPermis B',
      'Auxiliaire de vie (H/F)\nMissions :\n- Aide à la toilette et aux repas\nProfil :\n- DEAES, DEAVS ou titre ADVF exigé\n- 2 ans d’expérience en aide à domicile\n- Permis B',
    )
    expect(r.missingSkills).toEqual(expect.arrayContaining(['DEAES', 'DEAVS']))
    expect(r.details?.breakdown?.cap).toBe(BLOCKING_CAP_ONE)
  })
})

describe('a lone adjective after a French noun of ability', () => {
  it('is named with the noun (‘Connaissances juridiques’, ‘Notions comptables’), never alone', () => {
    const labels = analyseJob(
      'Assistant commercial\nProfil :\n- Connaissances juridiques solides\n- Notions comptables',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Connaissances juridiques', 'Notions comptables']))
    expect(labels).not.toContain('Juridiques')
  })
})

describe('a lone adjective of a skill’s domain never names it', () => {
  it('leaves the skill the title named by its own name (‘Carrières juridiques’ in a degree’s examples)', () => {
    const labels = analyseJob(
      'Cabinet recherche un Formaliste juridique H/F\nProfil : Bac+2/3 en droit (BUT Carrières juridiques, licence pro) exigé. Word, Excel.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Droit')
    expect(labels).not.toContain('Juridiques')
  })
})

describe('a word of the lexicon written only as the complement of the offer’s own wording', () => {
  const labels = (line: string) =>
    analyseJob(`Technicien H/F\nMissions :\n${line}`, getLexicon()).requirements.map((r) => r.label)
  it('is no requirement of its own: the wording that says more is', () => {
    // a cleaner of extraction ducts is asked for no cooking
    const got = labels("- Conduits d'extraction de cuisines professionnelles")
    expect(got).toContain("Conduits d'extraction de cuisines professionnelles")
    expect(got).not.toContain('Cuisine')
  })
  it('stays one where the offer also writes it apart, or as the head of the wording', () => {
    expect(
      labels("- Conduits d'extraction de cuisines professionnelles\n- Cuisine traditionnelle"),
    ).toContain('Cuisine traditionnelle')
    expect(labels('- Pose de carrelage dans des cuisines')).toContain('Cuisine')
  })
})

describe('what belongs to a credential or a cue is no item of its own', () => {
  const reqs = (jd: string) => analyseJob(jd, getLexicon()).requirements
  const labels = (jd: string) => reqs(jd).map((r) => r.label)

  it('the words naming what a CACES is for, and the specialties listed after a degree', () => {
    const got = labels('Électricien\nProfil :\n- CACES R486 nacelle apprécié')
    expect(got).toContain('CACES R486')
    expect(got).not.toContain('Nacelle')
    const bts = labels('Électricien\nProfil :\n- Un BTS (Électrotechnique, MS, CRSA) serait un plus')
    expect(bts.some((l) => /^(?:MS|CRSA|Serait)$/.test(l))).toBe(false)
  })

  it('a cue’s verb opening a chunk is no item, and a comma inside a parenthesis splits no clause', () => {
    const got = reqs('Comptable\nProfil :\n- Une expérience en cabinet (Cegid, Sage) serait un plus')
    expect(got.map((r) => r.label)).not.toContain('Serait')
    expect(got.filter((r) => /^(?:Cegid|Sage)$/.test(r.label)).map((r) => r.importance)).toEqual([
      'nice',
      'nice',
    ])
  })

  it('a skill is not read across a parenthesis', () => {
    const got = labels('Comptable\nProfil :\n- Knowledge of SAP (FI, CO) is a plus')
    expect(got).toContain('SAP')
    expect(got.some((l) => l.includes('('))).toBe(false)
  })
})

describe('the parties listed after “en lien avec”', () => {
  it('are all who, not skills', () => {
    const got = analyseJob(
      'AESH\nVos missions : participer aux ESS et travailler en lien avec l’enseignant et l’enseignant référent.',
      getLexicon(),
    ).requirements.map((r) => r.label.toLowerCase())
    expect(got.some((l) => l.includes('enseign'))).toBe(false)
  })
})

describe('a profile written as a paragraph', () => {
  const jd =
    'Chef de projet événementiel\n\nVotre profil\nBac+5 exigé. Vous savez construire et tenir des budgets de 300 k€ et plus. Très bonne maîtrise de PowerPoint et Excel ; Cvent est un plus. Permis B apprécié.\n'
  it('reads a short clause a cue closes, and an amount beside a budget is no pay', () => {
    const reqs = analyseJob(jd, getLexicon()).requirements
    const cvent = reqs.find((r) => r.label === 'Cvent')
    expect(cvent?.importance).toBe('nice')
    expect(reqs.map((r) => r.label)).toEqual(expect.arrayContaining(['PowerPoint', 'Excel', 'Budgets']))
    expect(reqs.some((r) => /\d/.test(r.label) && /budget/i.test(r.label))).toBe(false)
  })
})

describe('an adverb after a mission’s verb', () => {
  it('is no part of what the mission names', () => {
    const got = analyseJob(
      'Conseiller funéraire\nVotre rôle : accueillir les familles. Vous développez aussi la vente de contrats obsèques.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toContain('Développement de la vente de contrats obsèques')
  })
})

describe('years “souhaités”', () => {
  it('are asked, not a plus; a plus’s own words still make them one', () => {
    const years = (jd: string) => analyseJob(jd, getLexicon()).yearsAsked?.importance
    expect(years('Conseiller funéraire\nProfil :\n• 3 ans d’expérience dans le funéraire souhaités')).toBe(
      'normal',
    )
    expect(
      years('Conseiller funéraire\nProfil :\n• Au moins 3 ans d’expérience dans le funéraire souhaités'),
    ).toBe('must')
    expect(years('Conseiller funéraire\nProfil :\n• 3 ans d’expérience dans le funéraire : un plus')).toBe(
      'nice',
    )
  })
})

describe('“Conditions d’accès”', () => {
  it('heads what the post requires, not the job’s conditions', () => {
    const reqs = analyseJob(
      'Assistant de service social\nConditions d’accès :\n- Maîtrise des écrits professionnels\n- Connaissance du logiciel IODAS appréciée\n\nConditions de travail : temps complet, RTT',
      getLexicon(),
    ).requirements
    expect(reqs.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Écrits professionnels', 'Logiciel IODAS']),
    )
    expect(reqs.some((r) => /temps complet|rtt/i.test(r.label))).toBe(false)
  })
})

describe('a cabin crew offer read as a recruiter reads it', () => {
  const job = analyseJob(
    "PNC (H/F)\nMissions :\n- Assurer la sécurité des passagers, appliquer les procédures d'urgence\nProfil :\n- Aptitude médicale PNC en cours de validité obligatoire\n- Savoir nager 100 m",
    getLexicon(),
  )
  const byLabel = (re: RegExp) => job.requirements.filter((r) => re.test(r.label))

  it('reads emergency procedures as a skill of their own, not the hospital’s emergency department', () => {
    expect(byLabel(/urgence/i).map((r) => r.skill.id)).toEqual(['procedures-d-urgence'])
  })
  it('reads medical fitness as one requirement, without ‘en cours de validité’ as words of a skill', () => {
    expect(byLabel(/m[ée]dical/i).map((r) => r.label)).toEqual(['Aptitude médicale'])
  })
  it('asks the CV for the skill’s word, not for the unit of its amount (‘100 m’)', () => {
    // (swimming is a skill of the lexicon since 2.27, shown by 'natation', 'brevet de natation')
    expect(byLabel(/nager/i).map((r) => [r.skill.id, r.phrase])).toEqual([['savoir-nager', undefined]])
  })
})

describe('a British offer’s conditions and clauses', () => {
  const jd =
    'Bookkeeper - Full Time\nHarlow & Finch Chartered Accountants - Manchester (M2)\n\nRequirements:\n- AAT Level 3 qualified (essential), studying towards Level 4 an advantage\n- Confident user of Xero\n\nSalary £26,000 - £29,000 DOE\nMonday to Friday, 37.5 hours\nHybrid after probation (2 days from home)'
  const job = analyseJob(jd, getLexicon())

  it('reads the days, the hours and a hybrid pattern as conditions, a district’s letters as no degree', () => {
    const labels = job.requirements.map((r) => r.label)
    expect(labels).not.toEqual(expect.arrayContaining([expect.stringMatching(/monday|hybrid|home|^M2$/i)]))
    expect(conditionLines(jd)).toEqual(new Set([0, 1, 7, 8, 9]))
  })

  it('gives each clause its own cue: essential before a comma, an advantage after it', () => {
    expect(job.requirements.find((r) => /AAT/.test(r.label))?.importance).toBe('must')
  })

  it('reads a qualification being completed as not held yet', () => {
    const r = run(
      'Ana\nana@example.com\nProfile\nBookkeeper with five years in practice. Currently completing my AAT Level 3 qualification.\nExperience\n2020 – 2025 Bookkeeper, Cabinet Morel\n- Xero, bank reconciliations',
      jd,
    )
    expect(r.missingSkills.join(' | ')).toMatch(/AAT Level 3/)
    expect(r.matchedSkills.join(' | ')).not.toMatch(/AAT/)
    // (what the offer welcomes one to be studying towards is no item of its own)
    expect(r.missingSkills.join(' | ')).not.toMatch(/studying towards/i)
  })
})

describe('nouns of action sharing the complement that closes them', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)

  it('gives the first noun the complement of the next, whatever follows in the list', () => {
    expect(
      labels('Agent de manœuvre\nMissions :\n- Attelage et dételage des wagons, formation des rames'),
    ).toEqual(expect.arrayContaining(['Attelage des wagons', 'Dételage des wagons', 'Formation des rames']))
  })

  it('shares it only with the nouns joined to it by “et”, or when it closes the list', () => {
    const read = labels(
      'Préparateur\nMissions :\n- Lavage, shampouinage des sièges, lustrage et polissage\n- Débobinage, relevé de bobinage, fabrication des bobines',
    )
    expect(read).toEqual(expect.arrayContaining(['Lavage', 'Shampouinage des sièges', 'Débobinage']))
    expect(read.join(' | ')).not.toMatch(/Lavage des sièges|Débobinage de bobinage/)
    expect(labels('Agent\nMissions :\n- Ouverture, comptage des caisses')).toContain('Ouverture des caisses')
  })

  it('never takes a complement out of a parenthesis', () => {
    const read = labels(
      'Opérateur\nMissions :\n- Vous conduisez les équipements de fabrication (granulation, compression) ou les lignes de conditionnement primaire',
    )
    expect(read.join(' | ')).not.toMatch(/Granulation de conditionnement/)
  })
})

describe('figures that name what they are part of', () => {
  const req = (jd: string, re: RegExp) =>
    analyseJob(jd, getLexicon()).requirements.find((r) => re.test(r.label))

  it('asks the CV for a law’s year and a standard’s number, not for an amount', () => {
    expect(req('Gestionnaire\nProfil :\n- Loi du 10 juillet 1965', /1965/)?.phraseNames).toContain('1965')
    expect(
      req('Gestionnaire\nProfil :\n- Portefeuille d’environ 450 lots', /lots/)?.phraseNames ?? [],
    ).not.toContain('450')
  })

  it('does not meet the law of 1965 with the law of 1989', () => {
    const r = run(
      'Camille\ncamille@example.com\nExpérience\n2020 – 2026 Gestionnaire, Agence Océane\n- Rédaction des baux (loi du 6 juillet 1989)',
      'Gestionnaire de copropriété\nProfil :\n- Maîtrise de la loi du 10 juillet 1965',
    )
    expect(r.missingSkills.join(' | ')).toMatch(/1965/)
  })
})

describe('a British school’s offer', () => {
  const jd =
    "Teaching Assistant (SEND)\nRequirements:\n- Level 3 Certificate or Diploma in Supporting Teaching and Learning (essential)\n- GCSE English and Maths at grade 4/C or equivalent (essential)\n- Enhanced DBS for the Children's Workforce (essential)\n- Follow behaviour plans using positive behaviour management\n\nPermanent contract, funding towards your Level 3 NVQ. All offers are subject to an enhanced DBS check."
  const job = analyseJob(jd, getLexicon())

  it('asks each degree that is a must on a line of its own, not a perk of the conditions', () => {
    const degrees = job.requirements.filter((r) => r.credential?.kind === 'degree').map((r) => r.label)
    expect(degrees).toEqual([
      'GCSE English and Maths at grade 4/C',
      'Level 3 Certificate or Diploma in Supporting Teaching and Learning',
    ])
  })

  it('reads a DBS check asked as a requirement, and behaviour management as no team management', () => {
    const ids = job.requirements.map((r) => r.skill.id)
    expect(ids).toEqual(expect.arrayContaining(['dbs-check', 'gestion-du-comportement']))
    expect(ids).not.toContain('management-d-equipe')
  })

  it('reads a check the hiring is subject to as no requirement', () => {
    const only = analyseJob(
      'Care Assistant\nWhat you will do:\n- Personal care\nAll offers are subject to an enhanced DBS check.',
      getLexicon(),
    )
    expect(only.requirements.map((r) => r.skill.id)).not.toContain('dbs-check')
  })
})

describe('a parenthesis with a cue of its own', () => {
  const read = (jd: string) => analyseJob(jd, getLexicon()).requirements

  it('is a clause of its own when it names an item: the item before keeps its own cue', () => {
    const reqs = read('Boucher\nProfil :\n- CAP Boucher obligatoire (BP Boucher apprécié)')
    const cap = reqs.find((r) => r.label === 'CAP Boucher')
    expect(cap?.importance).toBe('must')
    expect(cap?.blocking).toBe(true)
    expect(reqs.find((r) => r.label === 'BP Boucher')?.importance).toBe('nice')
  })

  it('qualifies the item before it when it holds only a cue, opens on one or names no item', () => {
    expect(
      read('Chauffeur\nMissions :\n- Permis C (obligatoire)').find((r) => /Permis C/.test(r.label))?.blocking,
    ).toBe(true)
    expect(
      read('Agent\nProfil :\n- Certiphyto en cours de validité (obligatoire pour les traitements)')[0]
        ?.blocking,
    ).toBe(true)
    expect(read('Hôte\nProfil :\n- Anglais (niveau B2 apprécié)')[0]?.importance).toBe('nice')
  })
})

describe('a line of perks', () => {
  it('holds nothing asked ("Self, crèche hospitalière, parking gratuit")', () => {
    const job = analyseJob(
      'Brancardier\nMissions :\n- Transport des patients\nRémunération : grille FPH\nSelf, crèche hospitalière, parking gratuit',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label).join(' | ')).not.toMatch(/crèche|parking|self/i)
  })
  it('nor what the employer provides, even a thing the lexicon knows (“Véhicule de chantier fourni”, “EPI fournis”)', () => {
    const job = analyseJob(
      'Monteur\nProfil :\n- Port des EPI obligatoire\n- Autonome\n\nTaux horaire 14 € selon profil. Véhicule de chantier fourni.\n- Tools and van provided\n- EPI fournis',
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/véhicule|fourni|provided|van/i)
    // (the same thing asked on a line of its own stays asked)
    expect(labels).toContain('Port des EPI')
  })
  it('nor a thing named in a perk and otherwise only on the lines of conditions (“Véhicule de chantier fourni”)', () => {
    const job = analyseJob(
      'Monteur H/F\nAxiome Intérim BTP – Lyon 7e – chantiers Rhône et Isère\nProfil :\n- Autonome\n\nTaux horaire 14 à 17 € selon profil + IFM/ICP 20 % + paniers repas + indemnités de grand déplacement. Véhicule de chantier fourni.',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label).join(' | ')).not.toMatch(/véhicule|fourni/i)
  })
  it('nor what the conditions follow (“week-ends et jours fériés selon planning”)', () => {
    const job = analyseJob(
      'Bagagiste\nCDI – horaires décalés, week-ends et jours fériés selon planning.\nProfil :\n- Planning des équipes',
      getLexicon(),
    )
    expect(job.requirements.map((r) => r.label)).toEqual(['Planning des équipes'])
  })
  it('but health cover and the works council stay what a payroll offer asks about', () => {
    const job = analyseJob(
      'Gestionnaire de paie\nMissions :\n- Gestion des contrats mutuelle et prévoyance\n- Préparation des réunions du CSE',
      getLexicon(),
    )
    expect(job.requirements.length).toBeGreaterThan(0)
  })
})

describe('a state of validity opening an item', () => {
  it('is no word of its name (‘Valid Microsoft AZ-104’, ‘Current registration’)', () => {
    const labels = analyseJob(
      'Cloud Engineer\nRequirements:\n- A valid Microsoft AZ-104 certification (mandatory)',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/\bvalid\b/i)
  })
})

describe('what the offer says it does not ask', () => {
  it('is no requirement (‘Order Picker (Non-Forklift)’, ‘poste sans CACES’)', () => {
    const ids = analyseJob(
      'Order Picker (Non-Forklift) - Full Time\nYou will:\n- pick orders with an RF scanner',
      getLexicon(),
    ).requirements.map((r) => r.skill.id)
    expect(ids).not.toContain('conduite-d-engins')
    expect(ids).toContain('terminal-radiofrequence')
  })
})

describe('the rest of a French verb phrase opening a mission', () => {
  it.each([
    ["Prendre en charge les soins d'hygiène, les repas et les siestes", "Soins d'hygiène"],
    ['Mettre à jour la documentation', 'Documentation'],
  ])('%s → %s', (mission, label) => {
    const jd = `Auxiliaire\nMissions :\n- ${mission}`
    const labels = jobPhrases(jd, tokenize(jd), []).map((p) => p.label)
    expect(labels).toContain(label)
    expect(labels.some((l) => /^(?:Charge|Jour)\b/.test(l))).toBe(false)
  })
})

describe('whom the work is done for or under, never a requirement', () => {
  it('“sous la responsabilité du médecin régulateur”, “Transmettre au médecin régulateur”', () => {
    const jd =
      'Assistant de régulation médicale\nAu sein du Centre 15, vous traitez les appels sous la responsabilité du médecin régulateur.\nMissions :\n- Transmettre au médecin régulateur et engager les moyens\n- Décrocher et localiser les appels'
    const labels = analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
    expect(labels.some((l) => /médecin/i.test(l))).toBe(false)
  })
})

describe('how long an experience lasts', () => {
  it.each([
    ['Au moins une saison de garde en estive', 'Garde en estive'],
    ['At least one season of lambing', 'Lambing'],
  ])('is no word of what is asked: %s → %s', (line, label) => {
    const jd = `Berger\nProfil :\n- ${line}`
    expect(jobPhrases(jd, tokenize(jd), []).map((p) => p.label)).toEqual([label])
  })
})

describe('“mise en place” alone', () => {
  it('is the kitchen’s or the room’s preparation, a skill the CV must show; before an object it opens the action', () => {
    const jd = 'Cuisinier\nMissions :\n- Mise en place, sauces et fonds\n- Mise en place de la salle'
    const phrases = jobPhrases(jd, tokenize(jd), [])
    expect(phrases.find((p) => p.label === 'Mise en place')?.stems).toEqual(['mise', 'plac'])
    expect(phrases.find((p) => p.label === 'Mise en place de la salle')?.stems).toEqual(['sal'])
  })
})

describe('what the employer checks at hiring', () => {
  const jd = 'Bagagiste\nProfil :\n- Casier judiciaire vierge (obtention du badge aéroportuaire)\n- Permis B'
  const run = (cvText: string) =>
    analyseLocally(
      { cvText, jobDescription: jd, questionsCount: 3, lang: 'fr' },
      new Date('2026-11-01T00:00:00Z'),
    )
  it('is never missing: no CV is expected to show a clean record', () => {
    const r = run('Expérience\nBagagiste, Swissport, 2021 – 2025\n- Tri des bagages\nPermis B')
    expect([...r.missingSkills, ...r.matchedSkills].join(' | ')).not.toMatch(/casier|badge/i)
  })
  it('is listed when the CV shows it', () => {
    const r = run(
      'Expérience\nBagagiste, Swissport, 2021 – 2025\n- Tri des bagages\nPermis B, casier judiciaire vierge',
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/casier judiciaire/i)
  })
})

describe('what the occupational doctor checks', () => {
  it('is no skill to show: ‘aucune allergie au venin’, ‘non-fumeur’, ‘no allergy to latex’ are never listed', () => {
    const cvText =
      'Expérience\nOuvrier apicole, GAEC du Lubéron, 2021 – 2025\n- Récolte et extraction du miel\nPermis B'
    for (const [jobDescription, lang] of [
      [
        'Ouvrier apicole\nProfil :\n- Permis B obligatoire\n- Port de charges, aucune allergie au venin\n- Non-fumeur',
        'fr',
      ],
      ['Theatre nurse\nRequirements:\n- NMC registration\n- No allergy to latex', 'en'],
    ] as const) {
      const r = analyseLocally(
        { cvText, jobDescription, questionsCount: 3, lang },
        new Date('2026-11-01T00:00:00Z'),
      )
      const said = [...r.missingSkills, ...r.matchedSkills, ...r.suggestions.map((s) => s.description)]
      expect(said.join(' | ')).not.toMatch(/allergi|allergy|fumeur/i)
    }
  })
})

describe('a named tool after “on” or “sur”', () => {
  it('is a requirement of its own (‘validate samples on Roche cobas’, ‘Saisie des commandes sur SAP’)', () => {
    const jd =
      'Technicien\nMissions :\n- Validate samples on Roche cobas\n- Saisie des commandes sur SAP\n- Advise clients on residential mortgages'
    const labels = jobPhrases(jd, tokenize(jd), []).map((p) => p.label)
    expect(labels).toEqual(expect.arrayContaining(['Roche cobas', 'SAP', 'Saisie des commandes']))
    const soft =
      'Agent\nMissions :\n- Gérer les réservations sur le logiciel Thelis\n- Formation sur la Sécurité'
    const named = jobPhrases(soft, tokenize(soft), []).map((p) => p.label)
    expect(named).toContain('Logiciel Thelis')
    expect(named).toContain('Formation sur la Sécurité')
    // (a common noun after 'on' is what the advice is on)
    expect(labels).toContain('Residential mortgages')
  })
})

describe('who hires, never a requirement', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
  it('the employer’s name and place under the title ask nothing', () => {
    const jd =
      'Customer Assistant – Checkouts\nFreshway Supermarkets – Kettering, Northamptonshire\n\nWhat we are looking for\n- Cash handling\n- Good numeracy'
    expect(labels(jd)).not.toContain('Supermarkets')
    expect(labels(jd)).toContain('Cash handling')
    // (a second line that is the offer's first requirement, not a name, is read)
    expect(labels('Cariste H/F\nCACES R489 cat. 3 et 5 exigé, gestion de stock')).toContain(
      'Gestion des stocks',
    )
  })
  it.each([
    "Arboriste conseil H/F\nArbor'Expertise Alpes, bureau d'études en arboriculture ornementale (Annecy)\n\nMissions :\n- Inventaire sous QGIS",
    'Volunteer Coordinator\nSevern Vale Hospice – local charity providing specialist palliative care, Gloucester\n\nAbout you:\n- Experience of QGIS',
    "Logisticien(ne) H/F\nSanté Solidarité Sans Frontières – ONG médicale d'urgence et de soins palliatifs\n\nMissions :\n- Cartographie sous QGIS",
  ])('nor what the employer is, written after its name under the title: %s', (jd) => {
    expect(labels(jd).join(' ')).not.toMatch(/bureau|palliati|urgence/i)
    expect(labels(jd).join(' ')).toMatch(/QGIS/)
  })
  it('nor does the subject of a sentence that hires', () => {
    const jd =
      'Chairside Assistant\nBusy 4-dentist practice looking for a chairside assistant.\nResponsibilities:\n- Take and process digital X-rays'
    expect(labels(jd)).toEqual(['Digital X-rays'])
    // (the offer's first line too, when it is such a sentence and not a title)
    const opening =
      'Boulangerie-pâtisserie artisanale (label Boulanger de France) recherche sa vendeuse pour sa boutique.\nProfil :\n- Expérience en vente alimentaire'
    expect(labels(opening).join(' ')).not.toMatch(/boulang|pain/i)
    expect(labels('Boulanger H/F – CDI\nMissions :\n- Façonnage des baguettes')).toContain(
      'Fabrication du pain',
    )
  })
  it('a supermarket’s checkouts are no hotel’s check-out', () => {
    const jd = 'Customer Assistant – Checkouts\nWhat you will do\n- Help customers at self-service checkouts'
    expect(labels(jd)).not.toContain('Check-in and check-out')
    expect(labels('Réceptionniste H/F\nMissions :\n- Check-in et check-out des clients')).toContain(
      'Check-in et check-out',
    )
  })
})

describe('how recent or fitting an experience is, no word of its field', () => {
  it('“Previous retail”, “Prior customer-facing” are named by their field', () => {
    const labels = analyseJob(
      'Driver\nRequirements\n- Previous multi-drop experience\n- Prior customer-facing experience is desirable',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Multi-drop')
    expect(labels.join(' ')).not.toMatch(/previous|prior/i)
  })
})

describe('a name written with capitals keeps its generic words', () => {
  const phrases = (jd: string) => jobPhrases(jd, tokenize(jd), [])
  it('“the Rule Book” asks for the rule book, not any “book”', () => {
    const found = phrases('Signaller\nEssential:\n- Sound knowledge of the Rule Book and Sectional Appendix')
    expect(found.find((p) => p.label === 'Rule Book')?.stems).toEqual(['rule', 'book'])
    // (a generic word opening its line is no name: 'Rules of hygiene' asks for the hygiene)
    expect(phrases('Cook\nEssential:\n- Rules of kitchen hygiene').flatMap((p) => p.stems)).not.toContain(
      'rule',
    )
  })
  it('an English participle alone is no skill (“degraded working”)', () => {
    const found = phrases('Signaller\nYou will:\n- Deal with incidents and degraded working')
    expect(found.map((p) => p.label)).toEqual(['Deal with incidents'])
  })
})

describe('an English verb alone before “and”', () => {
  it('is the action of the item after it, no item of its own (“Assess and treat high-risk feet”)', () => {
    const jd =
      'Podiatrist\nKey responsibilities\n- Assess and treat high-risk feet\n- Observe and report changes in health'
    const labels = jobPhrases(jd, tokenize(jd), []).map((p) => p.label)
    expect(labels).toContain('Treat high-risk feet')
    expect(labels).not.toContain('Assess')
    expect(labels).not.toContain('Observe')
  })
})

describe('a quality or a head word read in another sense', () => {
  const ids = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.skill.id)
  it('“patients” cared for are no patience; “vous êtes patiente” is', () => {
    expect(
      ids('Podiatrist\nCaring for high-risk patients in clinics and at home.\nEssential\n- Wound care'),
    ).not.toContain('patience')
    expect(ids('Aide-soignante H/F\nProfil :\n- Vous êtes patiente et souriante')).toContain('patience')
    const cv = analyseCv(
      'Infirmière\nExpérience\n2019 – 2024 IDE, CHU de Lyon\n- Soins aux patients en chirurgie\n- Accueil des patientes',
      getLexicon(),
      2026 * 12,
    )
    expect(cv.evidence.has('patience')).toBe(false)
  })
  it('a quality’s word in the plural names things or people: “jugements” to serve, “débutants motivés”', () => {
    const jd =
      'Clerc de commissaire de justice\nMissions :\n- Signification des actes (assignations, jugements, commandements de payer)\nProfil :\n- Débutants motivés acceptés\n- Rigueur et discrétion'
    const found = ids(jd)
    expect(found).not.toContain('prise-de-decision')
    expect(found).not.toContain('dynamisme')
    expect(found).toContain('discretion')
    // (a quality whose own word ends so is itself: 'rigoureux')
    expect(ids('Comptable\nProfil :\n- Vous êtes rigoureux et autonome')).toContain('rigueur')
  })
  it('“ulcer management”, “absence management” are no team management; “line management” is', () => {
    expect(ids('Podiatrist\nDuties\n- Wound care and ulcer management\n- Absence management')).not.toContain(
      'management-d-equipe',
    )
    expect(ids('Store Manager\nEssential\n- Line management of a team of 12')).toContain(
      'management-d-equipe',
    )
    expect(ids('Store Manager\nEssential\n- Proven management experience')).toContain('management-d-equipe')
  })
})

describe('a UK person specification', () => {
  const jd = `Hospital Porter – Band 2
Person specification:
- GCSE English and Maths (grade C/4) or equivalent – essential
- Experience in a customer-facing or team role – essential
- Physically fit, able to walk and push loads for long periods – essential
- Manual handling training – desirable`
  const reqs = () => analyseJob(jd, getLexicon()).requirements
  it('its heading names the section, no requirement (“Specification”)', () => {
    expect(reqs().map((r) => r.label)).not.toContain('Specification')
  })
  it('a cue alone after the dash is the clause’s own cue', () => {
    const imp = (label: string) => reqs().find((r) => r.label === label)?.importance
    expect(imp('Physically fit')).toBe('must')
    expect(imp('Manual handling training')).toBe('nice')
    // (an item with its own cue after a comma stays an item: 'CAP Boucher obligatoire, BP Boucher apprécié')
    const bp = analyseJob(
      'Boucher H/F\nProfil :\n- CAP Boucher obligatoire, BP Boucher apprécié',
      getLexicon(),
    )
    expect(bp.requirements.find((r) => r.label === 'BP Boucher')?.importance).toBe('nice')
  })
  it('“customer-facing” is customer service, not the shelves’ facing; “physically fit” is fitness', () => {
    const ids = reqs().map((r) => r.skill.id)
    expect(ids).toContain('service-client')
    expect(ids).toContain('condition-physique')
    expect(ids).not.toContain('merchandising')
  })
})

describe('an English mission on a name', () => {
  const labels = (jd: string) => jobPhrases(jd, tokenize(jd), []).map((p) => p.label)
  it('is named by its -ing form before a name (“Applying Challenge 25”), an acronym and an adjective staying as written', () => {
    expect(
      labels('Customer Assistant\nWhat you will do\n- Apply Challenge 25 when selling alcohol'),
    ).toContain('Applying Challenge 25')
    expect(labels('Truck Driver\nRequirements\n- Clean MVR')).not.toContain('Cleaning')
  })
})

/** A locksmith's English CV, and the answers of an English offer read against it. */
const LOCKSMITH_CV =
  'Sam Lee\nsam@example.com\nExperience\nJanuary 2022 – August 2026 Locksmith, LockRescue\n- Key cutting and lock changes'
const locksmithAnswers = (jobDescription: string) =>
  analyseLocally({ jobDescription, cvText: LOCKSMITH_CV, questionsCount: 5, lang: 'en' }, NOW)
    .questions.map((q) => q.answer)
    .join(' ')

describe('a qualification named in the offer’s words', () => {
  it('is held or not, never “used” (“I do not hold MLA qualification yet”)', () => {
    const answers = locksmithAnswers(
      'Mobile Locksmith\nRequirements\n- MLA qualification (essential)\n- Key cutting',
    )
    expect(answers).toContain('I do not hold MLA qualification yet')
    expect(answers).not.toContain('I have not used MLA qualification')
  })
})

describe('a French word an English alias becomes once folded', () => {
  it('“sale” (dirty) in a French offer is no sales', () => {
    const ids = analyseJob(
      'Agent de service hospitalier H/F\nMissions :\n- Gestion du linge (circuit propre/sale)',
      getLexicon(),
    ).requirements.map((r) => r.skill.id)
    expect(ids).not.toContain('vente')
    expect(
      analyseJob('Sales Assistant\nRequirements\n- Sales experience', getLexicon()).requirements.map(
        (r) => r.skill.id,
      ),
    ).toContain('vente')
  })
})

describe('English answers say a common noun mid-sentence in lower case', () => {
  it('“I have used key cutting in real work”, names keeping their capitals', () => {
    const answers = locksmithAnswers('Mobile Locksmith\nRequirements\n- Key cutting (essential)\n- Kotlin')
    expect(answers).not.toMatch(/I have used Key cutting/)
    expect(answers).not.toMatch(/I have not used kotlin/)
  })
})

describe('whom one presents or reports to', () => {
  it('is no requirement (“presenting to senior stakeholders”); stakeholder management is one', () => {
    const labels = analyseJob(
      'Customer Success Manager\nRequirements\n- Confident presenting to senior stakeholders\n- Stakeholder management',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).not.toContain('Stakeholders')
    expect(labels).toContain('Stakeholder management')
  })
})

describe('whom and how far, not what', () => {
  const labels = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)
  it('reads no skill in the clients or stores a parenthesis names, nor in a portfolio’s count', () => {
    const got = labels(
      'Merchandiser GMS\nVous visitez un portefeuille de 60 hypermarchés et supermarchés (Leclerc, Carrefour, Intermarché, Super U).\nMissions :\n- Réaliser les implantations selon les planogrammes\n- Négocier avec les chefs de rayon têtes de gondole et mises en avant',
    )
    expect(got.join(' | ')).not.toMatch(
      /leclerc|carrefour|intermarch|super u|hypermarch|supermarch|portefeuille|chefs de rayon/i,
    )
    expect(got).toEqual(expect.arrayContaining(['Implantations', 'Planogrammes']))
    // (brands of products one fits are tools, kept: 'fitting major brands (Phonak, Oticon)')
    expect(
      labels('Hearing aid dispenser\nRequirements:\n- Experience fitting major brands (Phonak, Oticon)'),
    ).toEqual(expect.arrayContaining(['Phonak', 'Oticon']))
  })
  it('cuts a span and a range of figures from the task (‘from brief to delivery’, ‘for 50 to 800 guests’)', () => {
    const got = labels(
      'Events Coordinator\nThe role:\n- Coordinate events from brief to delivery (50–800 guests)\n- Organise dinners for 50 to 800 guests\n- Migration from Oracle to PostgreSQL',
    )
    expect(got.join(' | ')).not.toMatch(/delivery|brief|800|guests|for 50/i)
    expect(got).toEqual(expect.arrayContaining(['Event coordination', 'Oracle', 'PostgreSQL']))
  })
  it('names the tool after ‘especially’, a degree without ‘or related is’, the parties one liaises with as none', () => {
    const got = labels(
      'Events Coordinator\nAbout you:\n- Source and liaise with venues, caterers and AV suppliers\n- Confident with MS Office, especially Excel\n- Degree in Events Management or related is a plus',
    )
    expect(got).toEqual(expect.arrayContaining(['MS Office', 'Excel', 'Degree in Events Management']))
    expect(got.join(' | ')).not.toMatch(/especially|caterers|venues|related| is$/i)
  })
  it('reads the training the employer gives as no requirement (‘Formation produits assurée à l’embauche’)', () => {
    const got = labels(
      'Animateur commercial\nProfil :\n- Permis B\n\nFormation produits assurée à l’embauche.',
    )
    expect(got).toContain('Permis B')
    expect(got.join(' | ')).not.toMatch(/formation|embauche/i)
  })
  it('lists a skill once in the singular and the plural of the offer’s words (‘géomètres-experts’, ‘géomètre’)', () => {
    const r = run(
      'Expérience\nTechnicien géomètre – Cabinet Rouxel, géomètres-experts – 2018 – 2025\n- Levés topographiques',
      'Technicien topographe\nCabinet de géomètres-experts, nous intervenons en topographie.\nProfil :\n- 3 ans d’expérience en cabinet de géomètre',
    )
    const listed = [...r.matchedSkills, ...r.missingSkills].map((l) => l.toLowerCase())
    expect(listed.filter((l) => /^g[ée]om[èe]tres?$/.test(l)).length).toBeLessThanOrEqual(1)
  })
})

describe('a machine named after “d’un”, “d’une”', () => {
  it('is a requirement of its own, the action another (‘Calage et conduite d’une Heidelberg Speedmaster XL 106’)', () => {
    const got = analyseJob(
      'Conducteur offset\nMissions :\n- Calage et conduite d’une Heidelberg Speedmaster XL 106\n- Gestion d’une équipe de 5 personnes',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toEqual(expect.arrayContaining(['Calage', 'Heidelberg Speedmaster XL 106']))
    expect(got.join(' | ')).not.toMatch(/Calage d’une/)
    // (a common noun after 'd'une' stays the action's object)
    expect(got.join(' | ')).toMatch(/Gestion d’une équipe/)
  })
})

describe('a shift rota', () => {
  it('is a working condition, no staff planning asked (‘37.5 hrs on a shift rota between 8am and 6pm’)', () => {
    const got = analyseJob(
      'IT Service Desk Analyst\nPermanent, full time, 37.5 hrs on a shift rota between 8am and 6pm\nWhat you need:\n- ITIL v4 Foundation',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got.join(' | ')).not.toMatch(/rota/i)
  })
})

describe('an alternative of goodwill', () => {
  it('is no requirement (‘or willing to apply’ gives no ‘Willing’)', () => {
    const got = analyseJob(
      'Early Years Practitioner\nAbout you:\n- Enhanced DBS on the Update Service, or willing to apply\n- Knowledge of the EYFS',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got.join(' | ')).not.toMatch(/willing/i)
    expect(got).toContain('EYFS')
  })
})

describe('a tool named after “on”', () => {
  it('stands as its own requirement when one of its words is a skill’s (‘sourcing on LinkedIn Recruiter’ is no ‘Recruitment’)', () => {
    const got = analyseJob(
      'Recruitment Consultant\nYou’ll run a 360 desk: headhunting, sourcing on LinkedIn Recruiter, interviewing candidates.',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toContain('LinkedIn Recruiter')
  })
  it('names a mission by its noun with the place before its object and the noun the article opens', () => {
    const got = analyseJob(
      "Gestionnaire de cas\nMissions :\n- Évaluer à domicile la situation globale de la personne\n- Élaborer un plan de services individualisé (PSI)\n- Rédiger un compte rendu d'intervention",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toEqual(
      expect.arrayContaining([
        'Évaluation à domicile de la situation globale de la personne',
        "Élaboration d'un plan de services individualisé",
        "Rédaction d'un compte rendu d'intervention",
      ]),
    )
  })
  it('keeps a range between two figures in one item (‘a portfolio of 25–30 blocks’)', () => {
    const got = analyseJob(
      'Block Manager\nThe role:\n- Manage a portfolio of 25–30 blocks (approx. 900 units)\n- Attend AGMs',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).not.toContain('30 blocks')
    expect(got.join(' | ')).not.toMatch(/of 25$|of 25 \|/)
  })
  it('a product named with a figure the lexicon reads only in part is the product (‘Maîtrise de Rhino 3D’ is no 3D)', () => {
    const got = analyseJob(
      'Modeleur CAO joaillerie\nMissions :\n- Modélisation 3D de bagues\nProfil :\n- Maîtrise de Rhino 3D et de MatrixGold indispensable',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(got).toContain('Rhino 3D')
  })
})

describe('certificates the credentials pack does not know, teams led, requirement labels (rubric 2.29)', () => {
  it('reads a line opened by a requirement heading and a colon as items (‘Indispensable : …’)', () => {
    const job = analyseJob(
      'Artificier\nVous montez les tirs.\nIndispensable : certificat de qualification F4-T2 niveau 2, permis B.\nAppréciés : CACES R486.',
      getLexicon(),
    )
    const cert = job.requirements.find((r) => r.label === 'Certificat de qualification F4-T2 niveau 2')
    expect(cert?.importance).toBe('must')
    // (missing, it blocks as a known credential does)
    expect(cert?.blocking).toBe(true)
  })
  it('holds no certificate of another level (‘F4-T2 niveau 1’ for ‘niveau 2’), though a qualification level has equivalents', () => {
    const jd = 'Artificier\nIndispensable : certificat de qualification F4-T2 niveau 2, permis B.'
    const cv = 'Artificier\nCertificat de qualification F4-T2 niveau 1 – 2022\nPermis B'
    const cert = run(cv, jd)
    expect(cert.missingSkills).toContain('Certificat de qualification F4-T2 niveau 2')
    const same = run(cv.replace('niveau 1', 'niveau 2'), jd)
    expect(same.matchedSkills).toContain('Certificat de qualification F4-T2 niveau 2')
  })
  it('reads certificates written with their categories as alternatives (‘CPCS A04 or NPORS N004 card – essential’)', () => {
    const jd = 'Tower crane operator\nRequirements:\n- CPCS A04 or NPORS N004 Tower Crane card – essential'
    const [cpcs, npors] = ['CPCS', 'NPORS'].map((l) =>
      analyseJob(jd, getLexicon()).requirements.find((r) => r.label === l),
    )
    expect(cpcs?.altGroup).toBeDefined()
    expect(npors?.altGroup).toBe(cpcs?.altGroup)
    // (either one is enough: no cap with the NPORS card alone)
    const r = run('Crane operator\nQualifications\nNPORS N004 Tower Crane – 2021', jd)
    expect(r.details?.breakdown?.cap ?? null).toBeNull()
  })
  it("reads a paragraph opened by 'Au quotidien :' as the job's missions", () => {
    const labels = analyseJob(
      "Poseur parqueteur\nAu quotidien : pose de parquets ; contrôle d'humidité puis ponçage à la bordureuse ; pose des plinthes.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(["Contrôle d'humidité", 'Pose des plinthes']))
  })
  it("reads 'and similar X', 'and other X' as more of the item before, and '12/24V' as one value", () => {
    const labels = analyseJob(
      'Plant Fitter\nThe role\n- 12/24V auto-electrical diagnostics using JCB ServiceMaster and similar laptops\n- Manage delays, failed deliveries and other exceptions',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/similar|other/i)
    expect(labels).toContain('12/24V auto-electrical diagnostics')
  })
  it('keeps a closing cue out of the items sharing a complement (‘Façonnage et soudure du zinc indispensables’)', () => {
    const labels = analyseJob(
      'Couvreur\nProfil :\n- Façonnage et soudure du zinc indispensables',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Façonnage du zinc')
    expect(labels.join(' | ')).not.toMatch(/indispensable/i)
  })
  it("reads 'maîtrisés' closing a clause as its cue, and no 'min' of a floor as a word ('tournage min.')", () => {
    const labels = analyseJob(
      "Cadreur\nProfil :\n3 ans d'expérience de tournage min. (broadcast ou pub). Cadrage, point et expo maîtrisés.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Cadrage')
    expect(labels.join(' | ')).not.toMatch(/maîtrisés|\bmin\b/)
  })
  it('reads the metro or RER stations near the workplace as a place, no item', () => {
    const labels = analyseJob(
      'Sertisseur\nVos missions :\n• Serti griffes sous binoculaire\nMétro Opéra / Quatre-Septembre',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/Opéra|Quatre-Septembre/)
  })
  it("reads 'ou expérience équivalente de 2 ans' as the degree's alternative, no years item", () => {
    expect(
      yearsRequirement(
        'Formation : Bac pro / BTS qualité ou expérience équivalente de 2 ans en contrôle.',
        'fr',
      ),
    ).toBeNull()
  })
  it('names a mission on the people served by its noun (‘Accueillir et conseiller les clients’, ‘Orienter les patients’)', () => {
    const labels = analyseJob(
      'Vendeur\nMissions :\n- Accueillir et conseiller les clients\n- Orienter les patients',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Accueil', 'Relation client', 'Orientation des patients']))
    // (the people alone stay no item)
    expect(labels).not.toContain('Clients')
    // (whose they are is no part of the item: 'nos', 'vos' read as 'les')
    const ours = analyseJob('Secrétaire\nMissions :\n- Accueillir nos patients', getLexicon()).requirements
    expect(ours.map((r) => r.label)).toContain('Accueil des patients')
  })
  it('reads training people as staff training and the people trained as no skill (‘Train junior chefs’)', () => {
    const job = analyseJob(
      'Head Chef\nDuties:\n- Train junior chefs\n- Mentor apprentices',
      getLexicon(),
    ).requirements
    expect(job.map((r) => r.skill.id)).toContain('formation-des-equipes')
    expect(job.map((r) => r.label).join(' | ')).not.toMatch(/junior chefs/i)
    const fr = analyseJob(
      'Chef de rang\nMissions :\n- Former les nouveaux arrivants',
      getLexicon(),
    ).requirements
    expect(fr.find((r) => r.label === 'Formation des nouveaux arrivants')?.skill.id).toBe(
      'formation-des-equipes',
    )
  })
  it("names a mission said to 'tu' by its noun, as one said to 'vous' ('Tu gères les stocks', 'Au quotidien tu : - encadres les cours')", () => {
    const labels = analyseJob(
      "Moniteur d'escalade\nTu prépares les commandes. Tu gères les stocks.\nAu quotidien tu :\n- encadres les cours enfants\n- participes à l'ouverture des voies",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Gestion des stocks', 'Encadrement des cours enfants', 'Ouverture des voies']),
    )
    expect(labels.join(' | ')).not.toMatch(/encadres|participes/i)
  })
  it("says a list's first noun with each kind after it ('Serti griffes, clos, grains'), never a quality's or an action's", () => {
    const labels = analyseJob(
      'Sertisseur\nVos missions :\n• Serti griffes, clos, grains\n• Anglais courant, espagnol\n• Abattage manuel, ébranchage, façonnage',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Serti griffes', 'Serti clos', 'Serti grains', 'Ébranchage']),
    )
    expect(labels.join(' | ')).not.toMatch(/Anglais espagnol|Abattage ébranchage/)
  })
  it("takes 'What you'll need' for a heading, never an item", () => {
    const labels = analyseJob(
      "Revenue Manager\nWhat you'll do\n- Produce forecasts\nWhat you'll need\n- Opera PMS\n- Advanced Excel",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.join(' | ')).not.toMatch(/need/i)
    expect(labels).toEqual(expect.arrayContaining(['Opera PMS', 'Advanced Excel']))
  })
  it('reads a team led in a sentence to the reader, and its members as no skill', () => {
    const team = (jd: string) => analyseJob(`Titre\n${jd}`, getLexicon()).requirements.map((r) => r.label)
    // (named as a recruiter writes it: 'Encadrement d'équipe', not 'd'une équipe')
    expect(team('Vous encadrez une équipe de 3 à 6 aide-artificiers.')).toEqual(["Encadrement d'équipe"])
    expect(team('Vous managez une équipe de 4 vendeurs.')).toEqual(["Management d'équipe"])
    expect(team('Animer une équipe de vendeurs.')).toEqual(["Animation d'équipe"])
    expect(team('You will lead a team of 6 engineers.')).toEqual(['Lead a team'])
  })
})

describe('an offer read in more of its forms (rubric 2.32)', () => {
  it("reads 'Le plus :' opening a line as that line's nice-to-have, the section unchanged", () => {
    const reqs = analyseJob(
      "Agent d'assistance (H/F)\nProfil recherché\n- Permis B obligatoire\n- Sens du service\n\nLe plus : connaissance des codes IATA d'assistance.\n- Patience",
      getLexicon(),
    ).requirements
    const byLabel = new Map(reqs.map((r) => [r.label, r.importance]))
    expect(byLabel.get("Codes IATA d'assistance")).toBe('nice')
    expect(byLabel.get('Sens du service')).not.toBe('nice')
    expect(byLabel.get('Patience')).not.toBe('nice')
  })
  it("reads 'gestes et postures' as one know-how, shown by its training ('PRAP 2S'), and '(et inversement)' as no item", () => {
    const job =
      "Agent d'assistance PMR\nVous accompagnez les voyageurs du comptoir jusqu'à l'avion (et inversement).\nProfil\n- Maîtrise des gestes et postures et des techniques de transfert"
    const labels = analyseJob(job, getLexicon()).requirements.map((r) => r.label)
    expect(labels).toContain('Gestes et postures')
    expect(labels).not.toContain('Gestes')
    expect(labels).not.toContain('Postures')
    expect(labels.some((l) => /inversement/i.test(l))).toBe(false)
    const result = run(
      'Auxiliaire de vie\nExpérience\n2020 – 2024 Auxiliaire de vie, ADMR Lyon\n- Transferts lit-fauteuil, utilisation du lève-personne\nFormations\nFormation PRAP 2S (2022)',
      job,
    )
    // ('Techniques de transfert' asks for transfers: the head word is no know-how of its own)
    expect(result.matchedSkills).toEqual(
      expect.arrayContaining(['Gestes et postures', 'Techniques de transfert']),
    )
  })
})

describe('an offer read in more of its forms (rubric 2.32, continued)', () => {
  it("reads a level shared by two languages ('Français et anglais courants') as each one's, named in the singular", () => {
    const langs = analyseJob(
      'Agent de centrage\nVotre profil\n• Français et anglais courants\n• Rigueur',
      getLexicon(),
    ).requirements.filter((r) => r.skill.cat === 'language')
    expect(langs.map((r) => [r.label, r.level, r.levelStated])).toEqual([
      ['Français', 4, true],
      ['Anglais courant', 4, true],
    ])
  })
  it("reads whom a mission is coordinated with as parties, no item ('Coordonner avec les chefs avion et les équipages')", () => {
    const labels = analyseJob(
      'Agent de centrage\nVos missions\n• Coordonner avec les chefs avion et les équipages\n• Liaise with turnaround coordinators and flight crews\n• Émettre et traiter les messages LDM',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.some((l) => /chefs? avion|équipages|crews|coordinators/i.test(l))).toBe(false)
    // (a verb sharing its object with the next one names nothing alone)
    expect(labels).not.toContain('Émettre')
    expect(labels.some((l) => /LDM/.test(l))).toBe(true)
  })
  it("reads 'calm' and 'working closely with' in an English CV as the French offer's stress and team qualities", () => {
    const result = run(
      'Load controller\nProfile\nPrecise with figures, calm when the clock is running and working closely with ramp teams.\nExperience\nJan 2022 – present Load Control Agent, Porto Airport\n- Calculate and issue final loadsheets',
      'Agent de centrage\nVotre profil\n• Loadsheet\n• Résistance au stress, esprit d’équipe',
    )
    expect(result.matchedSkills).toEqual(expect.arrayContaining(['Résistance au stress', 'Esprit d’équipe']))
  })
})

describe('an offer read in more of its forms (rubric 2.32, an airport’s offers)', () => {
  it("reads 'CAP 168' (a UK aviation publication) as a name, not the French CAP diploma", () => {
    const job = analyseJob(
      'Airside Operations Officer\nEssential\n- Working knowledge of CAP 168 and UK aerodrome safety regulation',
      getLexicon(),
    )
    expect(job.requirements.some((r) => r.credential?.kind === 'degree')).toBe(false)
    expect(job.requirements.map((r) => r.label)).toContain('CAP 168')
    // (the diploma keeps its name: 'CAP Cuisine exigé')
    const cook = analyseJob('Commis de cuisine\nProfil\n- CAP Cuisine exigé', getLexicon())
    expect(cook.requirements.some((r) => r.credential?.kind === 'degree')).toBe(true)
  })
  it("reads a line of pay with an allowance ('£31,500 + 15% shift allowance | 4-on-4-off rota') as holding no requirement", () => {
    const labels = analyseJob(
      'Airside Operations Officer\n£31,500 + 15% shift allowance | Permanent, full time | 4-on-4-off rota, 24/7\nEssential\n- Airfield inspections',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.some((l) => /rota/i.test(l))).toBe(false)
  })
  it("names what one must have been without 'été' ('Être ou avoir été sapeur-pompier'), and no lone 'endorsement'", () => {
    const labels = analyseJob(
      "Agent SSLIA\nCe que nous attendons :\n* Être ou avoir été sapeur-pompier : impératif\n* Avoir été chef d'équipe\nDesirable\n- Airside Driving Permit with manoeuvring area ('M') endorsement",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels.some((l) => /^été\b/i.test(l))).toBe(false)
    expect(labels).toContain('Sapeur-pompier')
    expect(labels).not.toContain('Endorsement')
  })
})

describe('an offer read in more of its forms (rubric 2.32, family and youth services)', () => {
  it("reads 'Diplôme de travail social de niveau 6' as a degree of that level and field, and the CNC DPF as a certification", () => {
    const reqs = analyseJob(
      'Délégué(e) aux Prestations Familiales\nProfil\nDiplôme de travail social de niveau 6 (ASS, CESF, ES) et Certificat National de Compétence DPF obligatoires. Permis B indispensable.',
      getLexicon(),
    ).requirements
    const degree = reqs.find((r) => r.credential?.kind === 'degree')
    expect(degree?.credential?.level).toBe(6)
    expect(degree?.fields).toContain('social')
    expect(degree?.blocking).toBe(true)
    expect(reqs.some((r) => r.credential?.code === 'cnc-dpf' && r.blocking)).toBe(true)
  })
  it("reads a team led in an English CV ('Line manage 3 project leaders', 'leading a 12-strong team') as team management, years included", () => {
    const result = run(
      'Youth Services Coordinator\nExperience\nYouth Services Coordinator – Lee Valley Youth Service\nJanuary 2019 – present\n- Line manage 3 project leaders and 9 youth workers\nEducation\nCertificate in Management, Cork College (2018)',
      "Ville de Landerneau – Coordinateur·rice Enfance-Jeunesse\nVotre profil :\n• 3 ans minimum d'expérience en management d'équipe\n• Conduite de projet",
    )
    expect(result.matchedSkills.some((s) => /management d'équipe/i.test(s))).toBe(true)
    // (a weaker mention by name, 'Management' in a course's title, gave way to the behaviour)
    expect(result.details?.cvYears).toBeGreaterThanOrEqual(3)
  })
})

describe('an offer read in more of its forms (rubric 2.32, research support)', () => {
  const tto =
    "Chargé(e) d'affaires Transfert de technologie (H/F)\nAu pôle Santé, vous négociez et rédigez les contrats de licence et gérez accords de confidentialité et MTA.\n\nVous êtes titulaire d'un doctorat en sciences de la vie et justifiez d'au moins 3 ans d'expérience en valorisation, transfert de technologie ou business development en biotech."
  it("reads 'contrats de licence' as no degree, and 'Vous êtes titulaire d'un doctorat …' as the degree asked, cut before the next clause", () => {
    const job = analyseJob(tto, getLexicon())
    const degrees = job.requirements.filter((r) => r.credential?.kind === 'degree')
    expect(degrees.map((r) => [r.label, r.credential?.level, r.importance])).toEqual([
      ['Doctorat en sciences de la vie', 8, 'must'],
    ])
    // (the years said whole: a field enumerated after 'en' and closed by 'ou')
    expect(job.yearsAsked?.label).toBe(
      "3 ans d'expérience en valorisation, transfert de technologie ou business development en biotech",
    )
  })
  it('keeps a qualifier after the comma out of the years’ field (‘…, idéalement en banque ou assurance’)', () => {
    const job = analyseJob(
      "Chargé de clientèle\nProfil\n- 2 ans d'expérience commerciale en face à face, idéalement en banque ou assurance",
      getLexicon(),
    )
    expect(job.yearsAsked?.label).toBe("2 ans d'expérience commerciale en face à face")
  })
  it("names a mission without the pronoun of whom it is done with ('concevoir avec eux les panels multicouleurs')", () => {
    const labels = analyseJob(
      'Ingénieur(e) d’études\nMissions\n• Former et accompagner les utilisateurs, concevoir avec eux les panels multicouleurs',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Conception de panels multicouleurs')
  })
  it('meets a life-sciences or biology degree with an immunology or pharmacology one, and reads users trained as teaching', () => {
    const result = run(
      "Ingénieure d'études\nExpérience\nsept. 2021 – déc. 2024 Ingénieure d'études, plateforme de cytométrie\n- Formation et habilitation des nouveaux utilisateurs : environ 70 personnes formées\nFormation\n2019 – Master 2 Immunologie, Sorbonne Université",
      "Ingénieur(e) d'études – Cytométrie (H/F)\nProfil recherché\n• Master 2 ou diplôme d'ingénieur en biologie (exigé)\n• Pédagogie",
    )
    expect(result.matchedSkills.some((s) => /Master 2/.test(s))).toBe(true)
    expect(result.matchedSkills).toContain('Pédagogie')
  })
})

describe('an offer read in more of its forms (rubric 2.32, fire safety)', () => {
  it("reads a certificate one is registered for ('SSIAP 3 – inscrit à la session de septembre') as not held", () => {
    const result = run(
      'Agent SSIAP 1\nExpérience\nDepuis octobre 2023 – Agent de sécurité incendie (SSIAP 1), Nordis Sécurité\nFormation\n2025 : SSIAP 3 – inscrit à la session de septembre 2025\n2023 : SSIAP 1',
      'Chef de service sécurité incendie (SSIAP 3)\nProfil :\n• SSIAP 3 à jour de recyclage – impératif',
    )
    expect(result.missingSkills).toContain('SSIAP 3')
    expect(result.compatibilityScore).toBeLessThan(50)
  })
  it("cuts a long years clause at the place after its post ('3 ans minimum comme chef d'équipe … en ERP ou IGH')", () => {
    const job = analyseJob(
      "Chef de service sécurité incendie\nProfil :\n• 3 ans minimum comme chef d'équipe ou chef de service sécurité incendie en ERP ou IGH – exigé",
      getLexicon(),
    )
    expect(job.yearsAsked?.label).toBe("3 ans comme chef d'équipe ou chef de service sécurité incendie")
    expect(job.yearsAsked?.importance).toBe('must')
  })
})

describe('a CV read in more of its words (rubric 2.32, remote monitoring)', () => {
  it("reads 'Vérification des alarmes par écoute et vidéo' as the offer's 'levée de doute', and 'méthodique' as rigour", () => {
    const result = run(
      "Opératrice de télésurveillance\nPROFIL\nMéthodique dans la saisie des comptes rendus.\nEXPÉRIENCE\nOpératrice de télésurveillance mars 2021 – aujourd'hui\n- Vérification des alarmes par écoute audio et visionnage des caméras",
      'Opérateur de télésurveillance (H/F)\nMissions\n- Effectuer la levée de doute par écoute et vidéo\nProfil recherché\n- Sang-froid, rigueur',
    )
    expect(result.matchedSkills).toEqual(expect.arrayContaining(['Levée de doute', 'Rigueur']))
  })
})

describe('an offer read in more of its forms (rubric 2.32, animal facilities)', () => {
  it("reads the regulatory animal-experimentation training by its level, and a directive's number whole ('2010/63/UE')", () => {
    const reqs = analyseJob(
      "Responsable d'animalerie (H/F)\nMissions\n- respect de la réglementation (directive 2010/63/UE)\nProfil :\n- Formation réglementaire en expérimentation animale niveau conception obligatoire",
      getLexicon(),
    ).requirements
    expect(reqs.some((r) => r.credential?.code === 'experimentation-animale-conception' && r.blocking)).toBe(
      true,
    )
    expect(reqs.map((r) => r.label)).toContain('Directive 2010/63/UE')
    expect(reqs.map((r) => r.label)).not.toContain('UE')
  })
})

describe('an offer read in more of its forms (rubric 2.32, Irish and British degrees)', () => {
  it("reads 'Primary degree (NFQ Level 8)' as any first degree, and a 'Postgraduate qualification' as a master's level", () => {
    const result = run(
      'Research Development Officer\nExperience\nResearch & Innovation Services, University of Leeds · September 2021 – present\nEducation\nMSc Science Communication – Imperial College London, 2018\nBSc (Hons) Biochemistry – University of Galway, 2017',
      'Research Development Officer\nEssential\n- Primary degree (NFQ Level 8)\nDesirable\n- Postgraduate qualification',
    )
    expect(result.matchedSkills).toEqual(
      expect.arrayContaining(['Primary degree', 'Postgraduate qualification']),
    )
  })
})

describe('a CV read in more of its words (rubric 2.32, a sidebar of languages)', () => {
  it("reads '- English –' / 'native' as native, and 'while I' / 'keep improving my French.' as prose, no level", () => {
    const cv = analyseCv(
      'Security Operations Manager\nPROFILE\nI would like to bring my operational experience to a security company while I\nkeep improving my French.\nLANGUAGES\n- English –\nnative\n- French – B1\n(DELF B1, 2025);\npreparing B2',
      getLexicon(),
      2026 * 12,
    )
    expect(cv.languageLevels.get('anglais')).toBe(6)
    expect(cv.languageLevels.get('francais')).toBe(3)
  })
})

describe('a CV and an offer read in more of their words (rubric 2.32, site fire safety)', () => {
  it("reads 'CSCS Gold card – Supervisor (valid 2027)' as held (a validity date, not a date to come), and 'Mon–Fri' as hours", () => {
    const result = run(
      'Fire Safety Coordinator\nExperience\n2019 – present Fire Safety Coordinator, Mace\nQualifications & cards\n- CSCS Gold card – Supervisor (valid 2027)\n- CACES R489 cat. 3 (valable mars 2029)',
      'Site Fire Safety Coordinator\nEssential\n- Valid CSCS card\nMon–Fri, 7:30–17:00.',
    )
    expect(result.matchedSkills).toContain('CSCS card')
    expect([...result.matchedSkills, ...result.missingSkills].some((s) => /^(?:Mon|Fri)$/.test(s))).toBe(
      false,
    )
  })
})

describe('what the user reads (rubric 2.32)', () => {
  it('plans a French level with French certificates (DELF, DALF, TCF), never the TOEIC', () => {
    const result = run(
      'Load controller\nExperience\nJan 2022 – present Load Control Agent, Porto Airport\n- Calculate and issue final loadsheets\nLanguages\nFrench – intermediate (B1)\nEnglish – fluent (C1)',
      'Agent de centrage\nVotre profil\n• Loadsheet\n• Français et anglais courants',
    )
    const answer = result.questions.find((q) => /français/.test(q.question))?.answer ?? ''
    expect(answer).toMatch(/DELF/)
    expect(answer).not.toMatch(/TOEIC/)
  })
  it("says a name the offer capitalises in a parenthesis as written ('Altéa FM (Amadeus)' → 'Amadeus', not 'l’amadeus')", () => {
    const result = run(
      'Agent de centrage\nExpérience\n2022 – 2025 Agent de piste, Aéroport de Porto\n- Chargement des soutes',
      "Agent de centrage\nVotre profil\n• Maîtrise d'Altéa FM (Amadeus) indispensable\n• Chargement",
    )
    const text = result.suggestions.map((s) => s.description).join(' ')
    expect(text).not.toMatch(/l[’']amadeus/i)
  })
  it("drops 'we use' and 'nous utilisons' before a tool the offer names ('(nous utilisons Silae)', '(we use Upshot)')", () => {
    const labels = analyseJob(
      "Gestionnaire de paie\nProfil\n- Maîtrise d'un logiciel de paie (nous utilisons Silae)\n- Able to record sessions and outcomes on a database (we use Upshot)",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toEqual(expect.arrayContaining(['Silae', 'Upshot']))
    expect(labels.some((l) => /utilisons|we use/i.test(l))).toBe(false)
  })
})

describe('what the user reads (rubric 2.32, answers)', () => {
  it('tells the bullet a wrapped evidence line belongs to first (‘Prepare the NOTOC …’ / ‘for dangerous goods …’)', () => {
    const result = run(
      'Load controller\nEXPERIENCE\nLoad Control Agent\nNorte Ground Handling – Porto Airport | Jan 2022 – present\n- Prepare load plans and loading instructions (LIR) for A320 flights\n- Calculate and issue final loadsheets, check trim and fuel figures\n- Send and process LDM, CPM and UCM\nmessages; check container/pallet\npositions against the ULD plan (AKH\ncontainers on the A321)\n- Prepare the NOTOC with the cargo team\nfor dangerous goods and special loads\n(AVI, WEAP, HUM)\n- Liaise with turnaround coordinators and captains',
      'Agent de centrage\nVotre profil\n• Formation marchandises dangereuses (DGR) à jour\n• Loadsheet',
    )
    const answer = result.questions.find((q) => /marchandises dangereuses/i.test(q.question))?.answer ?? ''
    expect(answer.indexOf('NOTOC')).toBeGreaterThan(-1)
    expect(answer.indexOf('NOTOC')).toBeLessThan(
      answer.indexOf('load plans') < 0 ? Infinity : answer.indexOf('load plans'),
    )
  })
})

describe('an offer read in more of its forms (rubric 2.32, people led)', () => {
  it("reads 'Vous encadrez 6 zootechniciens' as team management, no know-how on technicians", () => {
    const labels = analyseJob(
      "Responsable d'animalerie\nVous encadrez 6 zootechniciens et gérez les stocks.",
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain("Management d'équipe")
    expect(labels.some((l) => /zootechniciens/.test(l))).toBe(false)
  })
})

describe('offers read in more of their forms (rubric 2.33)', () => {
  const labelsOf = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.label)

  it("reads a language's parenthesis as where it is used, no item and no alternative", () => {
    const job = analyseJob(
      "Profil :\n- diplôme d'actuaire exigé ;\n- français courant indispensable (comités, rapports) ;\n- maîtrise de R ou Python",
      getLexicon(),
    )
    const labels = job.requirements.map((r) => r.label)
    expect(labels.some((l) => /comit|rapport/i.test(l))).toBe(false)
    expect(job.requirements.find((r) => r.skill.id === 'francais')?.altGroup).toBeUndefined()
  })

  it('reads no item in an adjective its “non” denies (‘stocks médicaux et non médicaux’)', () => {
    const labels = labelsOf('Missions :\n- Gestion des entrepôts et des stocks médicaux et non médicaux')
    expect(labels.join(' | ')).not.toMatch(/^non|\| non/i)
    expect(labels).toContain('Stocks médicaux')
  })

  it('reads the degrees a parenthesis after a degree lists as its fields, no requirement of their own', () => {
    const labels = labelsOf(
      'Profil :\n- Bac+2 minimum (BTSA Aménagements paysagers, Gestion forestière ou équivalent)\n- Maîtrise de QGIS',
    )
    expect(labels.join(' ')).not.toMatch(/forest/i)
    expect(labels).toContain('Bac+2')
  })

  it('reads “mettre en œuvre” as the rest of the verb (‘Mettre en œuvre la stratégie de plaidoyer’)', () => {
    expect(
      labelsOf(
        'Missions :\n- Mettre en œuvre la stratégie de plaidoyer\n- Mettre en place le suivi des dons',
      ),
    ).toEqual(['Stratégie de plaidoyer', 'Suivi des dons'])
  })

  it('cuts a count’s “up to” with the count (‘Supervise a seasonal team of up to 4’)', () => {
    expect(labelsOf('Role:\n- Supervise a seasonal team of up to 4\n- Seed sowing')).toEqual([
      'Supervise a seasonal team',
      'Seed sowing',
    ])
  })

  it('never reads a language as shown by a skill its parenthesis names (rubric 2.36)', () => {
    const jd =
      'Opérateur (H/F)\nProfil :\n- Français courant indispensable (consignes de sécurité)\n- Port des EPI'
    const job = analyseJob(jd, getLexicon())
    const french = job.requirements.find((r) => r.skill.id === 'francais')
    expect(french?.children).toBeUndefined()
    const cv = analyseCv(
      'Languages\nEnglish – native\nFrench – B1\nSkills\n- Safety rules and PPE, COSHH, safe systems of work',
      getLexicon(),
      2026 * 12 + 10,
    )
    const item = matchRequirements(job, cv).find((i) => i.req.skill.id === 'francais')
    expect(item?.matched).toBe(false)
  })

  it('reads seasons of a seasonal trade as experience (a season about four months)', () => {
    const asked = yearsRequirement('Profil :\n- 2 saisons minimum en conduite de dameuse exigées', 'fr')
    expect(asked).toMatchObject({
      label: "2 saisons d'expérience en conduite de dameuse",
      importance: 'must',
    })
    expect(asked?.years).toBeCloseTo(0.67, 2)
    expect(labelsOf('Profil :\n- 2 saisons minimum en conduite de dameuse exigées')).not.toContain(
      '2 saisons',
    )
    // (a season of the year is no experience: 'Saison 2025/26' dates the contract)
    expect(yearsRequirement('Conducteur de dameuse – Saison 2025/26\nProfil :\n- Permis B', 'fr')).toBeNull()
  })

  it("reads the years asked when a plus after the comma says where ('exigés, idéalement en club')", () => {
    expect(
      yearsRequirement(
        "Profil :\n- 3 ans minimum en management d'équipe exigés, idéalement en club de sport ou en retail",
        'fr',
      )?.importance,
    ).toBe('must')
    expect(yearsRequirement('Profil :\n- 2 ans en vente idéalement', 'fr')?.importance).toBe('nice')
  })

  it("reads a degree's subjects listed after its level's other rung ('Bac+2/3 en commerce, management ou STAPS')", () => {
    const job = analyseJob(
      'Profil :\n- Bac+2/3 en commerce, management ou STAPS\n- Maîtrise d’Excel',
      getLexicon(),
    )
    const degree = job.requirements.find((r) => r.credential?.kind === 'degree')
    expect(degree?.label).toBe('Bac+2/3 en commerce, management ou STAPS')
    expect(degree?.fields).toEqual(expect.arrayContaining(['commerce', 'sport']))
    expect(job.requirements.map((r) => r.label)).not.toContain('STAPS')
  })

  it('reads the members of a team listed after it as people, not skills', () => {
    const labels = labelsOf(
      'Duty Manager\nYou will:\n- Lead the shift team of lifeguards, receptionists and fitness staff\n- Cash up and manage bookings',
    )
    expect(labels).toContain('Lead the shift team')
    expect(labels.some((l) => /receptionist|lifeguard/i.test(l))).toBe(false)
  })

  it("reads a swimming pool's plant as no heavy plant, and an on-board system as no embedded software", () => {
    const ids = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.skill.id)
    expect(ids('Desirable:\n- Pool Plant Operator qualification')).not.toContain('conduite-d-engins')
    expect(ids('Missions :\n- Relevé des hauteurs de neige (SNOWsat embarqué)')).not.toContain(
      'systemes-embarques',
    )
    expect(ids('Profil :\n- Développement de logiciels embarqués en C')).toContain('systemes-embarques')
  })

  it("reads pay with overtime as pay, and 'neufs et d'occasion' as no item", () => {
    expect(
      labelsOf(
        'Fish Farm Technician\n£27,500–£30,000 + overtime | Permanent, full time | 4 on / 3 off rota, 7am–5pm\nKey duties:\n- Daily fish health checks',
      ),
    ).not.toContain('Rota')
    expect(
      labelsOf(
        "Missions : vendre tracteurs et matériels de récolte, neufs et d'occasion ; réaliser des démonstrations.",
      ),
    ).not.toContain('Occasion')
  })

  it("reads a degree's subjects after its floor as the degree's ('Bac+2 minimum en oenotourisme, commerce des vins ou tourisme')", () => {
    const labels = labelsOf(
      'Profil : Bac+2 minimum en oenotourisme, commerce des vins ou tourisme ; permis B obligatoire.',
    )
    expect(labels).toContain('Bac+2 en oenotourisme, commerce des vins ou tourisme')
    expect(labels).not.toContain('Commerce des vins')
    expect(labels).not.toContain('Tourisme')
  })

  it("closes a long mission before what it is done outside of, and names no lone 'emploi'", () => {
    const labels = labelsOf(
      'Missions :\n- traiter les demandes de remboursement santé hors flux NOEMIE et les rejets ;\nProfil :\n- une première expérience en élevage bovin lait (stage ou emploi)',
    )
    expect(labels).toContain('Traitement des demandes de remboursement santé')
    expect(labels).not.toContain('Emploi')
  })

  it('reads tally clerks, signallers and order pickers worked with or led as people, and Docker as no docker', () => {
    const labels = labelsOf(
      'Missions :\n- Échanges radio avec le chef de bord et les pointeurs\n- Encadrement des caristes et des préparateurs\n- Work to the lift plan, communicating by radio with slinger/signallers',
    )
    expect(labels.some((l) => /^(?:Pointeurs|Préparateurs|Signallers)$/.test(l))).toBe(false)
    const cv = analyseCv(
      'DevOps Engineer\nExperience\n- Packaged services with Docker and Helm charts',
      getLexicon(),
      2026 * 12,
    )
    expect(cv.evidence.get('docker')?.section).toBe('experience')
  })

  it("reads 'avant et après intervention' as when, no item; 'après-vente' stays", () => {
    const labels = labelsOf(
      'Missions :\n- Inspection vidéo des réseaux avant et après intervention\n- Service après-vente',
    )
    expect(labels).not.toContain('Après intervention')
    expect(labels).toContain('Service après-vente')
  })

  it("reads people listed in a parenthesis as people, a lone 'domicile' as a place, 'délivrer' by its noun", () => {
    const labels = labelsOf(
      'Missions :\n- Développement du réseau de prescripteurs (infirmiers, kinés, ergothérapeutes)\n- Interventions en EHPAD, cliniques et à domicile\n- Délivrer et adapter les orthèses de série',
    )
    expect(labels.some((l) => /^(?:Infirmiers|Kinés|Ergothérapeutes|Domicile|Délivrer)$/.test(l))).toBe(false)
  })

  it("reads the post the title names as no skill when the offer names it nowhere else ('Hearing Care Assistant')", () => {
    const labels = labelsOf(
      "Hearing Care Assistant – Permanent, Full Time – Leeds\nWhat you'll do:\n- Carry out hearing aid cleans and wax filter changes\nWhat you'll need:\n- At least 1 year's customer service experience",
    )
    expect(labels).not.toContain('Care Assistant')
    expect(labelsOf('Développeur React H/F\nProfil :\n- 3 ans d’expérience')).toContain('React')
  })
})

describe('an offer open to beginners', () => {
  const welcome = (line: string, title = 'Magasinier (H/F)') =>
    analyseJob(`${title}\nProfil recherché :\n- ${line}`, getLexicon()).beginnersWelcome
  it.each([
    'Débutant(e) accepté(e), diplôme d’État d’infirmier obligatoire.',
    'Poste ouvert aux débutants, formation assurée en interne.',
    'Débutants acceptés',
    'Aucune expérience requise',
    'No previous experience needed, full training given.',
    'Beginners welcome',
  ])('is read in ‘%s’', (line) => {
    expect(welcome(line)).toBe(true)
  })
  it.each(['Débutants non acceptés', 'Expérience exigée', 'Formation des débutants au poste'])(
    'is not read in ‘%s’',
    (line) => {
      expect(welcome(line)).toBe(false)
    },
  )
  it('is said met among the requirements read, never listed as a skill', () => {
    const r = run(
      'Hôte de caisse – Carrefour Market, Perpignan\n2023 – aujourd’hui\n- Encaissement',
      'Magasinier (H/F)\nProfil recherché :\n- Débutant accepté : une première expérience en logistique serait un plus.',
    )
    const read = r.details?.requirements?.filter((q) => q.kind === 'experience') ?? []
    expect(read).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Débutants acceptés', met: true })]),
    )
    expect([...r.matchedSkills, ...r.missingSkills]).not.toContain('Débutants acceptés')
  })
})
