/**
 * The local analysis engine: deterministic, offline, French and English. Reads only the committed
 * lexicon (data/lexicon/skills.json). Same inputs and same clock month → same result.
 */
import { type AnalysisResult, analysisResultSchema } from '../../../shared/schemas/analysis.ts'
import type { AnalyseInput, AnalysisEngine, EngineStage } from '../types.ts'
import { checkAnswers } from './answer-check.ts'
import { buildKeyPoints, buildQuestions, buildSuggestions, seedOf } from './content.ts'
import { cvReading, requirementsRead, scoreBreakdown } from './explain.ts'
import { applyElision, similarRoleNamed } from './grammar.ts'
import { getLexicon } from './lexicon.ts'
import {
  analyseCv,
  analyseJob,
  CEFR_NAMES,
  type Importance,
  phraseStems,
  type Requirement,
  yearsAskedFigure,
  yearsFigure,
} from './parse.ts'
import { computeScore, matchRequirements, RUBRIC_VERSION } from './score.ts'
import { yearsInTheTrade } from './trade-years.ts'

export const LOCAL_ENGINE_VERSION = `local-${RUBRIC_VERSION}`

export type LocalEngineOptions = {
  /** Clock used for 'présent' in date ranges (only its month matters). Default: the system clock. */
  now?: () => Date
}

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted')
}

/** The job's wordings of a requirement: its label, then the other items naming the same skill. */
function labelsOf(item: { req: { label: string; also?: string[] } }): string[] {
  return [item.req.label, ...(item.req.also ?? []).filter((l) => l !== item.req.label)]
}

/**
 * The labels in the output language: when the result is written in the other language than the
 * offer's, a lexicon skill is named by its label in that language ('Anglais' → 'English'); the offer's
 * own phrases and credentials keep their words.
 */
function labelsIn(lang: 'fr' | 'en', jobLang: 'fr' | 'en') {
  return (item: { req: Requirement }): string[] => {
    const { skill } = item.req
    if (lang === jobLang || skill.src === 'job' || item.req.credential) return labelsOf(item)
    const translated = lang === 'en' ? skill.en : skill.fr
    return translated ? [translated] : labelsOf(item)
  }
}

/**
 * The labels of the result's lists: a language the offer asks at a level it writes as a code carries
 * it ('Anglais (C1)'), so the list says what is matched or missing, not only which language. A level
 * read from a word ('courant') is not shown as if the offer had written a code.
 */
function listLabelsIn(lang: 'fr' | 'en', jobLang: 'fr' | 'en', jd: string) {
  const named = labelsIn(lang, jobLang)
  return (item: { req: Requirement }): string[] => {
    const { req } = item
    if (req.listLabel) return [req.listLabel]
    const stated =
      req.skill.cat === 'language' && req.levelStated && req.level ? CEFR_NAMES[req.level] : undefined
    const code = stated && new RegExp(`\\b${stated}\\b`, 'i').test(jd) ? stated : undefined
    return named(item).map((l) => (code && !l.includes(code) ? `${l} (${code})` : l))
  }
}

type ListedItem = { req: Requirement; matched: boolean }

/**
 * Whether an item's clause (clauses.ts) is met in the main: most of the items the offer wrote together
 * are shown ('Calme et rigueur' by calm, 'Recrutement (tri des CV, entretiens)' by recruiting and
 * interviews). Its other items are then no gap of the lists (the score still gives each its credit,
 * and the requirements' detail still says which one the CV does not show). A tool is a name of its
 * own: missing, it stays listed ('CRM (Salesforce)' met by HubSpot still lacks Salesforce).
 */
function clauseMetBy(items: readonly ListedItem[]) {
  const members = new Map<number, ListedItem[]>()
  for (const i of items) {
    const id = i.req.clause
    if (id !== undefined) members.set(id, [...(members.get(id) ?? []), i])
  }
  return (i: ListedItem) => {
    const id = i.req.clause
    const all = id === undefined ? undefined : members.get(id)
    if (!all || all.length < 2 || i.req.skill.cat === 'tool') return false
    return all.filter((m) => m.matched).length * 2 >= all.length
  }
}

/** A text without the trademark signs written after names ('ITIL®', 'Scrum Master™'). */
function withoutMarks(text: string): string {
  return text.replace(/[®™©℠]/g, '')
}

/** The analysis itself, synchronous; `analyse` wraps it for the engine interface. */
export function analyseLocally(input: AnalyseInput, now: Date = new Date()): AnalysisResult {
  const lexicon = getLexicon()
  const stage = (s: EngineStage) => {
    checkAborted(input.signal)
    input.onStage?.(s)
  }
  stage(2)
  // (a trademark sign is no part of a word: 'ITIL® 4 Foundation' is 'ITIL 4 Foundation')
  const cvText = withoutMarks(input.cvText)
  const jobDescription = withoutMarks(input.jobDescription)
  const job = analyseJob(jobDescription, lexicon)
  // The language asked for, else the offer's.
  const lang = input.lang ?? job.lang
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  const cv = analyseCv(cvText, lexicon, nowMonth)
  stage(3)
  // A kind the offer lists in a parenthesis ('régimes (diabétique, sans sel)') has shown the item it
  // qualifies (matchRequirements): it is not judged or listed apart.
  const judged = matchRequirements(job, cv)
  const present = new Set(judged.map((i) => i.req))
  // What the employer checks at hiring counts only when the CV shows it ('Casier judiciaire vierge').
  const items = judged.filter(
    (i) => !(i.req.foldedInto && present.has(i.req.foldedInto)) && !(i.req.atHiring && !i.matched),
  )
  // Every sentence and list names skills in the output language (labelsIn).
  const named = labelsIn(lang, job.lang)
  for (const item of items) {
    const [label] = named(item)
    if (label && label !== item.req.label) {
      item.req.label = label
      item.req.also = undefined
      item.req.listLabel = undefined
    }
  }
  // Years counted in the offer's trade, not in any job (trade-years.ts).
  cv.years = yearsInTheTrade(job, cv, items)
  // A degree the offer lets experience stand for ('ou 5 ans d'expérience en TP') is met by those years.
  for (const item of items) {
    const years = item.req.orYears
    if (item.matched || years === undefined || cv.years === null || cv.years < years) continue
    item.matched = true
    item.strength = 1
    item.evidence = yearsFigure(cv.years, lang)
  }
  stage(4)
  const outcome = computeScore(job, cv, items)
  const satisfied = new Set(items.filter((i) => i.matched && i.req.altGroup).map((i) => i.req.altGroup))
  // (a credential's words name no skill: 'FIMO voyageurs' met hides no 'Accueil des voyageurs')
  const matchedStems = new Set(
    items
      .filter((i) => i.matched && !i.req.credential)
      .flatMap((i) => i.req.phrase ?? phraseStems(i.req.shortLabel ?? i.req.label)),
  )
  const clauseMet = clauseMetBy(items)
  // What the lists call missing: not an item of a clause met in the main, nor an alternative of one
  // shown ('GCP ou AWS'), nor a job-worded item sharing a specific word with a matched one ('Scale our
  // Kubernetes clusters' beside 'Kubernetes') — unless a name or acronym of its own the CV lacks
  // ('Auditeur VDA 6.3' beside 'Audit') or a parenthesis saying which kinds it means.
  const listedMissing = (i: ListedItem) =>
    !i.matched &&
    !clauseMet(i) &&
    !(i.req.altGroup && satisfied.has(i.req.altGroup)) &&
    (!i.req.phrase?.some((s) => matchedStems.has(s)) ||
      i.req.listLabel !== undefined ||
      (i.req.phraseNames ?? []).some((n) => n.length >= 2 && !matchedStems.has(n)))
  // (the advice and the questions ask about the gaps the lists show, never one they leave out)
  const ctx = {
    job,
    cv,
    outcome,
    lang,
    seed: seedOf(cvText, jobDescription),
    notGap: (i: ListedItem) => !i.matched && !listedMissing(i),
  }
  stage(5)
  const suggestions = buildSuggestions(ctx)
  stage(6)
  const questions = buildQuestions(ctx, input.questionsCount)
  const seen = new Set<string>()
  const uniq = (labels: string[]) =>
    labels.filter((l) => {
      const k = l.toLowerCase()
      if (seen.has(k)) return false
      seen.add(k)
      return true
    })
  // The years the offer asks, as a requirement of the lists, met by the years in its trade.
  const yearsAsked = job.yearsAsked
  const yearsLabel =
    yearsAsked &&
    (lang === job.lang
      ? similarRoleNamed(yearsAsked.label, job.title, lang)
      : yearsAskedFigure(yearsAsked, lang))
  const yearsMet = yearsAsked !== null && cv.years !== null && cv.years >= yearsAsked.years
  const listed = listLabelsIn(lang, job.lang, jobDescription)
  const result: AnalysisResult = {
    compatibilityScore: outcome.score,
    matchedSkills: uniq([
      ...(yearsLabel && yearsMet ? [yearsLabel] : []),
      ...items.filter((i) => i.matched).flatMap(listed),
    ]),
    missingSkills: uniq([
      ...items.filter(listedMissing).flatMap(listed),
      ...(yearsLabel && !yearsMet ? [yearsLabel] : []),
    ]),
    suggestions,
    questions,
    details: {
      jobTitle: job.title,
      cvLanguage: cv.lang,
      jobLanguage: job.lang,
      requiredYears: job.requiredYears,
      cvYears: cv.years,
      keyPoints: buildKeyPoints(ctx),
      requirements: [
        ...requirementsRead(outcome, cv, (i) => i.req.listLabel ?? i.req.label),
        ...(yearsLabel && yearsAsked ? [experienceRead(yearsLabel, yearsAsked.importance, yearsMet)] : []),
        // (an offer open to beginners asks no experience, whatever it calls a plus: said met, never
        // listed as a skill)
        ...(job.beginnersWelcome && (!yearsAsked || yearsAsked.importance === 'nice')
          ? [experienceRead(lang === 'fr' ? 'Débutants acceptés' : 'Beginners welcome', 'normal', true)]
          : []),
      ].slice(0, 60),
      breakdown: scoreBreakdown(outcome),
      reading: cvReading(cv),
    },
  }
  // No answer may deny a matched item or claim a missing one (answer-check.ts).
  result.questions = checkAnswers(result.questions, result, lang)
  // Every generated sentence through the elision rule in French ('de adresse' → 'd’adresse'), and one
  // point after an abbreviation closing a sentence in both languages ('… Telephony dept..').
  const written = (text: string) => tidyPoints(lang === 'fr' ? applyElision(text) : text)
  return analysisResultSchema(input.questionsCount).parse(withGeneratedTexts(result, written))
}

/** The experience the offer asks, as a requirement read (never blocking, no CV line to quote). */
function experienceRead(label: string, importance: Importance, met: boolean) {
  return { label, kind: 'experience' as const, importance, blocking: false, met, evidence: null }
}

/** A sentence closing on an abbreviation's point keeps one point. */
function tidyPoints(text: string): string {
  return text.replace(/(?<=[^.\s])\.\.(?!\.)/g, '.')
}

/** The result with every generated text (suggestions, questions, answers, key points) through `write`. */
function withGeneratedTexts(result: AnalysisResult, write: (text: string) => string): AnalysisResult {
  return {
    ...result,
    suggestions: result.suggestions.map((s) => ({
      ...s,
      title: write(s.title),
      description: write(s.description),
    })),
    questions: result.questions.map((q) => ({ ...q, question: write(q.question), answer: write(q.answer) })),
    ...(result.details && {
      details: { ...result.details, keyPoints: result.details.keyPoints?.map(write) },
    }),
  }
}

export function createLocalEngine(options: LocalEngineOptions = {}): AnalysisEngine {
  const clock = options.now ?? (() => new Date())
  return {
    name: 'local',
    version: LOCAL_ENGINE_VERSION,
    async analyse(input: AnalyseInput): Promise<AnalysisResult> {
      checkAborted(input.signal)
      return analyseLocally(input, clock())
    },
  }
}
