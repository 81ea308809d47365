/**
 * The skills lexicon (data/lexicon/skills.json, built by scripts/build-lexicon.ts) compiled once per
 * process into a token trie: matching a text is one left-to-right pass, longest match first.
 *
 * Alias flags (written as prefixes in the data): '=' the alias must be written with the same case
 * ('R', 'Go', 'Sage'); '?' the alias is ambiguous and only counts next to another skill or a
 * technical context word ('Python, R et SQL', 'langage C').
 */
import { readFileSync } from 'node:fs'
import { type Token, tokenize } from './text.ts'

export const SKILL_CATEGORIES = ['hard', 'tool', 'soft', 'language', 'certification', 'domain'] as const
export type SkillCategory = (typeof SKILL_CATEGORIES)[number]

export type LexiconSkill = {
  id: string
  name: string
  cat: SkillCategory
  dom: string
  fr: string
  en: string
  aliases: string[]
  /** ids of skills this one is evidence for (PostgreSQL → SQL). */
  implies?: string[]
  src: 'curated' | 'esco' | 'job'
  uri?: string
  /** Precompiled match keys (written by the build so loading is one pass). */
  keys?: LabelKey[]
}

/** One matchable form of a skill: normalised tokens, exact-case tokens if required, ambiguity. */
export type LabelKey = { t: string; c?: string; a?: 1 }

export type LexiconData = { version: string; generatedFrom: string[]; skills: LexiconSkill[] }

type Terminal = {
  skill: number
  caseTokens: string[] | null
  ambiguous: boolean
  /** A blocker's word that is no skill there (the others are read on): its place in the group. */
  mark?: number
}
type TrieNode = { next: Map<string, TrieNode>; terms: Terminal[] }

export type SkillMatch = {
  skill: LexiconSkill
  /** Index of the first and one-past-last token of the match. */
  from: number
  to: number
  start: number
  end: number
  line: number
  /** The text as written. */
  text: string
  /** Other skills with exactly this wording (the CV shows them too). */
  also?: LexiconSkill[]
}

export type Lexicon = {
  data: LexiconData
  skills: LexiconSkill[]
  byId: Map<string, LexiconSkill>
  /** Normalised label key → skill, for naming and lookups. */
  byKey: Map<string, LexiconSkill>
  /**
   * The skills of a text. `blocked`, when given, receives the index (in `tokens`) of each word a
   * blocker reads as nothing there ('commerciale' of 'dénomination commerciale').
   */
  match(text: string, tokens?: Token[], blocked?: Set<number>): SkillMatch[]
}

const CONTEXT_WORDS = new Set([
  'langage',
  'language',
  'programmation',
  'programming',
  'developpement',
  'development',
  'developpeur',
  'developer',
  'logiciel',
  'software',
  'framework',
  'code',
  'coding',
  'script',
  'scripting',
  'statistique',
  'statistic',
  'outil',
  'tool',
  'comptable',
  'microsoft',
  'ms',
])

function keyOf(label: string): string {
  return tokenize(label.replace(/^[=?]+/, ''))
    .filter((t) => !t.stop)
    .map((t) => t.norm)
    .join(' ')
}

function newNode(): TrieNode {
  return { next: new Map(), terms: [] }
}

/** The trie's node for a sequence of words, made on the way where missing. */
function nodeAt(root: TrieNode, norms: readonly string[]): TrieNode {
  let node = root
  for (const n of norms) {
    let next = node.next.get(n)
    if (!next) {
      next = newNode()
      node.next.set(n, next)
    }
    node = next
  }
  return node
}

function parseAlias(alias: string): { text: string; caseSensitive: boolean; ambiguous: boolean } {
  let text = alias
  let caseSensitive = false
  let ambiguous = false
  while (text.startsWith('=') || text.startsWith('?')) {
    if (text[0] === '=') caseSensitive = true
    else ambiguous = true
    text = text.slice(1)
  }
  return { text, caseSensitive, ambiguous }
}

/** The match keys of a skill: its labels and aliases, normalised, with their flags. */
export function labelKeys(skill: LexiconSkill): LabelKey[] {
  // A flagged alias ('=R', '?=Go') replaces the plain label with the same key.
  const flagged = new Set<string>()
  for (const alias of skill.aliases) {
    const parsed = parseAlias(alias)
    if (parsed.caseSensitive || parsed.ambiguous) flagged.add(keyOf(parsed.text))
  }
  const labels = [...[skill.name, skill.fr, skill.en].filter((l) => !flagged.has(keyOf(l))), ...skill.aliases]
  const seen = new Set<string>()
  const out: LabelKey[] = []
  for (const label of labels) {
    const parsed = parseAlias(label)
    const toks = tokenize(parsed.text).filter((t) => !t.stop)
    if (toks.length === 0) continue
    // 'M&A' keeps only 'M' once 'a' is dropped as a function word: such a key would match '8 M€'.
    if (
      toks.length === 1 &&
      toks[0]!.norm.length === 1 &&
      parsed.text.replace(/[^\p{L}\p{N}]/gu, '').length > 1
    )
      continue
    // Aliases of one or two letters are always case-sensitive, in capitals ('IA', 'UX', 'BI').
    const isShort = parsed.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2
    const caseTokens = parsed.caseSensitive
      ? toks.map((t) => t.raw)
      : isShort
        ? toks.map((t) => t.raw.toUpperCase())
        : null
    const key: LabelKey = { t: toks.map((t) => t.norm).join(' ') }
    if (caseTokens) key.c = caseTokens.join(' ')
    // 'check-in', 'check out': once the function word is dropped, one common word is left ('check'
    // of a background check) — it needs a neighbouring skill, like a '?' alias.
    const allToks = tokenize(parsed.text)
    const shrunk = toks.length === 1 && allToks.length > 1
    // ('EN 1998', a standard: once 'en' is dropped, a number is left, a year of any text)
    if (shrunk && /^\d+$/.test(toks[0]!.norm)) continue
    if (parsed.ambiguous || shrunk) key.a = 1
    const keys = [key]
    // A hyphenated name is also written joined ('scikit-learn' / 'scikitlearn', 'e-commerce' /
    // 'ecommerce'), as a PDF's line-end hyphen often leaves it.
    if (!caseTokens && (toks.length === 2 || shrunk) && /\p{L}-\p{L}/u.test(parsed.text)) {
      const joined = (shrunk ? allToks : toks).map((t) => t.norm).join('')
      if (joined.length >= 6) keys.push({ t: joined, ...(parsed.ambiguous ? { a: 1 as const } : {}) })
    }
    for (const k of keys) {
      const id = `${k.t}|${k.c ?? ''}|${k.a ?? 0}`
      if (seen.has(id)) continue
      seen.add(id)
      out.push(k)
    }
  }
  return out
}

/** Read as no skill: a terminal of the trie that hides the shorter aliases inside it. */
const BLOCKED = -1

/**
 * The lexicon, compiled. `blockers`: word groups that hold an alias but name something else, the
 * word that is no skill there marked with '*' ('dénomination *commerciale', '*commercial cleaning'):
 * that word is read as nothing, the others as usual (data/packs/lexicon-blockers.json).
 */
export function compileLexicon(data: LexiconData, blockers: readonly string[] = []): Lexicon {
  const root = newNode()
  const byId = new Map<string, LexiconSkill>()
  const byKey = new Map<string, LexiconSkill>()
  for (const phrase of blockers) {
    const words = tokenize(phrase).filter((t) => !t.stop)
    if (words.length === 0) continue
    const mark = Math.max(
      0,
      words.findIndex((t) => phrase.charAt(t.start - 1) === '*'),
    )
    nodeAt(
      root,
      words.map((t) => t.norm),
    ).terms.push({ skill: BLOCKED, caseTokens: null, ambiguous: false, mark })
  }
  data.skills.forEach((skill, index) => {
    byId.set(skill.id, skill)
    for (const key of skill.keys ?? labelKeys(skill)) {
      const norms = key.t.split(' ')
      if (!byKey.has(key.t)) byKey.set(key.t, skill)
      nodeAt(root, norms).terms.push({
        skill: index,
        caseTokens: key.c ? key.c.split(' ') : null,
        ambiguous: key.a === 1,
      })
    }
  })

  function match(text: string, given?: Token[], blocked?: Set<number>): SkillMatch[] {
    const all = given ?? tokenize(text)
    // Matching skips function words; keep the map back to the full token list.
    const idx: number[] = []
    for (let i = 0; i < all.length; i++) if (!all[i]!.stop) idx.push(i)
    const toks = idx.map((i) => all[i]!)
    const found: (SkillMatch & { ambiguous: boolean })[] = []
    let i = 0
    while (i < toks.length) {
      let node: TrieNode | undefined = root
      let best: { len: number; term: Terminal } | null = null
      // Other skills written exactly the same way ('pédagogie': a soft skill and teaching).
      let ties: number[] = []
      for (let j = i; j < toks.length && node; j++) {
        node = node.next.get(toks[j]!.norm)
        if (!node) break
        // A skill may wrap onto the next line ('esprit' / 'd'équipe' in a narrow sidebar) when the
        // line break is the only thing between its words; otherwise a match stays on one line.
        // (nor across a parenthesis: 'SAP (FI, CO)' is no 'SAP FI')
        if (j > i && /[()]/.test(text.slice(toks[j - 1]!.end, toks[j]!.start))) break
        if (j > i && toks[j]!.line !== toks[j - 1]!.line) {
          if (toks[j]!.line !== toks[j - 1]!.line + 1) break
          if (
            !/^[^\n,;:.()•·|/*▪–—-]*\n[^\n,;:.()•·|/*▪–—-]*$/.test(
              text.slice(toks[j - 1]!.end, toks[j]!.start),
            )
          )
            break
        }
        for (const term of node.terms) {
          if (term.caseTokens) {
            const ct = term.caseTokens
            let ok = true
            for (let k = 0; k < ct.length; k++) if (toks[i + k]!.raw !== ct[k]) ok = false
            if (!ok) continue
          }
          if (
            !best ||
            j + 1 - i > best.len ||
            (j + 1 - i === best.len && !term.ambiguous && best.term.ambiguous)
          ) {
            best = { len: j + 1 - i, term }
            ties = []
          } else if (
            j + 1 - i === best.len &&
            !term.ambiguous &&
            term.skill !== best.term.skill &&
            term.skill !== BLOCKED &&
            best.term.skill !== BLOCKED
          ) {
            // Only where the two readings are close: a soft skill and its trade, or one domain
            // ('closing' of a sale is not a month-end close).
            const a = data.skills[term.skill]!
            const b = data.skills[best.term.skill]!
            if (a.dom === b.dom || a.cat === 'soft' || b.cat === 'soft') ties.push(term.skill)
          }
        }
      }
      // A lone letter followed by an apostrophe is an elision ("C'est"), never a skill.
      if (best && best.len === 1 && toks[i]!.raw.length === 1 && /['’]/.test(text.charAt(toks[i]!.end)))
        best = null
      // The tail of a compound joined by a function word ('end-of-unit tests', 'state-of-the-art',
      // 'up-to-date') is no skill of its own: a maths teacher's 'end-of-unit tests' are no unit tests.
      const before = all[idx[i]! - 1]
      if (best && before?.stop && text.slice(before.end, toks[i]!.start) === '-') best = null
      // (past the blocked word only: 'commercial cleaning' is still cleaning)
      if (best?.term.skill === BLOCKED) {
        i += best.term.mark ?? best.len - 1
        blocked?.add(idx[i]!)
        i += 1
        continue
      }
      if (best) {
        const first = toks[i]!
        const last = toks[i + best.len - 1]!
        found.push({
          skill: data.skills[best.term.skill]!,
          from: idx[i]!,
          to: idx[i + best.len - 1]! + 1,
          start: first.start,
          end: last.end,
          line: first.line,
          text: text.slice(first.start, last.end),
          ambiguous: best.term.ambiguous,
          ...(ties.length ? { also: [...new Set(ties)].map((t) => data.skills[t]!) } : {}),
        })
        i += best.len
      } else i++
    }
    // Ambiguous aliases need a neighbouring skill or a context word on the same line.
    const out: SkillMatch[] = []
    for (let k = 0; k < found.length; k++) {
      const m = found[k]!
      // A one-letter name joined by '&' is part of an abbreviation ('R&T', 'R&D'), not the skill.
      if (m.text.length === 1 && (text[m.end] === '&' || text[m.start - 1] === '&')) continue
      if (m.ambiguous) {
        const near = found.some(
          (o, n) =>
            n !== k &&
            !o.ambiguous &&
            o.skill.dom === m.skill.dom &&
            o.line === m.line &&
            Math.abs(o.from - m.from) <= 12,
        )
        let ctx = near
        if (!ctx) {
          for (let t = Math.max(0, m.from - 4); t < Math.min(all.length, m.to + 4) && !ctx; t++) {
            if (CONTEXT_WORDS.has(all[t]!.norm)) ctx = true
          }
        }
        if (!ctx) continue
      }
      const { ambiguous: _a, ...rest } = m
      out.push(rest)
    }
    return out
  }

  return { data, skills: data.skills, byId, byKey, match }
}

let cached: Lexicon | null = null

/** The committed lexicon, loaded and compiled once per process. */
export function getLexicon(): Lexicon {
  if (!cached) {
    const file = new URL('./data/lexicon/skills.json', import.meta.url)
    const blockers = JSON.parse(
      readFileSync(new URL('./data/packs/lexicon-blockers.json', import.meta.url), 'utf8'),
    ) as { phrases: string[] }
    cached = compileLexicon(JSON.parse(readFileSync(file, 'utf8')) as LexiconData, blockers.phrases)
  }
  return cached
}
