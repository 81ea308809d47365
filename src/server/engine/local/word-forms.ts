/**
 * Word forms told apart by their shape (data/packs/word-forms.json), read once for the offer reader
 * (parse.ts, phrases.ts) and the writer (writer-facts.ts): one home for each list.
 */
import { readFileSync } from 'node:fs'

const PACK = JSON.parse(readFileSync(new URL('./data/packs/word-forms.json', import.meta.url), 'utf8')) as {
  frenchAdjective: string
  frenchDomainAdjective: string
  englishVerbsAlsoNouns: string[]
  englishNounsAfterAnd: string[]
  englishNounsAfterComma: string[]
}

/** French adjective endings: 'économique', 'fiable', 'préventif', 'manuel'. */
export const FRENCH_ADJECTIVE = new RegExp(PACK.frenchAdjective)
/** A French adjective of a domain by its ending: 'agricole', 'hospitalière', 'commerciaux'. */
export const DOMAIN_ADJECTIVE = new RegExp(PACK.frenchDomainAdjective)
/** English verbs as often nouns ('Support tickets', 'Stock levels', 'sales and lead generation'). */
export const EN_VERBS_ALSO_NOUNS: ReadonlySet<string> = new Set(PACK.englishVerbsAlsoNouns)
/** A CV bullet's words read as nouns after 'and' ('sales and lead generation'). */
export const EN_NOUNS_AFTER_AND: ReadonlySet<string> = new Set(PACK.englishNounsAfterAnd)
/** A CV bullet's words read as nouns after a comma ('start relays, run capacitors'). */
export const EN_NOUNS_AFTER_COMMA: ReadonlySet<string> = new Set(PACK.englishNounsAfterComma)
