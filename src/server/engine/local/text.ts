/**
 * Text normalisation and tokenisation shared by the lexicon builder, the matcher and the parsers.
 * A token keeps its position in the original text so that matches can be reported in the words the
 * job description used, and case-sensitive aliases ('R', 'Go') can be checked against the raw text.
 */

export type Token = {
  /** Normalised form used for matching: lower case, no accents, final plural 's' folded. */
  norm: string
  /** Lower case without accents, plural not folded (for cue words and numbers). */
  low: string
  /** The token as written (accents stripped, case kept). */
  raw: string
  start: number
  end: number
  /** Index of the line (split on \n or \f) the token is on. */
  line: number
  /** True for function words skipped by the skill matcher ('de', 'the', …). */
  stop: boolean
}

const STOPWORDS = new Set([
  'de',
  'des',
  'du',
  'd',
  'la',
  'le',
  'les',
  'l',
  'et',
  'en',
  'a',
  'au',
  'aux',
  'un',
  'une',
  'of',
  'the',
  'and',
  'an',
  'in',
  'sur',
  'pour',
  'with',
  'avec',
])

const accentCache = new Map<string, string>()

/** Latin letters with diacritics (U+00C0–U+017F) and their plain form, computed once. */
const LATIN_PLAIN: (string | undefined)[] = (() => {
  const table: (string | undefined)[] = []
  for (let c = 0xc0; c <= 0x17f; c++) {
    const ch = String.fromCharCode(c)
    table[c] =
      ch === 'œ'
        ? 'oe'
        : ch === 'Œ'
          ? 'OE'
          : ch === 'æ'
            ? 'ae'
            : ch === 'Æ'
              ? 'AE'
              : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  }
  return table
})()

export function stripAccents(s: string): string {
  let ascii = true
  for (let i = 0; i < s.length && ascii; i++) if (s.charCodeAt(i) > 127) ascii = false
  if (ascii) return s
  if (s.length <= 32) {
    const hit = accentCache.get(s)
    if (hit !== undefined) return hit
  }
  // Fast path: every non-ASCII character is a Latin letter of the table (French and most CVs).
  let fast = ''
  let ok = true
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 128) fast += s[i]
    else if (c >= 0xc0 && c <= 0x17f && LATIN_PLAIN[c] !== undefined) fast += LATIN_PLAIN[c]
    else if (c === 0xa0 || (c >= 0x2000 && c <= 0x206f) || c === 0xab || c === 0xbb || c === 0xb0)
      fast += s[i]
    else {
      ok = false
      break
    }
  }
  if (ok) {
    if (s.length <= 32 && accentCache.size < 50_000) accentCache.set(s, fast)
    return fast
  }
  const out = s
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  if (s.length <= 32 && accentCache.size < 50_000) accentCache.set(s, out)
  return out
}

/** Fold a final plural 's' on words of 4+ letters (the same rule the evaluation scorer applies). */
export function foldPlural(w: string): string {
  if (w.length >= 4 && w.endsWith('s') && !w.endsWith('ss') && !/\d/.test(w)) return w.slice(0, -1)
  return w
}

const TOKEN_RE =
  /r&d|\.net\b|\ba\/b\b|[0-9A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]+(?:\+\+|#|\+(?![\w+]))?/gi

type WordForms = { low: string; norm: string; plain: string }
/** Each written word's forms, read once: a CV and its offer repeat their words many times over. */
const formsOf = rememberLast(
  (raw: string): Readonly<WordForms> => ({ ...normaliseRaw(raw), plain: stripAccents(raw) }),
  50_000,
)

function normaliseRaw(raw: string): { low: string; norm: string } {
  let low = stripAccents(raw).toLowerCase()
  if (low === 'r&d') low = 'rnd'
  else if (low === 'a/b') low = 'ab'
  else if (low === '.net') low = 'dotnet'
  else if (low.endsWith('++')) low = `${low.slice(0, -2)}plusplus`
  // 'Security+', 'Network+' (certifications); 'Bac+5' stays 'bac' '5'.
  else if (low.endsWith('+')) low = `${low.slice(0, -1)}plus`
  else if (low.endsWith('#')) low = `${low.slice(0, -1)}sharp`
  return { low, norm: foldPlural(low) }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let line = 0
  let lastIndex = 0
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0
    for (let i = lastIndex; i < start; i++) {
      const c = text.charCodeAt(i)
      if (c === 10 || c === 12) line++
    }
    lastIndex = start + m[0].length
    const { low, norm, plain } = formsOf(m[0])
    // (a European standard's letters are no preposition: 'norme EN 81-20', 'EN ISO 9606-1')
    const standard = m[0] === 'EN' && /^\s+(?:ISO\s+)?\d/.test(text.slice(lastIndex, lastIndex + 8))
    tokens.push({
      norm,
      low,
      raw: plain,
      start,
      end: lastIndex,
      line,
      // 'permis A', 'permis D': a licence letter is never a function word.
      stop: STOPWORDS.has(low) && tokens[tokens.length - 1]?.low !== 'permis' && !standard,
    })
  }
  return tokens
}

/** Normalised key of a phrase: the non-stopword token norms joined by spaces. */
// (the labels, titles and bullets are read again and again: remembered; a whole CV is not)
export const phraseKey = rememberShort((text: string) =>
  tokenize(text)
    .filter((t) => !t.stop)
    .map((t) => t.norm)
    .join(' '),
)

/** Lower case, no accents, single spaces: for regular-expression cue detection. */
const lowerCache = new Map<string, string>()
const longLowerCache = new Map<string, string>()

/** Where the line holding position `at` starts: after the last line or page break before it. */
export function lineStartOf(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('\f', at - 1)) + 1
}

/** Where the line holding `at` ends: its line break, or the text's end. */
export function lineEndAt(text: string, at: number): number {
  const n = text.indexOf('\n', at)
  return n < 0 ? text.length : n
}

/** A line stopping on a word no sentence ends with: an article, a preposition, a conjunction. */
export const ENDS_ON_OPEN_WORD =
  /(?:^|\s)(?:à|a|au|aux|de|d'|du|des|en|le|la|les|l'|un|une|pour|avec|sur|sous|dans|par|vers|chez|entre|et|ou|the|an|of|in|on|to|into|towards|with|for|and|or|at|by|from)$/i

export function lowerPlain(text: string): string {
  // The writer lowers the same CV lines many times over (cues, checks): lines are remembered, and the
  // few whole texts (the CV, the offer, their sections) in a cache of their own, kept small.
  const cache = text.length <= 400 ? lowerCache : longLowerCache
  const hit = cache.get(text)
  if (hit !== undefined) return hit
  const out = stripAccents(text).toLowerCase().replace(/[’`´]/g, "'")
  if (cache.size >= (cache === lowerCache ? 10_000 : 64)) cache.clear()
  cache.set(text, out)
  return out
}

/**
 * `fn` remembering its results for the last `size` arguments. One analysis reads the same text
 * several times over (the credentials of the CV by the degree reader and by the CV reader); a string
 * key keeps its last few, so a long-lived process never grows. Results are shared between callers,
 * which never mutate them (the return type says so).
 */
export function rememberLast<V>(fn: (key: string) => V, size = 4): (key: string) => V {
  const memo = new Map<string, V>()
  return (key) => {
    if (memo.has(key)) return memo.get(key) as V
    const value = fn(key)
    if (memo.size >= size) memo.delete(memo.keys().next().value as string)
    memo.set(key, value)
    return value
  }
}

/**
 * `fn` remembering its results for the last `size` texts of at most `longest` characters (labels,
 * titles, bullets read many times over); a longer text, a whole CV, is computed each time and never
 * kept.
 */
export function rememberShort<V>(fn: (text: string) => V, size = 10_000, longest = 400): (text: string) => V {
  const remembered = rememberLast(fn, size)
  return (text) => (text.length <= longest ? remembered(text) : fn(text))
}

/** `fn` remembering its result per object for as long as the object lives (a WeakMap). */
export function rememberPer<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>()
  return (key) => {
    if (memo.has(key)) return memo.get(key) as V
    const value = fn(key)
    memo.set(key, value)
    return value
  }
}

/** FNV-1a 32-bit hash: stable variation without randomness. */
export function stableHash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Capitalise the first letter when the phrase is written all in lower case. */
export function niceCase(s: string): string {
  const t = s.trim()
  if (!t) return t
  if (t !== t.toLowerCase()) return t
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** The months by the words French and English CVs write them with (and their abbreviations). */
const MONTHS: [RegExp, number][] = [
  [/^(janv?|january|jan|janvier)/, 1],
  [/^(fevr?|february|feb|fevrier)/, 2],
  [/^(mars|march|mar)/, 3],
  [/^(avr|april|apr|avril)/, 4],
  [/^(mai|may)/, 5],
  [/^(juin|june|jun)/, 6],
  [/^(juil|july|jul|juillet)/, 7],
  [/^(aout|august|aug)/, 8],
  [/^(sept?|september|septembre)/, 9],
  [/^(oct|october|octobre)/, 10],
  [/^(nov|november|novembre)/, 11],
  [/^(dec|december|decembre)/, 12],
]

/** A month's number from its name or its figure ('juil', 'Aug', '06'); null otherwise. */
export function monthOf(word: string | undefined): number | null {
  if (!word) return null
  if (/^\d{1,2}$/.test(word)) {
    const n = Number(word)
    return n >= 1 && n <= 12 ? n : null
  }
  for (const [re, m] of MONTHS) if (re.test(word)) return m
  return null
}

/** A month's name, lower case and plain ('juil', 'juillet', 'Aug'). */
export const MONTH_NAME_WORD =
  '(?:janv(?:ier)?|fevr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|aout|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|dec(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|september|october|november|december)'

/** Whether a text leaves a parenthesis open: more '(' than ')' ('… 2013-2015 (classe de'). */
export function opensParenthesis(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0)
}

/**
 * The sentence of a line that holds text[start, end): from after the last '.', ';', '!' or '?' before
 * it on the line to the first one after it.
 */
export function sentenceAround(
  text: string,
  lineStart: number,
  lineEnd: number,
  start: number,
  end: number,
): string {
  const from = Math.max(
    lineStart,
    ...[...text.slice(lineStart, start).matchAll(/[.;!?]\s/g)].map((m) => lineStart + (m.index ?? 0) + 1),
  )
  const stop = text.slice(end, lineEnd).search(/[.;!?](?:\s|$)/)
  return text.slice(from, stop < 0 ? lineEnd : end + stop)
}
