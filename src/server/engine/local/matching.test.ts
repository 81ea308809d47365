import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { getLexicon } from './lexicon.ts'
import { analyseCv, analyseJob } from './parse.ts'
import { compileWordGroups, indexWordGroups, loadWordGroups } from './phrases.ts'

/** The bilingual word groups (data/packs/word-equivalents.json). */
const wordGroups = () =>
  JSON.parse(readFileSync(new URL('./data/packs/word-equivalents.json', import.meta.url), 'utf8')) as {
    groups: string[][]
  }

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string) =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)
/** The lexicon skills a text names, by id. */
const ids = (text: string) =>
  getLexicon()
    .match(text)
    .map((m) => m.skill.id)
const names = (text: string) =>
  getLexicon()
    .match(text)
    .map((m) => m.skill.name)

describe('local engine matching (rubric 1.2.0)', () => {
  it('reads a word another trade uses in its own sense: a boat’s sonar, a radio CRO, a skipper’s brevet, a scan', () => {
    expect(ids('Électronique de bord : traceur Olex, sondeur, sonar')).not.toContain('sonarqube')
    expect(ids('CI : Jenkins, Sonar, Nexus')).toContain('sonarqube')
    expect(ids('CRO ou CGO en cours de validité')).not.toContain('a-b-testing')
    expect(
      getLexicon()
        .match('CRO : A/B tests, heatmaps')
        .map((m) => m.text),
    ).toContain('CRO')
    expect(ids('Brevet de Capitaine 200 pêche')).not.toContain('propriete-intellectuelle')
    expect(ids('Rédaction et dépôt de brevets')).toContain('propriete-intellectuelle')
    // (a sonographer's scans are no warehouse scanner; a picker's scan of parcels is)
    expect(ids('Abdominal and pelvic scans')).not.toContain('terminal-radiofrequence')
    expect(ids('Scan des colis et préparation de commandes')).toContain('terminal-radiofrequence')
  })

  it('reads an acronym the offer adds to a skill as a specialty the CV must name: MSK ultrasound', () => {
    const jd =
      'Sonographer\nRequirements\n- Abdominal and pelvic sonography\n- MSK ultrasound experience a plus'
    const inEnglish = (cvText: string) =>
      analyseLocally({ cvText, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(
      inEnglish('Sonographer\nExperience\n- Abdominal and pelvic ultrasound, 2019 – 2025').missingSkills,
    ).toContain('MSK ultrasound')
    expect(
      inEnglish(
        'Sonographer\nExperience\n- Abdominal ultrasound; MSK scans of shoulder and knee, 2019 – 2025',
      ).matchedSkills,
    ).toContain('MSK ultrasound')
  })

  it('reads a skill wrapped onto the next line of a narrow sidebar, not across a bullet', () => {
    expect(names('Bienveillante, à l’écoute, esprit\nd’équipe')).toContain('Travail en équipe')
    expect(names('Qualités : esprit\n- d’équipe')).not.toContain('Travail en équipe')
  })

  it('reads process control in both languages: a SNCC is a DCS; a ‘prélèvement’ is sampling', () => {
    expect(names('Conduite de réacteurs via le SNCC (Yokogawa)')).toContain('SNCC')
    expect(names('Panel operator on Honeywell Experion DCS: steam boilers')).toContain('SNCC')
    // (a DCS alone, without another automation word near it, is too short to be sure of)
    expect(names('DCS')).not.toContain('SNCC')
    const result = run(
      'Julien Morel\nProcess Operator\nExperience\nProduction Operator – Water plant\nJul 2016 – Aug 2018\nReagent dosing, daily sampling and pH checks',
      "Opérateur de fabrication (H/F)\nMissions :\n• prélèvements d'échantillons\n• saisie des données dans SAP",
    )
    expect(result.matchedSkills).toContain("Prélèvements d'échantillons")
  })

  it('reads port work in both languages: a ‘cavalier’ is a straddle carrier, ‘saisissage’ lashing', () => {
    expect(names('Conduite de cavalier en 3x8 sur le terminal')).toContain('Conduite de cavalier')
    expect(names('Drive straddle carriers across the yard')).toContain('Conduite de cavalier')
    expect(names('Saisissage / désaisissage des conteneurs en pontée')).toContain('Saisissage des conteneurs')
    expect(names('Experience of lashing/unlashing container ships')).toContain('Saisissage des conteneurs')
    // (a rider's horse is no machine)
    expect(names('Cavalier amateur, concours de saut d’obstacles')).not.toContain('Conduite de cavalier')
  })

  it('reads no standard in a year: ‘EN 1998’ is Eurocode 8, ‘(est. 1998)’ nothing', () => {
    expect(names('Family-run heating firm (est. 1998)')).not.toContain('Eurocode 8')
    expect(names('Calcul selon l’Eurocode 8')).toContain('Eurocode 8')
  })

  it('reads ‘Maîtrise de l’outil informatique’ as computer literacy, shown by any office software', () => {
    const r = run(
      'Claire\nExpérience\n2019 – 2025 Infirmière, Lycée Victor Hugo\nCompétences\nWord, Excel, Pronote',
      'Infirmier scolaire\nProfil :\n- Maîtrise de l’outil informatique',
    )
    expect(r.matchedSkills).toContain("Maîtrise de l'outil informatique")
  })

  it('looks for a quality’s own word, not for ‘skills’ (‘Communication skills’ in ‘clear communication with tenants’)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Dan\nExperience\n2019 – 2025 Plumber, Avon Homes\n- Clear communication with customers and tenants',
        jobDescription: 'Plumber\nAbout you:\n- Strong communication skills',
        questionsCount: 1,
      },
      NOW,
    )
    expect(r.matchedSkills).toContain('Communication skills')
  })

  it('reads an offer’s ‘Pédagogie’ as the quality, shown by tutoring new colleagues', () => {
    const r = run(
      'Marc\nExpérience\n2020 – 2025 Conducteur receveur, Keolis\n- Conducteur tuteur : accompagnement de 25 nouveaux conducteurs',
      'Moniteur auto-école\nProfil :\n- Pédagogie et patience',
    )
    expect(r.matchedSkills).toContain('Pédagogie')
    // (written with it in one clause met in the main, the patience the CV does not show is no gap of
    // the lists: clauses.test.ts; the detail still says it is not shown)
    expect(r.missingSkills).not.toContain('Patience')
    expect(r.details?.requirements?.find((q) => q.label === 'Patience')?.met).toBe(false)
  })

  it('reads no evidence in a career change’s goal, even wrapped onto the next line', () => {
    const jd =
      'Chauffeur de taxi\nMissions :\n- Transport de patients (transport assis conventionné) vers les hôpitaux\n- Encaissement des courses'
    const cv =
      'Sandrine\nHôtesse de caisse principale – en reconversion sandrine.lopes@exemple.fr\nvers le transport de personnes\nExpérience\n2019 – 2025 Hôtesse de caisse, Carrefour Market\n- Encaissement des clients'
    const r = run(cv, jd)
    expect(r.matchedSkills.join(' | ')).not.toMatch(/transport/i)
    expect(r.matchedSkills.join(' | ')).toMatch(/encaissement/i)
  })

  it('reads a pick-face replenishment in its short and long wordings, no procurement planning', () => {
    const jd =
      'Cariste H/F\nMissions : réception et mise en stock, réapprovisionnement des zones de picking, préparation de commandes'
    const cv =
      'Karim\nExpérience\n2019 – 2025 Cariste, Frigolog\n- Réappro des emplacements picking sur terminal RF\n- Mise en stock en racks'
    const r = run(cv, jd)
    expect(r.matchedSkills.join(' | ')).toMatch(/réapprovisionnement des zones de picking/i)
    expect(r.missingSkills.join(' | ')).not.toMatch(/réapprovisionnement/i)
  })

  it('reads an English offer’s wording in a French CV’s words (data/packs/word-equivalents.json)', () => {
    const jd =
      'Logistics Planner\nWhat you will do:\n- Plan daily routes for the fleet\n- Manage delays and exceptions'
    const cv =
      'Thomas\nExpérience\n2021 – 2025 Planificateur transport, Transports Guillot\n- Élaboration des tournées quotidiennes de la flotte\n- Gestion des aléas : retards, refus de livraison'
    const matched = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3 }, NOW).matchedSkills
    expect(matched.join(' | ')).toMatch(/routes/i)
    expect(matched.join(' | ')).toMatch(/delays|exceptions/i)
  })

  // One case per batch of word groups written blind: a French offer's two tasks, an English CV's
  // wording of them, and a CV that shows neither.
  it.each([
    [
      'eighth',
      'Consultant fonctionnel (H/F)\nMissions :\n- Recette fonctionnelle des évolutions\n- Dépose-repose des équipements',
      'Functional consultant\n- Ran user acceptance testing cycles for each release\n- Remove and refit of site equipment',
      [/recette/i, /dépose/i],
    ],
    [
      'ninth',
      "Chargé de communication (H/F)\nMissions :\n- Achat d'espace\n- Instruction des autorisations d'urbanisme",
      'Communications officer\n- Media buying for regional campaigns\n- Processing planning applications for the council',
      [/achat d'espace/i, /urbanisme/i],
    ],
    [
      'tenth',
      'Technicien CMS (H/F)\nMissions :\n- Brasage par refusion des cartes\n- Animation des causeries sécurité',
      'SMT technician\n- Set up the reflow oven profiles for each board\n- Led weekly toolbox talks on the line',
      [/refusion/i, /causeries/i],
    ],
    [
      'eleventh',
      'Technicien (H/F)\nMissions :\n- Dénombrement de la flore totale\n- Suivi des défauts différés',
      'Technician\n- Total viable count on finished products\n- Managed deferred defects on the A320 fleet',
      [/flore totale/i, /défauts différés/i],
    ],
    [
      'twelfth',
      'Surveillant (H/F)\nMissions :\n- Appel des détenus\n- Gestion des remplacements',
      'Prison officer\n- Carried out roll checks on the wing\n- Arranged cover for absent staff',
      [/appel des détenus/i, /remplacements/i],
    ],
    [
      'twelfth (construction)',
      'Dessinateur BIM (H/F)\nMissions :\n- Détection de clashs\n- Suivi de la garantie de parfait achèvement',
      'BIM technician\n- Ran clash detection reports\n- Handled defects during the defects liability period',
      [/clashs/i, /parfait achèvement/i],
    ],
    [
      'thirteenth',
      'Technicien bureau d’études (H/F)\nMissions :\n- Calcul des chaînes de cotes\n- Suivi des reliquats de commande',
      'Design technician\n- Ran tolerance stack-up analysis on new parts\n- Chased back orders with suppliers',
      [/chaînes de cotes/i, /reliquats/i],
    ],
    [
      'fourteenth',
      'Agent logistique agricole (H/F)\nMissions :\n- Respect des délais avant récolte\n- Préparation par vagues',
      'Farm logistics operative\n- Observed pre-harvest intervals on every spray\n- Ran wave picking on the night shift',
      [/délais avant récolte/i, /vagues/i],
    ],
    [
      'fifteenth',
      'Agent polyvalent (H/F)\nMissions :\n- Pose de nattes de désolidarisation\n- Réponse aux sonnettes',
      'Handyman and carer\n- Laid uncoupling membrane under tiled floors\n- Answered call bells on the night round',
      [/désolidarisation/i, /sonnettes/i],
    ],
    [
      'sixteenth',
      'Comptable (H/F)\nMissions :\n- Suivi des produits à recevoir\n- Réalisation des tests de cheminement',
      'Accountant\n- Booked accrued income at each month end\n- Ran process walkthroughs with the auditors',
      [/produits à recevoir/i, /cheminement/i],
    ],
  ] as const)(
    'reads a French offer’s tasks in an English CV’s words (the %s batch of word groups)',
    (_batch, jd, job, wanted) => {
      const [title, ...bullets] = job.split('\n')
      const matched = run(
        `Sam Green\nExperience\n2020 – 2025 ${title}, Acme\n${bullets.join('\n')}`,
        jd,
      ).matchedSkills.join(' | ')
      for (const w of wanted) expect(matched).toMatch(w)
      const none = run(
        'Sam Green\nExperience\n2020 – 2025 Shop assistant, Acme\n- Served customers at the till',
        jd,
      )
      for (const w of wanted) expect(none.matchedSkills.join(' | ')).not.toMatch(w)
    },
  )

  // What each batch of word groups was read for before it was measured: words of two senses or read
  // as another word's seven-letter stem (phrases.ts, stem), conditions of the job, and two meanings
  // joined in one group.
  it.each([
    [
      // ('product knowledge' lent 'product', the stem of 'production', to a PV commissioning task;
      // 'wiring regulations' lent 'régulation' to control valves; 'alèse' is read as 'alésage'; a
      // bottle's cap is no cork; a swap body is no mobile till)
      'fifteenth',
      ['product knowledge', 'wiring regulations', 'alèse', 'sleep-in', 'filetage', 'mortiser'],
      [
        ['capsulage', 'corking'],
        ['swap body', 'mobile pos'],
      ],
    ],
    [
      // (a programming language is a lexicon tool, read with its case: 'R', 'Go'; 'potages' is read as
      // 'potager', 'soups' as 'souple', 'pocher' as 'poche', 'titrisation' as 'titrage')
      'sixteenth',
      ['python', 'go', 'r', 'nightclub', 'potages', 'soups', 'pocher', 'titrisation', 'oracy'],
      [],
    ],
    [
      // (a contract or a low-emission zone is a condition of the job, no task; 'boucheuse' (a bottle
      // corker) would be read as a butcher, 'brandy' as branding, 'fermage' as closing)
      'fourteenth',
      ['cdi', 'cdd', 'part-time', 'zfe', 'coworking', 'boucheuse', 'brandy', 'fermage', 'esca'],
      [],
    ],
  ] as const)(
    'holds none of the %s batch’s words read for two senses or another’s stem',
    (_batch, absent, apart) => {
      const pack = wordGroups()
      const words = new Set(pack.groups.flat())
      for (const w of absent) expect(words.has(w)).toBe(false)
      for (const [a, b] of apart) expect(pack.groups.some((g) => g.includes(a) && g.includes(b))).toBe(false)
    },
  )

  it('holds none of the thirteenth batch’s words of two senses, nor a device beside its regulation', () => {
    // ('CFD': fluid simulation or a trading contract; 'ECT': a therapy or an early-career teacher;
    // 'ITT': an invitation to tender or a French sick leave; 'DSO': debtor days or a grid operator)
    const pack = wordGroups()
    const words = new Set(pack.groups.flat())
    for (const w of ['cfd', 'rdm', 'ect', 'tca', 'dmi', 'itt', 'dso', 'dtc', 'détaxe'])
      expect(words.has(w)).toBe(false)
    const together = (a: string, b: string) => pack.groups.some((g) => g.includes(a) && g.includes(b))
    expect(together('dispositifs médicaux', 'medical device regulation')).toBe(false)
    expect(together('planning des gardes', 'astreinte technique')).toBe(false)
    // (RevPAR is revenue per available room, no occupancy rate)
    expect(together('revpar', 'occupancy rate')).toBe(false)
  })

  it('reads an offer’s own wording in the CV’s words for the same thing (data/packs/word-equivalents.json)', () => {
    const jd =
      'Conducteur de car\nMissions :\n- Vérifications du véhicule avant le départ\n- Conduite en ligne'
    const cv =
      'Conducteur\nExpérience\n2019 – 2025 Conducteur PL, Transports Girod\n- Contrôles quotidiens avant départ : niveaux, pneus'
    expect(run(cv, jd).matchedSkills).toContain('Vérifications du véhicule avant le départ')
    const clean =
      'Agent de propreté\nMissions :\n- Vidage des corbeilles et tri sélectif des déchets\n- Respect des dosages des produits'
    const cleaner =
      'Fatou\nExpérience\n2020 – 2025 Agent de propreté, Netto Pro\n- Vidage des poubelles, tri papier / carton / DIB\n- Dilution des produits selon les fiches techniques'
    expect(run(cleaner, clean).matchedSkills).toEqual(
      expect.arrayContaining([
        'Vidage des corbeilles',
        'Tri sélectif des déchets',
        'Respect des dosages des produits',
      ]),
    )
    // a word of another meaning stands for nothing: 'entretien' is in no group
    const other =
      'Conducteur\nExpérience\n2019 – 2025 Agent d’accueil\n- Entretiens téléphoniques avant le départ des clients'
    expect(run(other, jd).matchedSkills).not.toContain('Vérifications du véhicule avant le départ')
    // a beekeeper's training names the apiary, not the trade's adjective
    const bees = run(
      'Mathis\nFormation\n2024 – Formation « Conduite d’un rucher » (70 h), CFPPA du Diois',
      'Ouvrier apicole\nProfil :\n- BPREA ou formation apicole souhaité',
    )
    expect(bees.matchedSkills.join(' | ')).toMatch(/formation apicole/i)
    // month-end closings are 'arrêtés'; an individual plan is personalised
    const books = run(
      'Nathalie\nExpérience\n2019 – 2026 Comptable unique, Métallerie\n- Arrêtés mensuels : FNP, FAE, CCA, PCA',
      'Comptable général\nMissions :\n- Clôtures mensuelles',
    )
    expect(books.matchedSkills.join(' | ')).toMatch(/clôtures? mensuelles?/i)
    const care = run(
      'Inès\nExpérience\n2021 – 2026 Monitrice-éducatrice, IME\n- Co-référente de trois projets individualisés',
      'Éducateur spécialisé\nMissions :\n- Suivi des projets personnalisés',
    )
    expect(care.matchedSkills.join(' | ')).toMatch(/projets personnalisés/i)
  })

  it('reads each Eurocode by its number or its standard, and structural steelwork in either language', () => {
    expect(names('EN 1992-1-1 (concrete), EN 1993-1-1 (steel)')).toEqual(
      expect.arrayContaining(['Eurocode 2', 'Eurocode 3']),
    )
    expect(names('Maîtrise des Eurocodes 2 et 3 ; pratique de l’Eurocode 8')).toEqual(
      expect.arrayContaining(['Eurocode 2', 'Eurocode 8']),
    )
    expect(names('Design of steel portal frames')).toContain('Charpente métallique')
    // a plasterer's metal studs are no structural steelwork
    expect(names('Plafonds en plaques de plâtre sur ossature métallique')).not.toContain(
      'Charpente métallique',
    )
  })

  it('asks the CV for the thing, not for how well it is done (‘Clear reports’)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Ana\nExperience\n2019 – 2025 Social worker, Nord\n- Report writing for court and child protection conferences',
        jobDescription: 'Social Worker\nWhat you will do:\n- Write clear reports',
        questionsCount: 1,
      },
      NOW,
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/clear reports/i)
  })

  it('tells a Product Owner certification from a Scrum Master one', () => {
    expect(names('Professional Scrum Master I (PSM I) – Scrum.org, 2022')).not.toContain('PSPO')
    expect(names('Certification PSPO appréciée')).toContain('PSPO')
  })

  it('reads self-control (‘Maîtrise de soi’) as the quality, not as ‘maîtrise’ of nothing', () => {
    expect(names('Sens du service client, ponctualité, maîtrise de soi')).toContain('Résistance au stress')
    expect(names('Calm and in control: self-control with difficult passengers')).toContain(
      'Résistance au stress',
    )
  })

  it('reads a trade’s words across languages (“Ramendage” / “mending nets”)', () => {
    const fishing = run(
      'Erwan\nExperience\n2019 – 2025 Deckhand, Celtic Trawlers\n- Mending nets on deck and on the quay',
      'Marin-pêcheur H/F\nMissions :\n- Ramendage',
    )
    expect(fishing.matchedSkills.join(' | ')).toMatch(/ramendage/i)
    const ironmonger = run(
      'Dan\nExperience\n2016 – 2022 Shop Assistant, Hutchings Hardware\n- Key cutting on Silca machines, lock fitting advice',
      'Vendeur en quincaillerie H/F\nMissions :\n- Reproduction de clés\n- Serrurerie',
    )
    expect(ironmonger.matchedSkills).toEqual(expect.arrayContaining(['Reproduction de clés', 'Serrurerie']))
  })

  it('reads a trade’s words across languages and holds no word of two meanings (the fourth batch)', () => {
    const jd =
      'Recruitment Consultant\nWhat you will need:\n- Advanced Boolean search\n- Strong negotiation skills'
    const cv =
      'Claire\nExpérience\n2021 – 2025 Chargée de recrutement IT, Nexalis\n- Sourcing via LinkedIn ; requêtes booléennes avancées et X-Ray Google'
    const matched = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3 }, NOW).matchedSkills
    expect(matched.join(' | ')).toMatch(/boolean/i)
    const pack = wordGroups()
    // ('perm': a hair perm or a permanent placement; 'DIU': a coil or a university diploma; hot holding
    // is no cook-chill; the MOT test is a regulated test, read by no word)
    const words = new Set(pack.groups.flat())
    for (const w of ['perm', 'diu', 'amm', 'isa', 'ppi', 'mot test']) expect(words.has(w)).toBe(false)
    expect(pack.groups.some((g) => g.includes('liaison froide') && g.includes('liaison chaude'))).toBe(false)
  })

  it('reads no sales in a word group that holds the alias for something else (lexicon-blockers.json)', () => {
    expect(ids('Étiquetage des colis : dénomination commerciale, nom latin, zone FAO')).not.toContain('vente')
    expect(ids('Agent d’entretien au centre commercial')).not.toContain('vente')
    // (the other words of the group are read as usual)
    expect(ids('Commercial cleaning of offices')).toEqual(['nettoyage'])
    expect(ids('Commerciale terrain depuis 2019')).toContain('vente')
    // ('prêt-à-porter' is clothing, a 'prêt' of its own a loan)
    expect(ids('Responsable de boutique prêt-à-porter')).not.toContain('credit')
    expect(ids('Prêt de matériel aux adhérents')).toContain('credit')
  })

  it('reads sales targets met as selling shown (‘exceeded personal sales targets; top seller’)', () => {
    const r = run(
      'Siobhan\nExperience\nMake-up Artist, MAC Cosmetics, 2018 – 2024\n- Consistently exceeded personal sales targets; top seller in Q4 2019',
      'Maquilleuse (H/F)\nProfil :\n- Vente\n- Atteinte des objectifs de vente',
    )
    expect(r.matchedSkills).toContain('Vente')
    expect(r.matchedSkills.join(' | ')).toMatch(/objectifs/i)
  })

  it("shows no offer's own wording by a word a blocker reads as nothing ('centre commercial')", () => {
    const r = run(
      "Karim\nExpérience\n2018 – 2025 Agent de sécurité, centre commercial Westfield Rosny 2\n- Rondes, contrôle d'accès",
      'Vendeur (H/F)\nProfil :\n- Sens du commerce\n- Rondes',
    )
    expect(r.matchedSkills).not.toContain('Sens du commerce')
    expect(r.missingSkills).toContain('Sens du commerce')
  })

  it("reads a word group's entry of several words whole: 'contrôle' shows no vehicle, 'skive' shows 'parage du cuir'", () => {
    const jd = 'Agent de lavage (H/F)\nProfil :\n- Lavage de véhicules\n- Parage du cuir'
    const cv = (line: string) =>
      `Karim\nExpérience\n2018 – 2025 Agent d’entretien, Lycée Jean Moulin\n- ${line}`
    // ('contrôle' shares a group with 'tour du véhicule': it stands for the whole entry, not its 'véhicule')
    expect(run(cv('Lavage des sols, contrôle des extincteurs'), jd).missingSkills).toContain(
      'Lavage de véhicules',
    )
    expect(run(cv('Lavage et entretien des véhicules de service'), jd).matchedSkills).toContain(
      'Lavage de véhicules',
    )
    // (one word for an entry of several, its head and the whole entry: 'skive' is 'parage du cuir')
    expect(run(cv('Skive edges with a bell skiver'), jd).matchedSkills).toContain('Parage du cuir')
  })

  it("reads no electronics in 'electronic records' and no 'risques psychosociaux' in an English 'RPS training'", () => {
    expect(ids('Keep accurate electronic records')).not.toContain('electronique')
    expect(ids('Electronics and electrical repairs')).toContain('electronique')
    expect(ids('RPS training desirable')).not.toContain('qvt')
    expect(ids('Prévention des RPS')).toContain('qvt')
    // (an insurance engineer inspects, an on-call rota is a condition: no insurance, no staff planning)
    expect(ids('Supporting LOLER thorough examinations with insurance engineers')).not.toContain('assurance')
    expect(ids('Joining the 1-in-6 on-call rota')).not.toContain('planning-du-personnel')
    expect(ids('Manage the staff rota')).toContain('planning-du-personnel')
    // (HR's full-time equivalents are no patient education; ADP is payroll software, an HRIS)
    expect(ids('Tableaux de bord RH (effectifs, ETP, absentéisme)')).not.toContain('education-therapeutique')
    expect(ids("Animation de séances d'ETP")).toContain('education-therapeutique')
    expect(ids('Connaissance d’un SIRH (SAP HR, HR Access ou ADP)')).toEqual(['sirh', 'sirh', 'sirh', 'sirh'])
  })

  it('names a French offer’s wording in French (‘Analyse des écarts’, not ‘Cost analysis’)', () => {
    const labels = analyseJob(
      'Contrôleur de gestion sociale\nMissions :\n- Piloter la masse salariale : budget, analyse des écarts',
      getLexicon(),
    ).requirements.map((r) => r.label)
    expect(labels).toContain('Analyse des écarts')
    expect(labels).not.toContain('Cost analysis')
  })

  it("names a swimmer's requirement by what it asks ('Savoir nager'), never a lone 'Attestation'", () => {
    const jd =
      "Éclusier (H/F)\nProfil :\n- Savoir nager : attestation exigée à l'embauche\n- Casier judiciaire : extrait exigé"
    const r = run('Paul\nExpérience\n2019 – 2025 Agent d’entretien, Ville de Saverne\n- Débroussaillage', jd)
    const listed = [...r.matchedSkills, ...r.missingSkills]
    expect(listed.join(' | ')).not.toMatch(/(?:^|\| )(?:Attestation|Extrait)(?: \||$)/)
    expect(run('Paul\nFormation\n- Brevet de natation 400 m (2015)', jd).matchedSkills).toContain(
      'Savoir nager',
    )
  })

  it('reads a natural science degree as a science discipline, not a data science one', () => {
    const jd =
      'HP Monitor\nRequirements:\n- HNC/ONC in a science or engineering discipline (essential)\n- IRR17'
    const cv = (degree: string) => `Liam\nEducation\n- ${degree}\nTraining\n- IRR17 course, 2024`
    expect(
      run(cv('HNC Applied Science (Chemistry) – Furness College, 2020'), jd).matchedSkills.join(' | '),
    ).toMatch(/HNC\/ONC/)
    const bio = 'Technicien de laboratoire\nProfil :\n- BTS ABM, BUT génie biologique ou DETAB exigé'
    expect(
      run(
        `Léa\nFormation\n- Master Statistique et science des données — Université de Montpellier, 2019`,
        bio,
      ).missingSkills.join(' | '),
    ).toMatch(/BTS ABM/)
  })

  it('reads an outdoor guide’s English CV for a French offer through the word groups (seventh batch)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Sam Whitcombe\nExperience\nOct 2021 – Apr 2025 Senior Raft Guide, Kaituna Cascades Rafting\n- Delivered safety talks and paddle training for groups of up to 40 guests\nQualifications\n- Swiftwater Rescue Technician (SRT-1), Rescue 3 International – renewed 2024',
        jobDescription:
          'Guide de rafting H/F\nMissions :\n- Briefings sécurité, sauvetage en eaux vives\n- Accueil des clients',
        questionsCount: 1,
        lang: 'fr',
      },
      NOW,
    )
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['Briefings sécurité', 'Sauvetage en eaux vives']))
    // (a word of two senses is in no group: a ruling or judgement, a climbing or an escalation)
    const words = new Set(wordGroups().groups.flat())
    for (const w of ['jugement', 'conciliation', 'ski', 'escalade des incidents', 'obsèques'])
      expect(words.has(w)).toBe(false)
  })

  it('reads the word groups from their compiled index as from the pack itself (data/lexicon/word-groups.json)', () => {
    const { groups } = wordGroups()
    const compiled = JSON.parse(
      readFileSync(new URL('./data/lexicon/word-groups.json', import.meta.url), 'utf8'),
    )
    // (the committed index is the pack's: `npm run lexicon:build` after changing either or the stemmer)
    expect(compiled).toEqual(compileWordGroups(groups))
    // (and what the engine loads from it is the index built from the groups, key lists shared)
    const loaded = loadWordGroups(compiled)
    expect(loaded).toEqual(indexWordGroups(groups))
    const lists = [...loaded.single.values()].flat()
    expect(new Set(lists).size).toBeLessThan(lists.length)
  })

  it('holds no licence or card in the word groups: a credential is read by its ladder, never by a word', () => {
    const pack = wordGroups()
    const words = pack.groups.flat()
    expect(
      words.filter((w) => /^(?:permis|caces|habilitation|carte professionnelle)\b|licen[cs]e$/.test(w)),
    ).toEqual([])
  })

  it('reads an equivalent of several words only where its words stand in a row', () => {
    const jd = 'Assistant de gestion\nMissions :\n- Mise à jour des dashboards'
    const written = run(
      'Léa\nExpérience\n2020 – 2025 Assistante, Cabinet Morel\n- Mise à jour des tableaux de bord mensuels',
      jd,
    )
    expect(written.matchedSkills.join(' | ')).toMatch(/dashboards/i)
    // 'tableau' alone (a painting, a pivot table) and 'bord' alone are no dashboard
    const apart = run(
      'Léa\nExpérience\n2020 – 2025 Assistante, Cabinet Morel\n- Mise à jour du tableau des congés, classement à bord du navire',
      jd,
    )
    expect(apart.matchedSkills.join(' | ')).not.toMatch(/dashboards/i)
  })

  it('reads no skill in the tail of a compound joined by a function word', () => {
    expect(names('Wrote and marked end-of-unit tests and mock exams')).toEqual([])
    expect(names('Unit tests with Jest')).toEqual(expect.arrayContaining(['Tests unitaires', 'Jest']))
    // coordinated nouns joined by hyphens stay one skill
    expect(names('Hygiène-sécurité-environnement')).toEqual(['Hygiène sécurité environnement'])
  })

  it('reads “sourcing” as purchasing only with its suppliers', () => {
    expect(names('Techniques de sourcing et recherche booléenne')).not.toContain('Achats')
    expect(names('Sourcing fournisseurs en Asie')).toContain('Achats')
  })

  it('reads JSON API endpoints as a REST API, and a computer science degree as no piece of hardware', () => {
    expect(names('Built the JSON API endpoints used by the map view')).toContain('API REST')
    expect(names('A Computer Science degree')).toEqual(['Sciences informatiques'])
  })

  it('reads no skill in a passion (“Passionnée de pâtisserie”), but in the work that shows it', () => {
    const jd = 'Vendeuse en boulangerie\nMissions :\n- Vente de pâtisseries et viennoiseries'
    const fan =
      'Léa\nProfil\nSouriante et rapide. Passionnée de pâtisserie depuis toujours.\nExpérience\n2023 – 2026 Équipière, KFC\n- Encaissement'
    expect(run(fan, jd).matchedSkills.join(' ')).not.toMatch(/Pâtisserie/)
    const baker = `${fan}\n2020 – 2023 Vendeuse, Boulangerie Paul\n- Vente de pâtisseries et de viennoiseries`
    expect(run(baker, jd).matchedSkills.join(' ')).toMatch(/Pâtisserie/)
  })

  it('never reads "M€" as M&A', () => {
    expect(names('Marque vendue en ligne (CA 8 M€)')).toEqual([])
  })

  it('does not read tyres as pneumatic systems, but reads pneumatics among trade skills', () => {
    expect(names('Montage et équilibrage de pneumatiques')).not.toContain('Pneumatique')
    expect(names('Mécanique industrielle, pneumatique, hydraulique')).toContain('Pneumatique')
  })

  it('does not take "management" inside "Community management" as team management', () => {
    const jd = 'Responsable communication\nProfil :\n- Expérience de management souhaitée\n- SEO'
    const r = run('Chargée de communication\nCommunity management, rédaction web\n2019 – 2025', jd)
    expect(r.matchedSkills).not.toContain('Management')
  })

  it('shows a soft skill written exactly like a trade skill (pédagogie)', () => {
    const jd = 'Formateur\nProfil :\n- Sens de la pédagogie indispensable\n- Excel'
    const r = run('Formateur Excel\nQualités : pédagogie, patience\n2018 – 2025', jd)
    expect(r.matchedSkills.some((s) => /p[ée]dagogie/i.test(s))).toBe(true)
  })

  it('requires the clearance codes themselves (B0 is not BR/B2V)', () => {
    const jd = 'Technicien de maintenance\nProfil :\n- Habilitation électrique BR / B2V indispensable'
    const r = run('Technicien\nHabilitation électrique B0 (non électricien)\n2019 – 2025', jd)
    expect(r.matchedSkills.join(' | ')).not.toMatch(/B2V/)
    expect(r.missingSkills.join(' | ')).toMatch(/B2V/)
  })

  it('reads a word and its derivations as one (fidélisation / fidélité, stability / stabilité)', async () => {
    const { stem } = await import('./phrases.ts')
    expect(stem('fidelisation')).toBe(stem('fidelite'))
    expect(stem('fideliser')).toBe(stem('fidelite'))
    expect(stem('stability')).toBe(stem('stabilite'))
    expect(stem('organisation')).toBe(stem('organiser'))
    // (a short English root: 'strip waxing' shows 'strip wax'; 'caring' is no 'car')
    expect(stem('waxing')).toBe(stem('wax'))
    expect(stem('towing')).toBe(stem('tow'))
    expect(stem('caring')).not.toBe(stem('car'))
    expect(stem('string')).not.toBe(stem('str'))
    // (a verb said to 'vous' is its infinitive, 'rendez' of 'rendez-vous' is none)
    expect(stem('encadrez')).toBe(stem('encadrer'))
    expect(stem('encadrerez')).toBe(stem('encadrer'))
    expect(stem('rendez')).toBe('rendez')
    // (a French plural in -aux is its singular: 'travaux en hauteur' shows 'travail en hauteur')
    expect(stem('travaux')).toBe(stem('travail'))
    expect(stem('locaux')).toBe(stem('local'))
    expect(stem('vitaux')).toBe(stem('vital'))
    expect(stem('bureaux')).toBe(stem('bureau'))
    // (a French feminine in -ère is its masculine: a 'Fromagère' is the offer's 'Fromager-crémier')
    expect(stem('fromagere')).toBe(stem('fromager'))
    expect(stem('cremieres')).toBe(stem('cremier'))
    expect(stem('bouchere')).toBe(stem('boucher'))
    const jd = 'Hôte de caisse\nMissions :\n- Accueil et fidélisation des clients (carte U)'
    const r = run('Hôtesse de caisse, 2022 – 2025\n- Ouverture de cartes de fidélité', jd)
    expect(r.matchedSkills.join(' | ')).toMatch(/fidélisation/i)
  })

  it('reads a word of several trades by its neighbours, not as the first trade that lists it', () => {
    // 'vidéo' of a security post is not video editing; 'réception' of goods is not front-desk work;
    // 'implantation' of a building site is not shelf layout.
    expect(names('Surveillance vidéo depuis le PC sécurité')).not.toContain('Montage vidéo')
    expect(names('Surveillance vidéo depuis le PC sécurité')).toContain('Vidéosurveillance')
    expect(names('Réception des livraisons au quai, contrôle des colis')).not.toContain('Accueil')
    expect(names('Implantation et lecture de plans')).not.toContain('Merchandising')
    expect(names('Montage vidéo, vidéo motion design, After Effects')).toContain('Montage vidéo')
  })

  it('reads a hyphenated name written joined, as a PDF line-end hyphen leaves it', () => {
    expect(names('Python (pandas, NumPy, scikitlearn, statsmodels)')).toContain('scikit-learn')
    expect(names('Python (pandas, NumPy, scikit-learn)')).toContain('scikit-learn')
  })

  it('takes no evidence from a wish ("looking to start a new career in dentistry")', () => {
    const jd = 'Dental assistant\nRequirements:\n- Dentistry experience\n- Chairside assisting'
    const wish = run(
      'Nursing assistant, 2021 – 2025\nObjective: looking to start a new career in dentistry, chairside assisting',
      jd,
    )
    expect(wish.matchedSkills).toEqual([])
    const done = run('Dental assistant, 2021 – 2025\n- Chairside assisting in a dentistry practice', jd)
    expect(done.matchedSkills.length).toBeGreaterThan(0)
  })

  it.each([
    'I would now like to move into dental nursing and am looking for a practice',
    'Care assistant. Now\nstudying dental nursing at night and looking for my first dental nursing role.',
    'Hoping to get into dental nursing next year',
    'Je souhaiterais travailler en assistance dentaire',
  ])('takes no evidence from a wish or a study under way: %s', (line) => {
    const jd = 'Dental nurse\nRequirements:\n- Dental nursing\n- Assistance dentaire'
    const r = run(`Sam\nProfile\n${line}\nExperience\n2020 – 2025 Care assistant, Oak House`, jd)
    expect(r.matchedSkills).toEqual([])
  })

  it('takes no evidence from work bought in from an outside firm (‘commissioned … from a specialist subcontractor’)', () => {
    const jd = 'Arboriste conseil\nMissions :\n- Tomographe\n- Rédaction des rapports'
    const cv = (line: string) =>
      `Sam\nExperience\n2018 – 2025 Arboricultural consultant, Greenline\n- ${line}\n- Wrote tree condition reports`
    const bought =
      'Where sonic tomography was needed, commissioned PiCUS surveys from a specialist\nsubcontractor and incorporated the tomograms into our reports.'
    expect(run(cv(bought), jd).matchedSkills.join(' ')).not.toMatch(/tomograph/i)
    expect(run(cv('Sonic tomography surveys with a PiCUS tomograph'), jd).matchedSkills.join(' ')).toMatch(
      /tomograph/i,
    )
  })

  it.each([
    // (a product of a family shows the family: an MES by its products)
    ['Track-in / track-out des lots dans Camstar', 'mes'],
    ['Batch records reviewed in Werum PAS-X', 'mes'],
  ])('a product shows its family: %s', (line, id) => {
    const cv = analyseCv(
      `Sam\nExperience\n2020 – 2025 Opérateur, Fab\n- ${line}`,
      getLexicon(),
      2026 * 12 + 10,
    )
    expect([...cv.evidence.keys()]).toContain(id)
  })

  it.each([
    ['Travail en binôme avec les infirmières de nuit', 'soins-infirmiers'],
    ['Aide aux infirmières lors des admissions', 'soins-infirmiers'],
    ['Seconder les infirmières, transmissions orales', 'soins-infirmiers'],
  ])('the people one worked beside are not one’s trade: %s', (line, id) => {
    const ids = (cv: string) =>
      [...analyseCv(cv, getLexicon(), 2026 * 12 + 10).evidence.keys()].filter((k) => k === id)
    expect(ids(`Sam\nExperience\n2020 – 2025 Care assistant, Oak House\n- ${line}`)).toEqual([])
    // (the trade itself stays: 'Infirmière de nuit')
    expect(ids('Sam\nExperience\n2020 – 2025 Infirmière de nuit, Oak House')).toEqual([id])
  })

  it('nor are the clients an offer serves a requirement (‘nous accompagnons maîtres d’ouvrage et architectes’)', () => {
    const labels = analyseJob(
      "Économiste de la construction\nNous accompagnons maîtres d'ouvrage publics et architectes.\nProfil :\n- Métrés TCE",
      getLexicon(),
    ).requirements.map((r) => r.skill.id)
    expect(labels).not.toContain('conception-architecturale')
  })

  it('a credential one studies for is not held (‘I study for the NEBDN National Diploma’)', () => {
    const r = run(
      'Sam\nProfile\nCare assistant. I study for the NEBDN National Diploma at evening classes.\nExperience\n2020 – 2025 Care assistant, Oak House',
      'Dental nurse\nRequirements:\n- GDC registration and NEBDN National Diploma',
    )
    expect(r.matchedSkills).toEqual([])
    expect(r.missingSkills).toContain('NEBDN National Diploma')
  })

  it('does not read a common word among ESCO alternatives as that concept', () => {
    // 'standards' (scaffolding parts), 'ponts' (network bridges) are common words first
    expect(names('Follow all safety procedures and 5S standards')).not.toContain("Éléments d'échafaudages")
    expect(names('Entretien des ponts et chaussées')).not.toContain("Équipement d'interconnexion réseau")
    expect(names('Éditeur SaaS B2B')).toContain('SaaS')
  })

  it('does not read a common word left alone once a function word is dropped ("check" of "check-in")', () => {
    expect(names('Able to pass drug screen and background check')).toEqual([])
    expect(names('Check-in et check-out des clients')).toContain('Check-in et check-out')
  })
})

describe('heating, air conditioning and refrigeration, each its own requirement', () => {
  const lex = () => getLexicon()
  it.each([
    ['air handling units', 'centrales-de-traitement-d-air'],
    ['AHUs and fan coils', 'centrales-de-traitement-d-air'],
    ['air-to-water heat pumps', 'pompes-a-chaleur'],
    ['air-cooled chillers up to 600 kW', 'groupes-froids'],
    ['HVAC maintenance technician', 'genie-climatique'],
    ['Plombier chauffagiste', 'chauffage'],
    // an appliance is no HVAC equipment
    ['repairs on heat pump dryers', 'electromenager'],
    // a pet shop's food advice
    ['Conseil en nutrition chiens et chats : croquettes sans céréales', 'alimentation-animale'],
    ['Bonnes connaissances en alimentation animale', 'alimentation-animale'],
  ])('%s → %s', (text, id) => {
    expect(
      lex()
        .match(text)
        .map((m) => m.skill.id),
    ).toContain(id)
  })
  it('a heat pump dryer is not a heat pump', () => {
    expect(
      lex()
        .match('repairs on heat pump dryers')
        .map((m) => m.skill.id),
    ).not.toContain('pompes-a-chaleur')
  })
})

describe('specific evidence of a broad skill (specific-evidence.txt, decision 023)', () => {
  const evidenced = (line: string) => [
    ...analyseCv(
      `Sam\nExpérience\n2020 – 2025 Agent, Oak House\n- ${line}`,
      getLexicon(),
      2026 * 12 + 10,
    ).evidence.keys(),
  ]
  it.each([
    ['Toilettes au lit et aide au lever', 'soins-d-hygiene-et-de-confort'],
    ['Suivi des DLC en chambre froide', 'gestion-des-stocks'],
    ['Tourage de la pâte à croissants', 'viennoiserie'],
    ['Pose de sondes urinaires', 'soins-infirmiers'],
    // (the second batch: office, payroll, HR, logistics in British words)
    ['Subrogation des IJSS et attestations de salaire', 'paie'],
    ['Tri des CV et préqualification téléphonique', 'recrutement'],
    ['Goods-in operative on nights', 'reception-de-marchandises'],
  ])('%s shows %s', (line, id) => {
    expect(evidenced(line)).toContain(id)
  })
  it('only from specific to broad: the broad skill shows no specific one', () => {
    expect(evidenced('Gestion des stocks et inventaires')).not.toContain('controle-des-dlc')
  })
})

describe('a word of another sense in the other language, and a site’s drawings', () => {
  it('‘commercial projects’ in English are no sales; ‘commercial’ in French is', () => {
    const job = (jd: string) => analyseJob(jd, getLexicon()).requirements.map((r) => r.skill.id)
    expect(
      job(
        'Scaffolder\nWe erect scaffolds on commercial and residential projects.\nRequirements:\n- CISRS card',
      ),
    ).not.toContain('vente')
    expect(job('Commercial terrain H/F\nProfil :\n- Expérience commerciale\n- Sens commercial')).toContain(
      'vente',
    )
  })
  it('drawings on a site are plans to read, not an artist’s', () => {
    expect(ids('Able to read scaffold drawings')).toContain('lecture-de-plans')
    expect(ids('Working to customer drawings incl. geometric tolerances')).toContain('lecture-de-plans')
    expect(ids('Able to read scaffold drawings')).not.toContain('illustration')
    expect(ids('Illustratrice jeunesse : dessin, storyboard')).toContain('illustration')
  })
})

describe('a trade diploma’s option is a trade of its own', () => {
  const jd =
    'Mécanicien poids lourds\nProfil :\n- CAP ou Bac pro Maintenance des véhicules option véhicules de transport routier exigé'
  it.each([
    ['Bac pro Maintenance des véhicules option A voitures particulières', false],
    ['Bac pro Maintenance des véhicules option véhicules de transport routier', true],
    ['Bac pro Maintenance des véhicules', true],
  ])('%s → met: %s', (line, met) => {
    const r = run(`Léo\nFormation\n2019 – ${line}\nExpérience\n2020 – 2025 Mécanicien, Garage Martin`, jd)
    expect(r.matchedSkills.some((l) => l.startsWith('CAP ou Bac pro'))).toBe(met)
  })
  it('by its letter when both write one', () => {
    const asked = 'Mécanicien\nProfil :\n- Bac pro MV option B exigé'
    const cv = (o: string) =>
      `Léo\nFormation\n2019 – Bac pro Maintenance des véhicules option ${o}\nExpérience\n2020 – 2025 Mécanicien, Garage Martin`
    expect(run(cv('A'), asked).matchedSkills.join(' ')).not.toMatch(/Bac pro/)
    expect(run(cv('B'), asked).matchedSkills.join(' ')).toMatch(/Bac pro/)
  })
})

describe('the finishing and structure trades, each a qualification of its own', () => {
  it.each([
    ['Carreleur H/F – pose de faïence et grands formats', 'carrelage', 'peinture-en-batiment'],
    ['Plaquiste : cloisons sèches et plafonds en placo', 'platrerie', 'carrelage'],
    ['Painter and decorator, 6 years', 'peinture-en-batiment', 'platrerie'],
    ['Solier moquettiste – pose de sols souples', 'revetements-de-sols', 'peinture-en-batiment'],
    ['Charpentier bois, taille et levage', 'charpente', 'menuiserie'],
    ['Menuisier poseur : pose de menuiseries extérieures', 'menuiserie', 'charpente'],
    ['Étancheur : étanchéité toiture terrasse', 'etancheite', 'couverture'],
    ['Couvreur zingueur, ardoise et tuile', 'couverture', 'etancheite'],
    ['Élagueur grimpeur certifié', 'elagage', 'paysagisme'],
    ['Jardinier paysagiste, tonte et taille de haies', 'paysagisme', 'elagage'],
    ['Cariste, chariot élévateur frontal', 'chariots-elevateurs', 'conduite-d-engins'],
    ['Conducteur de mini-pelle et chargeuse', 'conduite-d-engins', 'chariots-elevateurs'],
    ['Grutier grue à tour', 'conduite-de-grue', 'conduite-d-engins'],
    ['Préparation de commandes au transpalette électrique', 'transpalette', 'chariots-elevateurs'],
    ['Boulanger, fabrication du pain au levain', 'panification', 'patisserie'],
    ['Pâtissière : entremets et tartes', 'patisserie', 'panification'],
    ['Couturière : ourlets sur machine à coudre', 'couture', 'stylisme'],
    ['Modéliste : patronage et gradation', 'modelisme', 'couture'],
    // (stock rotation written by its rule shows the stock management it is part of)
    ['Rangement en chambre froide (FIFO)', 'gestion-des-stocks', 'inventaire'],
  ])('%s → %s, not %s', (text, is, isNot) => {
    expect(ids(text)).toContain(is)
    expect(ids(text)).not.toContain(isNot)
  })
  it('a shop named after the craft is not the craft, nor is a photo’s retouching a tailor’s', () => {
    expect(ids('Vendeuse en boulangerie, 5 ans')).not.toContain('panification')
    expect(ids('Post-production et retouche des photos')).not.toContain('couture')
  })
  it('a plasterer’s CV does not meet a tiling offer', () => {
    const r = run(
      'Karim\nExpérience\n2018 – 2025 Plaquiste, SARL Placo Plus\n- Cloisons sèches, doublages, bandes',
      'Carreleur H/F\nVos missions :\n- Carrelage sols et murs\nProfil :\n- Expérience en carrelage',
    )
    expect(r.matchedSkills.join(' ')).not.toMatch(/carrel/i)
  })
})

describe('requirements an offer itemises under one skill', () => {
  it('reads each of several requirements an offer lists under one skill by its own words', () => {
    // 'Recrutement', 'jobboards' and 'présélection' are one lexicon skill; listed apart, each is a
    // practice of its own: a manager who sat in on interviews shows recruitment, not job boards.
    const jd =
      'Chargée de recrutement\nMissions :\n- Recrutement des profils techniques\n- Diffusion des offres sur les jobboards\n- Présélection téléphonique des candidats'
    const cv =
      'Inès\nExpérience\n2019 – 2025 Responsable de boutique, Maison Lou\n- Participation aux entretiens de recrutement des vendeurs'
    const result = run(cv, jd)
    expect(result.matchedSkills.join(' | ')).toMatch(/Recrutement/)
    expect(result.missingSkills.join(' | ')).toMatch(/Jobboards/i)
    expect(result.missingSkills.join(' | ')).toMatch(/Présélection/i)
    // one wording of the skill alone is still shown by the skill
    const one = 'Chargée de recrutement\nMissions :\n- Diffusion des offres sur les jobboards'
    expect(run(cv, one).matchedSkills.join(' | ')).toMatch(/Jobboards/i)
  })
})

describe('a certificate the offer names in its own words', () => {
  const jd = 'QA Engineer\nRequirements:\n- ISTQB Foundation certification (essential)\n- Jira'
  const cv = (line: string) =>
    `Sam\nExperience\n2020 – 2025 Tester, Acme\n- Jira, test campaigns\nCertifications\n${line}`
  it.each([
    ['ISTQB Foundation certification (2022)', true],
    ['ISTQB Foundation – exam booked for March 2027', false],
    ['Certification ISTQB Foundation : en préparation', false],
  ])('%s → held: %s', (line, held) => {
    const r = analyseLocally({ cvText: cv(line), jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(r.matchedSkills.includes('ISTQB Foundation certification')).toBe(held)
  })
})

describe('a requirement named in the offer’s words around a skill', () => {
  const jd = 'Conseiller commercial automobile\nMissions :\n- Vente de véhicules neufs\n- Accueil des clients'
  it('is listed in the offer’s words when the CV shows them', () => {
    const cv =
      'Léa\nExpérience\n2019 – 2025 Vendeuse, Renault Rennes\n- Vente de véhicules neufs et d’occasion, 12 par mois'
    expect(run(cv, jd).matchedSkills).toContain('Vente de véhicules neufs')
  })
  it('is named as the skill the CV shows when it shows none of what the words add', () => {
    const cv = 'Léa\nExpérience\n2019 – 2025 Vendeuse, Darty Rennes\n- Vente d’électroménager, conseil client'
    const r = run(cv, jd)
    expect(r.matchedSkills).not.toContain('Vente de véhicules neufs')
    expect(r.questions.map((q) => q.answer).join(' ')).not.toMatch(/véhicules neufs/)
  })
})

describe('an action that says little beyond its object', () => {
  const offer =
    'Vendeur en bijouterie (H/F)\nMissions :\n- Suivi des réparations\n- Soutien à l’allaitement\n- Rédaction des bons de garantie'
  const cv =
    'Léa\nExpérience\n2019 – 2025 Vendeuse, Maison Or, Rennes\n- Réparations de montres envoyées au fournisseur\n- Bons de garantie remis au client\n- Allaitement : ateliers pour les jeunes parents'
  it('is shown by a line naming its object (‘Suivi des réparations’, ‘Soutien à l’allaitement’)', () => {
    const r = run(cv, offer)
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining(['Suivi des réparations', 'Soutien à l’allaitement']),
    )
  })
  it('not when the action is a trade’s own work, nor by an object the CV does not name', () => {
    const r = run(cv, offer)
    expect(r.matchedSkills.join(' | ')).not.toMatch(/Rédaction/)
    expect(
      run('Léa\nExpérience\n2019 – 2025 Vendeuse, Maison Or\n- Vente de montres', offer).missingSkills,
    ).toContain('Suivi des réparations')
  })
})

describe('a further language the offer does not name', () => {
  const offer = 'Agent d’escale (H/F)\nProfil :\n- Anglais B2 exigé\n- 2e langue = un plus'
  it('is met by a language of the CV other than the offer’s and the ones it names', () => {
    const r = run('Léa\nLangues\nAnglais : B2\nPortugais : courant', offer)
    expect(r.matchedSkills).toContain('2e langue')
  })
  it('is not met by English or French alone, nor by notions of another', () => {
    const r = run('Léa\nLangues\nAnglais : B2\nEspagnol : notions', offer)
    expect(r.missingSkills).toContain('2e langue')
  })
})

describe('a quality in the offer’s own words', () => {
  it('is shown as the soft skill it stands for (data/packs/soft-evidence.json)', () => {
    const r = run(
      'Marco\nExpérience\n2019 – 2025 Pizzaiolo, Trattoria Roma\n- Rush du vendredi et samedi, jusqu’à 180 pizzas',
      'Pizzaiolo (H/F)\nProfil :\n- À l’aise dans le rush (jusqu’à 150 pizzas/service)',
    )
    expect(r.matchedSkills).toContain("À l'aise dans le rush")
    expect(r.matchedSkills.join(' | ')).not.toMatch(/150 pizzas/)
  })
})

describe('a compound noun the offer writes with its hyphen', () => {
  it('“Monte-meubles” is not shown by “montage de meubles”; written as such, it is', () => {
    const NOW = new Date('2026-11-01T00:00:00Z')
    const jd = 'Déménageur H/F\nProfil :\n- Permis B\n- La maîtrise du monte-meubles est un plus'
    const run = (cvText: string) =>
      analyseLocally({ cvText, jobDescription: jd, questionsCount: 3, lang: 'fr' }, NOW)
    const installer = run(
      'Livreur-installateur – But, 2020 – 2026\n- Montage et démontage de meubles chez les clients',
    )
    expect(installer.matchedSkills.join(' | ')).not.toMatch(/monte-meubles/i)
    const mover = run('Déménageur – Demeco, 2020 – 2026\n- Utilisation du monte-meubles en façade')
    expect(mover.matchedSkills.join(' | ')).toMatch(/monte-meubles/i)
  })
})

describe('a one-letter name inside an abbreviation', () => {
  it('“BUT R&T” names no R; “Python, R et SQL” does', () => {
    expect(ids('Bac+2 en informatique (BTS SIO, BUT R&T…)')).not.toContain('r')
    expect(ids('Compétences : Python, R et SQL')).toContain('r')
  })
})

describe('a training under way shows nothing yet', () => {
  it('a line of the training section saying “en cours” is no evidence of what it names', () => {
    const jd = 'Électricien de maintenance\nProfil :\n- Maîtrise des automates Siemens S7 impérative'
    const learning = run(
      'Kevin\nExpérience\n2020 – 2026 Électricien, Laiterie\nFormation\n- 2026 (en cours) – TIA Portal : automates Siemens S7-1500',
      jd,
    )
    expect(learning.matchedSkills.some((l) => /Siemens S7/.test(l))).toBe(false)
    expect(learning.missingSkills.some((l) => /Siemens S7/.test(l))).toBe(true)
    const done = run(
      'Kevin\nExpérience\n2020 – 2026 Électricien, Laiterie\nFormation\n- 2024 – TIA Portal : automates Siemens S7-1500',
      jd,
    )
    expect(done.matchedSkills.some((l) => /Siemens S7/.test(l))).toBe(true)
  })
})

describe('a product of a family', () => {
  it('shows the family, never another product of it', () => {
    const cv =
      'Léa\nExpérience\n2019 – 2026 Chargée RH, Banque Rhône\n- Administration du personnel sous SAP SuccessFactors'
    const product = run(cv, 'HR Business Partner\nProfil :\n- Maîtrise de Workday exigée')
    expect(product.matchedSkills).not.toContain('Workday')
    expect(product.missingSkills).toContain('Workday')
    const family = run(cv, 'Chargé RH\nProfil :\n- Maîtrise d’un SIRH exigée')
    expect(family.matchedSkills).toContain('SIRH')
    const gmao = run(
      'Kevin\nExpérience\n2019 – 2026 Technicien de maintenance\n- Saisie des BT dans CARL Source',
      'Technicien de maintenance\nProfil :\n- Maîtrise de Maximo',
    )
    expect(gmao.missingSkills).toContain('Maximo')
  })
})

describe('a module or product the offer names after its family', () => {
  it('is not shown by another module of the family (‘SAP IBP’ by ‘SAP ECC’)', () => {
    const jd = 'Supply Chain Planner\nWhat we are looking for\n* Hands-on SAP IBP is a must'
    const cv = (tool: string) =>
      analyseLocally(
        {
          cvText: `Anna\nExperience\n2020 – 2026 Planner, Foods\n- Supply planning in ${tool}`,
          jobDescription: jd,
          questionsCount: 3,
          lang: 'en',
        },
        NOW,
      )
    expect(cv('SAP ECC').missingSkills).toContain('SAP IBP')
    expect(cv('SAP ECC').matchedSkills).not.toContain('SAP')
    expect(cv('SAP IBP').matchedSkills).toContain('SAP IBP')
  })
})

describe('a two-column CV read sidebar first', () => {
  it('the candidate’s name after the sidebar’s hobbies opens the main column: its lines are no hobbies', () => {
    const cv =
      'CONTACT\nelodie.marchetti@gmail.com\nINTERESTS\nTrail running, board games\nÉlodie Marchetti\nHR Business Partner\nHR professional with 7 years of experience, including 4 years as an\nHRBP for a retail network of 900 employees.'
    const r = analyseLocally(
      {
        cvText: cv,
        jobDescription: 'HR Business Partner\nWhat you bring:\n- 2 years in an HRBP role\n- HR background',
        questionsCount: 3,
        lang: 'en',
      },
      NOW,
    )
    expect(r.matchedSkills).toContain('HRBP')
    expect(r.missingSkills).not.toContain('HRBP')
  })
})

describe('a word of another trade written alike', () => {
  it('reads a building’s “réhabilitation” as no physiotherapy', () => {
    expect(names('Opérations de logements, d’équipements et de réhabilitation')).not.toContain(
      'Kinésithérapie',
    )
    expect(names('Rééducation fonctionnelle en cabinet')).toContain('Kinésithérapie')
  })
})

describe('working at height', () => {
  it('is one skill in both languages, shown by the training or the harness (“Travaux en hauteur – EPI antichute”)', () => {
    const jd = 'Monteur charpente\nProfil :\n- Working at height\n- Lecture de plans'
    const r = run(
      'Monteur, 2020 – 2025\n- Montage de charpentes\nHabilitations\nTravaux en hauteur – EPI antichute (2023)',
      jd,
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/height/i)
    const none = run('Monteur, 2020 – 2025\n- Montage de charpentes\n- Travail de nuit', jd)
    expect(none.missingSkills.join(' | ')).toMatch(/height/i)
  })
})

describe('a hobby', () => {
  it('shows no tool (a reader’s Kafka), while a language or a quality stays shown', () => {
    const jd = 'Backend engineer\nRequirements\n- Kafka\n- Spanish'
    const r = run(
      'Backend engineer, Acme, 2019 – 2025\n- Go services on NATS\nInterests\nReading: lately Kafka, Borges. Spanish (fluent) with my family',
      jd,
    )
    expect(r.missingSkills.join(' | ')).toMatch(/Kafka/)
    const job = run('Backend engineer, Acme, 2019 – 2025\n- Event streaming with Kafka and NATS', jd)
    expect(job.matchedSkills.join(' | ')).toMatch(/Kafka/)
  })
})

describe('a word of two trades', () => {
  it('“balisage” of a road zone is no shelf labelling (met by “mise en rayon”)', () => {
    const jd = 'Dépanneur\nMissions :\n- Balisage et sécurisation de la zone d’intervention'
    const r = run(
      'Employé libre-service, Carrefour, 2019 – 2025\n- Mise en rayon, réception des marchandises',
      jd,
    )
    expect(r.matchedSkills.join(' | ')).not.toMatch(/balisage|merchandising/i)
  })
  it('“Good communication skills” asks for no goods reception (an alias that was “goods-in”)', () => {
    const jd =
      'Site Joiner\nRequirements:\n• Own hand tools and 110V power tools\n• Good communication skills and a reliable attitude'
    const r = run('Joiner, 2019 – 2025\n- First and second fix', jd)
    expect([...r.matchedSkills, ...r.missingSkills].join(' | ')).not.toMatch(
      /^Goods?$|\| Goods? \||Réception/i,
    )
  })
})

describe('CVs read in more of their forms (rubric 2.33)', () => {
  const levelOf = (cvText: string, id: string) =>
    analyseCv(cvText, getLexicon(), 2026 * 12).languageLevels.get(id)

  it("reads a language's level where it is written, not where its name stands in a wrapped parenthesis or a test alone", () => {
    expect(
      levelOf(
        'LANGUAGES\n- English – native\n- French – intermediate (B1, DELF B1 obtained June 2024; evening classes at the Institut\nfrançais, London)\n- Spanish – basic (A2)',
        'francais',
      ),
    ).toBe(3)
    expect(
      levelOf(
        'Languages\n- English – native\n- French – B1 (DELF\nB1, 2023); B2 evening\ncourse in progress',
        'francais',
      ),
    ).toBe(3)
  })

  it("reads a holding's line by its degree ('MSc Actuarial Science') and its field in either language", () => {
    const r = run(
      'Reserving Actuary\nExperience\nReserving Actuary – Lloyd’s syndicate, 2019 – present\n- Quarterly non-life reserving, technical provisions under Solvency II\nEducation\n- MSc Actuarial Science – City, University of London, 2017',
      "Actuaire provisionnement IARD\nProfil :\n- diplôme d'actuaire (école ou master reconnu par l'Institut des actuaires) exigé ;\n- calcul des provisions techniques et Solvabilité II",
    )
    expect(r.matchedSkills).toEqual(expect.arrayContaining(["Diplôme d'actuaire", 'Solvabilité II']))
    expect(r.missingSkills.join(' | ')).not.toMatch(/actuaire|Solvabilit/)
  })

  it('reads agricultural and sport degrees as their fields', () => {
    const r = run(
      'Agricultural Machinery Sales\nEducation\n- 2010–2012 – Higher Certificate in Agricultural Mechanisation (Level 6, 2-year programme)',
      'Technico-commercial agroéquipement\nProfil : Bac+2 en agroéquipement ou technico-commercial (BTS GDEA, BTSA…) ; permis B exigé.',
    )
    expect(r.matchedSkills).toContain('Bac+2 en agroéquipement ou technico-commercial')
    const staps = run(
      'Coach fitness\nFormation\n- 2024 : Licence STAPS mention Entraînement sportif – Université Lyon 1',
      'Directeur de club\nProfil :\n- Bac+2/3 en commerce, management ou STAPS',
    )
    expect(staps.matchedSkills).toContain('Bac+2/3 en commerce, management ou STAPS')
  })

  it('reads no team management in a wish wrapped over two lines, nor in leading groups of children', () => {
    const r = run(
      'Diplômée STAPS – Coach fitness, motivée pour évoluer\nvers le management de club\nExpériences\n2020 – 2023 – Animatrice BAFA (vacances scolaires)\n- Encadrement de groupes de 8 à 12 enfants de 6-10 ans',
      "Directeur de club de fitness\nMissions :\n- Recruter, planifier et animer l'équipe\nProfil :\n- Management d'équipe exigé",
    )
    expect(r.matchedSkills.join(' | ')).not.toMatch(/équipe|Management/)
    const manager = run(
      "Responsable de magasin\nExpérience\n2019 – 2024 – Responsable adjoint\n- Encadrement d'une équipe de 6 vendeurs",
      "Directeur de club de fitness\nProfil :\n- Management d'équipe exigé",
    )
    expect(manager.matchedSkills).toContain("Management d'équipe")
  })

  it("shows an action on the team by the team's management only, and equipment is no team", () => {
    const jd =
      "Directeur de club\nMissions :\n- Recruter, planifier et animer l'équipe (coachs, accueil)\n- Suivre la fréquentation"
    const coach = run(
      'Coach fitness\nExpériences\n2024 – 2025 – Coach\n- Animation de 8 cours collectifs/semaine\n- Rédaction d’un bilan de fréquentation des équipements',
      jd,
    )
    expect(coach.matchedSkills.join(' | ')).not.toMatch(/équipe/)
  })

  it("reads a numbered level lower than the one asked as not shown ('Level 1' for a 'Level 2 Teacher')", () => {
    const jd = 'Duty Manager\nDesirable:\n- Swim England Level 2 Teacher\n- Excellent customer service'
    const cv = (level: number) =>
      `Senior Lifeguard\nQualifications & Training\nNPLQ – RLSS UK\nSwim England Level ${level} Teacher – 2019\nSafeguarding Children Level 3 – 2024`
    const inEnglish = (cvText: string) =>
      analyseLocally({ cvText, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(inEnglish(cv(1)).matchedSkills).not.toContain('Swim England Level 2 Teacher')
    expect(inEnglish(cv(2)).matchedSkills).toContain('Swim England Level 2 Teacher')
  })

  it("shows a personal level asked ('bon niveau de ski') by the CV's own time, and fitness and teamwork by sport and crew", () => {
    const r = run(
      "Conducteur de dameuse\nExpériences\n2021 – 2025 – Conducteur d'engin de damage – Val-Cenis\n- Damage de nuit, équipage de 2\nCentres d'intérêt\nSki alpin (Flèche de vermeil), rugby en club",
      'Conducteur de dameuse\nProfil :\n- Bonne condition physique, esprit d’équipe\n- Bon niveau de ski apprécié',
    )
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['Niveau de ski', 'Bonne condition physique']))
  })

  it('reads trade words across languages: field demos, trade-ins, lessons, tournaments, radio and hand signals', () => {
    const r = run(
      'Tennis Coach\nExperience\n2019 – 2024 – Head Coach\n- Adult improvers and private lessons\n- Organised club championships and summer tournaments\n- Constant radio contact with the ship supervisor; hand signals\n- Ran field demos; valued trade-ins and negotiated part-exchange deals',
      'Enseignant\nMissions :\n- Cours individuels adultes\n- Organisation des tournois internes\n- Respect des signaux de guidage\n- Réaliser des démonstrations en plaine ; estimer les reprises\nProfil :\n- Sens de la négociation',
    )
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining([
        'Cours individuels adultes',
        'Organisation des tournois internes',
        'Respect des signaux de guidage',
        'Négociation',
        'Démonstrations en plaine',
        'Estimation des reprises',
      ]),
    )
  })

  it('reads no evidence in a wish to come closer to a trade, and a meter is no count', () => {
    const r = run(
      "Technicienne de laboratoire\nAprès 5 ans en laboratoire d'analyses de lait, je souhaite me rapprocher du terrain et des éleveurs.\nExpérience\n2020 – 2025 – Technicienne, laboratoire laitier\n- Comptage des cellules somatiques sur Fossomatic\n- Maintenance des analyseurs",
      'Technicien contrôle laitier\nMissions : installer et entretenir les compteurs à lait.\nProfil : une première expérience en élevage bovin lait.',
    )
    // (the first experience the offer asks is read from the CV's jobs by their titles, trade-years.ts:
    // not from the wish)
    const skills = r.matchedSkills.filter((s) => !/^Première expérience/.test(s))
    expect(skills.join(' | ')).not.toMatch(/levage|ompteurs/)
  })

  it("counts a job titled in the other language as the trade's years, and reads a mixer's words across languages", () => {
    const r = run(
      'Rubber Compound Mixer\nWork experience\nMill Room Operator / Compound Mixer – Dyfed Polymers Ltd, Llanelli (UK)\nJun 2017 – Jul 2023\nWeighed out polymers and curatives to the batch cards (recipe sheets)\nPulled samples; Shore A hardness on cured buttons\nLogged lot numbers and raw material batches so each compound could be traced back\nZero weighing errors found at lab audit; did shift handovers with the next crew',
      "Conducteur de mélangeur caoutchouc\nMissions :\n- Peser les ingrédients selon les fiches de formulation\n- Contrôles : dureté Shore A\n- Assurer la traçabilité des lots\nProfil :\n- 2 ans minimum en mélange caoutchouc ou conduite de process chimique (exigé)\n- Rigueur et esprit d'équipe",
    )
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining([
        "2 ans d'expérience en mélange caoutchouc ou conduite de process chimique",
        'Fiches de formulation',
        'Dureté Shore',
        'Traçabilité des lots',
        'Rigueur',
        "Esprit d'équipe",
      ]),
    )
  })

  it("reads a code's parenthesis as its name, so a CV saying 'no P405 yet' lacks it; 'Good IT skills' is computer literacy", () => {
    const jd =
      'Asbestos Surveyor\nRequirements:\n- BOHS P402 (essential)\n- Good IT skills\n- Desirable: P405 (asbestos management), P403/P404'
    const cv =
      'Asbestos Surveyor\nExperience\n2020 – 2025 – Asbestos Surveyor\n- Asbestos management surveys to HSG264\nQualifications\n- BOHS P402 (2020)\n- BOHS P404 (2023) – no P405 yet\nSkills: MS Office (Word, Excel, Outlook)'
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(r.matchedSkills).not.toContain('P405')
    expect(r.matchedSkills).toContain('Good IT skills')
  })

  it("reads a standard's letter apart from its number as its code ('NF S 99-170'), and contract catering as a sector of its own", () => {
    const r = run(
      'Ingénieure biomédicale\nExpérience\n2018 – 2025 – Ingénieure biomédicale, CHU\n- Mise en place du SMQ selon la NF S 99-170\nCuisinier\n2019 – 2025 – Cuisinier, Brasserie Le Commerce (150 couverts)',
      'Ingénieur biomédical\nProfil :\n- Connaissance de la norme NF S99-170\n- Expérience en restauration collective',
    )
    expect(r.matchedSkills).toContain('Norme NF S99-170')
    expect(r.missingSkills.join(' | ')).toMatch(/restauration collective/i)
    const school = run(
      'Cuisinier\nExpérience\n2019 – 2025 – Cuisinier, restaurant scolaire municipal (cuisine centrale, 800 repas)',
      'Cuisinier\nProfil :\n- Expérience en restauration collective',
    )
    expect(school.matchedSkills.join(' | ')).toMatch(/restauration collective/i)
  })

  it("reads a European standard whatever national body's letters stand before it ('NF EN 12453' / 'BS EN 12453')", () => {
    const jd =
      'Technicien SAV portes de garage\nMissions :\n- Contrôles de sécurité selon la norme NF EN 12453\n- Programmation des télécommandes'
    const shown = run(
      'Garage Door Engineer\nExperience\n2017 – 2025 – Engineer\n- Force testing and safety checks to BS EN 12453',
      jd,
    )
    expect(shown.matchedSkills.join(' | ')).toMatch(/12453/)
    const other = run(
      'Garage Door Engineer\nExperience\n2017 – 2025 – Engineer\n- Force testing and safety checks to BS EN 12604',
      jd,
    )
    expect(other.matchedSkills.join(' | ')).not.toMatch(/12453/)
  })

  it("reads a stained-glass maker's English words and 'grande minutie' as rigour", () => {
    const r = run(
      'Stained Glass Maker\nExperience\n2019 – 2025 – Stained glass maker, studio\n- Full-size cartoons and cutlines, card templates\n- Lead up panels; leaded lights; cement and polish off\nQualities: patience, sens du détail',
      'Vitrailliste\nMissions :\n- Réalisation des cartons et calibres\n- Mise en plomb, masticage\nProfil :\n- Grande minutie',
    )
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining([
        'Réalisation des cartons et calibres',
        'Mise en plomb',
        'Masticage',
        'Grande minutie',
      ]),
    )
  })

  it("asks the measuring of 'Prise de cotes chez le client', and reads 'branchement' as 'raccordement'", () => {
    const r = run(
      'Poseur de volets roulants\nExpérience\n2019 – 2025 – Poseur VR / stores\n- Prise de côtes avant commande, relevé des contraintes\n- Motorisation : branchement moteurs filaires et radio Somfy RTS',
      'Poseur de volets roulants\nMissions :\n- Prise de cotes chez le client\n- Raccordement électrique des moteurs filaires',
    )
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining(['Prise de cotes', 'Raccordement électrique des moteurs filaires']),
    )
  })

  it('reads no skill in a web or e-mail address, and still sees that the CV gives them', () => {
    const cvText =
      'Callum Fraser\ncallum.correspondance@mail.com · linkedin.com/in/callum-revenue · https://github.com/cfraser\nExpérience\n2019 – 2025 – Réceptionniste, Hôtel du Port\n- Accueil des clients et check-in'
    const r = run(
      cvText,
      'Réceptionniste\nProfil :\n- Revenue management\n- Gestion des correspondances\n- GitHub',
    )
    expect(r.matchedSkills).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/revenue|correspondance|github/i)]),
    )
    const cv = analyseCv(cvText, getLexicon(), 2026 * 12)
    expect(cv.hasEmail).toBe(true)
    expect(cv.hasLinkedIn).toBe(true)
    expect(cv.words).toBe(cvText.split(/\s+/).length)
  })
  it('asks no frequency of the CV: ‘regular site inspections’ are shown by quarterly site visits', () => {
    const r = analyseLocally(
      {
        cvText:
          'Gareth Pryce\nExperience\nMarch 2019 – present Property Manager, Avon Estates\n- Quarterly site visits with written reports',
        jobDescription: 'Block Manager\nThe role:\n- Carry out regular site inspections\n- Excel',
        questionsCount: 1,
        lang: 'en',
      },
      NOW,
    )
    expect(r.matchedSkills).toContain('Regular site inspections')
  })
  it('reads what the CV handed to someone else as theirs: no accounting from ‘transmission au cabinet comptable’', () => {
    const r = run(
      'Julie Roux\nExpérience\n2015 – 2025 Responsable de boutique, Boulangerie Martin\n- Contrôle des bons de livraison avant transmission au cabinet comptable du patron',
      'Comptable H/F\nProfil :\n- Comptabilité générale\n- Excel',
    )
    expect(r.matchedSkills.join(' | ')).not.toMatch(/comptab/i)
    const en = analyseLocally(
      {
        cvText:
          'Emma Clarke\nExperience\n2016 – 2025 Glazier, Lead Lights Ltd\n- Leading and cementing panels; painted roundels outsourced to a freelance glass painter',
        jobDescription: 'Stained glass maker\nRequirements:\n- Glass painting\n- Leading',
        questionsCount: 1,
        lang: 'en',
      },
      NOW,
    )
    expect(en.matchedSkills.join(' | ')).not.toMatch(/glass painting/i)
  })
  it('reads a lower numbered level outside the jobs as not shown either (‘Plongée Niveau 1’ for a ‘Niveau 2’)', () => {
    const jd = 'Aquariste soigneur H/F\nProfil :\n- Niveau 2 de plongée exigé\n- Port de charges'
    const cv = (level: number) =>
      `Hugo Lambert\nExpérience\n2019 – 2025 Agent d'entretien de piscines, AquaNet\n- Nettoyage des bassins et des filtres\nLoisirs\n- Plongée Niveau ${level} FFESSM\n- Plongée en carrière et en mer`
    expect(run(cv(1), jd).matchedSkills).not.toContain('Niveau 2 de plongée')
    expect(run(cv(2), jd).matchedSkills).toContain('Niveau 2 de plongée')
    // (nor the level being prepared: a numbered level is held, or not yet)
    const preparing =
      "Hugo Lambert\nExpérience\n2019 – 2025 Agent d'entretien de piscines, AquaNet\n- Nettoyage des bassins\nProjets\nProjet en cours : préparation du Niveau 2 de plongée au club"
    expect(run(preparing, jd).matchedSkills).not.toContain('Niveau 2 de plongée')
  })
  it('reads a long form shown by its acronym in the plural (‘fire risk assessments’ / ‘Type 1 and Type 3 FRAs’)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Gareth Pryce\nExperience\nMarch 2019 – present Property Manager, Avon Estates\n- Fire safety: commissioned Type 1 and Type 3 FRAs, tracked actions to close-out',
        jobDescription: 'Block Manager\nThe role:\n- Oversee fire risk assessments\n- Excel',
        questionsCount: 1,
        lang: 'en',
      },
      NOW,
    )
    expect(r.matchedSkills.join(' | ')).toMatch(/fire risk assessments/i)
  })
  it('reads a UK leasehold property manager as block management (copropriété)', () => {
    expect(ids('Leasehold property manager with 10 years in residential management')).toContain(
      'gestion-de-copropriete',
    )
    expect(ids('BRC Food v9 grade AA')).toContain('brcgs-food')
  })
})
