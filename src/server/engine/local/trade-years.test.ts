/** Years of experience counted in the offer's trade (trade-years.ts), as the result shows them. */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import {
  dateRanges,
  experienceField,
  FIRST_EXPERIENCE_YEARS,
  phraseStems,
  statedYearsIn,
  yearsRequirement,
} from './parse.ts'
import { CONDITION_CAP, LONG_SHOT_CAP, YEARS_PARTIAL_CAP, YEARS_SHORT_CAP } from './score.ts'
import { roleKindStems, yearsDomain } from './trade-years.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const run = (cvText: string, jobDescription: string, lang: 'fr' | 'en' = 'fr') =>
  analyseLocally({ cvText, jobDescription, questionsCount: 3, lang }, NOW)

const JD =
  'Coiffeur (H/F)\nMissions :\n- Coupes, colorations, brushings\nProfil :\n- 3 ans d’expérience en salon'

describe('years in the trade', () => {
  it('reads a French “Chef de …” by its complement: a logistics team leader is no crop manager', () => {
    const offer =
      'Chef de culture arboricole H/F\nMissions :\n- Planifier la taille et la récolte\nProfil :\n- 3 ans d’expérience en arboriculture, dont 1 en encadrement'
    const r = run(
      'Karim\nkarim@example.com\nExpérience\nChef d’équipe préparation de commandes – FraisLog, Montauban – 01/2020 à aujourd’hui\n- Encadrement de 12 préparateurs\nSaisonnier en vergers – EARL du Tarn – juin à sept. 2015\n- Éclaircissage, cueillette',
      offer,
    )
    expect(r.details?.cvYears).toBeLessThan(1)
    // (the share of the years is named by what it is in)
    expect([...r.matchedSkills, ...r.missingSkills]).not.toContain('Dont 1 en encadrement')
    // (a cook's post keeps its 'chef': 'Chef de partie' years count for a 'Chef de partie')
    const cook = run(
      'Léa\nlea@example.com\nExpérience\nChef de partie – Le Bistrot, Lyon – 01/2019 à aujourd’hui\n- Poste chaud',
      'Chef de partie H/F\nProfil :\n- 3 ans d’expérience comme chef de partie',
    )
    expect(cook.details?.cvYears).toBeGreaterThanOrEqual(3)
  })

  it.each([
    [
      'Chef de partie H/F\nProfil :\n- Expérience de 2 ans sur un poste de chef de partie exigée',
      'Léa\nlea@example.com\nExpérience\nChef de partie – Le Bistrot des Halles – 09/2025 à aujourd’hui\n- Poste viandes\nCommis de cuisine – Hostellerie du Château – 2019 à 2024\n- Mise en place, garde-manger',
    ],
    [
      'Chef d’équipe électricien H/F\nProfil :\n- Expérience de 3 ans en tant que chef d’équipe électricien exigée',
      'Yanis\nyanis@example.com\nExpérience\nChef d’équipe électricien – Bretagne Élec – 09/2025 à aujourd’hui\n- Encadrement de 4 électriciens\nÉlectricien – Bretagne Élec – 2013 à 08/2025\n- Câblage d’armoires',
    ],
  ])('counts the years in the rank a clause names, not in the trade below it: %s', (offer, cv) => {
    expect(run(cv, offer).details?.cvYears).toBeLessThan(2)
  })

  it('reads no domain in the cue closing a years clause (“… en gestion de stock sont exigés”)', () => {
    expect(yearsDomain('2 ans d’expérience en gestion de stock sont exigés')?.stems).toEqual([['stock']])
    expect(yearsDomain('3+ years’ experience in demand or supply planning')?.stems).toEqual([
      ['demand'],
      ['suppl', 'plan'],
    ])
  })

  it('counts each job by the know-hows shown on its own lines, not only the one quoted as evidence', () => {
    const offer =
      'Responsable conformité douanière H/F\nVos missions :\n- Classement tarifaire et origine préférentielle\n- Valeur en douane\nProfil :\n- 5 ans min. en douane ou trade compliance'
    const cv = [
      'Niels',
      'niels@example.com',
      'Experience',
      'Compliance Lead – Avia Structures – Sep 2023 – present',
      '- Tariff classification (CN/TARIC) and preferential origin for 3,400 part numbers',
      '- Customs valuation: royalties and assists',
      'Specialist – Veldhoven Photonics, Eindhoven – Jan 2018 – Jul 2023',
      '- Tariff classification and customs valuation for the EU entities',
      '- Preferential origin statements for exports',
    ].join('\n')
    const customs = run(cv, offer)
    // ('5 ans min.' is a floor of five years, its point no end of the clause)
    expect(customs.details?.requiredYears).toBe(5)
    expect(customs.details?.cvYears).toBeGreaterThanOrEqual(5)
    // (a job counted by its know-hows shows the whole domain, not one of its words: a barista's
    // cold-drink dispensers are no dispensing in a community pharmacy)
    const barista = run(
      [
        'Amy',
        'amy@example.com',
        'Experience',
        'Barista, then Shift Supervisor – Bean & Leaf Coffee, Leeds – June 2015 – February 2019',
        '- Prepared drinks on espresso machines and cold-drink dispensers',
        '- Counted stock and ordered milk, cups and syrups from suppliers',
        '- Served customers at the counter and handled complaints',
      ].join('\n'),
      'Pharmacy Dispenser\nYou will order stock and serve patients at the counter.\nEssential:\n- At least 1 year’s dispensing experience in a UK community pharmacy\n- Stock ordering and customer service',
    )
    expect(barista.details?.cvYears).toBeLessThan(1)
  })

  it('reads a sector’s word as no telling word of the domain: a chemical park is the chemical industry', () => {
    const r = run(
      [
        'Jan',
        'jan@example.com',
        'Experience',
        'Utilities Process Operator – Antwerp Chemical Park Utilities NV (Antwerp, BE)',
        'Oct 2018 – present · continuous shift pattern (5 shifts)',
        '- Panel operator on Honeywell Experion DCS: steam boilers, cooling towers, demin water plant',
        '- Taking process and water samples for the on-site lab, entering results in LIMS',
        '- Tank farm product transfers (caustic soda, hydrochloric acid) and road tanker unloading',
        '- Isolation of equipment (LOTO) and hand-back after maintenance; permits to work for contractors',
        '- First response to gas and chemical releases',
      ].join('\n'),
      'Opérateur de fabrication chimie H/F\nVotre profil :\n- Conduite des installations sur SNCC\n- Consignation des équipements (LOTO) et permis de travail\n- 2 ans d’expérience en industrie chimique ou pétrochimique',
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(2)
  })

  it('counts the jobs of the offer’s trade, not a shop counter', () => {
    const r = run(
      'Mélissa\nmel@example.com\nExpérience\nConseillère de vente — Boutique beauté, 2017 – 2026\n- Conseil et encaissement',
      JD,
    )
    expect(r.details?.cvYears).toBe(0)
  })

  it('counts a job titled in the feminine in -ère (“Crémière-fromagère” for a “Fromager-crémier”)', () => {
    const offer =
      'Fromager-crémier H/F\nMissions :\n- Découpe et conseil au comptoir\nProfil :\n- 2 ans d’expérience minimum au comptoir'
    const r = run(
      'Élodie\nelodie@example.com\nExpérience\nCrémière-fromagère – Crémerie Bouvard, Annecy\nJuillet 2017 – août 2021\n- Découpe à la lyre et au fil',
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(4)
  })

  it('counts a job of another title of the trade (“Femme de chambre” for an “Employé(e) d’étage”)', () => {
    const offer =
      "Employé(e) d'étage H/F – Hôtel 4*\nMissions :\n- Remise en état des chambres\nProfil :\n- 1 an d'expérience en étage"
    const r = run(
      "Sandrine\nsandrine@example.com\nExpérience\nFemme de chambre – Hôtel du Lac, Annecy\nAvril 2021 – aujourd'hui\n- Chambres à blanc et recouches",
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(5)
  })

  it('counts a job showing four lines of the offer’s know-hows, though not its must', () => {
    const offer =
      'Agent de quai (H/F)\nMissions :\n- Chargement des camions\n- Filmage des palettes\n- Étiquetage des colis\n- Contrôle des bons de livraison\nProfil :\n- Maîtrise du logiciel Reflex indispensable\n- 2 ans d’expérience minimum'
    const cv = (bullets: string) =>
      `Paul\npaul@example.com\nExpérience\nEmployé polyvalent — Transports Martin, 2016 – 2026\n${bullets}`
    const four = run(
      cv(
        '- Chargement des camions\n- Filmage des palettes\n- Étiquetage des colis\n- Contrôle des bons de livraison',
      ),
      offer,
    )
    expect(four.details?.cvYears).toBeGreaterThanOrEqual(10)
    const two = run(cv('- Chargement des camions\n- Filmage des palettes\n- Accueil des clients'), offer)
    expect(two.details?.cvYears).toBe(0)
  })

  it('counts no volunteer work beside a job as years in the trade', () => {
    const offer =
      "Professeur de FLE (H/F)\nMissions :\n- Animation de cours de FLE en groupe\nProfil :\n- 2 ans d'expérience en enseignement du FLE"
    const cv = (title: string) =>
      `Sophie\nsophie@example.com\nExpérience\nOct. 2022 – aujourd'hui ${title}, Association Accueil et Langues, Lyon\n- Animation d'ateliers de FLE pour des adultes\n- Cours de FLE en groupe`
    expect(run(cv('Formatrice bénévole – ateliers de FLE'), offer).details?.cvYears).toBe(0)
    expect(run(cv('Formatrice FLE'), offer).details?.cvYears).toBeGreaterThanOrEqual(4)
  })

  it('counts the jobs in the kind of workplace the clause names, when the CV names it (“3 ans en agence RP”)', () => {
    const offer =
      'ATTACHÉ(E) DE PRESSE – Agence RP Food & Lifestyle – Paris 11e\nMissions :\n- Rédaction de communiqués et dossiers de presse\n- Relations presse\nProfil :\n- 3 ans minimum en agence RP'
    const cv = (employer: string) =>
      `Léa Martin\nlea@example.com\nExpériences\nChargée de communication & relations presse – ${employer}\nParis 3e · Septembre 2024 – aujourd'hui\nRédaction des communiqués et dossiers de presse pour 4 lancements produits par an\nRelations avec la presse féminine et beauté nationale\nAttachée de presse junior (alternance) – Agence Nouvelles Lignes RP\nParis 9e · Septembre 2022 – août 2024\nRédaction de CP, fichiers presse ciblés et pitchs ; relances quotidiennes\nRevue de presse hebdomadaire sur Cision`
    // (an advertiser's press office is no agency: only the agency's two years count)
    expect(run(cv('Maison Aloé (cosmétique naturelle, 45 salariés)'), offer).details?.cvYears).toBe(2)
    expect(run(cv('Agence Sept Lieues (RP food)'), offer).details?.cvYears).toBeGreaterThanOrEqual(4)
  })

  it('counts a job of the trade titled in the CV’s English (“Logistics Officer” for a “Logisticien”)', () => {
    const offer =
      "Logisticien(ne) H/F\nMissions :\n- Gestion des entrepôts\n- Achats locaux\nProfil :\n- 2 ans minimum d'expérience en logistique humanitaire terrain exigés"
    const cv =
      'Peter Kimani\npeter@example.com\nWork experience\nLogistics Officer – MedAid International (primary health care & nutrition),\nBentiu, South Sudan\nMarch 2022 – November 2026\nManaged a 1,100 m² warehouse with drugs and NFIs.\nRan local purchases following donor rules.'
    expect(run(cv, offer).details?.cvYears).toBeGreaterThanOrEqual(4)
  })

  it('counts a paid job whose work is volunteers (a “Volunteer & Community Officer”)', () => {
    const offer =
      "Volunteer Coordinator\nThe role:\n- Recruit and train volunteers\n- Manage volunteer rotas\nAbout you:\n- At least 2 years' experience coordinating volunteers (essential)"
    const cv = (title: string) =>
      `Sam Green\nsam@example.com\nExperience\n${title} – Foodbank, Stroud May 2022 – present\n- Recruited and trained 160 volunteers\n- Volunteer rotas for warehouse and helpline`
    const en = (cvText: string) =>
      analyseLocally({ cvText, jobDescription: offer, questionsCount: 3, lang: 'en' }, NOW)
    expect(en(cv('Volunteer & Community Officer')).details?.cvYears).toBeGreaterThanOrEqual(4)
    expect(en(cv('Volunteer Manager')).details?.cvYears).toBeGreaterThanOrEqual(4)
    // (a volunteer's own unpaid post is still no year of the trade)
    expect(en(cv('Volunteer helper')).details?.cvYears).toBe(0)
  })

  it('a job titled as another trade does not count by the know-hows it touches (a bakery’s shop assistant)', () => {
    const offer =
      'Boulanger (H/F)\nMissions :\n- Fabrication des viennoiseries\n- Cuisson au four ventilé\nProfil :\n- 2 ans d’expérience en boulangerie'
    const r = run(
      'Léa\nlea@example.com\nExpérience\nVendeuse – Boulangerie Paul, 2018 – 2026\n- Cuisson au four ventilé des viennoiseries surgelées\n- Mise en place de la boulangerie',
      offer,
    )
    expect(r.details?.cvYears).toBe(0)
  })

  it('counts the jobs an English title’s last noun names (“Diagnostic Radiographer” / “Band 6 CT Radiographer”)', () => {
    const offer =
      'Diagnostic Radiographer - CT (Band 6)\nPerson specification:\n- CT experience\n- HCPC registration'
    const r = run(
      'Rebecca\nrebecca@example.com\nExperience\nBand 6 CT Radiographer – Sheffield Teaching Hospitals\nSep 2023 – present\n- Trauma CT',
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(3)
  })

  it('needs no activity word of the clause in a job that shows its own word (“administration Linux”)', () => {
    const offer =
      "Administrateur systèmes Linux H/F\nProfil :\n- 4 ans d'expérience en administration Linux exigés\n- Maîtrise de Debian, Ansible et Prometheus indispensable"
    const r = run(
      'Joana\njoana@example.com\nExperience\nLinux Systems Engineer – Nexalog, Lyon\nSep 2021 – present\n- Run 300 Debian and Rocky Linux servers\n- Wrote 60 Ansible roles\n- Built the Prometheus monitoring stack\nSystems Administrator – HostLusa, Lisbon\nJul 2018 – Aug 2021\n- Administered Debian and CentOS Linux hosting',
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(8)
    // (an alternative made only of activity words is shown by no job alone: 'sécurité opérationnelle')
    const soc = run(
      'Léo\nleo@example.com\nExperience\nAgent de sécurité – Securitas\n2019 – 2026\n- Rondes et contrôle d’accès, sécurité opérationnelle du site',
      "Analyste SOC H/F\nProfil :\n- 2 ans d'expérience en SOC ou sécurité opérationnelle\n- SIEM\n- Linux",
    )
    expect(soc.details?.cvYears).toBe(0)
  })

  it('reads no trade in a qualification level before the title (“Level 3 Nursery Practitioner”)', () => {
    const offer = 'Level 3 Nursery Practitioner\nAbout you:\n- Experience as a key person'
    const r = run(
      'Amy\namy@example.com\nExperience\nSenior Nursery Practitioner – Little Acorns, 2019 – 2026\n- Key person for 8 toddlers',
      offer,
    )
    expect(r.details?.cvYears).toBe(8)
  })

  it('counts a job titled in the other language or by the trade’s abbreviation (a French CV for a UK forklift post)', () => {
    const offer =
      'Forklift Driver\nWhat you will do:\n- Load and unload trailers\nAbout you:\n- 12 months’ recent warehouse forklift experience'
    const r = run(
      'Kevin\nkevin@example.com\nExpérience\nFLT Driver (cariste) – Wincanton, Corby\nMars 2022 – aujourd’hui\n- Chargement des semi-remorques\nCariste – Intermarché, Saint-Quentin\nAvril 2017 – juillet 2020\n- Cariste en réception',
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(7)
  })

  it('does not count a neighbouring trade by a word any trade uses (“security” for “SOC ou sécurité opérationnelle”)', () => {
    const offer =
      'Analyste SOC (H/F)\nProfil :\n- 2 ans d’expérience en SOC ou sécurité opérationnelle\n- Windows, Linux\n- PowerShell'
    const r = run(
      'Lucas\nlucas@example.com\nExperience\nIT Support Technician – Atlantis Services, 10/2021 – present\n- Windows 10/11 and Linux troubleshooting\n- PowerShell scripts for onboarding\n- Forward suspicious emails to the security team',
      offer,
    )
    expect(r.details?.cvYears).toBe(0)
  })

  it('counts a job under another title of the same trade (data/packs/trade-titles.json)', () => {
    const waiter = 'Serveur (H/F)\nMissions :\n- Service en salle\nProfil :\n- 2 ans d’expérience'
    const r = run(
      'Sam\nsam@example.com\nExpérience\nChef de rang — Le Bistrot du Parc, 2019 – 2026\n- Service en salle',
      waiter,
    )
    // (2019 – 2026, both years counted whole, as the other tests of this file)
    expect(r.details?.cvYears).toBe(8)
    const picker =
      'Préparateur de commandes (H/F)\nMissions :\n- Préparation de commandes\nProfil :\n- 1 an d’expérience'
    const p = run(
      'Sam\nsam@example.com\nExpérience\nMagasinier-cariste — Rhône Auto Pièces, 2020 – 2026\n- Inventaires',
      picker,
    )
    expect(p.details?.cvYears).toBe(7)
    // a goods-in clerk is no front-desk receptionist
    const desk =
      'Front Desk Receptionist\nWhat you will do:\n- Check guests in\nAbout you:\n- 1 year of experience'
    const clerk = run(
      'Sam\nsam@example.com\nExperience\nRéceptionnaire de marchandises — Geodis, 2020 – 2026\n- Contrôle des livraisons',
      desk,
    )
    expect(clerk.details?.cvYears).toBe(0)
  })

  it('a part of the years stated in the profile (“trois ans en chirurgie”) does not cap the dated ones', () => {
    const nurse = 'Infirmier (H/F)\nMissions :\n- Soins techniques\nProfil :\n- Diplôme d’État d’infirmier'
    const r = run(
      'Léa\nlea@example.com\nProfil\nIDE depuis 2017 : trois ans en chirurgie, puis cinq ans en SSR.\nExpérience\n' +
        'IDE — Clinique des Ardoisiers, 2017 – 2026\n- Soins techniques',
      nurse,
    )
    expect(r.details?.cvYears).toBe(10)
    const stated = run(
      'Léa\nlea@example.com\nProfil\n4 ans d’expérience\nExpérience\nIDE — Clinique, 2017 – 2026',
      nurse,
    )
    expect(stated.details?.cvYears).toBe(4)
  })

  it('a rank below the post (“Assistant Store Manager”, “Aide-comptable”) is not the post', () => {
    const manager =
      'Store Manager\nWhat you will do:\n- Run the store\nAbout you:\n- 2 years as a Store Manager'
    const deputy = run(
      'Sam\nsam@example.com\nExperience\nAssistant Store Manager — Next, 2020 – 2026\n- Opening and closing',
      manager,
    )
    expect(deputy.details?.cvYears).toBe(0)
    const same = run(
      'Sam\nsam@example.com\nExperience\nStore Manager — Next, 2020 – 2026\n- Opening and closing',
      manager,
    )
    expect(same.details?.cvYears).toBe(7)
    // a clause asking for the years as the post is not met by a rank below it, whatever it shows
    const shows = run(
      'Sam\nsam@example.com\nExperience\nAssistant Store Manager — Next, 2020 – 2026\n- Ran the store: stock control, rotas, visual merchandising and sales KPIs',
      'Store Manager\nWhat you will do:\n- Stock control\n- Rotas\n- Visual merchandising\nAbout you:\n- 2 years as a Store Manager\n- Sales KPIs',
    )
    expect(shows.details?.cvYears).toBe(0)
    // a trade of its own named with the word stays one: 'Aide-soignante' for an 'Aide-soignant' post
    const care = 'Aide-soignant (H/F)\nMissions :\n- Soins d’hygiène\nProfil :\n- DEAS'
    expect(
      run('Léa\nlea@example.com\nExpérience\nAide-soignante — EHPAD, 2020 – 2026\n- Toilettes', care).details
        ?.cvYears,
    ).toBe(7)
  })

  it('a tourist office is no travel agency: the clause’s domain is its own skill, not the broad one', () => {
    const r = run(
      'Camille\ncamille@example.com\nExpérience\nConseillère en séjour – Office de Tourisme de Pornic, 2023 – 2026\n- Accueil des visiteurs, billetterie excursions et spectacles',
      'Agent de voyages / Conseiller voyages\nMissions :\n- Billetterie aérienne\nProfil :\n- 2 ans d’expérience en agence de voyages',
    )
    expect(r.missingSkills).toContain('2 ans d’expérience en agence de voyages')
  })

  it('a job proves the trade by the offer’s own wordings it shows, not only by lexicon skills', () => {
    const jd =
      'Gardien d’immeuble (H/F)\nMissions :\n- Sortie des containers et gestion des encombrants\n- Petites réparations\n' +
      'Profil :\n- 2 ans d’expérience en entretien d’immeubles exigés\n- Entretien d’immeubles indispensable'
    const r = run(
      'Karim\nkarim@example.com\nExpérience\nAgent d’entretien d’immeubles — Lyon Métropole Habitat, 2021 – 2026\n' +
        '- Sortie des containers, gestion des encombrants\n- Petites réparations dans les logements',
      jd,
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(2)
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

describe('years in the domain the offer names', () => {
  it('reads the domain of a years clause, with its alternatives, and none from a generic one', () => {
    expect(yearsDomain("2 ans d'expérience en bar ou restauration")?.stems).toEqual([['bar'], ['restaur']])
    expect(yearsDomain('2+ years of experience in customer success')?.stems.flat()).toContain('success')
    expect(yearsDomain("3 ans d'expérience")).toBeNull()
    // (a place of work after 'en' is the sector the years are asked in)
    expect(yearsDomain("2 ans d'expérience en restauration collective")?.sector).toEqual([
      'restaur',
      'collect',
    ])
    expect(yearsDomain("3 ans d'expérience en agence RP")?.sector).toEqual(['agenc'])
    expect(yearsDomain("2 ans d'expérience en vente")?.sector).toEqual([])
    // (an action beside what it acts on is no domain: the domain is what is managed)
    expect(yearsDomain("3 ans d'expérience en gestion de copropriété")?.stems).toEqual([['copropr']])
    expect(yearsDomain("2 ans d'expérience en gestion de paie")?.stems).toEqual([['paie']])
    expect(yearsDomain('2+ years of experience in a similar role')).toBeNull()
    expect(yearsDomain("5 ans d'expérience dont un an en autonomie complète")).toBeNull()
  })

  it('counts no teaching years in customer success, even with skills that travel', () => {
    const jd =
      'Customer Success Manager\nRequirements:\n- 2+ years of experience in customer success\n- Presenting to senior stakeholders (essential)\n- Spreadsheets and dashboards (essential)\n- Coaching customer admins'
    const teacher =
      'Rebecca\nrebecca@example.com\nExperience\nTeacher of French — Ashcombe Academy, 2017 – 2026\n- Presenting to governors and the senior leadership team\n- Built Excel dashboards of attendance and spreadsheets of grades\n- Coaching of three trainee teachers'
    const r = analyseLocally({ cvText: teacher, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(r.details?.cvYears).toBe(0)
    expect(r.missingSkills).toContain('2+ years of experience in customer success')
    // the same skills in a job of the domain count
    const manager = teacher.replace(
      'Teacher of French — Ashcombe Academy',
      'Account Manager — Zenly SaaS, customer success team',
    )
    const m = analyseLocally({ cvText: manager, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(m.details?.cvYears).toBe(10)
    expect(m.matchedSkills).toContain('2+ years of experience in customer success')
  })
})

describe('a title in the other language', () => {
  it('a “DevOps Engineer” is an “Ingénieur DevOps”; a van driver is still no HGV driver', () => {
    const jd =
      "Ingénieur DevOps H/F\nCe qu'on attend : 4 ans minimum d'expérience en DevOps, Kubernetes, Terraform."
    const r = run('Experience\nDevOps Engineer – Cegid, Sept. 2019 – Mar. 2022\n- Kubernetes clusters', jd)
    expect(r.details?.cvYears).toBe(2.5)
    const spl = run(
      'Expérience\nChauffeur-livreur VL – Ouest Express, 2018 – 2026\n- Livraisons',
      "Conducteur SPL H/F\nProfil :\n- 2 ans d'expérience en SPL\n- Permis CE",
    )
    expect(spl.details?.cvYears).toBe(0)
  })
})

describe('a management controller’s CV in French', () => {
  it('counts its “Contrôleuse de gestion” years and finds its month-end close, costs and forecasts', () => {
    const jd =
      'Management Controller (M/F)\nReporting to the CFO, you will:\n- run the monthly close\n- lead the annual budget and quarterly forecasts\n- update standard costs\nRequirements:\n- 3+ years in management control'
    const cv =
      'Expériences\nContrôleuse de gestion – Novacier, 2021 – 2026\n- Clôture mensuelle et reporting groupe\n- Budget annuel et reforecasts trimestriels\n- Mise à jour des coûts standards'
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(5)
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining(['Running the monthly close', 'Quarterly forecasts']),
    )
  })
})

describe('some experience asked without a figure', () => {
  const label = (line: string) => yearsRequirement(`Profil :\n${line}`, 'fr')
  it('is a years clause of a month, named as the offer words it', () => {
    expect(
      label('- Une première expérience réussie en livraison, même à temps partiel, est demandée.'),
    ).toEqual({
      years: FIRST_EXPERIENCE_YEARS,
      label: 'Première expérience en livraison',
      importance: 'normal',
      first: true,
    })
    expect(label('- Débutant accepté : une première expérience commerciale serait un plus.')).toMatchObject({
      label: 'Première expérience commerciale',
      importance: 'nice',
    })
    expect(
      label('- Entry-level role; previous customer-facing experience (retail, hospitality) is a plus.'),
    ).toMatchObject({
      label: 'Previous customer-facing experience',
    })
    // (proven experience as a post is such a clause, never proven experience of a skill, which the skill's
    // item asks)
    expect(label('- Proven experience as a Sous Chef in a high-volume kitchen is essential.')).toMatchObject({
      label: 'Proven experience as a Sous Chef in a high-volume kitchen',
      first: true,
    })
    expect(label('- Proven ERP implementation experience (Dynamics 365, SAP or similar)')).toBeNull()
    // (a figure of years is read first)
    expect(label('- Une première expérience de 2 ans en livraison est exigée')?.years).toBe(2)
  })
  const jd = 'Livreur (H/F)\nProfil :\n- Une première expérience en livraison est exigée.'
  it('is met by a job of the trade, a season or part-time, and listed missing without one', () => {
    const season = run(
      'Camille\nExpérience\nLivreur (temps partiel, week-ends) – Pizzeria Bella Napoli, Grenoble\nMars 2025 – aujourd’hui\n- Livraisons en scooter',
      jd,
    )
    expect(season.matchedSkills).toContain('Première expérience en livraison')
    const none = run(
      'Camille\nExpérience\nVendeur – Fnac, Grenoble\n2023 – 2025\n- Conseil client au rayon multimédia',
      jd,
    )
    expect(none.missingSkills).toContain('Première expérience en livraison')
    expect(none.details?.requirements?.find((r) => r.kind === 'experience')?.met).toBe(false)
  })
  it('leaves no item of its cue words (‘une saison suffit’, ‘Entry-level role’)', () => {
    const listed = (line: string) => {
      const r = run(
        'Camille\nExpérience\nServeuse – Camping, été 2023\n- Service en terrasse',
        `Serveur (H/F)\nProfil :\n- ${line}`,
      )
      return [...r.matchedSkills, ...r.missingSkills]
    }
    expect(listed('Une première expérience en service est exigée (une saison suffit).')).not.toContain(
      'Suffit',
    )
    expect(
      listed('Entry-level role; previous customer-facing experience (retail, hospitality) is a plus.').join(
        ' | ',
      ),
    ).not.toMatch(/entry/i)
  })
  it('is named in the reader’s language when the offer is in the other', () => {
    const r = run(
      'Camille\nExperience\nDelivery driver – Pizza Express, London\nMar 2025 – present\n- Deliveries by scooter',
      jd,
      'en',
    )
    expect(r.matchedSkills).toContain('Previous experience in the field')
  })
})

describe('one season of one year', () => {
  it('dates a job by its season, or by the months its parenthesis names', () => {
    const y = (n: number, m: number) => n * 12 + m - 1
    expect(dateRanges('Serveuse – Camping\nÉté 2023 (juillet – août)', y(2026, 1))).toEqual([
      { from: y(2023, 7), to: y(2023, 8), line: 1 },
    ])
    expect(dateRanges('Lifeguard – Lido\nSummer 2022', y(2026, 1))).toEqual([
      { from: y(2022, 6), to: y(2022, 8), line: 1 },
    ])
    // (a list of seasons stays one season a year; a range stays a range)
    expect(dateRanges('Saisons 2019, 2020', y(2026, 1))).toHaveLength(2)
    expect(dateRanges('Été 2019 – 2021', y(2026, 1))).toHaveLength(1)
  })
  it('counts a season’s job in the trade for a first experience', () => {
    const r = run(
      "Camille\nExpérience\nServeuse – Camping Le Soleil d'Or, Argelès-sur-Mer\nÉté 2023 (juillet – août)\n- Service au snack-bar et en terrasse",
      'Serveur (H/F)\nProfil :\n- Une première expérience en service est exigée (une saison suffit).',
    )
    expect(r.matchedSkills).toContain('Première expérience en service')
  })
})

describe('years counted to the quarter', () => {
  it('reads a year and nine months as short of the two years asked, and says it in months', () => {
    const r = run(
      'Camille\nParcours\nMagasinier gestionnaire de stock – Locaplus, Reims\n01/2024 - 09/2025\n- Suivi des stocks sous SAP, inventaires tournants',
      "Gestionnaire de stock (H/F)\nProfil :\n- Au moins 2 ans d'expérience en gestion de stock sont exigés.",
    )
    expect(r.details?.cvYears).toBe(1.75)
    expect(r.missingSkills).toContain("2 ans d'expérience en gestion de stock")
    expect(r.details?.keyPoints?.join(' ')).toContain('1 an et 9 mois repérés pour 2 demandés')
  })
})

describe('the sector a years clause places the work in', () => {
  const jd =
    "Conseiller(ère) clientèle particuliers\nProfil : Certification AMF exigée. Expérience réussie d'au moins 2 ans en relation clientèle dans la banque ou l'assurance."
  it('reads the sector after “dans la”, “in the”, “within”', () => {
    expect(
      yearsDomain("2 ans d'expérience en relation clientèle dans la banque ou l'assurance")?.sector,
    ).toEqual(['banqu', 'assuran'])
    expect(yearsDomain('3 years of experience in the hospitality industry')?.sector).toEqual(['hospita'])
    expect(yearsDomain("3 ans d'expérience en boulangerie artisanale")?.sector).toEqual([])
  })

  it('counts a job of the title only in that sector, when the CV writes the sector in a job', () => {
    const cv =
      "Inès\nines@example.com\nExpériences\nConseillère commerciale – Boutique Orange, 09/2021 – 06/2024\n- Vente de forfaits mobiles à une clientèle de particuliers\nConseillère clientèle – LCL, 09/2024 – 08/2025\n- Vente de contrats d'assurance habitation et auto\nCertification AMF (2025)"
    const r = run(cv, jd)
    expect(r.details?.cvYears).toBe(1)
    // the same CV that never writes the sector keeps its titled years
    const unsaid = run(
      cv.replace("Vente de contrats d'assurance habitation et auto", 'Accueil des clients'),
      jd,
    )
    // (3 years and 10 months, counted to the quarter)
    expect(unsaid.details?.cvYears).toBe(3.75)
  })
})

describe('the whole domain, when a job of the CV shows it', () => {
  it('a store’s “forwarded escalations” is no freight forwarding beside a logistics job', () => {
    const jd =
      'Logistics Coordinator\nYou will:\n- Track shipments\n- Prepare customs documentation\nEssential:\n- Minimum 3 years’ experience in a logistics or freight forwarding role\n- Advanced Excel (essential)'
    const cv =
      'Chloe\nchloe@example.com\nEmployment History\nLogistics Coordinator – Meridian 3PL — Jul 2025 – Present\n- Track shipments and prepare customs documentation for export orders in Excel\nStore Supervisor – Next plc — Mar 2020 – Jun 2025\n- Managed stockroom deliveries, forwarded escalations to Head Office, built Excel rotas and customs documentation checks'
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3, lang: 'en' }, NOW)
    expect(r.details?.cvYears).toBeLessThan(3)
    expect(r.missingSkills.join(' | ')).toMatch(
      /3 years’ experience in a logistics or freight forwarding role/,
    )
    // short of the years the offer sets as a floor: the middle band at most
    expect(r.compatibilityScore).toBeLessThanOrEqual(CONDITION_CAP)
  })
})

describe('years the offer sets as a floor', () => {
  const cv =
    'Camille\ncamille@example.com\nExpérience\nBoulangère — Maison Pichard — 2025 – 2026\n- Pétrissage, façonnage et cuisson des pains, viennoiseries'
  const jd = (years: string) =>
    `Boulanger (H/F)\nMissions :\n- Pétrissage, façonnage, cuisson des pains\n- Viennoiseries\nProfil :\n- ${years}`
  const score = (years: string) =>
    analyseLocally({ cvText: cv, jobDescription: jd(years), questionsCount: 3, lang: 'fr' }, NOW)
      .compatibilityScore
  it('keep a CV short of them in the middle band, and one under half of them below 50', () => {
    expect(score('5 ans d’expérience en boulangerie')).toBeGreaterThan(CONDITION_CAP)
    expect(score('3 ans d’expérience minimum en boulangerie')).toBeLessThanOrEqual(CONDITION_CAP)
    expect(score('5 ans d’expérience minimum en boulangerie')).toBeLessThanOrEqual(YEARS_SHORT_CAP)
  })
})

describe('years asked without a floor', () => {
  it('short of them: a partial match, below the high band; reaching them: no cap', () => {
    const jd =
      'Commis de cuisine (H/F)\nMissions :\n- Mise en place\n- Dressage\nProfil :\n- 3 ans d’expérience en cuisine\n- Mise en place'
    const cv = (from: number) =>
      `Yanis\nyanis@example.com\nExpérience\nCommis de cuisine — Brasserie du Port, ${from} – 2026\n- Mise en place et dressage`
    const short = run(cv(2025), jd)
    expect(short.details?.cvYears).toBeLessThan(3)
    expect(short.compatibilityScore).toBeLessThanOrEqual(YEARS_PARTIAL_CAP)
    expect(run(cv(2020), jd).compatibilityScore).toBeGreaterThan(YEARS_PARTIAL_CAP)
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
    // no year in the trade: a career change, read below the middle of the scale
    expect(r.compatibilityScore).toBeLessThanOrEqual(YEARS_SHORT_CAP)
    const motivation = r.questions.find((q) => /Pourquoi ce poste/.test(q.question))
    expect(motivation?.answer).toMatch(/Je veux m’orienter vers le métier/)
    expect(r.suggestions.map((s) => s.description).join(' ')).not.toMatch(/reprennent l'intitulé/)
  })
})

describe('no year counted in the trade, most of the offer shown', () => {
  const jd =
    'Agent de propreté (H/F)\nMissions :\n- Nettoyage des bureaux\n- Vidage des corbeilles\n- Lavage des sols à l’autolaveuse\nProfil :\n- Rigueur'
  const cv = (bullets: string) =>
    `Karim\nkarim@example.com\nExpérience\nEmployé polyvalent — Résidence Les Pins, 2016 – 2026\n${bullets}`
  it('reads as the trade written otherwise: the top of the middle band, no higher', () => {
    const r = run(
      cv('- Nettoyage des bureaux et vidage des corbeilles\n- Lavage des sols à l’autolaveuse\n- Rigueur'),
      jd,
    )
    expect(r.details?.cvYears).toBe(0)
    expect(r.compatibilityScore).toBeGreaterThan(YEARS_SHORT_CAP)
    expect(r.compatibilityScore).toBeLessThanOrEqual(CONDITION_CAP)
  })
  it('showing less, it stays a career change', () => {
    const r = run(cv('- Accueil des résidents\n- Nettoyage des bureaux'), jd)
    expect(r.compatibilityScore).toBeLessThanOrEqual(YEARS_SHORT_CAP)
  })
})

describe('a career change that lacks what the offer cannot do without is a long shot', () => {
  const cv =
    'Julie\njulie@example.com\nExpérience\nHôtesse de caisse — Super U, 2016 – 2026\n- Encaissement et accueil des clients\n' +
    '- Mise en rayon et inventaires\n- Gestion des réclamations clients\n- Ouverture et fermeture du magasin'
  // (a job that shows two of the offer's know-hows, one of them a must, is a job of the trade: the
  // missions here are the trade's own, which a cashier's job does not show)
  const jd = (profile: string) =>
    'Préparateur de commandes (H/F)\nMissions :\n- Préparation de commandes sur terminal\n- Chargement des camions\n' +
    `- Filmage des palettes\n- Réception des marchandises\nProfil :\n- ${profile}`

  it('lacking a blocking credential: the low band, however many missions it shares', () => {
    const r = run(cv, jd('CACES R489 obligatoire'))
    expect(r.details?.cvYears).toBe(0)
    expect(r.compatibilityScore).toBeLessThanOrEqual(LONG_SHOT_CAP)
  })

  it('lacking most must-have know-hows: the low band; showing them: the career-change cap only', () => {
    const lacking = run(
      cv,
      jd('Conduite de chariot élévateur et lecture de plans de palettisation indispensables'),
    )
    expect(lacking.compatibilityScore).toBeLessThanOrEqual(LONG_SHOT_CAP)
    const showing = run(cv, jd('Gestion des réclamations indispensable'))
    expect(showing.details?.cvYears).toBe(0)
    expect(showing.compatibilityScore).toBeGreaterThan(LONG_SHOT_CAP)
    expect(showing.compatibilityScore).toBeLessThanOrEqual(YEARS_SHORT_CAP)
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

describe('a title’s head that names no trade alone', () => {
  const jd =
    'Agent de service hospitalier H/F\nMissions :\n- Bionettoyage des chambres\nProfil :\n- Expérience d’1 an minimum en milieu hospitalier ou EHPAD exigée'
  it('an “Agent de propreté” in offices is no hospital cleaner by title; a summer in an EHPAD counts its months', () => {
    const r = run(
      'Sandrine\nsandrine@example.com\nExpériences\nAgent de propreté – Net’Centre, Vierzon\nDepuis septembre 2020\n- Nettoyage des bureaux et des écoles\n' +
        'Agent d’entretien – EHPAD Les Tilleuls, Mehun\nJuillet – août 2023\n- Entretien des chambres des résidents',
      jd,
    )
    expect(r.details?.cvYears).toBe(0)
    expect(r.compatibilityScore).toBeLessThan(50)
  })
  it('a “Conducteur de ligne” is no “Conducteur de presse offset”: running a machine is no domain of its own', () => {
    const r = run(
      'Mickaël\nmickael@example.com\nExpériences\nConducteur de ligne de conditionnement – Salaisons du Pilat\n04/2019 – 09/2025\n- Conduite d’une thermoformeuse\n- Maintenance de 1er niveau',
      'Conducteur de presse offset H/F\nMissions :\n- Calage de la presse\nProfil :\n- 3 ans d’expérience en conduite offset feuilles obligatoire',
    )
    expect(r.details?.cvYears).toBe(0)
  })
  it('a “Livreur à vélo” is a “Coursier à vélo”, a “Grutier” a “Tower Crane Operator” (trade-titles.json)', () => {
    const courier = run(
      'Yanis\nyanis@example.com\nExpérience\nMars 2023 – Septembre 2025 : Livreur à vélo indépendant – Uber Eats, Bordeaux\n- Livraison de repas',
      'Coursier à vélo cargo H/F\nMissions :\n- Livrer des colis\nProfil :\n- Expérience de 6 mois minimum en livraison à vélo exigée',
    )
    expect(courier.details?.cvYears).toBe(2.5)
  })
  it('a job’s title shows the domain of the years clause (“CSR Project Officer” for “3 ans d’expérience en RSE”)', () => {
    const r = run(
      'Claire\nclaire@example.com\nExperience\nCSR Project Officer – Maison Bérard (cosmetics, 650 employees),\nVilleurbanne Feb 2022 – present\n- Led the double materiality assessment ahead of the CSRD report\n- Updated the carbon footprint under the GHG Protocol\n- Built KPI dashboards in Power BI',
      'Chargé(e) de projet RSE (H/F)\nProfil :\n- 3 ans d’expérience minimum en RSE\n- Maîtrise de la CSRD, du GHG Protocol et de Power BI exigée',
    )
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(3)
  })
  it('the same head in the offer’s domain is the trade (“Technicien déploiement fibre”)', () => {
    const r = run(
      'Yanis\nyanis@example.com\nExpériences\nTechnicien déploiement fibre – TéléRéseaux, Lens\n2019 – 2021\n- Tirage de câbles en souterrain',
      'Technicien réseaux fibre optique H/F\nMissions :\n- Raccordement\nProfil :\n- 2 ans d’expérience en fibre optique',
    )
    expect(r.details?.cvYears).toBe(3)
  })
})

describe('a season’s dates', () => {
  it('“Juillet – août 2023” is two months of 2023', () => {
    expect(dateRanges('Agent d’entretien\nJuillet – août 2023', 2026 * 12 + 10)).toEqual([
      { from: 2023 * 12 + 6, to: 2023 * 12 + 7, line: 1 },
    ])
  })

  it('a month or a season of listed years is that month of each year, never the years between', () => {
    const now = 2026 * 12 + 10
    expect(dateRanges('Septembre 2017, 2018 et 2022 – Vendangeur', now)).toEqual(
      [2017, 2018, 2022].map((y) => ({ from: y * 12 + 8, to: y * 12 + 8, line: 0 })),
    )
    expect(dateRanges('Summers 2019 and 2020 – Lifeguard', now)).toEqual(
      [2019, 2020].map((y) => ({ from: y * 12 + 5, to: y * 12 + 7, line: 0 })),
    )
    expect(dateRanges('2016 – 2017 – Ouvrier maraîcher', now)).toEqual([
      { from: 2016 * 12, to: 2017 * 12 + 11, line: 0 },
    ])
  })

  it('a tractor driver’s years count for a “conducteur de tracteur”, and the offer reads as a recruiter would', () => {
    const r = run(
      'Julien\nExpérience professionnelle\nOuvrier agricole qualifié – tractoriste · SCEA Bréchard, Bonneval\nDepuis mars 2019 · exploitation de 650 ha\n- Conduite des tracteurs John Deere : labour, semis\n- Guidage automatique John Deere AutoTrac (correction RTK)\n- Pulvérisation : pulvérisateur traîné, rampe 36 m, tenue du registre phyto',
      'Chauffeur agricole / conducteur de tracteur (H/F)\nMissions :\n- réaliser les traitements phytosanitaires au pulvérisateur ;\n- transporter les récoltes en benne vers la coopérative ;\nProfil :\n- 2 ans minimum d’expérience en conduite d’engins agricoles\n- Maîtrise du guidage GPS / autoguidage',
    )
    expect(r.matchedSkills).toEqual(
      expect.arrayContaining([
        '2 ans d’expérience en conduite d’engins agricoles',
        'Traitements phytosanitaires',
        'Guidage GPS / autoguidage',
      ]),
    )
    const listed = [...r.matchedSkills, ...r.missingSkills]
    expect(listed).toContain('Transport des récoltes en benne')
    expect(listed.join(' | ')).not.toMatch(/Agricoles|coopérative/)
    // (a common noun the same in both languages is said in lower case mid-sentence)
    expect(JSON.stringify(r.questions)).not.toMatch(/[a-z,:] Agriculture/)
  })

  it('harvest seasons and a cereal farm make no two years in viticulture', () => {
    const r = run(
      'Romain\nExpérience professionnelle\nDepuis 2020 – Ouvrier agricole polyvalent, GAEC des Trois Chênes, Cluny\n- Conduite de tracteurs : labour, semis\n- Traitements phytosanitaires sur céréales\nSeptembre 2017, 2018, 2019 et 2022 – Vendangeur, Domaine Chanson\n- Vendanges manuelles',
      'Ouvrier viticole (H/F)\nMissions :\n- Taille de la vigne\nProfil :\n- Expérience de 2 ans minimum en viticulture',
    )
    expect(r.missingSkills).toContain("2 ans d'expérience en viticulture")
    expect(r.matchedSkills).not.toContain('Viticulture')
  })
})

describe('a rank before the trade’s noun', () => {
  it('a Senior Bartender’s years are counted in bartending jobs, whatever their rank', () => {
    const r = run(
      'Callum\ncallum@example.com\nExperience\nHead Bartender – The Velvet Owl, London, 2023 – 2026\n- Cocktails\nBartender – Alchemy House, Manchester, 2020 – 2022\n- Classics list',
      'Senior Bartender\nWhat you will do:\n- Cocktails\nWhat we are looking for:\n- 2+ years of cocktail bartending',
    )
    expect(r.details?.cvYears).toBe(7)
  })
})

describe('years a CV states in the offer’s domain or trade', () => {
  it.each([
    ['7 ans en entrepôt dont plus de 5 ans en froid négatif.', 'entrepôt', 7],
    ['Cariste depuis 5 ans, 10 ans comme cariste en plateforme.', 'cariste', 10],
    ['Plus de 6 years in hospitality and events.', 'hospitality', 6],
    ['3 ans en chirurgie, puis cinq ans en SSR.', 'entrepôt', null],
    // (a count of years in another domain first does not lend its number to this one)
    ['2 ans en restauration et 8 ans en entrepôt', 'restauration', 2],
  ] as const)('%s', (text, domain, years) => {
    expect(statedYearsIn(text, [phraseStems(domain)])).toBe(years)
  })

  it('takes a profile’s years in the trade where no dated job shows them', () => {
    const jd = 'Cariste H/F\nProfil :\n- CACES R489 cat. 3\n- 2 ans d’expérience minimum en entrepôt'
    const r = run(
      'Karim\nkarim@example.com\nProfil\n7 ans en entrepôt dont 5 ans en froid négatif.\nFormations\nCACES R489 cat. 3',
      jd,
    )
    expect(r.details?.cvYears).toBe(7)
    expect(r.matchedSkills.join(' | ')).toMatch(/2 ans d’expérience/)
  })

  it('a licence held since a year is no job of that length', () => {
    const r = run(
      'Yann\nyann@example.com\nPermis VL depuis 2014\nExpérience\nVendeur — Marché Plus, 2023 – 2026\n- Caisse',
      'Vendeur (H/F)\nMissions :\n- Caisse\nProfil :\n- 1 an d’expérience',
    )
    expect(r.details?.cvYears).toBe(4)
  })
})

describe('years on a class of vehicle', () => {
  const offer =
    'Chauffeur livreur PL (H/F)\nMissions :\n- Tournées de livraison en porteur\nProfil :\n- 2 ans d’expérience en livraison PL exigés'
  it('a driver’s years on light vehicles, or a statement mixing both classes, are not years on heavy goods vehicles', () => {
    const r = run(
      'Yanis\nyanis@example.com\nPlus de 4 ans dans la livraison (VL puis poids lourd).\nExpérience\nConducteur PL – porteur 12 t — Trans’Rhône\nSeptembre 2025 – aujourd’hui\n- Tournées de livraison messagerie\nChauffeur-livreur VL (fourgon 12 m³) — Colis Direct\nMars 2022 – Août 2025\n- Livraison de 90 à 120 colis par jour',
      offer,
    )
    expect(r.details?.cvYears).toBeLessThan(2)
    expect(r.compatibilityScore).toBeLessThan(65)
  })
  it('a rigid’s years are not years on an articulated vehicle, while an articulated’s are heavy goods years', () => {
    const cv =
      'Dan\ndan@example.com\nExperience\nHGV Class 1 Driver – Eddie Stobart, Daventry\nJun 2025 – Present\n- Night trunking with curtain-siders\nHGV Class 2 Driver – Travis Perkins, Northampton\n2019 – 2024\n- Multi-drop deliveries in a rigid with HIAB crane'
    const classOne = run(
      cv,
      'HGV Class 1 Driver\nRequirements:\n- At least 2 years’ Class 1 (C+E) driving experience',
    )
    expect(classOne.details?.cvYears).toBeLessThan(2)
    const heavy = run(cv, 'HGV Driver\nRequirements:\n- At least 2 years’ HGV driving experience')
    expect(heavy.details?.cvYears).toBeGreaterThan(5)
  })
})

describe('an offer that names no post', () => {
  const offer =
    'Nautic Atlantique Services, concessionnaire Yamaha installé au port des Minimes depuis 1998, renforce son atelier avant la saison.\nMissions :\n- Réparation de moteurs hors-bord et in-bord\n- Hivernage et remise en service des bateaux\n- Électronique de bord'
  it('counts a job showing two lines of its know-hows as the trade', () => {
    const r = run(
      "Yann\nyann@example.com\nExpérience\nMécanicien marine – Chantier Naval du Pertuis, Rochefort\nAvril 2019 – aujourd'hui\n- Révisions et réparations sur moteurs hors-bord Yamaha\n- Préparation à l'hivernage et remise en route au printemps\n- Pose d'électronique de bord",
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThan(5)
  })
  it('counts no job showing none of them', () => {
    const r = run(
      "Léa\nlea@example.com\nExpérience\nVendeuse – Boutique Mode, Rochefort\nAvril 2019 – aujourd'hui\n- Conseil et encaissement\n- Mise en rayon",
      offer,
    )
    expect(r.details?.cvYears).toBe(0)
  })
})

describe('fields an offer asks experience in without a figure', () => {
  const offer =
    "Surveillant pénitentiaire H/F\nVos missions :\n- Rondes, contrôles, fouilles\n- Rédaction des comptes rendus d'incident\nProfil :\n- Expérience dans la sécurité, l'armée ou la police appréciée"
  it('reads them', () => {
    expect(experienceField(offer)).toBe("sécurité, l'armée ou la police")
    expect(experienceField('Profil :\n- Expérience souhaitée')).toBeNull()
  })
  it('counts a job in one of them as the trade', () => {
    const r = run(
      "Karim\nkarim@example.com\nExpérience\nAgent de sécurité confirmé (ADS) – Securitas, Serris\nmars 2022 – aujourd'hui\n- Filtrage des accès et palpations",
      offer,
    )
    expect(r.details?.cvYears).toBeGreaterThan(3)
  })
  it('reads them in English before the noun, never a word of how much or how good', () => {
    expect(
      experienceField('Requirements\n- Previous retail or cash-handling experience\n- Level 2 Food Hygiene'),
    ).toBe('retail or cash-handling')
    expect(experienceField('- Warehouse experience essential')).toBe('Warehouse')
    expect(experienceField('- Customer service experience (essential)')).toBe('Customer service')
    expect(experienceField('- Proven experience\n- Some hands-on experience')).toBeNull()
    expect(experienceField('- Associate degree in accounting or equivalent experience')).toBeNull()
  })
  it('counts a job showing such a field, the CV in the other language (“encaissement” for “cash-handling”)', () => {
    const r = run(
      'Léa\nlea@example.com\nExpériences\nVendeuse en boulangerie – Au Fournil, Lille (59)\n09/2021 – 06/2025\n- Service et encaissement de 300 clients par jour\n- Clôture de caisse',
      'Customer Assistant – Checkouts\nWhat you will do\n- Operate tills and serve customers\nWhat we are looking for\n- Previous retail or cash-handling experience\n- Friendly and patient',
    )
    expect(r.details?.cvYears).toBeGreaterThan(3)
  })
  it('needs every word of a field of several words (“accueil” alone is no “établissement d’accueil du jeune enfant”)', () => {
    const r = run(
      "Léa\nlea@example.com\nExpérience\nHôtesse d'accueil et de caisse – Carrefour\nmars 2018 – aujourd'hui\n- Accueil des clients et encaissement",
      "Auxiliaire de puériculture H/F\nMissions :\n- Soins d'hygiène aux enfants\nProfil :\n- Expérience en établissement d'accueil du jeune enfant (EAJE) appréciée",
    )
    expect(r.details?.cvYears).toBe(0)
  })
})

describe('a years clause naming the kind of role', () => {
  const offer =
    'Care Coordinator – Domiciliary Care\nThe role:\n- Schedule care calls\nAbout you:\n- At least 1 year in a coordinating or scheduling role in home care (essential)'
  it('counts only the jobs whose title or lines write it, never through a word group (a care plan is no schedule)', () => {
    const carer = run(
      'Gemma\ngemma@example.com\nSenior carer with six years in home care.\nEmployment\nSenior Care Worker – Comfort Care Ltd\nApril 2021 – present\n- Reviewing care plans with clients and families\n- Spot checks on new carers',
      offer,
    )
    expect(carer.details?.cvYears).toBe(0)
    const coordinator = run(
      'Gemma\ngemma@example.com\nEmployment\nCare Coordinator – Comfort Care Ltd\nApril 2021 – present\n- Scheduling 400 care calls a week',
      offer,
    )
    expect(coordinator.details?.cvYears).toBeGreaterThan(3)
  })
  it('asks no kind for a similar role or one of generic words', () => {
    expect(roleKindStems('2 years in a similar role')).toEqual([])
    expect(roleKindStems('2+ years in a service desk or IT support role')).toEqual([])
    expect(roleKindStems('2+ years in a customer-facing role')).toEqual([])
    expect(roleKindStems('3 years in a supervisory role')).toEqual(['supervi'])
  })
})

describe('a years clause naming a kind of role written with a sign', () => {
  it('reads it without failing (‘in a C++ development role’)', () => {
    const r = run(
      'Sam\nsam@example.com\nExperience\nC++ Developer – Acme\nJanuary 2019 – present\n- C++ development of trading systems',
      'C++ Developer\nRequirements:\n- 3 years in a C++ development role',
    )
    expect(r.details?.cvYears).toBeGreaterThan(3)
  })
})

describe('a job whose title names the sector of the years clause', () => {
  it('counts its years though its lines never write the sector', () => {
    const jd =
      'Facilities Manager – Manchester\nEssential:\n- 5+ years in a facilities management role\n- NEBOSH National General Certificate'
    const cv =
      'Sam Taylor\nExperience\nFacilities Manager – Kinley Property Services, Manchester\nApril 2019 – present\n- Run hard and soft services across 3 office buildings\n- Deliver the PPM programme through Planon\nAssistant Facilities Manager – Bridgewater Estates\nJune 2015 – March 2019\n- Supported the facilities team on a business park\nQualifications\n- NEBOSH National General Certificate – 2017'
    const r = run(cv, jd)
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(7)
    expect(r.details?.requirements?.find((q) => q.kind === 'experience')?.met).toBe(true)
  })
})

describe('a date range wrapped before its dash (rubric 2.32)', () => {
  it("reads '… Distribution Centre Jun 2017' / '- Feb 2020' as one range, the dash no bullet", () => {
    const ranges = dateRanges(
      'Warehouse Operative – Brackley Logistics, Theale Distribution Centre Jun 2017\n- Feb 2020\n- Counterbalance and reach truck driving',
      2026 * 12 + 10,
    )
    expect(ranges).toEqual([{ from: 2017 * 12 + 5, to: 2020 * 12 + 1, line: 0 }])
  })
})

describe('a years clause leaving out the time in training', () => {
  it('counts no apprentice’s job', () => {
    const cv =
      'Théo\ntheo@example.com\nExpérience\nOuvrier boulanger – Au Pain d’Antan, Saint-Malo\nAvril 2024 – aujourd’hui\n- Pains de tradition, viennoiseries\nApprenti boulanger (CAP puis MC) – Boulangerie Lemoine, Dinan\n09/2021 - 03/2024\n- Façonnage, cuisson'
    const excluded = run(
      cv,
      'Boulanger (H/F)\nProfil :\n- 3 ans d’expérience minimum en tant qu’ouvrier boulanger, apprentissage non compris.',
    )
    expect(excluded.details?.cvYears).toBeLessThan(3)
    const counted = run(cv, 'Boulanger (H/F)\nProfil :\n- 3 ans d’expérience minimum en boulangerie.')
    expect(counted.details?.cvYears).toBeGreaterThanOrEqual(3)
  })
})

describe('a title naming the whole domain of a years clause', () => {
  it('is a job of that domain: ‘Retail Supervisor’ for supervisory experience within retail', () => {
    const r = run(
      'Amy\namy@example.com\nExperience\nRetail Supervisor – Boots, Southampton\nAug 2025 – Present\n- Supervising a team of 8, key-holding and cash office',
      'Assistant Store Manager\nRequirements:\n- Previous supervisory experience within retail is preferred.',
    )
    const read = r.details?.requirements?.find((q) => q.kind === 'experience')
    expect(read?.met).toBe(true)
  })
})
