/**
 * Which language a text is written in, from its function words (data/packs/function-words.json):
 * French or English — the languages the engine reads — or another one it must refuse rather than
 * misread.
 */
import { readFileSync } from 'node:fs'

const WORDS = JSON.parse(
  readFileSync(new URL('./data/packs/function-words.json', import.meta.url), 'utf8'),
) as Record<string, string>
const LISTS = Object.entries(WORDS)
  .filter(([lang]) => lang !== 'about')
  .map(([lang, words]) => ({ lang, words: new Set(words.split(' ')) }))

/** Counts of each language's function words in the text. */
export function functionWordCounts(text: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { lang } of LISTS) counts[lang] = 0
  for (const w of text.toLowerCase().split(/[^a-zà-ÿ]+/)) {
    for (const { lang, words } of LISTS) if (words.has(w)) counts[lang] = (counts[lang] ?? 0) + 1
  }
  return counts
}

/**
 * 'fr' or 'en' for a text the engine can read, else the other language it is clearly written in
 * ('de', 'es', 'it', 'pt', 'nl'). Unclear (a list of tools, a few words): French or English, whichever
 * has more words, French on a tie.
 */
export function identifyLanguage(text: string): string {
  const counts = functionWordCounts(text)
  const fr = counts.fr ?? 0
  const en = counts.en ?? 0
  const [other, otherCount] = Object.entries(counts)
    .filter(([lang]) => lang !== 'fr' && lang !== 'en')
    .sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  if (otherCount >= 6 && otherCount >= 2 * Math.max(fr, en)) return other
  return en > fr * 1.2 ? 'en' : 'fr'
}
