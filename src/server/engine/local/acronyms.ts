/**
 * Acronyms and their long forms (docs/scoring.md, 1.3.0): 'MSP' ↔ 'Maîtrise statistique des
 * procédés', 'DEMK' ↔ 'Diplôme d'État de masseur-kinésithérapeute'. An acronym is spelt by the
 * first letters of the content words of a phrase, function words ('de', 'des', 'leurs', 'of', 'the')
 * skipped, hyphenated words counted as two.
 */
import { type Token, tokenize } from './text.ts'

/** Function words an acronym skips besides the tokenizer's stop words. */
const SKIP = new Set(
  'de des du d la le les l et en a au aux leur leurs son sa ses sur pour par dans of the and for to in on with its their'.split(
    ' ',
  ),
)

/** A requirement label that is an acronym: 2 to 6 capitals ('MSP', 'AMDEC'), no digit. */
export function isAcronym(label: string): boolean {
  return /^[A-Z]{2,6}$/.test(label)
}

function wordTokens(tokens: Token[]): Token[] {
  return tokens.filter((t) => !t.stop && !SKIP.has(t.low))
}

/** Initials of a phrase of 3 to 6 content words ('Maîtrise statistique des procédés' → 'msp'). */
export function initialsOf(text: string): string | null {
  const words = wordTokens(tokenize(text))
  if (words.length < 3 || words.length > 6) return null
  if (words.some((w) => !/^[a-z]/.test(w.low) || w.low.length < 2)) return null
  return words.map((w) => w.low[0]).join('')
}

/**
 * The text of the run of consecutive content words of one line whose initials spell `acronym`, or
 * null. Words of one letter or with digits break a run.
 */
export function expansionIn(lineTokens: Token[], acronym: string): string | null {
  const want = acronym.toLowerCase()
  const words = wordTokens(lineTokens)
  let letters = ''
  for (const w of words) letters += /^[a-z][a-z]+$/.test(w.low) ? w.low[0] : '#'
  const at = letters.indexOf(want)
  if (at < 0) return null
  return words
    .slice(at, at + want.length)
    .map((w) => w.raw)
    .join(' ')
}

/** Tokens grouped by line. */
export function tokensByLine(tokens: Token[]): Token[][] {
  const out: Token[][] = []
  for (const t of tokens) {
    const line = out[t.line] ?? []
    line.push(t)
    out[t.line] = line
  }
  return out
}

/** Whether one of these lines spells the acronym by its words' initials (acronyms of 4+ letters). */
export function linesSpell(lines: Token[][], acronym: string): boolean {
  if (acronym.length < 4) return false
  return lines.some((l) => l && expansionIn(l, acronym) !== null)
}
