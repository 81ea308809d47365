/**
 * The interview bank (data/packs/interview-bank.json): questions and model answers as data, said
 * by the candidate in the first person. An answer is a list of sentences with {placeholders}; a
 * sentence whose placeholder the CV cannot fill is left out, so nothing is claimed that the CV does
 * not show. Trade questions are chosen by the offer's title (the ESCO occupation groups).
 */
import { readFileSync } from 'node:fs'
import type { InterviewQuestion } from '../../../shared/schemas/analysis.ts'
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
}

export const BANK = JSON.parse(
  readFileSync(new URL('./data/packs/interview-bank.json', import.meta.url), 'utf8'),
) as Bank

export type Slots = Partial<
  Record<'role' | 'strengths' | 'years' | 'example' | 'skill' | 'proof' | 'current', string>
>

/** One template with its slots filled, or null when a slot it names is empty. */
export function fillOne(template: string, slots: Slots): string | null {
  let missing = false
  const out = template.replace(/\{(\w+)\}/g, (_, k: string) => {
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

/** The trade family of an offer, from its title (first match in the pack's order). */
export function familyOf(title: string | null): (typeof FAMILIES)[number] | undefined {
  if (!title) return undefined
  const low = lowerPlain(title)
  return FAMILIES.find((f) => f.re.test(low))
}

/** The words that tell a bullet fits a behavioural question ('urgence' for priorities). */
export function cuesOf(key: string): RegExp | undefined {
  return CUES.get(key)
}
