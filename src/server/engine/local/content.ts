/**
 * The words of the local engine: exactly 3 suggestions drawn from the real gaps between this CV and
 * this job, interview questions with model answers grounded in the CV's own lines, and key points.
 * Everything quoted in an answer comes from the CV; nothing (employer, figure, skill) is invented.
 */
import type { InterviewQuestion, Suggestion } from '../../../shared/schemas/analysis.ts'
import { has } from './answer-check.ts'
import { mayBlock } from './credentials.ts'
import {
  applyElision,
  asActivity,
  capitalise,
  credentialWithArticle,
  datesIn,
  lowerStart,
  midSentence,
  namedMidSentence,
  nounOfAction,
  spokenRole,
  startsWithVowelSound,
} from './grammar.ts'
import { BANK, cuesOf, familyOf, fillAnswer, fillOne, type Slots } from './interview-bank.ts'
import { getLexicon } from './lexicon.ts'
import { messagesFor } from './messages/catalogue.ts'
import { HEAD_NAMING_NO_TRADE } from './occupations.ts'
import {
  CEFR_NAMES,
  type CvAnalysis,
  degreeName,
  isWishLine,
  type JobAnalysis,
  type Lang,
  phraseStems,
  type Requirement,
  yearsFigure,
} from './parse.ts'
import { isLoneMissionVerb } from './phrases.ts'
import type { MatchItem, MatchOutcome } from './score.ts'
import { ENDS_ON_OPEN_WORD, lowerPlain, stableHash } from './text.ts'
import {
  type Experience,
  evidenceLine,
  experienceAt,
  experiencesOf,
  quotable,
  roleClause,
  spokenBullets,
  toldBullets,
  whereAsRole,
  wholeLineAt,
} from './writer-facts.ts'

type Ctx = {
  job: JobAnalysis
  cv: CvAnalysis
  outcome: MatchOutcome
  lang: Lang
  seed: number
  /** A requirement not shown that the lists do not call missing (a clause met in the main, an alternative shown). */
  notGap?: (i: MatchItem) => boolean
}

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const

type Candidate = Omit<Suggestion, 'id'> & { key: string; rank: number }

// ---------------------------------------------------------------- suggestions

export function buildSuggestions(ctx: Ctx): Suggestion[] {
  // (three are always given: with too few, the gaps a clause met in the main hides count again, and
  // then the preparation of the interview)
  const said = suggestionsOf(ctx)
  if (said.length >= 3) return said
  const all = ctx.notGap ? { ...ctx, notGap: undefined } : ctx
  const again = all === ctx ? said : suggestionsOf(all)
  return again.length >= 3 ? again : suggestionsOf(all, true)
}

function suggestionsOf(ctx: Ctx, lastResort = false): Suggestion[] {
  const { job, cv, outcome, lang } = ctx
  const m = messagesFor(lang).suggestions
  const c: Candidate[] = []
  const role = job.title ?? messagesFor(lang).thisRole
  // (two requirements under one label, a lexicon skill and the offer's wording of it, are named once)
  const missing = outcome.items
    .filter((i) => !i.matched && i.req.skill.cat !== 'language' && !ctx.notGap?.(i))
    .filter(
      (i, k, all) => all.findIndex((o) => o.req.label.toLowerCase() === i.req.label.toLowerCase()) === k,
    )
  // A missing blocking requirement (licence, certification, regulated title, degree the offer makes
  // a condition) decides the application: it is the first suggestion, on its own.
  const blocking = missing.filter((i) => i.req.blocking)
  const eligibility = missing.find(isEligibility)
  // (a degree the offer names, missing, has the education advice of its own: it is no skill to
  // practise in a personal project)
  const diplomaShown = outcome.items.some(
    (i) =>
      i.matched &&
      i.req.skill.cat !== 'language' &&
      (i.req.credential?.kind === 'degree' || i.req.credential?.kind === 'regulated'),
  )
  const degreeAdvice = job.degree !== null && !diplomaShown && (cv.degree === null || cv.degree < job.degree)
  const missingMust = missing
    .filter((i) => i.req.importance !== 'nice' && !i.req.blocking && !isEligibility(i))
    .filter((i) => !(degreeAdvice && i.req.credential?.kind === 'degree'))
    .sort((a, b) => b.req.weight - a.req.weight)
  const missingNice = missing.filter((i) => i.req.importance === 'nice')
  const matched = outcome.items.filter((i) => i.matched && i.req.skill.cat !== 'language')
  const firstTerms = outcome.items.slice(0, 3).map((i) => i.req.label)

  if (outcome.items.length === 0 && !job.yearsAsked && !job.degree) {
    c.push({
      key: 'no-requirement',
      rank: -2,
      priority: 'high',
      category: 'content',
      title: m.noRequirement.title,
      description: m.noRequirement.description,
    })
  }
  if (cv.lang !== job.lang) {
    c.push({
      key: 'cv-language',
      rank: 0,
      priority: 'high',
      category: 'language',
      title: m.cvLanguage.title({ jobLang: job.lang }),
      description: m.cvLanguage.description({ jobLang: job.lang, cvLang: cv.lang, terms: firstTerms, role }),
    })
  }
  if (blocking.length) {
    const names = blocking.slice(0, 3).map((i) => i.req.label)
    const degree = blocking.some((i) => i.req.credential?.kind === 'degree')
    c.push({
      key: 'blocking',
      rank: -1,
      priority: 'high',
      category: 'skills',
      title: m.blocking.title({ names }),
      description: m.blocking.description({ names, degree }),
    })
  }
  if (eligibility) {
    c.push({
      key: 'eligibility',
      rank: 0,
      priority: eligibility.req.importance === 'must' ? 'high' : 'medium',
      category: 'content',
      title: m.eligibility.title({ what: eligibilityKind(eligibility) }),
      description: m.eligibility.description({
        label: eligibility.req.label,
        what: eligibilityKind(eligibility),
      }),
    })
  }
  if (missingMust.length) {
    // (mid-sentence: 'Montrez service en salle et HACCP', a tool keeping its capital)
    // (a name — a tool, a credential, a word alike in both languages — takes no article in French)
    const shown = missingMust.slice(0, 4)
    const bare = shown.map((i) => isNameItem(i) || i.req.skill.cat === 'certification' || isInfinitive(i))
    // (a credential takes its French article in French only: 'Show CSCS card', never 'le CSCS card')
    const names = shown.map((i) =>
      i.req.skill.cat !== 'certification'
        ? inList(i)
        : lang === 'fr'
          ? credentialWithArticle(i.req.label)
          : i.req.label,
    )
    const must = missingMust.some((i) => i.req.importance === 'must')
    c.push({
      key: 'missing-must',
      rank: 1,
      priority: must || missingMust.length >= 2 ? 'high' : 'medium',
      category: 'skills',
      title: m.missingMust.title({ names, bare }),
      description: m.missingMust.description({ names, bare }),
    })
  }
  // (a language the offer names as a plus gets no advice of its own)
  const langReqs = outcome.items.filter(
    (i) => i.req.skill.cat === 'language' && i.strength < 1 && i.req.importance !== 'nice',
  )
  if (langReqs.length) {
    const it = langReqs[0]!
    // Only a level the offer states is quoted; otherwise the sentence says 'a working level'.
    const need = it.req.levelStated ? String(CEFR_NAMES[it.req.level ?? 3]) : m.languageLevel.workingLevel
    // (the language, not the offer's wording of it: 'niveau en anglais', never 'en anglais courant')
    const label = languageName(it, lang)
    c.push({
      key: 'language-level',
      rank: 2,
      priority: it.cvLevel === undefined ? 'high' : 'medium',
      category: 'language',
      title: m.languageLevel.title({ label }),
      description:
        it.cvLevel === undefined
          ? m.languageLevel.notShown({ need, label, hasSection: cv.sections.has('languages') })
          : m.languageLevel.below({ need, label, shown: String(CEFR_NAMES[it.cvLevel]) }),
    })
  }
  if (job.requiredYears && (cv.years === null || cv.years < job.requiredYears)) {
    // The offer's own clause when the result is in its language ('1 an d'expérience en service en salle').
    const asked =
      job.yearsAsked && lang === job.lang && job.yearsAsked.years === job.requiredYears
        ? lowerStart(job.yearsAsked.label)
        : yearsFigure(job.requiredYears, lang)
    // 'le poste de serveur', 'the Line Cook role'; 'ce poste' when the offer names none
    const post = job.title
      ? lang === 'fr'
        ? `le poste de ${spokenRole(job.title, lang)}`
        : `the ${spokenRole(job.title, lang)} role`
      : m.years.thisPost
    c.push({
      key: 'years',
      rank: 3,
      // none in the trade, or fewer than a must asks: what the recruiter reads first after a licence
      priority: cv.years === 0 || job.yearsAsked?.importance === 'must' ? 'high' : 'medium',
      category: 'content',
      title: cv.years === 0 ? m.years.titleNone : m.years.title,
      description:
        cv.years === null
          ? m.years.noDates({ required: job.requiredYears })
          : cv.years === 0
            ? m.years.none({ asked, role: post })
            : m.years.fewer({ required: job.requiredYears, shown: cv.years, role: post, asked }),
    })
  }
  // (no advice on a degree the CV already shows as the offer's own diploma: 'Diplôme d'État
  // d'infirmier' matched, whatever level the reader gives it)
  if (job.degree && degreeAdvice) {
    const need = degreeName(job.degree, lang)
    c.push({
      key: 'degree',
      rank: 4,
      priority: cv.degree === null ? 'medium' : 'low',
      category: 'content',
      title: m.degree.title,
      description: cv.degree === null ? m.degree.none({ need }) : m.degree.lower({ need }),
    })
  }
  const withFigures = cv.achievementLines.filter((l) => /\d/.test(l))
  const without = cv.achievementLines.filter((l) => !/\d/.test(l))
  // Figures the CV already gives anywhere in its experience ('112 % en 2023', '450 interventions'),
  // a year alone not counted: two of them and the advice would be false.
  const figures = cv.experienceLines.filter((l) => /\d/.test(l.replace(/\b(?:19|20)\d{2}\b/g, ''))).length
  if (
    cv.achievementLines.length >= 2 &&
    withFigures.length / cv.achievementLines.length < 0.35 &&
    figures < 2
  ) {
    // (a whole line to quote: one that opens a sentence and ends it, not the tail of a wrapped bullet)
    // nor a job's header ('Développeur web junior — Agence Pixelis, Rennes')
    const headers = new Set(
      experiencesOf(cv).flatMap((e) =>
        [e.from - 1, e.from, e.from + 1, e.from + 2].map((k) => lowerPlain(cv.lines[k] ?? '').trim()),
      ),
    )
    const whole = without.filter(
      (l) =>
        /^\p{Lu}/u.test(l) &&
        !ENDS_ON_OPEN_WORD.test(l) &&
        !/[,;:–—-]$/.test(l) &&
        ![...headers].some((h) => h.length > 0 && h.includes(lowerPlain(l).trim())),
    )
    const example = whole[ctx.seed % Math.max(1, whole.length)] ?? null
    c.push({
      key: 'figures',
      rank: 5,
      priority: withFigures.length === 0 ? 'high' : 'medium',
      category: 'content',
      title: m.figures.title,
      description: m.figures.description({ example }),
    })
  }
  if (!cv.hasEmail || !cv.hasPhone) {
    const what = [!cv.hasEmail && m.contact.email, !cv.hasPhone && m.contact.phone].filter(
      Boolean,
    ) as string[]
    c.push({
      key: 'contact',
      rank: 6,
      priority: 'high',
      category: 'format',
      title: m.contact.title,
      description: m.contact.description({ missing: what, hasLinkedIn: cv.hasLinkedIn }),
    })
  }
  if (!cv.sections.has('skills') && outcome.items.length > 0) {
    // (said as in a sentence, names as written: 'SAV, mécanique, nettoyage et AutoCAD')
    const names = matched.slice(0, 5).map(inList)
    c.push({
      key: 'skills-section',
      rank: 7,
      priority: 'medium',
      category: 'format',
      title: m.skillsSection.title,
      description: m.skillsSection.description({ names }),
    })
  }
  if (!cv.sections.has('summary')) {
    const strengths = matched.slice(0, 3).map(inList)
    c.push({
      key: 'summary',
      rank: 8,
      priority: 'medium',
      category: 'content',
      title: m.summary.title,
      // a career changer announces the move, never the offer's title as if held
      // (its strengths said as in a sentence, names as written: 'SAV, mécanique et nettoyage')
      description: isCareerChange(job.title, experiencesOf(cv), cv.years, outcome.score)
        ? m.summary.careerChange({ role, strengths })
        : m.summary.description({ role: job.title, strengths }),
    })
  }
  if (cv.words < 180) {
    c.push({
      key: 'too-short',
      rank: 9,
      priority: 'medium',
      category: 'format',
      title: m.tooShort.title,
      description: m.tooShort.description({ words: cv.words, role }),
    })
  } else if (cv.pages > 2 || cv.words > 1100) {
    c.push({
      key: 'too-long',
      rank: 9,
      priority: 'medium',
      category: 'format',
      title: m.tooLong.title,
      description: m.tooLong.description({ pages: cv.pages, words: cv.words, role }),
    })
  }
  if (missingNice.length) {
    const names = missingNice.slice(0, 3).map((i) => i.req.label)
    c.push({
      key: 'missing-nice',
      rank: 10,
      priority: 'low',
      category: 'skills',
      title: m.missingNice.title({ names }),
      description: m.missingNice.description({ names }),
    })
  }
  // (not to a driver, a carer or a cook: their recruiters do not look them up there)
  if (!cv.hasLinkedIn && (familyOf(job.title)?.linkedIn ?? true)) {
    c.push({
      key: 'linkedin',
      rank: 11,
      priority: 'low',
      category: 'format',
      title: m.linkedIn.title,
      description: m.linkedIn.description({ role }),
    })
  }
  // Always-available, still specific fillers.
  // (a diploma, licence or certificate is proved by holding it: no 'usage concret' to show)
  const shownOnlyInList = matched.filter((i) => {
    const ev = ctx.cv.evidence.get(i.req.skill.id)
    return ev && ev.section !== 'experience' && !i.req.credential && i.req.skill.cat !== 'certification'
  })
  if (shownOnlyInList.length) {
    // (said mid-sentence as in missing-must: 'Prouvez les réclamations et le sens du service')
    const shown = shownOnlyInList.slice(0, 3)
    const bare = shown.map((i) => isNameItem(i) || isInfinitive(i))
    const names = shown.map(inList)
    c.push({
      key: 'prove-skills',
      rank: 12,
      priority: 'medium',
      category: 'content',
      title: m.proveSkills.title({ names, bare }),
      description: m.proveSkills.description({ names, bare }),
    })
  }
  c.push({
    key: 'keywords',
    rank: 13,
    priority: 'low',
    category: 'content',
    title: m.keywords.title,
    description: m.keywords.description({ role: job.title, terms: firstTerms }),
  })
  c.push({
    key: 'order',
    rank: 14,
    priority: 'low',
    category: 'format',
    title: m.order.title,
    description: m.order.description({ role, strengths: matched.slice(0, 2).map((i) => i.req.label) }),
  })
  // (a CV that meets every requirement, in a trade whose recruiters do not look for LinkedIn, has
  // little else left to mend: the interview is what is left to prepare)
  if (lastResort)
    c.push({
      key: 'interview',
      rank: 15,
      priority: 'low',
      category: 'content',
      title: m.interview.title,
      description: m.interview.description({ strengths: matched.slice(0, 2).map(inList) }),
    })
  c.sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.rank - b.rank)
  return c.slice(0, 3).map(({ key, rank: _r, ...s }, i) => ({ id: `s${i + 1}-${key}`, ...s }))
}

// ---------------------------------------------------------------- interview questions

type QCand = Omit<InterviewQuestion, 'id'> & { key: string }

/**
 * A requirement's label as said mid-sentence: a common noun in lower case ('comptabilité', 'toilette'),
 * a name as written — a tool of the lexicon, or one word named alike in both languages (Python, WMS).
 */
/**
 * One word named alike in both languages is a name (Python, Instagram); 'Tableaux de bord' is not.
 * (a hyphenated compound is a common noun in both: 'import-export')
 */
function isNameItem(item: MatchItem): boolean {
  const { skill, label } = item.req
  return (
    (skill.cat === 'tool' && !commonWordingOfATool(skill, label)) ||
    item.req.writtenAsName === true ||
    (skill.src !== 'job' &&
      skill.fr === skill.en &&
      !/\s/.test(label) &&
      !/^[A-Z][a-z]+(?:-[a-z]+)+$/.test(label) &&
      // (a word both languages share is a product's name — 'Python', 'Figma', 'Sage' — unless it
      // reads as a common noun: 'l’agriculture', 'la communication', never 'l’Agriculture')
      !COMMON_NOUN_FORM.test(label))
  )
}

/**
 * A tool the offer names in words of its own, none of its names', all common after the first: no
 * name ('Aisance avec l'informatique' for computer literacy); 'Excel avancé', 'Pack Office' are names.
 */
function commonWordingOfATool(skill: MatchItem['req']['skill'], label: string): boolean {
  const first = (l: string) => (l.split(/\s+/)[0] ?? '').toLowerCase()
  if ([skill.name, skill.fr, skill.en].some((l) => first(l) === first(label))) return false
  return /^\p{Lu}\p{Ll}+(?:\s+(?:\p{Ll}[\p{Ll}'’-]*|[ldLD]['’]\p{Ll}+))+$/u.test(label)
}

/** A capitalised word with a common noun's ending ('Agriculture', 'Communication', 'Coaching'). */
const COMMON_NOUN_FORM = /^\p{Lu}\p{Ll}+(?:tion|sion|ture|age|ment|ence|ance|erie|isme|ing)$/u

/** A requirement worded as a mission's verb ('Animer des ateliers'): said without an article. */
function isInfinitive(item: MatchItem): boolean {
  const first = item.req.label.split(' ')[0] ?? ''
  // (one with a noun of action takes an article through it: 'la distribution de lettres')
  return (
    /(?:er|ir|re)$/i.test(first) &&
    isLoneMissionVerb(first) &&
    nounOfAction(item.req.label) === item.req.label
  )
}

/**
 * A requirement that names a public ('Personnes âgées', 'Enfants', 'Older people'): said as the work
 * with it, never as a skill one 'practised' ('l’accompagnement des personnes âgées').
 */
const PUBLIC_FR =
  /^(?:personnes?\s|enfants?$|jeunes enfants$|adolescents?$|résidents?$|seniors?$|familles$|tout-petits$)/i
const PUBLIC_EN =
  /^(?:older people|elderly people|people with\s|adults with\s|children$|young people$|pupils$)/i

/** A requirement named in a list of a sentence: a common noun in lower case, a name as written. */
const inList = (item: MatchItem) => midSentence(item.req.label, isNameItem(item))

function saidName(item: MatchItem): string {
  // (an English mission written with its verb is said as the activity: 'registering buyers')
  const activity = isNameItem(item) ? null : asActivity(item.req.label)
  if (activity) return activity
  const said = isNameItem(item) ? item.req.label : namedMidSentence(item.req.label)
  if (PUBLIC_FR.test(item.req.label)) {
    // ('des personnes âgées', 'de l’enfant', 'du résident')
    const first = said.split(' ')[0] ?? ''
    const of = /s$/i.test(first) ? 'des ' : startsWithVowelSound(first) ? 'de l’' : 'du '
    return `accompagnement ${of}${said}`
  }
  if (PUBLIC_EN.test(item.req.label)) return `supporting ${said}`
  return said
}

/** A language named in the output language, as said mid-sentence ('anglais' / 'English'). */
function languageName(item: MatchItem, lang: Lang): string {
  const name = (lang === 'fr' ? item.req.skill.fr : item.req.skill.en) ?? item.req.label
  return lang === 'fr' ? name.toLowerCase() : name
}

/**
 * A field the offer asks one to know rather than a practice: its words come right after
 * 'Connaissance(s) de', 'Notions de', 'Knowledge of', 'Understanding of', 'Familiarity with'.
 */
function isKnowledgeAsked(job: JobAnalysis, item: MatchItem): boolean {
  const first = lowerPlain(item.req.label).split(/\s+/)[0] ?? ''
  if (!first) return false
  const t = job.tokens
  for (let k = 0; k < t.length; k++) {
    if (t[k]!.norm !== first && t[k]!.low !== first) continue
    const before = t
      .slice(Math.max(0, k - 3), k)
      .map((x) => x.low)
      .join(' ')
    if (/\b(?:connaissances?|notions?|knowledge|understanding|familiarity|awareness)\b/.test(before))
      return true
  }
  return false
}

/** A label said mid-sentence: 'Carte professionnelle CNAPS' → 'carte professionnelle CNAPS', 'Power BI' kept. */
const spoken = (label: string) => midSentence(label)
/**
 * An eligibility the offer asks and a CV may leave unsaid (the right to work): advised on in a
 * suggestion of its own, never asked about as a skill one has practised or a licence one has used.
 */
const isEligibility = (i: MatchItem) => Boolean(i.req.credential && !mayBlock(i.req.credential))
const eligibilityKind = (i: MatchItem): 'work' | 'vehicle' =>
  i.req.credential?.code === 'own-vehicle' ? 'vehicle' : 'work'
const withExample = (slots: Slots, example: string | undefined): Slots =>
  example ? { ...slots, example } : slots
const SOFT_FILLER = new Set([
  'travail',
  'sens',
  'esprit',
  'capacite',
  'bonne',
  'grande',
  'qualite',
  'gestion',
  'avec',
])
/** Cues for a soft skill: the first letters of its own words ('Sang-froid' → sang|froid). */
function cuesOfLabel(label: string): RegExp | undefined {
  const words = lowerPlain(label)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !SOFT_FILLER.has(w))
    .map((w) => w.slice(0, 6))
  return words.length ? new RegExp(`\\b(?:${words.join('|')})`) : undefined
}

/**
 * Whether a matched item's label names an item the result lists as missing ('Soudure TIG' beside a
 * missing 'Soudure'): said as what the candidate masters, it would read as contradicting that list.
 */
function namesAnUnmet(label: string, outcome: MatchOutcome): boolean {
  const text = lowerPlain(label)
  return outcome.items.some(
    (i) => !i.matched && [i.req.label, i.req.listLabel].some((l) => l !== undefined && has(text, l)),
  )
}

export function buildQuestions(ctx: Ctx, count: number): InterviewQuestion[] {
  const { job, cv, outcome, lang, seed } = ctx
  const say = messagesFor(lang)
  const m = say.questions
  const role = job.title ? spokenRole(job.title, lang) : say.thisRole
  const matched = outcome.items
    .filter((i) => i.matched && i.req.skill.cat !== 'language' && i.req.skill.cat !== 'soft')
    .sort((a, b) => b.req.weight - a.req.weight)
  const missing = outcome.items
    .filter(
      (i) =>
        !i.matched &&
        i.req.skill.cat !== 'soft' &&
        i.req.skill.cat !== 'language' &&
        !isEligibility(i) &&
        !ctx.notGap?.(i),
    )
    .sort((a, b) => b.req.weight - a.req.weight)
  // A language asked at a level the CV does not show is asked about as a language, not as a skill
  // one has not 'practised' (a plus is not asked about).
  const languageGapItems = outcome.items
    .filter((i) => i.req.skill.cat === 'language' && !i.matched && i.req.importance !== 'nice')
    .slice(0, 1)
  const languageWeight = languageGapItems[0]?.req.weight ?? 0
  const languageGaps: QCand[] = languageGapItems.map((i) => {
    const language = languageName(i, lang)
    const need = i.req.levelStated
      ? String(CEFR_NAMES[i.req.level ?? 3])
      : say.suggestions.languageLevel.workingLevel
    const shown = i.cvLevel !== undefined ? String(CEFR_NAMES[i.cvLevel]) : undefined
    return {
      key: `lang-${i.req.skill.id}`,
      category: 'technical' as const,
      difficulty: 'medium' as const,
      question: m.languageGap({ language, need }),
      answer: m.languageGapAnswer({
        language,
        need,
        ...(shown ? { shown } : {}),
        // (a TOEIC says nothing of French: the language's own certificates, interview-bank.json)
        ...(BANK.languageCertificates[i.req.skill.id]
          ? { certificates: BANK.languageCertificates[i.req.skill.id] }
          : {}),
      }),
    }
  })
  const softs = outcome.items.filter((i) => i.req.skill.cat === 'soft')
  // CV lines an answer may quote: the experience's, else any long line, never the contact line.
  const exp = (
    cv.experienceLines.length
      ? cv.experienceLines
      : cv.lines.map((l) => l.trim()).filter((l) => l.length > 30)
  ).flatMap((l) => quotable(l) ?? [])
  const lineFor = (id: string) => quotable(evidenceLine(cv, id))

  const teller = tellers(ctx)
  // (a degree, a title, a licence or a certificate is held, not practised: 'ce que je sais faire',
  // 'j'y ai pratiqué' name skills)
  const strengths = matched
    .filter((i) => !isHeld(i))
    .slice(0, 3)
    .map(saidName)
  const latest = teller.withBullets[0]
  const slots: Slots = {
    // (an offer naming no post has no role: the bank's sentences say 'ce poste', 'this role')
    ...(job.title ? { role } : {}),
    ...(latest
      ? {
          current: m.current({
            title: latest.title.replace(/^[\s:–—-]+/, ''),
            employer: latest.employer,
          }),
        }
      : {}),
    ...(strengths.length ? { strengths: say.list(strengths) } : {}),
    ...(cv.years ? { years: say.years(cv.years) } : {}),
  }
  // A licence or certification is asked about as such (obtained when, still valid, used where); a
  // degree is no technical question.
  const credentialQuestions: QCand[] = matched
    // (A car licence is asked of so many jobs that a question on it would be filler.)
    .filter(
      (c) =>
        c.req.credential &&
        c.req.credential.kind !== 'degree' &&
        !isEligibility(c) &&
        !(c.req.credential.kind === 'licence' && c.req.credential.code === 'b'),
    )
    .map((c, k) => {
      const variants = BANK.credential.question[lang]
      const proof = quotable(c.evidence) ?? lineFor(c.req.skill.id)
      return {
        key: `cred-${c.req.skill.id}`,
        category: 'technical' as const,
        difficulty: 'medium' as const,
        question: fillOne(variants[(seed + k) % variants.length]!, { skill: spoken(c.req.label) }) ?? '',
        answer: fillAnswer(BANK.credential.answer[lang], {
          ...slots,
          ...(proof ? { proof } : {}),
          ...withExample({}, teller.exampleNear(c.req, c.evidence ?? proof)),
        }),
      }
    })
  // (an office tool, 'Pack Office', 'Excel', is asked after the trade's own skills: a radiation
  // protection technician is asked about radiological checks first)
  const officeTool = (t: MatchItem) => t.req.skill.dom === 'office' && t.req.skill.cat === 'tool'
  const tech: QCand[] = matched
    // (nor experience as such, 'Expérience commerciale': no practice to ask 'bonnes pratiques' of)
    .filter((t) => !isHeld(t) && !/^exp[ée]rience\b/i.test(t.req.label))
    .sort((a, b) => Number(officeTool(a)) - Number(officeTool(b)))
    .map((t, k) => {
      const label = t.req.label
      const said = saidName(t)
      const variants = m.technical({ label, said, tool: t.req.skill.cat === 'tool' })
      return {
        key: `tech-${t.req.skill.id}`,
        category: 'technical' as const,
        difficulty: t.req.importance === 'must' ? ('hard' as const) : ('medium' as const),
        question: variants[(seed + k) % variants.length]!,
        answer: m.technicalAnswer({
          label,
          said,
          ...(lineFor(t.req.skill.id) ? { line: lineFor(t.req.skill.id) } : {}),
          role,
        }),
      }
    })

  const adjacent = matched
    .filter((i) => !namesAnUnmet(i.req.label, outcome))
    .slice(0, 2)
    .map((i) => i.req.label)
  const topLine = matched[0] ? lineFor(matched[0].req.skill.id) : undefined
  const gaps: QCand[] = missing.map((g) => ({
    key: `gap-${g.req.skill.id}`,
    category: 'technical' as const,
    difficulty: 'hard' as const,
    question: m.gap({
      label: g.req.label,
      said: saidName(g),
      credential: isHeld(g),
      plus: g.req.importance === 'nice',
    }),
    answer: m.gapAnswer({ label: g.req.label, adjacent, ...(topLine ? { line: topLine } : {}) }),
  }))

  // One question per experience of the CV (its title, employer, dates), answered with that
  // experience (groundedAnswers, 'exp-k' is the k-th experience with bullets).
  const experiences: QCand[] = teller.withBullets.length
    ? teller.withBullets.slice(0, 4).map((e, k) => ({
        key: `exp-${k}`,
        category: 'experience' as const,
        difficulty: 'medium' as const,
        question: m.experience({
          title: e.title,
          employer: e.employer,
          dates: datesIn(e.dates, lang),
          role,
        }),
        answer: '',
      }))
    : exp.slice(0, 4).map((line, k) => ({
        key: `line-${k}`,
        category: 'experience' as const,
        difficulty: 'medium' as const,
        question: m.line({ line, role }),
        answer: m.lineAnswer({ line, strengths: strengths.slice(0, 2), role }),
      }))

  const tradeKey = familyOf(job.title)?.key
  // The trade's own way of doing it is said only by someone of the trade: a saleswoman moving into
  // waiting tables does not 'keep talking to the kitchen' yet (years in the trade, or a job of its family).
  const ofTheTrade =
    tradeKey !== undefined &&
    ((cv.years ?? 0) > 0 || teller.experiences.some((e) => familyOf(e.title)?.key === tradeKey))
  const behavioural: QCand[] = [
    ...BANK.behavioural.map(
      (b): QCand => ({
        key: `bq-${b.key}`,
        category: 'behavioral',
        difficulty: 'medium',
        question: b.question[lang],
        // the trade's own way of doing it when the bank has one (a nurse triages by condition)
        answer: fillAnswer(
          ((ofTheTrade && tradeKey && b.byFamily?.[tradeKey]) || b.answer)[lang],
          withExample(slots, teller.exampleFor(cuesOf(b.key))),
        ),
      }),
    ),
    ...softs.map((s): QCand => {
      const proof = s.matched ? lineFor(s.req.skill.id) : undefined
      return {
        key: `soft-${s.req.skill.id}`,
        category: 'behavioral',
        difficulty: 'medium',
        question: fillOne(BANK.softSkill.question[lang], { skill: m.softSkill(s.req.label) }) ?? '',
        answer: fillAnswer(BANK.softSkill.answer[lang], {
          ...withExample(slots, teller.exampleFor(cuesOfLabel(s.req.label))),
          ...(proof ? { proof } : {}),
        }),
      }
    }),
  ]
  // The questions of the offer's trade (interview-bank.json families), answered with an experience
  // of the same trade when the CV has one.
  const family = familyOf(job.title)
  const trade: QCand[] = (family?.questions ?? []).map((fq, k) => ({
    key: `fam-${family!.key}-${k}`,
    category: 'technical',
    difficulty: 'medium',
    question: fq.question[lang],
    answer: fillAnswer(fq.answer[lang], withExample(slots, teller.exampleFor(undefined, family!.key))),
  }))

  const topAsked = [...outcome.items]
    .filter((i) => i.req.skill.cat !== 'soft' && i.req.skill.cat !== 'language' && !i.req.credential)
    .sort((a, b) => b.req.weight - a.req.weight)
    .slice(0, 2)
    .map(saidName)
  const company: QCand[] = [
    {
      key: 'motivation',
      category: 'company',
      difficulty: 'easy',
      question: m.motivation({ role }),
      answer: m.motivationAnswer({ role, strengths }),
    },
    {
      key: 'company-knowledge',
      category: 'company',
      difficulty: 'medium',
      question: m.companyKnowledge,
      answer: m.companyKnowledgeAnswer({ role, asked: topAsked, strengths }),
    },
    {
      key: 'added-value',
      category: 'company',
      difficulty: 'medium',
      question: m.addedValue,
      answer: m.addedValueAnswer({ strengths, ...(exp[0] ? { line: exp[0] } : {}) }),
    },
  ]

  const topGap = missing[0]?.req.label
  const generic: QCand[] = BANK.generic.map((g) => ({
    key: `gen-${g.key}`,
    category: g.category,
    difficulty: g.difficulty,
    question: g.question[lang],
    answer: fillAnswer(g.answer[lang], {
      ...withExample(slots, teller.exampleFor()),
      ...(topGap ? { skill: spoken(topGap) } : {}),
      ...(quotable(cv.credentials[0]?.line) ? { proof: quotable(cv.credentials[0]?.line) } : {}),
    }),
  }))

  // The language asked at a level the CV does not show goes before the skills' gaps only when it
  // weighs more than the first of them (a must against a plain requirement).
  const languageFirst =
    languageGaps.length > 0 && (missing[0] === undefined || languageWeight > missing[0].req.weight)
  const allGaps = languageFirst
    ? [...languageGaps, ...gaps]
    : [...gaps.slice(0, 1), ...languageGaps, ...gaps.slice(1)]

  // Interleave: technical first, then the honest gap, motivation, behavioural, experience…
  const pools: QCand[][] = [
    [...credentialQuestions.slice(0, 1), ...tech, ...credentialQuestions.slice(1)],
    allGaps.slice(0, 1),
    company.slice(0, 1),
    behavioural,
    [...trade, ...experiences],
    tech,
    allGaps.slice(1),
    company.slice(1),
  ]
  const pattern = [0, 2, 1, 3, 4, 0, 3, 4, 0, 6, 7, 3, 4, 0, 6, 3, 4, 7, 0, 3]
  const cursors = pools.map(() => 0)
  const used = new Set<string>()
  const out: QCand[] = []
  const take = (p: number): boolean => {
    const pool = pools[p]!
    while (cursors[p]! < pool.length) {
      const cand = pool[cursors[p]!]!
      cursors[p]! += 1
      if (!used.has(cand.key)) {
        used.add(cand.key)
        out.push(cand)
        return true
      }
    }
    return false
  }
  for (let i = 0; out.length < count && i < pattern.length * 3; i++) take(pattern[i % pattern.length]!)
  for (const pool of [...pools, generic]) {
    for (const cand of pool) {
      if (out.length >= count) break
      if (!used.has(cand.key)) {
        used.add(cand.key)
        out.push(cand)
      }
    }
  }
  // Last resort for very thin inputs: numbered practice questions, still grounded.
  for (let k = 0; out.length < count; k++) {
    const line = exp[k % Math.max(1, exp.length)]
    out.push({
      key: `extra-${k}`,
      category: 'behavioral',
      difficulty: 'medium',
      question: m.practice({ n: k + 1, role }),
      answer: m.practiceAnswer({ ...(line ? { line } : {}), role }),
    })
  }
  const grounded = groundedAnswers(ctx)
  const sized = sizedAnswers(ctx, teller)
  return out.slice(0, count).map(({ key, ...qq }, i) => ({
    id: `q${i + 1}-${key}`,
    ...qq,
    answer: closedAfterCut(sized(grounded(key) ?? qq.answer, key)),
  }))
}

/** The CV line a matched item's evidence quotes, as an evidence place (its index and words). */
function lineShowing(cv: CvAnalysis, evidence: string | undefined) {
  if (!evidence) return undefined
  const lineIndex = cv.lines.findIndex((l) => l.includes(evidence))
  return lineIndex < 0 ? undefined : { lineIndex, line: wholeLineAt(cv, lineIndex) }
}

/** A model answer's length, in words as the candidate reads it (after French elision). */
export const ANSWER_WORDS = { min: 60, max: 150 } as const

/**
 * Answers of 60–150 words (issue 10 §1), by the CV's facts only. A short answer goes on with what
 * the CV says next: the other bullets of the experience it tells (the ones with a figure first),
 * then, unless the question is about that one experience, the next experience of the CV with its
 * employer, role and dates — bullets sharing a word with what the offer asks first, the others only
 * for the experience the answer tells last (never a new experience for an unrelated line). The facts
 * go right after the answer's last fact, before its closing sentence. Nothing generic is added: with
 * no fact left, the answer stays short. A long answer is cut at a sentence boundary.
 */
function sizedAnswers(ctx: Ctx, teller: ReturnType<typeof tellers>) {
  const { lang } = ctx
  const wordsOf = (s: string) => (lang === 'fr' ? applyElision(s) : s).split(/\s+/).filter(Boolean).length
  // The bullets (as said) the result's earlier answers hold.
  const saidElsewhere = new Set<string>()
  const allBullets = teller.withBullets.flatMap((e) => toldBullets(e, lang))
  // What names an experience in a sentence, lowered once: its role clause and its employer.
  const named = teller.withBullets.map((e) => ({
    e,
    role: lowerPlain(roleClause(e, lang)),
    employer: e.employer ? lowerPlain(e.employer) : null,
  }))
  const bulletsSaid = allBullets.map((b) => lowerPlain(b.said))
  // A bullet is about the job when it shares a content word with what the offer asks: an answer is
  // made long enough with those first, and never with another job's unrelated line (a weekend
  // checkout job in an answer about law). A CV none of whose bullets share one (written in the
  // other language) keeps the order of the CV.
  const { isAboutJob } = teller
  const anyAboutJob = allBullets.some((b) => isAboutJob(b.text))
  return (answer: string, key: string): string => {
    const text = answer.trim()
    if (!text) return answer
    // Sentences end at '.', '!' or '?' before a capital ('7.5 years' stays one sentence).
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ«"])/)
    if (wordsOf(text) > ANSWER_WORDS.max) {
      const kept: string[] = []
      for (const sentence of sentences) {
        if (kept.length && wordsOf([...kept, sentence].join(' ')) > ANSWER_WORDS.max) break
        kept.push(sentence)
      }
      return kept.join(' ')
    }
    const low = (s: string) => lowerPlain(s)
    const lowSentences = sentences.map(low)
    const saidLow = (t: string) => lowSentences.some((x) => x.includes(t))
    const said = (t: string) => saidLow(low(t))
    const told = named
      .filter(
        (n) => saidLow(n.role) || (n.employer !== null && n.employer.length >= 3 && saidLow(n.employer)),
      )
      .map((n) => n.e)
    // Where the facts go: after the last sentence that tells an experience, else before the closing.
    const factAt = (x: string) =>
      named.some((n) => x.includes(n.role) || (n.employer && x.includes(n.employer))) ||
      bulletsSaid.some((b) => x.includes(b))
    let at = -1
    lowSentences.forEach((x, i) => {
      if (factAt(x)) at = i
    })
    if (at < 0) at = sentences.length > 1 ? sentences.length - 2 : sentences.length - 1
    const added: string[] = []
    const m = messagesFor(lang).answers
    const lead = (x: string) => lowerPlain(x.trim())
    let missionSaid = [m.mission(''), m.missionAgain(''), m.missionAgain('', 1)].some((x) =>
      low(text).includes(lead(x)),
    )
    // A bullet said in turn: a second mission is 'Autre mission : …', not 'Parmi mes missions' again.
    const next = (b: { text: string; said: string; action: boolean }) => {
      const [said] = inTurn([b], lang, missionSaid)
      if (!b.action) missionSaid = true
      return said!
    }
    // Counted by parts: every part ends a sentence, so no elision joins two of them.
    let words = wordsOf(text)
    const count = () => words
    const add = (sentence: string): boolean => {
      const more = wordsOf(sentence)
      if (words + more > ANSWER_WORDS.max) return false
      added.push(sentence)
      words += more
      return true
    }
    // A fact another answer of this result already said comes last: the same sentence read in two
    // answers sounds canned (first pass without them, second pass with them if still short).
    let withRepeats = false
    let anyBullet = !anyAboutJob
    const fresh = (e: Experience) =>
      toldBullets(e, lang).filter(
        (b) =>
          !said(b.said) &&
          !said(b.text) &&
          !added.some((x) => x.includes(b.said)) &&
          (withRepeats || !saidElsewhere.has(low(b.said))) &&
          (anyBullet || isAboutJob(b.text)),
      )
    // Three passes: bullets about the job, then the same said again, then — for the experience the
    // answer tells last only (`current`: its bullets go on from it, never after another's) — the rest.
    let current = told
    for (const [pass, other] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      withRepeats = pass
      anyBullet = other || !anyAboutJob
      // The experience the answer tells, said further. (In the last pass, a line naming a skill of
      // the trade first: 'Scaled engineering team … ML research' before 'Raised $18M Series A'.)
      for (const e of current) {
        const left = fresh(e)
        if (other) left.sort((a, b) => tradeSkillsIn(b.text) - tradeSkillsIn(a.text))
        for (const b of left) {
          if (count() >= ANSWER_WORDS.min) break
          add(`${capitalise(next(b))}.`)
        }
      }
      // Then the CV's next experience, whole: where, as what, when, and what was done there.
      if (!key.startsWith('exp-') && (!other || !anyAboutJob)) {
        for (const e of teller.withBullets) {
          if (count() >= ANSWER_WORDS.min) break
          if (told.includes(e) || added.some((x) => x.startsWith(whereAsRole(e, lang)))) continue
          const [first, ...rest] = fresh(e)
          if (!first || !add(`${whereAsRole(e, lang)}, ${first.said}.`)) continue
          current = [e]
          for (const b of rest) {
            if (count() >= ANSWER_WORDS.min) break
            add(`${capitalise(next(b))}.`)
          }
        }
      }
      if (count() >= ANSWER_WORDS.min) break
    }
    const answerText = [...sentences.slice(0, at + 1), ...added, ...sentences.slice(at + 1)].join(' ')
    const lowAnswer = low(answerText)
    for (const b of allBullets)
      if (lowAnswer.includes(low(b.said)) || lowAnswer.includes(low(b.text))) saidElsewhere.add(low(b.said))
    return added.length === 0 ? text : answerText
  }
}

/**
 * The bullet of an experience that shares the most content words with a requirement (askedStems), and
 * how many; undefined when none is near. One
 * short word in common is not near ('plan' of 'plan de maîtrise sanitaire' and 'plan de nettoyage'),
 * and the line that proves the requirement (`proof`) tells no use of it.
 */
function nearestBullet(
  exp: Experience,
  req: Requirement,
  proof?: string,
): { index: number; shared: number } | undefined {
  const asked = askedStems(req)
  const proven = proof ? lowerPlain(proof) : null
  let best: { index: number; shared: number } | undefined
  for (const b of exp.bullets) {
    const common = phraseStems(b.text).filter((x) => asked.has(x))
    const near = common.length >= 2 || (common[0]?.length ?? 0) >= 6
    if (!near || common.length <= (best?.shared ?? 0)) continue
    const text = lowerPlain(b.text)
    if (proven && (proven.includes(text) || text.includes(proven))) continue
    best = { index: b.index, shared: common.length }
  }
  return best
}

/**
 * The content words of a requirement: its wording, its skill's names in both languages and those of
 * the lexicon skills its wording names (a credential's 'HACCP' brings 'plan de maîtrise sanitaire').
 * A stem of three letters says too little ('app' of 'App Store' is not 'App Flutter').
 */
function askedStems(req: Requirement): Set<string> {
  let stems = askedStemsOf.get(req)
  if (!stems) {
    const skills = [
      req.skill,
      ...getLexicon()
        .match(req.label)
        .map((m) => m.skill),
    ]
    stems = new Set(
      [req.label, ...skills.flatMap((k) => [k.fr, k.en, ...k.aliases])]
        .flatMap((t) => phraseStems(t))
        .concat(req.phrase ?? [])
        .filter((x) => x.length >= 4),
    )
    askedStemsOf.set(req, stems)
  }
  return stems
}
const askedStemsOf = new WeakMap<Requirement, Set<string>>()

/**
 * The most recent experience whose title names a requirement's skill ('CSR Project Officer' for
 * 'RSE') or with a bullet near it (nearestBullet), with that bullet: the current job is told when it
 * shows the requirement, an older job only when it alone does.
 */
function nearestExperience(
  experiences: readonly Experience[],
  req: Requirement,
  proof?: string,
): { e: Experience; index?: number } | undefined {
  for (const e of experiences) {
    const bullet = nearestBullet(e, req, proof)
    if (bullet || namesSkill(e.title, req.skill.id)) return { e, ...(bullet && { index: bullet.index }) }
  }
  return undefined
}

/** How many skills of a trade (know-how, tools) a CV line names, the lexicon's own (ESCO's left out). */
function tradeSkillsIn(line: string): number {
  return skillsOf(line).trade
}

/** A CV line names a lexicon skill, itself or one that implies it ('Requêtes SQL' names SQL). */
function namesSkill(line: string, id: string): boolean {
  return skillIdsOf(line).has(id)
}

/** The lexicon skills a CV line names, with those they imply. */
function skillIdsOf(line: string): Set<string> {
  return skillsOf(line).ids
}

/**
 * A CV line's lexicon skills, read once (the writer asks of the same lines for many skills): their
 * ids with those they imply, and how many are skills of a trade.
 */
function skillsOf(line: string): { ids: Set<string>; trade: number } {
  let read = skillsOfLine.get(line)
  if (!read) {
    const matches = getLexicon().match(line)
    read = {
      ids: new Set(matches.flatMap((m) => [m.skill.id, ...(m.skill.implies ?? [])])),
      trade: matches.filter(
        (m) => m.skill.src !== 'esco' && (m.skill.cat === 'hard' || m.skill.cat === 'tool'),
      ).length,
    }
    if (skillsOfLine.size >= 5000) skillsOfLine.clear()
    skillsOfLine.set(line, read)
  }
  return read
}
const skillsOfLine = new Map<string, { ids: Set<string>; trade: number }>()

/** A licence, title, degree or certificate: held or not, never 'practised' nor 'used'. */
/** A state of the candidate, not a thing they do ('Pas d'allergie aux piqûres', 'Good physical fitness'). */
const PERSONAL_STATE =
  /^(?:pas d|sans |no |not |bonne (?:condition|resistance|forme) physique|(?:good|physical) (?:physical |health|fitness)|physically|condition physique|resistance physique|aptitude (?:medicale|physique)|saison|season)/

function isHeld(item: MatchItem): boolean {
  return (
    Boolean(item.req.credential) ||
    item.req.skill.cat === 'certification' ||
    // (a certificate the offer names in its own words: 'WSET niveau 3', 'Certificat Voltaire')
    HELD_LABEL.test(item.req.label)
  )
}

/** A label naming a certificate or a licence: an acronym at a level, or a word of holding. */
const HELD_LABEL =
  /\b[A-Z]{3,}\b[^,;]*\b(?:niveau|level)\s*\d\b|^(?:certificat|certification|certificate|dipl[oô]me|diploma|licen[cs]e|habilitation|carte|permis)\b|\b(?:qualification|certificate|certification|licen[cs]e|card|ticket|registration|accreditation)s?$/i

/**
 * Bullets said one after another: the first that is no action opens with 'parmi mes missions', the
 * next ones with 'Autre mission' (missionSaid: the answer already said one).
 */
function inTurn(
  bullets: { text: string; said: string; action: boolean; foreign?: boolean }[],
  lang: Lang,
  missionSaid: boolean,
): string[] {
  let said = missionSaid
  // (the wordings of 'another mission' take turns: never the same opening twice in a row)
  let again = stableHash(bullets[0]?.text ?? '')
  return bullets.map((b) => {
    if (b.action) return b.said
    const m = messagesFor(lang).answers
    const sentence = said ? (b.foreign ? m.inCvWordsAgain(b.text) : m.missionAgain(b.text, again++)) : b.said
    said = true
    return sentence
  })
}

/**
 * Whether a CV line is about the job: it shares a content word with what the offer asks, or names a
 * skill of the lexicon the offer asks, in whichever language ('Built … in Python' for 'Python',
 * where 'Raised $18M Series A' names none).
 */
function aboutTheJob(ctx: Ctx): (text: string) => boolean {
  const jobStems = new Set(ctx.job.requirements.flatMap((r) => phraseStems(r.label)))
  const jobSkills = new Set(
    ctx.job.requirements.filter((r) => r.skill.src !== 'job' && !r.credential).map((r) => r.skill.id),
  )
  const aboutJob = new Map<string, boolean>()
  return (text: string): boolean => {
    let hit = aboutJob.get(text)
    if (hit === undefined) {
      hit =
        phraseStems(text).some((s) => jobStems.has(s)) ||
        [...skillIdsOf(text)].some((id) => jobSkills.has(id))
      aboutJob.set(text, hit)
    }
    return hit
  }
}

/** The CV's experiences said by the candidate, for the model answers (writer-facts.ts). */
function tellers(ctx: Ctx) {
  const { cv, lang } = ctx
  const experiences = experiencesOf(cv)
  const withBullets = experiences.filter((e) => spokenBullets(e, lang).length > 0)
  // Bullets the result's answers already tell: the next story goes on with others when it can.
  const toldOnce = new Set<string>()
  // (after its first, a story tells the lines about the job, then those naming a skill of a trade:
  // 'Scaled engineering team … ML research' before 'Raised $18M Series A')
  const isAboutJob = aboutTheJob(ctx)
  const rank = (b: { text: string }) => (isAboutJob(b.text) ? 2 : 0) + (tradeSkillsIn(b.text) > 0 ? 1 : 0)
  /** 'Chez X, où j’étais Y (dates), j’ai …. J’ai aussi ….' from one experience. */
  const story = (exp: Experience, prefer?: number, sentences = 2): string | null => {
    const [lead, ...after] = toldBullets(exp, lang, prefer)
    const others = after
      .map((b, k) => ({ b, k, r: rank(b) }))
      .sort((x, y) => y.r - x.r || x.k - y.k)
      .map((x) => x.b)
    const picked = lead
      ? [lead, ...others.filter((b) => !toldOnce.has(b.text)), ...others.filter((b) => toldOnce.has(b.text))]
      : []
    const chosen = picked.slice(0, sentences)
    for (const b of chosen) toldOnce.add(b.text)
    const said = inTurn(chosen, lang, false)
    if (said.length === 0) return null
    const [first, ...rest] = said
    return `${whereAsRole(exp, lang)}, ${first}.${rest.map((x) => ` ${capitalise(x)}.`).join('')}`
  }
  /**
   * A real experience in one sentence, lower-case first ('chez X, où j’étais Y, j’ai …'): the one
   * with a bullet that fits the cues, or one of the trade family; with neither, the most recent.
   * Undefined when nothing fits: the answer then leaves its example sentence out.
   */
  const exampleFor = (cues?: RegExp, family?: string): string | undefined => {
    for (const e of withBullets) {
      if (family && familyOf(e.title)?.key !== family) continue
      const bullet = cues ? e.bullets.find((b) => cues.test(lowerPlain(b.text))) : undefined
      if (cues && !bullet) continue
      const told = story(e, bullet?.index, 1)
      if (told) return lowerStart(told)
    }
    return undefined
  }
  /**
   * A real experience in one sentence, lower-case first, told from its bullet nearest to a
   * requirement (nearestBullet) other than its `proof`: a credential's use is told with the line
   * about it ('HACCP' with 'plan de maîtrise sanitaire', not the job's first line). With no bullet
   * near, exampleFor().
   */
  const exampleNear = (req: Requirement, proof?: string): string | undefined => {
    const near = nearestExperience(withBullets, req, proof)
    const told = near ? story(near.e, near.index, 1) : null
    return told ? lowerStart(told) : exampleFor()
  }
  return { experiences, withBullets, story, exampleFor, exampleNear, isAboutJob }
}

/**
 * Model answers the candidate could say, in the first person, from the CV's own facts: the
 * experience that proves a skill (employer, role, dates) and its bullets said as sentences, the
 * figures included. A missing requirement gets an honest answer and the closest real experience,
 * nothing invented. Returns the answer for a question key, or null to keep the template's.
 */
function groundedAnswers(ctx: Ctx): (key: string) => string | null {
  const { job, cv, outcome, lang } = ctx
  const say = messagesFor(lang)
  const m = say.answers
  const role = job.title ? spokenRole(job.title, lang) : say.thisRole
  const { experiences, withBullets, story } = tellers(ctx)
  // Two requirements may name one skill ('Toilette', 'Aide aux repas'), one of them met and the other
  // not ('Accompagnement des personnes âgées' / 'Personnes dépendantes'): the answer speaks of the one
  // its question names — the heaviest met one for a skill's question, the heaviest unmet one for a
  // gap's — as buildQuestions picks it.
  const heaviest = (met: boolean) => {
    const map = new Map<string, (typeof outcome.items)[number]>()
    for (const i of [...outcome.items].sort((a, b) => b.req.weight - a.req.weight))
      if (i.matched === met && !map.has(i.req.skill.id)) map.set(i.req.skill.id, i)
    return map
  }
  const metById = heaviest(true)
  const unmetById = heaviest(false)
  // What the candidate names as skills: tools, know-how and credentials, not occupations or domains.
  const isSkill = (cat: string) => cat === 'hard' || cat === 'tool' || cat === 'certification'
  // …nor the words of the job title itself ('Cariste' for a 'Préparateur de commandes cariste').
  const titleText = ` ${lowerPlain(job.title ?? '')} `
  // (what one does first, a quality after; a state of the body is no work one does: 'pas d'allergie
  // aux piqûres', 'bonne condition physique')
  const matchedLabels = outcome.items
    .filter(
      (i) =>
        i.matched &&
        isSkill(i.req.skill.cat) &&
        // a degree or a title is held, not mastered
        i.req.credential?.kind !== 'degree' &&
        i.req.credential?.kind !== 'regulated' &&
        !PERSONAL_STATE.test(lowerPlain(i.req.label)) &&
        !titleText.includes(` ${lowerPlain(i.req.label)} `) &&
        !namesAnUnmet(i.req.label, outcome),
    )
    .sort((a, b) => Number(a.req.skill.cat === 'soft') - Number(b.req.skill.cat === 'soft'))

  const skillsIn = (exp: Experience) =>
    outcome.items
      .filter((i) => i.matched && isSkill(i.req.skill.cat))
      .filter((i) => {
        const at = cv.evidence.get(i.req.skill.id)?.lineIndex
        return at !== undefined && at >= exp.from && at <= exp.to
      })
      .map(saidName)
      .slice(0, 3)
  const closestTo = () => withBullets[0]

  return (key: string): string | null => {
    if (key.startsWith('tech-')) {
      const item = metById.get(key.slice(5))
      if (!item) return null
      const ev =
        cv.evidence.get(item.req.skill.id) ??
        (item.evidence ? cv.credentials.find((c) => c.line === item.evidence) : undefined) ??
        // (an umbrella shown by what it covers, 'Pack Office' by 'Word': the line that showed it)
        lineShowing(cv, item.evidence)
      // The experience and bullet that show the skill: its best line when that is a bullet, else a
      // bullet of a job that names it (the best line is often in the skills section).
      let exp = ev ? experienceAt(experiences, ev.lineIndex) : undefined
      // (or the bullet a wrapped line of it belongs to, a line or two away where a two-column PDF
      // interleaves them: '- Prepare the NOTOC with the cargo team' / 'for dangerous goods and special loads')
      const wrappedIn = (b: { index: number; text: string }) =>
        ev !== undefined &&
        Math.abs(b.index - ev.lineIndex) <= 2 &&
        ev.line.trim().length >= 12 &&
        b.text.includes(ev.line.trim())
      let prefer = exp?.bullets.some((b) => b.index === ev?.lineIndex)
        ? ev?.lineIndex
        : exp?.bullets.find(wrappedIn)?.index
      if (prefer === undefined) {
        const naming = (e: Experience) => e.bullets.find((b) => namesSkill(b.text, item.req.skill.id))?.index
        const shown = (exp ? [exp, ...withBullets] : withBullets).find((e) => naming(e) !== undefined)
        if (shown) {
          exp = shown
          prefer = naming(shown)
        }
      }
      // No bullet names it: the experience's bullet nearest to what the offer asks leads, not the
      // job's first line.
      if (prefer === undefined && exp) prefer = nearestBullet(exp, item.req)?.index
      const told = exp ? story(exp, prefer ?? ev?.lineIndex, 3) : null
      if (told) return m.skillInPractice({ story: told, label: item.req.label, said: saidName(item), role })
      // (the CV lists it, no job holds that line: the most recent job whose title names it or whose
      // bullet is near it is told, that bullet first; with none, the most recent job)
      const near = nearestExperience(withBullets, item.req)
      const other = near?.e ?? closestTo()
      const otherStory = other ? story(other, near?.index) : null
      if (!ev || !otherStory) return null
      // (the whole phrase when the line stops mid-sentence: '… now based in' / 'Lyon')
      const line = quotable(
        cv.evidence.get(item.req.skill.id) === ev ? evidenceLine(cv, item.req.skill.id) : ev.line,
      )
      // (a wish is no proof: 'Projet : me former au secrétariat médical' is not quoted as a skill held)
      if (!line || isWishLine(line)) return null
      return m.skillListed({ label: item.req.label, said: saidName(item), line, story: otherStory })
    }
    if (key.startsWith('gap-')) {
      const item = unmetById.get(key.slice(4))
      if (!item) return null
      const other = closestTo()
      const otherStory = other ? story(other) : null
      return m.gap({
        label: item.req.label,
        said: saidName(item),
        credential: isHeld(item),
        knowledge: isKnowledgeAsked(job, item),
        ...(otherStory ? { closest: lowerStart(otherStory) } : {}),
        mastered: matchedLabels.slice(0, 3).map(saidName),
      })
    }
    if (
      key.startsWith('exp-') ||
      key.startsWith('star-') ||
      key.startsWith('extra-') ||
      key === 'generic-0'
    ) {
      const k = Number(key.split('-')[1] ?? 0)
      const exp = withBullets[k % Math.max(1, withBullets.length)]
      const told = exp ? story(exp, undefined, 3) : null
      if (!exp || !told) return null
      const skills = skillsIn(exp)
      return m.experience({ story: told, skills, role })
    }
    if (key === 'motivation' || key === 'added-value') {
      const exp = closestTo()
      const told = exp ? story(exp, undefined, 2) : null
      const strengths = matchedLabels.slice(0, 3).map(saidName)
      if (!told) return null
      const years = cv.years ? say.years(cv.years) : null
      // A career change is said as one: the candidate does not claim the role continues their work.
      if (key === 'motivation' && isCareerChange(job.title, experiences, cv.years, outcome.score))
        return m.careerChange({ role, strengths, story: lowerStart(told) })
      return m.continuing({ role, ...(years ? { years } : {}), strengths, story: told })
    }
    return null
  }
}

/** Whether one of the CV's positions shares a word of the offer's title (a career change shares none). */
/**
 * A career change: no job of the CV has the offer's title and none counts as a year in its trade
 * (trade-years.ts) — a buyer whose English titles differ from 'Acheteur' is no career changer.
 */
function isCareerChange(
  title: string | null,
  experiences: readonly Experience[],
  tradeYears: number | null,
  score: number,
): boolean {
  // (a strong match whose skills sit in a skills list, under other titles, is no career change)
  return !heldTitle(title, experiences) && !tradeYears && score < 50
}

/**
 * Whether a job of the CV bears the offer's title: shares its head noun, the first or the last word of
 * its meaning ('Infirmière' for 'Infirmier(ère) DE', 'Nurse' for 'Registered Nurse'), not a modifier
 * ('Veterinary Receptionist' holds no 'Registered Veterinary Nurse') nor a head that names no trade alone.
 */
function heldTitle(title: string | null, experiences: readonly Experience[]): boolean {
  const stems = (t: string) =>
    lowerPlain(t)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !HEAD_NAMING_NO_TRADE.test(w))
      .map((w) => w.replace(/(?:e|s|es|eur|euse|rice|ere)$/, ''))
  const all = stems(title ?? '')
  const heads = new Set([all[0], all.at(-1)].filter((w): w is string => Boolean(w)))
  return experiences.some((e) => stems(e.title).some((w) => heads.has(w)))
}

// ---------------------------------------------------------------- key points

export function buildKeyPoints(ctx: Ctx): string[] {
  const { job, cv, outcome, lang } = ctx
  const m = messagesFor(lang).keyPoints
  const total = outcome.items.length
  const found = outcome.items.filter((i) => i.matched).length
  const points: string[] = []
  points.push(
    total === 0 && !job.yearsAsked && !job.degree ? m.noRequirement : m.skillsFound({ found, total }),
  )
  const mustMissing = outcome.items
    .filter((i) => !i.matched && i.req.importance === 'must' && !ctx.notGap?.(i))
    .map((i) => i.req.label)
  if (mustMissing.length) points.push(m.mustMissing({ names: mustMissing.slice(0, 4) }))
  if (job.requiredYears) points.push(m.experience({ shown: cv.years, required: job.requiredYears }))
  if (job.degree) {
    // (a degree the lists show as met, read through its ladder — 'HNC' for a 'Bac+2' — is never said
    // missing here: at least the level asked is shown)
    const degreeMet = outcome.items.some((i) => i.matched && i.req.credential?.kind === 'degree')
    const shown = degreeMet && (cv.degree ?? 0) < job.degree ? job.degree : cv.degree
    points.push(
      m.degree({
        required: degreeName(job.degree, lang),
        shown: shown ? degreeName(shown, lang) : null,
      }),
    )
  }
  if (cv.lang !== job.lang) points.push(m.languagesDiffer)
  return points
}

export function seedOf(cvText: string, jd: string): number {
  return stableHash(`${cvText.length}:${jd}`) % 997
}

/** A sentence ending on a line cut short ('…') takes no full stop after it: 'Salvia….' is 'Salvia…'. */
export function closedAfterCut(text: string): string {
  return text.replace(/…\./g, '…')
}
