/** Table tests of the writer's facts: CV bullets said in the first person, experiences read from a CV. */
import { describe, expect, it } from 'vitest'
import { closedAfterCut } from './content.ts'
import { datesIn } from './grammar.ts'
import { analyseLocally } from './index.ts'
import { getLexicon } from './lexicon.ts'
import { fr } from './messages/fr.ts'
import { analyseCv, cleanLine, dateRanges } from './parse.ts'
import {
  atEmployer,
  bulletToSentence,
  evidenceLine,
  experiencesOf,
  isContactLine,
  quotable,
  roleClause,
  toldBullets,
  whereAsRole,
} from './writer-facts.ts'

describe('bulletToSentence', () => {
  it.each([
    [
      "Conception d'une API REST pour 40 000 utilisateurs",
      'fr',
      'j’ai conçu une API REST pour 40 000 utilisateurs',
    ],
    ['Gestion des stocks et des inventaires', 'fr', 'j’ai géré les stocks et les inventaires'],
    [
      'Gestion des rendez-vous et du planning de 6 radiologues',
      'fr',
      'j’ai géré les rendez-vous et le planning de 6 radiologues',
    ],
    ['Accueil physique et téléphonique des patients', 'fr', null],
    [
      'Co-ordinate the initial response to incidents until emergency services take over',
      'en',
      'I coordinated the initial response to incidents until emergency services take over',
    ],
    [
      'Deputise for the F&B Manager across the hotel',
      'en',
      'I deputised for the F&B Manager across the hotel',
    ],
    [
      'Verify housing costs using tenancy agreements',
      'en',
      'I verified housing costs using tenancy agreements',
    ],
    [
      'Relay live information to the police by radio',
      'en',
      'I relayed live information to the police by radio',
    ],
    ['Treat verrucae and fungal nails', 'en', 'I treated verrucae and fungal nails'],
    ['Open doors without damage wherever possible', 'en', 'I opened doors without damage wherever possible'],
    // a measure, not an action
    ['Pick accuracy 99.7%, on-time despatch 98.9%', 'en', null],
    ['Installation de réseaux VDI', 'fr', 'j’ai installé des réseaux VDI'],
    ['Encadrement de 2 apprentis', 'fr', 'j’ai encadré 2 apprentis'],
    ['Développé un outil de suivi', 'fr', 'j’ai développé un outil de suivi'],
    ['Pose de chemins de câbles, tirage de câbles', 'fr', null],
    // (two actions joined by a slash are no one verb: never 'j’ai chargé / déchargement')
    ['Chargement / déchargement des semi-remorques au chariot frontal', 'fr', null],
    ['Clients grands comptes', 'fr', null],
    ['Led a team of 6 engineers', 'en', 'I led a team of six engineers'],
    ['Run 14 production clusters on EKS', 'en', 'I ran 14 production clusters on EKS'],
    ['Management of a team of 4', 'en', 'I managed a team of four'],
    ['Track shipments and update clients daily', 'en', 'I tracked shipments and updated clients daily'],
    [
      'Scan every parcel on the handheld, take photo proof of delivery and handle returns',
      'en',
      'I scanned every parcel on the handheld, took photo proof of delivery and handled returns',
    ],
    ['Regularly cover extra routes during peak', 'en', 'I regularly covered extra routes during peak'],
    // (an adjective before a noun is no adverb before a verb)
    ['Daily care of up to 40 dogs and 25 cats', 'en', null],
    // (a noun after the comma stays one)
    ['Handle deliveries, stock counts and returns', 'en', 'I handled deliveries, stock counts and returns'],
    ['Prepare invoices; check HS codes', 'en', 'I prepared invoices; checked HS codes'],
    ['Manage sales and lead generation', 'en', 'I managed sales and lead generation'],
    ['Lead designer on brand identities', 'en', null],
    ['Support customers by phone', 'en', 'I supported customers by phone'],
    // (a verb whose past is its present, or an irregular past: never 'my work included split…')
    ['Split a Django monolith into 6 microservices', 'en', 'I split a Django monolith into 6 microservices'],
    ['Rebuilt CI/CD on GitHub Actions', 'en', 'I rebuilt CI/CD on GitHub Actions'],
    ['Won 3 regional tenders', 'en', 'I won 3 regional tenders'],
    // (what one was: never 'my work included responsible for…')
    [
      'Responsible for around 1.8 million cuttings a year',
      'en',
      'I was responsible for around 1.8 million cuttings a year',
    ],
    ['In charge of the night shift handover', 'en', 'I was in charge of the night shift handover'],
    ['Part of the audit team for ISO 9001', 'en', 'I was part of the audit team for ISO 9001'],
  ] as const)('%s (%s) → %s', (bullet, lang, expected) => {
    expect(bulletToSentence(bullet, lang)).toBe(expected)
  })
})

describe('a CV line cut short', () => {
  it('ends on a word, with no comma before the ellipsis nor a full stop after it', () => {
    const long =
      'Responsible for around 1.8 million cuttings a year: soft tip and semi-ripe cuttings of shrubs and perennials (Hebe, Lavandula, Salvia, Hydrangea, Viburnum and many more besides)'
    const cut = cleanLine(long)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/[,;:(]…$/)
    expect(closedAfterCut(`My CV says: ${cut}.`)).toBe(`My CV says: ${cut}`)
  })
})

describe('experiencesOf', () => {
  it('reads title, employer, dates and bullets, joining a wrapped bullet and stopping at a heading', () => {
    const cv = `Camille Durand
Expériences
Infirmière — CHU de Rennes — 2018 – 2024
Prise en charge de 12 patients par poste, administration des
traitements et surveillance
Encadrement de 3 étudiants infirmiers
Permis et habilitations
Permis B`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp).toMatchObject({ title: 'Infirmière', employer: 'CHU de Rennes', dates: '2018 – 2024' })
    expect(exp?.bullets.map((b) => b.text)).toEqual([
      'Prise en charge de 12 patients par poste, administration des traitements et surveillance',
      'Encadrement de 3 étudiants infirmiers',
    ])
  })

  it('joins a bullet the PDF wrapped after ‘sous’ before a name (‘… de plantation sous’ / ‘AutoCAD, …’)', () => {
    const cv = `Camille Roussel
Expériences
Paysagiste conceptrice – Atelier Jardins d'Erdre – Oct. 2023 – aujourd'hui
- Relevés, plans d'aménagement et de plantation sous
AutoCAD, ambiances SketchUp pour les RDV clients
- Chiffrage des projets et devis clients (Excel)`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.bullets.map((b) => b.text)).toEqual([
      "Relevés, plans d'aménagement et de plantation sous AutoCAD, ambiances SketchUp pour les RDV clients",
      'Chiffrage des projets et devis clients (Excel)',
    ])
    // (and a bullet opening on a name with a capital inside keeps it mid-sentence: 'AutoCAD', not 'autoCAD')
    expect(fr.answers.mission('AutoCAD, ambiances SketchUp')).toBe(
      'parmi mes missions : AutoCAD, ambiances SketchUp',
    )
  })

  it('an employer’s name, what it does and its town, read in the block, is its employer and no mission', () => {
    const cv = `Karim Benali
Expériences
Préparateur de commandes / vendeur comptoir (depuis sept. 2024)
- Découpe de câbles au touret à la demande
comptoir Électrique Rhodanien (grossiste matériel électrique) – Saint-Priest
- Conseil au comptoir sur le matériel`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.employer).toBe('comptoir Électrique Rhodanien')
    expect(exp?.bullets.map((b) => b.text)).toEqual([
      'Découpe de câbles au touret à la demande',
      'Conseil au comptoir sur le matériel',
    ])
  })
})

describe('bullets said as sentences', () => {
  it('two nouns joined right after the action are not forced into one verb', () => {
    expect(bulletToSentence("Mise en place et envoi jusqu'à 220 couverts par service", 'fr')).toBeNull()
  })
})

describe('a CV line quoted', () => {
  it.each([
    ['- Hygiène HACCP /', 'Hygiène HACCP'],
    ['• Permis B, véhicule personnel,', 'Permis B, véhicule personnel'],
    ['Cuisine traditionnelle – plats du jour', 'Cuisine traditionnelle – plats du jour'],
    ['- Handle 30 tickets a day in GLPI.', 'Handle 30 tickets a day in GLPI'],
    ['Formations continues, etc...', 'Formations continues, etc...'],
  ])('%s → %s', (line, quoted) => {
    expect(quotable(line)).toBe(quoted)
  })

  it('runs on to the end of the sentence a line stops in, no further', () => {
    const cv = analyseCv(
      'PROFILE\nSupply chain professional with a background in food manufacturing, now based in\nLyon since 2025. Hands-on with replenishment planning and purchase orders, looking for a\nrole in industry\nSKILLS\nSAP MM',
      getLexicon(),
      2026 * 12,
    )
    const id = [...cv.evidence.keys()].find((k) => cv.evidence.get(k)?.lineIndex === 1)
    expect(id).toBeDefined()
    expect(evidenceLine(cv, id!)).toBe(
      'Supply chain professional with a background in food manufacturing, now based in Lyon since 2025.',
    )
  })
})

describe('experience headers', () => {
  it('a side column’s dates on the first bullet under an “Employer, Title Place” line (RenderCV)', () => {
    const cv = `Experience
Nexus AI, Co-Founder & CTO San Francisco, CA
- Built model infrastructure serving 2M+ monthly API requests with 99.97% June 2023 – present
uptime 2 years 10 months
- Raised $18M Series A led by Sequoia Capital, with participation from a16z and Founders
Fund
- Scaled engineering team from 3 to 28 across ML research, platform, and applied AI
divisions
NVIDIA Research, Research Intern Santa Clara, CA
- Designed sparse attention mechanism reducing memory footprint by 4.2x May 2022 – Aug 2022
- Filed 2 patents on efficient model quantization techniques 4 months
Google DeepMind, Research Intern London, UK
- Developed reinforcement learning algorithms for multi-agent coordination May 2021 – Aug 2021
- Led the evaluation work for 2 years`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates])).toEqual([
      ['Co-Founder & CTO', 'Nexus AI', 'June 2023 – present'],
      ['Research Intern', 'NVIDIA Research', 'May 2022 – Aug 2022'],
      ['Research Intern', 'Google DeepMind', 'May 2021 – Aug 2021'],
    ])
    expect(exps[0]?.bullets.map((b) => b.text)).toEqual([
      'Built model infrastructure serving 2M+ monthly API requests with 99.97% uptime',
      'Raised $18M Series A led by Sequoia Capital, with participation from a16z and Founders Fund',
      'Scaled engineering team from 3 to 28 across ML research, platform, and applied AI divisions',
    ])
    // (the duration of a dates column is cut; one the sentence says stays)
    expect(exps[1]?.bullets.at(-1)?.text).toBe('Filed 2 patents on efficient model quantization techniques')
    expect(exps[2]?.bullets.at(-1)?.text).toBe('Led the evaluation work for 2 years')
  })

  it('a start month the PDF wrapped from its year, and a header dated by one year, head their own jobs', () => {
    const cv = `Expérience professionnelle
Conseillère en économie sociale et familiale – CCAS de Saint-Brieuc (22) sept.
2023 – aujourd'hui
- Suivi individuel d'une quarantaine de foyers
Stagiaire CESF – UDAF des Côtes-d'Armor, service MJAGBF/MASP janv. – mai
2023
- Participation aux mesures d'aide à la gestion du budget familial
Stagiaire BTS ESF – Espace Jeunes, Lannion 2021 (8 semaines)
- Animation d'ateliers cuisine petit budget
Chef de chantier – Bouygues Bâtiment, Tours – 2006 / 2014
- Organisation quotidienne des travaux de gros œuvre`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates, e.bullets.length])).toEqual([
      ['Conseillère en économie sociale et familiale', 'CCAS de Saint-Brieuc', "sept. 2023 – aujourd'hui", 1],
      ['Stagiaire CESF', "UDAF des Côtes-d'Armor", 'janv. – mai 2023', 1],
      ['Stagiaire BTS ESF', 'Espace Jeunes', '2021', 1],
      ['Chef de chantier', 'Bouygues Bâtiment', '2006 – 2014', 1],
    ])
  })

  it('a header the PDF wrapped above its dates, left open on a comma, a hyphen or a link word, is one header', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Ostéopathe collaboratrice – Cabinet Santé des Tanneurs,
Angers (49)
sept. 2021 – aujourd'hui
- Environ 55 séances/semaine dont 30 % de bébés
- Techniques fasciales et viscérales
Ostéopathe remplaçante – Divers cabinets, Loire-Atlantique et
Maine-et-Loire
oct. 2018 – août 2021
- Une dizaine de remplacements
Cariste – chef d'équipe adjoint – Kuehne+Nagel, Saint-
Quentin-Fallavier (38)
Mars 2016 – août 2018
- Réception et mise en stock au chariot rétractable`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Ostéopathe collaboratrice', 'Cabinet Santé des Tanneurs'],
      ['Ostéopathe remplaçante', 'Divers cabinets'],
      ["Cariste – chef d'équipe adjoint", 'Kuehne+Nagel'],
    ])
    expect(exps[0]?.bullets.map((b) => b.text)).toEqual([
      'Environ 55 séances/semaine dont 30 % de bébés',
      'Techniques fasciales et viscérales',
    ])
  })

  it('a place a right-hand column ran into the title is no part of it (“CTO San Francisco, CA”)', () => {
    const cv = `Experience
Nexus AI, Co-Founder & CTO San Francisco, CA
- Built foundation model infrastructure serving 2M+ monthly API requests with 99.97% June 2023 – present
uptime 2 years 10 months
- Developed proprietary inference optimization reducing latency by 73% compared to
baseline
EDUCATION
Stanford University, MS in Computer Science`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([['Co-Founder & CTO', 'Nexus AI']])
  })

  it('where one lives since a year is no job (“Résident au Royaume-Uni depuis 2020”, “living in Lyon since 2019”)', () => {
    const cv = `Kevin Dumoulin
Cariste confirmé
Résident au Royaume-Uni depuis 2020 – statut Settled Status
Irish citizen – living in Lyon since 2019
EXPÉRIENCE PROFESSIONNELLE
Cariste – Wincanton, Corby
Mars 2022 – aujourd'hui
- Chargement et déchargement des semi-remorques`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.title)).toEqual(['Cariste'])
  })

  it('a bullet opening on the year a fact of the job began is no job (“- Depuis 2022, je fais les IA…”)', () => {
    const cv = `Expériences
Salariée agricole polyvalente – GAEC des Trois Chênes, Montsûrs
Sept. 2021 – aujourd'hui (CDI)
- Troupeau de 110 Prim'Holstein en robot de traite
- Depuis 2022, je fais les IA du troupeau moi-même (env. 150 par an)
- Vêlages, soins et allaitement des veaux`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.bullets.length])).toEqual([['Salariée agricole polyvalente', 3]])
  })

  it('a header wrapped over two lines above dates followed by words in lower case is one header', () => {
    const cv = `Expériences
Salariée agricole – GAEC des Chênes, Montsûrs
Sept. 2021 – aujourd'hui
- Traite et soins aux veaux
Agente de remplacement – Service de remplacement de la
Mayenne
2019 – 2021, pendant les vacances scolaires
- Remplacements en élevages laitiers et allaitants`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.bullets.map((b) => b.text)])).toEqual([
      ['Salariée agricole', 'GAEC des Chênes', ['Traite et soins aux veaux']],
      [
        'Agente de remplacement',
        'Service de remplacement de la Mayenne',
        ['Remplacements en élevages laitiers et allaitants'],
      ],
    ])
  })

  it('a header over dates the ranges do not read (“Étés 2019, 2020 et 2021”) is the next job, not a mission', () => {
    const cv = `Expériences
Vendeuse en boulangerie – Au Fournil d'Antoine, Lille (59)
09/2021 – 06/2025
- Service et encaissement de 300 à 400 clients par jour
- Formation de deux apprenties à la vente
Serveuse (CDD saisonniers) – Brasserie Le Cornet, Wimereux (62)
Étés 2019, 2020 et 2021
- Service en salle et terrasse (80 couverts)
Stages BTS – EARL Moreau (lait, 75 VL)
(53)
2019 / 2020 – 14 semaines au total
Formation
BTSA ACSE – Lycée agricole de Laval, 2019 – 2021`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates, e.bullets.length])).toEqual([
      ['Vendeuse en boulangerie', "Au Fournil d'Antoine", '09/2021 – 06/2025', 2],
      ['Serveuse', 'Brasserie Le Cornet', 'Étés 2019, 2020 et 2021', 1],
      ['Stages BTS', 'EARL Moreau', '2019 / 2020 – 14 semaines au total', 0],
    ])
    // (a line with a year under a bullet is no header's dates: the bullet's line stays a bullet)
    const kept = experiencesOf(
      analyseCv(
        `Expériences\nVendeuse – Au Fournil, Lille\n09/2021 – 06/2025\n- Service et encaissement\n- Prix du meilleur accueil – Chambre de commerce\n- Élue vendeuse de l'année 2023`,
        getLexicon(),
        2026 * 12,
      ),
    )
    expect(kept.map((e) => [e.title, e.bullets.length])).toEqual([['Vendeuse', 3]])
  })

  it('a range wrapped after its dash, its end a month and a year (“04/2022 –” / “12/2024”), is the next job’s dates', () => {
    const cv = `Expériences
Cariste · Profalu Distribution, Nantes · 01/2025 – aujourd'hui
- Préparation de commandes de profilés aluminium
Soudeur MAG / métallier · Métallerie Gaudin (8 salariés), Pontchâteau (44) · 04/2022 –
12/2024
- Soudage semi-automatique MAG de structures en acier`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.dates, e.bullets.length])).toEqual([
      ['Cariste', "01/2025 – aujourd'hui", 1],
      ['Soudeur MAG / métallier', '04/2022 – 12/2024', 1],
    ])
  })

  it('a town is no month (“Mont-de-Marsan 2011”); a profile’s sentence dated “depuis” is no job; a header without the glyph above its place and dates is the next job', () => {
    const cv = `Julien MARCHETTI
Mécanicien avion depuis 2011 (armée puis civil), habitué aux
visites en base comme à l'escale.
Expérience professionnelle
Technicien B1 – Aéro Maintenance Sud, Toulouse 03/2021 – présent
- Visites A et C sur flotte ATR 72-600
- Tenue de la documentation de maintenance
Mécanicien aéronautique – Armée de l'Air
BA 118 Mont-de-Marsan 2011 – 2016
- Maintenance d'avions de transport`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates, e.bullets.length])).toEqual([
      ['Technicien B1', 'Aéro Maintenance Sud', '03/2021 – présent', 2],
      ['Mécanicien aéronautique', "Armée de l'Air", '2011 – 2016', 1],
    ])
  })

  it('a title on its own line, without the glyph of the job before’s bullets, above “Employer, Place Dates”', () => {
    const cv = `Experience
Pharmacist – Castleway Pharmacy, Chelmsford  Mar 2020 to present
- Clinically check and dispense 400 items a day
- Run the flu vaccination service
Relief Pharmacist
Self-employed, Essex & Hertfordshire  Sep 2018 to Feb 2020
- Locum cover in independent and multiple pharmacies`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.bullets.length])).toEqual([
      ['Pharmacist', 'Castleway Pharmacy', 2],
      ['Relief Pharmacist', 'Self-employed', 1],
    ])
  })

  it('a header wrapped inside the employer’s name is one header; “at” beside a dash is part of a name; a bullet’s wrapped end dated “since” is no job; a registration since a date is none either', () => {
    const cv = `Registration no. 1087632
Registered since 07/2022
Experience
Registered Veterinary Nurse — Oakfield
Veterinary Group, Newbury
July 2022 – present · small animal, 3 sites
- Run my own weight-management and dental clinics; nurse lead for the
dental clinic since 2024
- In-house lab: bloods, urine, ear and skin cytology
Student Veterinary Nurse — Willows Veterinary
Surgery, Basingstoke
Sept 2019 – June 2022
- Kennel and ward duties, patient observations
Animal Care Assistant — Pets at Home, Reading
2018 – 2019 (part-time)
- Animal husbandry for small mammals, reptiles and fish`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.bullets.length])).toEqual([
      ['Registered Veterinary Nurse', 'Oakfield Veterinary Group', 2],
      ['Student Veterinary Nurse', 'Willows Veterinary Surgery', 1],
      ['Animal Care Assistant', 'Pets at Home', 1],
    ])
  })

  it('a title left on the dash before its employer, wrapped to the next line, is the title', () => {
    const cv = `EXPERIENCE
BMS Commissioning Technician –
Axial Automatismes, Nanterre (92)
March 2021 – present · permanent contract
- Programmed 140 ECLYPSE controllers, BACnet/IP network`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['BMS Commissioning Technician', 'Axial Automatismes'],
    ])
  })

  it('a header over a town alone names the job; the town is where it was, never the title', () => {
    const cv = `Expériences
Chargée de communication & relations presse – Maison Aloé (cosmétique naturelle, 45 salariés)
Paris 3e · Septembre 2024 – aujourd'hui
Rédaction des communiqués et dossiers de presse
Création des visuels réseaux sociaux sur Canva
Attachée de presse junior (alternance) – Agence Nouvelles Lignes RP
Paris 9e · Septembre 2022 – août 2024
Suivi de 3 clients et revue de presse hebdomadaire`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Chargée de communication & relations presse', 'Maison Aloé'],
      ['Attachée de presse junior (alternance)', 'Agence Nouvelles Lignes RP'],
    ])
  })

  it('a contract is no employer: ‘Grutier – Intérim’, ‘Technicien – CDI annualisé’', () => {
    const cv = `Expérience
Grutier – Intérim – Mars 2022 – aujourd'hui
- Conduite d'une grue à tour Potain MDT 219
Technicien de maintenance – CDI annualisé – Mai 2019 – Février 2022
- Maintenance des télésièges`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Grutier', null],
      ['Technicien de maintenance', null],
    ])
    // (an own account stays one: said 'à mon compte')
    const own = experiencesOf(
      analyseCv(
        'Expérience\nGraphiste – Freelance – 2020 – 2024\n- Identités visuelles pour 12 clients',
        getLexicon(),
        2026 * 12,
      ),
    )
    expect(own.map((e) => [e.title, e.employer])).toEqual([['Graphiste', 'Freelance']])
  })

  it('a bullet’s wrapped end is never the next job’s title, and a short line after a bullet left on a comma goes on with it', () => {
    const cv = `PARCOURS
Depuis 2019
Comptable unique — Atelier Métallerie Bretonne, Noyal-sur-Vilaine
- CA3 mensuelle, autoliquidation de TVA sur la sous-traitance BTP,
DEB et DES
- Conception accessible : contrastes AA, navigation clavier,
audits RGAA avec les développeurs
UI Designer · Agence Cosmo, Paris · 2019 – 2022
- Maquettes et prototypes d'applications mobiles`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.bullets.length])).toEqual([
      ['Comptable unique', 'Atelier Métallerie Bretonne', 2],
      ['UI Designer', 'Agence Cosmo', 1],
    ])
  })

  it('dates listed after the range are the job’s dates, no employer (“juillet–août 2017 et 2018”)', () => {
    const cv = `Expériences
Agent de service hospitalier – Hôpital Nord-Ouest — juillet–août 2017 et 2018
- Bionettoyage des chambres
Commis de cuisine – Brasserie Le Quai — Oct. 2022 - Mars 2023 et Oct. 2023 - Mars 2024
- Mise en place`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates])).toEqual([
      ['Agent de service hospitalier', 'Hôpital Nord-Ouest', 'juillet–août 2017 et 2018'],
      ['Commis de cuisine', 'Brasserie Le Quai', 'Oct. 2022 - Mars 2023 et Oct. 2023 - Mars 2024'],
    ])
  })

  it('a header wrapped with its tail in lower case above bare dates is one header', () => {
    const cv = `Expérience professionnelle
Infirmière – Chirurgie orthopédique et
traumatologique (32 lits), CH de Muret
Sept. 2019 – oct. 2022
- Préparation pré-opératoire
Pédicure-podologue remplaçante – cabinets
libéraux d'Ille-et-Vilaine
07/2020 – 08/2021
- Remplacements dans 4 cabinets`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.bullets.length])).toEqual([
      ['Infirmière', 1],
      ["Pédicure-podologue remplaçante – cabinets libéraux d'Ille-et-Vilaine", 1],
    ])
  })

  it('an employer first, its title second (“Nexus AI — Co-Founder & CTO — June 2023 – present”)', () => {
    const cv = `Experience
Nexus AI — Co-Founder & CTO — June 2023 – present
- Built foundation model infrastructure serving 2M+ monthly API requests`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([['Co-Founder & CTO', 'Nexus AI']])
  })

  it('a header left open on a comma is one header, though its part after the dash opens in lower case', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
FLT Driver (cariste) – poste de nuit, Wincanton pour une enseigne de grande distribution,
Corby (Northamptonshire)
Mars 2022 – aujourd'hui
- Chargement et déchargement des semi-remorques au chariot frontal`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['FLT Driver (cariste) – poste de nuit', 'Wincanton pour une enseigne de grande distribution'],
    ])
  })

  it('a contract after the dates behind a middle dot is no title: the wrapped header above is', () => {
    const cv = `EXPÉRIENCES PROFESSIONNELLES
Mécanicien marine confirmé – Chantier Naval du
Pertuis, Rochefort (17)
Avril 2019 – aujourd'hui · CDI
- Révisions annuelles et grosses réparations sur moteurs hors-bord`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Mécanicien marine confirmé', 'Chantier Naval du Pertuis'],
    ])
  })

  it('a header going on with a hotel’s stars, a parenthesis left open, or over three lines, is one header', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Concierge – Hôtel Régence Opéra
***** (98 clés), Paris 9e
mars 2022 – aujourd'hui
- Prise en charge des demandes de la clientèle
- Réservations de restaurants et de spectacles pour les
clients internationaux
Assistante concierge – Hôtel
Vendôme Palace ***** Palace, Paris
1er
septembre 2019 – février 2022
- Desk conciergerie en rotation
Assistante de direction – Transports Lemaire (620
salariés), Nanterre
mars 2017 – août 2019
- Assistante du Président`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Concierge', 'Hôtel Régence Opéra'],
      ['Assistante concierge', 'Hôtel Vendôme Palace Palace'],
      ['Assistante de direction', 'Transports Lemaire'],
    ])
    expect(exps[0]?.bullets.map((b) => b.text)).toEqual([
      'Prise en charge des demandes de la clientèle',
      'Réservations de restaurants et de spectacles pour les clients internationaux',
    ])
  })

  it('the first job’s header over three lines, its employer described in a parenthesis above the town, is one header', () => {
    const cv = `EXPÉRIENCES PROFESSIONNELLES
Chargée de relations donateurs – pôle Générosité du public · Entraide Rhône-Alpes
(association, 140 salariés, hébergement et accompagnement de personnes sans abri),
Villeurbanne
Septembre 2023 – aujourd'hui
- Suivi personnalisé d'environ 180 donateurs à fort potentiel
Conseillère clientèle patrimoniale · Banque Delorme & Associés, Lyon 2e
Janvier 2020 – août 2023
- Gestion d'un portefeuille de 140 familles`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.from])).toEqual([
      ['Chargée de relations donateurs – pôle Générosité du public', 4],
      ['Conseillère clientèle patrimoniale', 7],
    ])
  })

  it('a longer header left open inside a parenthesis is one header with its next line', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Poseur de voie – chef d'équipe adjoint – ETF (Eurovia Travaux
Ferroviaires), agence Île-de-France
Mars 2021 – aujourd'hui
- Suites rapides RVB de nuit sur lignes Paris-Nord
Ouvrier de la voie (intérim) – Colas Rail, Chambly
Sept. 2019 – Fév. 2021
- Maintenance de voie : remplacement de rails usés`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ["Poseur de voie – chef d'équipe adjoint", 'ETF'],
      ['Ouvrier de la voie (intérim)', 'Colas Rail'],
    ])
  })

  it('a status in parentheses on a line of its own goes with the title above it', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Coach sportive et conseillère en nutrition
(indépendante)
Depuis septembre 2020 – Montpellier
- Suivi d'une trentaine de clients par an`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect([exp?.title, exp?.employer]).toEqual([
      'Coach sportive et conseillère en nutrition (indépendante)',
      'Montpellier',
    ])
  })

  it('a title closing on a dash above its employer’s line keeps no dash', () => {
    const cv = `Experience
Conseillère en parapharmacie (CDD) –
Parapharmacie Saint-Ferréol, Marseille
Oct 2025 – present
- Skincare and hygiene advice to customers`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect([exp?.title, exp?.employer]).toEqual([
      'Conseillère en parapharmacie (CDD)',
      'Parapharmacie Saint-Ferréol',
    ])
  })

  it('a header under its dates, wrapped before the employer’s last words, is no mission', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Avril 2020 – aujourd'hui
Tuyauteur chef d'équipe (3 personnes) – Méditerranée Tuyauterie
Services, Fos-sur-Mer
- Préparation et montage de lignes process à partir des isométriques
- Débit, chanfreinage et pointage avant passage du soudeur
Septembre 2016 – Mars 2020
Tuyauteur (missions d'intérim) – Proman Martigues, pour Endel,
Ponticelli et sous-traitants
- Montage de tuyauteries inox et acier carbone
- Pose de supports, brides et robinetterie`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ["Tuyauteur chef d'équipe", 'Méditerranée Tuyauterie Services'],
      ['Tuyauteur', 'Proman Martigues'],
    ])
    expect(exps.map((e) => e.bullets[0]?.text)).toEqual([
      'Préparation et montage de lignes process à partir des isométriques',
      'Montage de tuyauteries inox et acier carbone',
    ])
  })

  it('an employer’s line right under a header that named none is the employer, not a first bullet', () => {
    const cv = `Expérience professionnelle
Juillet 2024 à ce jour Assistante notariale – formaliste
Office notarial Me DUPUY & Me LABORDE, notaires associés – Libourne (8 salariés)
Ouverture et montage des dossiers de vente : demandes d'état civil, pièces d'urbanisme
Caisse : encaissement et ouverture du magasin`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.employer).toBe('Office notarial Me DUPUY & Me LABORDE')
    expect(exp?.bullets[0]?.text).toMatch(/^Ouverture et montage/)
  })

  it('a place’s tail wrapped alone on its line (“3e”) is part of the header above, not a title', () => {
    const cv = `Expériences professionnelles
Technicien support niveau 2 – Groupe Lumen Santé (7 cliniques), Lyon
3e
Sept. 2023 – aujourd'hui
- Traitement des tickets escaladés par le service desk`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.title).toBe('Technicien support niveau 2')
    expect(exp?.employer).toBe('Groupe Lumen Santé')
  })

  it('the first job of its section, its title on a line of its own above the places and dates', () => {
    const cv = `Experience
Freelance guide-lecturer (guide-conférencière, self-employed)
Loire Valley – Tours, Amboise, Chenonceau, Blois | Sept. 2019 – present
Around 250 tours a year in English, French and Italian`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.title).toBe('Freelance guide-lecturer')
    expect(exp?.employer).toBe('Loire Valley')
  })

  it('a title on its own line above a wrapped employer’s line, even after bullets without a glyph', () => {
    const cv = `EXPERIENCE
Shift Manager – Nights
GXO Logistics, Corby – ambient grocery NDC (retail
client) | 03/2022 – present
- Run nights across goods in, replen, pick & load
review of risk assessments & SSoW
Shift Manager – Days (promoted from Team Leader)
Clipper Logistics, Northampton – retail & e-com
fulfilment | 06/2018 – 02/2022
- Daily shift briefs, productivity tracking in JDA`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps[0]).toMatchObject({ title: 'Shift Manager – Nights', employer: 'GXO Logistics' })
    expect(exps[1]).toMatchObject({
      title: 'Shift Manager – Days (promoted from Team Leader)',
      employer: 'Clipper Logistics',
    })
    expect(exps[0]?.bullets.map((b) => b.text).join(' ')).not.toMatch(/Shift Manager – Days/)
  })

  it('a lower-case part continues the title; the employer is the next part with a capital', () => {
    const cv = `Expériences
Préparateur de commandes – cariste — Geodis Logistics, Le Havre — 2018 – 2024
Préparation de commandes multi-références en picking vocal`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp).toMatchObject({ title: 'Préparateur de commandes – cariste', employer: 'Geodis Logistics' })
  })

  it('a title keeps no mark left between it and its dates', () => {
    const cv = `Expérience
2019 – aujourd'hui · Couvreur zingueur, Toitures Martin, Rennes
Pose d'ardoises et de zinc`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.title).toBe('Couvreur zingueur')
  })

  it('what follows the dates in lower case describes the job: the header is the line above', () => {
    const cv = `Expérience professionnelle
Ouvrier agricole – tractoriste · SCEA Bréchard Frères, Bonneval
Depuis mars 2019 · exploitation de 650 ha (blé, orge, colza)
- Conduite des tracteurs John Deere 6215R
Salarié agricole polyvalent · EARL du Moulin Neuf, Nogent-le-Rotrou
09/2014 – 02/2019 · polyculture-élevage, 180 ha
- Travaux des champs au tracteur`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Ouvrier agricole – tractoriste', 'SCEA Bréchard Frères'],
      ['Salarié agricole polyvalent', 'EARL du Moulin Neuf'],
    ])
  })

  it('a pattern of shifts after the dates is no title: the header is the line above, its dates said in the answer’s language', () => {
    const cv = `Experience
Multi-skilled Maintenance Engineer — Lagan Valley Bakeries, Lisburn (NI)
January 2022 – August 2026 · 4-on/4-off days and nights
- Reactive breakdown cover on biscuit production lines
Maintenance Technician — Ardglass Dairy, Downpatrick
September 2019 – December 2021
- Mechanical maintenance: bearings, gearboxes`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps[0]?.title).toBe('Multi-skilled Maintenance Engineer')
    // (said in the answer's language: an English CV's months in a French answer are French months)
    expect(roleClause(exps[0]!, 'fr')).toContain('(janvier 2022 – août 2026)')
    expect(roleClause(exps[0]!, 'en')).toContain('(January 2022 – August 2026)')
  })

  it('a date a bullet gives in passing heads no job; a town written with its département is said “à”', () => {
    const cv = `Expérience professionnelle
Assistante maternelle agréée (agrément PMI pour 4 enfants) – à domicile, Avrillé (49)
Septembre 2018 – aujourd'hui
Accueil simultané de 3 à 4 enfants âgés de 2 mois à 3 ans (17 enfants accueillis depuis 2018)
Soins quotidiens : change, toilette, préparation des biberons, repas`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps).toHaveLength(1)
    expect(exps[0]?.bullets.map((b) => b.text)).toContain(
      'Accueil simultané de 3 à 4 enfants âgés de 2 mois à 3 ans (17 enfants accueillis depuis 2018)',
    )
    expect(atEmployer(exps[0]!, 'fr')).toBe('À Avrillé')
  })

  it('a job on one’s own account is said as such, never “chez” the place after it', () => {
    const exp = (title: string, employer: string | null) => ({
      title,
      employer,
      dates: 'October 2022 – present',
      from: 0,
      to: 1,
      bullets: [],
    })
    const handyman = exp(
      'Handyman / Home Maintenance (self-employed – micro-entrepreneur)',
      'Salignac-Eyvigues',
    )
    expect(atEmployer(handyman, 'fr')).toBe('À mon compte')
    expect(atEmployer(handyman, 'en')).toBe('Self-employed')
    expect(roleClause(handyman, 'fr')).toBe(
      'où je suis handyman / home maintenance (octobre 2022 – aujourd’hui)',
    )
    // (a placement is where one was, not what one was)
    const placement = {
      title: 'Immersion professionnelle (PMSMP)',
      employer: 'Mairie',
      dates: 'octobre 2026',
      from: 0,
      to: 0,
      bullets: [],
    }
    expect(roleClause(placement, 'fr')).toBe('où j’étais en immersion professionnelle (octobre 2026)')
    // (an English CV's abbreviated months keep their capital: 'Feb 2019', not 'feb 2019')
    expect(
      roleClause({ ...placement, title: 'Assistant Store Manager', dates: 'Feb 2019 – Feb 2021' }, 'fr'),
    ).toBe('où j’étais assistant store manager (févr. 2019 – févr. 2021)')
    expect(roleClause({ ...placement, title: 'Stages BTS' }, 'fr')).toBe(
      'où j’étais en stage BTS (octobre 2026)',
    )
    expect(
      roleClause(
        { ...placement, title: 'Work-experience placement (2 weeks)', dates: 'September 2026' },
        'en',
      ),
    ).toBe('on a work-experience placement (September 2026)')
    expect(atEmployer(exp('Livreur à vélo indépendant', 'Uber Eats'), 'fr')).toBe('À mon compte')
    // (a title that is only the account keeps its place: 'Self-employed — Essex & Hertfordshire')
    expect(atEmployer(exp('Self-employed', 'Essex'), 'en')).not.toBe('Self-employed')
    expect(atEmployer(exp('Infirmière', 'CHU de Rennes'), 'fr')).toBe('Au CHU de Rennes')
    // (the shop's independence is no account of the candidate's)
    expect(atEmployer(exp('Vendeuse', 'Librairie indépendante Gibert'), 'fr')).not.toBe('À mon compte')
  })

  it('a job whose employer the CV does not name is said by its role alone', () => {
    const exp = (title: string, employer: string | null, dates: string) => ({
      title,
      employer,
      dates,
      from: 0,
      to: 1,
      bullets: [],
    })
    expect(whereAsRole(exp('Préparateur de commandes', null, 'depuis 2020'), 'fr')).toBe(
      'En tant que préparateur de commandes (depuis 2020)',
    )
    expect(whereAsRole(exp('Stage BTS', null, '2019'), 'fr')).toBe('En stage BTS (2019)')
    expect(whereAsRole(exp('Warehouse operative', null, '2020 – 2025'), 'en')).toBe(
      'As Warehouse operative (2020 – 2025)',
    )
    expect(whereAsRole(exp('Infirmière', 'CHU de Rennes', '2018 – 2024'), 'fr')).toBe(
      'Au CHU de Rennes, où j’étais infirmière (2018 – 2024)',
    )
  })

  it('a bullet its dates joined from a side column is a bullet: the header above names employer and title', () => {
    const cv = `Experience
Nexus AI, Co-Founder & CTO San Francisco, CA
- Built foundation model infrastructure serving 2M+ monthly API requests June 2023 – present
- Raised $18M Series A led by Sequoia Capital`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.employer)).toEqual(['Nexus AI'])
    expect(exps[0]?.title).toMatch(/^Co-Founder & CTO/)
    expect(exps[0]?.bullets[0]?.text).toMatch(/^Built foundation model infrastructure/)
  })

  it('a bullet dating one of its facts is no job of its own', () => {
    const cv = `Employment history
Delivery Driver – Swiftline Logistics, Daventry 2022 – present
- Deliver 120 parcels a day from the station
- Carry out daily walk-round checks and report defects; zero incidents since 2023
Warehouse Operative – Blue Arrow, Northampton 2019 – 2022
- Picking and packing`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.title)).toEqual(['Delivery Driver', 'Warehouse Operative'])
    expect(exps[0]?.bullets).toHaveLength(2)
  })

  it('dates in a parenthesis a bullet wrapped onto its own line are a fact of the job, not a job', () => {
    const cv = `EXPERIENCE
Linux Systems Engineer – Nexalog SAS, Lyon Sep 2021 – present
- Led the migration of 120 CentOS 7 servers to Rocky Linux 9 before CentOS end of life
(2023–2024)
- Wrote and maintain 60 Ansible roles
Systems Administrator – HostLusa, Lisbon Jul 2018 – Aug 2021
- Shared hosting on Debian`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.title)).toEqual(['Linux Systems Engineer', 'Systems Administrator'])
    expect(exps[0]?.bullets).toHaveLength(2)
  })

  it('a bullet wrapped after an open word goes on over a capitalised line, which is no heading', () => {
    const cv = `EXPERIENCE
Linux Systems Engineer – Nexalog SAS, Lyon 2021 – 2026
- Run 300 physical and virtual servers (Debian 12, Rocky Linux 9) for
SaaS and hosted customers
- Built the monitoring stack: Prometheus, Grafana`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.bullets.map((b) => b.text)).toEqual([
      'Run 300 physical and virtual servers (Debian 12, Rocky Linux 9) for SaaS and hosted customers',
      'Built the monitoring stack: Prometheus, Grafana',
    ])
  })

  it('a header whose title holds a comma is the header above bare dates, not a bullet of the job before', () => {
    const cv = `Experience
Assistant Store Manager — Urban Loft, Manchester
Feb 2018 – Feb 2022
- Ran fire drills and weekly checks
Sales Supervisor, previously Sales Advisor — Hartley's Department Store, Stockport
2014 – 2018
- Supervised the ladieswear floor`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.title)).toEqual([
      'Assistant Store Manager',
      'Sales Supervisor – previously Sales Advisor',
    ])
    expect(exps[0]?.bullets).toHaveLength(1)
  })

  it('a title alone above a line opening on its dates, after a job with marked bullets', () => {
    const cv = `EXPERIENCE
Observation placement
07/2026 – 09/2026 · Clinique des Tilleuls, Bayeux (France)
- Observer in a mixed practice (no clinical acts,
pending French registration)
- Attended consultations, farm visits and surgery;
practised French client communication and reports
Small Animal Veterinarian
03/2023 – 05/2026 · Hospital Veterinario Abros, A Coruña (Spain)
- First-opinion consultations`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer])).toEqual([
      ['Observation placement', 'Clinique des Tilleuls'],
      ['Small Animal Veterinarian', 'Hospital Veterinario Abros'],
    ])
  })

  it('a range further on is the job’s dates, the employer on the line under it named by its town', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Charpentier – chef d'équipe (depuis 2024) Mars 2021 – aujourd'hui
Bois & Toits de Savoie – Chambéry (73) – 15 salariés
- Traçage au sol des épures
Charpentier Sept. 2018 – Févr. 2021
Favre Charpente Couverture – Albertville (73)
- Pose de fermettes industrielles`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => [e.title, e.employer, e.dates])).toEqual([
      ["Charpentier – chef d'équipe", 'Bois & Toits de Savoie', "Mars 2021 – aujourd'hui"],
      ['Charpentier', 'Favre Charpente Couverture', 'Sept. 2018 – Févr. 2021'],
    ])
  })

  it('what follows dates opening their line under a “Title – Employer” header describes the job', () => {
    const cv = `EXPÉRIENCE PROFESSIONNELLE
Ingénieure Cloud Azure – Axiane Conseil (ESN), Lyon
Mars 2023 – aujourd'hui – Mission longue chez un groupe mutualiste
- Conception d'une landing zone Azure`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect([exp?.title, exp?.employer]).toEqual(['Ingénieure Cloud Azure', 'Axiane Conseil'])
  })

  it('a training under way under its own heading is no job', () => {
    const cv = `FORMATION EN COURS
Sept. 2026 – avril 2027 Titre Professionnel Monteur de réseaux électriques – AFPA Saint-Lô
- Modules suivis : sécurité sur chantier, lecture de plans
EXPÉRIENCE PROFESSIONNELLE
Mars 2017 – août 2026 Technicien réseaux et télécoms – Orange, Caen
- Raccordements`
    expect(experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12)).map((e) => e.title)).toEqual([
      'Technicien réseaux et télécoms',
    ])
  })

  it('an employer cut inside its parenthesis keeps its name', () => {
    const cv = `Expérience professionnelle
Chef d'équipe sécurité incendie – Securitas (site : Tour Europe, IGH, Courbevoie)
Depuis mars 2015
Encadrement de 4 agents par vacation`
    const [exp] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exp?.employer).toBe('Securitas')
  })
})

describe('model answers', () => {
  it('answer in the first person from the CV, never describing how one would answer', () => {
    const cv = `Camille Durand
Expériences
Infirmière — CHU de Rennes — 2018 – 2024
Encadrement de 3 étudiants infirmiers
Pose de voies veineuses périphériques et bilans sanguins
Formation
Diplôme d'État d'infirmier (2018)`
    const jd =
      "Infirmier(ère) en EHPAD\nProfil :\n- Diplôme d'État d'infirmier exigé\n- Pose de voies veineuses\n- Tutorat des étudiants"
    const r = analyseLocally(
      { cvText: cv, jobDescription: jd, questionsCount: 9, lang: 'fr' },
      new Date('2026-11-01'),
    )
    for (const q of r.questions) {
      expect(q.answer).not.toMatch(
        /\b(?:je (?:partirais|décrirais|citerais|répondrais|reprendrais|choisirais|montrerais|relierais|utiliserais))\b/i,
      )
    }
    expect(r.questions.some((q) => q.answer.includes('CHU de Rennes'))).toBe(true)
  })
})

describe('isContactLine', () => {
  it.each([
    ['t.nowak.logistics@gmail.com', true],
    ['Julie Martin · 06 11 22 33 44 · Nantes', true],
    ['john@example.com | +44 20 7946 0958', true],
    ['linkedin.com/in/tleroy', true],
    ['Gestion d’un budget de 12 000 000 € sur 3 ans', false],
    ['Préparation de 180 à 220 lignes/heure en picking', false],
    ['Infirmière — CHU de Nantes 2019 – 2024', false],
  ])('%s → %s', (line, expected) => {
    expect(isContactLine(line)).toBe(expected)
  })
})

describe('a CV in the other language', () => {
  it('is quoted as written in the answers, never woven into their sentences', () => {
    const r = analyseLocally(
      {
        cvText:
          'Emma Hart\nemma@example.com\nExperience\nHR Assistant — Vercors Industries, 2022 – 2025\n- Track absences, paid leave and sick leave in Workday for about 300 employees\n- Support recruitment and schedule interviews for 40 hires a year',
        jobDescription:
          'Assistant RH (H/F)\nMissions :\n- Suivi des absences et des congés\n- Appui au recrutement\nProfil :\n- Maîtrise d’un SIRH',
        questionsCount: 5,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const answers = r.questions.map((q) => q.answer).join('\n')
    expect(answers).toMatch(/« Track absences/)
    expect(answers).not.toMatch(/missions : track/i)
  })
})

describe('experience headers as CVs write them', () => {
  const NOW_MONTH = 2026 * 12 + 10
  const read = (cv: string) => experiencesOf(analyseCv(cv, getLexicon(), NOW_MONTH))
  it('a title line, then the employer with a parenthesis and a city on the date line', () => {
    const [e] = read(
      'Expérience professionnelle\nAssistante ressources humaines – paie\nMétallerie Vandamme (métallurgie, 140 salariés), Roubaix – depuis janvier 2020\n- Paie de 80 salariés',
    )
    expect(e?.employer).toBe('Métallerie Vandamme')
    expect(e?.title).toBe('Assistante ressources humaines – paie')
  })
  it('a header the PDF wrapped before its dates', () => {
    const [e] = read(
      'Parcours\nConducteur de travaux second œuvre — Eiffage Construction Nouvelle-\nAquitaine, Mérignac — depuis 2019\n- Pilotage de 12 lots',
    )
    expect(e?.employer).toBe('Eiffage Construction Nouvelle-Aquitaine')
    expect(e?.title).toBe('Conducteur de travaux second œuvre')
  })
  it('a header wrapped after its comma, above dates that carry a description', () => {
    const [e] = read(
      "Expérience professionnelle\nChef d'équipe réception / expédition – GEODIS,\nChaponnay (69)\nSeptembre 2021 – aujourd'hui – entrepôt retail multi-clients\n- Encadrement de 12 préparateurs",
    )
    expect(e?.title).toBe("Chef d'équipe réception / expédition")
    expect(e?.employer).toMatch(/^GEODIS/)
  })
  it('an English title line, then employer, city and state', () => {
    const [e] = read(
      'Experience\nOTR Driver – Dry Van\nSchneider National, Joliet, IL | Jun 2021 – Present\n- 2,500 miles per week',
    )
    expect(e?.employer).toBe('Schneider National')
    expect(e?.title).toBe('OTR Driver – Dry Van')
  })
  it('dates the PDF wrapped after their dash; the last bullet of one job is not the title of the next', () => {
    const cv =
      'EXPÉRIENCES\nAttaché commercial grands comptes · Bureau Vallée Pro, Lyon · 2021 –\n2025\n- Prospection téléphonique et terrain\n- Pilotage du pipe et des relances dans HubSpot CRM\nConseiller commercial · Orange Business, Villeurbanne · 2019 – 2021\n- Vente de forfaits mobiles'
    const [first, second] = read(cv)
    expect(first).toMatchObject({ title: 'Attaché commercial grands comptes', employer: 'Bureau Vallée Pro' })
    expect(first?.dates).toBe('2021 – 2025')
    expect(second).toMatchObject({ title: 'Conseiller commercial', employer: 'Orange Business' })
    expect(dateRanges(cv, NOW_MONTH).map((r) => r.line)).toEqual([1, 5])
  })
  it("a range wrapped after 'à' heads its own job, never a bullet of the one before", () => {
    const [first, second] = read(
      'Expérience\nAuxiliaire ambulancière — Ambulances Joué Santé — depuis mars 2022\n- Transports programmés de patients dialysés trois fois par semaine\nAgente de surveillance de la voie publique — Mairie de Saint-Avertin — 2018 à\n2022\n- Surveillance du stationnement et relevé des infractions',
    )
    expect(first?.bullets.map((b) => b.text)).toEqual([
      'Transports programmés de patients dialysés trois fois par semaine',
    ])
    expect(second).toMatchObject({ employer: 'Mairie de Saint-Avertin', dates: '2018 à 2022' })
  })
  it('a header the PDF wrapped in the middle of a word group, its dates on a line in lower case', () => {
    const [e] = read(
      'Experience\nCustomer Onboarding Associate (fixed-term contract) – ClassFolio, edtech SaaS, 40\npeople – January 2025 to present\n- Onboarded 40+ schools',
    )
    expect(e).toMatchObject({ title: 'Customer Onboarding Associate', employer: 'ClassFolio' })
  })
  it('a long title–employer line above dates and a contract; the next job’s header is not a bullet', () => {
    const [first, second] = read(
      "Expériences\nSecrétaire médicale – Centre d'imagerie médicale Mérignac Arlac (6 radiologues)\nDepuis janvier 2023 – CDI\nFrappe des comptes rendus d'examens sous dictée numérique\nSecrétaire médicale (CDD de remplacement) – Cabinet des Drs Lacoste et Amrani, Pessac\nMars 2022 – décembre 2022\nSecrétariat de deux médecins généralistes",
    )
    expect(first).toMatchObject({
      title: 'Secrétaire médicale',
      employer: "Centre d'imagerie médicale Mérignac Arlac",
    })
    expect(first?.bullets.map((b) => b.text)).toEqual([
      "Frappe des comptes rendus d'examens sous dictée numérique",
    ])
    expect(second).toMatchObject({
      title: 'Secrétaire médicale (CDD de remplacement)',
      employer: 'Cabinet des Drs Lacoste et Amrani',
    })
  })
  it('a bullet stopped on a word no sentence ends with goes on on the next line, even with a capital', () => {
    const [e] = read(
      'Experience\nLogistics Coordinator – Meridian 3PL — Jul 2025 – Present\n- Prepare commercial invoices for EU export orders; check HS codes and\nEORI numbers before handover to the customs broker\n- Apply Incoterms when confirming orders',
    )
    expect(e?.bullets.map((b) => b.text)).toEqual([
      'Prepare commercial invoices for EU export orders; check HS codes and EORI numbers before handover to the customs broker',
      'Apply Incoterms when confirming orders',
    ])
  })
  it('a start month in figures after “depuis” (“depuis 06/2021”), and the next header on its own line', () => {
    const cv =
      'Expériences\nAgent de sécurité – centre commercial · Securitas, Westfield · depuis 06/2021\nRondes de prévention et surveillance des accès\nPremiers secours sur malaises clients (SST)\nAgent de sécurité (vacations) · Groupe Onet Sécurité, Stade de France · 2019 – 2021\nContrôle d’accès événementiel et palpations'
    const [first, second] = read(cv)
    expect(first).toMatchObject({ title: 'Agent de sécurité – centre commercial', employer: 'Securitas' })
    expect(second?.title).toMatch(/^Agent de sécurité/)
    expect(dateRanges(cv, NOW_MONTH)[0]?.from).toBe(2021 * 12 + 5)
  })
  it('a range wrapped between its end’s month and year (“Jul 2018 – Aug” / “2021”)', () => {
    const cv =
      'Experience\nSystems Administrator – HostLusa, Lisbon (web hosting provider) Jul 2018 – Aug\n2021\n- Shared hosting on CentOS'
    expect(dateRanges(cv, NOW_MONTH).map((r) => [r.from, r.to])).toEqual([[2018 * 12 + 6, 2021 * 12 + 7]])
    expect(read(cv)[0]?.dates).toBe('Jul 2018 – Aug 2021')
  })
  it('a header and its range wrapped together, row by row of a two-cell table', () => {
    const cv =
      'Employment History\nLogistics Coordinator – Meridian 3PL Ltd, Magna Jul 2025 –\nPark, Lutterworth Present\n- Track shipments and update clients daily on ETAs\nStore Supervisor – Next plc, Fosse Park, Mar 2020 –\nLeicester Jun 2025\n- Managed stockroom operations and deliveries'
    const [first, second] = read(cv)
    expect(first).toMatchObject({ title: 'Logistics Coordinator', dates: 'Jul 2025 – Present' })
    expect(second).toMatchObject({ title: 'Store Supervisor', dates: 'Mar 2020 – Jun 2025' })
    expect(dateRanges(cv, NOW_MONTH).map((r) => r.line)).toEqual([1, 4])
  })
  it('bare dates above their header (“03/2022 – à ce jour” / “Chauffeur-livreur – Sud Colis”)', () => {
    const cv =
      'Expérience professionnelle\n03/2022 – à ce jour\nChauffeur-livreur – Sud Colis Logistique (sous-traitant DPD), Les Pennes\n' +
      'Tournées de 100 à 130 colis par jour\nChargement du camion dans l’ordre de la tournée\n09/2020 – 02/2022\n' +
      'Livreur à scooter (auto-entrepreneur) – Uber Eats, Marseille centre\nLivraison de repas'
    const [first, second] = read(cv)
    expect(first).toMatchObject({
      title: 'Chauffeur-livreur',
      employer: 'Sud Colis Logistique',
      dates: '03/2022 – à ce jour',
    })
    expect(first?.bullets.map((b) => b.text)).toEqual([
      'Tournées de 100 à 130 colis par jour',
      'Chargement du camion dans l’ordre de la tournée',
    ])
    expect(second).toMatchObject({ title: 'Livreur à scooter', employer: 'Uber Eats' })
    expect(dateRanges(cv, NOW_MONTH)[0]).toMatchObject({ from: 2022 * 12 + 2, to: NOW_MONTH })
  })
  it('bare dates above a title line without a dash and its employer line', () => {
    const cv =
      'Expérience\nAvril 2022 – à ce jour\nGouvernante adjointe / Première femme de chambre\n' +
      'Hôtel Les Terrasses du Lac*****, Talloires (62 chambres)\n- Management de 6 à 10 femmes de chambre\n' +
      '- Élaboration des plannings\n2018 – 2022\nFemme de chambre (contrats saisonniers puis CDI)\n' +
      'Hôtel Alpina****, Chamonix\n- 14 à 16 chambres par jour'
    const [first, second] = read(cv)
    expect(first).toMatchObject({
      title: 'Gouvernante adjointe / Première femme de chambre',
      employer: 'Hôtel Les Terrasses du Lac*****',
      dates: 'Avril 2022 – à ce jour',
    })
    expect(first?.bullets.map((b) => b.text)).toEqual([
      'Management de 6 à 10 femmes de chambre',
      'Élaboration des plannings',
    ])
    expect(second).toMatchObject({ title: 'Femme de chambre', dates: '2018 – 2022' })
  })
  it('a title line and an employer line above bare dates (“De 2016 à 2019”), bullets with a glyph', () => {
    const cv =
      'Expérience\nÉlectromécanicien en équipe postée\nVendée Plast Injection, Montaigu — presses à injecter\nDepuis oct. 2019\n' +
      '- Dépannage des presses et des robots\n- Travail en 2x8 puis en 3x8\nÉlectromécanicien (intérim puis CDD)\n' +
      'Salaisons du Bocage, Chantonnay — charcuterie industrielle\nDe 2016 à 2019\n- Interventions sur les lignes de tranchage'
    const [first, second] = read(cv)
    expect(first).toMatchObject({
      title: 'Électromécanicien en équipe postée',
      employer: 'Vendée Plast Injection',
    })
    expect(first?.bullets.map((b) => b.text)).toEqual([
      'Dépannage des presses et des robots',
      'Travail en 2x8 puis en 3x8',
    ])
    expect(second).toMatchObject({
      title: 'Électromécanicien (intérim puis CDD)',
      employer: 'Salaisons du Bocage',
    })
    expect(dateRanges(cv, NOW_MONTH).map((r) => r.line)).toEqual([3, 8])
  })
  it('bare dates under the section’s heading: the header below (a dotted employer too), never the heading', () => {
    const [e] = read(
      'EXPÉRIENCES\nMai 2022 – aujourd’hui\nEmployée commerciale rayon liquides / DPH – E.Leclerc, Saint-Herblain (CDI)\nRéassort et remplissage des rayons',
    )
    expect(e?.title).toBe('Employée commerciale rayon liquides / DPH')
    expect(e?.employer).toMatch(/^E\.Leclerc/)
  })
  it('“De 2019 à 2023 : Agent de propreté”: the word opening the dates is no part of the title', () => {
    const [e] = read('Expériences\nDe 2019 à 2023 : Agent de propreté\nNettoyage de bureaux')
    expect(e?.title).toBe('Agent de propreté')
  })
  it('dates, a colon, then the title (“sept. 2019 > juin 2023 : Magasinier-cariste”)', () => {
    const cv =
      'Expériences\njuil. 2023 - ce jour : Magasinier-cariste\nRhône Auto Pièces, Saint-Priest\nInventaires tournants, signalement des écarts\n' +
      'sept. 2019 > juin 2023 : Magasinier-cariste (missions d’intérim – Randstad)\nPrépa de commandes pour les magasins'
    const [first, second] = read(cv)
    expect(first?.title).toBe('Magasinier-cariste')
    expect(second?.title).toBe('Magasinier-cariste')
    expect(second?.dates).toBe('sept. 2019 > juin 2023')
  })
  it('dates in a side cell read where a bullet wraps: the header is the last title line above', () => {
    const cv =
      'Parcours\nChef de rang — Le Bistrot du Parc, Lyon 6e\nBistronomie, 120 couverts\n- Responsable d’un rang de 8 tables\n' +
      '- Présentation des suggestions du jour et des\nDepuis 2021 vins au verre\n- Prise de commande sur tablette'
    const [e] = read(cv)
    expect(e).toMatchObject({ title: 'Chef de rang', employer: 'Le Bistrot du Parc', dates: 'Depuis 2021' })
  })
  it('a title line made long by its parenthesis, then the employer on the date line', () => {
    const [e] = read(
      'Expérience professionnelle\nConseiller immobilier indépendant (agent commercial, RSAC Montpellier)\nRéseau Immo Horizon – secteur Montpellier centre – depuis janvier 2021\n- 41 ventes conclues',
    )
    expect(e?.title).toBe('Conseiller immobilier indépendant (agent commercial, RSAC Montpellier)')
    expect(e?.employer).toMatch(/^Réseau Immo Horizon/)
  })
})

describe('what an answer tells of an experience', () => {
  it('drops the semicolon closing a bullet with the space before it', () => {
    const [e] = experiencesOf(
      analyseCv(
        'Expérience\nAuxiliaire ambulancière — Ambulances Joué Santé — 2022 – 2026\n- Nettoyage et désinfection de la cellule sanitaire après chaque patient ;\n- Contrôle quotidien des niveaux et des pneus',
        getLexicon(),
        2026 * 12,
      ),
    )
    expect(e?.bullets[0]?.text).toBe('Nettoyage et désinfection de la cellule sanitaire après chaque patient')
  })

  it('tells no list of tools as a mission', () => {
    const [e] = experiencesOf(
      analyseCv(
        'Expérience\nComptable — Cabinet Durand — 2018 – 2024\n- Tenue de la comptabilité générale et auxiliaire de 40 dossiers\n- Logiciels : Sage 100 Comptabilité, ACD, Excel (TCD)',
        getLexicon(),
        2026 * 12,
      ),
    )
    const said = toldBullets(e!, 'fr').map((b) => b.text)
    expect(said).toEqual(['Tenue de la comptabilité générale et auxiliaire de 40 dossiers'])
  })
})

describe('evidenceLine', () => {
  it('goes on over a phrase wrapped onto the next line, never over the next bullet', () => {
    const cv = analyseCv(
      `Expérience
2019 – 2025 Développeuse, Acme
- Pipelines CI/CD sur GitLab, conteneurisation des services avec
Docker et Kubernetes
- Revue de code hebdomadaire`,
      getLexicon(),
      2026 * 12,
    )
    const [id] = [...cv.evidence].find(([, ev]) => ev.line.includes('conteneurisation')) ?? []
    expect(evidenceLine(cv, id ?? '')).toBe(
      'Pipelines CI/CD sur GitLab, conteneurisation des services avec Docker et Kubernetes',
    )
  })
})

describe('a skill the CV lists, said in a French answer', () => {
  it('takes its article and its verb agrees (‘Le management fait partie…’, ‘Les outils bureautiques font…’)', () => {
    const said = (name: string) =>
      fr.answers.skillListed({ label: name, said: name, line: 'Compétences : …', story: '' })
    expect(said('management')).toMatch(/^Le management fait partie de mes compétences/)
    expect(said('outils bureautiques')).toMatch(/^Les outils bureautiques font partie de mes compétences/)
    expect(said('Excel')).toMatch(/^Excel fait partie de mes compétences/)
  })
})

describe("a job's dates said in the answer's language", () => {
  it.each([
    ['depuis septembre 2022', 'en', 'since September 2022'],
    ['sept. 2020 – juil. 2025', 'en', 'Sept. 2020 – July 2025'],
    ['Mar 2021 – Dec 2025', 'en', 'Mar 2021 – Dec 2025'],
    ['de 2016 à 2019', 'en', '2016 – 2019'],
    ['Étés 2019, 2020 et 2021', 'en', 'Summers 2019, 2020 and 2021'],
    ["mars 2019 – aujourd'hui", 'en', 'March 2019 – present'],
    ['Jul 2018 – present', 'fr', 'juil. 2018 – aujourd’hui'],
    ['since March 2022', 'fr', 'depuis mars 2022'],
    ['2018 – 2021', 'fr', '2018 – 2021'],
  ] as const)('%s → (%s) %s', (dates, lang, said) => {
    expect(datesIn(dates, lang)).toBe(said)
  })
})

describe('a bullet opening on the date a task began', () => {
  it('is a task of the job above, no job of its own (‘- Depuis 2019 : conduite de cavalier…’)', () => {
    const cv = `Expérience professionnelle
Docker mensualisé – Manutention Portuaire de l'Estuaire, Le Havre
Mars 2016 – aujourd'hui
- Saisissage et désaisissage des conteneurs en pontée
- Depuis 2019 : conduite de cavalier Kalmar ESC 1 sur 3 (parc, quai, rail)
- Travail en bordée de 6 sous les ordres du chef de bord
Manutentionnaire – Transports Lecoq, Harfleur
Juin 2010 – Août 2012
- Quai de messagerie, préparation des tournées`
    const exps = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(exps.map((e) => e.title)).toEqual(['Docker mensualisé', 'Manutentionnaire'])
    expect(exps[0]?.bullets.map((b) => b.text).join(' | ')).toMatch(/conduite de cavalier/)
  })
})

describe('a bullet the PDF wrapped before its colon', () => {
  it('goes on on the line that opens with the colon (‘tanzanites’ / ‘: préparation des sièges…’)', () => {
    const cv = `Expérience professionnelle
Sertisseuse – Atelier Decaux Joaillerie, Paris 9e
Septembre 2019 – aujourd'hui (CDI)
- Émeraudes, rubis, saphirs de Ceylan, tanzanites
: préparation des sièges adaptée aux pierres fragiles
- Serti rail et serti griffes sur diamants baguettes`
    const [job] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(job?.bullets.map((b) => b.text)).toEqual([
      'Émeraudes, rubis, saphirs de Ceylan, tanzanites : préparation des sièges adaptée aux pierres fragiles',
      'Serti rail et serti griffes sur diamants baguettes',
    ])
  })
})

describe('a heading of voluntary work (rubric 2.32)', () => {
  it("reads 'VOLUNTARY WORK' as a section of experience, never a job's title", () => {
    const cv = `Daniel Okafor
EMPLOYMENT HISTORY
Retail Assistant – Homebase, Reading Sep 2014 – May 2017
- Tills, deliveries and merchandising
VOLUNTARY WORK
Volunteer Gardener – Caversham Court Community Garden (Saturdays) Apr
2023 – Present
- Cutting the lawns and wildflower paths with a walk-behind rotary mower`
    const jobs = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(jobs.at(-1)).toMatchObject({
      title: 'Volunteer Gardener',
      employer: 'Caversham Court Community Garden',
    })
    expect(jobs.some((j) => /VOLUNTARY/.test(j.title))).toBe(false)
  })
})

describe('dates wrapped behind their dash (rubric 2.32)', () => {
  it("reads '… Centre Jun 2017' / '- Feb 2020' as the job's range, the dash no bullet", () => {
    const cv = `Daniel Okafor
EMPLOYMENT HISTORY
Warehouse Operative – Brackley Logistics, Theale Distribution Centre Jun 2017
- Feb 2020
- Counterbalance and reach truck driving, goods in and despatch`
    const [job] = experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))
    expect(job).toMatchObject({ title: 'Warehouse Operative', dates: 'Jun 2017 – Feb 2020' })
    expect(job?.bullets.map((b) => b.text)).toEqual([
      'Counterbalance and reach truck driving, goods in and despatch',
    ])
  })
})

describe("an employer's line under the job's header (rubric 2.33)", () => {
  const jobsOf = (cv: string) => experiencesOf(analyseCv(cv, getLexicon(), 2026 * 12))

  it('reads a company by its legal form as the employer, never a mission', () => {
    const [first, second] = jobsOf(`Hannah Whitfield
EXPERIENCE
Reserving Actuary (previously Actuarial Analyst)Sep 2019 – present
Harrowgate Underwriting Ltd – managing agent, Lloyd's Syndicate 4127, London
- Run quarterly and year-end reserving for a £310m GWP property book
Graduate Actuarial Trainee – GI ConsultingSep 2017 – Aug 2019
Barrow Lane Actuarial LLP, London
- Supported reserve reviews for UK motor and household insurers`)
    expect(first).toMatchObject({ title: 'Reserving Actuary', employer: 'Harrowgate Underwriting Ltd' })
    expect(second).toMatchObject({
      title: 'Graduate Actuarial Trainee – GI Consulting',
      employer: 'Barrow Lane Actuarial LLP',
    })
    expect([first, second].flatMap((j) => j?.bullets.map((b) => b.text) ?? []).join(' | ')).not.toMatch(
      /Harrowgate|Barrow Lane/,
    )
  })

  it('reads the employer under a header whose dash held a field of the title, its town wrapped behind a dash', () => {
    const [job] = jobsOf(`Sophie Marchal
EXPÉRIENCE PROFESSIONNELLE
Responsable Qualité – Sécurité des aliments sept. 2019 – aujourd'hui
Salaisons du Pays de Vannes (saucissons secs, jambons crus et cuits, 180 salariés) –
Theix-Noyalo (56)
- Pilotage du système qualité du site et management d'une équipe de 6 personnes`)
    expect(job).toMatchObject({
      title: 'Responsable Qualité – Sécurité des aliments',
      employer: 'Salaisons du Pays de Vannes',
    })
    expect(job?.bullets.map((b) => b.text).join(' | ')).not.toMatch(/Theix|Salaisons/)
  })

  it('reads the employer, described in a parenthesis before its town, under a header whose dash held the title’s field', () => {
    const [job] = jobsOf(`Ciarán Doyle
Experience
Equipment Technician – Dry Etch | Jun 2019 – Jun 2026
Liffey Valley Semiconductor (300 mm logic fab), Leixlip, Co. Kildare,
Ireland
- Scheduled PMs (wet cleans, RF hours, kit changes) on 14 etch chambers
- Fault-finding across electrical, mechanical and vacuum sub-systems`)
    expect(job).toMatchObject({
      title: 'Equipment Technician – Dry Etch',
      employer: 'Liffey Valley Semiconductor',
    })
    expect(job?.bullets.map((b) => b.text)).toHaveLength(2)
    expect(job?.bullets.map((b) => b.text).join(' | ')).not.toMatch(/Liffey|Ireland/)
  })

  it('joins a header left open on a link word to its tail before the dates (‘– Monts du’ / ‘Lyonnais et Forez – avril 2018 …’)', () => {
    const [job] = jobsOf(`Thomas Berthier
Parcours
Maréchal-ferrant indépendant (micro-entreprise « Ferrure Berthier ») – Monts du
Lyonnais et Forez – avril 2018 à septembre 2026
- Parage et ferrure d'environ 80 chevaux de sport et de loisir
- Forge des fers à chaud sur enclume`)
    expect(job).toMatchObject({
      title: 'Maréchal-ferrant indépendant (micro-entreprise « Ferrure Berthier »)',
      employer: 'Monts du Lyonnais et Forez',
    })
  })

  it('reads a name and its place above the bullets as the employer, its wrapped parenthesis included', () => {
    const [job, next] = jobsOf(`Claire Martin
PROFESSIONAL EXPERIENCE
Real Estate Legal Counsel (Juriste immobilier) Mar 2025 – Present
Montclair Investment Management – Paris 9e (AUM approx. €900m,
offices and high-street retail)
- Draft and negotiate commercial leases
Junior Bookkeeper Sep 2014 – Aug 2017
Fiduciaire des Monts d'Or – Lyon
- Data entry of purchase and sales invoices`)
    expect(job).toMatchObject({ employer: 'Montclair Investment Management' })
    expect(job?.bullets.map((b) => b.text)).toEqual(['Draft and negotiate commercial leases'])
    expect(next).toMatchObject({ employer: "Fiduciaire des Monts d'Or" })
    // (a sentence under the header is a mission, not a name)
    const [own] = jobsOf(`Léa Moreau
EXPÉRIENCE
Vendeuse Mars 2020 – Juin 2024
Conseil et vente en rayon – Décathlon
- Encaissement et mise en rayon`)
    expect(own?.employer).not.toBe('Conseil et vente en rayon')
  })

  it("reads a bullet dated 'since 2023:' before its list as a task of the job, no job of its own", () => {
    const jobs = jobsOf(`Chloe Barraclough
Work experience
Optical Assistant – Hallam & Rhodes Opticians, Wakefield
April 2021 – Present
Front desk for 2 optometrists: answer phones, run the diary
Saturday cover on the hearing centre desk since 2023: routine hearing aid cleans, re-tubing, battery sales
Place and receive orders, check deliveries against invoices`)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]?.bullets.map((b) => b.text).join(' | ')).toMatch(/Saturday cover/)
  })

  it("reads dates alone between the last bullet and a header as the header's job ('2018 – 2021' / 'Customer Service Supervisor – …')", () => {
    const jobs = jobsOf(`Danielle Okafor
Employment History
Apr 2021 – Present
Assistant Store Manager – FreshWay Supermarkets, Sutton
Coldfield
- Deputy to the Store Manager for a £14m turnover store, 45
colleagues
- Weekly sales and waste reports in Excel (pivot tables,
charts) for the area manager
- Recruited and inducted 30+ new starters
2018 – 2021
Customer Service Supervisor – FreshWay Supermarkets,
Birmingham Fort
- Cash office: till lifts, safe counts, banking and cash reconciliation`)
    const job = jobs.find((j) => j.dates === '2018 – 2021')
    expect(job).toMatchObject({ title: 'Customer Service Supervisor', employer: 'FreshWay Supermarkets' })
    expect(job?.bullets.map((b) => b.text).join(' | ')).not.toMatch(/Birmingham Fort|Recruited/)
  })
})

describe('one point after an abbreviation closing a sentence (rubric 2.33)', () => {
  it("writes 'chez Computing & Telephony dept.' once pointed at a sentence's end", () => {
    const r = analyseLocally(
      {
        cvText:
          'Team Leader\nExperience\nTeam Leader – Computing & Telephony dept.\n2019 – 2025\n- Led a team of 6 advisers on the shop floor\n- Handled returns and repairs',
        jobDescription:
          'Technicien informatique H/F\nMissions :\n- Support utilisateurs\n- Gestion des priorités\nProfil :\n- Esprit d’équipe',
        questionsCount: 5,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const text = r.questions.map((q) => q.answer).join(' ')
    expect(text).toMatch(/Telephony dept\./)
    expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)/)
  })
})
