/**
 * The small grammar the engine's writer needs, in one place (issue 10): French elision
 * ('de adresse' → 'd’adresse', 'que il' → 'qu’il', 'le anglais' → 'l’anglais', none before an aspirated
 * h: 'de haut niveau'), numbers with a decimal comma in French ('7,5 ans'), singular and plural
 * ('1 an', '4 ans'), and skill names lower-cased mid-sentence when they are common nouns
 * ('la gestion de projet', but 'Excel', 'SQL', 'NetSuite', 'Power BI' unchanged).
 */
import { readFileSync } from 'node:fs'
import { JOB_READING } from './job-reading-pack.ts'
import { lowerPlain, MONTH_NAME_WORD, monthOf, stripAccents } from './text.ts'
import { WRITER_VERBS } from './writer-verbs-pack.ts'

const H_ASPIRE: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(new URL('./data/packs/fr-h-aspire.json', import.meta.url), 'utf8')) as {
      words: string[]
    }
  ).words,
)

/** Nouns whose gender or number their ending does not tell (data/packs/fr-gender.json). */
const GENDER = JSON.parse(readFileSync(new URL('./data/packs/fr-gender.json', import.meta.url), 'utf8')) as {
  singularInS: string[]
  feminineInEur: string[]
  feminineOther: string[]
  masculineWithFeminineEnding: string[]
}
/** Nouns ending like a plural that are singular ('le sens de l’organisation', 'le temps partiel'). */
const SINGULAR_IN_S: ReadonlySet<string> = new Set(GENDER.singularInS)
/** Abstract nouns in -eur are feminine ('la rigueur', 'la valeur'); agents in -eur are not. */
const FEMININE_EUR: ReadonlySet<string> = new Set(GENDER.feminineInEur)
/** Feminine nouns of other endings ('la base de connaissances', 'la clientèle', 'la charge'). */
const FEMININE_OTHER: ReadonlySet<string> = new Set(GENDER.feminineOther)
/** Masculine nouns with a feminine ending ('le comité', 'le génie climatique', 'le lycée'). */
const MASCULINE_IN_FEMININE_END: ReadonlySet<string> = new Set(GENDER.masculineWithFeminineEnding)

/** Words that lose their vowel before a vowel or a mute h. 'si' only before 'il(s)'. */
const ELIDING = ['de', 'le', 'la', 'que', 'je', 'ne', 'me', 'se', 'te', 'jusque', 'lorsque', 'puisque']
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i
const APOSTROPHE = '’'

/** Whether a French word is pronounced with a vowel at its start (so a preceding 'de' elides). */
export function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase().replace(/^[«"“(]+/, '')
  if (VOWEL.test(w)) return !/^(yaourt|yoga|yacht|yéti|yo-yo|onze|onzième|ouistiti)/.test(w)
  if (w.startsWith('h')) {
    const bare = w.replace(/[^a-zàâäéèêëîïôöùûüœæç'-].*$/, '')
    return !H_ASPIRE.has(bare) && !H_ASPIRE.has(bare.replace(/s$/, ''))
  }
  return false
}

// Any character but a letter or an apostrophe before the eliding word ('2019–de', 'accueil/le'), as
// the writing check reads it (eval/writing.ts).
const ELISION_RE = new RegExp(
  // (not a pronoun after its verb's hyphen: 'Placez-la en haut', 'Indiquez-le avec')
  `(^|(?<![\\p{L}'’-]))(${ELIDING.join('|')}|si)\\s+(?=([A-Za-zÀ-ÖØ-öø-ÿŒœÆæ][^\\s,;:.!?)»”"]*))`,
  'giu',
)

/** Applies French elision to a whole text: every eliding word before a vowel or a mute h. */
export function applyElision(text: string): string {
  return text.replace(ELISION_RE, (match, before: string, word: string, next: string) => {
    const lower = word.toLowerCase()
    // an acronym is no article ('DE IBODE', the diploma's initials)
    if (word.length > 1 && word === word.toUpperCase()) return match
    if (lower === 'si') return /^ils?\b/i.test(next) ? `${before}${word[0]}${APOSTROPHE}` : match
    if (!startsWithVowelSound(next)) return match
    return `${before}${word.slice(0, -1)}${APOSTROPHE}`
  })
}

/** Eliding words left before a vowel or a mute h: the writer's checks want 0. */
export function elisionErrors(text: string): string[] {
  const errors: string[] = []
  for (const m of text.matchAll(ELISION_RE)) {
    const raw = m[2] ?? ''
    if (raw.length > 1 && raw === raw.toUpperCase()) continue
    const word = raw.toLowerCase()
    const next = m[3] ?? ''
    if (word === 'si' ? /^ils?\b/i.test(next) : startsWithVowelSound(next)) errors.push(`${m[2]} ${next}`)
  }
  return errors
}

/** A number as the language writes it: '7,5' in French, '7.5' in English; at most one decimal. */
export function formatNumber(n: number, lang: 'fr' | 'en'): string {
  const rounded = Math.round(n * 10) / 10
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
  return lang === 'fr' ? text.replace('.', ',') : text
}

/** Whether a count takes the plural: from 2 in French ('1,5 an'), anything but 1 in English. */
export function isPlural(n: number, lang: 'fr' | 'en'): boolean {
  return lang === 'fr' ? Math.abs(n) >= 2 : Math.abs(n) !== 1
}

/** The form of a word that agrees with a count: agree(3, 'demandée', 'demandées', 'fr') → 'demandées'. */
export function agree(n: number, singular: string, plural: string, lang: 'fr' | 'en'): string {
  return isPlural(n, lang) ? plural : singular
}

/** '1 an', '4 ans', '7,5 ans' / '1 year', '4 years', '7.5 years' (French: plural from 2). */
export function countOf(n: number, singular: string, plural: string, lang: 'fr' | 'en'): string {
  return `${formatNumber(n, lang)} ${agree(n, singular, plural, lang)}`
}

/** The months a duration of under a year is said in ('6 mois d'expérience'), else null. */
export function monthsIn(years: number): number | null {
  return years > 0 && years < 1 ? Math.max(1, Math.round(years * 12)) : null
}

/**
 * A duration in years as said: '4 ans', '7,5 ans', '6 mois', '2 ans et 9 mois' / '4 years', '6 months',
 * '2 years and 9 months' (a CV's years are counted to the quarter).
 */
export function yearsCount(years: number, lang: 'fr' | 'en'): string {
  const months = monthsIn(years)
  if (months !== null)
    return lang === 'fr' ? `${months} mois` : `${months} ${months > 1 ? 'months' : 'month'}`
  const whole = Math.floor(years)
  const rest = Math.round((years - whole) * 12)
  if (rest > 0 && rest < 12 && rest !== 6)
    return lang === 'fr'
      ? `${countOf(whole, 'an', 'ans', 'fr')} et ${rest} mois`
      : `${countOf(whole, 'year', 'years', 'en')} and ${rest} ${rest > 1 ? 'months' : 'month'}`
  return lang === 'fr' ? countOf(years, 'an', 'ans', 'fr') : countOf(years, 'year', 'years', 'en')
}

/** Countries and world regions (job-reading.json): names, never said in lower case ('le Vietnam'). */
const COUNTRIES: ReadonlySet<string> = new Set(JOB_READING.countries)

/**
 * A skill label as it reads mid-sentence: a common noun loses its capital ('Gestion de projet' →
 * 'gestion de projet'); a name keeps it — an acronym, a word with a capital inside (NetSuite,
 * JavaScript), a label of several capitalised words (Google Analytics), or one the caller marks as a
 * name (a tool or brand of the lexicon: Excel, Power BI).
 */
export function midSentence(label: string, isName = false): string {
  if (isName || COUNTRIES.has(stripAccents(label.toLowerCase()).trim())) return label
  const first = label.split(/[\s/-]/)[0] ?? ''
  if (first.length < 2) return label
  if (first === first.toUpperCase()) return label
  if (/[A-ZÀ-Ö]/.test(first.slice(1))) return label
  // 'Google Analytics' is a name; 'Permis CE' is a common noun followed by a code.
  const words = label.split(/\s+/)
  const capitalised = words.filter((w) => /^[A-ZÀ-Ö][a-zà-ÿ]/.test(w))
  if (capitalised.length > 1) return label
  // ('Co-Founder & CTO': a title written in title case keeps it, never 'co-Founder')
  if (/-[A-ZÀ-Ö]/.test(words[0] ?? '')) return label
  return label[0]!.toLowerCase() + label.slice(1)
}

/**
 * A skill label mid-sentence in a model answer: as midSentence, and a label with two capitals or a
 * figure is a name too ('Permis CE', 'ISO 9001').
 */
export function namedMidSentence(label: string): string {
  // (a common noun before a code keeps the code, not its own capital: 'alimentation du DMP')
  const [first = '', ...rest] = label.split(/\s+/)
  if (
    /^[A-ZÀ-Ö][a-zà-ÿ]{3,}$/.test(first) &&
    rest.length > 0 &&
    !/\d/.test(first) &&
    !rest.some((w) => /^[A-ZÀ-Ö][a-zà-ÿ]/.test(w))
  )
    return label[0]!.toLowerCase() + label.slice(1)
  return midSentence(label, /[A-Z].*[A-Z]|\d/.test(label))
}

/** A sentence-initial form: 'j’ai conçu…' → 'J’ai conçu…'. */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

/**
 * Lower-cases the first letter unless the word is an acronym or a name with a capital inside
 * ('Infirmière' → 'infirmière'; 'SNCF', 'AutoCAD', 'SketchUp' kept).
 */
export const lowerFirst = (s: string) =>
  s && s[1] !== s[1]?.toUpperCase() && !/^\S+?\p{Lu}/u.test(s.slice(1).split(/[\s,;:.]/)[0] ?? '')
    ? s[0]!.toLowerCase() + s.slice(1)
    : s

/** Lower-cases the first letter: 'Chez X, …' → 'chez X, …'. */
export const lowerStart = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s)

/**
 * A job title as said in a sentence: inclusive endings dropped ('Infirmier(ère) Diplômé(e)' →
 * 'Infirmier Diplômé', 'conseiller·ère' → 'conseiller'), and in French the common nouns and
 * participles of its words in lower case ('ce poste d'infirmier diplômé d'État', 'de maçon qualifié
 * N3P2'); acronyms, codes and names written with capitals inside ('SAP', 'N3P2') stay as written.
 */
export function spokenRole(title: string, lang: 'fr' | 'en'): string {
  const plain = title
    .replace(/\((?:e|es|ère|ere|ève|euse|rice|trice|ne|le|se|ve|fe|x)\)/gi, '')
    .replace(/[·.](?:e|es|ère|euse|rice|trice|ne)\b/gi, '')
    .replace(/\/(?:e|ère|euse|rice|trice)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (lang !== 'fr') return plain
  const words = plain.split(' ')
  const capital = (w: string) => /^[A-ZÀ-Ö][a-zà-ÿ'’-]+$/.test(w)
  // 'Responsable Marketing Digital', 'Data Analyst': every long word capitalised is a style, not names.
  const titleCase = words.filter((w) => w.length >= 4).every(capital)
  return words
    .map((w, i) =>
      capital(w) &&
      (i === 0 || words[i - 1] === '/' || titleCase || /(?:é|ée|és|ées|if|ive|el|elle|al|ale)$/.test(w))
        ? w[0]!.toLowerCase() + w.slice(1)
        : w,
    )
    .join(' ')
}

/** A years clause that asks for a role like the offer's ('2 ans sur un poste similaire', '2+ years in a similar role'). */
const SIMILAR_ROLE =
  /\b(?:un (?:poste|emploi|role|metier) (?:similaire|equivalent|comparable|identique)|an? (?:similar|comparable|equivalent) (?:role|position|post|job|capacity))\b/
/** Words of a title that say how senior the post is, not what it is ('confirmé', 'qualifié', 'Senior'). */
const RANK_WORDS =
  /\s*\b(?:confirm[ée]e?s?|qualifi[ée]e?s?|exp[ée]riment[ée]e?s?|senior|junior|polyvalente?s?|experienced|qualified)(?![\p{L}])/giu

/**
 * A years clause that asks for 'a similar role' names the role the offer is for, so the reader knows
 * which ('3 ans d'expérience sur un poste similaire (peintre en bâtiment)'); left as written when the
 * clause already names it, or the title is too long to be said in a list.
 */
export function similarRoleNamed(label: string, title: string | null, lang: 'fr' | 'en'): string {
  if (!title || label.includes('(') || !SIMILAR_ROLE.test(lowerPlain(label))) return label
  const role = spokenRole(title, lang).replace(RANK_WORDS, '').replace(/\s+/g, ' ').trim()
  if (role.length < 3 || role.length > 40) return label
  return `${label} (${role})`
}

const FEMININE_END =
  /(?:che|sse|(?<![qg])ue|tion|sion|xion|aison|ité|té|ure|ence|ance|ie|ise|ade|ette|elle|esse|ine|ique|ée|ode|ole|ère|aille|eille|ille|euse|rice|ève|ose|ente|uite|ène|ière|erie|ette|otte|igue|ogue|gie|phie|ulle|ête|rte)$/
/** A plural's ending ('soins', 'dispositifs', 'activités', 'travaux'): an s after anything but s or u, or an x. */
const PLURAL_END = /(?:[^su]s|x)$/
const DETERMINER =
  /^(?:le|la|les|l|un|une|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|ce|cet|cette|ces)$/

/**
 * A French common noun with its definite article, for a sentence that needs one ('utilisé
 * l'encaissement', 'pratiqué la maçonnerie', 'demande les soins infirmiers'): the gender guessed from
 * the first word's ending, 'l'' before a vowel or mute h. A name, a code or an acronym
 * ('React', 'SAP', 'Permis CE') is said bare, as it is written.
 */
export function withArticle(label: string): string {
  const noun = nounOfAction(label)
  const first = noun.split(/[\s'’-]/)[0] ?? ''
  // (a country takes its article with its capital: 'le Vietnam', 'la Thaïlande', 'l'Espagne', 'les États-Unis')
  const country = stripAccents(noun.toLowerCase()).trim()
  if (COUNTRIES.has(country)) {
    if (/^(?:etats-unis|pays-bas|philippines)$/.test(country)) return `les ${noun}`
    if (startsWithVowelSound(country)) return `l${APOSTROPHE}${noun}`
    const feminine = /e$/.test(country) && !/^(?:mexique|cambodge|mozambique|zimbabwe|belize)$/.test(country)
    return `${feminine ? 'la' : 'le'} ${noun}`
  }
  // a name or a code keeps no article ('Python', 'SAP'); a common noun before one takes it ('le permis CE')
  if (/[A-Z0-9]/.test(first)) return noun
  if (!first) return noun
  // (a determiner of its own: 'mon espace santé', 'vos clients')
  if (DETERMINER.test(first)) return noun
  if (PLURAL_END.test(first) && !SINGULAR_IN_S.has(first)) return `les ${noun}`
  if (startsWithVowelSound(first)) return `l${APOSTROPHE}${noun}`
  // (a feminine adjective before its noun: 'la petite enfance', 'la grande distribution')
  const feminine =
    (FEMININE_END.test(first) && !MASCULINE_IN_FEMININE_END.has(first)) ||
    FEMININE_EUR.has(first) ||
    FEMININE_OTHER.has(first.toLowerCase()) ||
    /^(?:petite|grande|bonne|haute|basse|nouvelle|belle|longue|courte|forte)$/i.test(first)
  return `${feminine ? 'la' : 'le'} ${noun}`
}

/** Missions in the infinitive and their nouns of action (job-reading.json youVerbs). */
const INFINITIVE_NOUNS: Record<string, string> = JOB_READING.youVerbs.infinitives
/** The article after a verb as it reads after its noun of action ('encadrer l'équipe' → 'de l'équipe'). */
const OBJECT_AFTER_NOUN: Record<string, string> = {
  les: 'des ',
  la: 'de la ',
  le: 'du ',
  "l'": "de l'",
  'l’': 'de l’',
  du: 'du ',
  un: 'd’un ',
  une: 'd’une ',
}

/**
 * The noun of action of an infinitive, or of the form said to 'vous' in the present or the future
 * ('encadrez', 'encadrerez' → 'encadrement', 'accomplissez' → 'accomplissement').
 */
function nounOfVerb(verb: string): string | undefined {
  if (/(?:er|ir|re)$/.test(verb)) return INFINITIVE_NOUNS[verb]
  if (!verb.endsWith('ez')) return undefined
  for (const [ending, infinitive] of [
    ['erez', 'er'],
    ['irez', 'ir'],
    ['issez', 'ir'],
    ['ez', 'er'],
  ] as const)
    if (verb.endsWith(ending)) {
      const noun = INFINITIVE_NOUNS[verb.slice(0, -ending.length) + infinitive]
      if (noun) return noun
    }
  return undefined
}

/**
 * A label opening on an infinitive said as its noun of action, which takes an article ('Encadrer
 * l'équipe' → 'encadrement de l'équipe', 'Distribuer lettres' → 'distribution de lettres', 'Animer
 * des ateliers' → 'animation d'ateliers'); any other label as it is.
 */
export function nounOfAction(label: string): string {
  const m = /^(\p{L}+)(\s+|$)/u.exec(label)
  const verb = m ? stripAccents(m[1]!.toLowerCase()) : ''
  const noun = verb ? nounOfVerb(verb) : undefined
  if (!m || !noun) return label
  const rest = label.slice(m[0].length)
  if (!rest) return noun.toLowerCase()
  const det = /^(les|la|le|du|un|une|des)\s+|^(l['’])/i.exec(rest)
  const key = det ? (det[1] ?? det[2] ?? '').toLowerCase() : ''
  const after = det ? rest.slice(det[0].length) : rest
  // ('des ateliers', or no article: as after 'de'; 'encadrer une équipe' is the 'encadrement d'équipe'
  // a recruiter writes)
  const teamAfterOne = (key === 'un' || key === 'une') && /^(?:équipe|equipe)s?\b/i.test(after)
  const link = teamAfterOne
    ? 'd’'
    : (OBJECT_AFTER_NOUN[key] ?? (/^[aeiouyhéèêàâ]/i.test(after) ? 'd’' : 'de '))
  return `${noun.toLowerCase()} ${link}${after}`
}

const MASCULINE_TITLES = new Set([
  'permis',
  'titre',
  'diplôme',
  'certificat',
  'brevet',
  'baccalauréat',
  'master',
  'doctorat',
])
const FEMININE_TITLES = new Set([
  'habilitation',
  'carte',
  'licence',
  'attestation',
  'inscription',
  'qualification',
  'certification',
  'formation',
])

/**
 * A credential's name with its article, for 'L’offre exige le permis CE et l’habilitation BR': a
 * common noun heading it is said in lower case ('Permis CE' → 'le permis CE'), an acronym keeps its
 * capitals with the masculine article ('le CACES R482 cat. B1', 'l’ADR'); any other name stays bare.
 */
export function credentialWithArticle(name: string): string {
  const [first = '', ...rest] = name.split(' ')
  const low = first.toLowerCase()
  const tail = rest.length ? ` ${rest.join(' ')}` : ''
  if (MASCULINE_TITLES.has(low) || FEMININE_TITLES.has(low)) {
    const article = startsWithVowelSound(low) ? `l${APOSTROPHE}` : MASCULINE_TITLES.has(low) ? 'le ' : 'la '
    return `${article}${low}${tail}`
  }
  if (/^Bac\b/.test(first)) return `un ${name}`
  if (/^[A-Z]{2,}[A-Z0-9+-]*$/.test(first))
    return `${/^[AEIOUH]/.test(first) ? `l${APOSTROPHE}` : 'le '}${name}`
  return name
}

/** Nouns of a place of work that take 'au / à la / à l’' rather than 'chez' ('à l’hôpital Nord'). */
const PLACE_NOUNS: Record<string, 'm' | 'f'> = {
  centre: 'm',
  hôpital: 'm',
  cabinet: 'm',
  restaurant: 'm',
  magasin: 'm',
  lycée: 'm',
  collège: 'm',
  hôtel: 'm',
  laboratoire: 'm',
  service: 'm',
  bloc: 'm',
  salon: 'm',
  garage: 'm',
  supermarché: 'm',
  hypermarché: 'm',
  entrepôt: 'm',
  chantier: 'm',
  ehpad: 'm',
  chu: 'm',
  ch: 'm',
  institut: 'm',
  atelier: 'm',
  bureau: 'm',
  groupe: 'm',
  département: 'm',
  conseil: 'm',
  pôle: 'm',
  siège: 'm',
  clinique: 'f',
  boutique: 'f',
  brasserie: 'f',
  mairie: 'f',
  pharmacie: 'f',
  boulangerie: 'f',
  boucherie: 'f',
  école: 'f',
  agence: 'f',
  banque: 'f',
  maison: 'f',
  résidence: 'f',
  crèche: 'f',
  'micro-crèche': 'f',
  halte: 'f',
  pâtisserie: 'f',
  épicerie: 'f',
  concession: 'f',
  parfumerie: 'f',
  librairie: 'f',
  jardinerie: 'f',
  fromagerie: 'f',
  poissonnerie: 'f',
  charcuterie: 'f',
  collectivité: 'f',
  préfecture: 'f',
  médiathèque: 'f',
  bibliothèque: 'f',
  entreprise: 'f',
  maternité: 'f',
  supérette: 'f',
  cave: 'f',
  ferme: 'f',
  exploitation: 'f',
  imprimerie: 'f',
  menuiserie: 'f',
  fonderie: 'f',
  scierie: 'f',
  laverie: 'f',
  blanchisserie: 'f',
  auberge: 'f',
  camping: 'm',
  bistrot: 'm',
  café: 'm',
  bar: 'm',
  snack: 'm',
  commerce: 'm',
  cinéma: 'm',
  théâtre: 'm',
  musée: 'm',
  domaine: 'm',
  château: 'm',
  village: 'm',
  foyer: 'm',
  internat: 'm',
  établissement: 'm',
  dépôt: 'm',
  aéroport: 'm',
  port: 'm',
  parc: 'm',
  studio: 'm',
  usine: 'f',
  cuisine: 'f',
  station: 'f',
  plateforme: 'f',
  société: 'f',
  direction: 'f',
  caisse: 'f',
  association: 'f',
  fondation: 'f',
  mutuelle: 'f',
  polyclinique: 'f',
  métropole: 'f',
  communauté: 'f',
  commune: 'f',
  ville: 'f',
  région: 'f',
}

/**
 * Where one worked, said in French: 'chez Geodis', but 'au centre d’imagerie du Lez', 'à la clinique
 * Saint-Joseph', 'à l’hôpital privé Drôme-Ardèche' when the employer's name opens with a place noun
 * (said in lower case, as a common noun). `capital` for the start of a sentence.
 */
/** Places an offer or a CV names (data/packs/job-reading.json): a city, a département, a region. */
const PLACES: ReadonlySet<string> = new Set(JOB_READING.places)
/** French regions, said with 'en' ('en Île-de-France'), not 'à'. */
const REGION =
  /^(?:auvergne|bourgogne|bretagne|centre|corse|grand est|hauts-de-france|ile-de-france|normandie|nouvelle-aquitaine|occitanie|pays de la loire|provence|paca)/

/**
 * Whether an 'employer' is only a place ('Paris / Île-de-France' beside an independent driver's
 * title): the work was done there, for no one named.
 */
export function isPlaceName(employer: string): boolean {
  const parts = stripAccents(employer.toLowerCase())
    .split(/\s*[/,–—]\s*|\s+-\s+/)
    .map((p) => p.trim().replace(/\s+/g, '-'))
    .filter(Boolean)
  return parts.length > 0 && parts.every((p) => PLACES.has(p))
}

export function atPlace(employer: string, capital = false): string {
  if (isPlaceName(employer)) {
    const out = `${REGION.test(stripAccents(employer.toLowerCase())) ? 'en' : 'à'} ${employer}`
    return capital ? capitalise(out) : out
  }
  const [first = '', ...rest] = employer.split(' ')
  const low = first.toLowerCase()
  const gender = PLACE_NOUNS[low]
  const tail = rest.length ? ` ${rest.join(' ')}` : ''
  let out: string
  // (a 'Maison' named by a capital is a house's brand, no house: 'chez Maison Aloé', 'à la maison de
  // retraite Les Tilleuls')
  if (!gender || (low === 'maison' && /^\p{Lu}/u.test(rest[0] ?? ''))) out = `chez ${employer}`
  else {
    const noun = first === first.toUpperCase() && first.length <= 5 ? first : low
    out = startsWithVowelSound(low)
      ? `à l${APOSTROPHE}${noun}${tail}`
      : gender === 'm'
        ? `au ${noun}${tail}`
        : `à la ${noun}${tail}`
  }
  return capital ? capitalise(out) : out
}

/** English verbs the writer knows (writer-verbs.json), by their base form. */
const EN_BASE_VERBS: ReadonlySet<string> = new Set(Object.keys(WRITER_VERBS.en.past))
const FRENCH_MARKS = /[àâçéèêëîïôûùüÿœ]|\b(?:de|des|du|la|le|les|et|au|aux|en|pour|sur|avec|d'|l')\b/i

/**
 * Base forms more often a noun opening a label: a compound ('Store management', 'Plant operation',
 * 'Care assistants') or a French label ('Support client', 'Plan de charge').
 */
const NOUN_FIRST = new Set([
  'support',
  'plan',
  'process',
  'design',
  'test',
  'contact',
  'lead',
  'check',
  'book',
  'control',
  'report',
  'audit',
  'transport',
  'service',
  'store',
  'plant',
  'care',
  'stock',
  'pick',
  'pack',
  'cash',
  'staff',
  'order',
  'file',
  'site',
  'team',
  'field',
  'market',
  'work',
  'face',
  'hand',
  'head',
  'shift',
  'ship',
  'return',
  'supply',
  'price',
  'sale',
  'display',
  'cover',
  'call',
  'mail',
  'email',
  'phone',
  'document',
  'record',
])

/** The -ing form of an English verb: 'generate' → 'generating', 'plan' → 'planning', 'tie' → 'tying'. */
export function gerundOf(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`
  if (/[^aeiouy]e$/.test(verb) || /[^e]ue$/.test(verb)) return `${verb.slice(0, -1)}ing`
  // (one short syllable closing on a consonant doubles it: 'plan', 'ship', 'cut', 'run')
  if (/^[^aeiouy]*[aeiouy][b-df-hj-np-tvz]$/.test(verb) && verb.length <= 4) return `${verb}${verb.at(-1)}ing`
  return `${verb}ing`
}

/**
 * An English offer's item opening on a verb, said as an activity mid-sentence ('Register buyers' →
 * 'registering buyers', 'Generate market appraisal leads' → 'generating market appraisal leads');
 * null for anything else, French labels included.
 */
export function asActivity(label: string): string | null {
  const [first = '', ...rest] = label.split(/\s+/)
  const verb = first.toLowerCase()
  if (rest.length === 0 || !/^[a-z]+$/i.test(first)) return null
  if (!EN_BASE_VERBS.has(verb) || NOUN_FIRST.has(verb) || FRENCH_MARKS.test(label)) return null
  // (a verb and its object: a determiner or a plural after it, or a second verb — 'Greet clients',
  // 'Take the payments', 'Load and unload trailers'; not a noun compound, 'Store management')
  const second = rest[0]!.toLowerCase()
  const object =
    /^(?:the|a|an|all|any|new|our|your|their|its|every|each|daily|weekly)$/.test(second) ||
    (/^[a-z]{3,}s$/.test(second) && !/(?:ss|us|is)$/.test(second)) ||
    (/^(?:and|or|&)$/.test(second) && EN_BASE_VERBS.has(rest[1]?.toLowerCase() ?? ''))
  if (!object) return null
  // (and each verb coordinated with it: 'Load and unload trailers' → 'loading and unloading trailers')
  const words = [gerundOf(verb), ...rest]
  for (let i = 2; i < words.length; i++)
    if (/^(?:and|or|&)$/.test(words[i - 1]!) && EN_BASE_VERBS.has(words[i]!)) words[i] = gerundOf(words[i]!)
  return words.join(' ')
}

/** The months by name in each language, full and cut short, January first. */
const MONTH_NAMES = {
  fr: {
    full: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  en: {
    full: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan.', 'Feb.', 'March', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'],
  },
} as const
/** A whole word naming a month in either language, its full form or a cut one (text.ts's words). */
const MONTH_WORD = new RegExp(`^${MONTH_NAME_WORD}$`)
const FULL_MONTH = new Set(
  [...MONTH_NAMES.fr.full, ...MONTH_NAMES.en.full].map((m) => stripAccents(m).toLowerCase()),
)
/**
 * Month words of one language only, as written in it, accents kept ('déc' is French, 'dec' English;
 * 'sept', 'oct', 'nov' are both: said the answer's way).
 */
const OWN_MONTH_WORDS = {
  fr: new Set(
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre janv févr fév avr juil déc'.split(
      ' ',
    ),
  ),
  en: new Set(
    'january february march april may june july august september october november december jan feb mar apr jun jul aug sep dec'.split(
      ' ',
    ),
  ),
}
/** A word and the full stop that may cut it short. */
const WORD_AND_POINT = /(?<![\p{L}])(\p{L}+)(\.?)(?![\p{L}])/gu

/** The words around a job's dates, by the language they are said in (a range, 'since', 'present'). */
const DATE_WORDS: Record<'fr' | 'en', [RegExp, string][]> = {
  en: [
    // ('de 2016 à 2019': the range alone)
    [/^(?:de|du)\s+(?=\d|\p{L})/iu, ''],
    [/(?<![\p{L}])depuis(?![\p{L}])/giu, 'since'],
    [
      /(?<![\p{L}])(?:aujourd['’]hui|à ce jour|ce jour|présent|actuellement|en cours)(?![\p{L}])/giu,
      'present',
    ],
    [/(?<![\p{L}])étés(?![\p{L}])/giu, 'summers'],
    [/(?<![\p{L}])été(?![\p{L}])/giu, 'summer'],
    [/\s(?:à|au)\s(?=\d|\p{L})/gu, ' – '],
    [/(?<![\p{L}])et(?![\p{L}])/giu, 'and'],
    [/^summer/, 'Summer'],
  ],
  fr: [
    [/^from\s+(?=\d|\p{L})/iu, ''],
    [/(?<![\p{L}])since(?![\p{L}])/giu, 'depuis'],
    [/(?<![\p{L}])(?:present|now|current|to date|today)(?![\p{L}])/giu, 'aujourd’hui'],
    [/(?<![\p{L}])summers(?![\p{L}])/giu, 'étés'],
    [/(?<![\p{L}])summer(?![\p{L}])/giu, 'été'],
    [/\s(?:to|until)\s(?=\d|\p{L})/gu, ' – '],
    [/(?<![\p{L}])and(?![\p{L}])/giu, 'et'],
  ],
}

/**
 * A job's dates as the CV writes them, said in the answer's language ('depuis septembre 2022' →
 * 'since September 2022', 'Jul 2018 – present' → 'juil. 2018 – aujourd'hui'); figures and marks kept.
 */
export function datesIn(dates: string | null, lang: 'fr' | 'en'): string | null {
  if (dates === null) return null
  const names = MONTH_NAMES[lang]
  // (each month named in either language said in this one, full or cut short as written)
  let out = dates.replace(WORD_AND_POINT, (whole, word: string, point: string) => {
    const plain = stripAccents(word).toLowerCase()
    const month = MONTH_WORD.test(plain) ? monthOf(plain) : null
    if (month === null) return whole
    // (a month already said in this language stays as written: 'Mar 2021' in an English answer)
    if (OWN_MONTH_WORDS[lang].has(word.toLowerCase())) return whole
    // (a full name keeps the point that ends its sentence; a cut one's point is its own)
    return FULL_MONTH.has(plain) ? `${names.full[month - 1]}${point}` : names.short[month - 1]!
  })
  for (const [re, said] of DATE_WORDS[lang]) out = out.replace(re, said)
  return out
}
