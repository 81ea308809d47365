/**
 * Credentials a recruiter reads as yes or no — driving licences, CACES, habilitations électriques,
 * certifications, regulated titles (Diplôme d'État, Ordre) and degrees by level — read from any text
 * (an offer or a CV) with their spans, and compared through their ladders: a higher rung satisfies a
 * lower one, a lower rung never a higher one ('Permis C' does not show 'Permis CE'; a Licence does not
 * show a Bac+5; B1V does not show BR). The knowledge is data (data/packs/credentials.json); this file
 * only reads it.
 */
import { readFileSync } from 'node:fs'
import { lineEndAt, lineStartOf, MONTH_NAME_WORD, monthOf, opensParenthesis, rememberLast } from './text.ts'

export type CredentialKind = 'licence' | 'caces' | 'electrical' | 'certification' | 'regulated' | 'degree'

export type Credential = {
  kind: CredentialKind
  /** 'ce', 'r489:3', 'br', 'haccp', 'de-infirmier', 'level:7'; for CACES without a category 'r489:*'. */
  code: string
  /** Degrees: RNCP level (3 CAP … 7 Bac+5, 8 doctorate). */
  level?: number
}

export type CredentialMention = {
  credential: Credential
  /** Offsets in the text read, and the line (split on \n and \f). */
  start: number
  end: number
  line: number
  /** The words as written ('Permis B, C', 'B2V-BR', 'Bac+5'). */
  text: string
}

type Pack = {
  licences: {
    codes: string[]
    includes: Record<string, string[]>
    names: { pattern: string; code: string }[]
    notLicence: string
  }
  caces: {
    recommendations: string[]
    /** What each recommendation covers, named in the label when the offer writes only 'CACES'. */
    names: Record<string, string>
    oldNames: Record<string, string>
    /** Categories of an older recommendation by today's ('3b' of R386 is 'b' of R486), per recommendation. */
    oldCategories: Record<string, Record<string, string>>
    byContext: { pattern: string; recommendation: string }[]
    /** What the acronym stands for, as the certificate itself writes it (a pattern). */
    longName: string
  }
  electrical: { codes: string[]; unambiguous: string[]; includes: Record<string, string[]>; context: string }
  certifications: { code: string; label: string; pattern: string }[]
  certificationIncludes: Record<string, string[]>
  certificationCategories: { codes: Record<string, CertificationCategories> }
  cacesCovers: { about: string; byCategory: Record<string, string[]> }
  ordreOfProfession: Record<string, string>
  regulated: {
    code: string
    label: string
    pattern: string
    upper?: string[]
    upperContext?: string
    /** Where the context is looked for: the abbreviation's line (default) or the whole text. */
    upperContextIn?: 'line' | 'text'
  }[]
  degrees: { level: number; pattern: string; upper?: string[] }[]
  notDegree: string
  notObtained: string
  lapsed: string
  validityYears: { kinds: Record<string, number>; codes: Record<string, number>; cacesTen: string[] }
  blockingCues: string
  excludingCues: string
  regulatedIncludes: Record<string, string[]>
  neverBlocking: { codes: string[] }
  degreeFields: { groups: Record<string, string> }
  renamedDiplomas: { groups: string[][] }
}

const PACK = JSON.parse(
  readFileSync(new URL('./data/packs/credentials.json', import.meta.url), 'utf8'),
) as Pack

/**
 * Lower case without accents, the same length as the input (so offsets stay those of the original):
 * every character maps to exactly one ('œ' → 'o', '’' → "'"). The lower-case fold of the last texts
 * is kept: a CV's credentials each read their line from the same folded text.
 */
export function foldSameLength(text: string, keepCase = false): string {
  return keepCase ? foldChars(text, true) : foldLower(text)
}

const foldLower = rememberLast((text: string) => foldChars(text, false))

function foldChars(text: string, keepCase: boolean): string {
  let out = ''
  for (const ch of text) {
    let c = ch
    if (ch.charCodeAt(0) > 127) {
      if (ch === '’' || ch === '‘' || ch === '`' || ch === '´') c = "'"
      else if (ch === 'œ' || ch === 'Œ') c = ch === 'œ' ? 'o' : 'O'
      else if (ch === 'æ' || ch === 'Æ') c = ch === 'æ' ? 'a' : 'A'
      else {
        const base = ch.normalize('NFD')[0] ?? ch
        c = base.length === 1 && base.charCodeAt(0) < 128 ? base : ch
      }
      // Characters outside the BMP would change the length: keep a placeholder of one unit each.
      if (ch.length === 2) c = '  '
    }
    out += keepCase ? c : c.toLowerCase()
  }
  return out
}

const rx = (source: string, flags = 'g') => new RegExp(source, flags)

const LICENCE_CODES = new Set(PACK.licences.codes)
const NOT_LICENCE = rx(PACK.licences.notLicence)
const LICENCE_NAMES = PACK.licences.names.map((n) => ({ re: rx(n.pattern), code: n.code }))
/** 'permis B, C1 et CE', 'permis C+E', 'permis B/BE'. */
const PERMIS_LIST =
  /\bpermis\s*(?:de conduire\s*)?(?:cat(?:egories?|\.)?\s*)?:?\s*((?:(?:am|a1|a2|a|b96|be|b|c1e|c1\s?\+\s?e|c1|ce|c\s?\+\s?e|ec|c|d1e|d1|de(?!\s*conduire)|d\s?\+\s?e|d)(?![a-z0-9'’])(?:\s*(?:,|\/|-|et|ou|and|or|\+(?!\s?e\b))\s*)?)+)/g

/** The same lists in English: 'Driving licence categories B, C1, C', 'Cat C licence', 'Cat. C1 and C licences'. */
const LICENCE_CODE_EN =
  '(?:b96|be|b|c1e|c1\\s?\\+\\s?e|c1|ce|c\\s?\\+\\s?e|c|d1e|d1|d\\s?\\+\\s?e|d)(?![a-z0-9])'
const LICENCE_LISTS_EN = [
  // ('Licences' / 'B, C1, C, C+E', 'Driving licence: B, C', 'Licences held: B, C1')
  new RegExp(
    `\\b(?:driv(?:ing|er'?s) licen[cs]es?|licen[cs]es)(?:\\s+held)?\\s*:?\\s*((?:${LICENCE_CODE_EN}(?:\\s*(?:,|/|and|&)\\s*)?)+)`,
    'g',
  ),
  new RegExp(
    `\\bdriv(?:ing|er'?s) licen[cs]e\\s*[-–:(]?\\s*cat(?:egories|egory|s|\\.)?\\s*:?\\s*((?:${LICENCE_CODE_EN}(?:\\s*(?:,|/|-|and|&)\\s*)?)+)`,
    'g',
  ),
  new RegExp(
    `\\bcat(?:egories|egory|s|\\.)?\\s*((?:${LICENCE_CODE_EN}(?:\\s*(?:,|/|and|&)\\s*)?)+)\\s*(?:driv(?:ing|er'?s)\\s+)?licen[cs]es?\\b`,
    'g',
  ),
]

/** 'CACES', or what it stands for ('Certificat d'aptitude à la conduite en sécurité'). */
const CACES = new RegExp(`\\b(?:caces\\b|${PACK.caces.longName})\\s*(?:®|\\(r\\))?\\s*`, 'g')
const CACES_RECOMMENDATION = /^(?:r\s?\.?\s?(\d{3})m?)\s*/
/** A recommendation written further on ('… – Recommandation CNAM R.489, chariots …'). */
const CACES_RECOMMENDATION_LATER = /^[^\n]{0,30}\n?[^\n]{0,30}?\br\s?\.?\s?(4[89]\d|3[7-9]\d)m?\b[\s,.;:–-]*/
/** Categories after a few words ('R.489, chariots automoteurs de catégories 1A et 3'). */
const CACES_CATEGORIES_LATER = /^\s*[^\n]{0,45}?\bcat(?:egories?|\.|s)?\s*\.?\s*(?=[1-7a-g])/
const CACES_CATEGORIES =
  /^(?:(?:cat(?:egories?|\.|s)?|categorie|categories)\s*\.?\s*)?((?:(?:[1-7][ab]?|[a-g][1-3]?)(?![a-z0-9])(?:[ \t]*(?:,|\/|-|et|ou|and|&)[ \t]*)?)+)/
/**
 * Categories written on after a cue ('… obligatoire, catégorie 3 appréciée'): the cue words, then
 * 'cat.'/'catégorie(s)' and the categories (group 1), their own cue after them (group 2).
 */
const CACES_MORE_CATEGORIES =
  /^\s*(?:[a-z]+\s*){0,2}?[,;]\s*(?:(?:et|ou|and|\+)\s+)?(?:la |les )?(?:cat(?:egories?|\.|s)?)\s*\.?\s*((?:(?:[1-7][ab]?|[a-g][1-3]?)(?![a-z0-9])(?:[ \t]*(?:,|\/|-|et|ou|and|&)[ \t]*)?)+)(\s*[a-z]*)/
const CACES_CONTEXT = PACK.caces.byContext.map((c) => ({ re: new RegExp(c.pattern), rec: c.recommendation }))

const ELECTRICAL_CODES = new Set(PACK.electrical.codes)
const ELECTRICAL_CONTEXT = new RegExp(PACK.electrical.context)
const ELECTRICAL_TOKEN =
  /\b(b[12][vx]l|b[012]l|b[rce]l|b0|h0v?|b1v?|b2v?(?: essai)?|br|bc|bs|be(?: (?:mesurage|essai|verification|manoeuvre|manœuvre))?|bf|hf|h1v?|h2v?|hc|he|bp)\b/g
const ELECTRICAL_UNAMBIGUOUS = new Set(PACK.electrical.unambiguous.map((c) => c.replace(/ essai$/, '')))

const CERTIFICATIONS = PACK.certifications.map((c) => ({ ...c, re: rx(c.pattern) }))

/**
 * A certification held in categories that are not interchangeable (credentials.json
 * certificationCategories): how they are written after its name, the name each stands for, the one
 * a bare mention is, which includes which, and how each is named after the certification's label.
 */
type CertificationCategories = {
  after: string
  names: Record<string, string>
  default?: string
  includes: Record<string, string[]>
  labels: Record<string, string>
}
const CERTIFICATION_CATEGORIES = new Map(
  Object.entries(PACK.certificationCategories.codes).map(([code, c]) => [
    code,
    { ...c, re: new RegExp(c.after, 'g') },
  ]),
)
/** How far after a certification's name its categories are read, on its line, before another item. */
const CATEGORY_WINDOW = 48
const CATEGORY_WINDOW_END = /[\n;|]|\s\/\s|(?<!\bcat)\.\s/

/**
 * The categories written with a certification's name (the folded text from `start` to `end`), after
 * it or before it in its item, and the offset its mention then ends at: 'adr : base + colis' → base;
 * 'fluides frigorigenes – categorie ii' → 2; 'ipaf 3a/3b' → 3a, 3b.
 */
function categoriesAfter(
  text: string,
  start: number,
  end: number,
  categories: CertificationCategories & { re: RegExp },
): { found: string[]; until: number } {
  const rest = text.slice(end, end + CATEGORY_WINDOW)
  const stop = rest.search(CATEGORY_WINDOW_END)
  // (or before it, within its item: 'Attestation d'aptitude catégorie I (manipulation des fluides
  // frigorigènes)', never past a comma: 'CACES R489 cat. 3, attestation fluides')
  const before = text.slice(Math.max(0, start - CATEGORY_WINDOW), start)
  const from = start - before.length + before.search(/[^\n,;|/]*$/)
  const window = `${text.slice(from, end)}${stop < 0 ? rest : rest.slice(0, stop)}`
  const found: string[] = []
  let until = end
  for (const m of window.matchAll(categories.re)) {
    const written = (m[1] ?? '').replace(/\s+/g, ' ')
    const category = categories.names[written] ?? written
    if (!found.includes(category)) found.push(category)
    until = Math.max(until, from + (m.index ?? 0) + m[0].length)
  }
  return { found, until }
}
/** 'Inscription à l'Ordre', 'inscrite au tableau de l'Ordre' with no profession after it. */
const BARE_ORDRE = /\binscri(?:te?|ts|ption) (?:a|au tableau de) l'ordre\b(?! (?:national )?des\b)/g
/** The Ordre of each regulated profession, by the profession's words (credentials.json ordreOfProfession). */
const ORDRE_OF_PROFESSION = Object.entries(PACK.ordreOfProfession).map(
  ([code, pattern]) => [code, new RegExp(pattern)] as const,
)
const REGULATED = PACK.regulated.map((r) => ({
  ...r,
  re: rx(r.pattern),
  upper: (r.upper ?? []).map((u) => new RegExp(`\\b${u}\\b(?!\\s*[:(])`, 'g')),
  upperContext: r.upperContext ? new RegExp(r.upperContext) : null,
  upperContextIn: r.upperContextIn ?? 'line',
}))
const DEGREES = PACK.degrees.map((d) => ({
  level: d.level,
  re: rx(d.pattern),
  upper: (d.upper ?? []).map((u) => new RegExp(`\\b${u}\\b`, 'g')),
}))
const NOT_DEGREE = rx(PACK.notDegree)
const NOT_OBTAINED = new RegExp(PACK.notObtained)
const LAPSED = new RegExp(PACK.lapsed)
export const BLOCKING_CUES = new RegExp(PACK.blockingCues)
/**
 * Words by which an offer turns away applications without a credential ('les candidatures sans ce
 * diplôme ne seront pas étudiées', 'will not be considered'): missing, it puts the application in
 * the low band. ('No exceptions' is a blocking cue only.)
 */
export const EXCLUDING_CUES = new RegExp(PACK.excludingCues)
const NEVER_BLOCKING = new Set(PACK.neverBlocking.codes)
/**
 * Whether a credential may block (cap the score when missing): not one a CV may leave unsaid, such as
 * the right to work — its absence from the CV is advice to give, not proof the candidate lacks it.
 */
export function mayBlock(credential: Credential): boolean {
  return !NEVER_BLOCKING.has(credential.code)
}
const DEGREE_FIELDS = Object.entries(PACK.degreeFields.groups).map(([field, pattern]) => ({
  field,
  re: new RegExp(pattern),
}))

const RENAMED_DIPLOMAS = PACK.renamedDiplomas.groups.map((names) => ({
  re: new RegExp(`\\b(?:${names.join('|')})\\b`),
  // (the names as words: the patterns' optional parts and punctuation left out)
  words: names.map((n) => n.replace(/\(\?:[^)]*\)\??|[^a-z' -]/g, ' ')).join(' '),
}))

/**
 * A lower-case, unaccented diploma line with the other names of a renamed diploma it names added
 * ('bac pro mei …' → '… mspc maintenance des systemes de production connectes'), credentials.json
 * renamedDiplomas.
 */
export function withRenamedNames(line: string): string {
  const others = RENAMED_DIPLOMAS.filter((g) => g.re.test(line)).map((g) => g.words)
  return others.length ? `${line} ${others.join(' ')}` : line
}

/** Fields of study a text names ('Bac+5 en informatique' → informatique). */
export function degreeFields(text: string): string[] {
  const folded = foldSameLength(text)
  return DEGREE_FIELDS.filter((f) => f.re.test(folded)).map((f) => f.field)
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n' || text[i] === '\f') starts.push(i + 1)
  return starts
}

function lineOf(starts: number[], offset: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] as number) <= offset) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Spans a pattern forbids ('permis de construire', 'scrum master'): nothing inside them is read. */
function blockedSpans(folded: string, re: RegExp): [number, number][] {
  return [...folded.matchAll(re)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length])
}

const inside = (spans: [number, number][], at: number) => spans.some(([s, e]) => at >= s && at < e)

/** Every credential written in `text`, in order, with its span (read once per text). */
export const readCredentials: (text: string) => readonly CredentialMention[] = rememberLast(readCredentialsOf)

/** A folded text with each line break whose next line goes on in lower case made a space (same length). */
function joinWrapped(folded: string, text: string): string {
  return folded.replace(/\n(?=[ \t]*\S)/g, (nl, at: number) =>
    /^[ \t]*[\p{Ll}(]/u.test(text.slice(at + 1, at + 40)) ? ' ' : nl,
  )
}

function readCredentialsOf(text: string): CredentialMention[] {
  const folded = foldSameLength(text)
  const cased = foldSameLength(text, true)
  const starts = lineStarts(text)
  const out: CredentialMention[] = []
  const push = (credential: Credential, from: number, end: number) => {
    // (a mention starts on its first word: a pattern's leading space never takes the line above)
    let start = from
    while (start < end && /\s/.test(text.charAt(start))) start++
    out.push({ credential, start, end, line: lineOf(starts, start), text: text.slice(start, end).trim() })
  }

  // Driving licences.
  const notLicence = blockedSpans(folded, NOT_LICENCE)
  for (const m of [PERMIS_LIST, ...LICENCE_LISTS_EN].flatMap((re) => [...folded.matchAll(re)])) {
    const at = m.index ?? 0
    if (inside(notLicence, at)) continue
    const list = m[1] ?? ''
    for (const c of list.matchAll(/[a-z0-9]+(?:\s?\+\s?e)?/g)) {
      let code = (c[0] ?? '').replace(/\s/g, '').replace('+e', 'e')
      if (code === 'ec') code = 'ce'
      if (!LICENCE_CODES.has(code)) continue
      // ('Permis de détention', 'permis de feu': the preposition, not the D+E class, which is written
      // in capitals or with its plus)
      if (code === 'de' && !/\bD\s?\+?\s?E\b/.test(text.slice(at, at + m[0].length))) continue
      push({ kind: 'licence', code }, at, at + m[0].length)
    }
  }
  for (const { re, code } of LICENCE_NAMES) {
    for (const m of folded.matchAll(re)) {
      const at = m.index ?? 0
      if (inside(notLicence, at)) continue
      // 'Véhiculé(e)' (having a car) says a licence; the noun 'véhicule' ('véhicule de fonction',
      // 'réparation de véhicules') does not — the two differ only by the accent.
      if (
        m[0].startsWith('vehicule') &&
        !/^véhiculée?$/.test(text.slice(at, at + m[0].length).toLowerCase()) &&
        !/^vehicules? (?:personnel|perso)\b/.test(folded.slice(at, at + 30))
      )
        continue
      push({ kind: 'licence', code }, at, at + m[0].length)
      // (and, said by the adjective, one's own vehicle: 'véhiculé(e)'; 'véhicule personnel' and 'own
      // car' are read by the certification's pattern)
      if (/^véhiculée?$/.test(text.slice(at, at + m[0].length).toLowerCase())) {
        const end = at + m[0].length + (text.startsWith('(e)', at + m[0].length) ? 3 : 0)
        push({ kind: 'certification', code: 'own-vehicle' }, at, end)
      }
    }
  }

  // CACES: 'CACES R489 cat. 1, 3 et 5', 'CACES 3 et 5' (chariots by context), 'CACES nacelle'.
  for (const m of folded.matchAll(CACES)) {
    const at = m.index ?? 0
    let rest = folded.slice(at + m[0].length, at + m[0].length + 140)
    let consumed = m[0].length
    let recommendation: string | null = null
    const rec = CACES_RECOMMENDATION.exec(rest) ?? CACES_RECOMMENDATION_LATER.exec(rest)
    // (the categories before a recommendation written further on: 'CACES PEMP cat. 1B / 3B (R486)')
    const skipped = rec && rec[0].length > 0 ? rest.slice(0, rec[0].search(/\br\s?\.?\s?\d{3}/)) : ''
    const catsBefore = skipped ? CACES_CATEGORIES_LATER.exec(skipped) : null
    if (rec) {
      const r = `r${rec[1]}`
      recommendation = PACK.caces.oldNames[r] ?? r
      rest = rest.slice(rec[0].length)
      consumed += rec[0].length
    }
    let cats = catsBefore
      ? CACES_CATEGORIES.exec(skipped.slice(catsBefore[0].length))
      : CACES_CATEGORIES.exec(rest)

    // (no category right after it: the categories a few words on, 'R489 (chariots) – cat. 3')
    // (not past another recommendation: 'CACES R484 (pont roulant) et R489 cat. 3' gives R484 no category)
    const laterCats = recommendation && !cats?.[1]?.trim() ? CACES_CATEGORIES_LATER.exec(rest) : null
    const later = laterCats && !/\br\s?\.?\s?4\d\d\b/.test(laterCats[0]) ? laterCats : null
    if (later) {
      rest = rest.slice(later[0].length)
      consumed += later[0].length
      cats = CACES_CATEGORIES.exec(rest)
    }
    const categories = cats
      ? [...(cats[1] ?? '').replace(/\b(?:et|ou|and)\b/g, ' ').matchAll(/[1-7][ab]?|[a-g][1-3]?/g)].map(
          (c) => c[0],
        )
      : []
    if (cats && !catsBefore) consumed += cats[0].length
    if (!recommendation) {
      const around = folded.slice(Math.max(0, at - 40), at + consumed + 40)
      recommendation =
        CACES_CONTEXT.find((c) => c.re.test(around))?.rec ??
        (categories.some((c) => /^\d/.test(c)) ? 'r489' : categories.length ? 'r482' : null)
    }
    if (!recommendation) {
      push({ kind: 'caces', code: '*:*' }, at, at + consumed)
      continue
    }
    if (categories.length === 0) push({ kind: 'caces', code: `${recommendation}:*` }, at, at + consumed)
    for (const c of categories) push({ kind: 'caces', code: `${recommendation}:${c}` }, at, at + consumed)
    // Further categories of the same recommendation after a cue of their own ('catégorie 1
    // obligatoire, catégorie 3 appréciée', 'cat. 1 exigé, cat. 3 apprécié'): each its own mention, so
    // that each keeps its cue.
    if (categories.length === 0) continue
    let from = at + consumed
    for (;;) {
      const more = CACES_MORE_CATEGORIES.exec(folded.slice(from, from + 80))
      if (!more?.[1]) break
      const start = from + (more.index ?? 0) + more[0].length - (more[1].length + (more[2] ?? '').length)
      const end = start + more[1].trimEnd().replace(/[\s,/&-]*(?:et|ou|and)?$/, '').length
      for (const c of more[1].replace(/\b(?:et|ou|and)\b/g, ' ').match(/[1-7][ab]?|[a-g][1-3]?/g) ?? [])
        push({ kind: 'caces', code: `${recommendation}:${c}` }, start, end)
      from = start + more[1].length + (more[2] ?? '').length
    }
  }
  // 'R489 cat 3', 'R.489 cat. 3' without the word CACES.
  for (const m of folded.matchAll(
    /\b(r\s?\.?\s?4[89]\d)\s*(?:cat(?:egories?|\.)?\s*)?((?:[1-7][ab]?(?![a-z0-9])(?:\s*(?:,|\/|-|et|ou|&)\s*)?)+)/g,
  )) {
    const at = m.index ?? 0
    if (out.some((o) => o.credential.kind === 'caces' && at >= o.start && at < o.end)) continue
    const r = (m[1] ?? '').replace(/[\s.]/g, '')
    for (const c of (m[2] ?? '').matchAll(/[1-7][ab]?/g))
      push({ kind: 'caces', code: `${PACK.caces.oldNames[r] ?? r}:${c[0]}` }, at, at + m[0].length)
  }

  // Habilitations électriques: codes in an habilitation context, or a list of codes of which one
  // cannot be anything else ('B2V, BR, BC, H0V').
  const lines = text.split(/\n|\f/)
  lines.forEach((_, i) => {
    const s = starts[i] as number
    const e = i + 1 < starts.length ? (starts[i + 1] as number) - 1 : text.length
    const low = folded.slice(s, e)
    const tokens = [...low.matchAll(ELECTRICAL_TOKEN)]
    if (tokens.length === 0) {
      const ctx = ELECTRICAL_CONTEXT.exec(low)
      if (ctx && /electri|nf ?c ?18/.test(low))
        push({ kind: 'electrical', code: '*' }, s + ctx.index, s + ctx.index + ctx[0].length)
      return
    }
    const ctx = ELECTRICAL_CONTEXT.exec(low)
    const codes = tokens.map((t) =>
      (t[1] ?? '').replace(/ (?:essai|mesurage|verification|manoeuvre|manœuvre)$/, ''),
    )
    // Upper case in the original: 'bc' or 'be' in running text are not clearances.
    const written = tokens.filter((t) => {
      const raw = cased.slice(s + (t.index ?? 0), s + (t.index ?? 0) + (t[1] ?? '').length)
      return raw === raw.toUpperCase()
    })
    const listed = codes.filter((c) => ELECTRICAL_UNAMBIGUOUS.has(c)).length
    if (!ctx && !(written.length >= 2 && listed >= 1)) return
    for (const t of ctx ? tokens : written) {
      const code = (t[1] ?? '').replace(/ (?:essai|mesurage|verification|manoeuvre|manœuvre)$/, '')
      if (!ELECTRICAL_CODES.has(code)) continue
      const raw = cased.slice(s + (t.index ?? 0), s + (t.index ?? 0) + code.length)
      if (raw !== raw.toUpperCase()) continue
      push({ kind: 'electrical', code }, s + (t.index ?? 0), s + (t.index ?? 0) + (t[0] ?? '').length)
    }
  })

  // (a certificate's or a title's name the PDF wrapped, its next line going on in lower case:
  // 'Attestation' / 'préfectorale d'aptitude' / 'à la conduite': read as one line, at the same offsets)
  const joined = joinWrapped(folded, text)
  for (const c of CERTIFICATIONS) {
    const categories = CERTIFICATION_CATEGORIES.get(c.code)
    for (const m of joined.matchAll(c.re)) {
      const at = m.index ?? 0
      const end = at + m[0].length
      if (!categories) {
        push({ kind: 'certification', code: c.code }, at, end)
        continue
      }
      // (a certification held in categories is read with the ones written after it: 'ADR citerne')
      const { found, until } = categoriesAfter(joined, at, end, categories)
      if (found.length === 0) {
        const code = categories.default ? `${c.code}:${categories.default}` : c.code
        push({ kind: 'certification', code }, at, end)
      }
      for (const category of found) push({ kind: 'certification', code: `${c.code}:${category}` }, at, until)
    }
  }
  // Welder qualifications (EN ISO 9606-1) by process: 'Qualification EN ISO 9606-1 TIG 141',
  // 'ISO 9606 MAG 135 et 136'. A process asked for is met only by a qualification in that process.
  for (const m of folded.matchAll(
    /\b(?:(?:en )?iso[ -]?9606(?:-\d)?|(?:qualification|certification)(?:s)? (?:de |en )?(?:soudeurs?|soudure|soudage)|licences? (?:de )?(?:soudeur|soudage)|welder qualification|welding (?:ticket|qualification|certificate))s?\b/g,
  )) {
    const at = m.index ?? 0
    const lineEnd = folded.indexOf('\n', at)
    const around = folded.slice(Math.max(0, at - 40), lineEnd < 0 ? at + 80 : Math.min(lineEnd, at + 80))
    const processes = new Set<string>()
    for (const p of around.matchAll(
      /\b(111|114|131|135|136|138|141|311|tig|mig|mag|mma|smaw|gtaw|gmaw|fcaw|electrode enrobee|oxyacetylenique)\b/g,
    ))
      processes.add(WELDING_PROCESS[p[1] ?? ''] ?? p[1] ?? '')
    if (processes.size === 0) push({ kind: 'certification', code: 'iso-9606' }, at, at + m[0].length)
    for (const p of processes) push({ kind: 'certification', code: `iso-9606:${p}` }, at, at + m[0].length)
  }
  // Any other CQP (certificat de qualification professionnelle) by its trade: 'CQP Barman',
  // 'CQP Opérateur de production' — the same trade word on both sides, never a loose synonym.
  for (const m of folded.matchAll(/\bcqp\s+(?:d'|de |du |des )?([a-z][a-z-]{2,})/g)) {
    const at = m.index ?? 0
    if (out.some((o) => o.credential.kind === 'certification' && at < o.end && at + m[0].length > o.start))
      continue
    push(
      { kind: 'certification', code: `cqp-${(m[1] ?? '').replace(/(?:e|s|es|eur|euse|rice)$/, '')}` },
      at,
      at + m[0].length,
    )
  }
  for (const r of REGULATED) {
    for (const m of joined.matchAll(r.re))
      push({ kind: 'regulated', code: r.code }, m.index ?? 0, (m.index ?? 0) + m[0].length)
    for (const u of r.upper)
      for (const m of cased.matchAll(u)) {
        const at = m.index ?? 0
        // An abbreviation that is also a common word elsewhere ('IDE' of developers) needs its field.
        // ('CAPA' is the lawyers' certificate in a text about law, a CAP agricole elsewhere)
        const line =
          r.upperContextIn === 'text'
            ? folded
            : folded.slice(starts[lineOf(starts, at)] ?? 0, lineEndAt(folded, at))
        if (r.upperContext && !r.upperContext.test(line)) continue
        push({ kind: 'regulated', code: r.code }, at, at + m[0].length)
      }
  }

  // 'Inscription à l'Ordre' naming no Ordre: the Ordre of the profession the text is about (its
  // title first: 'Sage-femme … Diplôme d'État de sage-femme et inscription à l'Ordre obligatoires').
  const bareOrdres = [...folded.matchAll(BARE_ORDRE)]
  if (bareOrdres.length) {
    const firstLine = folded.split('\n', 1)[0] ?? ''
    const code =
      ORDRE_OF_PROFESSION.find(([, re]) => re.test(firstLine))?.[0] ??
      ORDRE_OF_PROFESSION.find(([, re]) => re.test(folded))?.[0]
    if (code)
      for (const m of bareOrdres)
        push({ kind: 'regulated', code }, m.index ?? 0, (m.index ?? 0) + m[0].length)
  }

  // Any other carte professionnelle by its trade ('Carte professionnelle de guide-conférencier'):
  // a regulated title, met only by the same trade's card.
  for (const m of folded.matchAll(
    /\bcartes? (?:professionnelles?|pro) (?:de |d'|du )(?:l'|la )?([a-z][a-z-]{2,})/g,
  )) {
    const at = m.index ?? 0
    if (out.some((o) => at < o.end && at + m[0].length > o.start)) continue
    const trade = (m[1] ?? '').replace(/(?:e|s|es|eur|euse|rice)$/, '')
    push({ kind: 'regulated', code: `carte-${trade}` }, at, at + m[0].length)
  }

  // A certificate written out in full whose patterns know it by its initials: 'DTS Imagerie Médicale
  // et Radiologie Thérapeutique' is 'DTS IMRT', 'Diplôme d'État de Masseur-Kinésithérapeute' is
  // 'DEMK'. Each run of capitalised words is read again as its initials.
  // (4 initials at least, all of them in the match: three capitals spell too many things — 'Diploma
  // in Electrical Installation' is no 'DEI')
  for (const run of capitalisedRuns(cased)) {
    if (run.initials.length < 4) continue
    const shadow = `${folded.slice(run.lineStart, run.start)}${run.initials}`
    const lists = [
      ['regulated', REGULATED],
      ['certification', CERTIFICATIONS],
    ] as const
    for (const [kind, list] of lists)
      for (const { re, code } of list)
        for (const m of shadow.matchAll(re)) {
          const at = m.index ?? 0
          if (at + m[0].length !== shadow.length) continue // (the initials spelt to their end)
          if (out.some((o) => o.credential.code === code && o.start < run.end && o.end > run.lineStart + at))
            continue
          push({ kind, code }, run.lineStart + at, run.end)
        }
  }

  const notDegree = blockedSpans(folded, NOT_DEGREE)
  for (const d of DEGREES) {
    const found = [...folded.matchAll(d.re), ...d.upper.flatMap((u) => [...cased.matchAll(u)])]
    for (const m of found) {
      const at = m.index ?? 0
      if (inside(notDegree, at)) continue
      // (nor words inside a degree read already: 'degree in' of 'engineering degree in networking')
      if (
        out.some(
          (o) =>
            o.credential.kind === 'degree' && o.credential.level !== d.level && at > o.start && at < o.end,
        )
      )
        continue
      push({ kind: 'degree', code: `level:${d.level}`, level: d.level }, at, at + m[0].length)
    }
  }
  return dedupe(out).sort((a, b) => a.start - b.start || a.end - b.end)
}

/** Function words a certificate's initials skip ('Diplôme d'État de …', 'Certificate of …'). */
const INITIALS_SKIP = /^(?:de|des|du|d|la|le|les|l|et|en|of|the|and|in|for|a|au|aux)$/

/**
 * Runs of 3 to 8 capitalised words on one line, function words between them skipped, hyphenated
 * words counted as two ('Masseur-Kinésithérapeute'): their initials in lower case, where the run
 * starts and ends, and where its line starts. Words written in capitals ('DTS') are not part of a run.
 */
function capitalisedRuns(
  cased: string,
): { lineStart: number; start: number; end: number; initials: string }[] {
  const runs: { lineStart: number; start: number; end: number; initials: string }[] = []
  let lineStart = 0
  for (const line of cased.split('\n')) {
    let words: { start: number; end: number }[] = []
    let initials = ''
    let lastEnd = 0
    const close = () => {
      if (words.length >= 3 && words.length <= 8) {
        const first = words[0] as { start: number }
        const last = words.at(-1) as { end: number }
        runs.push({ lineStart, start: lineStart + first.start, end: lineStart + last.end, initials })
      }
      words = []
      initials = ''
    }
    for (const m of line.matchAll(/[A-Za-z]+/g)) {
      const w = m[0]
      const at = m.index ?? 0
      if (words.length > 0 && !/^[\s'’-]*$/.test(line.slice(lastEnd, at))) close()
      lastEnd = at + w.length
      if (/^[A-Z][a-z]+$/.test(w)) {
        words.push({ start: at, end: at + w.length })
        initials += (w[0] as string).toLowerCase()
      } else if (!(words.length > 0 && INITIALS_SKIP.test(w.toLowerCase()))) close()
    }
    close()
    lineStart += line.length + 1
  }
  return runs
}

function dedupe(mentions: CredentialMention[]): CredentialMention[] {
  const seen = new Set<string>()
  return mentions.filter((m) => {
    const key = `${m.credential.kind}|${m.credential.code}|${m.start}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A line opening an entry of its own: a bullet or a date. */
const ENTRY_OPENING = /^\s*(?:[-•·*▪–]|(?:19|20)\d{2}\b|\d{1,2}[/.](?:19|20)?\d{2}\b)/

/** Words before a certification saying only its awareness was taught ('sensibilisation à l'HACCP'). */
const AWARENESS_BEFORE =
  /\b(?:sensibilisation|initiation|awareness (?:of|in)|introduction (?:to|a l'|au|aux|a la))\s+(?:(?:a l'|au |aux |a la |a |de l'|du |des |de )\s*)?(?:formation\s+)?$/

/** Whether a mention is a diploma being prepared ('Master en cours', 'préparation du DCG'). */
export function isNotObtained(text: string, mention: CredentialMention): boolean {
  const folded = foldSameLength(text)
  // A licence's training is not the licence ('Currently doing my Class 1 training', 'Class 1 (C+E)
  // training course, 5 days (test booked)').
  if (
    mention.credential.kind === 'licence' &&
    /^\s*(?:\([^)\n]{0,20}\)\s*)?(?:training|course|lessons?|theory test|practical test)\b/.test(
      folded.slice(mention.end, mention.end + 40),
    )
  )
    return true
  const lineStart = lineStartOf(folded, mention.start)
  const lineEnd = lineEndAt(folded, mention.end)
  // A licence held abroad whose exchange is under way is held ('Full UK driving licence (category B) –
  // exchange for French permis in progress').
  if (
    mention.credential.kind === 'licence' &&
    /\b(?:exchange|echange|conversion)\b[^.\n]{0,40}\b(?:in progress|en cours|pending|underway|under way)\b/.test(
      folded.slice(lineStart, lineEnd),
    )
  )
    return false
  // (a paragraph on one line is read sentence by sentence: 'HCPC-registered physiotherapist … My
  // application … is under review; registration with the Ordre will follow once it is granted')
  let scopeStart = lineStart
  let scopeEnd = lineEnd
  if (lineEnd - lineStart > 200) {
    scopeStart = Math.max(lineStart, folded.lastIndexOf('. ', mention.start) + 1)
    const stop = folded.indexOf('. ', mention.end)
    if (stop >= 0 && stop < lineEnd) scopeEnd = stop
  }
  if (NOT_OBTAINED.test(folded.slice(scopeStart, scopeEnd))) return true
  // An awareness module is not the certificate ('Sensibilisation HACCP – module e-learning de 2 h',
  // 'Food hygiene awareness'): it trains for no attestation.
  if (
    mention.credential.kind === 'certification' &&
    (AWARENESS_BEFORE.test(folded.slice(Math.max(lineStart, mention.start - 30), mention.start)) ||
      /^\s*awareness\b/.test(folded.slice(mention.end, mention.end + 12)))
  )
    return true
  // A training the credential is read by, followed now ('Je suis actuellement en formation de
  // conseiller funéraire'): the diploma it prepares is not held yet.
  if (
    /^formation\b/.test(folded.slice(mention.start, mention.end)) &&
    /\ben\s*$/.test(folded.slice(lineStart, mention.start))
  )
    return true
  // (the line under the credential's, empty at the text's end)
  const next = folded.slice(lineEnd + 1, lineEndAt(folded, lineEnd + 1))
  // A parenthesis left open at the line's end goes on on the next one ('… 2013-2015 (classe de' /
  // 'terminale suivie, diplôme non obtenu)').
  if (opensParenthesis(folded.slice(lineStart, lineEnd)) && lineEnd < folded.length) {
    const close = next.indexOf(')')
    if (NOT_OBTAINED.test(close >= 0 ? next.slice(0, close) : next)) return true
  }
  // A table cell wrapped over the line: the line before left open ('Inscription en cours (AFTRAL
  // Bourg-en-' above 'Passerelle FCO voyageurs') says it too.
  if (lineStart > 0) {
    const before = folded.slice(lineStartOf(folded, lineStart - 1), lineStart - 1)
    const open = (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)
    if ((open || /-$/.test(before)) && NOT_OBTAINED.test(before)) return true
  }
  // …or the cell beside it, read on the next line, opens with it ('Passerelle FCO voyageurs' above
  // 'Inscription en cours (AFTRAL …'), when the credential's line is a short cell.
  if (lineEnd < folded.length && lineEnd - lineStart <= 40) {
    const cue = NOT_OBTAINED.exec(next)
    if (cue && cue.index <= 12) return true
  }
  // …or its sentence goes on on the next line, which names no credential ('2026 – ACACED (…) :
  // formation' / 'en cours au CFPPA, évaluation prévue en décembre 2026').
  if (lineEnd < folded.length && /[\p{L},:]\s*$/u.test(folded.slice(lineStart, lineEnd))) {
    // (folded is lower case: the next line's first letter is read in the text)
    const opensLower = /^\s*\p{Ll}/u.test(text.slice(lineEnd + 1, lineEnd + 1 + next.length))
    // (read uncached: a line's credentials must not push the whole text's out of the cache)
    // (its words cut by the wrap included: '… – 2012-2014, not' / 'completed')
    let goesOn = `${folded.slice(Math.max(lineStart, lineEnd - 20), lineEnd)} ${next}`
    // (and on the lines after, while the entry goes on: 'BTS MCO (Management Commercial' / 're' /
    // 'Opérationnel), 1 année – Lycée Bréquigny, Rennes (non' / 'terminé)')
    let end = lineEndAt(folded, lineEnd + 1)
    for (let k = 0; k < 2 && opensLower && end < folded.length; k++) {
      const following = folded.slice(end + 1, lineEndAt(folded, end + 1))
      if (!following.trim() || ENTRY_OPENING.test(following) || readCredentialsOf(following).length) break
      goesOn += ` ${following}`
      end = lineEndAt(folded, end + 1)
    }
    if (opensLower && !readCredentialsOf(next).length && NOT_OBTAINED.test(goesOn)) return true
  }
  // A goal before it in its sentence ('Mon objectif : entrer en formation au DEA en 2026').
  const sentenceStart = Math.max(lineStart, folded.lastIndexOf('. ', mention.start) + 1)
  return ASPIRED.test(folded.slice(sentenceStart, mention.start))
}

/** Years a credential stays valid without renewal (credentials.json validityYears); null: for life. */
function validityYears(c: Credential): number | null {
  const v = PACK.validityYears
  if (c.kind === 'caces')
    return v.cacesTen.includes(c.code.split(':')[0] ?? '') ? 10 : (v.kinds.caces ?? null)
  return v.codes[c.code] ?? v.codes[c.code.split(':')[0] ?? ''] ?? v.kinds[c.kind] ?? null
}

/** A date in a folded text: a month in figures or by name, then the year ('05/2019', 'juin 2024', '2021'). */
const DATE_RE = new RegExp(`\\b(?:(0?[1-9]|1[0-2])[/.-]|(${MONTH_NAME_WORD})\\.? )?((?:19|20)\\d\\d)\\b`, 'g')

/** A line that opens on a date ('septembre 2026 – juin 2027 (…)', '- 2019'). */
const DATES_LINE = new RegExp(`^[\\s\\-–•·*]*(?:${DATE_RE.source})`)

/** A range of two dates ('Sept. 2026 – avril 2027', '2025-2027'): groups 1 and 5 are its ends. */
const DATE_RANGE = new RegExp(`(${DATE_RE.source})\\s*(?:[–—-]|\\ba\\b|\\bto\\b)\\s*(${DATE_RE.source})`)

/**
 * A month count (year × 12 + month − 1) of each date written in a text; a year alone counts from its
 * last month (`'last'`: the latest it can mean) or its first (`'first'`: the earliest).
 */
function datesIn(folded: string, yearAlone: 'first' | 'last' = 'last'): number[] {
  const out: number[] = []
  for (const m of folded.matchAll(DATE_RE)) {
    const month = monthOf(m[1] ?? m[2]) ?? (yearAlone === 'first' ? 1 : 12)
    out.push(Number(m[3]) * 12 + month - 1)
  }
  return out
}

/**
 * The credential's part of its CV line: from it to the next credential on the line (a list of codes
 * shares what follows it: 'B1V, B2V, BR – recyclage 02/2025'), with a date alone before it ('2019 –
 * CACES R489').
 */
function ownPart(folded: string, mention: CredentialMention, all: readonly CredentialMention[]): string {
  const lineStart = lineStartOf(folded, mention.start)
  const lineEnd = lineEndAt(folded, mention.end)
  let end = mention.end
  let next: CredentialMention | undefined
  for (const o of all) {
    if (o.start < end || o.start >= lineEnd) continue
    // (the same credential named twice, 'SST – Sauveteur secouriste du travail', is one)
    const same =
      o.credential.kind === mention.credential.kind && o.credential.code === mention.credential.code
    if (same || /^[\s,;/&+-]*(?:et|and|ou|or)?[\s,;/&+-]*$/.test(folded.slice(end, o.start))) end = o.end
    else {
      next = o
      break
    }
  }
  // (dates written with their months count as dates alone: 'Sept. 2026 – avril 2027 Titre pro …')
  const lead = folded.slice(lineStart, mention.start).replace(DATE_RE, ' ')
  const from = /^[\W\d]*$/.test(lead) ? lineStart : mention.start
  // (and a parenthesis wrapped onto the next line, or the next line after one left open on a dash or
  // a comma: 'SST – Sauveteur Secouriste du Travail' / '(2019, non recyclé)', 'CACES R486 cat. B
  // (nacelle) –' / 'obtenu 05/2019, non renouvelé')
  if (!next && lineEnd < folded.length) {
    const rest = folded.slice(lineEnd + 1)
    const after = rest.match(/^\s*\([^()\n]*\)/)
    if (after) return `${folded.slice(from, lineEnd)} ${after[0]}`
    // (a parenthesis left open at the line's end closes on the next: '… formation DEME (rentrée
    // septembre' / '2027) à l'IREIS')
    const closing = opensParenthesis(folded.slice(from, lineEnd)) ? /^[^()\n]*\)/.exec(rest) : null
    if (closing) return `${folded.slice(from, lineEnd)} ${closing[0]}`
    const nextLine = rest.split('\n')[0] ?? ''
    const namesNone = !all.some((o) => o.start > lineEnd && o.start <= lineEnd + 1 + nextLine.length)
    // (or on a word no line ends on: 'obtenue 06/2022, non' / 'renouvelée (expirée 06/2023)')
    if (
      namesNone &&
      (/[–—,-]\s*$/.test(folded.slice(from, lineEnd)) ||
        /\b(?:non|pas|not|no|et|and|ou|or|de|du|des|le|la|les|en|au|the|of)\s*$/.test(
          folded.slice(from, lineEnd),
        ))
    )
      return `${folded.slice(from, lineEnd)} ${nextLine}`
    // (a line of its dates under a line without any: 'CAP Ébéniste – GRETA Paris' / 'septembre 2026 –
    // juin 2027 (examen prévu en juin 2027)')
    // (unless each entry's dates stand above it: '2022' / 'Certiphyto … (renouvelé)' / '2019' /
    // 'CACES …', where the line under is the next entry's)
    const prevLine = lineStart > 0 ? folded.slice(lineStartOf(folded, lineStart - 1), lineStart - 1) : ''
    const datesAbove = /^[\s\d/.–—-]+$/.test(prevLine) && DATES_LINE.test(prevLine)
    // (the line's own dates, before another name of the same credential too: '2023 : SST – Sauveteur
    // Secouriste du Travail' is dated, the next entry's '2011 : …' is not its date)
    if (namesNone && !datesIn(folded.slice(lineStart, lineEnd)).length && DATES_LINE.test(nextLine))
      return datesAbove
        ? `${prevLine} ${folded.slice(from, lineEnd)}`
        : `${folded.slice(from, lineEnd)} ${nextLine}`
  }
  return folded.slice(from, next ? next.start : lineEnd)
}

/**
 * When a CV's credential was obtained, as a month count: the latest past date of its part, a year
 * alone read as its first month (the longest it may have been held); null if none.
 */
export function credentialDate(
  text: string,
  mention: CredentialMention,
  all: readonly CredentialMention[],
  nowMonth: number,
): number | null {
  const dates = datesIn(ownPart(foldSameLength(text), mention, all), 'first').filter((d) => d <= nowMonth)
  return dates.length ? Math.max(...dates) : null
}

/**
 * Whether a CV's credential is no longer held: its own words say so ('non renouvelé', 'validité
 * échue', 'expired'), or its latest date is older than its validity ('CACES R486 – obtenu 05/2019' in
 * November 2026; credentials.json validityYears). What is read is the credential's part of its line:
 * from it to the next credential on the line, with a date alone before it ('2019 – CACES R489').
 */
export function isLapsed(
  text: string,
  mention: CredentialMention,
  all: readonly CredentialMention[],
  nowMonth: number,
): boolean {
  const part = ownPart(foldSameLength(text), mention, all)
  if (LAPSED.test(part)) return true
  const years = validityYears(mention.credential)
  if (years === null) return false
  const until =
    /\b(?:valide?s? jusqu'(?:en|au|a)|valid (?:until|to)|expires?(?: (?:en|le|in|on))?)\s+(.{0,20})/.exec(
      part,
    )
  if (until) {
    const end = datesIn(until[1] ?? '')
    if (end.length) return Math.max(...end) < nowMonth
  }
  const dates = datesIn(part).filter((d) => d <= nowMonth)
  return dates.length > 0 && nowMonth - Math.max(...dates) > years * 12
}

/** Words after which a date says how long a credential holds, not when it was obtained. */
const VALIDITY_DATE =
  /\b(?:(?:valide?s? jusqu'(?:en|au|a)|valable jusqu'(?:en|au|a)|valid (?:until|to|through|till|thru)|(?:valid(?:e|es)?|valables?)(?= (?:[a-z]+\.? )?(?:19|20)\d\d)|expir(?:es?|y|ation)|(?:date de )?fin de validite|echeance|a renouveler|renouvellement|recyclage|renewal|refresher|due|(?:cycle |certification )?ends?|renew by)\b|exp\.)[^()\n]{0,25}/g

/**
 * Whether a CV's credential is dated only in the future ('formation DEME (rentrée septembre 2027)',
 * 'Permis C – 2027'): not held yet. Dates saying how long it holds ('valide jusqu'en 2029') are not
 * read.
 */
export function isYetToCome(
  text: string,
  mention: CredentialMention,
  all: readonly CredentialMention[],
  nowMonth: number,
): boolean {
  const folded = foldSameLength(text)
  if (underValidityHeader(folded, lineStartOf(folded, mention.start))) return false
  const part = ownPart(folded, mention, all)
    .replace(VALIDITY_DATE, ' ')
    // (nor the figures of its number: 'n° CAR-093-2027-04-11-2022xxxxxx')
    .replace(/\b(?:n°|no\.?|numero|number|num\.?|ref\.?)\s*:?\s*\S+|\S*\d\S*-\S*\d\S*-\S+/g, ' ')
  const dates = datesIn(part, 'first')
  if (dates.length > 0 && dates.every((d) => d > nowMonth)) return true
  // A diploma or a title whose training ends in the future ('Sept. 2026 – avril 2027 Titre
  // Professionnel Monteur de réseaux') is being prepared: a diploma does not expire, its range is
  // the training's.
  // (the line's dates before its first credential count for each credential of the line: '… Titre
  // Professionnel Monteur … (niveau 3)')
  if (mention.credential.kind !== 'degree' && mention.credential.kind !== 'regulated') return false
  const lineStart = lineStartOf(folded, mention.start)
  const first = Math.min(...all.filter((o) => o.line === mention.line).map((o) => o.start), mention.start)
  const lead = folded.slice(lineStart, first)
  const range =
    DATE_RANGE.exec(part) ?? (/^[\W\d]*$/.test(lead.replace(DATE_RE, ' ')) ? DATE_RANGE.exec(lead) : null)
  if (!range) return false
  const [from, to] = [datesIn(range[1] ?? ''), datesIn(range[5] ?? '')]
  return (from[0] ?? Infinity) <= nowMonth && (to[0] ?? -Infinity) > nowMonth
}

/** A table header naming a column of validity ('Item Details Valid to', 'Permis Obtention Échéance'). */
const VALIDITY_HEADER =
  /\b(?:valid (?:to|until|through)|expiry(?: date)?|expires|expiration|validite|valable jusqu|echeance)\b/

/**
 * Whether a credential's line sits in a table under a header with a validity column (up to 8 lines
 * above, a header line without figures): its dates are when it ends, not when it comes.
 */
function underValidityHeader(folded: string, lineStart: number): boolean {
  let end = lineStart - 1
  for (let k = 0; k < 8 && end > 0; k++) {
    const start = lineStartOf(folded, end)
    const line = folded.slice(start, end)
    if (VALIDITY_HEADER.test(line) && !/\d/.test(line) && line.length <= 80) return true
    end = start - 1
  }
  return false
}

/**
 * A line that says its credential is not held yet ('Certification ISTQB : en préparation, examen prévu
 * en 2027', 'Working towards the NVQ'): for a certificate the offer names in its own words.
 */
export function saysNotHeldYet(line: string): boolean {
  const folded = foldSameLength(line)
  return NOT_OBTAINED.test(folded) || ASPIRED.test(folded)
}

/**
 * A line that opens by saying the credential above it is not held yet ('- application submitted
 * October 2026,' under 'Ordre national des vétérinaires (France)'): a line of status, not an item of
 * its own ('- CACES R489 en cours' names its own).
 */
export function opensNotHeldYet(line: string): boolean {
  const folded = foldSameLength(line).replace(/^[\s\-–•·*]+/, '')
  const cue = NOT_OBTAINED.exec(folded) ?? ASPIRED.exec(folded)
  return cue !== null && cue.index <= 12
}

/** A line that says its credential is no longer valid ('SST (2019, non recyclé)', 'expired 2023'). */
export function saysLapsed(line: string): boolean {
  return LAPSED.test(foldSameLength(line))
}

/** Words that make the credential after them a goal, not a title held. */
const ASPIRED =
  /\b(?:mon objectif|objectif ?:|entrer en formation|integrer (?:la|une) formation|me former (?:au|a la|pour)|souhaite (?:passer|obtenir|preparer)|envisage de (?:passer|preparer)|projet de (?:passer|preparer)|aim(?:ing)? to (?:obtain|get|pass|take)|plan(?:ning)? to (?:obtain|take|sit|do|get)|working towards|(?:preparing|studying) (?:for )?(?:the )?(?:comptia|cisco|aws|azure|microsoft|exam|certification)|my goal is|je me forme|me forme (?:actuellement )?(?:au|a la|a l'|aux)|en formation (?:au|a la|a l'|pour|de|d'))\b/

const includesOf = (table: Record<string, string[]>, code: string) => new Set([code, ...(table[code] ?? [])])

/** The ladders: does `have` (from a CV) satisfy `need` (from an offer)? */
/** Welding processes by their ISO 4063 number (names and US abbreviations read to the number). */
const WELDING_PROCESS: Record<string, string> = {
  tig: '141',
  gtaw: '141',
  mig: '131',
  mag: '135',
  gmaw: '135',
  fcaw: '136',
  mma: '111',
  smaw: '111',
  'electrode enrobee': '111',
  oxyacetylenique: '311',
}

/**
 * A certification for another: the one it includes, and in its categories, the same category or one
 * including it ('ADR citerne' meets 'ADR', never the reverse; 'catégorie II' is no 'catégorie I'). A
 * CV naming no category meets an offer naming none.
 */
function certificationSatisfies(have: string, need: string): boolean {
  const [haveCode = '', haveCategory] = have.split(':')
  const [needCode = '', needCategory] = need.split(':')
  if (!includesOf(PACK.certificationIncludes, haveCode).has(needCode)) return false
  if (needCategory === undefined) return true
  if (haveCategory === undefined) return false
  const includes = CERTIFICATION_CATEGORIES.get(needCode)?.includes[haveCategory] ?? []
  return haveCategory === needCategory || includes.includes(needCategory)
}

export function satisfies(have: Credential, need: Credential): boolean {
  // A CACES meets the British card for the same machine ('CACES R489 cat. 3' for a counterbalance ticket).
  if (have.kind === 'caces' && need.kind === 'certification') {
    const [r, cat] = have.code.split(':')
    const { byCategory } = PACK.cacesCovers
    const covers = byCategory[`${r}:${cat}`] ?? byCategory[`${r}:*`] ?? []
    return covers.includes(need.code.split(':')[0] ?? '')
  }
  // A regulated title meets the certificate its training includes (a DE d'ambulancier, the
  // auxiliaire ambulancier's).
  if (have.kind === 'regulated' && need.kind === 'certification')
    return includesOf(PACK.regulatedIncludes, have.code).has(need.code)
  if (have.kind !== need.kind) return false
  switch (need.kind) {
    case 'licence':
      return includesOf(PACK.licences.includes, have.code).has(need.code)
    case 'electrical':
      if (need.code === '*') return true
      return includesOf(PACK.electrical.includes, have.code).has(need.code)
    case 'caces': {
      const [nr, nc] = need.code.split(':') as [string, string]
      const [hr, hc] = have.code.split(':') as [string, string]
      if (nr === '*') return true
      if (hr !== nr) return false
      if (nc === '*') return true
      // (a category of the older recommendation read as today's: R386's 3B is R486's B)
      const [h, n] = [hc, nc].map((c) => PACK.caces.oldCategories[nr]?.[c] ?? c) as [string, string]
      // Category 1 of the old R389 covers both 1A and 1B of R489 for the reader.
      return h === n || (h === '1' && /^1[ab]$/.test(n)) || (n === '1' && /^1[ab]$/.test(h))
    }
    case 'certification':
      // A welder qualification: any process meets an offer naming none; a process only itself.
      if (need.code.startsWith('iso-9606'))
        return have.code.startsWith('iso-9606') && (need.code === 'iso-9606' || have.code === need.code)
      return certificationSatisfies(have.code, need.code)
    case 'regulated':
      // A specialty's diploma includes the one it builds on (an IBODE is a nurse).
      return includesOf(PACK.regulatedIncludes, have.code).has(need.code)
    case 'degree':
      return (have.level ?? 0) >= (need.level ?? 0)
  }
}

/** The label of a credential as the result shows it, in the output language. */
export function credentialLabel(c: Credential, lang: 'fr' | 'en'): string {
  const fr = lang === 'fr'
  switch (c.kind) {
    case 'licence':
      return fr ? `Permis ${c.code.toUpperCase()}` : `${c.code.toUpperCase()} driving licence`
    case 'caces': {
      const [r, cat] = c.code.split(':') as [string, string]
      if (r === '*') return 'CACES'
      const name = PACK.caces.names[r]
      return `CACES ${r.toUpperCase()}${cat === '*' ? (name ? ` ${name}` : '') : ` cat. ${cat.toUpperCase()}`}`
    }
    case 'electrical':
      return c.code === '*'
        ? fr
          ? 'Habilitation électrique'
          : 'Electrical clearance'
        : `${fr ? 'Habilitation électrique' : 'Electrical clearance'} ${c.code.toUpperCase()}`
    case 'certification': {
      const [code = '', category] = c.code.split(':')
      const categories = category === undefined ? undefined : CERTIFICATION_CATEGORIES.get(code)
      if (categories) {
        const named = categories.labels[category ?? ''] ?? category
        const base = PACK.certifications.find((x) => x.code === code)?.label ?? code.toUpperCase()
        return named ? `${base} ${named}` : base
      }
      return (
        PACK.certifications.find((x) => x.code === c.code)?.label ??
        (c.code.startsWith('cqp-')
          ? `CQP ${c.code.slice(4)}`
          : c.code.startsWith('iso-9606')
            ? `Qualification soudeur EN ISO 9606-1${c.code.includes(':') ? ` (procédé ${c.code.split(':')[1]})` : ''}`
            : c.code.toUpperCase())
      )
    }
    case 'regulated':
      return (
        PACK.regulated.find((x) => x.code === c.code)?.label ??
        (c.code.startsWith('carte-')
          ? `${fr ? 'Carte professionnelle' : 'Professional card'} (${c.code.slice(6)})`
          : c.code)
      )
    case 'degree':
      return DEGREE_LABEL[c.level ?? 0]?.[fr ? 0 : 1] ?? `Bac+${c.level}`
  }
}

const DEGREE_LABEL: Record<number, [string, string]> = {
  3: ['CAP / BEP', 'Level 3 vocational qualification (CAP / BEP)'],
  4: ['Bac', 'Baccalauréat (A-level equivalent)'],
  5: ['Bac+2 (BTS, DUT)', 'Two-year higher diploma (Bac+2)'],
  6: ['Bac+3 (Licence, Bachelor)', "Bachelor's degree (Bac+3)"],
  6.5: ['Bac+4', 'Four-year degree (Bac+4)'],
  7: ['Bac+5 (Master)', "Master's degree (Bac+5)"],
  8: ['Doctorat', 'Doctorate (PhD)'],
}
