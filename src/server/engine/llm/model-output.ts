/**
 * Turns a model's text into validated parts of an AnalysisResult. Models wrap JSON in ```json fences,
 * return array-valued enums (specification §5: reduced to the first element), scores as strings or
 * decimals, and forget ids; all of that is repaired here. What cannot be repaired — not JSON, a
 * missing list, a wrong number of suggestions or questions — throws InvalidModelOutput, which the
 * caller counts as a failed attempt.
 */
import { z } from 'zod'
import { SUGGESTIONS_COUNT } from '../../../shared/limits.ts'
import {
  DIFFICULTIES,
  type InterviewQuestion,
  interviewQuestionSchema,
  PRIORITIES,
  QUESTION_CATEGORIES,
  SUGGESTION_CATEGORIES,
  type Suggestion,
  suggestionSchema,
} from '../../../shared/schemas/analysis.ts'

export class InvalidModelOutput extends Error {
  constructor(
    reason: string,
    /** The completion's finish_reason: 'length' means the output was cut by the token cap. */
    readonly finishReason?: string | null,
  ) {
    super(`invalid response format: ${reason}`)
    this.name = 'InvalidModelOutput'
  }
}

/** Parses the JSON object in a completion: bare, in a ```json fence, or surrounded by prose. */
export function parseModelJson(content: string | null | undefined, finishReason?: string | null): unknown {
  if (!content || content.trim() === '') throw new InvalidModelOutput('empty content', finishReason)
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(content)
  const candidates = [content.trim()]
  if (fenced?.[1]) candidates.push(fenced[1].trim())
  const first = content.indexOf('{')
  const last = content.lastIndexOf('}')
  if (first !== -1 && last > first) candidates.push(content.slice(first, last + 1))
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate)
    } catch {
      // try the next reading
    }
  }
  throw new InvalidModelOutput('content is not JSON', finishReason)
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/** An enum value as a model writes it ('Technical', ['behavioural'], ' HIGH ') → the schema's, or undefined. */
function enumValue<T extends string>(value: unknown, allowed: readonly T[], aliases: Record<string, T> = {}) {
  const raw = firstOf(value)
  if (typeof raw !== 'string') return undefined
  const key = raw.trim().toLowerCase()
  if ((allowed as readonly string[]).includes(key)) return key as T
  return aliases[key]
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number') return String(value)
  return undefined
}

function uniqueStrings(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw new InvalidModelOutput(`${field} is not a list`)
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of value) {
    const name = text(item)
    if (!name) continue
    const key = name.toLocaleLowerCase('fr')
    if (seen.has(key)) continue
    seen.add(key)
    out.push(name)
  }
  return out
}

function score(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseFloat(value.replace(',', '.')) : value
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new InvalidModelOutput('compatibilityScore is not a number')
  // Some models answer on a 0–1 scale.
  const scaled = n > 0 && n < 1 ? n * 100 : n
  return Math.min(100, Math.max(0, Math.round(scaled)))
}

const SUGGESTION_CATEGORY_ALIASES: Record<string, Suggestion['category']> = {
  contenu: 'content',
  compétences: 'skills',
  competences: 'skills',
  skill: 'skills',
  forme: 'format',
  mise_en_forme: 'format',
  formatting: 'format',
  langue: 'language',
  autre: 'other',
}
const PRIORITY_ALIASES: Record<string, Suggestion['priority']> = {
  haute: 'high',
  élevée: 'high',
  moyenne: 'medium',
  basse: 'low',
  faible: 'low',
}
const DIFFICULTY_ALIASES: Record<string, InterviewQuestion['difficulty']> = {
  facile: 'easy',
  moyen: 'medium',
  moyenne: 'medium',
  difficile: 'hard',
}
const QUESTION_CATEGORY_ALIASES: Record<string, InterviewQuestion['category']> = {
  behavioural: 'behavioral',
  comportementale: 'behavioral',
  comportemental: 'behavioral',
  technique: 'technical',
  expérience: 'experience',
  entreprise: 'company',
  motivation: 'company',
}

function objectOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidModelOutput(`${what} is not an object`)
  }
  return value as Record<string, unknown>
}

function normaliseSuggestion(value: unknown, index: number): Suggestion {
  const item = objectOf(value, 'suggestion')
  const candidate = {
    id: text(item.id) ?? `s${index + 1}`,
    title: text(item.title) ?? text(item.titre),
    description: text(item.description),
    category: enumValue(item.category, SUGGESTION_CATEGORIES, SUGGESTION_CATEGORY_ALIASES) ?? 'other',
    priority: enumValue(item.priority, PRIORITIES, PRIORITY_ALIASES) ?? 'medium',
  }
  const parsed = suggestionSchema.safeParse(candidate)
  if (!parsed.success)
    throw new InvalidModelOutput(`suggestion ${index + 1}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

function normaliseQuestion(value: unknown, index: number): InterviewQuestion {
  const item = objectOf(value, 'question')
  const candidate = {
    id: text(item.id) ?? `q${index + 1}`,
    question: text(item.question),
    answer: text(item.answer) ?? text(item.réponse) ?? text(item.reponse),
    // Unknown values fall back to the schema's defaults (medium, technical).
    difficulty: enumValue(item.difficulty, DIFFICULTIES, DIFFICULTY_ALIASES),
    category: enumValue(item.category, QUESTION_CATEGORIES, QUESTION_CATEGORY_ALIASES),
  }
  const parsed = interviewQuestionSchema.safeParse(candidate)
  if (!parsed.success) throw new InvalidModelOutput(`question ${index + 1}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** Ids must be unique within a list; models repeat '1' or omit them. */
function withUniqueIds<T extends { id: string }>(items: T[], prefix: string): T[] {
  const ids = new Set(items.map((item) => item.id))
  if (ids.size === items.length) return items
  return items.map((item, i) => ({ ...item, id: `${prefix}${i + 1}` }))
}

export type AnalysisPart = {
  compatibilityScore: number
  matchedSkills: string[]
  missingSkills: string[]
  suggestions: Suggestion[]
}

export function readAnalysisPart(json: unknown): AnalysisPart {
  const body = objectOf(json, 'analysis')
  const matchedSkills = uniqueStrings(body.matchedSkills, 'matchedSkills')
  const matchedKeys = new Set(matchedSkills.map((s) => s.toLocaleLowerCase('fr')))
  // A skill is never both matched and missing: the evidence wins.
  const missingSkills = uniqueStrings(body.missingSkills, 'missingSkills').filter(
    (s) => !matchedKeys.has(s.toLocaleLowerCase('fr')),
  )
  if (!Array.isArray(body.suggestions)) throw new InvalidModelOutput('suggestions is not a list')
  if (body.suggestions.length !== SUGGESTIONS_COUNT) {
    throw new InvalidModelOutput(`${body.suggestions.length} suggestions instead of ${SUGGESTIONS_COUNT}`)
  }
  return {
    compatibilityScore: score(body.compatibilityScore ?? body.score),
    matchedSkills,
    missingSkills,
    suggestions: withUniqueIds(body.suggestions.map(normaliseSuggestion), 's'),
  }
}

/** Writer mode: exactly the three suggestions. */
export function readSuggestionsPart(json: unknown): Suggestion[] {
  const list = Array.isArray(json) ? json : objectOf(json, 'suggestions').suggestions
  if (!Array.isArray(list)) throw new InvalidModelOutput('suggestions is not a list')
  if (list.length !== SUGGESTIONS_COUNT) {
    throw new InvalidModelOutput(`${list.length} suggestions instead of ${SUGGESTIONS_COUNT}`)
  }
  return withUniqueIds(list.map(normaliseSuggestion), 's')
}

export function readQuestionsPart(json: unknown, questionsCount: number): InterviewQuestion[] {
  const list = Array.isArray(json) ? json : objectOf(json, 'questions').questions
  if (!Array.isArray(list)) throw new InvalidModelOutput('questions is not a list')
  if (list.length !== questionsCount) {
    throw new InvalidModelOutput(`${list.length} questions instead of ${questionsCount}`)
  }
  return withUniqueIds(list.map(normaliseQuestion), 'q')
}
