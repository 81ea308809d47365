/**
 * What the job seeker reads, measured (issue 10): elision errors, answers that describe how to answer
 * instead of answering, answers that contradict the result's own lists, answers that are the same
 * text once names and numbers are masked, answers that carry a fact of the CV, and text not in the
 * expected language. Independent of the engine's writer: its own small rules, so that a writer bug
 * shows here instead of being fixed by the same code that measures it.
 */
import fs from 'node:fs'
import type { AnalysisResult } from '../src/shared/schemas/analysis.ts'

const H_ASPIRE = new Set(
  (
    JSON.parse(
      fs.readFileSync(
        new URL('../src/server/engine/local/data/packs/fr-h-aspire.json', import.meta.url),
        'utf8',
      ),
    ) as { words: string[] }
  ).words,
)

const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
/** The aspirated-h words without accents, as `plain` leaves the text ('hiérarchie' → 'hierarchie'). */
const H_ASPIRE_PLAIN = new Set([...H_ASPIRE].map(plain))

/** 'de adresse', 'que il', 'le hôpital' (not 'le hall', not 'de « … »'): elision missed. */
export function elisionErrors(text: string): number {
  let n = 0
  for (const m of text.matchAll(/(?<![\p{L}'’-])(de|que|je|le|la|ne|me|se|te)\s+([\p{L}]+)/giu)) {
    const word = m[2] ?? ''
    const low = plain(word)
    if (!/^[aeiouh]/.test(low)) continue
    // An acronym said letter by letter ('de SQL' is not elided before a consonant sound; 'de API' is
    // read 'd'API' by most writers, so only lower-case words are judged) and the aspirated h.
    if (word === word.toUpperCase() && word.length > 1) continue
    if (low.startsWith('h') && [...H_ASPIRE_PLAIN].some((h) => low.startsWith(h))) continue
    // 'le un', 'le onze', 'de oui': the words that refuse elision.
    if (/^(un|une|onze|oui|ouate)$/.test(low) && m[1]?.toLowerCase() !== 'que') continue
    n++
  }
  return n
}

const DESCRIBING =
  /\b(je (?:d[ée]crirais|partirais|citerais|montrerais|r[ée]pondrais|relierais|reprendrais|utiliserais|choisirais|raconterais|expliquerais|pr[ée]senterais|m'appuierais|m’appuierais|proposerais|ferais)|j['’](?:utiliserais|expliquerais)|i would (?:describe|start|use|show|answer|pick|tell|explain|connect|take|link|mention|rely))\b/i

/** An answer that tells how one would answer ('je décrirais…', 'I would describe…'). */
export function describesInsteadOfAnswering(answer: string): boolean {
  return DESCRIBING.test(answer)
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An answer that denies a matched item or claims a missing one. */
export function contradictsLists(answer: string, result: AnalysisResult): boolean {
  const low = plain(answer)
  for (const skill of result.matchedSkills) {
    const s = escapeRe(plain(skill))
    if (new RegExp(`(pas encore pratique|have not used|never used|n'ai jamais) ${s}\\b`).test(low))
      return true
  }
  for (const skill of result.missingSkills) {
    const s = escapeRe(plain(skill))
    if (
      new RegExp(
        `(mon cv (le )?montre|ce que je maitrise deja|what i already master|my cv (does )?show)[^.]*\\b${s}\\b`,
      ).test(low)
    )
      return true
  }
  return false
}

/** The answer with skill names, the job title, quotes and numbers masked, for near-duplicate counts. */
export function masked(answer: string, result: AnalysisResult): string {
  let text = plain(answer)
  const names = [...result.matchedSkills, ...result.missingSkills, result.details?.jobTitle ?? '']
    .map(plain)
    .filter((n) => n.length >= 2)
    .sort((a, b) => b.length - a.length)
  for (const n of names) text = text.split(n).join('§')
  return text
    .replace(/«[^»]*»|"[^"]*"/g, '“q”')
    .replace(/\d+([.,]\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A number of the CV, or a run of four words of it, in the answer. */
export function carriesCvFact(answer: string, cvText: string): boolean {
  const cv = plain(cvText).replace(/\s+/g, ' ')
  const a = plain(answer)
  for (const n of a.match(/\d+(?:[.,]\d+)?/g) ?? []) if (n.length >= 1 && cv.includes(n)) return true
  const words = a.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  for (let i = 0; i + 4 <= words.length; i++) if (cv.includes(words.slice(i, i + 4).join(' '))) return true
  return false
}

const FUNCTION_WORDS = {
  fr: new Set(
    'le la les des une un et est vous nous pour dans avec sur du au aux par en de je mon ma mes que qui pas ce cette'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to in a is you we for with on my your are as be at by an will from i that this'.split(' '),
  ),
}

/**
 * Written in the other language than expected: more of its function words than of the expected one's.
 * A CV line quoted as written (« … », "…") is the CV's language by nature and is not counted.
 */
export function wrongLanguage(text: string, lang: 'fr' | 'en'): boolean {
  const words = plain(text.replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, ' '))
    .split(/[^a-z']+/)
    .filter(Boolean)
  const count = (l: 'fr' | 'en') => words.filter((w) => FUNCTION_WORDS[l].has(w)).length
  const other = lang === 'fr' ? 'en' : 'fr'
  return count(other) > count(lang)
}

export type WritingTally = {
  answers: number
  texts: number
  elisionErrors: number
  describing: number
  contradicting: number
  duplicates: number
  withCvFact: number
  wrongLanguage: number
  /** Answers outside 60–150 words (issue 10 §1). */
  offLength: number
}

export const emptyTally = (): WritingTally => ({
  answers: 0,
  texts: 0,
  elisionErrors: 0,
  describing: 0,
  contradicting: 0,
  duplicates: 0,
  withCvFact: 0,
  wrongLanguage: 0,
  offLength: 0,
})

/** Adds one result to the tally; `seen` holds the masked answers of the whole set (duplicates). */
export function tallyWriting(
  tally: WritingTally,
  result: AnalysisResult,
  cvText: string,
  lang: 'fr' | 'en',
  seen: Map<string, number>,
): void {
  const texts = [
    ...result.suggestions.flatMap((s) => [s.title, s.description]),
    ...result.questions.flatMap((q) => [q.question, q.answer]),
  ]
  for (const t of texts) {
    tally.texts++
    if (lang === 'fr') tally.elisionErrors += elisionErrors(t)
    if (wrongLanguage(t, lang)) tally.wrongLanguage++
  }
  for (const q of result.questions) {
    tally.answers++
    if (describesInsteadOfAnswering(q.answer)) tally.describing++
    if (contradictsLists(q.answer, result)) tally.contradicting++
    if (carriesCvFact(q.answer, cvText)) tally.withCvFact++
    const words = q.answer.split(/\s+/).filter(Boolean).length
    if (words < 60 || words > 150) tally.offLength++
    const key = masked(q.answer, result)
    const before = seen.get(key) ?? 0
    seen.set(key, before + 1)
    if (before > 0) tally.duplicates++
  }
}

/** The tally as the lines `npm run eval` prints. */
export function writingLines(t: WritingTally): Record<string, string> {
  const share = (n: number) => (t.answers ? (n / t.answers).toFixed(2) : 'n/a')
  return {
    elisionErrors: String(t.elisionErrors),
    describing: String(t.describing),
    contradicting: String(t.contradicting),
    duplicateShare: share(t.duplicates),
    cvFactShare: share(t.withCvFact),
    wrongLanguage: String(t.wrongLanguage),
    offLengthShare: share(t.offLength),
  }
}
