/**
 * Table tests of the interview bank (data/packs/interview-bank.json) and of the answers built from
 * it: first-person answers, never advice on how one would answer; a sentence the CV cannot back is
 * left out; trade questions chosen by the offer's title; working hours never said as a mission.
 */
import { describe, expect, it } from 'vitest'
import { analyseLocally } from './index.ts'
import { BANK, familyOf, fillAnswer, fillOne } from './interview-bank.ts'

const NOW = new Date('2026-11-01T00:00:00Z')

describe('fillAnswer', () => {
  it('leaves out a sentence whose slot is empty and says the first alternative that fills', () => {
    const answer = ['Je suis {role}.', 'Par exemple, {example}', ['Je travaille {skill}.', 'Je progresse.']]
    expect(fillAnswer(answer, { role: 'soudeur' })).toBe('Je suis soudeur. Je progresse.')
    expect(fillAnswer(answer, { role: 'soudeur', skill: 'le TIG', example: 'chez X, j’ai soudé.' })).toBe(
      'Je suis soudeur. Par exemple, chez X, j’ai soudé. Je travaille le TIG.',
    )
    expect(fillOne('Votre {skill} ?', {})).toBeNull()
  })

  it('every answer of the bank still says something with no CV facts at all', () => {
    const all = [
      ...BANK.behavioural,
      ...BANK.generic,
      BANK.softSkill,
      ...BANK.families.flatMap((f) => f.questions),
    ]
    for (const q of all)
      for (const lang of ['fr', 'en'] as const) {
        const said = fillAnswer(q.answer[lang], { role: 'x', strengths: 'y' })
        // the soft-skill answer needs the role at least; every other one stands on its own
        expect(said.length, q.question[lang]).toBeGreaterThan(40)
      }
  })
})

describe('familyOf', () => {
  it.each([
    ['Chauffeur poids lourd SPL H/F', 'transport'],
    ['Préparateur de commandes cariste', 'warehouse'],
    ['Aide-soignant(e) en EHPAD', 'care'],
    ['AESH – accompagnant d’élèves en situation de handicap', 'education'],
    ['Teaching assistant', 'education'],
    ['Agent de sécurité magasin', 'security'],
    ['Chef de rayon frais', 'retail'],
    ['Chef de partie', 'hospitality'],
    ['Réceptionniste de nuit – hôtel 4*', 'hospitality'],
    ['Technicien support informatique', 'digital'],
    ['Soudeur TIG', 'trades'],
    ['Comptable général', 'office'],
    ['Électricien chef d’équipe', 'trades'],
    ['Conducteur de travaux second œuvre', 'trades'],
    ['Dental assistant', 'care'],
    ['Assistante de vie', 'care'],
    // the children a crèche or a children's home looks after are no patients
    ['Auxiliaire petite enfance H/F – Micro-crèche Les P’tits Loups', 'childcare'],
    ['Auxiliaire de puériculture', 'childcare'],
    ["Residential Children's Support Worker", 'childcare'],
    ['Nursery Practitioner', 'childcare'],
    ['Technicien support N1/N2', 'digital'],
    ['Secrétaire médical(e)', 'office'],
    ['Logistics Coordinator', 'office'],
    ['Medical receptionist', 'office'],
    ['Product Designer (UX/UI)', 'design'],
    ['Graphiste PAO', 'design'],
    ['Directrice artistique', 'design'],
    ['Dessinateur projeteur', undefined],
    ['Agent logistique', 'warehouse'],
    ['Chauffeur-livreur VL', 'transport'],
    ['Agent de quai / Manutentionnaire', 'warehouse'],
    ['Conducteur de ligne de production', 'trades'],
    // an animal's nurse is asked no question about patients who refuse care
    ['Registered Veterinary Nurse', undefined],
    ['Technicien(ne) paie et administration du personnel', 'office'],
    ['Infirmier(ère) de bloc', 'care'],
    ['Astronaute', undefined],
    // farm and garden work is no building site ('ouvrier' alone is)
    ['Ouvrier apicole (H/F) – CDI', 'agriculture'],
    ['Ouvrier viticole', 'agriculture'],
    ['Jardinier paysagiste', 'agriculture'],
    ['Farm Worker – Dairy', 'agriculture'],
    ['Ouvrier du bâtiment', 'trades'],
    // an airport's ground handling is asked about the apron, not about a shop's aggressive visitor
    ['Agent de piste / bagagiste H/F', 'airport'],
    ['Ramp Agent', 'airport'],
    // a hospital's medical coder gives no care: asked no question about a patient refusing it
    ["Technicien d'information médicale (TIM) H/F", 'office'],
    ['Clinical Coder', 'office'],
    // a school's special-needs coordinator is asked about pupils, not about customers
    ['SENCo - Primary School - Leeds (LS9)', 'education'],
    ['Learning Support Assistant', 'education'],
    // a French 'chef' before its complement is a rank in that trade, no cook ('Chef de partie' is)
    ['Artificier chef de tir (H/F) – CDD saisonnier', undefined],
    ['Chef de culture arboricole', 'agriculture'],
    ['Chef de projet événementiel', undefined],
    ['Chef de partie', 'hospitality'],
    ['Chef de rayon frais', 'retail'],
    ["Chef d'équipe logistique", 'warehouse'],
    // a workshop craft is asked about its pieces and its bench, not a building site's questions; a
    // painting's conservator serves no meals, a watch repairer ('rhabilleur') is no HR clerk
    ['Sertisseur / sertisseuse haute joaillerie', 'crafts'],
    ['Conservateur-restaurateur de peintures (F/H)', 'crafts'],
    ['Horloger rhabilleur', 'crafts'],
    ['Piano Tuner Technician', 'crafts'],
    ['Tonnelier', 'crafts'],
    ['Assistante RH', 'office'],
    ['Serveur / Serveuse', 'hospitality'],
    // an engineer of a trade is asked about its sites, not about bugs in production; a 'commissaire'
    // and a 'commissioning' engineer are no kitchen's 'commis'
    ['Plumbing & Heating Engineer', 'trades'],
    ['Gas Engineer – Domestic Boilers', 'trades'],
    ['BESS Commissioning Engineer', 'trades'],
    ['Software Engineer', 'digital'],
    ['Site Reliability Engineer', 'digital'],
    ['Clerc de commissaire de justice', undefined],
    ['Commis de cuisine', 'hospitality'],
    // a business developer sells, a vet's receptionist books appointments, a train's 'chefs de bord'
    // serve no meals, a camera operator writes no code
    ['Business Developer SaaS B2B', 'office'],
    ['Développeur commercial', 'office'],
    ['Veterinary Receptionist', 'office'],
    ['Chefs de bord / Contrôleurs', undefined],
    ['Cadreur / Cadreuse', undefined],
    // a laboratory's animal technician isolates no installation; a pharmacy's or a dentist's
    // technician is a carer's colleague
    ['Animal Technician', undefined],
    ['Technicien de laboratoire', undefined],
    ['Pharmacy Technician', 'care'],
    ['HVAC Service Technician', 'trades'],
    // (a pension adviser, a sleep lab's technician, a cargo-bike courier, a product owner are no
    // building-site trades)
    ['Technicien Conseil Retraite', undefined],
    ['Technicien(ne) du sommeil', undefined],
    ['Technicien(ne) de maintenance', 'trades'],
    ['Coursier à vélo cargo', 'transport'],
    ['Product Owner', undefined],
  ])('%s → %s', (title, family) => {
    expect(familyOf(title)?.key).toBe(family)
  })

  it('reads no care work in a medical sales or information post', () => {
    for (const title of ['Délégué médical', 'Visiteuse médicale', 'Medical Information Officer'])
      expect(familyOf(title)?.key).not.toBe('care')
  })
})

const GUARD_JD = `Agent de sécurité magasin (H/F)
Missions :
- Rondes et contrôle d'accès
Profil :
- CQP APS obligatoire
- Carte professionnelle CNAPS exigée
Conditions : CDI, travail de nuit et le week-end`

const GUARD_CV = `Moussa Diallo
Agent de sécurité
Expériences
Agent de sécurité – Groupe Onet Sécurité – 2019 – 2024
- Rondes de prévention et contrôle d'accès sur site logistique
- Gestion des conflits avec la clientèle à l'entrée
- Travail de nuit et le week-end
Formation
2019 – CQP Agent de prévention et de sécurité (APS)
Carte professionnelle CNAPS valide jusqu'en 2027`

const DESCRIBING =
  /\b(je partirais|j'utiliserais|j’utiliserais|je décrirais|je montrerais|je répondrais|je relierais|je reprendrais|i would start|i would use|i would describe|i would show|i would answer)\b/i

describe('model answers', () => {
  it('answer in the first person, ask about the trade, and never say working hours as a mission', () => {
    const r = analyseLocally(
      { cvText: GUARD_CV, jobDescription: GUARD_JD, questionsCount: 8, lang: 'fr' },
      NOW,
    )
    const text = r.questions.map((q) => `${q.question} ${q.answer}`).join('\n')
    expect(text).not.toMatch(DESCRIBING)
    expect(text).not.toMatch(/parmi mes missions : travail de nuit/i)
    expect(r.questions.some((q) => /personne agressive|levée de doute/.test(q.question))).toBe(true)
    const cqp = r.questions.find((q) => /CQP APS/.test(q.question))
    expect(cqp?.answer).toMatch(/« 2019 – CQP Agent de prévention/)
  })

  it('in English when asked, from the same bank', () => {
    const r = analyseLocally(
      { cvText: GUARD_CV, jobDescription: GUARD_JD, questionsCount: 8, lang: 'en' },
      NOW,
    )
    const text = r.questions.map((q) => `${q.question} ${q.answer}`).join('\n')
    expect(text).not.toMatch(DESCRIBING)
    expect(text).not.toMatch(/\b(je|vous|votre|parmi)\b/i)
  })

  it('a career change is said as one, not as the continuation of the same work', () => {
    const cook = `Julien Petit
Chef de partie
Expériences
Chef de partie – Brasserie du Nord – 2015 – 2025
- Mise en place et envoi jusqu'à 220 couverts par service
- Formation de 2 commis`
    const jd = `Comptable général H/F
Profil :
- Tenue de la comptabilité générale jusqu'au bilan
- Déclarations de TVA
- Maîtrise de Sage`
    const r = analyseLocally({ cvText: cook, jobDescription: jd, questionsCount: 5, lang: 'fr' }, NOW)
    const motivation = r.questions.find((q) => /vous intéresse/.test(q.question))
    expect(motivation?.answer).toMatch(/m’orienter vers le métier/)
    expect(motivation?.answer).not.toMatch(/prolonge ce que je fais/)
  })
})

describe('a behavioural answer in the trade’s own terms', () => {
  it('a nurse prioritises by the patient’s condition, not by a customer who is waiting', () => {
    const r = analyseLocally(
      {
        cvText:
          'Léa Martin\nlea@example.com\nExpérience\nInfirmière — CHU de Nantes, 2018 – 2026\n- Accueil et tri des patients aux urgences',
        jobDescription:
          'Infirmier(ère) aux urgences (H/F)\nMissions :\n- Tri des patients\n- Soins d’urgence',
        questionsCount: 20,
        lang: 'fr',
      },
      NOW,
    )
    const priorities = r.questions.find((q) => /priorités/.test(q.question))
    expect(priorities?.answer).toMatch(/état de la personne/)
    expect(priorities?.answer).not.toMatch(/client qui attend/)
  })
})

describe('the trade’s own way of doing it', () => {
  const jd =
    'Serveur / Serveuse (H/F)\nMissions :\n- Service en salle et en terrasse\n- Encaissement\nProfil :\n- 1 an d’expérience en service en salle'
  const priorities = (cvText: string) =>
    analyseLocally({ cvText, jobDescription: jd, questionsCount: 20, lang: 'fr' }, NOW).questions.find((q) =>
      /plusieurs priorités/.test(q.question),
    )?.answer ?? ''

  it('is said by someone of the trade, not by a saleswoman moving into it', () => {
    const waiter = priorities(
      'Léa\nlea@example.com\nExpérience\nServeuse — Brasserie du Lac — 2019 – 2026\n- Service en salle de 80 couverts, encaissement',
    )
    const seller = priorities(
      'Léa\nlea@example.com\nExpérience\nConseillère de vente — Boutique Rip Curl — 2019 – 2026\n- Encaissement et clôture de caisse, accueil de la clientèle',
    )
    expect(waiter).toMatch(/En plein service/)
    expect(seller).not.toMatch(/En plein service|la salle ou la cuisine/)
  })
})

describe('a designer’s interview', () => {
  it('asks about the portfolio and a rejected proposal, never a developer’s production bug', () => {
    const r = analyseLocally(
      {
        cvText:
          'Marta Lopez\nmarta@example.com\nExpérience\nUX designer — Studio Nova, 2020 – 2026\n- Refonte du parcours de réservation : conversion +18 %\n- Tests utilisateurs avec 12 clients\nCompétences\nFigma, prototypage',
        jobDescription:
          'UX Designer (H/F)\nMissions :\n- Concevoir les parcours et les maquettes\n- Mener des tests utilisateurs\nProfil :\n- Figma\n- 3 ans d’expérience',
        questionsCount: 20,
        lang: 'fr',
      },
      new Date('2026-11-01T00:00:00Z'),
    )
    const asked = r.questions.map((q) => q.question).join(' | ')
    expect(asked).toMatch(/projet de votre portfolio/)
    expect(asked).toMatch(/rejette votre proposition/)
    expect(asked).not.toMatch(/problème en production/)
    const portfolio = r.questions.find((q) => /portfolio/.test(q.question))
    // told with the CV's own experience
    expect(portfolio?.answer).toMatch(/studio Nova, où j’étais UX designer/)
  })
})

describe('the agriculture family, landscapers included', () => {
  it('says what cannot wait as living things a landscaper also tends, not only animals and a harvest', () => {
    const r = analyseLocally(
      {
        cvText:
          'Camille Roussel\nExpériences\nPaysagiste – Atelier Jardins d’Erdre – 2019 – 2025\n- Plantation des massifs, taille, tonte et arrosage\n- Chiffrage des devis',
        jobDescription:
          'Jardinier paysagiste (H/F)\nMissions :\n- Plantation et entretien des massifs\n- Taille des haies\nProfil :\n- Permis B',
        questionsCount: 5,
        lang: 'fr',
      },
      NOW,
    )
    const said = r.questions.map((q) => q.answer).join(' ')
    expect(said).not.toMatch(/les animaux, une récolte mûre/)
    expect(said).toMatch(/plantations/)
  })
})

describe('the technical questions', () => {
  it('ask about the trade’s own skills before an office tool (‘Pack Office’ asked last)', () => {
    const r = analyseLocally(
      {
        cvText:
          'Marc Petit\nExpériences\nTechnicien RP – Nucleos Services – 2019 – 2025\n- Contrôles radiologiques et cartographies en zone contrôlée\n- Suivi dosimétrique des intervenants\n- Comptes rendus sous Word et Excel',
        jobDescription:
          'Technicien radioprotection (H/F)\nMissions :\n- Réaliser les contrôles radiologiques\n- Assurer le suivi dosimétrique des intervenants\nProfil :\n- Maîtrise du Pack Office indispensable',
        questionsCount: 5,
        lang: 'fr',
      },
      NOW,
    )
    const technical = r.questions.filter((q) => q.category === 'technical').map((q) => q.question)
    expect(technical[0]).toBeDefined()
    expect(technical[0]).not.toMatch(/Pack Office|bureautique/i)
  })
})
