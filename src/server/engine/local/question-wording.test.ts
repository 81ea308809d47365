/** Skill names inside French questions: common nouns in lower case, names as written (issue 10 §5). */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { messagesFor } from './messages/catalogue.ts'

const NOW = new Date('2026-11-01T00:00:00Z')
const JD = `Comptable général (H/F)
Profil : comptabilité générale, déclarations fiscales, maîtrise d'Excel et de Sage indispensable.`
const CV = `Marc Petit
marc.petit@example.com
Expérience
Chef de partie — Brasserie du Port    2018 – 2024
Mise en place et envoi jusqu'à 220 couverts par service
Formation des commis et des apprentis`

describe('question wording', () => {
  const r = analyseLocally({ cvText: CV, jobDescription: JD, questionsCount: 20, lang: 'fr' }, NOW)
  const questions = r.questions.map((q) => q.question)

  it('lower-cases a common noun and keeps a tool’s name', () => {
    expect(questions).toContain(
      "L'offre demande la comptabilité générale. Quel est votre niveau sur ce point ?",
    )
    expect(questions.join('\n')).not.toMatch(/demande (Comptabilité|Déclarations)/)
    expect(questions).toContain("L'offre demande Excel. Quel est votre niveau sur ce point ?")
  })
})

describe('a field one works in', () => {
  it('is asked about as experience in it, never as a tool one used', () => {
    const r = analyseLocally(
      {
        cvText:
          'Manon\nmanon@example.com\nExpérience\nAccompagnante éducative petite enfance — Micro-crèche Les Petits Pas — 2021 – 2026\n- Accueil de 12 enfants de 10 semaines à 3 ans en petite enfance',
        jobDescription:
          'Auxiliaire de puériculture (H/F)\nProfil :\n- Expérience en petite enfance indispensable\n- Soins d’hygiène et de confort',
        questionsCount: 20,
        lang: 'fr',
      },
      NOW,
    )
    const text = r.questions.map((q) => `${q.question} ${q.answer}`).join('\n')
    expect(text).not.toMatch(/utilisé (?:le |la )?petite enfance|le petite enfance/i)
  })
})

describe('a hyphenated compound', () => {
  it('is a common noun mid-sentence, not a name', () => {
    const r = analyseLocally(
      {
        cvText:
          'Chloe\nchloe@example.com\nExperience\nLogistics Coordinator — Meridian 3PL — 2019 – 2026\n- Import-export files for sea freight, customs documentation and Incoterms',
        jobDescription:
          'Logistics Coordinator\nYou will:\n- Handle import-export files\n- Customs documentation\n- Incoterms',
        questionsCount: 20,
        lang: 'en',
      },
      NOW,
    )
    const text = r.questions.map((q) => q.answer).join('\n')
    expect(text).toMatch(/import-export/)
    expect(text).not.toMatch(/[a-z,:] Import-export/)
  })
})

describe('two requirements naming one skill, one met and one not', () => {
  it('answers each question about the requirement it names', () => {
    // ('Accompagnement des personnes âgées' and 'Personnes dépendantes' both name home care)
    const jd = `Auxiliaire de vie (H/F)
Missions :
- Accompagner des personnes âgées dans les actes de la vie quotidienne
Profil :
- 2 ans d'expérience minimum auprès de personnes dépendantes.`
    const cv = `Nadia Benali
Expérience
Auxiliaire de vie — ADMR du Loiret    2021 – 2026
- Accompagnement de 9 personnes âgées par semaine : aide au lever, toilette, repas
- Courses accompagnées et promenades dans le quartier`
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 20, lang: 'fr' }, NOW)
    for (const q of r.questions) {
      if (/accompagnement des personnes âgées/i.test(q.question))
        expect(q.answer).not.toMatch(/pratique de personnes dépendantes/i)
    }
    const asked = r.questions.find((q) => /accompagnement des personnes âgées/i.test(q.question))
    if (asked && /C’est cette pratique/.test(asked.answer))
      expect(asked.answer).toMatch(/pratique d’accompagnement des personnes âgées/)
  })
})

describe('the advice to quantify achievements', () => {
  it('quotes a whole line of a job, never a job’s header nor the tail of a wrapped bullet', () => {
    const jd = `Vendeur (H/F)
Profil : vente, encaissement, mise en rayon, relation client.`
    const cv = `Léo Martin
Expérience
Vendeur polyvalent – Bricomarché, Redon
2021 – 2025
- Conseil aux clients sur les rayons jardin et outillage, commandes entre la
réserve et les autres magasins du réseau
- Mise en rayon et balisage des promotions chaque semaine
- Encaissement et ouverture du magasin le samedi
Employé libre-service – Super U, Redon
2019 – 2021
- Réception des livraisons et rotation des produits frais`
    // (the line quoted varies with the inputs: every variant must quote a whole line)
    for (const name of ['Léo Martin', 'Inès Roy', 'Yanis Petit', 'Chloé Morel', 'Hugo Blanc', 'Lina Faure']) {
      const r = analyseLocally(
        { cvText: cv.replace('Léo Martin', name), jobDescription: jd, questionsCount: 3, lang: 'fr' },
        NOW,
      )
      const advice = r.suggestions.find((s) => /Chiffrez/.test(s.title))
      expect(advice).toBeDefined()
      const quoted = /«\s*([^»]+?)\s*»/.exec(advice?.description ?? '')?.[1]
      if (quoted) {
        expect(quoted).toMatch(/^\p{Lu}/u)
        expect(quoted).not.toMatch(/Bricomarché|Super U|entre la$/)
      }
    }
  })
})

describe('a public named as a requirement', () => {
  it('is said as the work with it, with the right article', () => {
    const jd = `Agent de service hospitalier (H/F)
Missions :
- Accompagnement des résidents
Profil :
- Expérience auprès du résident en EHPAD`
    const cv = `Awa Diallo
Expérience
Aide-soignante — EHPAD Les Lilas    2020 – 2026
- Aide à la toilette et aux repas de 12 résidents`
    const r = analyseLocally({ cvText: cv, jobDescription: jd, questionsCount: 20, lang: 'fr' }, NOW)
    const text = r.questions.map((q) => `${q.question} ${q.answer}`).join(' ')
    expect(text).not.toMatch(/de l’résident|pratiqué (?:les |le )?résidents?/)
  })
})

describe('a language asked at a level the CV does not show', () => {
  const JD_CAVE = `Caviste (H/F)
Missions :
- Vente et conseil en boutique
- Animation des dégustations
Profil :
- Anglais courant (B2 minimum)`
  const CV_CAVE = `Léa Martin
Expérience
Vendeuse caviste – Nicolas, Bordeaux, 2021 – 2025
- Dégustation, analyse sensorielle
- Vente conseil en boutique
Langues
Anglais : B1`
  it('is asked about as a language with the level the CV states, never as a skill not “practised”', () => {
    const fr = analyseLocally(
      { cvText: CV_CAVE, jobDescription: JD_CAVE, questionsCount: 5, lang: 'fr' },
      NOW,
    )
    const q = fr.questions.find((x) => x.question.startsWith("L'offre demande un niveau B2 en anglais"))
    expect(q?.answer).toContain('Mon CV indique un niveau B1 en anglais')
    expect(fr.questions.map((x) => x.answer).join('\n')).not.toMatch(/pratiqué (?:les |l’)?anglais/)
    expect(fr.suggestions.map((s) => s.title)).toContain('Précisez votre niveau en anglais')
    const en = analyseLocally(
      { cvText: CV_CAVE, jobDescription: JD_CAVE, questionsCount: 5, lang: 'en' },
      NOW,
    )
    expect(en.questions.map((x) => x.question)).toContain(
      'The job asks for English at B2. Where are you today?',
    )
  })
  it('quotes a CV line without its bullet', () => {
    const fr = analyseLocally(
      { cvText: CV_CAVE, jobDescription: JD_CAVE, questionsCount: 20, lang: 'fr' },
      NOW,
    )
    expect(fr.questions.map((x) => `${x.question}\n${x.answer}`).join('\n')).not.toMatch(/« [-•]/)
  })
})

describe('a field the offer asks one to know', () => {
  it('is answered as experience linked to it, not as a practice (“pratiqué les troubles…”)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Léa\nExpérience\nAnimatrice périscolaire – Ville de Rennes, 2019 – 2025\n- Encadrement de groupes de 12 enfants',
        jobDescription:
          'AESH (H/F)\nProfil recherché :\n- Connaissance des troubles du neurodéveloppement (TSA, TDAH, dys)\n- Travail en équipe',
        questionsCount: 20,
        lang: 'fr',
      },
      NOW,
    )
    const answers = r.questions.map((q) => q.answer).join('\n')
    expect(answers).not.toMatch(/pratiqué les troubles/)
    expect(answers).toMatch(/d’expérience professionnelle liée aux troubles du neurodéveloppement/)
  })
})

describe('an offer that names no post', () => {
  const CASHIER = `Jean Dupont\njean@example.com\nEXPÉRIENCE\nCaissière – Carrefour, Lyon\n2019 – 2025\n- Encaissement et accueil des clients\n- Tenue de caisse`
  const texts = (jobDescription: string, lang: 'fr' | 'en') =>
    analyseLocally({ cvText: CASHIER, jobDescription, questionsCount: 20, lang }, NOW)
      .questions.flatMap((q) => [q.question, q.answer])
      .join('\n')

  it('says “ce poste”, never “le poste de ce poste”', () => {
    const fr = texts(
      'Nous renforçons notre équipe.\nMissions :\n- Accueil des clients\n- Encaissement\n- Prise de rendez-vous',
      'fr',
    )
    expect(fr).toMatch(/ce poste/)
    expect(fr).not.toMatch(/(?:poste|métier) de ce poste|[Cc]e poste de ce poste|votre poste de ce poste/)
  })

  it('links a CV line to “ce poste” when no skill is named beside it', () => {
    const fr = messagesFor('fr')
    const said = fr.questions.lineAnswer({ line: 'Tenue de caisse', strengths: [], role: fr.thisRole })
    expect(said).toContain('directement à ce poste')
    expect(said).not.toMatch(/poste de ce poste/)
  })

  it('says “this role”, never “the this role role”', () => {
    const en = texts(
      'We are growing our team.\nDuties:\n- Greet clients\n- Cash handling\n- Book appointments',
      'en',
    )
    expect(en).toMatch(/this (?:role|line of work|position)/)
    expect(en).not.toMatch(/this role (?:role|line|position)|(?:the|your|this) this role/i)
  })
})

describe('an English mission the CV does not show', () => {
  it('is said as an activity in the answers, never as a tool one has not used', () => {
    const r = analyseLocally(
      {
        cvText:
          'Tom Reed\ntom@example.com\nEXPERIENCE\nSales Executive – Surrey Hills Motors\nMar 2022 – Present\n- Negotiated on price and part-exchange values\n- Handled finance paperwork',
        jobDescription:
          'Sales Negotiator\nDuties:\n- Register buyers and book viewings\n- Progress sales through to completion\n- Negotiation skills',
        questionsCount: 20,
        lang: 'en',
      },
      NOW,
    )
    const text = r.questions.map((q) => q.answer).join('\n')
    expect(text).not.toMatch(/used Register buyers|progress sales through\b(?! to)/i)
    expect(r.missingSkills.join(' | ')).not.toMatch(/through$/)
  })
})

describe('a tool the offer names in words of its own', () => {
  const r = analyseLocally(
    {
      cvText:
        'Yann Le Goff\nExpérience\n2017 – 2026 Chef d’équipe entretien, Jardins d’Armor\n- Tonte, taille de haies, débroussaillage\n- Suivi des chantiers sur tablette (logiciel Kizeo)\nCompétences\nWord, Excel',
      jobDescription:
        'Moniteur d’atelier espaces verts\nProfil :\n- Aisance avec l’informatique (suivi sur logiciel)\n- Excel avancé\n- Entretien des espaces verts',
      questionsCount: 10,
      lang: 'fr',
    },
    NOW,
  )
  const said = r.questions.map((q) => `${q.question} ${q.answer}`)
  it('says it as a common noun mid-sentence, a tool’s name as written', () => {
    expect(said.join('\n')).toMatch(/aisance avec l’informatique/)
    expect(said.join('\n')).not.toMatch(/[a-zé,] Aisance avec/)
    expect(said.join('\n')).not.toMatch(/l’excel|l'excel/i)
  })
})

describe('what an answer quotes as proof', () => {
  const run = (cvText: string, jobDescription: string) =>
    analyseLocally({ cvText, jobDescription, questionsCount: 10, lang: 'fr' }, NOW)
  it('quotes the line that shows an umbrella by what it covers (‘Pack Office’ by ‘Word, Excel’)', () => {
    const r = run(
      'Nora\nExpérience\n2020 – 2026 Préparatrice de commandes, Logistique Champagne\n- Préparation de 900 lignes par poste au scanner\nCompétences\nWord, Excel',
      'Employé administratif\nProfil :\n- Pack Office\n- Classement',
    )
    const answers = r.questions.map((q) => q.answer).join('\n')
    expect(answers).toContain('« Word, Excel »')
    expect(answers).not.toMatch(/situation réelle/)
  })
  it('never quotes a wish as proof of a skill', () => {
    const r = run(
      'Awa\nProfil\nAprès 4 ans en EHPAD, je souhaite accompagner les personnes âgées chez elles.\nExpérience\n2021 – 2026 Agent de service hospitalier, EHPAD Les Glycines\n- Bionettoyage des chambres\n- Aide à la toilette des résidents',
      'Aide à domicile\nProfil :\n- Accompagnement des personnes âgées\n- Aide à la toilette',
    )
    expect(r.questions.map((q) => q.answer).join('\n')).not.toMatch(/mon CV le dit : « Après 4 ans/)
  })
  it('never reads the post a CV is looking for as a skill it shows', () => {
    const r = run(
      'Paul Martin\nPOSTE RECHERCHÉ : GARDIEN D’IMMEUBLE\nExpérience\n2023 – 2026 Agent d’entretien, Lyon Habitat\n- Nettoyage des halls et cages d’escalier',
      'Gardien d’immeuble\nProfil :\n- Gardiennage',
    )
    expect(r.matchedSkills).not.toContain('Gardiennage')
    expect(r.questions.map((q) => q.answer).join('\n')).not.toMatch(/POSTE RECHERCHÉ/)
  })
})

describe('questions on experience as such', () => {
  it('asks no ‘bonnes pratiques’ of an experience (‘Expérience commerciale’)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Léa\nExpérience\n2019 – 2025 Conseillère de vente, Banque Populaire\n- Vente de produits d’épargne et de crédits, 25 contrats par mois',
        jobDescription:
          'Conseiller clientèle\nProfil :\n- Première expérience commerciale réussie\n- Sens du résultat',
        questionsCount: 10,
        lang: 'fr',
      },
      NOW,
    )
    expect(r.matchedSkills).toContain('Expérience commerciale')
    expect(r.questions.map((q) => q.question).join('\n')).not.toMatch(
      /en expérience commerciale|l’expérience commerciale \?/,
    )
  })
})
