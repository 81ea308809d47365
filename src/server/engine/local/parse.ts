/**
 * Reading a job description (requirements and their weight, years, languages, degree) and a CV
 * (skill evidence and its strength, years of experience, language levels, degree, sections).
 */

import { readFileSync } from 'node:fs'
import { markClauses } from './clauses.ts'
import {
  BLOCKING_CUES,
  type Credential,
  type CredentialMention,
  credentialDate,
  credentialLabel,
  degreeFields,
  EXCLUDING_CUES,
  foldSameLength,
  isLapsed,
  isNotObtained,
  isYetToCome,
  mayBlock,
  readCredentials,
  satisfies,
  saysLapsed,
  saysNotHeldYet,
} from './credentials.ts'
import { capitalise, isPlaceName, monthsIn, nounOfAction, yearsCount } from './grammar.ts'
import { HEADINGS, isElsewhereHeading, JOB_READING, PAY_WORDS, REPORT_VERBS } from './job-reading-pack.ts'
import { identifyLanguage } from './language-id.ts'
import type { Lexicon, LexiconSkill, SkillMatch } from './lexicon.ts'
import { HEAD_NAMING_NO_TRADE, occupationsNamedBy } from './occupations.ts'
import {
  ACTION_SUFFIX,
  type CvStemIndex,
  cvStemIndex,
  englishActionNamed,
  isGenericWord,
  isLoneMissionVerb,
  jobPhrases,
  LEADING_WHOM,
  OCCUPATION_WORD,
  PARTIES_NAMED_BEFORE,
  PLACE_PREPOSITIONS,
  stem,
  TEAM_MEMBERS_BEFORE,
  TEAM_OF_COUNT_BEFORE,
} from './phrases.ts'
import {
  ENDS_ON_OPEN_WORD,
  lineEndAt,
  lineStartOf,
  lowerPlain,
  MONTH_NAME_WORD,
  monthOf,
  niceCase,
  opensParenthesis,
  phraseKey,
  rememberLast,
  rememberShort,
  sentenceAround,
  type Token,
  tokenize,
} from './text.ts'
import { guessTitle } from './title.ts'
import { DOMAIN_ADJECTIVE, FRENCH_ADJECTIVE } from './word-forms.ts'

export { guessTitle }

export type Importance = 'must' | 'normal' | 'nice'

const CONDITION_HEADING = HEADINGS.conditions
const QUALITY_FIRST = new RegExp(`^(?:${JOB_READING.qualityWords.first})\\b`)
const QUALITY_SINGLE = new RegExp(`^(?:${JOB_READING.qualityWords.single})$`)
const QUALITY_LAST = new RegExp(`\\b(?:${JOB_READING.qualityWords.last})$`)

/** An offer's own wording that names a personal quality ('Rapidité', 'Aisance avec les chiffres'). */
export function isQualityPhrase(label: string): boolean {
  const low = lowerPlain(label).trim()
  return QUALITY_SINGLE.test(low) || QUALITY_FIRST.test(low) || QUALITY_LAST.test(low)
}
const COMPANY_HEADING = HEADINGS.company
const HIRING_INTRO = new RegExp(JOB_READING.hiringIntro)
const COMPANY_INTRO = new RegExp(JOB_READING.companyIntro)
const CONDITION_CUES = new RegExp(`${JOB_READING.conditionCues}|${JOB_READING.perkBenefit}`)
const SOFT_CUES: [string, RegExp][] = Object.entries(
  (
    JSON.parse(readFileSync(new URL('./data/packs/soft-evidence.json', import.meta.url), 'utf8')) as {
      cues: Record<string, string>
    }
  ).cues,
).map(([id, cue]) => [id, new RegExp(cue)])
const CONDITION_BULLET = new RegExp(JOB_READING.conditionBullet)

/**
 * The curated soft skill a quality the offer words in its own way stands for, read by the same cues
 * as a CV's behaviours ('À l'aise dans le rush' → résistance au stress, shown by 'rush du samedi').
 */
export function softSkillOfQuality(label: string): string | undefined {
  const low = lowerPlain(label)
  return SOFT_CUES.find(([, cue]) => cue.test(low))?.[0]
}

/** A CV bullet that only states working hours ('Travail de nuit et le week-end'), not a mission. */
export function isConditionBullet(text: string): boolean {
  return CONDITION_BULLET.test(lowerPlain(text).trim())
}
const CONDITION_TERMS = new RegExp(JOB_READING.conditionTerms)
const PERK_CUES = new RegExp(JOB_READING.perkCues)
const PROVIDED = new RegExp(JOB_READING.providedCue)
const CHECKED_AT_HIRING = new RegExp(JOB_READING.checkedAtHiring)
const FOLLOWED_CUE = new RegExp(JOB_READING.followedCue, 'i')
const PLACES = new Set(JOB_READING.places)
const NOISE_START = new RegExp(JOB_READING.phraseNoise.startsWith)
const NOISE_WORDS = new RegExp(JOB_READING.phraseNoise.contains)
const LONE_ADJECTIVE = new RegExp(JOB_READING.phraseNoise.loneAdjective)
const LONE_VERB = new RegExp(JOB_READING.phraseNoise.loneVerb)
const COUNT_OF = new RegExp(JOB_READING.phraseNoise.countOf)
const NOT_KIND_AFTER = new RegExp(JOB_READING.notKindAfter)

/** A phrase of the offer that does not read as a skill ('Dont une expérience en étoilé', 'Informatiques'). */
export function isPhraseNoise(label: string): boolean {
  const low = lowerPlain(label).replace(/\s+/g, ' ').trim()
  return (
    (NOISE_START.test(low) && !/^a l['’]aise\b/.test(low)) ||
    NOISE_WORDS.test(low) ||
    LONE_ADJECTIVE.test(low) ||
    LONE_VERB.test(low) ||
    COUNT_OF.test(low)
  )
}

/**
 * Lines of an offer that describe the job's conditions or the company rather than what it asks:
 * the lines of a conditions or company section ('Avantages', 'Qui sommes-nous'), and any line
 * with a condition cue (pay, hours, shifts, week-ends, contract, perks, place).
 */
export function conditionLines(jd: string): Set<number> {
  return readConditionLines(jd).all
}

/**
 * The same, with the lines that are conditions beyond doubt kept apart (`section`): those of a
 * conditions or company section, or introduced by such a heading ('Conditions : CDI, planning de
 * 10 h-20 h…'): nothing on them is a requirement but a named tool or a language.
 */
/**
 * A line naming an employer and a place: parts apart by dashes or bars, a département or a postcode
 * (French, or a British district: 'Manchester (M2)').
 */
const EMPLOYER_LINE =
  /^[^:]{3,}\s[–—|-]\s.*(?:\(\d{2,3}\)|\b\d{5}\b|\([A-Z]{1,2}\d{1,2}[A-Z]?(?: \d[A-Z]{2})?\))|^[^:]{3,}(?:\(\d{2,3}\)|\b\d{5}\b)\s*[–—|-]\s/

/** Text between a credential and a word inside the parenthesis right after it ('CACES R482 cat. A (mini-'). */
const INTO_PARENTHESIS_AFTER = /^\s*(?:[\p{L}-]+\s+){0,2}\([^()]*$/u

export function readConditionLines(jd: string): { all: Set<number>; section: Set<number> } {
  const section = new Set<number>()
  const out = new Set<number>()
  let inSection = false
  let beforeHeadings = true
  jd.split('\n').forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    const low = lowerPlain(line)
      .replace(/^[^a-z0-9]+/, '')
      .trim()
    const isHeading = low.length <= 60 && (/:\s*$/.test(line) || low.split(' ').length <= 4)
    // The company introducing itself before the offer's first heading ('Cabinet de 3
    // chirurgiens-dentistes recherche un(e) assistant(e)…'): who hires, not what is asked.
    // (its words are the company's: 'Notre MSP (5 médecins, 2 kinés, 1 sage-femme) recherche…' names
    // no requirement but a tool or a language, as a company section)
    // (or saying what the company is: 'Lendy is a Paris-based fintech…', 'Le Musée X est un…')
    // (not a paragraph that goes on to the reader's missions: '… is looking for a negotiator. You will
    // book and conduct viewings, negotiate offers…')
    const toTheReader = /[.!?]\s+(?:vous|you|you'll|your|votre|vos|tu)\s/.test(low)
    if (
      beforeHeadings &&
      i > 0 &&
      !isHeading &&
      !toTheReader &&
      (HIRING_INTRO.test(low) || COMPANY_INTRO.test(low))
    ) {
      out.add(i)
      section.add(i)
    }
    // The employer and the place under the title ('Centre Hospitalier de Vierzon (18) – Service de
    // médecine polyvalente', 'Hôtel Le Grand Cèdre – Annecy (74) – 98 chambres'): who and where.
    if (beforeHeadings && i > 0 && i <= 2 && EMPLOYER_LINE.test(line)) {
      out.add(i)
      section.add(i)
    }
    if (isHeading && i > 0) beforeHeadings = false
    if (isHeading) {
      if (CONDITION_HEADING.test(low) || COMPANY_HEADING.test(low)) inSection = true
      else if (HEADING_MUST_RE.test(low) || HEADING_NICE_RE.test(low) || HEADING_RESET_RE.test(low))
        inSection = false
    }
    // 'Rémunération : 2 100 € brut' and 'Lieu : Lyon' are conditions on a line of their own.
    const inline = /^[^:]{2,30}:/.exec(low)?.[0] ?? ''
    const introduced = inline !== '' && CONDITION_HEADING.test(inline)
    // (a line of perks, 'Self, crèche hospitalière, parking gratuit', holds nothing asked either)
    if (inSection || introduced || PERK_CUES.test(low)) section.add(i)
    if (inSection || CONDITION_CUES.test(low) || introduced) out.add(i)
  })
  return { all: out, section }
}

/** A label that names a condition or a place, never a requirement ('Rémunération', '2x8', 'Lyon'). */
export function isConditionLabel(label: string): boolean {
  const low = lowerPlain(label).replace(/\s+/g, ' ').trim()
  return CONDITION_TERMS.test(low) || PLACES.has(low) || PLACES.has(low.replace(/ \(\d{2,3}\)$/, ''))
}
export type Lang = 'fr' | 'en'

export type Requirement = {
  skill: LexiconSkill
  /** The job description's own wording, nicely cased. */
  label: string
  importance: Importance
  weight: number
  /** Required CEFR level (1 = A1 … 6 = C2) for a language requirement. */
  level?: number
  /** Whether the offer states that level; otherwise B1 (a working level) is assumed and never shown. */
  levelStated?: boolean
  /**
   * A broad domain term met in a prose sentence with no cue ('notre plateforme SaaS de gestion de
   * flotte'): it describes the company more than it asks for a skill, so it counts only if the CV has it.
   */
  context?: boolean
  /** Requirements written as alternatives ('Power BI ou Tableau') share a group number. */
  altGroup?: number
  /**
   * A requirement the lexicon does not know, read from the job's own wording (phrases.ts): the stems
   * of its content words, looked for loosely in the CV.
   */
  phrase?: string[]
  /** The stems of a phrase's object when a mission verb's noun names it (JobPhrase.object). */
  phraseObject?: string[]
  /** A wording of a broad lexicon skill kept as its own requirement (see analyseJob). */
  sub?: boolean
  /** Names and acronyms of the phrase, all required in the CV. */
  phraseNames?: string[]
  /** The lexicon's label of a requirement named by the offer's longer wording (nameByTheOffersWording). */
  shortLabel?: string
  /** That wording is capitalised inside its line: a name ('Reflex WMS'), said as written. */
  writtenAsName?: true
  /** Other wordings of this skill the job writes as items of their own ('Coffrage, ferraillage'). */
  also?: string[]
  /** Requirements listed in parentheses after this one ('Suite Adobe (Illustrator, Photoshop)'). */
  children?: string[]
  /**
   * A common word the offer lists in a parenthesis to say which kinds of the item before it it means
   * ('régimes (diabétique, sans sel, hypercalorique)'): no requirement of its own, it shows the item
   * it qualifies; that item is listed as the offer writes it (`listLabel`).
   */
  foldedInto?: Requirement
  /**
   * Checked or obtained by the employer at hiring ('Casier judiciaire vierge', 'Obtention du badge
   * aéroportuaire'): listed when the CV shows it, never missing — no CV is expected to.
   */
  atHiring?: true
  /** The label of the result's lists when the offer's parenthesis says which kinds it means. */
  listLabel?: string
  /**
   * A licence, certification, regulated title or degree (credentials.ts): met only through its
   * ladder by a credential of the CV, never by a loose synonym.
   */
  credential?: Credential
  /** Blocking: the offer makes it a condition ('exigé', 'obligatoire', a regulated title). */
  blocking?: boolean
  /** Blocking, and the offer turns away applications without it ('ne seront pas étudiées', 'no exceptions'). */
  excluding?: boolean
  /** A skill (not a credential) the offer makes a condition on a clause of its own: missing, it caps the score. */
  condition?: boolean
  /**
   * The offer accepts it in preparation ('CIPD Level 5 qualified, or working towards it', 'Inscription à
   * l'Ordre (ou en cours)'): a CV preparing it meets it.
   */
  pendingAccepted?: boolean
  /** How long a licence must have been held ('Permis B depuis plus de 3 ans'). */
  heldYears?: number
  /** Years in the offer's trade that meet this degree too ('ou 5 ans d'expérience en TP'). */
  orYears?: number
  /** Fields of study a degree requirement names (credentials.json degreeFields). */
  fields?: string[]
  /**
   * The trade or subject a degree requirement names when it is none of those fields ('CAP Maçon',
   * 'BP Préparateur en pharmacie'): the stems of its words; the CV's degree line must share one.
   */
  specialty?: string[]
  /**
   * The fields a trade diploma's subject belongs to ('NVQ Level 3 in Professional Cookery' →
   * hotellerie): a CV in another language shows the trade by its degree line's field, its words
   * being other ('Bac pro Cuisine').
   */
  specialtyFields?: string[]
  /** The option a trade's diploma names ('Bac pro MV option véhicules de transport routier'). */
  option?: DegreeOption
  /** The clause of the offer it was written in with other items ('Calme et rigueur'): clauses.ts. */
  clause?: number
}

/** A diploma's option: its letter when written ('option B') and the stems of its words. */
export type DegreeOption = { letter?: string; stems: string[] }

/** The option a degree's wording names, if any ('… option A voitures particulières' → A, voitur, particul). */
export function degreeOption(text: string): DegreeOption | undefined {
  const m = /\boption\s+([^,;:.()/\n]+)/.exec(lowerPlain(text))
  if (!m) return undefined
  const words = (m[1] ?? '')
    .trim()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const letter = words[0] && /^[a-e]$/.test(words[0]) ? words[0] : undefined
  const stems = [
    ...new Set(words.filter((w) => w.length >= 4 && !DEGREE_FORM_WORDS.has(w)).map((w) => stem(w))),
  ]
  return letter || stems.length ? { ...(letter && { letter }), stems } : undefined
}

const MUST_RE =
  /\b(indispensables?|requis(es)?|exigee?s?|obligatoires?|imperati(f|ve)s?|necessaires?|maitrise[sz]?|maitriser|vous avez|vous maitrisez|vous possedez|vous disposez|(?:vous etes|etre) titulaires?|doi(t|vent|s) (avoir|maitriser|etre)|essentiel(le)?s?|impera|required|requirements?|must|mandatory|essential|no exceptions?|sans exception|proficien(t|cy)|strong (knowledge|experience|command)|solid (knowledge|experience)|you have|you will have|expert(ise)?)\b/
const NICE_RE =
  /\b(appreciee?s?|un plus|est un plus|serait un plus|un atout|serait un atout|atouts?|idealement|souhaitee?s?|souhaitables?|bienvenue?s?|optionnel(le)?|de preference|preferablys?|preferred|preferable|nice to have|nice-to-have|bonus|a plus|an asset|desirable|ideally|would be (a plus|appreciated)|is a plus|an? (?:real|big|huge|definite|strong) plus|une? (?:vrai|gros|reel|veritable|serieux|sacre) (?:plus|atout)|an advantage|advantageous|beneficial)\b/

const HEADING_MUST_RE = HEADINGS.requirements
const HEADING_NICE_RE = HEADINGS.desirable
/** A heading that ends a section of musts or nice-to-haves: the missions, the conditions, the company. */
const HEADING_RESET_RE = { test: (low: string) => HEADINGS.missions.test(low) || isElsewhereHeading(low) }

export const CEFR: Record<string, number> = { a1: 1, a2: 2, b1: 3, b2: 4, c1: 5, c2: 6 }
const LEVEL_WORDS: [RegExp, number][] = [
  // (qualified levels first: a 'limited working proficiency' is no working proficiency, an 'upper
  // intermediate' more than an intermediate)
  [/\b(survival|pre[- ]?intermediate|elementary proficiency)\b/, 2],
  [/\b(limited working|working knowledge|lower[- ]intermediate)\b/, 3],
  [/\b(upper[- ]intermediate)\b/, 4],
  [/\b(langue maternelle|maternelle|natif|native|mother tongue|first language)\b/, 6],
  [/\b(bilingue|bilingual)\b/, 6],
  [
    /\b(courante?s?|fluent|fluently|fluency|excellent|parfait|parfaite|advanced|avance|full professional)\b/,
    5,
  ],
  [
    /\b(professionnel|professional|working proficiency|operationnel|operational|bon niveau|good|lu,? ecrit,? parle|maitrise|maitriser|command of)\b/,
    4,
  ],
  // ('Anglais : technique (lecture de documentation)': reading, a working level at most)
  [/\b(intermediaire|intermediate|correct|conversational|conversationnel|technique|technical)\b/, 3],
  [/\b(notions?|basic|basics|bases|de base|scolaire|debutant|beginner|elementary|elementaire|a2|a1)\b/, 2],
]

/** The level an offer asks for when it names a language without one: B1. */
export const UNSTATED_LANGUAGE_LEVEL = 3

/**
 * The CEFR level (1 A1 … 6 C2) written in a text: a code, a test score or a word. On the job's side,
 * 'courant'/'fluent' asks for B2; on the CV's side it claims C1.
 */
export function levelIn(text: string, side: 'job' | 'cv' = 'cv'): number | null {
  const low = lowerPlain(text)
  const cambridge = /\b(?:cambridge )?(?:(cpe|c2 proficiency)|(cae|c1 advanced)|(fce|b2 first))\b/.exec(low)
  if (cambridge) return cambridge[1] ? 6 : cambridge[2] ? 5 : 4
  const delf = /\b(?:delf|dalf)\s*(a1|a2|b1|b2|c1|c2)\b/.exec(low)
  if (delf) return CEFR[delf[1]!]!
  const toefl = /toefl(?: ibt)?[^0-9]{0,12}(\d{2,3})\b/.exec(low)
  if (toefl) {
    const s = Number(toefl[1])
    return s >= 95 ? 5 : s >= 72 ? 4 : s >= 42 ? 3 : 2
  }
  // ('Français et anglais courants': the plural says the level of both)
  if (side === 'job' && /\b(courante?s?|fluent|fluently|fluency)\b/.test(low) && !/\b([abc][12])\b/.test(low))
    return 4
  // An offer's 'bilingue' asks for an easy working level, C1 (a CV's 'bilingue' claims C2).
  if (side === 'job' && /\b(bilingue|bilingual)\b/.test(low) && !/\b([abc][12])\b/.test(low)) return 5
  const m = /\b([abc][12])\b/.exec(low)
  if (m) return CEFR[m[1]!]!
  const toeic = /toeic[^0-9]{0,12}(\d{3})/.exec(low)
  if (toeic) {
    const s = Number(toeic[1])
    return s >= 945 ? 5 : s >= 785 ? 4 : s >= 550 ? 3 : 2
  }
  const ielts = /ielts[^0-9]{0,12}(\d(?:[.,]\d)?)/.exec(low)
  if (ielts) {
    const s = Number(ielts[1]!.replace(',', '.'))
    return s >= 7 ? 5 : s >= 5.5 ? 4 : s >= 4 ? 3 : 2
  }
  for (const [re, lvl] of LEVEL_WORDS) if (re.test(low)) return lvl
  return null
}

export const CEFR_NAMES = ['', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']
/** Words before a language's test or level saying it is still prepared, not held. */
const PREPARED_WORD =
  /\b(?:preparing|prepare|working towards?|aiming (?:for|at)|targeting|to reach|goal|objectif|visant|vise|en preparation|preparer|en cours)\b/
const LEVEL_PREPARED = new RegExp(`${PREPARED_WORD.source}[^,;.()]*$`)

/** Words that may follow a language's name when it names the language spoken ('English and French'). */
const LANGUAGE_FOLLOWER =
  /^(?:and|et|or|ou|language|languages|langue|langues|speaker|speakers|speaking|spoken|native|natif|maternelle|mother|first|second|level|niveau|writing|written|oral|reading|read|lu|parl[eé]|[eé]crit|[eé]crite|courant|skills?|certificate|test|exam|as|with|avec|also|aussi)$/i

/**
 * Whether a language's name at [start, end) of a CV is an English adjective before its noun, no claim
 * of the language: 'a French national', 'exchanging for a French licence', 'French evening classes'.
 */
function languageNameAsWord(text: string, start: number, end: number): boolean {
  const next = /^[ \t]+([\p{L}][\p{L}'’-]*)/u.exec(text.slice(end, end + 30))?.[1]
  return (
    next !== undefined &&
    /^\p{Lu}/u.test(text.slice(start, end)) &&
    !LANGUAGE_FOLLOWER.test(next) &&
    levelIn(next) === null
  )
}

// ---------------------------------------------------------------- language detection

/** French or English: the language of the text among the two the engine reads (language-id.ts). */
export function detectLanguage(text: string): Lang {
  const lang = identifyLanguage(text)
  return lang === 'en' ? 'en' : 'fr'
}

// ---------------------------------------------------------------- degrees

export const DEGREE_NAMES: Record<number, string> = {
  3: 'CAP/BEP',
  4: 'Bac',
  5: 'Bac+2',
  6: 'Bac+3',
  6.5: 'Bac+4',
  7: 'Bac+5',
  8: 'Bac+8',
}

/** The same levels said in English, by the European framework's level and its usual degrees. */
const DEGREE_NAMES_EN: Record<number, string> = {
  3: 'EQF level 3 (vocational certificate)',
  4: 'EQF level 4 (A levels, Bac)',
  5: 'EQF level 5 (HND, two-year degree)',
  6: "EQF level 6 (bachelor's degree)",
  6.5: "EQF level 6 (four-year bachelor's)",
  7: "EQF level 7 (master's degree)",
  8: 'EQF level 8 (doctorate)',
}

/** A degree level's name in the result's language ('Bac+2'; 'EQF level 5 (HND, two-year degree)'). */
export function degreeName(level: number, lang: 'fr' | 'en'): string {
  return (lang === 'en' ? DEGREE_NAMES_EN[level] : DEGREE_NAMES[level]) ?? ''
}

/** All degree levels mentioned in a text, as the credential reader reads them (credentials.json). */
export function degreeLevels(text: string, mentions = readCredentials(text)): number[] {
  const levels = mentions.filter((m) => m.credential.kind === 'degree').map((m) => m.credential.level ?? 0)
  return [...new Set(levels)]
}

// ---------------------------------------------------------------- years

const NUM_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  dix: 10,
  ten: 10,
}

/** 'minimum 3 ans d'expérience', '5+ years of experience', 'expérience de deux ans'. */
export function statedYears(text: string): number | null {
  return statedYearsAt(text)?.years ?? null
}

/** A count of years as CVs write it ('7', 'sept', 'seven'), captured. */
const YEARS_COUNT =
  '(\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|dix|two|three|four|five|six|seven|eight|ten)'

/**
 * The years of experience a CV states as a whole ('8 ans d'expérience', '10 years of experience',
 * 'Expérience : 6 ans'), not a part of them ('trois ans en chirurgie, puis cinq ans en SSR').
 */
export function statedCareerYears(text: string): number | null {
  const low = lowerPlain(text)
  const num = YEARS_COUNT
  const re = new RegExp(
    `${num}\\s*\\+?\\s*(?:ans|annees|years?|yrs)\\s+(?:d'|of\\s+)(?:experience|expérience)|experience\\s*:\\s*${num}\\s*\\+?\\s*(?:ans|annees|years?)\\b`,
    'g',
  )
  let best: number | null = null
  for (const m of low.matchAll(re)) {
    const w = m[1] ?? m[2]!
    const n = /\d/.test(w) ? Number(w) : (NUM_WORDS[w] ?? null)
    if (n !== null && n > 0 && n <= 45 && (best === null || n > best)) best = n
  }
  return best
}

/**
 * The years a CV states in a given trade or domain ('7 ans en entrepôt', '5 years as a barista',
 * '10 ans d'expérience dans la restauration'): the largest count whose words after it hold every
 * stem of one of `alternatives`. Null when none does.
 */
export function statedYearsIn(text: string, alternatives: string[][]): number | null {
  if (alternatives.length === 0) return null
  const low = lowerPlain(text)
  const num = YEARS_COUNT
  const re = new RegExp(
    `${num}\\s*\\+?\\s*(?:ans|annees|years?)\\s+(?:(?:d'|of\\s+)experience\\s+)?(?:en|dans|comme|au sein d[eu']|as|in)\\s+([^.;,:()\\n]{2,50})`,
    'g',
  )
  let best: number | null = null
  for (const m of low.matchAll(re)) {
    const n = /\d/.test(m[1]!) ? Number(m[1]) : (NUM_WORDS[m[1]!] ?? null)
    if (n === null || n <= 0 || n > 45) continue
    // (the words up to a next count: '7 ans en entrepôt dont 5 ans en froid')
    const words = new Set(phraseStems(m[2]!.split(/\s(?:dont|including|puis|then|et|and)\s/)[0]!))
    if (
      alternatives.some((alt) => alt.length > 0 && alt.every((s) => words.has(s))) &&
      (best === null || n > best)
    )
      best = n
  }
  return best
}

/** Months of work in one season of a seasonal trade (a winter season runs December to April). */
const SEASON_MONTHS = 4

/** The largest number of years a text states, and where (offset in `lowerPlain(text)`). */
function statedYearsAt(text: string): { years: number; at: number } | null {
  // (an abbreviation's point ends no clause: '5 ans min. en douane'; same length, same offsets)
  const low = lowerPlain(text).replace(/\b(min|env|approx)\./g, '$1 ')
  const num =
    '(\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|one|two|three|four|five|six|seven|eight|ten)'
  const res = [
    new RegExp(
      `${num}[ \\t]*(?:\\+|a|à|-|–|to|ou)?[ \\t]*(?:\\d{1,2})?[ \\t]*\\+?[ \\t]*(?:ans|annees|an|years?|yrs)\\b[^.\\n]{0,40}?(?:experience|d'experience|d'exp\\.|\\ben |\\bdans |\\bsur |\\bas |\\bin |\\bof |\\bon |\\bwith |minimum)`,
    ),
    new RegExp(
      `(?:experience|expérience|\\bexp\\.)[^.\\n]{0,40}?(?:minimum|min\\.?|d'au moins|at least|de|d'|of)?\\s*${num}[ \\t]*(?:\\+|a|-|to)?[ \\t]*(?:\\d{1,2})?[ \\t]*\\+?[ \\t]*(?:ans|annees|an|years?|yrs)\\b`,
    ),
    new RegExp(`(?:minimum|at least|au moins)\\s*${num}\\s*\\+?\\s*(?:ans|annees|years?)\\b`),
  ]
  let best: { years: number; at: number } | null = null
  for (const re of res) {
    const m = re.exec(low)
    if (m) {
      const w = m[1]!
      const n = /\d/.test(w) ? Number(w) : (NUM_WORDS[w] ?? null)
      if (n !== null && n > 0 && n <= 40 && (best === null || n > best.years))
        best = { years: n, at: m.index }
    }
  }
  if (best) return best
  // Months of experience ('6 mois d'expérience', 'at least 6 months of experience'): a fraction of a
  // year. The experience word must be there: '6 mois' alone is a contract's length ('CDD de 6 mois').
  const months = new RegExp(
    `(?:(?:minimum|at least|au moins|d'au moins)\\s*)?${num}\\s*(?:mois|months?)\\b[^.\\n]{0,40}?(?:d'experience|of (?:[a-z]+ ){0,3}experience|experience)|experience[^.\\n]{0,30}?(?:minimum|d'au moins|at least|de|d'|of)\\s*${num}\\s*(?:mois|months?)\\b`,
  )
  const m = months.exec(low)
  if (m) {
    const w = m[1] ?? m[2]!
    const n = /\d/.test(w) ? Number(w) : (NUM_WORDS[w] ?? null)
    // ('12 months'', '18 mois': a year and more, said in months)
    if (n === null || n <= 0 || n > 60) return null
    return { years: Math.round((n / 12) * 100) / 100, at: m.index }
  }
  // Seasons of a seasonal trade ('2 saisons minimum en conduite de dameuse', 'two seasons as a ski
  // instructor'): a season is about SEASON_MONTHS of work.
  const seasons = new RegExp(
    `${num}\\s*(?:saisons?|seasons?)\\b\\s*(?:minimum\\s*)?(?:d'experience|of experience|experience|en |dans |comme |as |in |de |d')`,
  ).exec(low)
  if (!seasons) return null
  const n = /\d/.test(seasons[1]!) ? Number(seasons[1]) : (NUM_WORDS[seasons[1]!] ?? null)
  if (n === null || n <= 0 || n > 20) return null
  return { years: Math.round(((n * SEASON_MONTHS) / 12) * 100) / 100, at: seasons.index }
}

/** Cue words around a years clause that say how much it matters, not what is asked. */
const YEARS_CUE_HEAD =
  /^(?:(?:vous (?:avez|justifiez|disposez|possedez)|justifiez|disposez|possedez|you (?:have|bring)|justifier|with|avec|idealement|ideally|minimum(?: of)?|min\.?|au moins|at least|d'au moins|une|an?|de|d'|premiere|first)(?:(?<=')|\s+|(?=\d)))+/
const YEARS_CUE_TAIL =
  /(?:\s*(?:est|sont|is|are|serait|would be)?\s*(?:minimum|exigee?s?|requise?s?|souhaitee?s?|appreciee?s?|demandee?s?|attendue?s?|recherchee?s?|imperative?s?|imperativement|necessaires?|indispensables?|obligatoires?|vivement|fortement|un plus|a plus|an advantage|required|essential|mandatory|preferred|desirable|highly desirable|is a must|idealement|ideally|au moins|at least))+\s*$/

/** A licence's years held: 'permis B depuis au moins 3 ans', 'driving licence held for 2+ years'. */
const LICENCE_HELD_YEARS =
  /\b(?:permis|licen[cs]es?)\b[^.;\n]{0,40}?\b(?:depuis|de plus de|held for|for (?:at least|over|more than)|since)\s+(?:au moins\s+|plus de\s+|at least\s+|over\s+|more than\s+)?(?:\d{1,2}|un|une|deux|trois|one|two|three)\+?\s*(?:ans?|annees?|years?)\b/

/** Words of a sentence's lead-in before a figure of years, said to the reader ('You must have a minimum of'). */
const YEARS_LEAD_IN = new Set(
  `you we vous nous must will should would have has bring brings are is be looking seek seeking for someone somebody
  a an the with minimum min of at least au moins avez possedez justifiez disposez beneficiez d de du une un
  idealement need needs require requires required ideal successful candidate applicant profile
  also et and ideally you'll you’ll`.split(/\s+/),
)

/** '3 ans d'expérience' / '3 years of experience': a figure of years in the output language. */
export function yearsFigure(years: number, lang: Lang): string {
  // (under a year, in months: '6 mois d'expérience')
  if (monthsIn(years) !== null)
    return lang === 'fr'
      ? `${yearsCount(years, 'fr')} d'expérience`
      : `${yearsCount(years, 'en')} of experience`
  return lang === 'fr'
    ? `${years} an${years > 1 ? 's' : ''} d'expérience`
    : `${years} year${years > 1 ? 's' : ''} of experience`
}

/**
 * The years an offer asks, said in the other language than the offer's: its figure, or some experience
 * asked without one ('Première expérience dans le métier' / 'Previous experience in the field').
 */
export function yearsAskedFigure(asked: { years: number; first?: true }, lang: Lang): string {
  if (asked.first)
    return lang === 'fr' ? 'Première expérience dans le métier' : 'Previous experience in the field'
  return yearsFigure(asked.years, lang)
}

/**
 * The offer with its company and conditions sections blanked (same length): 'a family-run company
 * with 40 years in the South West' asks no 40 years of anyone.
 */
export function withoutCompanyLines(jd: string): string {
  const section = readConditionLines(jd).section
  if (section.size === 0) return jd
  return jd
    .split('\n')
    .map((l, i) => (section.has(i) ? ' '.repeat(l.length) : l))
    .join('\n')
}

/** A clause asking experience in named fields without a figure: its fields, or null. */
const EXPERIENCE_FIELD =
  /(?:^|\n)[\s\-–•*·]*(?:une? |an? )?(?:premi[eè]re |first |prior |previous |relevant )?exp[ée]riences? (?:significative |r[ée]ussie |professionnelle )?(?:en|dans|in|within) (?:la |le |l'|les |un |une |the |a |an )?([^\n(:]{3,80}?)\s*(?:\(|:|,?\s*(?:est |serait |is |would be )?(?:appr[ée]ci[ée]e|souhait[ée]e|exig[ée]e|demand[ée]e|indispensable|obligatoire|requise|un plus|a plus|an advantage|desirable|essential|required|preferred|welcome)\b)/i

/**
 * The same clause in English, its fields before the noun, on a line of its own: 'Previous retail or
 * cash-handling experience', 'Warehouse experience essential'. (Not a word of how much or how good:
 * 'Proven experience', 'Some hands-on experience'.)
 */
const FIELD_BEFORE_EXPERIENCE =
  /(?:^|\n)[\s\-–•*·]*(?:(?:previous|prior|relevant|proven|some|solid|strong|good|demonstrable|recent)\s+)*((?:(?!(?:previous|prior|relevant|proven|some|solid|strong|good|demonstrable|recent|hands-on|practical|professional|work|years?|experience|equivalent)\b)[a-z][a-z-]*)(?:,?\s+(?:or\s+|and\s+)?(?!(?:experience|equivalent)\b)[a-z][a-z-]*){0,5})\s+experience\b(?=\s*(?:$|\n|[,(.;]|(?:is\s+)?(?:essential|required|preferred|desirable|an advantage|a plus|welcome)\b))/i

export function experienceField(jd: string): string | null {
  return (EXPERIENCE_FIELD.exec(jd) ?? FIELD_BEFORE_EXPERIENCE.exec(jd))?.[1]?.trim() ?? null
}

/** Words of a years clause about where one lived or what can be checked, not about work. */
const RESIDENCY_YEARS =
  /\b(?:residency|resided|resident (?:in|of)|lived (?:in|at)|living in|address history|checkable history|vetting|resider|residant|residente? (?:en|au|aux|dans)|residence en france)\b/

/**
 * Some experience asked without a figure ('Une première expérience en livraison est demandée',
 * 'Previous customer-facing experience is a plus', 'Proven experience as a Sous Chef'): met by any time
 * in the trade, a month or more.
 */
export const FIRST_EXPERIENCE_YEARS = 1 / 12
const FIRST_EXPERIENCE =
  /\b(?:une\s+)?(premiere\s+experience|(?:previous|prior)\s+(?:[a-z][a-z-]*\s+){0,2}experience|proven\s+experience(?=\s+as\s+an?\s))\b(?:\s+(?:reussie|significative|professionnelle|concrete))?/

/** Where an offer asks some experience without a figure (FIRST_EXPERIENCE), in `lowerPlain(text)`. */
function firstExperienceAt(text: string): { years: number; at: number; first: true } | null {
  const m = FIRST_EXPERIENCE.exec(lowerPlain(text))
  return m ? { years: FIRST_EXPERIENCE_YEARS, at: m.index, first: true } : null
}

/**
 * That clause as the lists name it, from its words to the cue or the comma closing it ('Une première
 * expérience réussie en livraison, même à temps partiel, est demandée' → 'Première expérience en
 * livraison'), or null when the line holds none.
 */
function firstExperienceClause(line: string): string | null {
  const low = lowerPlain(line)
  const m = FIRST_EXPERIENCE.exec(low)
  if (!m) return null
  const start = m.index + m[0].indexOf(m[1]!)
  const head = line.slice(start, start + m[1]!.length)
  const restLow = low.slice(m.index + m[0].length)
  const end = restLow.search(/[,;:.!?()]|\s[-–—]\s/)
  let rest = line.slice(m.index + m[0].length, m.index + m[0].length + (end < 0 ? restLow.length : end))
  const tail = YEARS_CUE_TAIL.exec(lowerPlain(rest))
  if (tail) rest = rest.slice(0, tail.index)
  const clause = `${head}${rest}`.replace(/\s+/g, ' ').trim()
  return clause.charAt(0).toUpperCase() + clause.slice(1)
}

/** The longest years clause a list shows as the offer words it (longer ones are cut). */
const YEARS_LABEL_MAX = 75

/**
 * A years clause named from its figure, as the offer words it on its line ('Expérience réussie d'au
 * moins 2 ans en relation clientèle' → '2 ans d'expérience en relation clientèle'), cut from its cue
 * words; too long or unreadable, the figure alone ('3 ans d'expérience').
 */
function figureClause(line: string, years: number, lang: Lang): string {
  const figure = yearsFigure(years, lang)
  // The piece of the line holding the figure, between separators.
  // (a field enumerated after 'en' and closed by 'ou' is one clause: '3 ans d'expérience en
  // valorisation, transfert de technologie ou business development')
  const pieces = line
    .replace(LEADING_BULLETS, '')
    .replace(/^[–—]\s*/, '')
    // (not a qualifier after the comma: ', en agence ou en production', ', including 1 year in a hotel or
    // …', ', idéalement en banque ou assurance')
    .replace(
      /(?<=\b(?:en|in|dans)\s[^,;:.()]{2,40}),\s(?!(?:en|in|dans|including|dont|id[ée]alement|ideally|notamment|de pr[ée]f[ée]rence|preferably|avec|with|sur|au|aux|à|a|chez|pour|for|at|on|ou|or|et|and|y compris|especially|particularly|surtout)\b)(?=[^,;:.()]{2,50}?\s(?:ou|or)\s)/giu,
      '\u0001',
    )
    .split(/\s[–—-]\s|;|:\s|\s\|\s|,\s|\.\s/)
    .map((p) => p.replaceAll('\u0001', ', ').trim())
  const yearsWord = /\b(?:ans?|années?|years?|yrs|mois|months?|saisons?|seasons?)\b/i
  const piece = pieces.find(
    (p) =>
      yearsWord.test(p) &&
      (/\d/.test(p) ||
        lowerPlain(p)
          .split(/\W+/)
          .some((w) => w in NUM_WORDS)),
  )
  let label = piece ?? ''
  // (a parenthesis closed before the figure belongs to the clause before it: 'DUT GLT ou
  // équivalent) et 2 ans d'expérience …')
  if ((label.indexOf(')') >= 0 && label.indexOf('(') < 0) || label.indexOf(')') < label.indexOf('('))
    label = label.slice(label.indexOf(')') + 1).replace(/^\s*(?:et|and|,)\s+/i, '')
  // (the figure's own clause of a sentence that asks two things: 'Vous êtes titulaire d'un doctorat …
  // et justifiez d'au moins 3 ans d'expérience en valorisation')
  const joined = [
    ...lowerPlain(label).matchAll(
      /\b(?:et|and)\s+(?=(?:vous\s+)?(?:justifiez|disposez|possedez|avez|beneficiez|have|bring)\b)/g,
    ),
  ].pop()
  if (joined?.index !== undefined && yearsWord.test(label.slice(joined.index)))
    label = label.slice(joined.index + joined[0].length)
  // Cue words cut on the folded text, at the same offsets (folding keeps lengths for these words).
  const headCut = YEARS_CUE_HEAD.exec(lowerPlain(label))?.[0].length ?? 0
  label = label.slice(headCut)
  // (a sentence's lead-in before the figure, its words all said to the reader: 'You must have a
  // minimum of 3 years' ICU experience', 'Vous avez au minimum 3 ans …', 'We are looking for someone
  // with 5+ years …' — the figure leads)
  const figureAt = lowerPlain(label).search(/\b\d{1,2}\+?\s*(?:ans?|annees?|years?|yrs)\b/)
  if (
    figureAt > 0 &&
    lowerPlain(label.slice(0, figureAt))
      .split(/[\s'’]+/)
      .every((w) => w === '' || YEARS_LEAD_IN.has(w))
  )
    label = label.slice(figureAt)
  // (the cue closing it, its full stop aside: '… in a similar role is essential.')
  label = label.replace(/[\s.;:!]+$/, '')
  const tail = YEARS_CUE_TAIL.exec(lowerPlain(label))
  if (tail) label = label.slice(0, tail.index)
  label = label
    // a cue in parentheses closing the clause: '(essential)', '(obligatoire)'
    .replace(
      /\s*\((?:essential|required|mandatory|preferred|desirable|a plus|obligatoire|exig[ée]e?s?|requise?s?|indispensables?|souhait[ée]e?s?|appr[ée]ci[ée]e?s?|minimum)\)\s*$/i,
      '',
    )
    .replace(/\s+(?:minimum|min\.?|au moins|at least)(?![\p{L}])/giu, '')
    // (a parenthesis the clause's commas cut open: 'Expérience commerciale de 2 ans (immobilier')
    .replace(/\s*\([^()]*$/, '')
    .replace(/[\s.,;:!–—-]+$/, '')
    .trim()
  // 'Expérience réussie d'au moins 2 ans en relation clientèle' → '2 ans d'expérience en relation
  // clientèle' (the quality of the experience is a cue, the figure leads)
  const lead =
    /^exp[ée]rience(\s+(?!(?:de|of)\s)[\p{L}-]+)?\s+(?:d['’]\s*|de\s+|of\s+)?(au moins\s+|at least\s+|minimum\s+|plus de\s+)?(\d{1,2}\+?\s*(?:ans?|mois|years?|months?))\s+((?:en|dans|comme|sur|au sein|aupr[èe]s|chez|in|as|within)\b.*)$/iu.exec(
      label,
    )
  // ('Expérience de 2 ans en viticulture' → '2 ans d'expérience en viticulture', as a list says it)
  if (lead) label = `${lead[3]} ${lang === 'fr' ? "d'expérience" : 'of experience'} ${lead[4]}`
  // ('Expérience en PUI d'au moins 1 an', 'Expérience en préparation de commandes (1 an)' → '1 an
  // d'expérience en …'; 'Expérience commerciale de 2 ans' → '2 ans d'expérience commerciale')
  const figureLast =
    /^exp[ée]rience\s+(?:(?:r[ée]ussie|significative|solide|confirm[ée]e|probante)\s+)?((?:en|dans|aupr[èe]s|chez|sur|au sein)\s.+?|[\p{Ll}-]+)\s*(?:,\s*)?(?:\(\s*)?(?:d['’]\s*au moins\s+|d['’]\s*|de\s+|minimum\s+|au moins\s+)?(\d{1,2}\+?\s*(?:ans?|mois))\s*\)?$/iu.exec(
      label,
    )
  if (lang === 'fr' && figureLast) label = `${figureLast[2]} d'expérience ${figureLast[1]}`
  // 'Expérience : 2 ans sur un poste similaire' → '2 ans d'expérience sur un poste similaire' (a line
  // that never says 'experience' keeps its words: '3+ years as a product or UX designer')
  if (!/exp[ée]rience/i.test(label) && /exp[ée]rience/i.test(line))
    label = label.replace(
      /^(\d{1,2}\+?\s*(?:ans?|years?))\b/i,
      lang === 'fr' ? "$1 d'expérience" : '$1 of experience',
    )
  // ('2 ans d'expérience réussie en vente' → '2 ans d'expérience en vente': how good it was is the
  // offer's wish, not what it is in)
  label = label.replace(
    /\b(d['’]exp[ée]rience)\s+(?:r[ée]ussie|significative|solide|confirm[ée]e|probante|concr[èe]te)(?=\s)/iu,
    '$1',
  )
  label = label.replace(/\b(?:proven|solid|demonstrable|significant)\s+(?=experience\b)/i, '')
  // ('3 ans minimum en maintenance industrielle' → '3 ans d'expérience en maintenance industrielle':
  // in French the figure alone before its field reads as a duration, not as experience)
  if (lang === 'fr' && !/exp[ée]rience/i.test(label))
    label = label.replace(
      /^(\d{1,2}\+?\s*(?:ans?|saisons?))\s+(?=(?:en|dans|au sein)\s)/i,
      "$1 d'expérience ",
    )
  // (a clause too long for a list is cut before the place it names last: '2+ years as Sous Chef or
  // strong Junior Sous in a quality restaurant or gastro pub' → '… Junior Sous', rather than a bare
  // '2 years of experience' that says nothing of the trade)
  // (a field enumerated, 'en A, B ou C', is said whole up to a longer length: cut, it would ask one)
  const maxLength = /,\s[^,]+\s(?:ou|or)\s/.test(label) ? YEARS_LABEL_MAX + 25 : YEARS_LABEL_MAX
  if (label.length > maxLength) {
    // (or at its place after its post: '3 ans comme chef d'équipe … sécurité incendie en ERP ou IGH')
    const cut = [
      ...label
        .slice(0, maxLength)
        .matchAll(
          /\s(?:in|within|at|for|dans|au sein|chez|pour)\s|(?<=\b(?:comme|as|en tant que)\s.*)\sen\s/giu,
        ),
    ]
      .map((m) => m.index)
      .filter((i) => i >= 6 && yearsWord.test(label.slice(0, i)))
      .pop()
    if (cut !== undefined) label = label.slice(0, cut).replace(/[\s,;:–—-]+$/, '')
  }
  const usable =
    label.length >= 6 &&
    label.length <= maxLength &&
    yearsWord.test(label) &&
    lowerPlain(label).length === label.length
  return usable ? label.charAt(0).toUpperCase() + label.slice(1) : figure
}

/**
 * The offer's years-of-experience requirement as a requirement of the lists: its own clause
 * ('3 ans d'expérience en boulangerie artisanale', '2 years' supervisory experience in a
 * warehouse'), cut from cue words; a clause too long or offered as an alternative to a diploma
 * ('BTS ou 5 ans d'expérience') is named by its figure only, or not at all. Some experience asked
 * without a figure ('Une première expérience en livraison') is a clause of a month, `first`.
 */
export function yearsRequirement(
  jd: string,
  lang: Lang,
): { years: number; label: string; importance: Importance; first?: true; trainingExcluded?: true } | null {
  const source = withoutCompanyLines(jd)
  const found = statedYearsAt(source) ?? firstExperienceAt(source)
  if (!found) return null
  const low = lowerPlain(jd)
  const lineNo = low.slice(0, found.at).split('\n').length - 1
  // ('2 ans d'exp. en SOC': the abbreviation written out, so the label reads as a sentence)
  const line = (jd.split('\n')[lineNo] ?? '')
    .replace(/\b([dD]['’])exp\.(?=\s)/g, '$1expérience')
    // ('min.', 'env.': an abbreviation's point ends no clause)
    .replace(/\b(min|env|approx)\.(?=\s)/gi, '$1')
  const lowLine = low.split('\n')[lineNo] ?? ''
  // Years of living somewhere or of a checkable history ('UK residency for 3 of the last 5 years',
  // 'BS 7858 vetting: 5-year history') are a condition of the vetting, not experience.
  if (RESIDENCY_YEARS.test(lowLine)) return null
  // Nor how long a licence has been held ('titulaire du permis B depuis au moins 3 ans', 'licence held
  // for 2+ years'): the licence's condition (credentials.ts heldYears).
  if (LICENCE_HELD_YEARS.test(lowLine)) return null
  // An alternative to a diploma is the diploma's requirement (credentials.ts reads it).
  if (
    /\b(?:ou|or)\s+(?:(?:une?|an?)\s+)?(?:\d|un|une|deux|trois|quatre|cinq|one|two|three|four|five|experience)\b[^\n]*\b(?:ans?|years?)\b/.test(
      lowLine,
    )
  )
    return null
  const clause = 'first' in found ? firstExperienceClause(line) : figureClause(line, found.years, lang)
  if (clause === null) return null
  // A figure given as a floor ('3 ans minimum', 'at least 2 years') or under an 'Essential' heading
  // is a condition of the application, as a must.
  const heading = low
    .split('\n')
    .slice(0, lineNo)
    .reverse()
    .find((l) => /^\s*[a-z][^:]{0,40}:\s*$/.test(l))
  // (the cue of the figure's own sentence: '… et 2 ans d'expérience au moins en douane. La maîtrise
  // de Conex est un plus.' asks the years as a floor)
  // ('5 ans min. en douane': an abbreviation's point ends no sentence)
  const lineAt = found.at - (low.lastIndexOf('\n', found.at - 1) + 1)
  const masked = lowLine.replace(/\bmin\.(?=\s)/g, 'min_')
  const sentenceStart = Math.max(0, masked.lastIndexOf('. ', lineAt) + 1)
  const sentenceEnd = masked.indexOf('. ', lineAt)
  const sentence = masked.slice(sentenceStart, sentenceEnd < 0 ? masked.length : sentenceEnd)
  // ('Au moins 3 ans d'expérience … souhaités': years 'wished' are how French offers ask for them, a
  // requirement, not a plus — unless a plus's own words say so, 'un plus', 'idéalement', 'apprécié')
  const wishedOnly =
    /\bsouhaite(?:e|s|es)?\b/.test(sentence) &&
    !NICE_RE.test(sentence.replace(/\bsouhaite(?:e|s|es)?\b/g, ' '))
  // ('3 ans minimum en management d'équipe exigés, idéalement en club de sport': the plus after the
  // comma qualifies where, the years are asked)
  const must = MUST_RE.exec(sentence)
  const nice = NICE_RE.exec(sentence)
  const niceOfAPlace = must !== null && nice !== null && sentence.slice(must.index, nice.index).includes(', ')
  const importance: Importance =
    nice && !wishedOnly && !niceOfAPlace
      ? 'nice'
      : MUST_RE.test(sentence) ||
          /\b(?:minimum|min_|au moins|d'au moins|at least)(?!\w)/.test(sentence) ||
          /^\s*(?:essential|required|requirements|must[- ]haves?|exigences|prerequis|indispensable)/.test(
            heading ?? '',
          )
        ? 'must'
        : 'normal'
  return {
    years: found.years,
    label: clause,
    importance,
    ...('first' in found ? { first: true as const } : {}),
    ...(TRAINING_EXCLUDED.test(lowLine) ? { trainingExcluded: true as const } : {}),
  }
}

/**
 * An offer open to beginners ('Débutant(e) accepté(e)', 'Poste ouvert aux débutants', 'Aucune
 * expérience requise', 'No experience needed', 'Beginners welcome'), on lower-case text without
 * accents: no experience is asked, whatever experience it calls a plus.
 */
const BEGINNERS_WELCOME =
  /\bdebutant[a-z()]*\s+(?:sont\s+)?(?:accepte|bienvenu|admis)|\b(?:ouvert|accessible)e?s?\s+aux\s+debutant|\b(?:sans|aucune)\s+experience\s+(?:n'est\s+)?(?:requise|exigee|necessaire|prealable)|\bexperience\s+non\s+(?:requise|exigee|necessaire)|\bno\s+(?:previous\s+|prior\s+)?experience\s+(?:is\s+)?(?:needed|required|necessary)|\bbeginners?\s+(?:are\s+)?welcome/

/** A years clause leaving out the time in training ('apprentissage non compris', 'excluding placements'). */
const TRAINING_EXCLUDED =
  /\b(?:(?:apprentissage|alternance|stages?|apprenticeships?|internships?|placements?|training contract)\s+(?:non\s+compris|non\s+inclus|exclus|not\s+included|excluded)|hors\s+(?:apprentissage|alternance|stages?)|excluding\s+(?:apprenticeships?|internships?|placements?|training))\b/

/** A month's name or its number. */
const MONTH_WORD = `(?:${MONTH_NAME_WORD}|\\d{1,2})`
/** The words that close a date range still running ('2021 – présent', '– à ce jour'), lower case and plain. */
export const PRESENT =
  "(?:present|aujourd'hui|aujourdhui|ce jour|actuel(?:lement)?|now|current(?:ly)?|en cours|today|auj\\.?)"
const RANGE_RE = new RegExp(
  `(?:(${MONTH_WORD})\\.?[\\s/.-]*)?((?:19|20)\\d{2})\\s*(?:-|–|—|à|a|au|to|until|jusqu'a|>|→)\\s*(?:(?:(${MONTH_WORD})\\.?[\\s/.-]*)?((?:19|20)\\d{2})|(?:(?:a|au|jusqu'a)\\s+)?${PRESENT})`,
  'g',
)
// A season within one year, its first month without a year ('Juillet – août 2023', 'June–Aug 2024').
const SEASON_RE = new RegExp(
  `\\b(${MONTH_NAME_WORD})\\.?\\s*(?:-|–|—|a|au|to)\\s*(${MONTH_NAME_WORD})\\.?\\s*((?:19|20)\\d{2})\\b`,
  'g',
)
/**
 * Seasons listed by their years ('Septembre 2017, 2018, 2019 et 2022', 'Saisons 2019, 2020 et 2021',
 * 'Summers 2019 and 2020'): a month or a season of each year, never the years between.
 */
const YEAR_LIST_RE = new RegExp(
  `(?:^|[\\s(])(?:(${MONTH_NAME_WORD})\\.?|(saisons?|seasons?|etes?|summers?|hivers?|winters?|vendanges))\\s+((?:19|20)\\d{2}(?:\\s*(?:,|et|and|&)\\s*(?:19|20)\\d{2})+)(?![\\d\\s]*(?:-|–|—|a|au|to)\\s*(?:19|20)\\d{2})`,
  'g',
)
/**
 * One season of one year ('Été 2023', 'Summer 2022', 'Saison 2024 (juin – septembre)'): its months, or
 * those its parenthesis names. Not one of a list of years (YEAR_LIST_RE) nor a range's start.
 */
const ONE_SEASON_RE = new RegExp(
  `(?:^|[\\s(])(etes?|summers?|hivers?|winters?|saisons?|seasons?)\\s+((?:19|20)\\d{2})\\b(?![\\d\\s]*(?:-|–|—|a|au|to|,|et|and|&)\\s*(?:19|20)\\d{2})(?:\\s*\\((${MONTH_NAME_WORD})\\.?\\s*(?:-|–|—|a|au|to)\\s*(${MONTH_NAME_WORD})\\.?\\s*\\))?`,
  'g',
)
/** The months of a season word ('été' → June to August), as [first, last] (1–12). */
function seasonMonths(word: string): [number, number] {
  if (/^(?:hiver|winter)/.test(word)) return [1, 3]
  if (/^vendange/.test(word)) return [9, 10]
  return [6, 8]
}
// ('depuis 06/2021': a month in figures; monthOf reads it)
const SINCE_RE = new RegExp(
  `(?:depuis|since)\\s+(?:(${MONTH_WORD}|\\d{1,2}(?=[/.]))[/.]?\\.?\\s*)?((?:19|20)\\d{2})`,
  'g',
)

/** What precedes 'depuis 2014' when it dates a licence or a title held, not a job. */
const HELD_SINCE =
  /\b(?:permis|licence|license|caces|habilitation|certificat|certification|diplome|diplomee?|titulaire|carte|licensed|certified|qualified|registered|inscrite?|residente?|resident|installee?|domiciliee?|living|lived|settled|based)\b[^,;]*$/

/**
 * Whether 'depuis <date>' at `at` of a lower-case plain line dates a licence held ('Permis VL depuis
 * 2014') or where one lives ('Résident au Royaume-Uni depuis 2020'), not a job.
 */
export function datesAHolding(line: string, at: number): boolean {
  return HELD_SINCE.test(line.slice(Math.max(0, at - 40), at))
}

export type DateRange = { from: number; to: number; line: number }

/** Months covered by date ranges, overlaps counted once. */
export function unionMonths(ranges: { from: number; to: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.from - b.from)
  let months = 0
  let from = -1
  let to = -1
  for (const r of sorted) {
    if (r.from > to) {
      if (to >= 0) months += to - from + 1
      from = r.from
      to = r.to
    } else to = Math.max(to, r.to)
  }
  if (to >= 0) months += to - from + 1
  return months
}

/** Months of work as the years a CV shows, to the nearest quarter ('1 an et 9 mois' is 1.75, not 2). */
export function yearsOfMonths(months: number): number {
  return Math.round((months / 12) * 4) / 4
}

/**
 * Whether a line ends on a date range's start and its dash or 'à' and the next line holds its end
 * alone ('… Lyon · 2021 –' / '2025', '… Mairie — 2018 à' / '2022'): a range the PDF wrapped. Both lines lower case, accents folded.
 */
export function wrapsAfterDash(line: string, next: string): boolean {
  // ('… CCAS de Saint-Brieuc (22) sept.' / '2023 – aujourd'hui', '… MASP janv. – mai' / '2023'): wrapped
  // between the start's month and its year
  if (ENDS_ON_START_MONTH.test(line) && !/(?:19|20)\d{2}/.test(line))
    return YEAR_THEN_RANGE_END.test(next.trim())
  // ('… Theale Distribution Centre Jun 2017' / '- Feb 2020': wrapped before the dash, which opens the
  // next line as a bullet would)
  const dashed = /^[-–—]\s*(\S.*)$/.exec(next.trim())
  if (dashed && next.trim().length <= 22 && /(?:19|20)\d{2}\s*$/.test(line))
    return WRAPPED_RANGE_END.test((dashed[1] ?? '').trim())
  if (next.trim().length > 16) return false
  // ('… Jul 2018 – Aug' / '2021': wrapped between the end's month and its year)
  if (ENDS_ON_RANGE_MONTH.test(line)) return /^(?:19|20)\d{2}\b/.test(next.trim())
  return (
    /(?:19|20)\d{2}\s*(?:[–—-]|\b(?:a|au|to|until))\s*$/.test(line) && WRAPPED_RANGE_END.test(next.trim())
  )
}

/** The end of a range alone on its line: '2025', '12/2024', 'juin 2025', 'present'. */
export const WRAPPED_RANGE_END = new RegExp(
  `^(?:(?:\\d{1,2}[/.]|${MONTH_WORD}\\.?\\s*)?(?:19|20)\\d{2}|present|aujourd'hui|ce jour|now|today|current)\\b`,
)

/** A header ending on the month a job began (or on a range of months), its year on the next line. */
const ENDS_ON_START_MONTH = new RegExp(
  `\\s${MONTH_NAME_WORD}\\.?(?:\\s*[–—-]\\s*${MONTH_NAME_WORD}\\.?)?\\s*$`,
)
/** A line holding a year alone, or a year and the end of its range: '2023', '2023 – aujourd'hui'. */
const YEAR_THEN_RANGE_END = new RegExp(
  `^(?:19|20)\\d{2}(?:\\s*(?:[–—-]|\\b(?:a|au|to|until)\\b)\\s*(?:(?:\\d{1,2}[/.]|${MONTH_WORD}\\.?\\s*)?(?:19|20)\\d{2}|${PRESENT}))?\\s*$`,
)

const ENDS_ON_RANGE_MONTH = new RegExp(
  `(?:19|20)\\d{2}\\s*(?:[–—-]|\\b(?:a|au|to|until))\\s*${MONTH_WORD}\\.?\\s*$`,
)

// (read on the line folded at the same length, so that their offsets are the line's own)
const RANGE_OPEN_END = new RegExp(
  `((?:${MONTH_WORD}\\.?[\\s/.-]*)?(?:19|20)\\d{2})\\s*(?:[–—-]|\\b(?:a|au|to|until))\\s*$`,
)
const RANGE_CLOSE_END = new RegExp(
  `(?:^|\\s)((?:${MONTH_WORD}\\.?[\\s/.-]*)?(?:19|20)\\d{2}|${PRESENT})\\s*$`,
)

/**
 * A header and its dates the PDF wrapped together, row by row of a two-cell table ('Logistics
 * Coordinator – Meridian 3PL Ltd, Magna Jul 2025 –' / 'Park, Lutterworth Present'): one line with
 * the header's words first and the range whole ('… Magna Park, Lutterworth Jul 2025 – Present').
 * The same line joined as it is when the next line holds only the end of the range; null otherwise.
 */
export function joinWrappedRange(line: string, next: string): string | null {
  const n = next.trim()
  if (wrapsAfterDash(lowerPlain(line), lowerPlain(n))) return `${line} ${n}`
  const open = RANGE_OPEN_END.exec(foldSameLength(line))
  if (!open || n.length > 60) return null
  const close = RANGE_CLOSE_END.exec(foldSameLength(n))
  if (!close) return null
  const head = n.slice(0, close.index).trim()
  if (!head || /(?:19|20)\d{2}/.test(head) || /^[-•·*▪–]/.test(head)) return null
  const start = line.slice(open.index).trimEnd()
  return `${line.slice(0, open.index).trimEnd()} ${head} ${start} ${n.slice(close.index).trim()}`
}

/** The month a RANGE_RE match ends on (its year's December when it names no month), or null if open. */
function rangeEnd(m: RegExpMatchArray): number | null {
  return m[4] ? Number(m[4]) * 12 + (monthOf(m[3]) ?? 12) - 1 : null
}

/** Whether a lower-case plain line holds a date range that ends after the month `nowMonth`. */
function runsPastNow(line: string, nowMonth: number): boolean {
  for (const m of line.matchAll(RANGE_RE)) if ((rangeEnd(m) ?? nowMonth) > nowMonth) return true
  return false
}

/** Date ranges in months since year 0; 'présent' is the reference month given. */
export function dateRanges(text: string, nowMonth: number): DateRange[] {
  const out: DateRange[] = []
  const lines = lowerPlain(text).split(/\n|\f/)
  lines.forEach((own, i) => {
    // a range the PDF wrapped after its dash ('… lyon · 2021 –' / '2025') is read as one line
    const next = (lines[i + 1] ?? '').trim()
    const line = joinWrappedRange(own, next) ?? own
    for (const m of line.matchAll(RANGE_RE)) {
      const fromY = Number(m[2])
      const fromM = monthOf(m[1]) ?? 1
      const from = fromY * 12 + fromM - 1
      const to = rangeEnd(m) ?? nowMonth
      if (to >= from && to - from < 50 * 12 && to <= nowMonth + 1) out.push({ from, to, line: i })
    }
    for (const m of line.matchAll(SEASON_RE)) {
      const y = Number(m[3])
      const a = monthOf(m[1])
      const b = monthOf(m[2])
      if (a === null || b === null || b < a) continue
      const from = y * 12 + a - 1
      const to = y * 12 + b - 1
      if (to <= nowMonth + 1 && !out.some((r) => r.line === i && r.from <= from && r.to >= to))
        out.push({ from, to, line: i })
    }
    for (const m of line.matchAll(YEAR_LIST_RE)) {
      const month = monthOf(m[1])
      const [a, b] = month !== null ? [month, month] : seasonMonths(m[2] ?? '')
      for (const y of (m[3] ?? '').match(/(?:19|20)\d{2}/g) ?? []) {
        const from = Number(y) * 12 + a - 1
        const to = Number(y) * 12 + b - 1
        if (to <= nowMonth + 1) out.push({ from, to, line: i })
      }
    }
    for (const m of line.matchAll(ONE_SEASON_RE)) {
      const named = [monthOf(m[3]), monthOf(m[4])]
      const [a, b] =
        named[0] != null && named[1] != null && named[0] <= named[1]
          ? (named as [number, number])
          : seasonMonths(m[1] ?? '')
      const from = Number(m[2]) * 12 + a - 1
      const to = Number(m[2]) * 12 + b - 1
      if (to <= nowMonth + 1 && !out.some((r) => r.line === i && r.from <= from && r.to >= to))
        out.push({ from, to, line: i })
    }
    for (const m of line.matchAll(SINCE_RE)) {
      // 'Permis VL depuis 2014', 'CACES 3 depuis 2019': when a licence was obtained, not a job
      if (datesAHolding(line, m.index ?? 0)) continue
      const from = Number(m[2]) * 12 + (monthOf(m[1]) ?? 1) - 1
      if (from <= nowMonth) out.push({ from, to: nowMonth, line: i })
    }
  })
  return out
}

// ---------------------------------------------------------------- CV sections

export type SectionKind =
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'summary'
  | 'interests'
  | 'projects'
  | 'other'

const SECTION_RES: [RegExp, SectionKind][] = [
  [
    /^(experiences?( professionnelles?)?|voluntary work|volunteer(?:ing)? (?:work|experience)|experiences? benevoles?|parcours( professionnel)?|emplois?|(?:(?:legal|relevant|professional|work|other|additional|industry|clinical|teaching|sales|retail) )?experience|employment( history)?|career( history)?|work history|historique professionnel|missions?|projets?( professionnels)?|projects?|stages?|internships?)$/,
    'experience',
  ],
  [
    /^(formations?(?: en cours| continues?| complementaires?| professionnelles?| initiales?| suivies)?(?: loi [a-z]+)?|education|etudes|diplomes?|cursus|parcours academique|academic( background)?|qualifications|certifications?|certificates?|formation et diplomes|diplomes et formations|training(?: courses)?|trainings|professional development|continuing (?:education|professional development)|cpd)$/,
    'education',
  ],
  [
    /^(competences( techniques| cles| professionnelles)?|skills|technical skills|key skills|core skills|savoir[- ]faire|savoir[- ]etre|outils|tools|informatique|logiciels|expertise|hard skills|soft skills|qualites|atouts|langages|frameworks( et)? outils|outils et logiciels|competences et outils|habilitations|materiels? maitrises?|equipements? maitrises?|skills( and)? (?:credentials|tools|certifications|qualifications)|tools( and)? technologies|technologies)$/,
    'skills',
  ],
  [/^(langues?|languages?|langues etrangeres)$/, 'languages'],
  [
    /^(profil( professionnel)?|resume|summary|professional summary|about( me)?|a propos( de moi)?|objectif|objective|profile|presentation|accroche)$/,
    'summary',
  ],
  [
    /^(centres? d'interets?|loisirs|interets|interests|hobbies|activites|benevolat|volunteering)$/,
    'interests',
  ],
  // What one did for oneself ('Rénovation de ma maison'): evidence for a portfolio trade, not for a
  // trade practised for clients (see PORTFOLIO_DOMAINS).
  [
    /^(projets? perso(nnels?)?|realisations? personnelles?|personal projects?|side projects?|projets personnels et associatifs)$/,
    'projects',
  ],
]

/** The kind of section a heading line opens, or null (read once per line: the CV readers ask often). */
export const sectionOfLine: (line: string) => SectionKind | null = rememberLast(sectionOfLineRead, 2000)

function sectionOfLineRead(line: string): SectionKind | null {
  const t = lowerPlain(line)
    .replace(/[^a-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!t || t.split(' ').length > 5) return null
  for (const [re, kind] of SECTION_RES) if (re.test(t)) return kind
  // Two headings joined ('Formation & habilitations', 'Skills and tools'): the first one's section.
  const [first] = lowerPlain(line)
    .split(/\s*(?:&|\+|\/)\s*|\s+(?:et|and)\s+/)
    .map((p) =>
      p
        .replace(/[^a-z' -]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  if (first && first !== t) for (const [re, kind] of SECTION_RES) if (re.test(first)) return kind
  // A heading in capitals whose spaced letters the PDF joined ('EXPÉRIENCEPROFESSIONNELLE',
  // 'CENTRESD'INTÉRÊT'): read without its spaces.
  if (/^[\p{Lu}'’]{10,}$/u.test(line.trim()))
    for (const [re, kind] of SECTION_RES_JOINED) if (re.test(t)) return kind
  return null
}

/** The section headings with their spaces taken out, for headings whose words the PDF joined. */
const SECTION_RES_JOINED: [RegExp, SectionKind][] = SECTION_RES.map(([re, kind]) => [
  new RegExp(re.source.replace(/ /g, '')),
  kind,
])

// ---------------------------------------------------------------- job description

export type JobAnalysis = {
  lang: Lang
  title: string | null
  requirements: Requirement[]
  /** Lines of the offer about its conditions or the company (pay, hours, place…): shown, never scored. */
  conditions: string[]
  requiredYears: number | null
  /** The years requirement as the lists name it (yearsRequirement), null when the offer states none. */
  yearsAsked: ReturnType<typeof yearsRequirement>
  /**
   * The fields an offer asks experience in without a figure ('Expérience dans la sécurité, l'armée
   * ou la police appréciée'): jobs in them are of the trade (trade-years.ts). Null with a years clause.
   */
  experienceField?: string | null
  /** The offer says beginners are welcome ('Débutant(e) accepté(e)', 'No experience needed'): BEGINNERS_WELCOME. */
  beginnersWelcome?: boolean
  degree: number | null
  keywords: string[]
  tokens: Token[]
}

const IMPORTANCE_WEIGHT: Record<Importance, number> = { must: 1.5, normal: 1, nice: 0.5 }
const CATEGORY_WEIGHT: Record<string, number> = {
  hard: 1,
  tool: 1,
  certification: 1,
  domain: 0.9,
  language: 1,
  soft: 0.5,
}

/**
 * A clause of the offer, with its cue; `blocks` when its section's heading is a condition in itself
 * ('Exigé :', 'Essential:', 'Mandatory requirements:'): a credential listed there is one.
 */
type Segment = { text: string; start: number; importance: Importance | null; blocks?: true }

/**
 * What stands between two credentials of an enumeration: a comma, or a comma and a name or two the
 * pack does not know, then possibly the closing 'ou'/'or' (captured): ', ', ', deamp ou ', ' or '.
 */
const ENUMERATION_LINK = /^\s*(?:,\s*(?:[\p{L}\d+'’-]+\s*){0,2})*?(?:,\s*|(?:,\s*)?\b(ou|or)\s+)$/u

/**
 * Words saying a level of study, not its field ('Degree level education', 'educated to degree level',
 * 'Degree-educated').
 */
const LEVEL_OF_STUDY = /\blevel (?:of )?education\b|\beducated to\b|(?:^|[\s-])educated\b/gi

/** The clause of the offer an offset falls in: the last segment starting at or before it. */
function segmentAt(segments: Segment[], at: number): Segment | undefined {
  for (let k = segments.length - 1; k >= 0; k--) if ((segments[k] as Segment).start <= at) return segments[k]
  return undefined
}

/** Lines, then clauses; each clause gets its cue, inheriting the section heading's cue. */
function segmentsOf(jd: string): Segment[] {
  const out: Segment[] = []
  let section: Importance | null = null
  let sectionBlocks = false
  let offset = 0
  for (const rawLine of jd.split('\n')) {
    const lineStart = offset
    offset += rawLine.length + 1
    const line = rawLine.trim()
    if (!line) continue
    const low = lowerPlain(line)
      .replace(/^[^a-z0-9]+/, '')
      .trim()
    const isHeading = low.length <= 60 && (/:\s*$/.test(line) || low.split(' ').length <= 4)
    if (isHeading) {
      // (a short line of items is no heading: 'Permis B' keeps its section)
      const heading = HEADING_NICE_RE.test(low)
        ? 'nice'
        : HEADING_MUST_RE.test(low) || HEADINGS.blocking.test(low)
          ? 'must'
          : HEADING_RESET_RE.test(low)
            ? null
            : undefined
      if (heading !== undefined) {
        section = heading
        sectionBlocks = heading === 'must' && HEADINGS.blocking.test(low)
      }
    }
    // A line opening on a nice-to-have heading's words and a colon ('Le plus : connaissance des codes
    // IATA', 'Atouts : anglais') takes that cue for itself, its section unchanged.
    const inlineHead = isHeading ? undefined : /^([^:]{2,30}):\s*\S/.exec(low)?.[1]?.trim()
    // (a nice-to-have's only: 'Profil : …' already reads as the requirements it opens)
    const lineCue: Importance | undefined =
      inlineHead !== undefined && HEADING_NICE_RE.test(inlineHead) ? 'nice' : undefined
    // Clauses: split on ';', ' – ', '. ', ' mais ', ' but ', and '(…un plus…)' stays with its clause.
    const re = /[^;.!?]+(?:[;.!?]+|$)/g
    // (an abbreviation's point ends no clause: 'CACES R482 cat. A (mini-pelle) apprécié')
    const masked = rawLine.replace(
      /\b(cat|min|max|env|ex|ref|réf|approx|incl|dept|no|vol)\./gi,
      (w) => `${w.slice(0, -1)} `,
    )
    for (const m of masked.matchAll(re)) {
      const clause = rawLine.slice(m.index ?? 0, (m.index ?? 0) + m[0].length)
      for (const part of splitSoft(clause, lineStart + (m.index ?? 0))) {
        // A parenthesis naming an item with its own cue ('CAP Boucher obligatoire (BP Boucher
        // apprécié)') is a clause of its own; one holding only a cue ('Permis B (obligatoire)') or
        // items with none ('Expérience en cabinet (Cegid, Sage) serait un plus') belongs to its clause.
        const own = [...part.text.matchAll(/\(([^()]*)\)/g)].filter((p) => {
          const inside = p[1] ?? ''
          // (an item names itself with a capital: 'BP Boucher apprécié', not 'niveau B2 apprécié')
          return (
            cueOf(inside) !== null && /^\s*\p{Lu}/u.test(inside) && ownWords(inside) && !opensOnCue(inside)
          )
        })
        const outside = own.reduce((t, p) => t.replace(p[0], ' '), part.text)
        const imp = cueOf(outside) ?? lineCue ?? section
        const blocks = sectionBlocks && imp === 'must' ? { blocks: true as const } : {}
        if (own.length === 0) {
          out.push({ text: part.text, start: part.start, importance: imp, ...blocks })
          continue
        }
        let at = 0
        for (const p of own) {
          const from = p.index ?? 0
          const to = from + p[0].length
          if (from > at)
            out.push({ text: part.text.slice(at, from), start: part.start + at, importance: imp })
          out.push({
            text: part.text.slice(from, to),
            start: part.start + from,
            importance: cueOf(p[1] ?? ''),
          })
          at = to
        }
        if (at < part.text.length)
          out.push({ text: part.text.slice(at), start: part.start + at, importance: imp })
      }
    }
  }
  return out
}

/** The cue a text holds: 'nice' before 'must', as a clause is read. */
function cueOf(text: string): Importance | null {
  const pl = lowerPlain(text)
  return NICE_RE.test(pl) ? 'nice' : MUST_RE.test(pl) ? 'must' : null
}

/** A parenthesis opening on its cue qualifies what precedes it: '(obligatoire pour les traitements)'. */
function opensOnCue(inside: string): boolean {
  const pl = lowerPlain(inside).trim()
  return (NICE_RE.exec(pl)?.index ?? -1) === 0 || (MUST_RE.exec(pl)?.index ?? -1) === 0
}

/** Words of a parenthesis beyond its cue ('BP Boucher' in '(BP Boucher apprécié)'; none in '(essential)'). */
function ownWords(inside: string): boolean {
  const rest = lowerPlain(inside)
    .replace(new RegExp(NICE_RE.source, 'g'), ' ')
    .replace(new RegExp(MUST_RE.source, 'g'), ' ')
    .replace(
      /\b(?:tres|vivement|fortement|highly|strongly|est|serait|sera|is|would|be|un|une|a|an|le|la|les|the|de|d|du|des|et|ou|and|or|mais|but|si possible|if possible)\b/g,
      ' ',
    )
  return /[a-z]{2,}/.test(rest)
}

const MUST_ALL = new RegExp(MUST_RE.source, 'g')
const NICE_ALL = new RegExp(NICE_RE.source, 'g')
/** A clause that is nothing but a cue ('essential', 'desirable', 'un plus'): no word of an item left. */
function isCueAlone(text: string): boolean {
  const pl = lowerPlain(text)
  return cueOf(text) !== null && !/\p{L}/u.test(pl.replace(MUST_ALL, ' ').replace(NICE_ALL, ' '))
}

function splitSoft(text: string, start: number): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = []
  const re =
    /\s[–—]\s|,\s(?=(?:et |and )?(?:[^,]{0,40})\b(?:un plus|un atout|apprecie(?:e|s|es)?|souhaite(?:e|s|es)?|bienvenue?s?|is a plus|a plus|preferred|bonus|an? (?:advantage|asset)|desirable|advantageous|beneficial)\b)|(?:,|\s(?:et|and|or|ou))\s(?=(?:id[ée]alement|ideally|de pr[ée]f[ée]rence|preferably|si possible)\b)|\s(?:mais|but)\s/gi
  let last = 0
  // read without accents at the same offsets ('permis C apprécié')
  for (const m of foldSameLength(text).matchAll(re)) {
    // (a comma inside a parenthesis splits no clause: 'Une expérience en cabinet (Cegid, Sage) serait
    // un plus')
    if (opensParenthesis(text.slice(0, m.index))) continue
    out.push({ text: text.slice(last, m.index), start: start + last })
    last = (m.index ?? 0) + m[0].length
  }
  out.push({ text: text.slice(last), start: start + last })
  // A cue alone after the dash ('GCSE English and Maths or equivalent – essential', 'Manual handling
  // training – desirable', as UK person specifications write them) is the clause's own cue.
  const merged: { text: string; start: number }[] = []
  for (const p of out.filter((x) => x.text.trim())) {
    const prev = merged.at(-1)
    const words = p.text.trim().split(/\s+/)
    if (prev && words.length <= 3 && isCueAlone(p.text))
      prev.text = text.slice(prev.start - start, p.start - start + p.text.length)
    else merged.push({ ...p })
  }
  return merged
}

const KEYWORD_STOP = new Set(
  'avec dans pour vous nous votre notre vos nos sont etre avoir plus tres bien tout tous toute toutes leur leurs cette ces aussi ainsi dont entre chez afin sein type poste profil mission missions equipe entreprise societe groupe client clients travail niveau experience experiences competence competences connaissance connaissances capacite bonne bonnes selon contrat temps plein partiel semaine jours heures salaire remuneration avantages lieu date debut annee annees mois your with will that this from have about team work role skills experience years strong good ability able other more into their they them what which who when where join company position required preferred including include such well plus ideal candidat candidate offre emploi recherchons recrutons'.split(
    ' ',
  ),
)

export function significantTerms(tokens: Token[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const t of tokens) {
    if (
      t.stop ||
      t.norm.length < 4 ||
      /^\d+$/.test(t.norm) ||
      KEYWORD_STOP.has(t.norm) ||
      KEYWORD_STOP.has(t.low)
    )
      continue
    if (!seen.has(t.norm)) {
      seen.add(t.norm)
      out.push(t.norm)
    }
  }
  return out
}

/** A French mission opening on its verb, by the verb's noun (nounOfAction), with the offer's apostrophes. */
function missionNoun(text: string): string {
  const noun = nounOfAction(text)
  return noun === text || text.includes('’') ? noun : noun.replace(/’/g, "'")
}

function labelFor(match: SkillMatch, lexicon: Lexicon, lang: Lang): string {
  const key = phraseKey(match.text)
  const skill = match.skill
  // (the label of the offer's language; the other language's, written alike but for its accents,
  // is said as the offer writes it: 'réceptions' in a French offer is no 'Reception')
  const own = lang === 'en' ? skill.en : skill.fr
  const other = lang === 'en' ? skill.fr : skill.en
  for (const l of [own, skill.name]) if (phraseKey(l) === key) return l
  if (phraseKey(other) === key && other !== own) return niceCase(match.text.replace(/\s+/g, ' '))
  for (const a of skill.aliases) {
    const plain = a.replace(/^[=?]+/, '')
    if (phraseKey(plain) === key && plain !== plain.toLowerCase()) return plain
  }
  void lexicon
  // An English verb at the head of the offer's words ('Troubleshoot technical issues', 'Educate
  // patients'): a skill is named by a noun, the lexicon's own label ('Troubleshooting').
  const first = lowerPlain(match.text).split(/\s+/)[0] ?? ''
  // (not French words: 'Analyse des écarts' is a noun, said in French)
  const french = /\b(?:des?|du|la|les|d'|d’|aux?)\s/i.test(match.text)
  if (!french && ENGLISH_HEAD_VERB.test(first) && skill.en) return skill.en
  // (so is a mission verb left alone, in either language: 'Collaborer' is 'Travail en équipe',
  // 'Négocier' 'Négociation', 'Coach' 'Coaching')
  if (!key.includes(' ') && isLoneMissionVerb(match.text)) return canonicalLabel(skill, lang)
  // A quality written as an adjective ('Accurate clinical notes', 'Rigoureux') is named by its noun.
  if (skill.cat === 'soft' && !key.includes(' ') && LONE_ADJECTIVE.test(lowerPlain(match.text).trim())) {
    const noun = lang === 'fr' ? skill.fr : skill.en
    if (noun) return noun
  }
  // (a French mission written with its verb is named by the verb's noun: 'Animer des ateliers' →
  // 'Animation d'ateliers')
  const text = match.text.replace(/\s+/g, ' ')
  const noun = missionNoun(text)
  // (…and one whose verb has no noun by its own ('Passer les commandes') by the lexicon's name
  // ('Passation des commandes'): an infinitive read as a noun writes 'le passer les commandes')
  const head = lowerPlain(text).split(/\s+/)[0] ?? ''
  if (noun === text && key.includes(' ') && /(?:er|ir|re)$/.test(head) && isLoneMissionVerb(head))
    return canonicalLabel(skill, lang)
  // (nor by words opening on a preposition, their verb cut: 'travailler sous pression' read as 'sous
  // pression' is 'Résistance au stress')
  // (not a name: 'Sous Chef'; nor the ease a sentence says with it, 'à l'aise avec les outils
  // informatiques' read from 'aise')
  if (
    (/^(?:sous|en|avec|under|with|in|dans)$/.test(head) && !/^\S+[\s-]+\p{Lu}/u.test(text)) ||
    /^aise avec\b/.test(lowerPlain(text))
  )
    return canonicalLabel(skill, lang)
  return niceCase(noun === text ? text : capitalise(noun))
}

const ENGLISH_HEAD_VERB =
  /^(?:troubleshoot|educate|analy[sz]e|manage|coordinate|negotiate|forecast|schedule|maintain|monitor|train|mentor|supervise|deliver|operate|repair|install|inspect|develop|design|build|implement|administer|process|prepare|handle)$/

const BROAD_ALIASES = 10

/** The skill's own name in the offer's language. */
function canonicalLabel(skill: LexiconSkill, lang: Lang): string {
  return (lang === 'en' ? skill.en : skill.fr) || skill.name
}

/** A rank written before a trade's noun ('Senior Bartender', 'Cariste confirmé' after it). */
const RANK_WORD =
  /^(?:senior|junior|head|lead|chief|principal|confirme|confirmee|experimente|experimentee|debutant|debutante)$/

/**
 * The occupation an offer's title names, as phrase keys (plural folded, 'de' dropped): the leading
 * noun of each part of 'Plombier-Chauffagiste confirmé' or 'Soudeur TIG / MIG inox' ('plombier',
 * 'chauffagiste', 'soudeur'), with its complement ('agent securite' of 'Agent de sécurité magasin').
 */
export function occupationWords(titleLine: string): Set<string> {
  const out = new Set<string>()
  const plain = titleLine
    .replace(/\((?:h\/f|f\/h|m\/f|f\/m|h\/f\/x)\)/gi, ' ')
    // (a qualification level before the trade is no trade: 'Level 3 Nursery Practitioner')
    .replace(/\b(?:level|niveau)\s*\d\b/gi, ' ')
  for (const part of plain.split(/\s[-–—/|]\s|[/(),–—|]|-(?=\p{L})|\s+(?:ou|or|et|and)\s+/u)) {
    // (nor the place in the title: 'Gestionnaire de copropriété – CDI – Nantes (44)' names no 'Nantes'
    // a CV's employer line shares)
    if (isPlaceName(part.trim())) continue
    const words = phraseKey(part).split(' ').filter(Boolean)
    // a rank before the trade's noun is not the trade: 'Senior Bartender', 'Head Chef', 'Junior Developer'
    while (words.length > 1 && RANK_WORD.test(words[0]!)) words.shift()
    if (words.length === 0) continue
    // An English title names its trade last ('Diagnostic Radiographer', 'CNC Machinist'): that noun
    // too, when it names a trade alone (not 'Site Engineer', 'Claims Handler') and no French word
    // links the part ('Aide boulanger' names the baker either way).
    const last = words[words.length - 1]!
    if (
      words.length >= 2 &&
      ENGLISH_TRADE_NOUN.test(last) &&
      !ENGLISH_VAGUE_HEAD.test(last) &&
      !HEAD_NAMING_NO_TRADE.test(last) &&
      !/(?:^|\s)(?:de|d|du|des|en|au|aux)(?:\s|$)|['’]/.test(lowerPlain(part))
    )
      out.add(last)
    const head = words[0]!
    if (head.length < 4) continue
    out.add(head)
    // 'agent securite', 'technicien maintenance' (phrase keys drop 'de'): the head and its complement.
    if (words.length >= 2) out.add(words.slice(0, 2).join(' '))
  }
  return out
}

/** An English agent noun ('radiographer', 'machinist', 'electrician', 'roofer'). */
const ENGLISH_TRADE_NOUN = /(?:er|or|ist|ian|wright|smith)$/
/** English heads that name no trade without their complement ('Site Engineer', 'Network Engineer'). */
const ENGLISH_VAGUE_HEAD =
  /^(?:engineer|technician|receptionist|mechanic|manager|leader|supervisor|operator|consultant|developer|designer|administrator|director|partner|owner|handler|planner|controller|driver|inspector|surveyor|therapist|practitioner|technologist|representative|organiser|organizer|trainer|teacher|instructor|tutor|helper|member|worker|officer|adviser|advisor|coordinator|server|producer|writer|researcher|buyer|seller|dealer|broker|keeper|holder)$/

/** A one-word wording that is another form of a one-word label ('soudage', 'soudure'; 'plombier', 'plomberie'). */
export function isWordFormOf(key: string, labels: string[]): boolean {
  if (key.includes(' ') || key.length < 5) return false
  return labels.some((l) => {
    const other = phraseKey(l)
    if (!other || other.includes(' ') || other === key) return false
    let common = 0
    while (common < key.length && common < other.length && key[common] === other[common]) common++
    return common >= 4 && common >= 0.5 * Math.min(key.length, other.length)
  })
}

/**
 * Whether a wording names the skill itself rather than one of its parts: its own label, another
 * form of its word ('Soudage' for 'Soudure'), or its label with a level word ('Excel avancé').
 */
function wordsTheSkill(text: string, skill: LexiconSkill): boolean {
  const labels = [skill.name, skill.fr, skill.en]
  const k = phraseKey(text)
  if (labels.some((l) => phraseKey(l) === k)) return true
  if (isWordFormOf(k, labels)) return true
  const own = new Set(labels.flatMap((l) => phraseStems(l)))
  const stems = phraseStems(text)
  return stems.length > 0 && stems.every((x) => own.has(x))
}

const contentStems = rememberShort((text: string): readonly string[] => [
  ...new Set(
    tokenize(text)
      .filter((t) => !t.stop && !isGenericWord(t.norm))
      .map((t) => stem(t.norm)),
  ),
])
/** The content stems of a text, each once (a copy: callers may change it). */
export function phraseStems(text: string): string[] {
  return [...contentStems(text)]
}

/**
 * A skill's word that names who the work is done with or for, not what it is: an occupation after
 * 'avec le' ('coordonner les soins avec le médecin coordonnateur'), or the members of a team listed
 * in a parenthesis ('Encadrer l'équipe soignante (IDE, AS, ASH)', 'a team (engineers, designers)').
 */
const REPORTED_TO = new RegExp(
  `\\b(?:${REPORT_VERBS})\\b[^.;:()]{0,40}(?:\\bto (?:(?:the|your|our|a)\\s+)?(?:(?:senior|key|internal|external|all)\\s+)?|\\s(?:au|aux|a la|a l')\\s*)$`,
)
function isWhoNotWhat(jd: string, m: SkillMatch): boolean {
  const before = lowerPlain(jd.slice(lineStartOf(jd, m.start), m.start))
  if (
    /\b(?:avec|aupres|par)\s+(?:le|la|les|l'|l’|des|du|nos|vos|un|une)\s*$|\b(?:with|by) (?:the|our|your|a)\s+$/.test(
      before,
    ) ||
    // ('sous la responsabilité du médecin régulateur', 'under the supervision of the pharmacist')
    /\b(?:sous (?:la responsabilite|l'autorite|la supervision|le controle|la direction) (?:du|de la|de l'|des|d')|under the (?:supervision|responsibility|direction) of (?:the|a|our)?)\s*$/.test(
      before,
    )
  )
    return OCCUPATION_WORD.test(lowerPlain(m.text))
  // (and the next party of the list: 'en lien avec l'enseignant et l'enseignant référent')
  if (
    /\b(?:avec|aupres d[eu'’]|with)\s[^,;:.()]*\s(?:et|and|ou|or)\s+(?:le|la|les|l'|l’|des|du|the|our|your)?\s*$/.test(
      before,
    ) &&
    OCCUPATION_WORD.test(lowerPlain(m.text))
  )
    return true
  // ('Encadrement des aides-soignants et AES', 'supervise the nurses'): who is led, not a skill
  if ((LEADING_WHOM.test(before) || TRAINING_WHOM.test(before)) && namesPeople(lowerPlain(m.text)))
    return true
  // ('report extra work to the service desk', 'remonter les anomalies au service qualité'): whom one
  // reports to, not a skill
  if (REPORTED_TO.test(before)) return true
  // ('Coordinate events from brief to delivery'): where a span ends is no skill; a tool is one
  // ('Migration from Oracle to PostgreSQL')
  if (m.skill.cat !== 'tool' && /\bfrom\s+[^,;:()]{1,30}\s+to\s+$/.test(before)) return true
  if (PARTIES_NAMED_BEFORE.test(before)) return true
  // ('Vous managez une équipe de 4 vendeurs': the people led, no skill)
  if (m.skill.cat !== 'tool' && TEAM_OF_COUNT_BEFORE.test(before)) return true
  // ('Animer une équipe de vendeurs': people named after a team are its members)
  if (TEAM_OF_BEFORE.test(before) && namesPeople(lowerPlain(m.text))) return true
  return TEAM_MEMBERS_BEFORE.test(before)
}

/**
 * Text before what a team is made of ('une équipe de ', 'a team of '), the members listed before
 * included ('the shift team of lifeguards, receptionists and …').
 */
const TEAM_OF_BEFORE = new RegExp(
  `\\b(?:${JOB_READING.teamNouns})\\s+(?:de|d'|of)\\s+(?:[a-z'-]+(?:\\s+[a-z'-]+)?(?:\\s*,\\s*|\\s+(?:and|et)\\s+))*$`,
)

/** Training people, up to the people named without an article ('Train junior ', 'mentor new '). */
const TRAINING_WHOM =
  /\b(?:train|training|mentor|mentoring|coach|coaching|supervise|supervising)\s+(?:(?:new|junior|senior|our|your)\s+)*$/

/** People who learn the trade on the job: trainees, apprentices, new starters. */
const TRAINEES =
  /^(?:(?:les |des )?(?:apprenti(?:e)?s?|stagiaires?|alternants?|nouveaux(?: arrivants| collaborateurs| embauches)?|nouvelles recrues|saisonniers?|interimaires?|juniors?|apprentices?|trainees?|new (?:starters?|hires?|recruits?|staff)))$/

/**
 * Whether a word names people by their trade or their place in it ('secrétaires', 'junior chefs',
 * 'apprentis'): the pack's occupations, an ESCO occupation's title, or learners of the trade.
 */
function namesPeople(low: string): boolean {
  const bare = low.replace(/^(?:junior|senior|new|nouveaux|nouvelles|jeunes?)\s+/, '')
  return (
    OCCUPATION_WORD.test(bare) ||
    TRAINEES.test(low) ||
    occupationsNamedBy(bare, (w) => HEAD_NAMING_NO_TRADE.test(w)).length > 0
  )
}

/** Words a name may hold in lower case ('Centre Hospitalier de Villefranche', 'Ambulances du Cher et Loire'). */
const NAME_LINK_WORDS = new Set(
  'de du des la le les et d l en a au aux sur sous of the and upon on in for at y'.split(' '),
)

/** A word of a name: capitalised, a link word ('de', 'of'), or an elided article ('d'Armor'). */
export function isNameWord(w: string): boolean {
  return /^\p{Lu}/u.test(w) || NAME_LINK_WORDS.has(w.toLowerCase()) || /^[dl]['’]/i.test(w)
}

/**
 * The line right under the offer's title when it names the employer and its place, every word
 * capitalised ('Freshway Supermarkets – Kettering, Northamptonshire', 'Boucherie Maison Lefranc –
 * Angers (49)'): its index, or null. What it says is who hires and where, no requirement.
 */
function employerLineUnderTitle(jd: string): number | null {
  const lines = jd.split('\n')
  const first = lines.findIndex((l) => l.trim() !== '')
  if (first < 0) return null
  let at = first + 1
  while (at < lines.length && lines[at]!.trim() === '') at++
  const line = (lines[at] ?? '').trim()
  // (not a label and its list: 'Profil : SQL, Excel')
  if (!line || line.length > 90 || /[:!?]|\.$/.test(line) || sectionOfLine(line)) return null
  // (a title in capitals over two lines, or its contract: 'CHARGÉ DE CLIENTÈLE H/F – CDI', is no name)
  if (/\b(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f|cdi|cdd)\b/i.test(line) || line === line.toUpperCase())
    return null
  const words = line.match(/[\p{L}'’]+/gu) ?? []
  if (words.length === 0) return null
  // (or the employer's name, then what it is, in lower case: 'Arbor'Expertise Alpes, bureau d'études
  // en arboriculture ornementale (Annecy)', 'Severn Vale Hospice – local charity providing specialist
  // palliative care, Gloucester': who hires, no requirement)
  const described = /^([^,–—|]{3,50}?)(?:,|\s[–—|]\s)\s*((?:\p{Ll}|\p{Lu}{2,5}\s+\p{Ll})[^:]*)$/u.exec(line)
  if (described) {
    const nameWords = described[1]!.match(/[\p{L}'’]+/gu) ?? []
    if (
      nameWords.length > 0 &&
      nameWords.length <= 6 &&
      nameWords.every(isNameWord) &&
      !HIRING_VERB.test(line)
    )
      return at
  }
  const named = words.every(isNameWord)
  // (nor a list of tools under the title: 'Python, Django, PostgreSQL')
  const parts = line.split(/\s*(?:,|\s[–—|·-]\s)\s*/)
  return named && parts.length < 3 + (/\s[–—|·-]\s/.test(line) ? 1 : 0) ? at : null
}

/** A verb that hires, its subject the employer ('Coopérative d'élevage recrute', 'Busy practice looking for'). */
const HIRING_VERB =
  /^[^.;:!?\n]*?\b(?:recrute|recrutent|recherche|recherchent|looking for|is hiring|are hiring|is recruiting|are recruiting|seeks|is seeking|are seeking)\b/i

/**
 * A skill in the subject of a sentence that hires ('Busy 4-dentist practice looking for a chairside
 * dental assistant', 'Coopérative d'élevage (génétique et reproduction) recrute en CDI'): who hires,
 * not what the post asks. (After the verb, what is looked for stays: 'Nous recherchons un cariste
 * maîtrisant le WMS'.)
 */
function whoHires(jd: string, m: SkillMatch): boolean {
  const lineStart = lineStartOf(jd, m.start)
  const before = jd.slice(lineStart, m.start)
  if (/^\s*[-•·*▪–✓➢>]/.test(before) || /[.;:!?]/.test(before) || HIRING_VERB.test(before)) return false
  if (/\b(?:nous|we|vous|you|je|i)\s*$/i.test(before)) return false
  return HIRING_VERB.test(jd.slice(m.end, lineEndAt(jd, m.end)))
}

/**
 * A one-word skill in the middle of a name ('Provence Express Colis', 'Blue Swift Transports'): a
 * capitalised word the lexicon does not read on each side, nothing but a space between.
 */
function insideProperName(jd: string, m: SkillMatch, all: SkillMatch[]): boolean {
  // (an acronym is itself a name: 'Label RGE QualiPAC')
  if (m.text.includes(' ') || !/^\p{Lu}\p{Ll}/u.test(m.text)) return false
  const before = /(\p{Lu}[\p{L}'’-]+) $/u.exec(jd.slice(Math.max(0, m.start - 30), m.start))
  const after = /^ (\p{Lu}[\p{L}'’-]+)/u.exec(jd.slice(m.end, m.end + 30))
  if (!before || !after) return false
  const at = (from: number, to: number) => all.some((o) => o !== m && o.start < to && o.end > from)
  return !at(m.start - before[1]!.length - 1, m.start - 1) && !at(m.end + 1, m.end + 1 + after[1]!.length)
}

/** Who a line says the work is done beside or for, before the people it names. */
const BESIDE_WHOM =
  /\b(?:help(?:ing|ed|s)?|assist(?:ing|ed|s)?|support(?:ing|ed|s)?|alongside|with|beside|for|avec|pour|aupres d(?:es|u|e la|e l')|aux cotes d(?:es|u|e la|e l')|en binome avec|aid(?:er|ais|ait|ant|e)|second(?:er|ais|ait|ant|e)|accompagn\w*)\s+(?:(?:the|our|a|an|les|des|la|le|l'|du|aux|au|nos|mes)\s+)?(?:[a-z'-]+,?\s+){0,4}$/

/**
 * 'Helping nurses with admissions', 'en binôme avec les infirmières', 'nous accompagnons maîtres
 * d'ouvrage et architectes': the people one works beside or for, not a trade asked or shown (a care
 * assistant who helps nurses is no nurse; an office serving architects asks for no architect).
 */
/**
 * What the CV says was handed to someone else ('contrôle des factures avant transmission au cabinet
 * comptable', 'outsourced to a freelance glass painter', 'escalated to second-line support'): the
 * words naming that party (five at most, to the clause's end) name their work, not the candidate's.
 */
const HANDED_TO =
  /\b(?:transmi(?:s|se|ses|ssion)|remise?s?|confiee?s?|sous-traitee?s?|externalisee?s?)\s+(?:au|aux|a la|a l'|chez)\s*|\b(?:handed(?: over| on)?|passed(?: on)?|outsourced|subcontracted|referred|escalated|sent|forwarded)\s+to\s+(?:the\s+|an?\s+|our\s+|my\s+)?/g

/**
 * What the CV says it had done by an outside firm ('commissioned PiCUS surveys from a specialist
 * subcontractor', 'ordered the asbestos surveys from an accredited laboratory'): the work between the
 * verb and the firm is the firm's, not the candidate's.
 */
const BOUGHT_IN =
  /\b(?:commissioned|ordered|procured|bought in|sourced)\s+([^.;:]{3,70}?)\s+from\s+(?:an?\s+|the\s+|our\s+)?(?:(?:specialist|external|outside|third-party|accredited|approved|independent)\s+)*(?:sub-?contractors?|contractors?|consultants?|consultancy|laborator(?:y|ies)|labs?|firms?|specialists?|suppliers?|providers?)\b/g

function handedToSpans(text: string): [number, number][] {
  const folded = foldSameLength(text)
  const spans: [number, number][] = []
  // (the whole sentence: what it says was needed and what came back are the firm's work too, 'Where
  // sonic tomography was needed, commissioned … and incorporated the tomograms into our reports')
  for (const m of folded.matchAll(BOUGHT_IN)) {
    const at = m.index ?? 0
    const rest = folded.slice(at)
    const end = rest.search(/[.;!?]|\n\s*[-•·*▪–]|\n\s*\n/)
    spans.push([sentenceStart(folded, at), end < 0 ? folded.length : at + end])
  }
  for (const m of folded.matchAll(HANDED_TO)) {
    const from = (m.index ?? 0) + m[0].length
    const rest = folded.slice(from, from + 60)
    const stop = rest.search(/[\n,.;:()!?]|\s(?:pour|qui|afin|chaque|for|who|which|each)\b/)
    const party = /^(?:\S+\s*){1,5}/.exec(stop < 0 ? rest : rest.slice(0, stop))?.[0] ?? ''
    if (party.trim()) spans.push([from, from + party.trimEnd().length])
  }
  return spans
}

function workedWith(text: string, m: SkillMatch): boolean {
  if (!OCCUPATION_WORD.test(lowerPlain(m.text))) return false
  return BESIDE_WHOM.test(lowerPlain(text.slice(Math.max(lineStartOf(text, m.start), m.start - 60), m.start)))
}

/**
 * 'Soins aux patients', 'high-risk patients', 'accueil des patientes': the people cared for, in the
 * plural, not the quality ('Patient et calme', 'vous êtes patiente', 'Friendly, patient' stay one; so
 * does a plural after the verb that says it: 'vous êtes patients').
 */
function peopleNotQuality(text: string, m: SkillMatch): boolean {
  if (m.skill.cat !== 'soft' || !isPluralOfQuality(m)) return false
  const before = lowerPlain(text.slice(lineStartOf(text, m.start), m.start)).trimEnd()
  return !/\b(?:etes|sont|soyez|restez|rester|etre|are|be|stay|remain|tres|very)$/.test(before)
}

/**
 * One word written in the plural where the quality's own words are singular: 'jugements' (court
 * rulings in a list of acts to serve), 'patients' (the people cared for) — things or people, not
 * the quality. (A quality whose own word ends so, 'rigoureux', 'curious', is itself.)
 */
function isPluralOfQuality(m: SkillMatch): boolean {
  const word = m.text.trim()
  if (!/^\p{L}+[sx]$/u.test(word)) return false
  const folded = lowerPlain(word)
  return ![m.skill.name, m.skill.fr, m.skill.en, ...m.skill.aliases].some(
    (a) => lowerPlain(a.replace(/^[=?]+/, '')) === folded,
  )
}

/**
 * A French word that an English alias becomes once its plural is folded: 'sale' (dirty: 'circuit
 * propre/sale') is no 'sales'. Read so only in a French text, in lower case and in the singular.
 */
function frenchFalseFriend(m: SkillMatch): boolean {
  return /^sale$/.test(m.text)
}

/**
 * A French alias that is an English word of another sense, read in an English text: 'commercial
 * projects', 'a commercial kitchen' are no sales.
 */
function englishFalseFriend(m: SkillMatch): boolean {
  return /^commercial$/i.test(m.text)
}

/**
 * An acronym written in capitals among lower-case words that the lexicon knows as a common word
 * ('Work with Educational Psychologists, SALT and CAMHS': speech and language therapy, no salt). A
 * line written all in capitals ('SOUDURE TIG', 'PERMIS B') keeps its words.
 */
function acronymOfACommonWord(text: string, m: SkillMatch): boolean {
  if (m.text.length < 3 || /\s/.test(m.text) || !/^\p{Lu}+$/u.test(m.text)) return false
  const skill = m.skill
  // (capitals that spell the skill's own name as a common word, 'SALT' for 'Salt'; the lexicon's
  // acronyms, 'EHPAD' for 'Gériatrie', 'SAP', are what they say)
  const word = m.text.toLowerCase()
  if (
    ![skill.name, skill.fr, skill.en].some(
      (l) => l === `${word.charAt(0).toUpperCase()}${word.slice(1)}` || l === word,
    )
  )
    return false
  const line = text.slice(lineStartOf(text, m.start), lineEndAt(text, m.start))
  const lower = line.match(/\p{Ll}/gu)?.length ?? 0
  const upper = line.match(/\p{Lu}/gu)?.length ?? 0
  return lower > upper
}

/**
 * One word after a hyphen that joins it to the word before ('customer-facing', 'self-service'): the
 * compound's tail, not the skill the word names alone ('facing' is a shop's merchandising).
 */
function tailOfACompound(jd: string, m: SkillMatch): boolean {
  return !m.text.includes(' ') && /\p{L}-$/u.test(jd.slice(Math.max(0, m.start - 2), m.start))
}

/**
 * A word of a section's heading ('Person specification:', 'Compétences requises :') names the section,
 * no requirement: the heading alone on its line, closed by a colon.
 */
function onAHeading(jd: string, m: SkillMatch): boolean {
  const line = jd.slice(lineStartOf(jd, m.start), lineEndAt(jd, m.start)).trim()
  if (!/:$/.test(line) || line.length > 40) return false
  const low = lowerPlain(line)
    .replace(/^[^a-z0-9]+/, '')
    .replace(/\s*:$/, '')
  return HEADING_MUST_RE.test(low) || HEADING_NICE_RE.test(low) || HEADING_RESET_RE.test(low)
}

/** Words before 'management' that keep it the management of people ('line management', 'strong management'). */
const PEOPLE_MANAGEMENT_BEFORE =
  /^(?:team|teams|people|line|staff|general|senior|middle|site|store|shift|operational|strong|good|proven|excellent|effective|direct|hands-on|day-to-day|and|or|of|in|with|for|to|the|a|your|our|de|du|en|et|le|la)$/

/**
 * 'Ulcer management', 'waste management', 'pain management': the word 'management' alone after the
 * thing it manages is no management of a team ('Management of a team of 6', 'line management',
 * 'management experience' stay one).
 */
function managementOfAThing(text: string, m: SkillMatch): boolean {
  if (m.skill.id !== 'management-d-equipe' || !/^management$/i.test(m.text.trim())) return false
  const before = lowerPlain(text.slice(lineStartOf(text, m.start), m.start)).trimEnd()
  const word = /([a-z][a-z-]*)$/.exec(before)?.[1]
  return word !== undefined && !PEOPLE_MANAGEMENT_BEFORE.test(word)
}

/**
 * 'Aide ponctuelle aux soignants', 'missions ponctuelles': after a noun, 'ponctuel' means occasional,
 * not punctual ('Ponctuel et rigoureux', 'vous êtes ponctuelle' stay a quality).
 */
function occasionalNotPunctual(jd: string, m: SkillMatch): boolean {
  if (!/^ponctuel/i.test(m.text.trim())) return false
  const before = lowerPlain(jd.slice(lineStartOf(jd, m.start), m.start)).trimEnd()
  const prev = /([a-z'-]+)$/.exec(before)?.[1]
  return (
    prev !== undefined &&
    prev.length >= 3 &&
    !/^(?:etre|etes|soyez|est|sont|tres|et|ou|and|or|plus)$/.test(prev)
  )
}

/** Words that tie a head to its complement ('Techniques de négociation', 'Analysis of data'). */
const OF_WORDS = new Set(['de', 'des', 'du', 'd', 'of', 'aux', 'la', 'l', 'le', 'les', 'en'])
/** Words that tie the requirement to a place, a tool or a manner: another requirement's phrase. */
const FUNCTION_WORDS_BEFORE = new Set(
  'a au avec dans sur sous pour par selon chez via vers jusqu in on at for with by from into to against your our the their vos nos votre notre leur leurs ses son sa'.split(
    ' ',
  ),
)

/**
 * 'par' before a bare noun says by what technique, part of the requirement ('Soudure par fusion',
 * 'Contrôle par ultrasons'); before a determiner, by whom ('validé par le client').
 */
function byTechnique(word: string, next: string | undefined): boolean {
  return (
    word === 'par' &&
    next !== undefined &&
    !/^(?:les?|la|l|un|une|des|du|vos|nos|votre|notre|leurs?|ses|son|sa|chaque)$/.test(next)
  )
}

/** Words after a requirement that add nothing to it ('Finance role', 'CRM software'). */
const ROLE_OR_TOOL_WORDS = new Set(
  'role roles poste postes position job software logiciel logiciels platform plateforme tool tools outil outils environment environnement'.split(
    ' ',
  ),
)

/**
 * A lexicon requirement is named as the offer writes it when it is the only one in a chunk of a
 * requirement list that says more ('Ouverture de comptes' for 'Comptes', 'Vente de produits
 * bancaires' for 'Vente'): the job seeker reads the offer's requirement, not a bare keyword. The
 * matching still goes through the lexicon skill.
 */
function nameByTheOffersWording(
  jd: string,
  chunks: readonly { label: string; start: number; end: number }[],
  occurrences: readonly { start: number; end: number; req: Requirement }[],
): Set<Requirement> {
  const named = new Set<Requirement>()
  const others = [...new Set(occurrences.map((o) => o.req))].map(
    (r) => [r, ` ${phraseKey(r.label)} `] as const,
  )
  // Occurrences of an action taken into the wording of its object (actionOfObject).
  const absorbed = new Set<{ start: number; end: number; req: Requirement }>()
  for (const chunk of chunks) {
    const within = occurrences.filter((o) => o.start >= chunk.start && o.end <= chunk.end)
    const action = actionOfObject(jd, chunk, within)
    const inside = new Set(within.filter((o) => o !== action).map((o) => o.req))
    if (inside.size !== 1) continue
    const [req] = inside as Set<Requirement>
    // (a broad skill the offer already names in several wordings keeps them: 'Colorations', 'Brushings')
    if (
      !req ||
      named.has(req) ||
      req.also ||
      req.credential ||
      req.skill.src === 'job' ||
      req.skill.cat === 'language' ||
      // (a quality keeps its noun: 'Ponctualité', not 'Êtes ponctuelle')
      req.skill.cat === 'soft'
    )
      continue
    // (the chunk writes the requirement's own words: 'GitLab' inside 'CI/CD GitLab' does not name 'Git')
    // ('Première expérience en relation client': the cue is not the requirement's wording)
    // (a chunk cut after a hyphen keeps the word before it: 'on-call rota', not 'Call rota')
    const cutAfter = /((?:\p{L}+-)+)$/u.exec(jd.slice(Math.max(0, chunk.start - 24), chunk.start))?.[1] ?? ''
    // (a mission written with its verb, by the verb's noun: 'Rédiger les rapports d'intervention' is
    // 'Rédaction des rapports d'intervention', which names 'Rédaction')
    const worded = capitalise(
      missionNoun(
        `${cutAfter}${cutAfter ? chunk.label.charAt(0).toLowerCase() + chunk.label.slice(1) : chunk.label}`.replace(
          /^(?:premi[eè]re\s+)?exp[ée]riences?\s+(?:en|de|dans|d')\s*/i,
          '',
        ),
      ),
    )
    // (a chunk cut at a hyphen is no wording: 'Planning de rendez' of 'rendez-vous')
    if (/^-\p{L}/u.test(jd.slice(chunk.end, chunk.end + 2))) continue
    const toks = tokenize(worded)
    const content = toks.filter((t) => !t.stop)
    const own = phraseKey(req.label).split(' ')
    const at = content.findIndex((_, k) => own.every((w, j) => content[k + j]?.norm === w))
    if (at < 0 || /^\d/.test(worded)) continue
    const first = toks.indexOf(content[at]!)
    const last = toks.indexOf(content[at + own.length - 1]!)
    const word = (t: Token) => lowerPlain(t.raw)
    const before = toks.slice(0, first).map(word)
    let after = toks.slice(last + 1).map(word)
    // (what follows a place, tool or manner word is another matter: 'Factures sur le logiciel métier')
    // (but a tool or a name after it is the point: 'Gestion des agendas sur Doctolib')
    const tie = toks.slice(last + 1).some((t) => /^\p{Lu}/u.test(t.raw) && t !== toks[0])
      ? -1
      : after.findIndex(
          (w, k) =>
            FUNCTION_WORDS_BEFORE.has(w) &&
            !byTechnique(w, after[k + 1]) &&
            // (nor the first half of a compound: 'sous-stations', 'on-site')
            worded.charAt(toks[last + 1 + k]!.end) !== '-',
        )
    let label = worded.charAt(0).toUpperCase() + worded.slice(1)
    if (tie >= 0) {
      after = after.slice(0, tie)
      label = label.slice(0, toks[last + 1 + tie]!.start).replace(/[\s,;:(-]+$/, '')
    }
    // More than the requirement, said of it: its head ('Techniques de négociation', 'Respect des
    // règles d'hygiène', 'Fire alarm systems') or its complement ('Brasure cuivre', 'Stérilisation
    // des instruments'); never a phrase where it only says where or with what ('Petits litiges à
    // l'accueil', 'Tickets sous ServiceNow'), a mission's verb ('Replenish stock'), or generic words
    // ('Finance role').
    // (nor a chunk cut after a link word: 'Commis de')
    if (OF_WORDS.has(after.at(-1) ?? '') || FUNCTION_WORDS_BEFORE.has(after.at(-1) ?? '')) continue
    if (before.length + after.length === 0 || before.length > 4 || before.length + after.length > 6) continue
    if (before.some((w) => !OF_WORDS.has(w) && (FUNCTION_WORDS_BEFORE.has(w) || isLoneMissionVerb(w))))
      continue
    if (after.length && before.length === 0 && after.every((w) => ROLE_OR_TOOL_WORDS.has(w))) continue
    // (nor one that writes another requirement's words: 'Tenue de la comptabilité générale' for the
    // 'Tenue de la comptabilité' of an offer also asking 'Comptabilité générale')
    const key = ` ${phraseKey(label)} `
    if (others.some(([r, k]) => r !== req && r !== action?.req && k.length > 2 && key.includes(k))) continue
    // (nor an amount: 'Budgets de 300 k€' says how big, the skill stays 'Budgets')
    if (
      /\d[\d\s.,]*\s*(?:k|m|md)?\s*(?:€|£|\$|eur|euros?|gbp)?$/i.test(label) &&
      /\d\s*(?:k|m|md|€|£|\$)/i.test(worded)
    )
      continue
    // (nor a wording cut inside a parenthesis: 'SAP (FI' of 'SAP (FI, CO)')
    if ((label.match(/\(/g)?.length ?? 0) !== (label.match(/\)/g)?.length ?? 0)) continue
    named.add(req)
    if (action) absorbed.add(action)
    // (a name stays one only if the wording still opens with it)
    if (label.split(' ')[0] !== req.label.split(' ')[0]) req.writtenAsName = undefined
    req.shortLabel = req.label
    req.label = label
    req.also = undefined
    // (an acronym the wording adds names a specialty the CV must name: 'MSK ultrasound' is not shown
    // by an abdominal sonographer's ultrasound)
    const names = toks
      .filter((t, k) => (k < first || k > last) && t.end <= toks[0]!.start + label.length)
      .filter((t) => /^[A-Z][A-Z0-9]{1,5}$/.test(t.raw))
      .map((t) => stem(t.norm))
    if (req.sub && names.length) req.phraseNames = names
  }
  // An action the offer writes only as the action of another requirement is no requirement of its own.
  const actions = new Set([...absorbed].map((o) => o.req))
  return new Set([...actions].filter((r) => occurrences.every((o) => o.req !== r || absorbed.has(o))))
}

/**
 * A French requirement the offer qualifies by an adjective written right after it ('Comptabilité
 * générale', 'Médiation judiciaire', 'Pédagogie active'), or an adjective the lexicon knows written
 * after the noun it qualifies ('Schémas hydrauliques', 'Freinage pneumatique'): named as the offer
 * writes it, when every mention of it is so qualified. The matching still goes through the lexicon
 * skill; two requirements written as one phrase ('Maintenance mécanique') stay apart.
 */
function nameByAQualifier(
  jd: string,
  occurrences: readonly { start: number; end: number; req: Requirement }[],
  requirements: readonly Requirement[],
): void {
  const byReq = new Map<Requirement, { start: number; end: number }[]>()
  for (const o of occurrences) byReq.set(o.req, [...(byReq.get(o.req) ?? []), o])
  const starts = new Set(occurrences.map((o) => o.start))
  const ends = new Set(occurrences.map((o) => o.end))
  for (const [req, all] of byReq) {
    if (
      req.shortLabel ||
      req.also ||
      req.credential ||
      req.foldedInto ||
      req.skill.src === 'job' ||
      req.skill.cat === 'language' ||
      req.skill.cat === 'soft'
    )
      continue
    if (isConditionLabel(req.label)) continue
    const named = all.map((o) => {
      const own = jd.slice(o.start, o.end)
      // (the offer's own words for the requirement, not a mission's verb: 'Animer des ateliers')
      const asLabel = phraseKey(own) === phraseKey(req.label)
      // (the domain of a number of years is that requirement's: '2 ans d'expérience en restauration
      // traditionnelle')
      if (
        /\b(?:ans?|ann[ée]es?|mois|years?|months?)\s+d['’]exp[ée]rience\s+(?:en|dans|de|d['’])\s*(?:la\s+|le\s+|l['’])?$/i.test(
          jd.slice(Math.max(0, o.start - 60), o.start),
        )
      )
        return undefined
      const after = /^ ([\p{Ll}][\p{Ll}-]{2,})(?=$|[\s,;.:)/])/u.exec(jd.slice(o.end, o.end + 40))
      const kind = after && lowerPlain(after[1]!)
      if (
        asLabel &&
        kind &&
        // (a compound adjective by its last part: 'gynéco-obstétricales', 'médico-sociaux')
        FRENCH_ADJECTIVE.test(kind.split('-').pop() ?? '') &&
        !NOT_KIND_AFTER.test(kind) &&
        !starts.has(o.end + 1)
      )
        return `${own}${after[0]}`
      const before = /(?:^|[\s(])([\p{L}][\p{Ll}-]{2,}) $/u.exec(jd.slice(Math.max(0, o.start - 40), o.start))
      const noun = before && lowerPlain(before[1]!)
      if (
        noun &&
        /^\p{Ll}+$/u.test(own) &&
        FRENCH_ADJECTIVE.test(lowerPlain(own)) &&
        !ends.has(o.start - 1) &&
        !OF_WORDS.has(noun) &&
        !FUNCTION_WORDS_BEFORE.has(noun) &&
        !FRENCH_ADJECTIVE.test(noun) &&
        !KEYWORD_STOP.has(noun) &&
        !OCCUPATION_WORD.test(noun) &&
        // (nor who does it: 'Installateur photovoltaïque')
        !/(?:eur|euse|rice|iste|ien|ienne)s?$/.test(noun) &&
        !isLoneMissionVerb(noun)
      )
        return `${before[1]} ${own}`
      return undefined
    })
    const first = named[0]
    if (!first || named.some((n) => n === undefined || lowerPlain(n) !== lowerPlain(first))) continue
    // (nor a wording another requirement holds or writes: 'Suivi sanitaire' beside 'Suivi sanitaire
    // avec le vétérinaire', '2 ans d'expérience en restauration traditionnelle')
    const key = ` ${phraseKey(first)} `
    if (requirements.some((r) => r !== req && ` ${phraseKey(r.label)} `.includes(key))) continue
    req.shortLabel = req.label
    req.label = capitalise(first)
    req.writtenAsName = undefined
  }
}

/** 'de', 'des', 'of the'…: what ties a noun to its object ('Rédaction des rapports', 'cuisines'). */
const OBJECT_LINK = String.raw`(?:de|des|du|d['’]|of)\s*(?:la\s+|le\s+|les\s+|l['’]|the\s+)?$`
/** The gap between an action and its object: only that link. */
const LINKED_TO_OBJECT = new RegExp(String.raw`^\s+${OBJECT_LINK}`, 'i')
/** Words ending on that link: what comes next is their object. */
const ENDS_ON_OBJECT_LINK = new RegExp(String.raw`(?:^|\s)${OBJECT_LINK}`, 'i')

/**
 * 'Rédaction des comptes rendus d'incident', 'Saisie des factures': a one-word action the lexicon
 * knows opening a chunk, followed by 'de/des/du/of' and the requirement it acts on. The two are one
 * requirement, named as the offer writes it and met through its object; the action's occurrence
 * there is returned, or undefined.
 */
function actionOfObject<O extends { start: number; end: number; req: Requirement }>(
  jd: string,
  chunk: { start: number; end: number },
  within: readonly O[],
): O | undefined {
  if (new Set(within.map((o) => o.req)).size !== 2) return undefined
  const [a, b] = [...within].sort((x, y) => x.start - y.start)
  if (!a || !b || a.req === b.req || within.some((o) => o.req === a.req && o !== a)) return undefined
  const r = a.req
  if (r.skill.src === 'job' || r.credential || r.skill.cat === 'language' || r.skill.cat === 'soft')
    return undefined
  const word = jd.slice(a.start, a.end)
  return a.start === chunk.start &&
    /^\p{Lu}?\p{Ll}+$/u.test(word) &&
    (ACTION_SUFFIX.test(lowerPlain(word)) || /(?:isie|yse|ostic)$/.test(lowerPlain(word))) &&
    LINKED_TO_OBJECT.test(jd.slice(a.end, b.start))
    ? a
    : undefined
}

/** A lone adjective by its form ('diabétique', 'hachée', 'souterrain', 'structural'): a kind, not a skill. */
/**
 * Whether what follows a skill's words names only people, by a count or their occupation ('… de 6
 * zootechniciens', '… of 4 engineers'): the skill is led over them ('Encadrement de 6 techniciens' is
 * team management, no know-how on technicians).
 */
function peopleOnlyAfter(rest: string): boolean {
  const words = lowerPlain(rest)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !/^\d+$/.test(w) && !/^(?:de|d|des|du|of|a|an|une?|equipe|team|staff)$/.test(w))
  return words.length > 0 && words.length <= 3 && words.every((w) => OCCUPATION_WORD.test(w))
}

function isKindWord(low: string): boolean {
  return (
    /^[a-z-]+$/.test(low) &&
    (FRENCH_ADJECTIVE.test(low) || /^[a-z]{3,}(?:ien|ienne|ain|aine|al|ic|ive|ous)$/.test(low))
  )
}

/**
 * The CV's words for a credential: its line, and the lines its mention runs over ('Certificat
 * d'aptitude à la conduite en sécurité –' / 'Mars 2023 R.489, chariots … catégories 1A et 3 –' /
 * 'valable jusqu'en mars 2028'), with the line after a line left open (a dash, a comma), so an answer
 * quoting it says what and until when.
 */
function credentialLines(
  text: string,
  lines: string[],
  m: { line: number; start: number; end: number; text: string },
): string {
  // (the lines the mention spans, then those a line left open calls for, three at most)
  let last = Math.min(
    m.line + (text.slice(m.start, m.end - 1).match(/[\n\f]/g)?.length ?? 0),
    lines.length - 1,
  )
  // (or a sentence wrapped onto the next line: no closing mark, the next line opens in lower case —
  // 'j'ai passé l'examen T3P en mars 2019 et je suis' / 'titulaire de la carte professionnelle')
  const open = (l: string, next: string) =>
    /[–—,-]\s*$/.test(l) ||
    // (or on a word announcing what it holds: 'incl.', 'dont', 'including')
    /\b(?:incl\.?|including|dont|notamment)\s*$/i.test(l) ||
    // (or on a link word: 'spécialité Sciences et Génie des' / 'Aliments (2015)')
    ENDS_ON_OPEN_WORD.test(l.trimEnd()) ||
    (l.match(/\(/g)?.length ?? 0) > (l.match(/\)/g)?.length ?? 0) ||
    (!/[.!?;:)»"”]\s*$/.test(l) && /^\s*\p{Ll}/u.test(next))
  while (
    last + 1 < lines.length &&
    last - m.line < 3 &&
    open(lines.slice(m.line, last + 1).join(' '), lines[last + 1] ?? '')
  )
    last++
  return (
    lines
      .slice(m.line, last + 1)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim() || m.text
  )
}

/**
 * The stems a wording of a broad skill is looked for by. A quality's generic words go ('Communication
 * skills' is looked for as 'communication', 'Qualités d'écoute' as 'écoute'): a CV writes the quality,
 * not the word 'skills'.
 */
/** An action whose object is the team ('Animation de l'équipe', 'animer les équipes', 'lead the team'). */
const TEAM_AS_OBJECT = new RegExp(
  `^[a-z]+\\s+(?:de |d'|des |du |les |la |l'|the |a |an |of )*(?:l')?(?:${JOB_READING.teamNouns})$`,
)

function subStems(text: string, skill: LexiconSkill): string[] {
  const all = phraseStems(text)
  // (an action on the team, 'Animation de l'équipe', left with its action alone once the common word
  // goes ('anim'), names nothing of its own: the skill shows it, not any 'Animation de cours collectifs')
  if (all.length === 1 && TEAM_AS_OBJECT.test(lowerPlain(text))) return []
  if (skill.cat !== 'soft') return all
  const kept = phraseStems(
    text
      .split(/[\s'’-]+/)
      .filter((w) => !isGenericWord(lowerPlain(w)))
      .join(' '),
  )
  return kept.length ? kept : all
}

/** Words naming a title held (a certificate, a card), in an offer's own wording of an unknown one. */
const HELD_TITLE =
  /\b(?:certificats?|certifications?|certificates?|habilitations?|qualifications?|cartes?|cards?|attestations?|agrements?|accreditations?|tickets?)\b/

/**
 * The ability words opening a French line before its infinitive ('Capacité à gérer un budget',
 * 'Savoir travailler en hauteur'), blanked at the same length so the line is read as the mission its
 * verb names ('Gestion d'un budget', 'Travail en hauteur'), not as the verb's object alone ('Budget').
 */
function withoutAbilityLeads(jd: string): string {
  return jd.replace(ABILITY_BEFORE_VERB, (all, lead: string, ability: string, verb: string) =>
    isLoneMissionVerb(verb) ? `${lead}${' '.repeat(ability.length)}${verb}` : all,
  )
}
const ABILITY_BEFORE_VERB =
  /^(\s*(?:[-–•*·]\s*)?)((?:vous savez|savoir|capacit[ée]s?\s+[àa]|aptitudes?\s+[àa]|[êe]tre capable de|capable de|apte\s+[àa])\s+)(\p{L}+)/gimu

export function analyseJob(text: string, lexicon: Lexicon): JobAnalysis {
  const jd = withoutAbilityLeads(text)
  const tokens = tokenize(jd)
  const jdLang = detectLanguage(jd)
  // (a Diplôme d'État's words are that title, not a degree beside it: 'Diplôme d'État d'éducateur
  // spécialisé (DEES) obligatoire' is one requirement, though a CV holding it holds a Bac+3)
  const mentioned = readCredentials(jd)
  const overlap = (a: CredentialMention, b: CredentialMention) => a.start < b.end && a.end > b.start
  // (a card of one activity written with the card's generic words, 'Carte professionnelle CNAPS «
  // transport de fonds »', is that activity's card alone: the generic one it includes is no
  // requirement of its own, and its words open the specific one's)
  const narrower = new Map(
    mentioned.map((c) => [
      c,
      mentioned.find(
        (r) =>
          r !== c &&
          r.credential.kind === 'certification' &&
          c.credential.kind === 'certification' &&
          r.credential.code !== c.credential.code &&
          overlap(r, c) &&
          satisfies(r.credential, c.credential),
      ),
    ]),
  )
  const credentials = mentioned
    .filter(
      (c) =>
        !narrower.get(c) &&
        (c.credential.kind !== 'degree' ||
          !mentioned.some(
            (r) => r.credential.kind === 'regulated' && r.credential.code.startsWith('de-') && overlap(r, c),
          )),
    )
    .map((c) => {
      const wider = mentioned.filter((o) => narrower.get(o) === c)
      const start = Math.min(c.start, ...wider.map((o) => o.start))
      const end = Math.max(c.end, ...wider.map((o) => o.end))
      return start === c.start && end === c.end ? c : { ...c, start, end, text: jd.slice(start, end).trim() }
    })
  // What a credential's words say is read through its ladder, not as loose lexicon skills ('Permis
  // CE' is not 'Permis C'); the words of a degree ('Master') only when the match lies inside them.
  // The family name of a credential written on its line ('Habilitation électrique BR / B2V',
  // 'CACES R489 cat. 3') is the credential itself, not a loose skill beside it.
  const found = lexicon.match(jd, tokens)
  const nameLine = employerLineUnderTitle(jd)
  // (the degrees a parenthesis after a degree lists, 'Bac+2 minimum (BTSA Aménagements paysagers,
  // Gestion forestière ou équivalent)': its fields, no requirement of their own)
  const inDegreeParenthesis = (start: number, end: number) =>
    credentials.some((c) => {
      if (c.credential.kind !== 'degree' || start <= c.end) return false
      const gap = jd.slice(c.end, start)
      if (gap.includes('\n') || !INTO_PARENTHESIS_AFTER.test(gap)) return false
      const close = jd.indexOf(')', end)
      return close >= 0 && !jd.slice(end, close).includes('\n')
    })
  const matches = found.filter(
    (m) =>
      !isWhoNotWhat(jd, m) &&
      !workedWith(jd, m) &&
      // ('Order Picker (Non-Forklift)', 'poste sans CACES'): what the offer says it does not ask
      !/(?:\bnon[- ]|\bno |\bwithout |\bsans |\bpas de |\bpas d')$/i.test(
        jd.slice(Math.max(0, m.start - 8), m.start),
      ) &&
      !insideProperName(jd, m, found) &&
      !(nameLine !== null && m.line === nameLine) &&
      !whoHires(jd, m) &&
      !occasionalNotPunctual(jd, m) &&
      !peopleNotQuality(jd, m) &&
      !managementOfAThing(jd, m) &&
      !onAHeading(jd, m) &&
      !tailOfACompound(jd, m) &&
      !(jdLang === 'fr' && frenchFalseFriend(m)) &&
      !(jdLang === 'en' && englishFalseFriend(m)) &&
      !acronymOfACommonWord(jd, m) &&
      !inDegreeParenthesis(m.start, m.end) &&
      !credentials.some((c) =>
        c.credential.kind === 'degree'
          ? (m.start >= c.start && m.end <= c.end) ||
            // (the field an English degree names before it: 'Computer Science degree')
            (/^degree$/i.test(c.text.trim()) && m.end <= c.start && /^\s*$/.test(jd.slice(m.end, c.start)))
          : (m.start < c.end && m.end > c.start) ||
            (c.line === m.line && (CREDENTIAL_FAMILY[c.credential.kind] ?? []).includes(m.skill.id)) ||
            // what a parenthesis right after it says the credential is for ('CACES R482 cat. A (mini-pelle)')
            (m.start > c.end &&
              INTO_PARENTHESIS_AFTER.test(jd.slice(c.end, m.start)) &&
              jd.indexOf(')', m.end) >= 0 &&
              !jd.slice(c.end, m.start).includes('\n')) ||
            // what the credential in the parenthesis right after it is for ('Air conditioning (F-Gas)
            // certificate', 'Conduite d'engins (CACES R482)'): one requirement, the credential
            (m.end <= c.start &&
              /^\s*\(\s*$/.test(jd.slice(m.end, c.start)) &&
              /^\s*\)/.test(jd.slice(c.end))),
      ),
  )
  const segments = segmentsOf(jd)
  const title = guessTitle(jd)
  const titleEnd = Math.max(jd.indexOf('\n'), 0)
  const occupation = occupationWords(jd.slice(0, titleEnd > 0 ? titleEnd : jd.length))
  const byId = new Map<string, Requirement>()
  const order: string[] = []
  // Requirements named by an adjective of their domain so far ('engins agricoles' → 'Agriculture').
  const namedByAdjective = new Set<Requirement>()
  // A broad skill of the lexicon ('Soins infirmiers', 'Enseignement des langues') has many aliases
  // that a job lists as separate requirements ('pose de VVP', 'prélèvements', 'CELTA', 'IELTS'):
  // each wording other than the skill's own labels is then a requirement of its own.
  const reqKey = (m: SkillMatch) => {
    const s = m.skill
    if (s.aliases.length < BROAD_ALIASES) return s.id
    // The title's wording of a broad skill ('Serveur / Serveuse' for 'Service en salle') is the skill.
    if (titleEnd > 0 && m.start < titleEnd) return s.id
    const k = phraseKey(m.text)
    if (wordsTheSkill(m.text, s)) return s.id
    // (a lone verb names the skill, not a part of it: 'Collaborer' is teamwork)
    if (isLoneMissionVerb(m.text)) return s.id
    // The job's own occupation ('Soudeur', 'Plombier', 'Agents de sécurité') is no requirement of its
    // own: it stands for the skill it practises, and the result names that skill.
    if (occupation.has(k)) return s.id
    // 'Anglais professionnel' is the language at a level; 'IELTS' is a requirement of its own.
    if (s.cat === 'language' && [s.name, s.fr, s.en].some((l) => k.split(' ').includes(phraseKey(l))))
      return s.id
    return `${s.id}#${k}`
  }
  const titleKeys = new Set<string>()
  for (const m of matches) {
    const seg = segmentAt(segments, m.start)
    const importance: Importance = seg?.importance ?? 'normal'
    const inTitle = titleEnd > 0 && m.start < titleEnd
    const lineText = (jd.split('\n')[m.line] ?? '').trim()
    const isProse = lineText.length > 80 && !/^[-•·*▪–✓➢>\d]/.test(lineText)
    // The field of a degree ('Bac+5 école de commerce ou marketing', 'BSc in Computer Science') is
    // about the degree, not a skill asked for: it counts only when the CV shows it.
    const clauseBefore = seg ? lowerPlain(jd.slice(seg.start, m.start)) : ''
    const degreeField =
      m.skill.cat !== 'certification' &&
      m.skill.cat !== 'language' &&
      /\b(bac ?\+ ?\d|bts|dut|licence|master|mba|bachelor'?s?|degree|diplome|ecole|msc|bsc)\b[^,;]{0,40}$/.test(
        clauseBefore,
      )
    const context =
      degreeField ||
      (importance === 'normal' &&
        isProse &&
        (m.skill.src === 'esco' || m.skill.cat === 'domain' || m.skill.cat === 'soft'))
    let weight = IMPORTANCE_WEIGHT[importance] * (CATEGORY_WEIGHT[m.skill.cat] ?? 1)
    if (m.skill.src === 'esco') weight *= 0.8
    if (inTitle) weight *= 0.8
    let level: number | undefined
    let levelStated = false
    if (m.skill.cat === 'language') {
      // (the language's own clause: 'Anglais courant indispensable, allemand apprécié' gives German no level)
      const before =
        jd
          .slice(Math.max(0, m.start - 30), m.start)
          .split(/[,;]|\s[–—-]\s/)
          .pop() ?? ''
      const after = jd.slice(m.end, Math.min(jd.length, m.end + 40)).split(/[,;]|\s[–—-]\s/)[0] ?? ''
      // (on the language's own line: the next item's 'Excellent relationnel' sets no level; the next
      // line only when the language ends its own: 'Anglais :' above '(niveau B2 minimum)')
      const [sameLine = '', nextLine = ''] = after.split('\n')
      const around = `${before.split('\n').pop() ?? ''}${m.text}${sameLine}`
      const goesOn = !/[\p{L}\d]/u.test(sameLine) && /^\s*(?:\(|niveau\b|level\b|\p{Ll}|\d)/u.test(nextLine)
      // An offer's 'anglais courant' asks for B2 (a CV's 'courant' claims C1); no level stated asks
      // for a working level, B1, which the result never shows as if the offer had said it.
      const stated = levelIn(around, 'job') ?? (goesOn ? levelIn(nextLine, 'job') : null)
      level = stated ?? UNSTATED_LANGUAGE_LEVEL
      if (stated !== null) levelStated = true
    }
    const key = reqKey(m)
    const existing = byId.get(key)
    const spoken = phraseKey(m.text)
    // (an adjective of the skill's domain, 'agricole' of 'Chauffeur agricole', 'engins agricoles': the
    // skill by its own name, 'Agriculture', never 'Agricoles')
    const wordBefore = /([\p{L}-]+)[ \t]+$/u.exec(jd.slice(Math.max(0, m.start - 40), m.start))?.[1]
    const worded = labelFor(m, lexicon, jdLang)
    // (a lone lower-case adjective of the skill's domain as the offer writes it: 'agricoles')
    const loneAdjective =
      !spoken.includes(' ') && m.text === m.text.toLowerCase() && DOMAIN_ADJECTIVE.test(spoken)
    // (unless the offer's wording around it names the skill: 'Gestion commerciale')
    const adjective =
      loneAdjective &&
      wordBefore !== undefined &&
      tokenize(wordBefore)[0]?.stop === false &&
      phraseKey(worded) === spoken &&
      // (after a noun another requirement or the job's title holds: 'engins agricoles', 'Chauffeur
      // agricole'; 'expérience commerciale' keeps its word)
      ((titleEnd > 0 && m.start < titleEnd) ||
        matches.some((o) => o !== m && o.end <= m.start && o.end >= m.start - wordBefore.length - 2))
    // ('Première expérience commerciale réussie'): an adjective kept after the noun it qualifies is
    // named with it, 'Expérience commerciale', never the lone 'Commerciale'
    const nounLed =
      !adjective &&
      loneAdjective &&
      wordBefore !== undefined &&
      /^(?:experience|sens|esprit|fibre|aisance|approche|culture|background|formation|profil|connaissances?|competences?|capacites?|aptitudes?|notions?|bases?|qualites?)$/.test(
        lowerPlain(wordBefore),
      )
    const label = (
      occupation.has(spoken) || adjective
        ? canonicalLabel(m.skill, jdLang)
        : nounLed
          ? capitalise(`${wordBefore.toLowerCase()} ${m.text}`)
          : worded
    )
      // (a level shared by two languages is said of each: 'Français et anglais courants' → 'Anglais
      // courant')
      .replace(/\b(courante?)s\b/i, '$1')
    if (existing) {
      existing.weight = Math.max(existing.weight, weight)
      if (IMPORTANCE_WEIGHT[importance] > IMPORTANCE_WEIGHT[existing.importance])
        existing.importance = importance
      // Prefer the wording that is the lexicon's own label ('Excel' over 'tableaux croisés').
      const isCanonical = [m.skill.fr, m.skill.en, m.skill.name].some(
        (l) => phraseKey(l) === phraseKey(m.text),
      )
      const wasCanonical = [m.skill.fr, m.skill.en, m.skill.name].some(
        (l) => phraseKey(l) === phraseKey(existing.label),
      )
      // Another wording of the same skill written as its own item ('Coffrage, ferraillage'): shown
      // beside the first, so the job's words are all answered (not an abbreviation in parentheses,
      // nor a wording sharing a word with the label).
      const prevChar = jd.slice(Math.max(0, m.start - 2), m.start)
      const words = new Set(phraseKey(existing.label).split(' '))
      const k1 = phraseKey(existing.label)
      const k2 = phraseKey(m.text)
      // The job title's wording ('Data Analyst') gives way to the wording of the body.
      // (an adjective of the skill's domain met again names nothing new: 'Vente de produits
      // bancaires' stays, 'Commerciale' adds no wording)
      if (adjective) {
        // the requirement keeps its wording
      } else if (namedByAdjective.delete(existing)) {
        // (a wording of the offer's own after an adjective named it: 'Vente de produits bancaires')
        existing.label = label
      } else if (titleKeys.has(key) && !inTitle) {
        titleKeys.delete(key)
        // (but a lone adjective of the skill's domain names no skill: 'Carrières juridiques' in a
        // degree's examples leaves the 'Droit' of 'Formaliste juridique', never 'Juridiques')
        if (nounLed || !loneAdjective) existing.label = label
      } else if (
        !inTitle &&
        !titleKeys.has(key) &&
        !k1.includes(k2) &&
        !k2.includes(k1) &&
        m.text.length >= 4 &&
        m.text !== m.text.toUpperCase() &&
        !prevChar.includes('(') &&
        !phraseKey(m.text)
          .split(' ')
          .some((w) => words.has(w)) &&
        // (nor another form of the same word: 'Soudage' beside 'Soudure')
        !isWordFormOf(k2, [existing.label]) &&
        // (nor a wording already kept, in the plural or the singular: 'Géomètres' then 'géomètre')
        !(existing.also ?? []).some((a) => phraseKey(a) === k2 || isWordFormOf(k2, [a]))
      ) {
        existing.also = [...new Set([...(existing.also ?? []), existing.label, label])]
      }
      if (isCanonical && !wasCanonical && !adjective) existing.label = label
      if (level && (!existing.level || level > existing.level)) existing.level = level
      if (levelStated) existing.levelStated = true
      if (!context) existing.context = false
    } else {
      const sub = key !== m.skill.id
      byId.set(key, {
        skill: m.skill,
        label,
        importance,
        weight: context ? Math.min(weight, 0.3) : weight,
        ...(level ? { level } : {}),
        ...(levelStated ? { levelStated } : {}),
        ...(context ? { context } : {}),
        ...(sub ? { phrase: subStems(m.text, m.skill), sub: true } : {}),
      })
      if (adjective) namedByAdjective.add(byId.get(key)!)
      order.push(key)
      if (inTitle) titleKeys.add(key)
    }
  }
  // A skill implied by another requirement the job lists is not a separate requirement
  // (e.g. 'React' and 'JavaScript' stay two, but 'GitLab CI' makes no extra 'Intégration continue').
  const requirements = order.map((id) => byId.get(id)!)
  let group = 0
  // Requirements the lexicon does not know, in the job's own words.
  const allPhrases = jobPhrases(jd, tokens, matches)
  const phrases = allPhrases.filter((p) => !p.covered && !inDegreeParenthesis(p.start, p.end))
  type Occurrence = { start: number; end: number; line: number; req: Requirement }
  const occurrences: Occurrence[] = matches.map((m) => ({
    start: m.start,
    end: m.end,
    line: m.line,
    req: byId.get(reqKey(m))!,
  }))
  /** Whether the offer mentions a requirement, and every mention of it is one `where` accepts. */
  const mentionedOnly = (r: Requirement, where: (o: Occurrence) => boolean) => {
    let any = false
    for (const o of occurrences) {
      if (o.req !== r) continue
      if (!where(o)) return false
      any = true
    }
    return any
  }
  const known = new Map(requirements.map((r) => [phraseKey(r.label), r]))
  for (const p of phrases) {
    const key = phraseKey(p.label)
    // A wording met again is the same requirement, and this occurrence counts for its
    // alternatives ('… using Sprout Social' then 'Sprout Social or Hootsuite').
    const seen = known.get(key)
    if (seen) {
      occurrences.push({ start: p.start, end: p.end, line: p.line, req: seen })
      continue
    }
    const seg = segmentAt(segments, p.start)
    const importance: Importance = seg?.importance ?? 'normal'
    // A wording rebuilt from a coordination ('Release and stability testing' → 'Release testing
    // of raw materials') may open with a skill the lexicon knows: that skill is the requirement.
    if (phraseKey(p.label) !== phraseKey(jd.slice(p.start, p.end))) {
      const [hit] = lexicon
        .match(p.label)
        .filter(
          (h) =>
            h.start === 0 &&
            (h.end >= p.label.length * 0.4 || peopleOnlyAfter(p.label.slice(h.end))) &&
            !peopleNotQuality(p.label, h),
        )
      if (hit && hit.skill.cat !== 'domain') {
        const seen = byId.get(hit.skill.id)
        if (seen) {
          occurrences.push({ start: p.start, end: p.end, line: p.line, req: seen })
          // (its wording may name the skill, as a chunk the lexicon covers: 'Rédiger les rapports
          // d'intervention' is 'Rédaction des rapports d'intervention', nameByTheOffersWording)
          p.covered = true
          continue
        }
        const req: Requirement = {
          skill: hit.skill,
          label: canonicalLabel(hit.skill, jdLang),
          importance,
          weight: IMPORTANCE_WEIGHT[importance] * (CATEGORY_WEIGHT[hit.skill.cat] ?? 1),
        }
        byId.set(hit.skill.id, req)
        known.set(key, req)
        requirements.push(req)
        occurrences.push({ start: p.start, end: p.end, line: p.line, req })
        p.covered = true
        continue
      }
    }
    const quality = isQualityPhrase(p.label)
    // (an English mission is listed as recruiters list one, its object before its action:
    // 'Investigate discrepancies' → 'Discrepancy investigation'; the CV is asked the same words)
    const label = (jdLang === 'en' && englishActionNamed(p.label)) || p.label
    const req: Requirement = {
      skill: {
        id: `job:${p.stems.join('-')}`,
        name: label,
        cat: quality ? 'soft' : 'hard',
        dom: 'job',
        fr: label,
        en: label,
        aliases: [],
        src: 'job',
      },
      label,
      importance,
      weight: IMPORTANCE_WEIGHT[importance] * (quality ? CATEGORY_WEIGHT.soft! : 0.8),
      phrase: p.stems,
      ...(p.object ? { phraseObject: p.object } : {}),
      ...(p.names ? { phraseNames: p.names } : {}),
    }
    known.set(key, req)
    requirements.push(req)
    occurrences.push({ start: p.start, end: p.end, line: p.line, req })
  }
  // A job-worded requirement written again elsewhere ('… using Sprout Social', then 'Sprout
  // Social or Hootsuite') is the same requirement there too: that place counts for its alternatives.
  const folded = foldSameLength(jd)
  for (const req of requirements) {
    if (req.skill.src !== 'job' || req.label.length < 4) continue
    const wanted = foldSameLength(req.label)
    for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + 1)) {
      const end = at + wanted.length
      if (/[a-z0-9]/.test(folded[at - 1] ?? '') || /[a-z0-9]/.test(folded[end] ?? '')) continue
      if (occurrences.some((o) => o.start < end && o.end > at)) continue
      const line = jd.slice(0, at).split('\n').length - 1
      occurrences.push({ start: at, end, line, req })
    }
  }
  occurrences.sort((x, y) => x.start - y.start || y.end - x.end)
  // Capitalised inside its line, after a cue or a verb, the offer writes a requirement as a name
  // ('Maîtrise de Reflex WMS'): said as written mid-sentence ('Montrez Reflex WMS', not 'les reflex WMS').
  for (const o of occurrences) {
    const first = o.req.label.split(' ')[0] ?? ''
    if (o.req.credential || !/^\p{Lu}\p{Ll}/u.test(first) || !jd.startsWith(first, o.start)) continue
    // (a skill the lexicon translates is a common noun, whatever its capital: 'en Coiffure')
    if (o.req.skill.src !== 'job' && o.req.skill.fr !== o.req.skill.en) continue
    const lead = jd.slice(jd.lastIndexOf('\n', o.start) + 1, o.start)
    // (or capitalised inside a parenthesis after a word: 'Maîtrise d'Altéa FM (Amadeus)')
    if (/\p{L}/u.test(lead) && !/[:.!?]\s*$/.test(lead)) o.req.writtenAsName = true
  }
  // (never a chunk holding a credential: 'BP Coiffure' is the diploma, not the trade's skill)
  const actionsOfObjects = nameByTheOffersWording(
    jd,
    allPhrases.filter((p) => p.covered && !credentials.some((c) => p.start < c.end && p.end > c.start)),
    occurrences,
  )
  if (jdLang === 'fr') nameByAQualifier(jd, occurrences, requirements)
  // (diplomas and titles only: 'Permis B, anglais ou espagnol' asks the licence and a language)
  const titleLike = (r: Requirement) =>
    r.credential
      ? r.credential.kind === 'degree' || r.credential.kind === 'regulated'
      : r.skill.cat !== 'language'
  const join = (ra: Requirement, rb: Requirement) => {
    const g = ra.altGroup ?? rb.altGroup ?? ++group
    ra.altGroup = g
    rb.altGroup = g
  }
  // 'Power BI ou Tableau', 'CELTA, Trinity CertTESOL or equivalent', 'Sage 200 or QuickBooks',
  // 'a Computer Science degree or a coding bootcamp': alternatives, one of which is enough.
  let run: Occurrence[] = []
  const closeRun = (endsWithOr: boolean) => {
    if (endsWithOr && run.length >= 2 && run.length <= 4)
      for (let k = 1; k < run.length; k++) join(run[0]!.req, run[k]!.req)
    run = []
  }
  for (let k = 0; k < occurrences.length; k++) {
    const a = occurrences[k]!
    const b = occurrences[k + 1]
    if (!run.length) run.push(a)
    if (!b || b.line !== a.line || b.start < a.end) {
      closeRun(false)
      continue
    }
    const gap = lowerPlain(jd.slice(a.end, b.start))
    // 'Cloud GCP', 'Suite Adobe Photoshop': a broad term written right before a specific one.
    if (/^\s+$/.test(gap) && b.req !== a.req && (b.req.skill.implies ?? []).includes(a.req.skill.id))
      a.req.children = [...new Set([...(a.req.children ?? []), b.req.skill.id])]
    const isOr =
      /^[\s\d.]*(?:degree|diploma|diplome|qualification)?,?\s*(ou|or|\/|ou bien|voire|ou encore)\s*(an? |une? |any |tout |toute |l'|le |la |les |the |d'une? |de tout |de toute )?(autre |other |another )?(equivalent|similaire|similar|equivalente)?\s*$/.test(
        gap,
      )

    // ('la sécurité, l'armée ou la police': an alternative the offer names between two it is read for)
    const orPast =
      /^\s*,\s*(?:l'|la |le |les |un |une |des |d'|the |an? )?[a-z-]{3,}(?: [a-z-]{3,})?\s*,?\s*(?:ou|or)\s*(?:l'|la |le |les |un |une |des |d'|the |an? )?$/.test(
        gap,
      )
    const isComma = /^[\s\d.]*,\s*$/.test(gap)
    if (b.req === a.req) {
      // 'Trinity CertTESOL or equivalent TEFL': the same requirement twice is one item of the run.
      occurrences[k + 1] = { ...a, end: b.end }
      if (isOr) closeRun(true)
      else if (!isComma) closeRun(false)
      continue
    }
    if (isOr || orPast) {
      run.push(b)
      closeRun(true)
    } else if (isComma) run.push(b)
    else closeRun(false)
  }
  // 'Suite Adobe (Illustrator, Photoshop)', 'urgences vitales (SAUV)': what the parenthesis lists
  // shows the umbrella; a job-worded item in it is an example or an abbreviation of the umbrella.
  const foldedBy = new Map<Occurrence, Requirement>()
  const usesOfALanguage = new Set<Occurrence>()
  for (const p of occurrences) {
    // (a cue may stand between: 'Programmation MMT indispensable (Calypso ou PC-DMIS)')
    const open = /^\s*(?:([\p{L}' ]{2,30}?)\s*)?\(/u.exec(jd.slice(p.end, p.end + 34))
    if (!open) continue
    const between = lowerPlain(open[1] ?? '')
    if ((between && !(MUST_RE.test(between) || NICE_RE.test(between))) || between.split(' ').length > 3)
      continue
    const close = jd.indexOf(')', p.end)
    if (close < 0 || jd.slice(p.end, close).includes('\n')) continue
    // (a code's parenthesis names what it is, 'P405 (asbestos management)': no kinds of it)
    if (/^[A-Z]{1,4}\d{2,4}$/.test(jd.slice(p.start, p.end))) continue
    const inside = occurrences.filter((c) => c.start > p.end && c.end <= close && c.req !== p.req)
    // (after a cue, only a list of names: not 'Anglais courant indispensable (reporting groupe en
    // anglais)', a reason, nor 'LGPI appréciée (Winpharma accepté)', an allowance)
    if (between) {
      // (the parenthesis without its names: separators only)
      const from = p.end + open[0].length
      const rest = inside.reduceRight(
        (text, c) => text.slice(0, c.start - from) + text.slice(c.end - from),
        jd.slice(from, close),
      )
      if (inside.length === 0 || !/^(?:[\s,/]|\b(?:ou|or|et|and)\b)*$/.test(lowerPlain(rest))) continue
    }
    for (const c of inside) {
      // (a language's parenthesis says where it is used, 'français courant indispensable (comités,
      // rapports)': those words are no item, and no alternative to the language)
      // (nor a skill of the lexicon there, 'Français courant indispensable (consignes de sécurité)':
      // it stays an item of its own, and never shows the language)
      if (p.req.skill.cat === 'language' && c.req.skill.cat !== 'language') {
        if (c.req.skill.src === 'job') usesOfALanguage.add(c)
        continue
      }
      p.req.children = [...new Set([...(p.req.children ?? []), c.req.skill.id])]
      // (and the languages a 'troisième langue (chinois, arabe, russe)' lists: any one of them)
      if (
        c.req.skill.src === 'job' ||
        (c.req.skill.cat === 'language' && /\b(?:langue|language)s?\b/i.test(jd.slice(p.start, p.end)))
      )
        join(p.req, c.req)
    }
    // ('régimes (diabétique, sans sel, hypercalorique)', 'Eurocode 8 (parasismique)': kinds of the
    // item written as lone adjectives, no skill apart; not nouns, which may be tasks of their own
    // ('Autocontrôles (températures, traçabilité)'), nor names, codes or acronyms ('Suite Adobe
    // (Illustrator, Photoshop)', 'API (Siemens S7-1500)')
    // (an open list's end is no kind: 'restauration collective (santé, scolaire...)')
    const said = jd
      .slice(p.end + open[0].length, close)
      .trim()
      .replace(/[\s,]*(?:\.{2,}|…|etc\.?)$/, '')
    if (
      p.req.credential ||
      // (a language's parenthesis says why: 'Anglais courant (clientèle internationale)')
      p.req.skill.cat === 'language' ||
      inside.length === 0 ||
      said.length > 60 ||
      !/^[\p{Ll}\s,/'’-]+$/u.test(said) ||
      // (nor a cue, a condition or a choice: '(idéalement terrain)', '(if qualified)', '(brasserie ou
      // restaurant)', '(formation assurée)')
      MUST_RE.test(lowerPlain(said)) ||
      NICE_RE.test(lowerPlain(said)) ||
      /\b(?:if|si|ou|or|formation|training|selon)\b/.test(lowerPlain(said)) ||
      // (a phrase read as noise there is no item of its own either: 'sans sel')
      !inside.every(
        (c) =>
          c.req.skill.src === 'job' && (isKindWord(lowerPlain(c.req.label)) || isPhraseNoise(c.req.label)),
      ) ||
      !inside.some((c) => isKindWord(lowerPlain(c.req.label)))
    )
      continue
    for (const c of inside) foldedBy.set(c, p.req)
    p.req.listLabel = `${p.req.label} (${said})`
  }
  // (only where the offer never asks it on its own)
  for (const [c, umbrella] of foldedBy)
    if (occurrences.every((o) => o.req !== c.req || foldedBy.has(o))) c.req.foldedInto = umbrella
  // A job-worded item inside a parenthesis ('appels entrants (facturation, contrats)') is an example
  // of the activity before it, not a requirement of full weight.
  for (const o of occurrences) {
    if (o.req.skill.src !== 'job') continue
    const lineStart = jd.lastIndexOf('\n', o.start) + 1
    const before = jd.slice(lineStart, o.start)
    if (
      before.lastIndexOf('(') > before.lastIndexOf(')') &&
      /\S/.test(before.slice(0, before.lastIndexOf('(')))
    )
      o.req.weight *= 0.5
  }
  const lang = jdLang
  // Working conditions and company facts are no requirements: a requirement met only on such lines
  // goes unless it is a tool, a hard skill or a language the lexicon knows ('Excel' in 'Avantages'
  // would be odd, 'Travail en équipe' or 'Service midi' there is a condition).
  const { all: conditionLineSet, section: conditionSectionLines } = readConditionLines(jd)
  const onlyOn = (r: Requirement, set: Set<number>) => mentionedOnly(r, (o) => set.has(o.line))
  // On a line of conditions: a paragraph's is judged by the sentence it stands in ('Vous savez
  // tenir des budgets de 300 k€ … Cvent est un plus': the amount is no pay, the tool is asked).
  /** The sentence of its line an occurrence stands in, lower case without accents. */
  const sentenceOf = (o: Occurrence) => {
    const start = lineStartOf(jd, o.start)
    const line = jdLines[o.line] ?? ''
    return lowerPlain(sentenceAround(jd, start, start + line.length, o.start, o.end))
  }
  const onConditions = (r: Requirement) =>
    mentionedOnly(r, (o) => {
      if (!conditionLineSet.has(o.line)) return false
      if ((jdLines[o.line] ?? '').length <= 140 || conditionSectionLines.has(o.line)) return true
      return CONDITION_CUES.test(sentenceOf(o))
    })
  // What the employer provides is a perk, even a thing the lexicon knows ('Véhicule de chantier
  // fourni', 'EPI fournis', 'PPE provided'): judged by the sentence it stands in — and so is a skill
  // named only there and on the lines of conditions or of the company ('Axiome Intérim BTP').
  const inPerk = (o: Occurrence) => PROVIDED.test(sentenceOf(o))
  const provided = (r: Requirement) =>
    occurrences.some((o) => o.req === r && inPerk(o)) &&
    mentionedOnly(r, (o) => conditionLineSet.has(o.line) || inPerk(o))
  // A lone action noun whose object the lexicon took ('transmission' of 'transmission des variables
  // de paie'): the object is the requirement, the action alone names nothing.
  const loneAction = (r: Requirement) =>
    r.skill.src === 'job' &&
    /^[\p{L}-]+$/u.test(r.label) &&
    /(?:tion|sion|age|ment|ure)s?$/i.test(r.label) &&
    occurrences
      .filter((o) => o.req === r)
      .every((o) => /^\s+(?:de|des|du|d['’]|of)\b/i.test(jd.slice(o.end, o.end + 6)))
  // A line stating pay ('£180–£200 per day (CIS) or £38,000 PAYE') holds no requirement at all.
  const jdLines = jd.split('\n')
  const payLines = new Set(
    jdLines.flatMap((l, i) =>
      /\d[\d\s.,]*\s?k?[€£$]|[€£$]\s?\d/.test(l) && PAY_WORDS.test(lowerPlain(l)) ? [i] : [],
    ),
  )
  // ('CDD de droit public', 'contrat de droit privé'): the contract's nature, not a skill
  const contractNature = (r: Requirement) =>
    mentionedOnly(r, (o) =>
      /\b(?:cdd|cdi|contrat|contract)\s+(?:de|d'|du)\s*$/.test(
        lowerPlain(jd.slice(Math.max(0, o.start - 20), o.start)),
      ),
    )
  // A check the hiring is subject to ('Offer subject to an enhanced DBS check', 'sous réserve d'un
  // extrait de casier judiciaire'): a step of the hiring, asked of no one's CV.
  // (or one the candidate must pass: 'you must pass security vetting, a fitness test and a medical')
  const hiringCheck = (r: Requirement) =>
    mentionedOnly(r, (o) => {
      const before = lowerPlain(jd.slice(Math.max(0, o.start - 80), o.start))
      return (
        /\b(?:subject to|sous reserve)\b[^.;\n]{0,40}$/.test(before) ||
        /\b(?:must|will need to|will have to|need to) (?:successfully )?pass\b[^.;\n]{0,60}$/.test(before) ||
        (/^pass\b/i.test(r.label) && /\b(?:must|will need to|need to)\s*$/.test(before))
      )
    }) ||
    // ('Anglais B1 obligatoire (test à l'embauche)', 'tested at interview'): how the hiring checks a
    // requirement, a step of it
    /^(?:tests?|epreuves?|evaluations?|entretiens?|assessments?)\b.*\b(?:a l'embauche|de recrutement|de selection|at interview|during (?:the )?recruitment)$/.test(
      lowerPlain(r.label),
    )
  // ('CDD 6 mois, temps plein, service de médecine polyvalente (28 lits)'): on a line of conditions,
  // the ward or department one is posted to is a place, not a skill asked
  const wardOfThePost = (r: Requirement) =>
    mentionedOnly(
      r,
      (o) =>
        conditionLineSet.has(o.line) &&
        /\b(?:service|unite|pole|secteur|departement|ward|department|unit)s? (?:de |d'|des |du |of )?(?:la |l'|the )?$/.test(
          lowerPlain(jd.slice(Math.max(0, o.start - 30), o.start)),
        ),
    )
  // ('lodge EPCs across Birmingham, Coventry and Wolverhampton'): a capitalised word in a list after a
  // preposition of place names a place
  const placeName = (r: Requirement) =>
    r.skill.src === 'job' &&
    /^\p{Lu}[\p{Ll}-]+$/u.test(r.label) &&
    mentionedOnly(r, (o) => PLACE_LIST_BEFORE.test(jd.slice(Math.max(0, o.start - 60), o.start)))
  const isCondition = (r: Requirement) =>
    isConditionLabel(r.label) ||
    wardOfThePost(r) ||
    placeName(r) ||
    provided(r) ||
    hiringCheck(r) ||
    onlyOn(r, payLines) ||
    contractNature(r) ||
    (r.skill.src === 'job' && isLoneMissionVerb(r.label)) ||
    (r.skill.src === 'job' && isPhraseNoise(r.label)) ||
    loneAction(r) ||
    (onlyOn(r, conditionSectionLines) && r.skill.cat !== 'tool' && r.skill.cat !== 'language') ||
    (onConditions(r) &&
      (r.skill.src !== 'curated' ||
        r.skill.cat === 'soft' ||
        r.skill.cat === 'domain' ||
        // (or what the conditions follow: 'week-ends et jours fériés selon planning', 'as per the rota')
        mentionedOnly(r, (o) => FOLLOWED_CUE.test(jd.slice(Math.max(0, o.start - 30), o.start))) ||
        // (or a short word there not written as an acronym: an abbreviation of the conditions,
        // 'hybride 2 j/sem.')
        occurrences.every(
          (o) =>
            o.req !== r ||
            (o.end - o.start <= 3 && jd.slice(o.start, o.end) !== jd.slice(o.start, o.end).toUpperCase()),
        )))
  // (a degree's letters on a line of the conditions or of the company, 'Manchester (M2)', are none)
  const credentialReqs = credentialRequirements(
    jd,
    credentials.filter((c) => !(c.credential.kind === 'degree' && conditionSectionLines.has(c.line))),
    segments,
    lang,
  )
  // (with the parenthesis right after a licence or a certificate: 'CACES R482 cat. A (mini-pelle)')
  const credentialSpans = credentials.map((c) => {
    if (c.credential.kind === 'degree') {
      // (with the specialties listed in a parenthesis after it: 'un BTS (Électrotechnique, MS, CRSA)')
      const subjectEnd = c.end + degreeSubjectLength(jd, c.end)
      const specialties = /^\s*\([^()\n]*\)/.exec(jd.slice(subjectEnd))
      return [c.start, subjectEnd + (specialties ? specialties[0].length : 0)] as const
    }
    // (with the one or two lower-case words naming what it is for before a cue or the clause's end:
    // 'CACES R486 nacelle apprécié')
    const named =
      /^\s*(?:(?!(?:et|ou|and|or|de|du|des|en|a|au|with|avec)\s)[\p{Ll}-]{3,}\s*){1,2}(?=$|\n|[,;.]|\s*\(|\s+(?:apprécié|appréciée|souhaité|souhaitée|exigé|exigée|obligatoire|indispensable|impératif|requis|un plus|serait un plus|required|essential|preferred|desirable|is a plus|a plus)(?!\p{L}))/u.exec(
        jd.slice(c.end),
      )
    const at = c.end + (named && c.credential.kind !== 'licence' ? named[0].trimEnd().length : 0)
    const paren = /^\s*(?:[\p{L}-]+\s+){0,2}\([^()\n]*\)/u.exec(jd.slice(at))
    // (and what it is for, when it stands in a parenthesis after that: 'Air conditioning (F-Gas)
    // certificate')
    const lineStart = jd.lastIndexOf('\n', c.start - 1) + 1
    const subject =
      /(?:^|[,;:•·]|\s[-–]\s|^\s*[-–•*]\s|\s(?:and|et|or|ou)\s)\s*([^,;:•·()\n]{2,50}?)\s*\(\s*$/u.exec(
        jd.slice(lineStart, c.start),
      )
    const from = subject && /^\s*\)/.test(jd.slice(c.end)) ? c.start - subject[0].length : c.start
    return [from, at + (paren ? paren[0].length : 0)] as const
  })
  // 'CQP APS ou TFP APS', 'DEAES ou titre ADVF': a credential written as an alternative of another
  // credential or skill on its line joins that item's group ('High school diploma or GED').
  const credentialOccurrences: Occurrence[] = credentials.flatMap((c) => {
    const req = credentialReqs.find((r) =>
      c.credential.kind === 'degree'
        ? r.credential?.kind === 'degree'
        : r.credential?.code === c.credential.code && r.credential.kind === c.credential.kind,
    )
    return req ? [{ start: c.start, end: c.end, line: c.line, req }] : []
  })
  // (what the rest of its line accepts: 'or working towards it', '(ou en cours)')
  for (const o of credentialOccurrences) {
    const lineEnd = jd.indexOf('\n', o.end)
    if (PENDING_ACCEPTED.test(lowerPlain(jd.slice(o.end, lineEnd < 0 ? jd.length : lineEnd))))
      o.req.pendingAccepted = true
  }
  if (credentialOccurrences.length) {
    const all = [
      ...occurrences.filter((o) => !credentialSpans.some(([s, e]) => o.start < e && o.end > s)),
      ...credentialOccurrences,
    ].sort((x, y) => x.start - y.start || y.end - x.end)
    // what a parenthesis right after an item says of it ('(ABA-approved)') is skipped
    const inParenthesis = (from: number, at: number) => {
      const between = jd.slice(from, at)
      return (between.match(/\(/g) ?? []).length > (between.match(/\)/g) ?? []).length
    }
    // (from the last: in 'DEAES, DEAVS ou titre ADVF', the 'ou' joins the last two before the comma
    // joins the first)
    for (let k = all.length - 2; k >= 0; k--) {
      const a = all[k]!
      // ('CQP Agent cynophile de sécurité (ou TFP ASC)': the alternative in a parenthesis opened on
      // 'ou' after the credential's own words)
      const inside = all[k + 1]!
      if (
        a.req.credential &&
        inside.line === a.line &&
        inside.req !== a.req &&
        /^[^,;:.()]{0,40}\(\s*(?:ou|or)\s*$/.test(lowerPlain(jd.slice(a.end, inside.start)))
      )
        join(a.req, inside.req)
      // ('Diplôme de niveau 6 en travail social ou en droit (DEASS, DE CESF, licence)': the
      // credentials a parenthesis lists after a degree are examples of it, any one enough)
      if (a.req.credential?.kind === 'degree') {
        for (let j = k + 1; j < all.length && all[j]!.line === a.line; j++) {
          const o = all[j]!
          if (!o.req.credential || o.req === a.req) continue
          if (/^[^()]{0,60}\([^()]*$/.test(jd.slice(a.end, o.start))) join(a.req, o.req)
        }
      }
      let next = k + 1
      while (next + 1 < all.length && inParenthesis(a.end, all[next]!.start)) next++
      const b = all[next]!
      if (a.line !== b.line || b.start < a.end || a.req === b.req) continue
      if (!a.req.credential && !b.req.credential) continue
      // ('Paralegal certificate (ABA-approved) or degree in Paralegal Studies': a parenthesis between)
      // ('Bac pro Pilote de ligne de production ou CQP Conducteur de ligne': the words of a degree's
      // field before the 'ou', no comma between)
      const between = lowerPlain(jd.slice(a.end, b.start)).replace(/\([^()]*\)/g, ' ')
      // ('Bac+3 minimum en RH ou école de commerce': RH is the first degree's field, no alternative
      // to the school)
      const fieldOfDegree = (o: Occurrence) =>
        !o.req.credential &&
        credentials.some(
          (c) =>
            c.credential.kind === 'degree' &&
            c.line === o.line &&
            c.end <= o.start &&
            /^[^,;:.()]*\b(?:en|in|de|d'|of)\s*$/i.test(jd.slice(c.end, o.start)),
        )
      if (fieldOfDegree(a) || fieldOfDegree(b)) continue
      // ('DE infirmier, assistant de service social, CESF ou ergothérapeute exigé': a credential opening
      // an enumeration the offer closes with 'ou' is one of its alternatives)
      if (
        a.req.credential &&
        titleLike(a.req) &&
        titleLike(b.req) &&
        a.req.altGroup === undefined &&
        b.req.altGroup !== undefined &&
        /^\s*,\s*$/.test(between)
      )
        join(a.req, b.req)
      // ('MRICS, or well advanced on the APC': a comma before the 'or' too)
      if (
        // ('CPCS A04 or NPORS N004': the first one's category before the 'or')
        // ('titulaire du BPJEPS AAN ou du BEESAN': the article the sentence puts before the second)
        /^\s*(?:[a-z]{0,3}\d[\w.-]*\s*)?,?\s*(ou|or|\/)\s*(?:du |de la |de l'|d'une? |d')?$/.test(between) ||
        (a.req.credential?.kind === 'degree' &&
          between.length <= 40 &&
          /^[^,;:.]*\s(ou|or)\s*$/.test(between))
      )
        join(a.req, b.req)
    }
    // ('CQP Préparateur esthétique ou CAP Maintenance des véhicules': a word or two of the
    // certificate's trade before the 'ou', whatever skill the lexicon reads in them)
    for (const [k, a] of all.entries()) {
      if (!a.req.credential) continue
      const other = all
        .slice(k + 1, k + 4)
        .find((o) => o.req.credential && o.req !== a.req && o.line === a.line)
      if (
        other &&
        other.start - a.end <= 30 &&
        /^\s*(?:[a-z'-]+\s+){1,2}(ou|or)\s*$/.test(lowerPlain(jd.slice(a.end, other.start)))
      )
        join(a.req, other.req)
    }
    // The categories of one CACES written as alternatives ('CACES R489 cat 3 ou 5'): either is enough.
    for (const [k, a] of credentialOccurrences.entries())
      for (const b of credentialOccurrences.slice(k + 1))
        if (
          b.start === a.start &&
          a.req.credential?.kind === 'caces' &&
          b.req.credential?.kind === 'caces' &&
          /\d\s*(?:ou|or|\/)\s*(?:cat[a-z.]*\s*)?\d/.test(lowerPlain(jd.slice(a.start, a.end)))
        )
          join(a.req, b.req)
    // An enumeration of credentials of one kind closed by 'ou' ('DEAS, DEAMP ou DEAES', 'SST, PSC1 or
    // PSE1'): any one of them is enough, a name between them the pack does not know included.
    const held = credentialOccurrences
    for (let k = 0; k < held.length; k++) {
      const run = [held[k]!]
      let closedByOr = false
      for (let j = k + 1; j < held.length && !closedByOr; j++) {
        const prev = run[run.length - 1]!
        const o = held[j]!
        if (
          o.line !== prev.line ||
          o.start < prev.end ||
          o.req.credential?.kind !== prev.req.credential?.kind
        )
          break
        const between = jd.slice(prev.end, o.start)
        const link = between.length <= 40 ? ENUMERATION_LINK.exec(lowerPlain(between)) : null
        if (!link) break
        run.push(o)
        closedByOr = link[1] !== undefined
      }
      if (closedByOr) for (const o of run.slice(1)) join(run[0]!.req, o.req)
    }
  }
  // In each clause with a blocking cue ('exigé', 'indispensable', 'essential'):
  // (a known credential written beside an unknown certificate's words stands for it)
  const besideAKnownCredential = (o: Occurrence) =>
    credentials.some(
      (c) =>
        (c.start < o.end && c.end > o.start) ||
        (c.start >= o.end && /^\s*\(\s*$/.test(jd.slice(o.end, c.start))) ||
        (c.end <= o.start && /^\s*\(\s*$/.test(jd.slice(c.end, o.start))),
    )
  for (const seg of segments) {
    if (!BLOCKING_CUES.test(lowerPlain(seg.text))) continue
    const end = seg.start + seg.text.length
    // A skill the offer makes a condition on a clause of its own ('Maîtrise de Silae exigée'): the
    // clause names nothing else. (A list under 'Compétences requises :' is not: each item there is
    // important, none alone decides.)
    // (what a parenthesis adds is no requirement beside it: 'Anglais courant obligatoire (clientèle
    // étrangère)')
    const inParens = (at: number) => {
      const before = jd.slice(seg.start, at)
      return (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length
    }
    const within = occurrences.filter((o) => o.start >= seg.start && o.end <= end)
    const reqs = new Set(within.filter((o) => !inParens(o.start)).map((o) => o.req))
    const [only] = reqs
    if (reqs.size === 1 && only && only.importance !== 'nice' && only.skill.cat !== 'soft')
      only.condition = true
    // A certificate the credentials pack does not know, named by its code ('Indispensable :
    // certificat de qualification F4-T2 niveau 2', 'Qualification IRVE exigée'): missing, it blocks
    // as a known one does — not one of alternatives ('CPCS A04 or NPORS N004 card'), nor the words
    // of a known credential ('Certification ASA (CQP Agent de sûreté)').
    for (const o of within) {
      const r = o.req
      if (r.skill.src !== 'job' || r.importance === 'nice') continue
      if (!r.phraseNames?.length || !HELD_TITLE.test(lowerPlain(r.label))) continue
      const around = lowerPlain(jd.slice(Math.max(seg.start, o.start - 6), Math.min(end, o.end + 6)))
      if (/\b(?:ou|or)\b/.test(around) || besideAKnownCredential(o)) continue
      r.blocking = true
    }
  }
  // A job-worded phrase cut from the years clause ('… driving buses or coaches' → 'Coaches') is that
  // clause's domain, counted with its years, not a requirement of its own.
  const yearsAsked = yearsRequirement(jd, lang)
  const yearsStems = new Set(yearsAsked ? phraseStems(yearsAsked.label) : [])
  const inYearsClause = (r: Requirement) =>
    r.skill.src === 'job' &&
    yearsStems.size > 0 &&
    (r.phrase ?? []).every((x) => yearsStems.has(x)) &&
    mentionedOnly(r, (o) => statedYears(jdLines[o.line] ?? '') !== null)
  // What the offer says it does not ask ('French is not required', 'le permis n'est pas
  // nécessaire', 'no degree needed'): named only in such clauses, no requirement.
  const notAsked = (r: Requirement) =>
    mentionedOnly(r, (o) => {
      const seg = segmentAt(segments, o.start)
      return seg !== undefined && NOT_ASKED.test(lowerPlain(seg.text))
    })
  // Job-worded phrases cut from a credential's words are not requirements of their own.
  const inCredential = (o: Occurrence) => credentialSpans.some(([s, e]) => o.start < e && o.end > s)
  // People counted or worked with ('une équipe de 14 préparateurs et 6 pharmaciens', 'en lien avec 3
  // infirmiers', 'alongside 4 engineers'): who the team is, not a skill the offer asks — when every
  // mention of the skill is such a word.
  const countedPeople = (r: Requirement) =>
    !r.credential &&
    mentionedOnly(
      r,
      (o) =>
        OCCUPATION_WORD.test(lowerPlain(jd.slice(o.start, o.end)).trim()) &&
        /(?:\b\d+\s+|\b(?:avec|with|alongside|aupres)\s+(?:(?:des|les|nos|vos|the|our|your)\s+)?)$/.test(
          lowerPlain(jd.slice(Math.max(0, o.start - 30), o.start)),
        ),
    )
  // The post the title names ('Hearing Care Assistant': no 'Care Assistant' skill of personal care),
  // when the offer names it nowhere else: a title is no requirement list.
  const postOfTheTitle = (r: Requirement) =>
    !r.credential &&
    r.skill.src !== 'job' &&
    mentionedOnly(r, (o) => {
      const said = lowerPlain(jd.slice(o.start, o.end)).trim()
      return o.end <= titleEnd && /\s/.test(said) && POST_NOUN_END.test(said)
    })
  // People listed in a parenthesis ('réseau de prescripteurs (infirmiers, kinés, ergothérapeutes)'):
  // who the work is with, not the nursing or physiotherapy their names would show in a CV.
  const peopleListed = (r: Requirement) =>
    !r.credential &&
    mentionedOnly(r, (o) => {
      const before = jd.slice(lineStartOf(jd, o.start), o.start)
      return (
        OCCUPATION_WORD.test(lowerPlain(jd.slice(o.start, o.end)).trim()) &&
        before.lastIndexOf('(') > before.lastIndexOf(')')
      )
    })
  // (nor the field of a degree: 'Bac pro Maintenance nautique exigé' asks the degree, not a must-have
  // 'Maintenance' beside it — the field is the degree's, degreeFields)
  const degreeSpans = credentialSpans.filter((_, k) => credentials[k]!.credential.kind === 'degree')
  const inDegreeOnly = (r: Requirement) =>
    mentionedOnly(r, (o) => degreeSpans.some(([s, e]) => o.start < e && o.end > s))
  const keptFirst = requirements.filter(
    (r) =>
      !actionsOfObjects.has(r) &&
      !isCondition(r) &&
      !notAsked(r) &&
      !inYearsClause(r) &&
      !countedPeople(r) &&
      !peopleListed(r) &&
      !postOfTheTitle(r) &&
      !(r.skill.src === 'job' && occupation.has(phraseKey(r.label))) &&
      !mentionedOnly(r, (o) => usesOfALanguage.has(o)) &&
      (r.skill.src !== 'job' || !occurrences.some((o) => o.req === r && inCredential(o))) &&
      // (a skill of the lexicon met only there, too: 'CACES R486 nacelle apprécié' asks no 'Nacelle')
      !(r.phrase && mentionedOnly(r, inCredential)) &&
      !inDegreeOnly(r),
  )
  // Nor a word of the lexicon written only as the complement inside a requirement of the offer's
  // own wording that says more: 'Cuisine' in 'Conduits d'extraction de cuisines professionnelles' is
  // what those conduits serve, no requirement of its own.
  const keptSet = new Set(keptFirst)
  const wordingSpans = occurrences.filter((o) => o.req.skill.src === 'job' && keptSet.has(o.req))
  const complementOnly = (r: Requirement) =>
    r.skill.src !== 'job' &&
    !r.credential &&
    r.skill.cat !== 'language' &&
    mentionedOnly(r, (o) =>
      wordingSpans.some(
        (p) => p.start < o.start && p.end >= o.end && ENDS_ON_OBJECT_LINK.test(jd.slice(p.start, o.start)),
      ),
    )
  const kept = keptFirst.filter((r) => !complementOnly(r))
  for (const r of kept) if (!r.credential && CHECKED_AT_HIRING.test(lowerPlain(r.label))) r.atHiring = true
  // (a label cut inside a parenthesis or a quotation closes it as the offer does: 'CACES nacelle
  // (R486)', 'check-list HAS « sécurité du patient »')
  for (const r of [...kept, ...credentialReqs]) r.label = closedAsWritten(r.label, jd)
  markClauses(jd, occurrences, kept)
  const levels = degreeLevels(jd, credentials)
  const offerWithoutCompany = withoutCompanyLines(jd)
  return {
    lang,
    title,
    requirements: [...kept, ...credentialReqs],
    conditions: [...conditionLineSet].map((i) => (jdLines[i] ?? '').trim()).filter(Boolean),
    requiredYears: statedYears(offerWithoutCompany),
    yearsAsked,
    // (some experience asked without a figure names its fields as that clause: experienceField)
    experienceField: yearsAsked && !yearsAsked.first ? null : experienceField(offerWithoutCompany),
    beginnersWelcome: BEGINNERS_WELCOME.test(lowerPlain(offerWithoutCompany)),
    degree: levels.length ? Math.min(...levels) : null,
    keywords: significantTerms(tokens),
    tokens,
  }
}

/** A label left open inside a parenthesis or a quotation, closed when the offer closes it right after. */
function closedAsWritten(label: string, jd: string): string {
  let out = label
  const opens = (o: string, c: string) => out.split(o).length > out.split(c).length
  for (const [o, c] of [
    ['(', ')'],
    ['«', '»'],
  ] as const) {
    if (!opens(o, c)) continue
    const at = jd.toLowerCase().indexOf(out.toLowerCase())
    const next = at < 0 ? -1 : jd.indexOf(c, at + out.length)
    // (what is left before the offer closes it is at most a few characters: the label ends there)
    if (next >= 0 && next - (at + out.length) <= 3 && !/\n/.test(jd.slice(at + out.length, next)))
      out = `${out}${jd.slice(at + out.length, next + 1)}`.replace(/\s+/g, ' ')
  }
  return out
}

/** A clause saying that what it names is not asked ('French is not required', 'pas besoin de diplôme'). */
const NOT_ASKED =
  /\b(?:(?:is|are) not (?:required|needed|necessary|essential|mandatory|a requirement)|not (?:required|needed|necessary)\b(?! but)|no (?:need for|prior)|(?:n'est|ne sont) pas (?:exigee?s?|requise?s?|necessaires?|obligatoires?|indispensables?|demandee?s?)|pas (?:besoin|necessaire) d(?:e |')|(?:non|pas) (?:exigee?s?|requise?s?|obligatoires?))\b/

/** Words of a degree clause that are cues, not part of what is asked ('Master exigé'). */
const CLAUSE_TAIL =
  /\s*(?:(?:[,;]|\((?!hons\)|honours\)))(?:.*)|\.(?:\s.*|$)|\s(?:et|and|\+)\s+(?:(?:une?|an?|d'une?|de l'|some)\s+)?(?:experiences?|exp\.)(?:\s.*|$)|\s(?:et|and)\s+(?:vous\s+)?(?:justifiez|disposez|possedez|avez|beneficiez|have|bring)\b.*|\s[–—-]\s+(?:essential|desirable|required|mandatory|exigee?s?|obligatoires?|indispensables?|souhaitee?s?)\b.*|\b(?:is|are|est|sont|serait|would be)\s+(?:a plus|un plus|an? asset|un atout|desirable|preferred|welcome|appreciee?s?|souhaitee?s?)\b.*|\b(?:exigee?s?|obligatoires?|indispensables?|souhaitee?s?|appreciee?s?|requise?s?|required|preferred|essential|desirable|minimum|ou equivalent|or equivalent|or (?:an?\s+)?(?:related|similar|relevant)(?:\s+(?:field|subject|discipline|area))?|a plus|un plus|est un plus)\b.*)$/i

/** Words that turn down the degree written after them ('pas de CAP seul', 'not a Bachelor alone'). */
const REFUSED_BEFORE = /(?:\bpas (?:de |d'|un |une )|\bnon |\bnot (?:a |an |just )?|\bsans |\bhors )$/

/**
 * One requirement per credential the offer asks for: licences, CACES, clearances, certifications and
 * regulated titles each on their own; degrees as one requirement at the lowest level the offer accepts
 * ('CAP/BEP ou Bac Pro' asks for a CAP). Importance from the clause's cue or its section; blocking
 * when the clause says so, and always for a regulated title unless it is only wished for.
 */
function credentialRequirements(
  jd: string,
  mentions: readonly CredentialMention[],
  segments: Segment[],
  lang: Lang,
): Requirement[] {
  const out = new Map<string, Requirement>()
  const folded = foldSameLength(jd)
  const degreeMentions: CredentialMention[] = []
  for (const m of mentions) {
    if (m.credential.kind === 'degree') {
      // A degree the offer turns down is no rung it accepts: 'BP Coiffure obligatoire (pas de CAP
      // seul)', 'Bac+5, not a Bachelor alone'.
      // (nor one that only says what a certificate's equivalent would be: 'CeMAP or equivalent Level
      // 3 qualification' asks for the CeMAP)
      const equivalentOf = mentions.some(
        (o) =>
          o.credential.kind !== 'degree' &&
          o.end <= m.start &&
          /^\s*(?:,\s*)?(?:or|ou)\s+(?:an?\s+|une?\s+)?(?:other\s+|autre\s+)?equivalente?\s*$/.test(
            folded.slice(o.end, m.start),
          ),
      )
      if (!REFUSED_BEFORE.test(folded.slice(Math.max(0, m.start - 12), m.start)) && !equivalentOf)
        degreeMentions.push(m)
      continue
    }
    const seg = segmentAt(segments, m.start)
    // (and a short tail of its line after a dash or a parenthesis: '… (B1) licence – essential')
    const lineEnd = folded.indexOf('\n', m.end)
    const tail = folded.slice(m.end, lineEnd < 0 ? folded.length : lineEnd)
    // A cue in the parenthesis closing its words is its own, whatever the rest of the sentence says:
    // 'Titulaire de la licence … et de l'attestation … (impératif), vous justifiez idéalement …'.
    const ownCue = /^[^,;.()]*\(\s*([^()]{1,30})\)/.exec(tail)?.[1] ?? ''
    const cuedHere = BLOCKING_CUES.test(ownCue)
    const clause = seg ? folded.slice(seg.start, seg.start + seg.text.length) : ''
    // Said not to be asked ('Permis B non obligatoire'): a plus when the line welcomes it ('… mais
    // apprécié'), else no requirement.
    const notAsked = NOT_ASKED.test(clause)
    if (notAsked && !NICE_RE.test(tail)) continue
    const importance: Importance = notAsked ? 'nice' : cuedHere ? 'must' : (seg?.importance ?? 'normal')
    const blocking =
      importance !== 'nice' &&
      mayBlock(m.credential) &&
      (cuedHere ||
        BLOCKING_CUES.test(clause) ||
        closesOnCue(tail) ||
        m.credential.kind === 'regulated' ||
        seg?.blocks === true)
    const key = `${m.credential.kind}:${m.credential.code}`
    const several =
      mentions.filter((o) => o.start === m.start && o.credential.kind === m.credential.kind).length > 1
    // 'CACES' alone read with its machine from the context: named by its recommendation; a welder
    // qualification by its standard and process.
    const bare =
      // (or its categories alone, written on after a cue: '…, catégorie 3 appréciée')
      (m.credential.kind === 'caces' &&
        (/^caces$/i.test(m.text.trim()) || !/caces|r\s?\.?\s?\d{3}/i.test(m.text))) ||
      // a clearance's code alone ('BR'): named in full ('Habilitation électrique BR')
      (m.credential.kind === 'electrical' && /^[A-Z0-9]{1,4}$/i.test(m.text.trim())) ||
      m.credential.code.startsWith('iso-9606')
    // ('Attestation d'aptitude fluides frigorigènes': the document's noun before the words its pattern
    // reads is the credential's name too, never 'Fluides frigorigènes' alone)
    const noun =
      // ('R489 cat. 3' read after a CACES of its own: 'CACES R489 cat. 3')
      m.credential.kind === 'caces' && /^r\s?\.?\s?\d{3}/i.test(m.text.trim())
        ? 'CACES'
        : m.credential.kind === 'certification'
          ? /(?:^|[\s(:–—-])((?:attestation|certificat|certification|carte|habilitation)(?: d['’]aptitude| de capacit[ée])?(?: (?:aux|à|a|aux|de|des|du|d['’]))?)\s*$/i.exec(
              jd
                .slice(Math.max(0, m.start - 40), m.start)
                .split('\n')
                .pop() ?? '',
            )?.[1]
          : undefined
    // ('Level 2 Food Hygiene', 'Niveau 2 HACCP': the level written before a certification is part of
    // its name)
    const levelBefore =
      m.credential.kind === 'certification' && !noun
        ? (/(?:^|[\s(:–—-])((?:level|niveau)\s*\d)\s+$/i.exec(
            jd
              .slice(Math.max(0, m.start - 16), m.start)
              .split('\n')
              .pop() ?? '',
          )?.[1] ?? '')
        : ''
    const label =
      several || bare
        ? credentialLabel(m.credential, lang)
        : // 'Permis B et véhicule personnel': the mention's words, not the conjunction after them.
          // (nor a parenthesis its pattern opened: 'Formation sécurité N1 (GIES 1)' → 'Formation sécurité N1')
          capitalise(
            niceCase(
              `${noun ? `${noun} ` : ''}${levelBefore ? `${levelBefore} ` : ''}${m.text}`
                .replace(/\s+/g, ' ')
                .replace(/[\s,/+&-]+(?:et|ou|and|or)?$/i, '')
                .replace(/[\s(]+$/, '')
                // ('Personal Licence holder': who holds it is the candidate, the credential is the licence)
                .replace(/\s+holders?$/i, ''),
            ),
          )
    const existing = out.get(key)
    if (existing) {
      // Named as the clause that asks for it most strongly says it ('Titre d'assistant(e) dentaire
      // obligatoire' over the intro's 'assistant(e) dentaire qualifié(e)').
      if (IMPORTANCE_WEIGHT[importance] > IMPORTANCE_WEIGHT[existing.importance]) {
        existing.importance = importance
        existing.label = label
      }
      existing.blocking ||= blocking
      existing.weight = Math.max(existing.weight, IMPORTANCE_WEIGHT[importance])
      continue
    }
    // How long a licence must have been held: 'Permis B depuis plus de 3 ans', 'Permis B de plus de 3
    // ans', 'full UK licence held for at least 2 years'.
    const held =
      m.credential.kind === 'licence'
        ? /^\W{0,3}(?:(?:obtenu\s+)?depuis|de|held\s+for|for)\s+(?:plus\s+de\s+|au\s+moins\s+|minimum\s+|at\s+least\s+|over\s+|more\s+than\s+)?(\d{1,2})\+?\s*(?:ans?|years?)\b/.exec(
            tail,
          )
        : null
    const heldYears = held ? Number(held[1]) : 0
    const heldLabel =
      heldYears > 0
        ? `${label} ${lang === 'fr' ? `depuis ${heldYears} ans` : `held for ${heldYears} years`}`
        : label
    const req = credentialRequirement(key, heldLabel, m.credential, importance, blocking)
    if (heldYears > 0) req.heldYears = heldYears
    if (blocking && EXCLUDING_CUES.test(lineOfMention(folded, m.start))) req.excluding = true
    out.set(key, req)
  }
  if (degreeMentions.length) {
    // A 'titre professionnel' says no level of its own (they run from CAP to master level): beside a
    // degree that does ('Titre professionnel CIP ou diplôme de niveau 5'), that one sets the level.
    const generic = (m: CredentialMention) => /^titres? professionnels?$/.test(lowerPlain(m.text.trim()))
    const stated = degreeMentions.filter((m) => !generic(m))
    const lowest = (stated.length ? stated : degreeMentions).reduce((a, b) =>
      (a.credential.level ?? 0) <= (b.credential.level ?? 0) ? a : b,
    )
    const seg = segmentAt(segments, lowest.start)
    const importance: Importance = seg?.importance ?? 'normal'
    const clause = seg ? folded.slice(seg.start, seg.start + seg.text.length) : ''
    const lineEnd = jd.indexOf('\n', lowest.start)
    // (and the cue closing its line: 'Level 3 Diploma or BSc in Veterinary Nursing – essential')
    const lineTail = folded.slice(lowest.start, lineEnd < 0 ? folded.length : lineEnd)
    const blocking =
      importance !== 'nice' && (BLOCKING_CUES.test(clause) || closesOnCue(lineTail) || seg?.blocks === true)
    // The degree's words, then the clause up to its first cue or break ('Bac+5 en informatique').
    const rest = floorBeforeFieldBlanked(
      jd.slice(lowest.start + lowest.text.length, lineEnd < 0 ? jd.length : lineEnd),
    )
    // …up to its first cue or break, or the next credential of the clause ('MPharm degree and
    // current GPhC registration').
    const restStart = lowest.start + lowest.text.length
    const nextMention = mentions.find(
      // (another degree is an alternative of the label: 'MSc or PhD in a quantitative field')
      (o) => o.credential.kind !== 'degree' && o.start >= restStart && o.start - restStart < rest.length,
    )
    let cut = Math.min(
      subjectTailAt(rest),
      nextMention ? linkBefore(jd.slice(restStart, nextMention.start)) : rest.length,
    )
    // (with the other options of the same diploma, in capitals after commas: 'BTS FED, CIRA, MS')
    // (not a diploma of its own: 'Bac Pro MELEC, BTS Électrotechnique' lists alternatives, below)
    if (/^\s+[A-Z][A-Z0-9]{1,5}$/.test(rest.slice(0, cut)))
      for (;;) {
        const option = DIPLOMA_OPTION.exec(rest.slice(cut))
        if (
          !option ||
          degreeMentions.some((m) => m.start === restStart + cut + option[0].length - option[1]!.length)
        )
          break
        cut += option[0].length
      }
    // (with the alternatives listed after it: 'CAP, BEP ou Bac pro électricité (MELEC)', not 'CAP';
    // 'BTS FED ou d'un DUT GTE')
    for (const alt of degreeMentions) {
      const at = alt.start - restStart
      if (at < cut || at >= rest.length) continue
      if (
        !/^\s*(?:,|\/|ou|or|et\/ou|and\/or)\s*(?:,|ou|or)?\s*(?:d['’]une?\s+|d['’]|une?\s+|an?\s+)?$/i.test(
          rest.slice(cut, at),
        )
      )
        break
      const end = at + alt.text.length
      cut = end + clauseTailAt(rest.slice(end))
    }
    // (from the first alternative written on its line: 'Titre professionnel CIP ou diplôme de niveau 5')
    const lineStart = jd.lastIndexOf('\n', lowest.start) + 1
    const first = degreeMentions.find((m) => m.start >= lineStart && m.start < lowest.start)
    // (an English degree may name its field before it: 'Social Work degree (BA/MA)', 'A Computer
    // Science degree')
    const fieldFirst = first
      ? ''
      : /^degree$/i.test(lowest.text.trim())
        ? fieldBefore(jd.slice(lineStart, lowest.start))
        : ''
    const before = first ? jd.slice(first.start, lowest.start) : fieldFirst
    const label =
      niceCase(
        balanced(
          `${before}${lowest.text}${rest.slice(0, cut)}`
            .replace(/\s+/g, ' ')
            // ('… ou d'un DUT GTE' → '… ou DUT GTE': the article belongs to the sentence)
            .replace(/(\b(?:ou|or)|,) (?:d['’]une?|une?) (?=\p{Lu})/gu, '$1 ')
            .trim(),
        ),
      ) || credentialLabel(lowest.credential, lang)
    const req = credentialRequirement('degree', label, lowest.credential, importance, blocking)
    if (blocking && EXCLUDING_CUES.test(lineOfMention(folded, lowest.start))) req.excluding = true
    // 'Bac pro ou BTS Travaux publics, ou 5 ans d'expérience en TP', 'Bac+2 ou expérience équivalente':
    // years in the trade are the other way to meet it (index.ts, once they are counted).
    const foldedRest = foldSameLength(rest)
    const orExperience = OR_EXPERIENCE.exec(foldedRest) ?? FAILING_THAT_EXPERIENCE.exec(foldedRest)
    if (orExperience) req.orYears = orExperience[1] ? Number(orExperience[1]) : EQUIVALENT_EXPERIENCE_YEARS
    // (a level of study is no field: 'Degree level education', 'educated to degree level')
    const named =
      `${fieldFirst}${`${lowest.text}${rest.slice(0, cut)}`.replace(/\s+/g, ' ').trim().slice(lowest.text.length)}`.replace(
        LEVEL_OF_STUDY,
        ' ',
      )
    // (a diploma named by its level says its field inside: 'Diplôme de travail social de niveau 6')
    const fields = degreeFields(/\bniveau\b/i.test(lowest.text) ? `${lowest.text} ${named}` : named)
    // ('CAPa', 'BPA': the agricultural diplomas name their field in their letters)
    const specialty = specialtyStems(
      `${AGRICULTURAL_DEGREE.test(lowest.text.trim()) ? 'agricole ' : ''}${named}`,
    )
    // A trade's diploma (CAP, BEP, Bac pro, BP: level 4 and below) names its trade, which a broad
    // field does not ('CAP Cuisine' is not met by a CAP Agent polyvalent de restauration).
    // ('CAP/BEP dans un métier du bâtiment' names a field of trades, which any of them shows)
    const anyTradeOf = /\b(?:metiers?|domaines?|secteurs?|filieres?)\s+(?:du|de la|de l'|des|d')/.test(
      foldSameLength(named),
    )
    const trade =
      (lowest.credential.level ?? 0) <= 4 && specialty.length > 0 && !(anyTradeOf && fields.length)
    if (fields.length && !trade) req.fields = fields
    else if (specialty.length) req.specialty = specialty
    if (trade && fields.length) req.specialtyFields = fields
    const option = degreeOption(named)
    if (option) req.option = option
    out.set('degree', req)
    // A higher degree the offer names as a plus on a line of its own ('CAP Boulanger exigé' / 'BP
    // Boulanger apprécié'): an item of its own, a plus, never blocking.
    // (or on its line, in a clause of its own: 'CAP Boucher obligatoire (BP Boucher apprécié)')
    const plus = degreeMentions
      .filter(
        (m) =>
          (m.line !== lowest.line || importance !== 'nice') &&
          (m.credential.level ?? 0) > (lowest.credential.level ?? 0) &&
          segmentAt(segments, m.start)?.importance === 'nice',
      )
      .sort((a, b) => (a.credential.level ?? 0) - (b.credential.level ?? 0))[0]
    if (plus) {
      const plusNamed = namedOnItsLine(jd, plus)
      const extra = credentialRequirement(
        'degree-plus',
        niceCase(balanced(plusNamed)) || credentialLabel(plus.credential, lang),
        plus.credential,
        'nice',
        false,
      )
      const plusSpecialty = specialtyStems(plusNamed.slice(plus.text.length))
      if ((plus.credential.level ?? 0) <= 4 && plusSpecialty.length) extra.specialty = plusSpecialty
      out.set('degree-plus', extra)
    }
    // A higher degree asked on a line of its own beside the lowest, as a must ('Level 3 Diploma in
    // Supporting Teaching and Learning (essential)' / 'GCSE English and Maths at grade 4/C
    // (essential)'): both are asked, each an item of its own.
    const also = degreeMentions
      .filter(
        (m) =>
          m.line !== lowest.line &&
          (m.credential.level ?? 0) > (lowest.credential.level ?? 0) &&
          // (asked: a must of its own, not a perk of the conditions, 'funding towards your Level 3 NVQ')
          segmentAt(segments, m.start)?.importance === 'must' &&
          !degreeMentions.some((o) => o.line === m.line && o.start < m.start),
      )
      .sort((a, b) => (b.credential.level ?? 0) - (a.credential.level ?? 0))[0]
    if (also) {
      const alsoSeg = segmentAt(segments, also.start)
      const alsoImportance: Importance = alsoSeg?.importance ?? 'normal'
      const alsoEnd = jd.indexOf('\n', also.start)
      const alsoNamed = namedOnItsLine(jd, also)
      const alsoClause = alsoSeg ? folded.slice(alsoSeg.start, alsoSeg.start + alsoSeg.text.length) : ''
      const alsoBlocking =
        alsoImportance !== 'nice' &&
        (BLOCKING_CUES.test(alsoClause) ||
          closesOnCue(folded.slice(also.start, alsoEnd < 0 ? folded.length : alsoEnd)))
      const second = credentialRequirement(
        'degree-also',
        niceCase(balanced(alsoNamed)) || credentialLabel(also.credential, lang),
        also.credential,
        alsoImportance,
        alsoBlocking,
      )
      const alsoFields = degreeFields(alsoNamed.slice(also.text.length))
      const alsoSpecialty = specialtyStems(alsoNamed.slice(also.text.length))
      if (alsoFields.length && (also.credential.level ?? 0) > 4) second.fields = alsoFields
      else if (alsoSpecialty.length) second.specialty = alsoSpecialty
      out.set('degree-also', second)
    }
  }
  return [...out.values()]
}

/** A degree's words on its line, up to the end of its clause ('BP Boulanger', 'Level 3 Diploma in …'). */
function namedOnItsLine(jd: string, m: CredentialMention): string {
  const end = jd.indexOf('\n', m.start)
  const rest = jd.slice(m.start + m.text.length, end < 0 ? jd.length : end)
  return `${m.text}${rest.slice(0, clauseTailAt(rest))}`.replace(/\s+/g, ' ').trim()
}

/** The (folded) line of the offer a mention is on. */
function lineOfMention(folded: string, at: number): string {
  const end = folded.indexOf('\n', at)
  return folded.slice(lineStartOf(folded, at), end < 0 ? folded.length : end)
}

/** A line ending on a cue after a dash ('… (B1) licence – essential'), or a short tail that is one. */
function closesOnCue(tail: string): boolean {
  if (tail.length <= 40 && BLOCKING_CUES.test(tail)) return true
  const dash = tail.search(/\s[–—-]\s*[^–—-]{0,30}$/)
  if (dash >= 0 && BLOCKING_CUES.test(tail.slice(dash))) return true
  // (a cue word right after a dash, its sentence going on: '– essential; applications without it…')
  const after = /\s[–—-]\s*([^;,.–—-]{1,30})(?:[;,.]|$)/.exec(tail)?.[1] ?? ''
  return /^(?:essential|required|mandatory|obligatoires?|exigee?s?|indispensables?|imperati(?:f|ve)s?)\s*$/.test(
    after,
  )
}

/** A degree's alternative of experience ('ou 5 ans d'expérience en TP', 'or equivalent experience'). */
const OR_EXPERIENCE =
  /\b(?:ou|or)\s+(?:une\s+|an?\s+)?(?:(\d{1,2})\s*(?:ans?|annees?|years?)\s+(?:d'|of\s+)?(?:experience|pratique)|experience\s+(?:equivalente|significative|similaire|comparable|professionnelle equivalente)|(?:equivalent|relevant|comparable)\s+(?:work\s+|practical\s+|professional\s+|industry\s+|hands-on\s+)?experience)/
/** The same said as what stands in for the degree without it ('à défaut, une expérience d'au moins 5 ans …'). */
const FAILING_THAT_EXPERIENCE =
  /\b(?:a defaut|sinon|failing that|otherwise)\s*,?\s*(?:une?\s+|an?\s+)?experience\s+(?:d'au moins\s+|de\s+|of at least\s+|of\s+)?(\d{1,2})\s*(?:ans?|annees?|years?)\b/
/** Words by which an offer accepts a credential in preparation ('or working towards it', '(ou en cours)'). */
const PENDING_ACCEPTED =
  /^[^.;]{0,60}?\b(?:(?:or|ou) (?:be |currently )?(?:working|studying) towards?|(?:or|ou) (?:en cours|in progress|en preparation)|en cours (?:d'obtention |de formation )?acceptee?s?|(?:working|studying) towards? (?:it|this|one) (?:is |are )?(?:accepted|considered|welcome))\b/

/** Years in the trade that stand for a degree when the offer accepts 'une expérience équivalente'. */
export const EQUIVALENT_EXPERIENCE_YEARS = 3

/**
 * Lexicon skills that name a kind of credential as a whole, or the machine a CACES on the same line
 * is for ('CACES R486 nacelle', 'CACES R489 chariots élévateurs cat. 3').
 */
const CREDENTIAL_FAMILY: Partial<Record<string, string[]>> = {
  electrical: ['habilitation-electrique'],
  caces: [
    'permis-caces',
    'conduite-d-engins',
    'conduite-de-grue',
    'travail-en-nacelle',
    'chariots-elevateurs',
    'transpalette',
  ],
  licence: ['permis-b', 'permis-c', 'permis-d', 'permis-moto'],
}

/** Where the words linking a degree to the next credential start ('MPharm degree| and current GPhC'). */
/** The words naming a degree's field just before it on its line ('- A Computer Science ' → 'Computer Science '). */
function fieldBefore(lineBefore: string): string {
  const words = lineBefore
    .replace(/^.*[,;:(•·*–—]|^\s*-\s/, '')
    .replace(/^\s*(?:(?:an?|the|any|relevant|recognised|recognized|good|honours)\s+)*/i, '')
  const trimmed = words.trim()
  if (!/^\p{Lu}?[\p{L}'&-]+(?:\s+[\p{L}'&-]+){0,3}$/u.test(trimmed)) return ''
  return `${trimmed} `
}

function linkBefore(between: string): number {
  // (and what is held of it: 'MPharm degree and registration with the GPhC', 'et inscription à l'Ordre')
  const at = between.search(
    /\s+(?:and|et|&|ou|or)\s+(?:current |valid |valide |active |une? |a |an )?(?:(?:registration|membership|inscription|enregistrement)\s+(?:with|to|at|on|in|au|à|a|aupres d[eu]|de|du)\s+(?:the\s+|la\s+|le\s+|l['’])?)?$/i,
  )
  return at < 0 ? between.length : at
}

/** A label without the closing parenthesis of a clause it was cut from ('BTS Professions immobilières)'). */
function balanced(label: string): string {
  let out = label
  while (out.endsWith(')') && (out.match(/\(/g) ?? []).length < (out.match(/\)/g) ?? []).length)
    out = out.slice(0, -1).trimEnd()
  return out.replace(/[\s–—:,;-]+$/, '')
}

/** Where a clause's first cue or break starts in a text (its length when it has none). */
function clauseTailAt(rest: string): number {
  return CLAUSE_TAIL.exec(foldSameLength(rest))?.index ?? rest.length
}

/** How many characters after a degree's name its subject runs: up to the clause's first cue or break. */
function degreeSubjectLength(jd: string, end: number): number {
  const lineEnd = jd.indexOf('\n', end)
  return subjectTailAt(floorBeforeFieldBlanked(jd.slice(end, lineEnd < 0 ? jd.length : lineEnd)))
}

/**
 * 'Bac+2 minimum en assurance': the floor's word stands before the field it asks, blanked at the same
 * length so the field stays the degree's.
 */
function floorBeforeFieldBlanked(rest: string): string {
  return rest.replace(
    /^(\s*)(minimum|at least|au moins)(?=\s+(?:en|in|de|d['’]|dans)\s)/i,
    (_, space: string, word: string) => `${space}${' '.repeat(word.length)}`,
  )
}

/**
 * Where the subject after a degree's name ends (clauseTailAt), a list of subjects closed by 'or'
 * included: 'A degree in museum studies, art history or similar' (its commas read as the
 * alternatives they are).
 */
function subjectTailAt(rest: string): number {
  const list = SUBJECT_LIST.exec(rest)
  return clauseTailAt(list ? list[0].replace(/,/g, '/') + rest.slice(list[0].length) : rest)
}

/**
 * Subjects listed after a degree, two to four, the last after 'or' / 'ou' ('in X, Y or Z'), after the
 * level's other rung included ('Bac+2/3 en commerce, management ou STAPS'), each word in lower case or
 * with a capital ('in Business, Economics or a related field'), never a diploma's letters ('BTS MS').
 */
const SUBJECT_LIST =
  /^(?:\/\d\b)?\s+(?:(?:in|en|de|d'|of)\s+)?\p{Lu}?[\p{Ll}'-]+(?:[ -]\p{Lu}?[\p{Ll}'-]+){0,5}(?:,\s*\p{Lu}?[\p{Ll}'-]+(?:[ -]\p{Lu}?[\p{Ll}'-]+){0,5}){1,3}(?=\s(?:or|ou)\s)/u

/** Words around a degree's name that say its level or its form, not its subject. */
const DEGREE_FORM_WORDS = new Set(
  `ou or et and en in de du des d la le les l of the a un une titre professionnel professionnelle diplome diploma degree formation
  niveau level type similaire equivalent equivalente domaine field filiere specialite option mention bac cap bep bts dut but licence dans within sur
  master bachelor brevet certificat certificate qualification pro pour with avec minimum obligatoire souhaite exige validee valide
  metier metiers secteur secteurs
  europeen europeenne european etranger etrangere foreign reconnu reconnue recognised recognized autre other
  primary first undergraduate postgraduate honours hons relevant related third nfq rqf eqf`.split(/\s+/),
)

/** Agricultural diplomas written by their letters ('CAPa', 'BPA', 'BPREA', 'BTSA'). */
export const AGRICULTURAL_DEGREE = /^(?:capa|bpa|bprea|btsa)$/i

/** The stems of a degree requirement's subject words ('Maçon ou Titre professionnel Maçon' → ['macon']). */
export function specialtyStems(named: string): string[] {
  // (each alternative its own subject: 'agricole Jardinier paysagiste ou Bac pro Aménagements paysagers')
  const parts = lowerPlain(named).split(/\s(?:ou|or)\s|\//)
  const stems = parts.flatMap((part) => {
    const words = part
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !DEGREE_FORM_WORDS.has(w) && !/^\d/.test(w))
    const own = [...new Set(words.map((w) => stem(w)))]
    // A long tail is a sentence, not a subject.
    return own.length <= 4 ? own : []
  })
  return [...new Set(stems)]
}

/** Another option of a diploma in its letters, after a comma ('BTS FED, CIRA, MS'). */
const DIPLOMA_OPTION = /^\s*,\s*([A-Z][A-Z0-9]{1,5})(?![\p{L}\d])/u

function credentialRequirement(
  key: string,
  label: string,
  credential: Credential,
  importance: Importance,
  blocking: boolean,
): Requirement {
  return {
    skill: {
      id: `cred:${key}`,
      name: label,
      cat: 'certification',
      dom: 'credentials',
      fr: label,
      en: label,
      aliases: [],
      src: 'curated',
    },
    label,
    importance,
    weight: IMPORTANCE_WEIGHT[importance] * (blocking ? 1.2 : 1),
    credential,
    ...(blocking ? { blocking } : {}),
  }
}

// ---------------------------------------------------------------- CV

/** The strength from which a requirement counts as shown (score.ts matches from it). */
export const SHOWN_STRENGTH = 0.45

export type Evidence = {
  strength: number
  /** Line of the CV where the skill shows (trimmed), for grounded answers. */
  line: string
  lineIndex: number
  section: SectionKind | null
  text: string
}

export type CvAnalysis = {
  lang: Lang
  text: string
  lines: string[]
  lineSection: (SectionKind | null)[]
  /**
   * Lines of the training section naming a training still under way: said so ('en cours'), or dated
   * to end after today ('Sept. 2025 – juin 2026 : CAP Poissonnier écailler'). They show no skill yet.
   */
  underWay: ReadonlySet<number>
  sections: Set<SectionKind>
  evidence: Map<string, Evidence>
  /**
   * Every line where each skill shows (the evidence above is the best one): a skill shown in three
   * jobs proves each of them (trade-years.ts).
   */
  evidenceLines: Map<string, number[]>
  stems: CvStemIndex
  /** The years the CV states itself ('6 ans d'expérience'), null when it states none. */
  statedYears: number | null
  /** All the years the CV's dates cover, whatever the trade (what 'how your CV was read' shows). */
  totalYears: number | null
  /** Dated ranges of the CV outside education and personal projects, with their line. */
  ranges: DateRange[]
  /** The same without the lines of a personal-projects section (null when there is none). */
  workStems: CvStemIndex | null
  languageLevels: Map<string, number>
  /** Licences, certifications, titles and degrees the CV shows (not negated, not in preparation). */
  credentials: {
    credential: Credential
    line: string
    lineIndex: number
    fields: string[]
    /** Months since the credential was obtained, when its line dates it ('Permis B – obtenu en juin 2024'). */
    heldMonths?: number
  }[]
  /** Credentials the CV names as not held ('application submitted, pending'): `kind:code`. */
  notHeld?: Set<string>
  /** Credentials the CV says it is preparing ('CIPD Level 5 – in progress'), with their line. */
  pending?: { credential: Credential; line: string }[]
  years: number | null
  hasDates: boolean
  degree: number | null
  tokenNorms: Set<string>
  /** The CV's tokens, in order (line numbers count '\n' and '\f'). */
  tokens: Token[]
  keyText: string
  experienceLines: string[]
  achievementLines: string[]
  hasEmail: boolean
  hasPhone: boolean
  hasLinkedIn: boolean
  pages: number
  words: number
}

/** Words of a line of the training section whose training is under way ('2026 (en cours) – …'). */
export const UNDER_WAY = /\b(?:en cours|in progress|ongoing)\b/

/** A line naming a certificate, an exam or a course ('HashiCorp Terraform Associate (003)'). */
const CERTIFICATE_LINE =
  /\b(?:certif\w*|certified|associate|professional|exam\w*|examen|diplom\w*|titre|formation|course)\b/

/**
 * A CV line with its status when the PDF wrapped it onto the next line: the line ends open (a comma,
 * a dash, a parenthesis, 'non', 'en') and the next one goes on in lower case.
 */
export function withWrappedStatus(line: string, next: string | undefined): string {
  if (!next || !/^\s*[a-zà-ÿ(]/.test(next)) return line
  const open =
    /(?:[,(–—-]|\b(?:non|not|en|in|et|and|de|du|des|pas))\s*$/i.test(line) || opensParenthesis(line)
  return open ? `${line} ${next}` : line
}

const TRAINING_IN_PROGRESS =
  /\b(?:certificat\w*|certification|course|cours|formation|mooc|bootcamp|parcours|programme|program|diplom\w*|degree|licence|master|bts|titre)\b.*\b(?:in progress|en cours|ongoing|currently enrolled|expected (?:in )?(?:19|20)\d{2}|prevue? (?:en|pour) (?:[a-z]+ )?(?:19|20)\d{2})\b|\b(?:in progress|en cours)\b.*\b(?:certificat\w*|certification|course|cours|formation|mooc|bootcamp|parcours)\b/
const ASPIRATION_RE =
  /\b(en recherche d|evoluer vers|step(?:ping)? up (?:into|to)|souhaite (?:me |m')?(?:rapprocher|apprendre|decouvrir|acquerir|approfondir|former|specialiser)|i (?:would like|want|wish|hope) to (?:learn|move|get|gain)|a la recherche d|recherche (un|une) (poste|emploi|alternance|stage)|souhaite (evoluer|devenir|integrer|rejoindre|m'orienter|me reconvertir|travailler)|(en|ma|une|projet de) reconversion (vers|dans|professionnelle vers)|envie de (passer|devenir|travailler|rejoindre|me reconvertir)|seeking (a|an)? ?(role|position|job)?|looking for (a |an |my |the )?(first |new |next )?([a-z/-]+ ){0,3}(role|position|job|post|opportunity|placement|apprenticeship|traineeship)|looking to (start|move|transition|become|join|work|speciali[sz]e|focus|progress|grow into)|(start|begin) a new career|career change (to|into)|transition(ing)? (in)?to|aspiring|eager to (learn|start|become|move)|ready to (enroll|train|learn)|would (now |really |also |very much )?(like|love) to|(want|wish|hope|plan|intend)(s|ing)? to (move|become|work|join|start|train|get into|retrain)|(move|get|break) into|looking for( a| an| my| the)?( first| new| next)?(?=\s*$)|studying|(now|currently|i am|i'm|while i) (study|training)|je souhaiterais|je voudrais|hop(e|ing) to (become|start|work|move|train)|j'aimerais|aimerais (devenir|travailler|me)|j'envisage|envisage de|me rapprocher d|projet de reconversion|en cours de reconversion|je me forme|me forme (?:actuellement )?(?:a|au|aux)|currently learning|(?:i am|i'm) (?:currently )?learning|en cours d'apprentissage|auto-?formation|^en cours(?=\s*[-–—:])|moving (?:into|towards|to)|retraining (?:towards|to|as|in|into|for)|switching (?:to|into)|pivoting (?:to|into)|me reconvertir|se reconvertir|en reconversion|passionnee?s? (?:de|d'|par|pour)|(?:ma |une )?passion (?:pour|de|du|des)|passionate (?:about|for)|poste (?:recherche|vise|souhaite)|emploi (?:recherche|vise)|objectif professionnel|target (?:role|position|job)|desired (?:role|position|job)|position sought|job sought)\b/
/** A CV line that says a wish or a plan ('Projet : me former au secrétariat médical', 'Looking for a junior SOC analyst position'): no proof of what it names. */
export function isWishLine(line: string): boolean {
  const low = lowerPlain(line)
  return (
    ASPIRATION_RE.test(low) ||
    /^\W*(?:projets?|objectif|reconversion)\s*:|\bme former\b|\bpreparing\b|\bje (?:souhaite|veux)\b|\bi (?:would like|wish|want) to\b/.test(
      low,
    )
  )
}

/**
 * Where the sentence holding `at` starts: the start of its line, or of the line before when that
 * one runs on without closing punctuation and this one opens in lower case (a PDF's wrapped line).
 */
export function sentenceStart(text: string, at: number): number {
  // (a page break is a line break: 'source.\fEn cours — …')
  let start = lineStartOf(text, at)
  for (let hops = 0; hops < 2 && start > 0; hops++) {
    const prevEnd = start - 1
    const prevStart = lineStartOf(text, prevEnd)
    const prev = text.slice(prevStart, prevEnd).trimEnd()
    // (or the line before stops on a word that cannot end a sentence: 'je me forme actuellement à' /
    // 'React pour devenir plus polyvalent')
    const goesOn = /^[\s(]*[a-zà-ÿœ]/.test(text.slice(start, start + 3)) || ENDS_ON_OPEN_WORD.test(prev)
    if (!goesOn) break
    if (!prev || /[.:;!?)]$/.test(prev) || /^\s*[-•·*▪–]\s*$/.test(prev)) break
    start = prevStart
  }
  return start
}

/** A credential the CV names as another's ('délivrée par le titulaire de la carte T', 'under the licence of'). */
const OTHERS_CREDENTIAL_RE =
  /\b(?:delivree? par (?:le |la )?(?:titulaire )?(?:de |d')?|par le titulaire de|du titulaire de|sous (?:la|le) (?:couvert|responsabilite)? ?(?:de (?:la|le) )?|under (?:the|a) (?:supervision of|licen[cs]e of)|supervised by|(?:working |work )?(?:alongside|assisting|with|under|for) (?:a|an|the|our|my|his|her|their) (?:senior |qualified |fully )?|(?:aux cotes|aupres) d(?:'un|'une|u|e la|es) |(?:avec|sous) (?:un|une|le|la|notre|mon|ma) |attestation d'habilitation \(?)[^.;\n]{0,20}$/

/** A list of places after a preposition of place, up to a word ('across Birmingham, Coventry and '). */
const PLACE_LIST_BEFORE = new RegExp(
  `\\b(?:${[...PLACE_PREPOSITIONS].join('|')})\\s+(?:\\p{Lu}[\\p{L}-]+(?:\\s*,\\s*|\\s+(?:and|et|or|ou)\\s+))*$`,
  'u',
)

/** People one trains, named in the plural right before a credential: theirs ('apprentis CAPA', 'élèves de CAP'). */
const LEARNERS_BEFORE_RE =
  /\b(?:\d+ )?(?:apprentis|apprenties|eleves|stagiaires|etudiants|etudiantes|candidats|learners|apprentices|students|trainees|pupils)(?: (?:en|de|du|d'|preparant (?:le|la|un|une)|for (?:the|their)|sitting (?:the|their)))? ?$/

/** Domains where a personal project is evidence as good as a job (portfolios, code, languages). */
export const PORTFOLIO_DOMAINS = new Set(['it', 'design', 'marketing', 'languages', 'soft', 'office'])
/** Domains a hobby shows as well as a job does (a language spoken, a quality). */
const HOBBY_DOMAINS = new Set(['languages', 'soft'])
/** What a personal project or a hobby weighs for another trade: below the bar of a matched skill. */
export const PERSONAL_PROJECT_STRENGTH = 0.4
/** Lines of what one does in one's own time: personal projects, hobbies. */
const isOwnTime = (section: SectionKind | null | undefined) =>
  section === 'projects' || section === 'interests'

/** Trades whose products a seller sells without practising them ('vente de colorations'). */
const SOLD_TRADES = new Set(['construction', 'trades', 'industry', 'beauty', 'agriculture'])

const SELLER_DEPARTMENT_RE =
  /\b(?:vente|vendeu(?:r|se)s?|conseill(?:er|ere)s?|sales (?:associate|assistant|advisor))\b[^|\n]{0,30}?\b(?:au |du )?(?:rayons?|department)\s+/i

/** Domains a seller's line does evidence (selling, serving, stocking, office work). */
const RETAIL_DOMAINS = new Set([
  'sales',
  'customer-service',
  'marketing',
  'logistics',
  'office',
  'soft',
  'languages',
  'licences',
  'hospitality',
])

/** A department or the products advised on, on a seller's line ('vendeur rayon plomberie'). */
function isRetailMention(line: string, before: string): boolean {
  return (
    /\b(rayons?|departments?|aisles?|choix d(?:es|u|e la)|choice of)\b/.test(before) &&
    /\b(vente|vendeu(?:r|se)s?|conseil|conseill(?:er|ere)|sales|selling|sold|advis(?:ed|ing|or))\b/.test(line)
  )
}

const LOW_LEVEL_RE =
  /\b(notions?|debutant|debutante|beginner|basic|basics|bases|scolaire|elementaire|elementary|en cours d'apprentissage|learning|familiar|sensibilisation|initiation)\b/

/** More distinct skills than a person can credibly list (see analyseCv). */
export const SKILL_LIST_CREDIBLE = 120

/** The marks a CV's bullets open with (inside a character class; the dash last). */
export const BULLET_GLYPHS = '•·▪▸►◦‣∙*●○■□➢➤✓✔→>-'
/** Bullet marks and spaces opening a line. */
export const LEADING_BULLETS = new RegExp(`^[\\s${BULLET_GLYPHS}]+`)

export function cleanLine(line: string): string {
  const t = line.replace(LEADING_BULLETS, '').replace(/\s+/g, ' ').trim()
  if (t.length <= 150) return t
  const cut = t.slice(0, 150)
  // (cut at a word, without the comma or bracket it stopped on: '(Hebe, Salvia…', never 'Salvia,…')
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : 150).replace(/[\s,;:([–—-]+$/, '')}…`
}

/** A degree read from the name of a school ('école de commerce', 'Business School', 'grande école'). */
const SCHOOL_AS_DEGREE = /^(?:grande ecole|ecoles? (?:de commerce|d'ingenieurs?)|business school)$/

/**
 * The CV's highest degree: the degrees it holds, not one it prepares or did not obtain ('Bac
 * professionnel Commerce (classe de terminale suivie, diplôme non obtenu)'). The level read from the
 * whole text stands only where no degree was read as a credential.
 */
function cvDegree(
  levels: number[],
  mentions: readonly CredentialMention[],
  held: readonly { credential: Credential }[],
): number | null {
  if (!mentions.some((m) => m.credential.kind === 'degree')) return levels.length ? Math.max(...levels) : null
  const own = held.filter((c) => c.credential.kind === 'degree').map((c) => c.credential.level ?? 0)
  return own.length ? Math.max(...own) : null
}

/** A post's closing noun ('… Care Assistant', '… agent', '… officer'). */
const POST_NOUN_END =
  /\b(?:assistante?|agent|officer|worker|operative|operator|technician|technicienne?|manager|advisor|adviser|conseill(?:er|ere)|attendant|associate|coordinator|coordinat(?:eur|rice))s?$/

/** A language test's name: said alone, it states no level. */
const LANGUAGE_TEST = /^(?:delf|dalf|tcf|tef|toeic|toefl|ielts|bulats|linguaskill|dele|goethe|cambridge)$/i

// A web or e-mail address ('linkedin.com/in/callum-revenue', 'https://…', 'jo.martin@…'): a name, not
// evidence of a skill; blanked (same length, so offsets hold) before the CV is read for evidence.
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+[a-z]{2,4}\/\S+/gi

export function analyseCv(cvText: string, lexicon: Lexicon, nowMonth: number): CvAnalysis {
  const raw = cvText.normalize('NFC')
  const text = raw.replace(ADDRESS, (m) => ' '.repeat(m.length))
  const lowRaw = lowerPlain(raw)
  const lines = text.split(/\n|\f/)
  const lineSection: (SectionKind | null)[] = []
  const sections = new Set<SectionKind>()
  let current: SectionKind | null = null
  // The candidate's name, by the words of their e-mail or profile address ('elodie.marchetti@…'):
  // met after a sidebar's hobbies (a two-column PDF read sidebar first), it opens the main column —
  // what follows is no hobby.
  const handles = [...lowRaw.matchAll(/([a-z0-9._-]+)@|linkedin\.com\/in\/([a-z0-9-]+)/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .join(' ')
  const isNameLine = (l: string) => {
    const words = lowerPlain(l)
      .trim()
      .split(/[\s-]+/)
    return (
      handles !== '' &&
      words.length >= 2 &&
      words.length <= 4 &&
      l.trim().length <= 40 &&
      words.every((w) => /^[a-z']{2,}$/.test(w) && handles.includes(w))
    )
  }
  for (const l of lines) {
    const s = sectionOfLine(l)
    if (s) {
      current = s
      sections.add(s)
    } else if ((current === 'interests' || current === 'projects') && isNameLine(l)) current = null
    lineSection.push(current)
  }
  const underWay = new Set<number>()
  lines.forEach((l, i) => {
    if (lineSection[i] !== 'education') return
    const low = lowerPlain(l)
    if (UNDER_WAY.test(low) || runsPastNow(low, nowMonth)) underWay.add(i)
  })
  const tokens = tokenize(text)
  // Where a wish starts on a line ('looking to start a new career in dentistry'): what follows is
  // no evidence, for the lexicon (above) as for the job's own wordings.
  const wishStart: (number | undefined)[] = []
  {
    let at = 0
    for (const l of lines) {
      const folded = foldSameLength(l)
      const m = ASPIRATION_RE.exec(folded)
      // A seller's department ('Vendeur rayon plomberie') names products, not the trade.
      const dept = SELLER_DEPARTMENT_RE.exec(folded)
      const from = Math.min(m ? m.index : Infinity, dept ? dept.index + dept[0].length : Infinity)
      wishStart.push(Number.isFinite(from) ? at + from : undefined)
      at += l.length + 1
    }
  }
  const lang = detectLanguage(text)
  // (a word a blocker reads as nothing is no evidence of an offer's own wording either: the
  // 'commerciale' of 'dénomination commerciale' shows no 'Sens du commerce')
  const blocked = new Set<number>()
  const handed = handedToSpans(text)
  const inHanded = (at: number) => handed.some(([from, to]) => at >= from && at < to)
  const matches = lexicon
    .match(text, tokens, blocked)
    .filter(
      (m) =>
        !inHanded(m.start) &&
        !workedWith(text, m) &&
        !peopleNotQuality(text, m) &&
        !managementOfAThing(text, m) &&
        !(lang === 'fr' && frenchFalseFriend(m)) &&
        !(lang === 'en' && englishFalseFriend(m)) &&
        !acronymOfACommonWord(text, m),
    )
  const evidence = new Map<string, Evidence>()
  const evidenceLines = new Map<string, number[]>()
  const languageLevels = new Map<string, number>()
  const add = (id: string, ev: Evidence) => {
    if (ev.strength >= SHOWN_STRENGTH) {
      const at = evidenceLines.get(id)
      if (!at) evidenceLines.set(id, [ev.lineIndex])
      else if (!at.includes(ev.lineIndex)) at.push(ev.lineIndex)
    }
    const prev = evidence.get(id)
    // Prefer the strongest evidence, then evidence in an experience line (better to quote).
    if (
      !prev ||
      ev.strength > prev.strength ||
      (ev.strength === prev.strength && ev.section === 'experience' && prev.section !== 'experience')
    )
      evidence.set(id, ev)
  }
  // Per-line work shared by the matches of one line (and the soft cues below).
  const lowLines = lines.map(lowerPlain)
  const cleanLines = new Map<number, string>()
  for (const m of matches) {
    const lineText = lines[m.line] ?? ''
    const lowLine = lowLines[m.line] ?? ''
    let cleaned = cleanLines.get(m.line)
    if (cleaned === undefined) {
      cleaned = cleanLine(lineText)
      cleanLines.set(m.line, cleaned)
    }
    // Low stated level close to the skill, or a 'Notions :' line.
    const before = lowerPlain(text.slice(Math.max(0, m.start - 25), m.start))
    const after = lowerPlain(text.slice(m.end, m.end + 25)).split(/[,;|\n]/)[0] ?? ''
    const isLow =
      LOW_LEVEL_RE.test(after) ||
      /(notions?|bases|basic knowledge|initiation)( de| d'| en| of| in)?\s*$/.test(before) ||
      /^\s*(notions?|bases|debutant|beginner|basic)\b[^:]{0,15}:/.test(lowLine)
    // A wish is no evidence: 'en recherche d'un poste en contrôle de gestion', 'seeking a role in'.
    // (A sentence wrapped onto the next line of the PDF is read from where it starts.)
    const lineStartAt = sentenceStart(text, m.start)
    const sentenceBefore = lowerPlain(text.slice(lineStartAt, m.start))
    // (its words wrapped over lines read as one sentence: 'motivée pour évoluer' / 'vers le management')
    if (ASPIRATION_RE.test(sentenceBefore.replace(/\s+/g, ' '))) continue
    // A course or certificate still in progress shows no skill yet ('Google UX Design Certificate —
    // in progress, 4 of 7 courses', 'Formation React en cours').
    if (TRAINING_IN_PROGRESS.test(lowLine)) continue
    // (or a line of the training section saying so: 'FORMATION' / '2026 (en cours) – TIA Portal : …')
    if (underWay.has(m.line)) continue
    // …nor a certification its line says is not held yet ('CompTIA Security+ – exam booked for
    // January 2027', 'preparing CompTIA Security+').
    // (nor one it says is no longer valid: 'SST (2019, non recyclé)')
    // (its status wrapped onto the next line included: 'Associate (AZ-104) – obtenue 06/2022, non' /
    // 'renouvelée (expirée 06/2023)', 'HashiCorp Terraform Associate (003) – en' / 'préparation, …')
    const status = withWrappedStatus(lineText, lines[m.line + 1])
    // (a certificate's name wrapped over two lines: 'Microsoft Certified: Azure Administrator' /
    // 'Associate (AZ-104) – obtenue 06/2022, non' / 'renouvelée': the next line's status is its own
    // when that line opens no item of its own)
    const nextLine = lines[m.line + 1] ?? ''
    const goesOn =
      status === lineText &&
      nextLine.trim() !== '' &&
      !/^\s*(?:[-•·*▪–]|\d{1,2}[/.]|(?:19|20)\d{2})/.test(nextLine)
    const nameStatus = goesOn ? withWrappedStatus(nextLine, lines[m.line + 2]) : ''
    if (
      m.skill.cat === 'certification' &&
      (saysNotHeldYet(status) || saysLapsed(status) || saysNotHeldYet(nameStatus) || saysLapsed(nameStatus))
    )
      continue
    // …and a tool named by a certificate in preparation is not practised yet either.
    if (CERTIFICATE_LINE.test(lowerPlain(status)) && saysNotHeldYet(status)) continue
    // Selling or advising on a trade's products is not practising the trade: 'Conseiller de vente –
    // rayon matériaux / gros œuvre', 'conseil aux artisans sur le choix des matériaux (parpaings…)'.
    if (
      !RETAIL_DOMAINS.has(m.skill.dom ?? '') &&
      isRetailMention(`${sentenceBefore} ${lowLine}`, sentenceBefore)
    )
      continue
    if (
      SOLD_TRADES.has(m.skill.dom ?? '') &&
      /\b(?:vente|ventes|vendu|vendre|sales|selling|sold) (?:de |des |d'|du |of )/.test(sentenceBefore)
    )
      continue
    // A negated mention ('B0 (non électricien)', 'no SQL', 'sans permis') is no evidence.
    if (/(?:^|[^a-z])(?:non|not|no|without|sans|pas d[e']|aucune?)[\s-]*$/.test(before)) continue
    let strength = isLow ? 0.5 : 1
    if (m.skill.cat === 'language') {
      // The level written next to this language, not its neighbour's ('English (native) · French (B2)').
      // (up to a level still prepared: 'French: B2 – preparing DALF C1')
      const near =
        (lowerPlain(text.slice(m.end, m.end + 40)).split(/[,;|\n·•/)]/)[0] ?? '').split(PREPARED_WORD)[0] ??
        ''
      // (its last two words: 'Conversational French')
      const prev = (
        lowerPlain(text.slice(Math.max(0, m.start - 25), m.start))
          .split(/[,;|\n·•()]/)
          .pop() ?? ''
      )
        .trim()
        .split(/\s+/)
        .slice(-2)
        .join(' ')
      // (a code in the parenthesis after it is its level, whatever words stand before the code:
      // 'French (good working knowledge, B1)')
      const inParens = /^\s*[:–-]?\s*\(([^()]{0,60})\)/.exec(lowerPlain(text.slice(m.end, m.end + 70)))?.[1]
      const code = inParens ? /\b([abc][12])\b/.exec(inParens)?.[1] : undefined
      // (the level after its name first: 'English C1 French B1' gives French B1)
      let stated = code ? CEFR[code]! : (levelIn(`${m.text} ${near}`) ?? levelIn(`${prev} ${m.text}`))
      // (a sidebar writes the level on the line under the language alone: 'French' / 'B1 – intermediate')
      if (
        stated === null &&
        lowerPlain(lineText)
          .replace(/[\s:–—-]+$/, '')
          // (after its bullet: '- English –' / 'native')
          .replace(/^[\s\-•·*▪–]+/, '')
          .trim() === lowerPlain(m.text).trim()
      ) {
        const under = lines[m.line + 1] ?? ''
        if (!lexicon.match(under).some((o) => o.skill.cat === 'language')) stated = levelIn(under)
      }
      // (a test named without its level says none: its level wrapped onto the next line is read there,
      // 'French – B1 (DELF' / 'B1, 2023)', else the line's other mention tells it)
      if (stated === null && LANGUAGE_TEST.test(m.text)) {
        const wrappedCode = /^[\s:–-]*\n?[\s(]*([abc][12])\b/.exec(
          lowerPlain(text.slice(m.end, m.end + 20)),
        )?.[1]
        if (!wrappedCode) continue
        stated = CEFR[wrappedCode]!
      }
      // A level still being prepared is not held: 'currently preparing the DELF B2', 'working towards
      // B2', 'objectif DALF C1'.
      if (LEVEL_PREPARED.test(lowerPlain(text.slice(sentenceStart(text, m.start), m.start)))) continue
      // (a short line that ends a sentence wrapped from the line above is prose: 'Improving my' /
      // 'French every week.')
      const above = (lines[m.line - 1] ?? '').trimEnd()
      // ('… while I' / 'keep improving my French.': the pronoun ends no sentence either)
      const wrapped = /(?:[\p{Ll},]|\bI)$/u.test(above) && !/^\s*[-•·*▪–]/.test(lineText)
      // (nor is a line inside a parenthesis the line above opened: '- French – intermediate (B1, …
      // evening classes at the Institut' / 'français, London)')
      if (above.split('(').length > above.split(')').length && !/^\s*[-•·*▪–]/.test(lineText)) continue
      const inList =
        lineSection[m.line] === 'languages' ||
        (!wrapped && tokenize(lineText).filter((t) => !t.stop).length <= 4)
      // Named in passing ('Teach Business English', a course title) is no evidence of the language.
      if (stated === null && !inList && !isLow) continue
      // (nor is a language's name used as an adjective: 'spouse of a French national', 'exchanging
      // for a French licence')
      if (stated === null && !isLow && languageNameAsWord(text, m.start, m.end)) continue
      const lvl = stated ?? (isLow ? 2 : 4)
      languageLevels.set(m.skill.id, Math.max(languageLevels.get(m.skill.id) ?? 0, lvl))
      strength = 1
    }
    // A personal project shows a developer's or a designer's skill, not a trade's ('dalle béton de
    // terrasse' in 'Rénovation de ma maison'): too little to count as shown there.
    // (nor a hobby a tool's: 'lately Kafka, Borges and Le Guin' is a reader's Kafka)
    if (
      isOwnTime(lineSection[m.line]) &&
      (!PORTFOLIO_DOMAINS.has(m.skill.dom ?? '') ||
        (lineSection[m.line] === 'interests' && !HOBBY_DOMAINS.has(m.skill.dom ?? '')))
    )
      strength *= PERSONAL_PROJECT_STRENGTH
    const ev = {
      strength,
      line: cleaned,
      lineIndex: m.line,
      section: lineSection[m.line] ?? null,
      text: m.text,
    }
    add(m.skill.id, ev)
    for (const implied of m.skill.implies ?? []) add(implied, { ...ev, strength: strength * 0.9 })
    if (m.skill.cat !== 'language') for (const other of m.also ?? []) add(other.id, ev)
  }
  // Tokens no skill of the lexicon covers: a job's wording found verbatim among them is evidence;
  // inside a longer skill it is not ('management' in 'Community management').
  const covered = new Uint8Array(tokens.length)
  for (const m of matches) for (let k = m.from; k < m.to; k++) covered[k] = 1
  const freeParts: string[] = []
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.stop) continue
    freeParts.push(covered[k] ? '|' : t.norm)
  }
  // The CV's own language is spoken natively.
  const native = lexicon.skills.find(
    (s) => s.cat === 'language' && s.name === (lang === 'fr' ? 'Français' : 'Anglais'),
  )
  if (native && !languageLevels.has(native.id)) languageLevels.set(native.id, 6)

  const ranges = dateRanges(text, nowMonth).filter(
    (r) => lineSection[r.line] !== 'education' && lineSection[r.line] !== 'projects',
  )
  const months = unionMonths(ranges)
  const computed = months > 0 ? yearsOfMonths(months) : null
  const stated = statedCareerYears(text)
  const years = computed === null && stated === null ? null : Math.max(computed ?? 0, stated ?? 0)
  // A CV that lists hundreds of skills proves none of them by the list alone: past
  // SKILL_LIST_CREDIBLE distinct skills, what only a list shows counts half (experience lines keep
  // their weight), so volume does not buy a high score.
  if (evidence.size > SKILL_LIST_CREDIBLE) {
    for (const [id, ev] of evidence)
      if (ev.section !== 'experience') evidence.set(id, { ...ev, strength: ev.strength * 0.5 })
  }
  const mentions = readCredentials(text)
  const degrees = degreeLevels(text, mentions)
  const held = (m: CredentialMention) => {
    // The school a degree was taken at is not a second degree on its line: 'Bachelor Business
    // Development (Bac+3) – ESC Clermont Business School' is a Bac+3, not a business school's Master.
    if (
      m.credential.kind === 'degree' &&
      SCHOOL_AS_DEGREE.test(lowerPlain(m.text)) &&
      mentions.some(
        (o) =>
          o.line === m.line &&
          o.credential.kind === 'degree' &&
          (o.credential.level ?? 0) < (m.credential.level ?? 0) &&
          !SCHOOL_AS_DEGREE.test(lowerPlain(o.text)),
      )
    )
      return false
    const before = lowerPlain(text.slice(Math.max(0, m.start - 16), m.start))
    if (/(?:^|[^a-z])(?:non|not|no|without|sans|pas d[e']|aucune?)[\s-]*$/.test(before)) return false
    // Someone else's: 'attestation délivrée par le titulaire de la carte T du réseau'.
    if (OTHERS_CREDENTIAL_RE.test(lowerPlain(text.slice(Math.max(0, m.start - 45), m.start)))) return false
    // The people one trains or teaches hold it, not the CV's owner ('Tuteur de 3 apprentis CAPA',
    // 'preparing learners for the CSCS test').
    if (LEARNERS_BEFORE_RE.test(lowerPlain(text.slice(Math.max(0, m.start - 30), m.start)))) return false
    const lineStartAt = lineStartOf(text, m.start)
    if (ASPIRATION_RE.test(lowerPlain(text.slice(lineStartAt, m.start)))) return false
    // (any credential: 'SIA licence – application pending', 'CACES R489 en cours')
    // (nor one no longer valid: 'CACES R486 – obtenu 05/2019, non renouvelé', nor one dated only in
    // the future: 'formation DEME (rentrée septembre 2027)')
    return (
      !isNotObtained(text, m) &&
      !isLapsed(text, m, mentions, nowMonth) &&
      !isYetToCome(text, m, mentions, nowMonth)
    )
  }
  // A licence said only by 'véhiculé(e)' is none when the CV names that licence as not held ('Permis B :
  // en cours …' / 'Actuellement véhiculé en covoiturage'): what it writes of the licence wins.
  const keyOf = (m: CredentialMention) => `${m.credential.kind}:${m.credential.code}`
  const saidByCar = (m: CredentialMention) =>
    m.credential.kind === 'licence' && /^v[eé]hicul/i.test(text.slice(m.start, m.end))
  // (each mention read once: whether it is held, and whether it has lapsed, serve the lists below)
  const isHeld = new Map(mentions.map((m) => [m, held(m)]))
  const lapsed = new Set(mentions.filter((m) => isLapsed(text, m, mentions, nowMonth)))
  const refused = new Set(mentions.filter((m) => !saidByCar(m) && !isHeld.get(m)).map(keyOf))
  // (nor one named again on the next line of a wrapped entry, lapsed there: 'Azure Administrator /
  // Associate (AZ-104) – non renouvelée (expirée 06/2023)')
  // (not an entry dated on its own line: 'Formation Initiale Minimale Obligatoire (2014)' lapsed, the
  // 'Formation Continue Obligatoire renouvelée en mars 2022' under it is another, current)
  const datedLine = (m: CredentialMention) => /\b(?:19|20)\d{2}\b/.test(lines[m.line] ?? '')
  const lapsedBeside = (m: CredentialMention) =>
    mentions.some(
      (o) =>
        o !== m &&
        (o.line === m.line || !datedLine(m)) &&
        // (or another name of it on its line: 'Driver CPC – DQC expired 10/2025')
        (keyOf(o) === keyOf(m) ||
          (o.line === m.line &&
            satisfies(o.credential, m.credential) &&
            satisfies(m.credential, o.credential))) &&
        Math.abs(o.line - m.line) <= 1 &&
        lapsed.has(o),
    )
  const credentials = mentions
    .filter((m) => isHeld.get(m) && !(saidByCar(m) && refused.has(keyOf(m))) && !lapsedBeside(m))
    .map((m) => {
      const since = m.credential.kind === 'licence' ? credentialDate(text, m, mentions, nowMonth) : null
      const line = cleanLine(credentialLines(text, lines, m))
      return {
        credential: m.credential,
        line,
        lineIndex: m.line,
        // (its field read on the lines it spans: '8 GCSEs (A*–C / 9–4) incl.' / 'English Lang 5, Maths 4')
        fields: m.credential.kind === 'degree' ? degreeFields(line) : [],
        ...(since !== null && { heldMonths: nowMonth - since }),
      }
    })

  const experienceLines: string[] = []
  const achievementLines: string[] = []
  lines.forEach((l, i) => {
    const c = cleanLine(l)
    if (c.length < 25) return
    const sec = lineSection[i]
    if (sectionOfLine(l)) return
    if (sec === 'experience' || (sec === null && /\b(19|20)\d{2}\b/.test(l))) {
      experienceLines.push(c)
      if (c.split(' ').length >= 5 && !/\b(19|20)\d{2}\b/.test(c)) achievementLines.push(c)
    }
  })
  // A soft skill the CV does not name, shown by a behaviour in its lines (data/packs/soft-evidence.json).
  // (most cues are nowhere in a CV: the whole text is read once for each, its lines only for one it holds)
  const wholeLow = lowLines.join(' ')
  for (const [id, cue] of SOFT_CUES) {
    // (a weaker mention found by name, 'Management' in a course's title, gives way to a behaviour)
    if ((evidence.get(id)?.strength ?? 0) >= 0.5 || !cue.test(wholeLow)) continue
    // (on a line, or across a line the PDF wrapped: 'bon contact avec la / clientèle')
    const at = lowLines.findIndex((l, i) => {
      if (cue.test(l)) return true
      const next = lowLines[i + 1]
      return next !== undefined && !cue.test(next) && cue.test(`${l} ${next}`)
    })
    if (at < 0) continue
    const line = (lines[at] ?? '').trim()
    evidence.set(id, { strength: 0.5, line, lineIndex: at, section: lineSection[at] ?? null, text: line })
    // (every line showing the behaviour proves its job: 'Line manage 3 project leaders' in one,
    // 'supervising staff teams' in the skills)
    const shownOn = lowLines.flatMap((l, i) => (cue.test(l) ? [i] : []))
    evidenceLines.set(id, [...new Set([...(evidenceLines.get(id) ?? []), at, ...shownOn])])
  }
  if (handed.length)
    tokens.forEach((t, k) => {
      if (inHanded(t.start)) blocked.add(k)
    })
  const stems = cvStemIndex(tokens, lines.length, wishStart, blocked)
  return {
    lang,
    text,
    lines,
    lineSection,
    underWay,
    sections,
    evidence,
    evidenceLines,
    stems,
    statedYears: stated,
    totalYears: years,
    ranges,
    // (the same index without the lines of the candidate's own time: each line's stems are its own)
    workStems: lineSection.some(isOwnTime)
      ? { lines: stems.lines.map((set, i) => (isOwnTime(lineSection[i]) ? new Set<string>() : set)) }
      : null,
    languageLevels,
    credentials,
    notHeld: new Set(
      [...refused].filter((k) => !credentials.some((c) => `${c.credential.kind}:${c.credential.code}` === k)),
    ),
    pending: mentions
      .filter((m) => !isHeld.get(m) && isNotObtained(text, m))
      .map((m) => ({ credential: m.credential, line: cleanLine(credentialLines(text, lines, m)) })),
    years,
    hasDates: ranges.length > 0,
    degree: cvDegree(degrees, mentions, credentials),
    tokenNorms: new Set(tokens.map((t) => t.norm)),
    tokens,
    keyText: ` ${freeParts.join(' ')} `,
    experienceLines,
    achievementLines,
    hasEmail: /[\w.+-]+@[\w-]+\.[\w.]+/.test(raw),
    hasPhone: /(\+\d{1,3}[\s.]?)?(\(?\d{1,4}\)?[\s.-]?){3,6}\d{2}/.test(
      text.replace(/\b(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\b/g, ''),
    ),
    hasLinkedIn: /linkedin/.test(lowRaw),
    pages: text.split('\f').filter((p) => p.trim()).length || 1,
    words: raw.split(/\s+/).filter(Boolean).length,
  }
}
