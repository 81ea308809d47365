import { describe, expect, it } from 'vitest'
import { analysisResultSchema } from '../../../shared/schemas/analysis.ts'
import { analyseLocally, createLocalEngine } from './index.ts'
import { getLexicon } from './lexicon.ts'
import { messagesFor } from './messages/catalogue.ts'
import { analyseJob, dateRanges, degreeLevels, levelIn, statedYears } from './parse.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const ids = (text: string) =>
  new Set(
    getLexicon()
      .match(text)
      .map((m) => m.skill.id),
  )
const idOf = (name: string) => getLexicon().byKey.get(name)!.id

const JD_FR = `Développeur Full-Stack JavaScript (H/F)

Profil recherché :
- 3 ans d'expérience minimum en développement web
- Maîtrise de React et TypeScript indispensable
- Node.js et API REST
- Bases de données PostgreSQL
- Docker apprécié ; une expérience AWS est un plus
- Anglais courant (B2 minimum)
Formation Bac+5 en informatique.`

const CV_TAILORED = `Thomas Leroy
thomas.leroy@example.com · 06 12 34 56 78 · linkedin.com/in/tleroy
Profil
Développeur full-stack JavaScript, 6 ans d'expérience.
Compétences
JS / TS, React, Node (Express), API REST, Postgres, Docker, AWS
Langues
Anglais : C1 (courant)
Expérience professionnelle
Développeur full-stack — Kelio Software, Nantes    Septembre 2020 – aujourd'hui
Développement de fonctionnalités en React/TypeScript pour 1 200 clients
Conception d'API REST sous Node.js et PostgreSQL, déploiement Docker sur AWS
Développeur web — Agence Pixelis, Rennes    Juillet 2018 – août 2020
Formation
Master informatique — Université de Nantes, 2018`

const CV_UNRELATED = `Marie Dubois
marie.dubois@example.com · 06 98 76 54 32
Expérience
Aide-soignante — EHPAD Les Tilleuls    2015 – 2023
Soins d'hygiène et de confort, aide aux repas, transmissions écrites
Formation
Diplôme d'État d'aide-soignant, 2014`

const JD_EN = `Senior Data Analyst
Requirements:
- 5+ years of experience in data analysis
- Strong SQL and Python
- Power BI or Tableau
- Looker is a plus
- Fluent English`

const CV_EN = `John Smith
john@example.com | +44 20 7946 0958
Summary
Data analyst with 6 years of experience.
Skills
SQL Server, T-SQL, Python (pandas), PowerBI, Excel
Experience
Data Analyst — Northwind Ltd    Jan 2019 – Present
Built PowerBI dashboards used by 40 managers, cutting reporting time by 30%
Analyst — Contoso    2016 – 2018
Wrote T-SQL queries for monthly sales reporting`

describe('lexicon matching', () => {
  it('maps aliases and abbreviations to the same skill, in both directions', () => {
    const pairs: [string, string][] = [
      ['JS', 'JavaScript'],
      ['TS', 'TypeScript'],
      ['K8s', 'Kubernetes'],
      ['PowerBI', 'Power BI'],
      ['tableaux croisés dynamiques', 'TCD'],
      ['pivot tables', 'TCD'],
      ['gestion de projet', 'project management'],
      ['relation client', 'customer relationship'],
      ['T-SQL', 'SQL'],
      ['SQL Server', 'SQL'],
      ['MS Office', 'Pack Office'],
      ['fiches de paie', 'paie'],
      ['comptabilité générale', 'general accounting'],
      ['soins infirmiers', 'nursing care'],
      ['gestion des projets', 'Gestion de projet'],
    ]
    for (const [a, b] of pairs) {
      const ia = [...ids(a)]
      const ib = [...ids(b)]
      expect(ia.length, a).toBe(1)
      expect(ia, `${a} ↔ ${b}`).toEqual(ib)
    }
    for (const s of ['CACES R489', 'HACCP', 'permis B', 'SAP', 'Sage 100']) expect(ids(s).size, s).toBe(1)
  })

  it('reads SEA (search engine advertising) only in capitals, never the sea of sea freight', () => {
    expect(ids('sea and air freight')).not.toContain('sea')
    expect(ids('Campagnes SEA et SEO')).toContain('sea')
  })

  it('does not see skills in look-alike words or ambiguous short names out of context', () => {
    expect(ids('Un excellent relationnel').has(idOf('excel'))).toBe(false)
    expect(ids("C'est un poste clé").size).toBe(0)
    expect(ids('Je vais en Go ce week-end, 10 Go de stockage').has(idOf('go'))).toBe(false)
    expect(ids('Python, R et SQL').has(idOf('r'))).toBe(true)
    expect(ids('Programmation en langage C').has(idOf('c'))).toBe(true)
    expect(ids('La sage-femme accompagne les patientes').has(idOf('sage'))).toBe(false)
  })

  it('has at least 1,500 canonical skills with categories and both labels', () => {
    const { skills } = getLexicon()
    expect(skills.length).toBeGreaterThanOrEqual(1500)
    for (const s of skills) expect(s.fr && s.en && s.cat).toBeTruthy()
  })
})

describe('job description and CV parsing', () => {
  it('weights must-have and nice-to-have cues by clause', () => {
    const job = analyseJob(JD_FR, getLexicon())
    const byLabel = new Map(job.requirements.map((r) => [r.label, r]))
    expect(byLabel.get('React')?.importance).toBe('must')
    expect(byLabel.get('Docker')?.importance).toBe('nice')
    expect(byLabel.get('AWS')?.importance).toBe('nice')
    expect(byLabel.get('React')!.weight).toBeGreaterThan(byLabel.get('Docker')!.weight)
    expect(job.requiredYears).toBe(3)
    expect(job.degree).toBe(7)
    expect(job.requirements.find((r) => r.skill.cat === 'language')?.level).toBe(4)
  })

  it('reads years, CEFR levels and degrees', () => {
    expect(statedYears("Vous justifiez de 3 ans d'expérience")).toBe(3)
    expect(statedYears('5+ years of experience in sales')).toBe(5)
    expect(statedYears('Expérience de deux ans minimum')).toBe(2)
    // months of experience are a fraction of a year; a contract's months are not experience
    expect(statedYears('6 mois d’expérience minimum en développement web')).toBe(0.5)
    expect(statedYears('At least 6 months of professional development experience')).toBe(0.5)
    expect(statedYears('CDD de 6 mois en vue d’une embauche')).toBeNull()
    expect(levelIn('Anglais courant')).toBe(5)
    expect(levelIn('English (C1)')).toBe(5)
    expect(levelIn('Anglais : notions')).toBe(2)
    expect(levelIn('bilingue')).toBe(6)
    // an offer's 'bilingue' asks for C1, a CV's claims C2
    expect(levelIn('Assistante de direction bilingue anglais', 'job')).toBe(5)
    expect(Math.max(...degreeLevels('Master 2 Finance'))).toBe(7)
    expect(Math.max(...degreeLevels('BTS Comptabilité'))).toBe(5)
    expect(Math.max(...degreeLevels('PhD in Biology'))).toBe(8)
    expect(degreeLevels('Certifié Scrum Master')).toEqual([])
    const now = 2026 * 12 + 10
    const r = dateRanges('janv. 2019 – présent\n2015 - 2018\ndepuis 2024', now)
    expect(r).toHaveLength(3)
    expect(r[0]!.from).toBe(2019 * 12)
    expect(r[0]!.to).toBe(now)
  })
})

describe('local engine', () => {
  const run = (cvText: string, jobDescription: string, questionsCount = 5, lang: 'fr' | 'en' = 'fr') =>
    analyseLocally({ cvText, jobDescription, questionsCount, lang }, NOW)

  it('lists a language with the level the offer writes as a code, never one read from a word', () => {
    const cv =
      'Camille\ncamille@example.com\nExpérience\nAssistante — Acme, 2015 – 2025\nLangues\nAnglais : B1'
    const coded = run(
      cv,
      'Assistante de direction\nProfil :\n- Anglais courant niveau C1 exigé\n- Pack Office',
    )
    expect(coded.missingSkills).toContain('Anglais courant (C1)')
    const worded = run(cv, 'Assistante de direction\nProfil :\n- Anglais courant exigé\n- Pack Office')
    expect([...worded.missingSkills, ...worded.matchedSkills].join(' | ')).not.toMatch(/\([ABC][12]\)/)
  })

  it('scores a tailored CV at 80 or more and an unrelated one under 30', () => {
    expect(run(CV_TAILORED, JD_FR).compatibilityScore).toBeGreaterThanOrEqual(80)
    expect(run(CV_UNRELATED, JD_FR).compatibilityScore).toBeLessThan(30)
    expect(run(CV_EN, JD_EN, 3, 'en').compatibilityScore).toBeGreaterThanOrEqual(80)
  })

  it('names skills as the job does, without duplicates or overlap', () => {
    const r = run(CV_TAILORED, JD_FR)
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'PostgreSQL', 'Docker']))
    const all = [...r.matchedSkills, ...r.missingSkills].map((s) => s.toLowerCase())
    expect(new Set(all).size).toBe(all.length)
    const u = run(CV_UNRELATED, JD_FR)
    expect(u.missingSkills).toEqual(expect.arrayContaining(['React', 'TypeScript']))
  })

  it('counts a stated low level for less', () => {
    const base = CV_TAILORED.replace('en React/TypeScript', 'en TypeScript')
    const low = run(base.replace('React, Node', 'notions de React, Node'), JD_FR).compatibilityScore
    expect(low).toBeLessThan(run(base, JD_FR).compatibilityScore)
  })

  it('is deterministic', () => {
    expect(JSON.stringify(run(CV_TAILORED, JD_FR, 7))).toBe(JSON.stringify(run(CV_TAILORED, JD_FR, 7)))
  })

  it('gives exactly 3 suggestions that name this job’s gaps', () => {
    const r = run(CV_UNRELATED, JD_FR)
    expect(r.suggestions).toHaveLength(3)
    expect(r.suggestions.map((s) => s.priority)).toEqual(
      [...r.suggestions.map((s) => s.priority)].sort(
        (a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b),
      ),
    )
    expect(JSON.stringify(r.suggestions)).toMatch(/React|TypeScript/)
    expect(run('Jean', 'Vendeur').suggestions).toHaveLength(3)
  })

  it('gives exactly N questions, grounded in the CV', () => {
    for (const n of [1, 3, 5, 20]) {
      const r = run(CV_TAILORED, JD_FR, n)
      expect(r.questions).toHaveLength(n)
      expect(new Set(r.questions.map((q) => q.id)).size).toBe(n)
      expect(() => analysisResultSchema(n).parse(r)).not.toThrow()
    }
    const r = run(CV_TAILORED, JD_FR, 20)
    const answers = r.questions.map((q) => q.answer).join('\n')
    expect(answers).toContain('Kelio Software')
    for (const employer of ['Google', 'Capgemini', 'Accenture']) expect(answers).not.toContain(employer)
    const tech = r.questions.find((q) => q.question.includes('React'))
    expect(tech?.answer).toContain('React/TypeScript pour 1 200 clients')
    const honest = r.questions.find((q) => q.category === 'technical' && /pas encore/.test(q.answer))
    expect(honest).toBeUndefined()
    const gap = run(CV_UNRELATED, JD_FR, 5).questions.find((q) => /pas encore pratiqué/.test(q.answer))
    expect(gap).toBeDefined()
  })

  it('works in English in and out, and reports details', () => {
    const r = run(CV_EN, JD_EN, 5, 'en')
    expect(r.matchedSkills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI']))
    expect(r.questions[0]!.question).toMatch(/[A-Za-z]/)
    expect(r.questions.some((q) => /I would/.test(q.answer))).toBe(true)
    expect(r.details?.jobTitle).toBe('Senior Data Analyst')
    expect(r.details?.cvLanguage).toBe('en')
    expect(r.details?.requiredYears).toBe(5)
    expect(r.details?.cvYears).toBeGreaterThanOrEqual(6)
  })

  it('reports stages 2 to 6 in order', async () => {
    const stages: number[] = []
    const engine = createLocalEngine({ now: () => NOW })
    expect(engine.name).toBe('local')
    await engine.analyse({
      cvText: CV_TAILORED,
      jobDescription: JD_FR,
      questionsCount: 3,
      onStage: (s) => stages.push(s),
    })
    expect(stages).toEqual([2, 3, 4, 5, 6])
    // Speed is measured by `npm run bench` (bench/engine.ts), not by a timed test.
  })
})

describe('requirements the lexicon does not know, alternatives, umbrellas and language levels', () => {
  const run = (cvText: string, jobDescription: string) =>
    analyseLocally({ cvText, jobDescription, questionsCount: 3 }, NOW)

  it('reads job-specific phrases from bullets and finds them loosely in the CV (plural, accents, stems)', () => {
    const jd = `Technicien de maintenance\nMissions :\n- Réglage des presses à injection\n- Contrôle des moules d'extrusion\nProfil :\n- Maîtrise de la soudure TIG indispensable`
    const cv = `Technicien\nExpérience\nRéglages de presse à injection Engel, 2019 – 2024\nSoudure TIG et MIG`
    const r = run(cv, jd)
    expect(r.matchedSkills).toContain('Réglage des presses à injection')
    expect(r.missingSkills.some((s) => /extrusion/i.test(s))).toBe(true)
    expect(r.matchedSkills.some((s) => /TIG/.test(s))).toBe(true)
  })

  it('counts one alternative of an either/or requirement and never lists the other as missing', () => {
    const jd = `Analyste\nCompétences :\n- Power BI ou Tableau\n- SQL`
    const r = run(`Analyste BI\nTableaux de bord sous Tableau et SQL Server, 2020 – 2024`, jd)
    expect(r.matchedSkills).toContain('Tableau')
    expect(r.missingSkills).not.toContain('Power BI')
  })

  it('satisfies an umbrella by what it lists in parentheses', () => {
    const jd = `Graphiste\nCompétences :\n- Suite Adobe (Illustrator, Photoshop)`
    const r = run(`Graphiste\nIllustrator, Photoshop — 2018 – 2024`, jd)
    expect(r.missingSkills).not.toContain('Suite Adobe')
    expect(r.matchedSkills).toContain('Suite Adobe')
  })

  it('reads the names in parentheses after a cue as the umbrella’s (“Programmation MMT indispensable (Calypso ou PC-DMIS)”), never a reason or an allowance', () => {
    const cv = `Métrologue\nProgrammes de mesure sous Calypso, 2018 – 2024\nReporting mensuel`
    const names = run(cv, `Métrologue\nProfil :\n- Programmation MMT indispensable (Calypso ou PC-DMIS)`)
    expect(names.matchedSkills).toContain('Programmation MMT')
    expect(names.missingSkills).not.toContain('Programmation MMT')
    // (a reason: the reporting is no English)
    const reason = run(
      cv,
      `Contrôleur de gestion\nProfil :\n- Anglais courant indispensable (reporting groupe en anglais)`,
    )
    expect(reason.matchedSkills).not.toContain('Anglais courant')
  })

  it('reads “Mettre à jour le bilan carbone” as the thing kept up to date, never “Jour le bilan carbone”', () => {
    const r = run('Claire\nBilan carbone 2024', 'Chargé RSE\nMissions :\n- Mettre à jour le bilan carbone')
    expect(r.matchedSkills).toContain('Bilan carbone')
    expect([...r.matchedSkills, ...r.missingSkills].some((s) => /^Jour\b/.test(s))).toBe(false)
  })

  it('ends a phrase before “when”, “si”: when a task is done is no part of it', () => {
    const r = run(
      'Joe\nTickets\n- PTS',
      'Track Operative\nDuties:\n- Lookout and site protection duties when required',
    )
    expect(r.missingSkills).toContain('Site protection duties')
  })

  it('reads “X ou d’un autre Y”, “X or another Y” as alternatives: X shown, the other is no gap', () => {
    const fr = run(
      `Femme de chambre\nPlanning des chambres sur Opera, 2019 – 2024`,
      `Employé d'étage\nProfil :\n- Connaissance d'Opera ou d'un autre PMS : un plus`,
    )
    expect(fr.matchedSkills).toContain('Opera')
    expect(fr.missingSkills.some((s) => /PMS/.test(s))).toBe(false)
  })

  it('puts a fluent-level language in missing when the CV states B1, and ignores a course title', () => {
    const jd = `Commercial export\nProfil :\n- Anglais courant exigé`
    expect(run(`Commercial\nLangues\nAnglais : intermédiaire (B1)`, jd).missingSkills).toContain(
      'Anglais courant',
    )
    const r = run(
      `Commercial terrain depuis 2015 pour une entreprise de la distribution\nFormation\nModule « English for sales » suivi en 2019 à la CCI`,
      jd,
    )
    expect(r.matchedSkills).not.toContain('Anglais courant')
    // a sentence wrapped onto a short line is prose, not a list of languages
    const wrapped = run(
      `HVAC technician\nMoved to Lyon in 2025 and now working on tertiary buildings. Improving my\nFrench every week.\nLanguages\nFrench: B1`,
      'Technicien CVC\nProfil :\n- Français courant exigé',
    )
    expect(wrapped.missingSkills).toContain('Français courant')
    // a language's name as an adjective claims no level of it
    const job = 'Technicien CVC\nProfil :\n- Français courant exigé'
    for (const line of [
      '- French evening classes',
      'Full UK driving licence, currently exchanging for a French licence',
    ]) {
      const r = run(`HVAC technician\nLanguages\nFrench: B1\n${line}`, job)
      expect(r.missingSkills, line).toContain('Français courant')
    }
    // a level still being prepared is not held, and a code in the parenthesis is the level
    for (const line of [
      'French: intermediate (B1), currently preparing the DELF B2',
      'French: B1 – preparing DALF C1 for 2026',
      'English (native), French (good working knowledge, B1)',
      // (a sidebar's level on the line under the language)
      'French\nB1 – intermediate\nEnglish\nNative',
      // (qualified levels, a level before the name, the level after the name first)
      'French – limited working proficiency',
      'French: working knowledge',
      'Conversational French',
      'English C1 French B1',
    ]) {
      const r = run(`HVAC technician\nLanguages\n${line}`, job)
      expect(r.missingSkills, line).toContain('Français courant')
    }
    // (a level written beside it still counts, and so does a list of languages)
    expect(run('HVAC technician\nLanguages\nFrench and English, fluent', job).matchedSkills).toContain(
      'Français courant',
    )
  })

  it('never puts a skill in both lists', () => {
    const r = run(CV_TAILORED, JD_FR)
    const keys = (xs: string[]) => xs.map((x) => x.toLowerCase())
    expect(keys(r.matchedSkills).filter((k) => keys(r.missingSkills).includes(k))).toEqual([])
  })

  it('reads a registration as pending when the line under it opens by saying so', () => {
    const r = run(
      'Lucía\nlucia@example.com\nREGISTRATION\nOrdre national des vétérinaires (France)\n- application submitted October 2026,\nawaiting decision\nEDUCATION\n2014 – 2019 Degree in Veterinary Medicine, Universidad de Zaragoza',
      'Vétérinaire praticien\nProfil :\n- Diplôme de docteur vétérinaire\n- Inscription à l’Ordre national des vétérinaires obligatoire',
    )
    expect(r.matchedSkills).toContain('Diplôme de docteur vétérinaire')
    expect(r.missingSkills).toContain('Inscription à l’Ordre national des vétérinaires')
  })

  it('shows something held only on a line that says a holding', () => {
    const jd = 'Agent de manœuvre\nProfil :\n- Habilitation agent de manœuvre (TES) exigée\n- Rigueur'
    // a yard driver's manœuvres beside the rail operator's agents hold no clearance
    const yard = run(
      'Mickaël\nmick@example.com\nExpérience\n2021 – 2026 Conducteur de tracteur de parc, XPO\n- Présence lors des manœuvres effectuées par les agents de l’opérateur ferroviaire',
      jd,
    )
    expect(yard.missingSkills).toContain('Habilitation agent de manœuvre')
    // nor an information session whose training is on a waiting list
    const waiting = run(
      'Mickaël\nmick@example.com\nFormation\n2026 : Habilitation agent de manœuvre – inscrit sur la liste d’attente de la formation',
      jd,
    )
    expect(waiting.missingSkills).toContain('Habilitation agent de manœuvre')
    // a diploma is looked for on the line of the training, past the lines naming the trade
    const secretary = run(
      'Inès\nines@example.com\nSecrétaire médicale – 6 ans d’expérience\nExpérience\n2019 – 2025 Secrétaire médicale, Clinique Jules Verne\nFormation\n2019 – Diplôme de secrétaire médicale, AFPA',
      'Secrétaire médicale\nProfil :\n- Diplôme de secrétaire médicale exigé',
    )
    expect(secretary.matchedSkills.join(' | ')).toMatch(/secr[ée]tari/i)
    expect(secretary.missingSkills).toEqual([])
  })

  it('reads a title named by its acronym in its long form (‘Titre pro SAMS’)', () => {
    const r = run(
      'Inès\nines@example.com\nFormation\n2019 – Titre professionnel Secrétaire Assistant Médico-Social (niveau 4) – AFPA',
      'Secrétaire médicale\nProfil :\n- Titre pro SAMS exigé',
    )
    expect(r.matchedSkills).toContain('Titre pro SAMS')
  })

  it('lists a missing mission that shares a word with a credential the CV holds (‘FIMO voyageurs’)', () => {
    const r = run(
      'Karim\nkarim@example.com\nPermis et qualifications\n- Permis D (2019)\n- FIMO voyageurs (2023)\nExpérience\n2019 – 2026 Chauffeur de car scolaire, Autocars Dufresne\n- Circuits de ramassage scolaire',
      'Conducteur de bus\nMissions :\n- Accueillir les voyageurs\nProfil :\n- Permis D exigé\n- FIMO voyageurs exigée',
    )
    expect(r.matchedSkills).toContain('FIMO voyageurs')
    expect(r.missingSkills).toContain('Accueil des voyageurs')
  })
})

describe('the motivation answer of a career change', () => {
  it('a job sharing a modifier of the offer’s title is no job of its trade', () => {
    const r = analyseLocally(
      {
        cvText:
          'Sophie\nsophie@example.com\nExperience\nVeterinary Receptionist – Kirkstall Pet Clinic, Jan 2024 – present\n- Booking nurse clinics and vaccinations\n- Front of house for a 4-vet practice',
        jobDescription:
          'Registered Veterinary Nurse\nRequirements:\n- Registered with the RCVS as a veterinary nurse – essential\n- Anaesthetic monitoring\n- Inpatient care',
        questionsCount: 5,
        lang: 'en',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const motivation = r.questions.find((q) => /interested/.test(q.question))?.answer ?? ''
    expect(motivation).not.toMatch(/continues what I have been doing/)
  })
})

describe('suggestions say the offer’s words in a sentence', () => {
  it('says a missing common noun with its article, a name as the offer writes it', () => {
    const r = analyseLocally(
      {
        cvText:
          'Kévin\nkevin@example.com\nExpérience\nAgent de quai – Transalp, 2021 – 2026\n- Chargement des camions',
        jobDescription:
          'Agent de quai (H/F)\nProfil :\n- Port des EPI obligatoire\n- Maîtrise de Reflex WMS exigée',
        questionsCount: 3,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    expect(r.suggestions[0]?.title).toBe('Montrez le port des EPI et Reflex WMS dans votre CV')
  })

  it('says what the candidate does, not a state of the body, as what the post continues', () => {
    const r = analyseLocally(
      {
        cvText:
          'Mathis\nmathis@example.com\nExpérience\nAide-apiculteur – Le Rucher du Vercors, 2019 – 2026\n- Visites de ruches, extraction du miel en miellerie\nCompétences\nPas d’allergie aux piqûres, bonne condition physique',
        jobDescription:
          'Ouvrier apicole (H/F)\nProfil :\n- Pas d’allergie aux piqûres\n- Bonne condition physique\n- Extraction du miel en miellerie',
        questionsCount: 5,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const said = r.questions.map((q) => q.answer).join(' ')
    expect(said).not.toMatch(/(?:fais|appuyer sur)[^.]*(?:allergie|condition physique)/i)
  })

  it('says a skill the lexicon translates as a common noun, even capitalised in the offer (“en Coiffure”)', () => {
    const r = analyseLocally(
      {
        cvText: 'Kévin\nkevin@example.com\nExpérience\nVendeur – Darty, 2021 – 2026\n- Conseil clients',
        jobDescription: 'Coiffeur manager (H/F)\nProfil :\n- Expérience confirmée en Coiffure exigée',
        questionsCount: 3,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const said = [
      ...r.suggestions.map((s) => `${s.title} ${s.description}`),
      ...r.questions.map((q) => q.question),
    ]
    expect(said.join(' ')).toMatch(/la coiffure/)
    expect(said.join(' ')).not.toMatch(/(?:demande|Montrez) Coiffure/)
  })

  it('names a requirement once, even when the lexicon and the offer’s wording both hold it (“SPL”)', () => {
    const jd =
      'Conducteur SPL régional H/F\nMissions :\n- Livraisons régionales en semi-remorque\nProfil :\n- Permis CE obligatoire\n- FIMO à jour\n- Carte conducteur obligatoire\n- 2 ans d’expérience en SPL'
    const r = analyseLocally(
      {
        cvText:
          'Anthony\nanthony@example.com\nExpériences\nChauffeur-livreur VL – Ouest Express, depuis 2022\n- Tournées de livraison',
        jobDescription: jd,
        questionsCount: 3,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    for (const s of r.suggestions) expect(s.description).not.toMatch(/\bSPL\b.*\bSPL\b.*ne mentionne pas/)
  })

  const jd =
    'Serveur / Serveuse (H/F) – Brasserie du Lac\nVos missions : mise en place de la salle, port de plateau, encaissement.\nProfil :\n- 1 an d’expérience minimum en service en salle (brasserie ou restaurant)\n- Connaissance des règles d’hygiène (HACCP)'
  const cv =
    'Léa Martin\nlea@example.com\nExpérience\nConseillère de vente — Boutique Rip Curl, Annecy — avril 2019 à ce jour\n- Encaissement, ouverture et clôture de caisse\n- Accueil et conseil d’une clientèle internationale'
  const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 3, lang: 'fr' }, NOW)

  it('tells a candidate with no year in the trade so, in the offer’s clause', () => {
    const years = r.suggestions.find(
      (s) => /expérience/.test(s.title) && /service en salle/.test(s.description),
    )
    expect(years?.title).toBe('Montrez une première expérience du métier')
    expect(years?.description).toMatch(/^L'offre demande 1 an d’expérience en service en salle/)
    expect(years?.description).toMatch(/n'en montre pas encore dans ce métier/)
    expect(years?.description).not.toMatch(/environ 0/)
  })

  it('names missing skills mid-sentence without their capital, and never the job’s own title', () => {
    const text = r.suggestions.map((s) => `${s.title} ${s.description}`).join(' ')
    expect(text).not.toMatch(/demande[^.]*\bService en salle/)
    expect(r.missingSkills.join(' | ')).not.toMatch(/Serveur/)
    expect(r.missingSkills).not.toContain('Restaurant')
  })
})

describe('contact advice agrees with what is missing', () => {
  it.each([
    ['Léa\n06 12 34 56 78\nExpérience\nVendeuse — Zara — 2019 – 2024', /adresse e-mail\. Placez-la en haut/],
    ['Léa\nlea@example.com\nExpérience\nVendeuse — Zara — 2019 – 2024', /téléphone\. Placez-le en haut/],
    ['Léa\nExpérience\nVendeuse — Zara — 2019 – 2024', /Placez-les en haut/],
  ])('%#', (cvText, expected) => {
    const r = analyseLocally(
      {
        cvText,
        jobDescription: 'Vendeuse (H/F)\nProfil :\n- Encaissement\n- Conseil client',
        questionsCount: 3,
        lang: 'fr',
      },
      NOW,
    )
    const contact = r.suggestions.find((s) => s.title === 'Complétez vos coordonnées')
    expect(contact?.description).toMatch(expected)
  })
})

describe('suggestions that fit the trade and the CV', () => {
  const at = new Date('2026-11-01T00:00:00Z')
  const suggest = (cvText: string, jobDescription: string) =>
    analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, at)
      .suggestions.map((s) => `${s.title} ${s.description}`)
      .join(' | ')

  it('advises a LinkedIn profile to a developer, never to a delivery driver', () => {
    // two strong CVs of the same shape: the LinkedIn advice is among their three
    const cv = (title: string, bullets: string, skills: string) =>
      `Sam Martin\n${title}\nsam@example.com 06 45 19 72 30 Lyon\nProfil\n${title} depuis 7 ans.\nExpérience\n` +
      `${title} — Acme, 2019 – 2026\n${bullets}\nCompétences\n${skills}\nFormation\n2018 — Master informatique`
    const developer = suggest(
      cv(
        'Développeuse Python',
        '- API en Python et Docker pour 40 000 utilisateurs\n- Déploiements Docker : mise en production 30 % plus rapide',
        'Python, Docker',
      ),
      'Développeur Python (H/F)\nProfil :\n- Python\n- Docker',
    )
    expect(developer).toMatch(/LinkedIn/)
    const driver = suggest(
      cv(
        'Chauffeur-livreur',
        '- Livraison de 120 colis par jour\n- Tournées de livraison en utilitaire',
        'Livraison, Permis B',
      ),
      'Chauffeur-livreur VL (H/F)\nMissions :\n- Livraison de colis\nProfil :\n- Permis B obligatoire',
    )
    expect(driver).not.toMatch(/LinkedIn/)
  })

  it('gives no advice on a diploma the CV shows as the offer’s own, nor asks to prove a licence by use', () => {
    const nurse = suggest(
      'Léa\nlea@example.com 06 45 19 72 30\nExpérience\nIDE — Clinique des Ardoisiers, 2017 – 2026\n- Soins techniques\nFormation\n2017 — Diplôme d’État d’infirmier\nPermis B',
      'Infirmier (H/F)\nMissions :\n- Soins techniques\nProfil :\n- Diplôme d’État d’infirmier obligatoire (Bac+3)\n- Permis B',
    )
    expect(nurse).not.toMatch(/Précisez votre formation/)
    expect(nurse).not.toMatch(/Prouvez .*Permis/)
  })
})

describe('the suggestion to prove what only a list shows', () => {
  it('says the skills mid-sentence, common nouns with their article and names bare', () => {
    const r = analyseLocally(
      {
        cvText:
          'Léa Martin\nlea.martin@example.com · 06 12 34 56 78 · linkedin.com/in/leamartin\nProfil\nAssistante comptable, 6 ans en cabinet, saisie et révision.\nExpérience\nAssistante comptable – Cabinet Dupont, Lyon, 2019 – 2025\n- Saisie des factures de 40 clients, lettrage, rapprochements bancaires\n- Préparation des déclarations de TVA\nFormation\nBTS Comptabilité et gestion, 2019\nCompétences\nRigueur, Excel',
        jobDescription: 'Assistant comptable\nProfil :\n- Rigueur\n- Excel\n- Saisie des factures\n- TVA',
        questionsCount: 3,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const prove = r.suggestions.find((s) => s.id.endsWith('prove-skills'))
    expect(prove?.title).toMatch(/^Prouvez (?:la rigueur et Excel|Excel et la rigueur) par l'exemple$/)
    expect(prove?.description).toMatch(/^(?:La rigueur|Excel)/)
  })
})

describe('an offer that names no post', () => {
  it('never quotes “ce poste” as its title in the suggestions', () => {
    const cv =
      'John Doe\nExperience\nNexus AI, Co-Founder & CTO – June 2023 – present\n- Built model infrastructure in Python\nSkills: Python, Docker, Git'
    const jd = 'Développeur Python confirmé. Compétences requises : Python, Django, PostgreSQL, Docker, Git.'
    for (const lang of ['fr', 'en'] as const) {
      const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 5, lang }, NOW)
      const said = r.suggestions.map((s) => s.description).join(' ')
      expect(said).not.toMatch(/« ce poste »|“this role”|"this role"/)
      const m = messagesFor(lang).suggestions
      for (const text of [
        m.summary.description({ role: null, strengths: ['Python'] }),
        m.keywords.description({ role: null, terms: ['Django'] }),
        m.keywords.description({ role: null, terms: [] }),
      ])
        expect(text).not.toMatch(/ce poste|this role|« »|“”/)
      // (nor a title written in title case put in lower case: 'comme co-Founder & CTO')
      expect(r.questions.map((q) => q.answer).join(' ')).not.toContain('co-Founder')
    }
  })
})

describe('the suggestions listing skills', () => {
  it('say them as in a sentence (‘SAV, mécanique, nettoyage et AutoCAD’), names as written', () => {
    const r = analyseLocally(
      {
        cvText:
          'Léa Martin\nExpériences\nHorlogère SAV – Maison Berthaud, Lyon – 2019 – 2025\n- SAV des montres mécaniques : démontage, nettoyage, huilage\n- Suivi des dossiers sous Excel et AutoCAD',
        jobDescription:
          'Horloger rhabilleur (H/F)\nMissions :\n- SAV\n- Mécanique\n- Nettoyage des mouvements\nProfil :\n- AutoCAD',
        questionsCount: 3,
        lang: 'fr',
      },
      NOW,
    )
    const said = r.suggestions.map((s) => s.description).join(' ')
    expect(said).toContain('en commençant par SAV, mécanique, nettoyage et AutoCAD')
  })
})

describe('a story told from an experience', () => {
  it('goes on with a line about the trade before an unrelated one (no fund-raising in a Python answer)', () => {
    const cv = `John Doe
Experience
Nexus AI, Co-Founder & CTO San Francisco, CA
- Built foundation model infrastructure serving 2M+ monthly API requests June 2023 – present
- Raised $18M Series A led by Sequoia Capital, with participation from a16z
- Scaled engineering team from 3 to 28 across ML research, platform, and applied AI
Skills
Languages: Python, C++, CUDA, Rust`
    const jd = 'Développeur Python\nCompétences requises : Python, Django, PostgreSQL, Docker, Git.'
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 5, lang: 'fr' }, NOW)
    const python = r.questions.find((q) => /Python/.test(q.question) && /Python/.test(q.answer))
    expect(python?.answer).toMatch(/Scaled engineering team/)
    expect(python?.answer).not.toMatch(/Series A/)
  })
})

describe('the priorities question of a trade', () => {
  it('is answered in the trade’s terms: a developer sorts by impact, a farm worker by what cannot wait', () => {
    const answerFor = (cvText: string, jobDescription: string) =>
      analyseLocally({ cvText, jobDescription, questionsCount: 5, lang: 'fr' }, NOW).questions.find((q) =>
        /priorités/.test(q.question),
      )?.answer
    const dev = answerFor(
      'Léa\nExpérience\n2020 – 2025 Développeuse Python, Qonto\n- API en Django',
      'Développeur Python\nProfil :\n- Python\n- Django\n- Docker',
    )
    const farm = answerFor(
      'Paul\nExpérience\n2021 – 2025 Ouvrier apicole, GAEC du Lubéron\n- Récolte et extraction du miel',
      'Ouvrier apicole\nMissions :\n- Visites des ruches\n- Récolte du miel\nProfil :\n- Permis B',
    )
    for (const a of [dev, farm]) expect(a).not.toMatch(/client qui attend|chantier/)
    expect(dev).toMatch(/impact/)
    expect(farm).toMatch(/ne peut pas attendre/)
  })
})

describe('a CV that meets every requirement', () => {
  it('still gets exactly three suggestions, the last the preparation of the interview', async () => {
    const { readFileSync } = await import('node:fs')
    const dir = new URL('../../../../eval/cases/1147-fr-tonnelier-strong/', import.meta.url)
    // (the development case's CV as text, its one abbreviation written out: then it meets all)
    const cvText = readFileSync(new URL('cv.html', dir), 'utf8')
      .replace(/<(?:br|\/p|\/li|\/h[1-6]|\/tr|\/div)\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/bons de fab\./g, 'bons de fabrication')
    const jobDescription = readFileSync(new URL('jd.txt', dir), 'utf8')
    const r = analyseLocally({ cvText, jobDescription, questionsCount: 3 }, NOW)
    expect(r.missingSkills).toEqual([])
    expect(() => analysisResultSchema(3).parse(r)).not.toThrow()
    expect(r.suggestions).toHaveLength(3)
    expect(r.suggestions.at(-1)?.title).toBe('Préparez vos exemples pour l’entretien')
    const en = analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'en' }, NOW)
    expect(en.suggestions.map((s) => s.title)).toContain('Prepare your examples for the interview')
  })
})

describe('credentials named in an English suggestion', () => {
  it('take no French article (‘Show CSCS card …’, never ‘le CSCS card’)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Dan Hughes\nField Service Technician – Midshires Agri Ltd – 2018 – present\n- Hydraulic fault finding on telehandlers\n- MIG welding repairs',
        jobDescription:
          'Mobile Plant Fitter\nYou will need:\n- Hydraulic fault finding\n- CSCS card\n- Site dumpers and rollers\n- LOLER inspections',
        questionsCount: 3,
        lang: 'en',
      },
      NOW,
    )
    const text = r.suggestions.map((s) => `${s.title} ${s.description}`).join(' ')
    expect(text).toMatch(/CSCS card/)
    expect(text).not.toMatch(/\b(?:le|la|les|l’|l')\s*CSCS/)
  })
})

describe('an offer’s own wording not found in a CV in the other language', () => {
  it('weighs less in the score than in a CV of the offer’s language', () => {
    const run = (cvText: string, jobDescription: string) =>
      analyseLocally({ cvText, jobDescription, questionsCount: 3, lang: 'fr' }, NOW)
    const jd = 'Costumier H/F\nVos missions :\n- Moulage sur mannequin\n- Coupe à plat\n- Excel et Word'
    const english = run(
      'Costume maker\nSkills\nTools: Excel, Word\nExperience\nWardrobe assistant at the Grand Theatre, 2019 – 2025',
      jd,
    )
    const french = run(
      'Costumière\nCompétences\nOutils : Excel, Word\nExpérience\nHabilleuse au Grand Théâtre, 2019 – 2025',
      jd,
    )
    expect(english.missingSkills).toEqual(french.missingSkills)
    expect(english.compatibilityScore).toBeGreaterThan(french.compatibilityScore)
  })
})
