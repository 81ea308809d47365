/**
 * The interview bank (data/packs/interview-bank.json): questions and model answers as data, said
 * by the candidate in the first person. An answer is a list of sentences with {placeholders}; a
 * sentence whose placeholder the CV cannot fill is left out, so nothing is claimed that the CV does
 * not show. Trade questions are chosen by the offer's title (the ESCO occupation groups).
 */
import { readFileSync } from 'node:fs'
import type { InterviewQuestion } from '../../../shared/schemas/analysis.ts'
import { en, roleNamed } from './messages/en.ts'
import { fr, posteDe } from './messages/fr.ts'
import { FRENCH_CHEF_OF, HEAD_NAMING_NO_TRADE, iscoGroupOf, occupationsOf } from './occupations.ts'
import { lowerPlain } from './text.ts'

type Texts = { fr: string; en: string }
/** Sentences per language; a sentence may be a list of alternatives (the first that fills). */
type Answer = { fr: (string | string[])[]; en: (string | string[])[] }
export type BankQuestion = { question: Texts; answer: Answer }
type Bank = {
  behavioural: (BankQuestion & { key: string; cues: string; byFamily?: Record<string, Answer> })[]
  softSkill: BankQuestion
  credential: { question: { fr: string[]; en: string[] }; answer: Answer }
  generic: (BankQuestion & {
    key: string
    category: InterviewQuestion['category']
    difficulty: InterviewQuestion['difficulty']
  })[]
  /** `linkedIn`: the trade's recruiters look candidates up on LinkedIn (office, digital, design). */
  families: { key: string; title: string; linkedIn: boolean; questions: BankQuestion[] }[]
  /** ISCO-08 group prefixes → family key (or null: none), for a title no family's words name. */
  iscoFamilies: { prefixes: Record<string, string | null> }
  /** The certificates measuring a language's level (lexicon id → names), for an answer's plan. */
  languageCertificates: Record<string, string>
}

export const BANK = JSON.parse(
  readFileSync(new URL('./data/packs/interview-bank.json', import.meta.url), 'utf8'),
) as Bank

export type Slots = Partial<
  Record<'role' | 'strengths' | 'years' | 'example' | 'skill' | 'proof' | 'current', string>
>

/**
 * How a template names the post when the offer names none (no `role` slot): 'le poste de {role}' is
 * 'ce poste', 'the {role} role' is 'this role' — in the catalogues' own words (messages/fr.ts, en.ts).
 */
const UNTITLED: [RegExp, string][] = [
  [/\bau poste de \{role\}/g, posteDe(fr.thisRole, 'au')],
  [/\bdu poste de \{role\}/g, posteDe(fr.thisRole, 'du')],
  [/\ble poste de \{role\}/g, posteDe(fr.thisRole, 'le')],
  [/\bthe \{role\} role\b/g, roleNamed(en.thisRole, 'the')],
]

/** One template with its slots filled, or null when a slot it names is empty. */
export function fillOne(template: string, slots: Slots): string | null {
  let missing = false
  const worded = slots.role ? template : UNTITLED.reduce((t, [re, said]) => t.replace(re, said), template)
  const out = worded.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = slots[k as keyof Slots]
    if (!v) missing = true
    return v ?? ''
  })
  return missing ? null : out
}

/** The answer's sentences that the slots can fill, joined. Empty when none can. */
export function fillAnswer(sentences: (string | string[])[], slots: Slots): string {
  return sentences
    .flatMap((s) => {
      for (const alt of Array.isArray(s) ? s : [s]) {
        const filled = fillOne(alt, slots)
        if (filled) return [filled]
      }
      return []
    })
    .join(' ')
}

const FAMILIES = BANK.families.map((f) => ({ ...f, re: new RegExp(`\\b(?:${f.title})`) }))
const CUES = new Map(BANK.behavioural.map((b) => [b.key, new RegExp(b.cues)]))

/** Every French 'chef' heading its complement in a title (occupations.ts FRENCH_CHEF_OF). */
const CHEF_OF_ALL = new RegExp(FRENCH_CHEF_OF.source, 'g')

/**
 * The trade family of an offer or a job, from its title: the first family whose words it holds (in
 * the pack's order), else the family of the ISCO-08 group of the ESCO occupation it names ('Tourneur-
 * fraiseur' 7223 → trades, 'Gouvernante d'étage' 5152 → hospitality), the longest prefix of the pack's
 * `iscoFamilies` deciding.
 */
export function familyOf(title: string | null): (typeof FAMILIES)[number] | undefined {
  if (!title) return undefined
  const low = lowerPlain(title)
  const named = FAMILIES.find((f) => f.re.test(low))
  if (named) return named
  // (a French 'chef' before its complement is a rank in the complement's trade: 'Chef de tir',
  // 'Chef de culture' are no ESCO cooks)
  const ranked = low.replace(CHEF_OF_ALL, '')
  const groups = occupationsOf(ranked, VAGUE_TITLE_WORD).flatMap((o) => iscoGroupOf(o) ?? [])
  // (a title ESCO files under several groups of different families names none of them)
  const keys = new Set(groups.map(familyOfGroup))
  const [key] = keys
  return keys.size === 1 && key ? FAMILIES.find((f) => f.key === key) : undefined
}

/** Words that name no trade alone ('Agent', 'Technicien', 'Manager'): not read as an ESCO title by themselves. */
const VAGUE_TITLE_WORD = (w: string) =>
  HEAD_NAMING_NO_TRADE.test(w) || /^(?:manager|leader|lead|supervisor)$/.test(w)

function familyOfGroup(group: string): string | null {
  for (let n = group.length; n > 0; n--) {
    const key = BANK.iscoFamilies.prefixes[group.slice(0, n)]
    if (key !== undefined) return key
  }
  return null
}

/** The words that tell a bullet fits a behavioural question ('urgence' for priorities). */
export function cuesOf(key: string): RegExp | undefined {
  return CUES.get(key)
}
