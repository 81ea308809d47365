/**
 * The job-reading pack (data/packs/job-reading.json), read once for every file that reads offers:
 * what in a job offer is not a requirement (conditions, company facts, people, manners) and the
 * words that tell it (parse.ts, phrases.ts).
 */
import { readFileSync } from 'node:fs'

export const JOB_READING = JSON.parse(
  readFileSync(new URL('./data/packs/job-reading.json', import.meta.url), 'utf8'),
) as {
  conditionHeadings: string
  companyHeadings: string
  headings: { requirements: string; blocking: string; desirable: string; missions: string }
  conditionCues: string
  /**
   * 'Benefits' as pay ('benefits package'), not as the work ('Housing Benefit regulations', 'a benefits
   * processing system'): one of the condition cues, and a word of pay in phrases.ts.
   */
  perkBenefit: string
  /** Perks on a line of their own (meals, health cover, parking, childcare): a line of conditions beyond doubt. */
  perkCues: string
  /** What the employer provides ('Véhicule de chantier fourni', 'EPI fournis'): a perk, never asked. */
  providedCue: string
  /** What the employer checks or obtains at hiring ('Casier judiciaire vierge'): never on a CV. */
  checkedAtHiring: string
  /** The words before what a line of conditions follows ('selon planning', 'as per the rota'). */
  followedCue: string
  conditionBullet: string
  conditionTerms: string
  places: string[]
  /** Countries and world regions, lower case without accents: names, said with their capital mid-sentence. */
  countries: string[]
  peopleByOccupation: string
  teamNouns: string
  partyWords: string
  /** Verbs of working with others: what follows 'avec'/'with' after them is who, not a skill. */
  liaiseVerbs: string
  mannerTails: string
  englishAdverb: string
  /** English verbs of a mission and the nouns naming their action after its object ('install' → 'installation'). */
  englishActionNouns: Record<string, string>
  youVerbs: { nouns: Record<string, string>; infinitives: Record<string, string> }
  phraseNoise: {
    startsWith: string
    contains: string
    loneAdjective: string
    loneVerb: string
    countOf: string
  }
  qualityWords: { first: string; single: string; last: string }
  hiringIntro: string
  companyIntro: string
  reportVerbs: string[]
  payWords: string
  /** Words after a requirement that say how much it is wanted or how often, not which kind ('SQL indispensable'). */
  notKindAfter: string
}

/** Verbs of reporting to someone, as an alternation (one word list for parse.ts and phrases.ts). */
export const REPORT_VERBS = JOB_READING.reportVerbs.join('|')

/** A heading's start as one pattern of the pack's alternatives ('^(?:…)\\b'). */
const headingStart = (alternatives: string) => new RegExp(`^(?:${alternatives})\\b`)

/**
 * Section headings (job-reading.json `headings`, `conditionHeadings`, `companyHeadings`), one list
 * for parse.ts and phrases.ts.
 */
export const HEADINGS = {
  requirements: headingStart(JOB_READING.headings.requirements),
  /** A heading that is a blocking cue and nothing else ('Exigé :', 'Essential:', 'Mandatory'). */
  blocking: new RegExp(`^(?:${JOB_READING.headings.blocking})\\s*:?$`),
  desirable: headingStart(JOB_READING.headings.desirable),
  missions: headingStart(JOB_READING.headings.missions),
  conditions: new RegExp(JOB_READING.conditionHeadings),
  company: new RegExp(JOB_READING.companyHeadings),
}

/** A heading of requirements, nice-to-haves or missions: its lines hold what the job asks. */
export const isRequirementHeading = (low: string) =>
  HEADINGS.requirements.test(low) || HEADINGS.desirable.test(low) || HEADINGS.missions.test(low)

/** A heading of the conditions or of the company: nothing under it is asked of the candidate. */
export const isElsewhereHeading = (low: string) => HEADINGS.conditions.test(low) || HEADINGS.company.test(low)

/** Words that make a line with an amount a statement of pay (not a budget or a portfolio's size). */
export const PAY_WORDS = new RegExp(JOB_READING.payWords)
