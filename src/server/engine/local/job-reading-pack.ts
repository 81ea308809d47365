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
  conditionCues: string
  conditionBullet: string
  conditionTerms: string
  places: string[]
  peopleByOccupation: string
  teamNouns: string
  partyWords: string
  mannerTails: string
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
  reportVerbs: string[]
  payWords: string
}

/** Verbs of reporting to someone, as an alternation (one word list for parse.ts and phrases.ts). */
export const REPORT_VERBS = JOB_READING.reportVerbs.join('|')
