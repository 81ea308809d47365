/** Table tests of the writer's grammar: elision, numbers, plurals, skill names mid-sentence. */
import { describe, expect, it } from 'vitest'
import {
  agree,
  applyElision,
  asActivity,
  atPlace,
  countOf,
  credentialWithArticle,
  elisionErrors,
  formatNumber,
  gerundOf,
  midSentence,
  namedMidSentence,
  nounOfAction,
  similarRoleNamed,
  withArticle,
  yearsCount,
} from './grammar.ts'

describe('applyElision', () => {
  it.each([
    ['votre CV ne montre pas de adresse e-mail', 'votre CV ne montre pas d’adresse e-mail'],
    ['accueil/le hôpital, 2019–de adresse', 'accueil/l’hôpital, 2019–d’adresse'],
    ['rendre compte à la hiérarchie', 'rendre compte à la hiérarchie'],
    ['un poste de Infirmier(ère)', 'un poste d’Infirmier(ère)'],
    ['le anglais', 'l’anglais'],
    ['la expérience', 'l’expérience'],
    ['je ai encadré', 'j’ai encadré'],
    ['que il faut', 'qu’il faut'],
    ['si il le faut', 's’il le faut'],
    ['si elle le veut', 'si elle le veut'],
    ['ne utilise pas', 'n’utilise pas'],
    ['de Excel et de SQL', 'd’Excel et de SQL'],
    ['de hygiène', 'd’hygiène'],
    ['le hôpital', 'l’hôpital'],
    ['de haut niveau', 'de haut niveau'],
    ['le hall', 'le hall'],
    ['la hiérarchie', 'la hiérarchie'],
    ['de 11 étudiants', 'de 11 étudiants'],
    ['de yoga', 'de yoga'],
    ['jusque à', 'jusqu’à'],
    ['De Excel', 'D’Excel'],
    ['Parlez de « Excel »', 'Parlez de « Excel »'],
    ['the data of a client', 'the data of a client'],
    ['Placez-la en haut du CV', 'Placez-la en haut du CV'],
    ['Indiquez-le avec sa date', 'Indiquez-le avec sa date'],
  ])('%s → %s', (input, expected) => {
    expect(applyElision(input)).toBe(expected)
    expect(elisionErrors(applyElision(input))).toEqual([])
  })

  it('counts what it would fix', () => {
    expect(elisionErrors('pas de adresse, que il, le hall')).toEqual(['de adresse', 'que il'])
  })
})

describe('numbers and plurals', () => {
  it.each([
    [7.5, 'fr', '7,5'],
    [7.5, 'en', '7.5'],
    [21.46, 'fr', '21,5'],
    [4, 'fr', '4'],
  ] as const)('%s in %s → %s', (n, lang, expected) => {
    expect(formatNumber(n, lang)).toBe(expected)
  })

  it.each([
    [1, 'fr', '1 an'],
    [1.5, 'fr', '1,5 an'],
    [4, 'fr', '4 ans'],
    [7.5, 'fr', '7,5 ans'],
    [1, 'en', '1 year'],
    [4, 'en', '4 years'],
    [0.5, 'en', '0.5 years'],
  ] as const)('%s in %s → %s', (n, lang, expected) => {
    expect(countOf(n, lang === 'fr' ? 'an' : 'year', lang === 'fr' ? 'ans' : 'years', lang)).toBe(expected)
  })

  it.each([
    [4, 'fr', '4 ans'],
    [7.5, 'en', '7.5 years'],
    // less than a year is said in months
    [0.5, 'en', '6 months'],
    [0.5, 'fr', '6 mois'],
    [0.25, 'fr', '3 mois'],
    // a quarter past the years is said in months
    [2.75, 'fr', '2 ans et 9 mois'],
    [1.25, 'fr', '1 an et 3 mois'],
    [4.75, 'en', '4 years and 9 months'],
  ] as const)('a duration of %s years in %s → %s', (n, lang, expected) => {
    expect(yearsCount(n, lang)).toBe(expected)
  })
})

describe('agree', () => {
  it.each([
    [1, 'fr', 'repéré'],
    [1.5, 'fr', 'repéré'],
    [2, 'fr', 'repérés'],
    [0, 'fr', 'repéré'],
    [1, 'en', 'it'],
    [0, 'en', 'them'],
    [3, 'en', 'them'],
  ] as const)('%s in %s → %s', (n, lang, expected) => {
    expect(agree(n, lang === 'fr' ? 'repéré' : 'it', lang === 'fr' ? 'repérés' : 'them', lang)).toBe(expected)
  })
})

describe('midSentence', () => {
  it.each([
    ['Gestion de projet', 'gestion de projet'],
    ['Encadrement', 'encadrement'],
    ['Anglais', 'anglais'],
    // (a country is a name: 'le Vietnam', 'the Middle East')
    ['Vietnam', 'Vietnam'],
    ['Thaïlande', 'Thaïlande'],
    ['Middle East', 'Middle East'],
    ['SQL', 'SQL'],
    ['NetSuite', 'NetSuite'],
    ['JavaScript', 'JavaScript'],
    ['Google Analytics', 'Google Analytics'],
    ['CACES R489', 'CACES R489'],
    ['Permis CE', 'permis CE'],
    // (a title written in title case keeps it)
    ['Co-Founder & CTO', 'Co-Founder & CTO'],
    ['Aide-soignante', 'aide-soignante'],
  ])('%s → %s', (label, expected) => {
    expect(midSentence(label)).toBe(expected)
  })

  it('keeps a name the caller marks as one (a tool or brand of the lexicon)', () => {
    expect(midSentence('Excel', true)).toBe('Excel')
    expect(midSentence('Power BI', true)).toBe('Power BI')
    expect(midSentence('Excel')).toBe('excel')
  })
})

describe('withArticle', () => {
  it('says a country with its article and its capital', () => {
    expect(withArticle('Vietnam')).toBe('le Vietnam')
    expect(withArticle('Thaïlande')).toBe('la Thaïlande')
    expect(withArticle('Espagne')).toBe('l’Espagne')
    expect(withArticle('Cambodge')).toBe('le Cambodge')
  })
  it.each([
    ['comptabilité générale', 'la comptabilité générale'],
    ['encaissement', 'l’encaissement'],
    ['maçonnerie', 'la maçonnerie'],
    ['soins infirmiers', 'les soins infirmiers'],
    ['montage', 'le montage'],
    ['hygiène', 'l’hygiène'],
    ['Excel', 'Excel'],
    ['Permis CE', 'Permis CE'],
    ['permis CE', 'le permis CE'],
    ['alimentation du DMP', 'l’alimentation du DMP'],
    ['petite enfance', 'la petite enfance'],
    ['livraison', 'la livraison'],
    ['collecte en porte-à-porte', 'la collecte en porte-à-porte'],
    ['récolte', 'la récolte'],
    ['traite des vaches', 'la traite des vaches'],
    ['plonge', 'la plonge'],
    ['verre', 'le verre'],
    ['banque', 'la banque'],
    ['zone de triage', 'la zone de triage'],
    ['rigueur', 'la rigueur'],
    // (the guarding, not the guard: 'la garde quotidienne du troupeau')
    ['garde en estive', 'la garde en estive'],
    ['sens de l’organisation', 'le sens de l’organisation'],
    ['dispositifs d’insertion', 'les dispositifs d’insertion'],
    ['activités d’éveil', 'les activités d’éveil'],
    ['comité de direction', 'le comité de direction'],
    ['génie climatique', 'le génie climatique'],
    ['carte conducteur', 'la carte conducteur'],
    ['conquête de nouveaux clients', 'la conquête de nouveaux clients'],
    ['mon espace santé', 'mon espace santé'],
    // nouns in -che are feminine, but for a few
    ['recherche booléenne', 'la recherche booléenne'],
    ['fiche de poste', 'la fiche de poste'],
    ['reproche', 'le reproche'],
    // and in -sse
    ['caisse', 'la caisse'],
    ['tenue de caisse', 'la tenue de caisse'],
    // feminine nouns of other endings (fr-gender.json feminineOther)
    ['base de connaissances', 'la base de connaissances'],
    ['clientèle internationale', 'la clientèle internationale'],
    ['charge de travail', 'la charge de travail'],
    ['commande vocale', 'la commande vocale'],
    // a mission in the infinitive is said by its noun of action
    ["Encadrer l'équipe", "l’encadrement de l'équipe"],
    ['Distribuer lettres', 'la distribution de lettres'],
    ['Animer des ateliers', 'l’animation d’ateliers'],
    ['Suivre le planning', 'le suivi du planning'],
    ['Nager 100 m', 'la nage de 100 m'],
    // (a noun ending in -er is no infinitive)
    ['dossier patient', 'le dossier patient'],
  ])('%s → %s', (noun, said) => {
    expect(withArticle(noun)).toBe(said)
  })
})

describe('credentialWithArticle', () => {
  it.each([
    ['Permis CE', 'le permis CE'],
    ['Habilitation électrique BR', 'l’habilitation électrique BR'],
    ['Titre d’assistant(e) dentaire', 'le titre d’assistant(e) dentaire'],
    ['Carte professionnelle T', 'la carte professionnelle T'],
    ['CACES R482 cat. B1', 'le CACES R482 cat. B1'],
    ['ADR', 'l’ADR'],
    ['Bac+2 commercial', 'un Bac+2 commercial'],
    ['Anglais courant', 'Anglais courant'],
  ])('%s → %s', (name, said) => {
    expect(credentialWithArticle(name)).toBe(said)
  })
})

describe('atPlace', () => {
  it.each([
    ['Geodis', 'chez Geodis'],
    ['Centre d’imagerie médicale du Lez', 'au centre d’imagerie médicale du Lez'],
    ['Clinique Saint-Joseph', 'à la clinique Saint-Joseph'],
    ['Hôpital privé Drôme-Ardèche', 'à l’hôpital privé Drôme-Ardèche'],
    ['CHU de Rennes', 'au CHU de Rennes'],
    ['EHPAD Les Lilas', 'à l’EHPAD Les Lilas'],
    ['Micro-crèche « Les Petits Pas »', 'à la micro-crèche « Les Petits Pas »'],
    ['Bistrot des Halles', 'au bistrot des Halles'],
    ['Point P', 'chez Point P'],
    // a place where no one named was worked for (an independent's 'Paris / Île-de-France')
    ['Paris / Île-de-France', 'à Paris / Île-de-France'],
    ['Bretagne', 'en Bretagne'],
    ['Lyon Part-Dieu Services', 'chez Lyon Part-Dieu Services'],
    // a 'Maison' named by a capital is a brand; a house of its kind stays a place
    ['Maison Aloé', 'chez Maison Aloé'],
    ['Maison de retraite Les Tilleuls', 'à la maison de retraite Les Tilleuls'],
  ])('%s → %s', (employer, said) => {
    expect(atPlace(employer)).toBe(said)
  })
})

describe('namedMidSentence', () => {
  it.each([
    ['Alimentation du DMP', 'alimentation du DMP'],
    ['Vente B2B', 'vente B2B'],
    ['Permis B', 'permis B'],
    ['Google Analytics', 'Google Analytics'],
    ['ISO 9001', 'ISO 9001'],
    ['Gestion de projet', 'gestion de projet'],
  ])('%s → %s', (label, said) => {
    expect(namedMidSentence(label)).toBe(said)
  })
})

describe('an English mission said as an activity', () => {
  it.each([
    ['Register buyers', 'registering buyers'],
    ['Qualify applicants', 'qualifying applicants'],
    ['Load and unload trailers', 'loading and unloading trailers'],
    ['Take the payments', 'taking the payments'],
    ['Greet clients', 'greeting clients'],
    ['Store management', null],
    ['Plant operation', null],
    ['Care assistants', null],
    ['Support client', null],
    ['Plan de charge', null],
    ['Excel', null],
  ])('%s → %s', (label, said) => {
    expect(asActivity(label)).toBe(said)
  })
  it.each([
    ['generate', 'generating'],
    ['plan', 'planning'],
    ['tie', 'tying'],
    ['register', 'registering'],
    ['see', 'seeing'],
  ])('%s → %s', (verb, form) => {
    expect(gerundOf(verb)).toBe(form)
  })
})

describe('nounOfAction of a verb said to vous', () => {
  it('names the present and the future said to vous by the noun of action', () => {
    expect(nounOfAction('Encadrez une équipe')).toBe('encadrement d’équipe')
    expect(nounOfAction('Animerez les ateliers')).toBe('animation des ateliers')
    expect(nounOfAction('Assez')).toBe('Assez')
  })
})

describe('similarRoleNamed', () => {
  it('says which role a years clause means by ‘a similar role’: the offer’s, without its rank', () => {
    expect(
      similarRoleNamed('2 ans sur un poste similaire', 'Opérateur confirmé en traitement thermique', 'fr'),
    ).toBe('2 ans sur un poste similaire (opérateur en traitement thermique)')
    expect(
      similarRoleNamed("3 ans d'expérience sur un poste similaire", 'Assistant(e) de gestion PME', 'fr'),
    ).toBe("3 ans d'expérience sur un poste similaire (assistant de gestion PME)")
    expect(similarRoleNamed('2+ years of experience in a similar role', 'Staff Accountant', 'en')).toBe(
      '2+ years of experience in a similar role (Staff Accountant)',
    )
  })
  it('leaves a clause that names its field, or an offer without a title, as written', () => {
    expect(similarRoleNamed("2 ans d'expérience en vente", 'Vendeur', 'fr')).toBe(
      "2 ans d'expérience en vente",
    )
    expect(similarRoleNamed('2 ans sur un poste similaire', null, 'fr')).toBe('2 ans sur un poste similaire')
  })
})
