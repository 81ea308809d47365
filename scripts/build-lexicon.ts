/**
 * Builds the local engine's skills lexicon:
 *   src/server/engine/local/data/curated/*.txt   (hand-curated, wins every clash)
 * + ../shared/data/esco/skills-fr-en.jsonl                          (ESCO, CC BY 4.0, short labels only)
 * → src/server/engine/local/data/lexicon/skills.json
 * and ../shared/data/esco/occupations-fr-en.jsonl (ESCO job titles and their ISCO-08 groups)
 * → src/server/engine/local/data/lexicon/occupations.json
 * and src/server/engine/local/data/packs/word-equivalents.json (the bilingual word groups), stemmed
 * and indexed as the engine reads them → src/server/engine/local/data/lexicon/word-groups.json
 * (run it again after changing the stemmer in phrases.ts: `--check` fails until then)
 *
 *   npm run -s lexicon:build [-- --esco DIR] [--check]
 *
 * Deterministic: same inputs, byte-identical output (sorted inputs, no dates). `--check` exits 1 when
 * the committed JSON differs from what the inputs produce. Without the ESCO folder (a user's clone)
 * the script refuses to run rather than silently dropping the ESCO part.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type LexiconData,
  type LexiconSkill,
  labelKeys,
  SKILL_CATEGORIES,
  type SkillCategory,
} from '../src/server/engine/local/lexicon.ts'
import { compileWordGroups } from '../src/server/engine/local/phrases.ts'
import { phraseKey, stripAccents } from '../src/server/engine/local/text.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LOCAL = path.join(ROOT, 'src/server/engine/local')
const CURATED_DIR = path.join(LOCAL, 'data/curated')
const OUT = path.join(LOCAL, 'data/lexicon/skills.json')
const OCCUPATIONS_OUT = path.join(LOCAL, 'data/lexicon/occupations.json')
const WORD_GROUPS_IN = path.join(LOCAL, 'data/packs/word-equivalents.json')
const WORD_GROUPS_OUT = path.join(LOCAL, 'data/lexicon/word-groups.json')
export const LEXICON_VERSION = '1.0.0'

type EscoSkill = {
  uri: string
  type: string | null
  fr: string
  frAlt: string[]
  en: string
  enAlt: string[]
  digital: boolean
  language: boolean
}

function slug(s: string): string {
  return (
    stripAccents(s)
      .toLowerCase()
      .replace(/\+\+/g, 'pp')
      .replace(/#/g, 'sharp')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'skill'
  )
}

const plain = (alias: string) => alias.replace(/^[=?]+/, '')

/** Parses the curated files; throws on a malformed line so mistakes are found at build time. */
export function parseCurated(files: { name: string; text: string }[]): LexiconSkill[] {
  const skills: (LexiconSkill & { impliesNames: string[] })[] = []
  for (const file of files) {
    let dom = 'general'
    let cat: SkillCategory = 'hard'
    file.text.split('\n').forEach((rawLine, n) => {
      const line = rawLine.trim()
      if (!line || line.startsWith('#')) return
      if (line.startsWith('@dom ')) {
        dom = line.slice(5).trim()
        return
      }
      if (line.startsWith('@cat ')) {
        const c = line.slice(5).trim() as SkillCategory
        if (!SKILL_CATEGORIES.includes(c)) throw new Error(`${file.name}:${n + 1}: unknown category ${c}`)
        cat = c
        return
      }
      const [name = '', fr = '', en = '', aliases = '', implies = ''] = line.split('|').map((f) => f.trim())
      if (!name) throw new Error(`${file.name}:${n + 1}: no name`)
      const list = (s: string) =>
        s
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      skills.push({
        id: slug(name),
        name,
        cat,
        dom,
        fr: fr || name,
        en: en || name,
        aliases: list(aliases),
        src: 'curated',
        impliesNames: list(implies),
      })
    })
  }
  const byName = new Map<string, string>()
  const ids = new Set<string>()
  for (const s of skills) {
    if (ids.has(s.id)) throw new Error(`duplicate curated skill id ${s.id}`)
    ids.add(s.id)
    byName.set(phraseKey(s.name), s.id)
  }
  return skills.map(({ impliesNames, ...s }) => {
    const implies = impliesNames.map((n) => {
      const id = byName.get(phraseKey(n))
      if (!id) throw new Error(`${s.name}: implied skill "${n}" is not a curated skill name`)
      return id
    })
    return implies.length ? { ...s, implies } : s
  })
}

const ESCO_SKIP_PREFIX = /^(types?|histoire|history|principes|principles|caractéristiques|characteristics) /i

function cleanEsco(label: string): string {
  return label
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const words = (s: string) => s.split(' ').filter(Boolean).length

/** ESCO concepts whose labels are short enough to be written in a CV or a job advert. */
export function selectEsco(records: EscoSkill[]): LexiconSkill[] {
  const out: LexiconSkill[] = []
  for (const r of records) {
    if (r.language) continue
    if (r.type !== 'knowledge' && !r.digital) continue
    const fr = cleanEsco(r.fr)
    const en = cleanEsco(r.en)
    if (!fr || !en || words(fr) > 3 || words(en) > 3) continue
    if (ESCO_SKIP_PREFIX.test(fr) || ESCO_SKIP_PREFIX.test(en)) continue
    // Single lower-case words ('littérature', 'communication') are too generic to be requirements;
    // product names ('Haskell', 'Drupal') are kept.
    const isProduct = /^[A-Z0-9]/.test(en) && en === fr
    if (!isProduct && (words(fr) < 2 || words(en) < 2)) continue
    // Verb phrases are ESCO competences ('utiliser un tableur'), not the nouns people write.
    if (/^[a-zéè]+(er|ir|re)\b/.test(fr) && r.type !== 'knowledge') continue
    // A single lower-case word among the alternatives ('standard' of scaffolding, 'ponts' of network
    // equipment, 'administration', 'saas') is a common word far more often than this concept: it
    // counts only beside another skill of the same source on the line (the lexicon's '?').
    const alt = [...r.frAlt, ...r.enAlt]
      .map(cleanEsco)
      .filter((a) => a && words(a) <= 3 && a.length >= 3)
      .map((a) => (words(a) === 1 && a === a.toLowerCase() ? `?${a}` : a))
    out.push({
      id: `esco-${r.uri.slice(r.uri.lastIndexOf('/') + 1, r.uri.lastIndexOf('/') + 9)}`,
      name: isProduct ? en : fr.charAt(0).toUpperCase() + fr.slice(1),
      cat: isProduct && r.digital ? 'tool' : 'domain',
      dom: r.digital ? 'it' : 'esco',
      fr: fr.charAt(0).toUpperCase() + fr.slice(1),
      en: en.charAt(0).toUpperCase() + en.slice(1),
      aliases: [...new Set(alt)].sort(),
      src: 'esco',
      uri: r.uri,
    })
  }
  return out
}

/**
 * Merges curated and ESCO skills: a label already claimed by an earlier skill is dropped from a
 * later one (curated first, so the curated list wins), and an ESCO skill left without a label of
 * its own is dropped.
 */
export function mergeSkills(curated: LexiconSkill[], esco: LexiconSkill[]): LexiconSkill[] {
  const claimed = new Map<string, string>()
  const out: LexiconSkill[] = []
  const ids = new Set<string>()
  for (const s of [...curated, ...esco]) {
    const labels = [s.name, s.fr, s.en].map((l) => phraseKey(l)).filter(Boolean)
    if (s.src === 'esco' && labels.some((k) => claimed.has(k))) continue
    const aliases = s.aliases.filter((a) => {
      const k = phraseKey(plain(a))
      if (!k) return false
      const owner = claimed.get(k)
      return owner === undefined || owner === s.id
    })
    for (const k of [...labels, ...aliases.map((a) => phraseKey(plain(a)))])
      if (!claimed.has(k)) claimed.set(k, s.id)
    let id = s.id
    for (let n = 2; ids.has(id); n++) id = `${s.id}-${n}`
    ids.add(id)
    out.push({ ...s, id, aliases })
  }
  return out
}

export function buildLexicon(escoDir: string): LexiconData {
  const files = fs
    .readdirSync(CURATED_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(CURATED_DIR, name), 'utf8') }))
  const curated = parseCurated(files)
  const escoFile = path.join(escoDir, 'skills-fr-en.jsonl')
  const records = fs
    .readFileSync(escoFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EscoSkill)
    .sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0))
  const skills = mergeSkills(curated, selectEsco(records))
  return {
    version: LEXICON_VERSION,
    generatedFrom: [
      ...files.map((f) => `data/curated/${f.name}`),
      'ESCO v1.1.1 skills-fr-en.jsonl (European Commission, CC BY 4.0, adapted)',
    ],
    skills: skills.map((s) => ({ ...s, keys: labelKeys(s) })),
  }
}

type EscoOccupation = {
  uri: string
  fr: string
  frAlt: string[]
  en: string
  enAlt: string[]
  iscoGroup: string
}

/**
 * Job titles → ESCO occupations: every label and alternative label of each occupation, in French
 * and English, each gender form of 'serveur/serveuse' apart, keyed by the engine's phraseKey (a
 * title is then looked up without tokenizing 40 000 labels at start-up). `occupations` lists each
 * occupation's ISCO-08 unit group, in the order of their ESCO URIs; `titles` maps a key to the
 * indexes of the occupations it names (several when ESCO gives one title to several).
 */
export function buildOccupations(escoDir: string): {
  about: string
  occupations: string[]
  titles: Record<string, string>
} {
  const records = fs
    .readFileSync(path.join(escoDir, 'occupations-fr-en.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EscoOccupation)
    .sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0))
  const titles = new Map<string, Set<number>>()
  records.forEach((o, index) => {
    for (const label of [o.fr, ...o.frAlt, o.en, ...o.enAlt])
      for (const form of label.split('/')) {
        const key = phraseKey(form)
        if (!key) continue
        if (!titles.has(key)) titles.set(key, new Set())
        titles.get(key)?.add(index)
      }
  })
  return {
    about:
      'Job titles of ESCO v1.1.1 occupations (European Commission, CC BY 4.0, adapted), keyed by phraseKey → the indexes of their occupations in `occupations` (each its ISCO-08 unit group). Generated by scripts/build-lexicon.ts; do not edit.',
    occupations: records.map((o) => o.iscoGroup),
    titles: Object.fromEntries(
      [...titles.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, [...v].sort((a, b) => a - b).join(' ')]),
    ),
  }
}

function main(argv: string[]) {
  let escoDir = path.resolve(ROOT, '../shared/data/esco')
  let check = false
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--esco') escoDir = path.resolve(argv[++i] ?? '')
    else if (argv[i] === '--check') check = true
  }
  if (!fs.existsSync(path.join(escoDir, 'skills-fr-en.jsonl'))) {
    console.error(`ESCO data not found in ${escoDir} (pass --esco DIR)`)
    return 2
  }
  const data = buildLexicon(escoDir)
  const json = `${JSON.stringify(data)}\n`
  const occupations = `${JSON.stringify(buildOccupations(escoDir))}\n`
  const groups = (JSON.parse(fs.readFileSync(WORD_GROUPS_IN, 'utf8')) as { groups: string[][] }).groups
  const wordGroups = `${JSON.stringify(compileWordGroups(groups))}\n`
  const curatedCount = data.skills.filter((s) => s.src === 'curated').length
  if (check) {
    const outputs: [file: string, text: string][] = [
      [OUT, json],
      [OCCUPATIONS_OUT, occupations],
      [WORD_GROUPS_OUT, wordGroups],
    ]
    const same = outputs.every(
      ([file, text]) => fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text,
    )
    console.log(
      same ? 'lexicon is up to date' : 'lexicon differs from its sources: run npm run lexicon:build',
    )
    return same ? 0 : 1
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, json)
  fs.writeFileSync(OCCUPATIONS_OUT, occupations)
  fs.writeFileSync(WORD_GROUPS_OUT, wordGroups)
  console.log(
    `wrote ${path.relative(ROOT, OUT)}: ${data.skills.length} skills (${curatedCount} curated, ${
      data.skills.length - curatedCount
    } from ESCO); ${path.relative(ROOT, WORD_GROUPS_OUT)}: ${groups.length} word groups`,
  )
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
