/**
 * Matching requirements against CV evidence and the compatibility score (rubric in docs/scoring.md).
 * Change RUBRIC_VERSION whenever a weight or rule here changes.
 */
import { expansionIn, initialsOf, isAcronym, linesSpell, tokensByLine } from './acronyms.ts'
import { opensNotHeldYet, satisfies, saysLapsed, saysNotHeldYet, withRenamedNames } from './credentials.ts'
import {
  AGRICULTURAL_DEGREE,
  type CvAnalysis,
  type DegreeOption,
  degreeOption,
  type JobAnalysis,
  PERSONAL_PROJECT_STRENGTH,
  phraseStems,
  type Requirement,
  SHOWN_STRENGTH,
  softSkillOfQuality,
  UNSTATED_LANGUAGE_LEVEL,
  withWrappedStatus,
} from './parse.ts'
import { type CvStemIndex, findPhrase, hasStem, stem as stemOf } from './phrases.ts'
import { ENDS_ON_OPEN_WORD, lowerPlain, phraseKey, type Token, tokenize } from './text.ts'

export const RUBRIC_VERSION = '2.42.0'

/** Highest score with one missing blocking requirement, and with several (rubric 2.0, docs/scoring.md). */
export const BLOCKING_CAP_ONE = 40
export const BLOCKING_CAP_SEVERAL = 30
/**
 * What a missing blocking requirement costs below the score the rest would give, under its cap: a
 * weak profile lacking it reads lower than a strong one lacking it, not the same ceiling (rubric 2.35).
 */
export const BLOCKING_PENALTY = 10
/** A missing credential the offer turns applications away without ('will not be considered'): the low band. */
export const EXCLUDED_CAP = 30
/** Highest score with a missing skill the offer requires on a clause of its own (rubric 2.1). */
export const CONDITION_CAP = 55
/** Highest score when the CV shows under half the years the offer sets as a floor (rubric 2.5). */
export const YEARS_SHORT_CAP = 45
/** Highest score when the CV shows fewer years than an offer asks without a floor (rubric 2.6). */
export const YEARS_PARTIAL_CAP = 64
/**
 * Highest score of a career change (no year in the offer's trade) that also lacks a blocking
 * requirement or most of the offer's must-haves: a long shot, in the low band (rubric 2.6).
 */
export const LONG_SHOT_CAP = 30
/**
 * The share of the offer's weight a CV must show for no year counted in the trade to read as a
 * trade written otherwise rather than a career change: the middle band's top (CONDITION_CAP), not
 * YEARS_SHORT_CAP (rubric 2.16).
 */
export const MOST_SHOWN = 0.7
/**
 * The weight an offer's own wording keeps in the score when a CV in the other language does not show
 * it: half (rubric 2.31; the words may be there in the other language).
 */
export const CROSS_LANGUAGE_UNFOUND_WEIGHT = 0.5
/** Another product of the family the offer names ('SAP ECC' for 'SAP IBP'): some credit, short of a match (0.45). */
export const OTHER_PRODUCT_STRENGTH = 0.4

export type MatchItem = {
  req: Requirement
  /** 0..1: how well the CV shows the requirement. */
  strength: number
  matched: boolean
  cvLevel?: number
  /** The CV line that proves a matched credential. */
  evidence?: string
}

export type MatchOutcome = {
  items: MatchItem[]
  coverage: number
  keywordCoverage: number | null
  score: number
  adjustments: { experience: number; degree: number }
  /** The ceiling a missing blocking requirement or condition put on the score, or null. */
  cap: number | null
}

/** ` key ` in the CV's key text, not right after a negation ('non électricien'). */
function verbatimIn(keyText: string, key: string): boolean {
  const needle = ` ${key} `
  for (let at = keyText.indexOf(needle); at >= 0; at = keyText.indexOf(needle, at + 1)) {
    if (!/(?:^| )(?:non|not|no|without|sans|pas|aucun|aucune)$/.test(keyText.slice(Math.max(0, at - 10), at)))
      return true
  }
  return false
}

/** Whether a CV's degree line names the subject a degree requirement names (six-letter prefixes). */
function sharesSpecialty(line: string, specialty: string[]): boolean {
  // (the school's name is not the diploma's: a 'Lycée agricole' makes no agricultural diploma)
  // (with the other names of a diploma a reform renamed: a 'Bac pro MEI' is the 'Bac pro MSPC' asked)
  const named = withRenamedNames(
    lowerPlain(line)
      .split(/\s[–—-]\s|\s\|\s|[,;]/)
      .filter((part) => !SCHOOL_NAME.test(part))
      .join(' '),
  )
  const words = named.split(/[^a-z0-9]+/)
  // ('CAPa Travaux paysagers' is an agricultural diploma)
  if (words.some((w) => AGRICULTURAL_DEGREE.test(w))) words.push('agricole')
  const have = new Set(words.filter((w) => w.length >= 4).map((w) => stemOf(w).slice(0, 6)))
  // (a broad word of the subject counts only when it is all the subject says: 'CAPa Travaux
  // forestiers' is not shown by 'Travaux paysagers')
  const own = specialty.filter((s) => !BROAD_SPECIALTY.has(s.slice(0, 6)))
  return (own.length > 0 ? own : specialty).some((s) => have.has(s.slice(0, 6)))
}

/** Words of a diploma's subject that name a family of trades, not one ('travaux'). */
const BROAD_SPECIALTY = new Set(['travai'])

/** A part of a degree line naming where it was taken ('Lycée agricole Edgar Faure', 'CFPPA de …'). */
const SCHOOL_NAME =
  /^\s*(?:lycee|ecole|universite|institut|iut|cfa|cfppa|greta|afpa|campus|centre de formation|college|school|university|academy|institute)\b/

/**
 * Whether a CV's degree line names the option the offer asks, when both name one ('option B' and
 * 'option A'; 'option véhicules de transport routier' and 'option A voitures particulières'): an
 * option is another trade (cars are not lorries). A line naming none is taken at its word.
 */
function sameOption(line: string, asked: DegreeOption | undefined): boolean {
  const shown = asked && degreeOption(line)
  if (!asked || !shown) return true
  if (asked.letter && shown.letter) return asked.letter === shown.letter
  if (asked.stems.length && shown.stems.length) {
    const have = new Set(shown.stems.map((s) => s.slice(0, 6)))
    return asked.stems.some((s) => have.has(s.slice(0, 6)))
  }
  return true
}

/** Trades a portfolio of one's own work shows (office skills are everyone's, not a trade). */
const PORTFOLIO_TRADES = new Set(['it', 'design', 'marketing'])

/** A job of a portfolio trade (code, design, marketing): its named skills mostly there. */
function isPortfolioJob(job: JobAnalysis): boolean {
  const trades = job.requirements.filter(
    (r) => r.skill.src !== 'job' && r.skill.dom && !['soft', 'languages', 'licences'].includes(r.skill.dom),
  )
  return trades.filter((r) => PORTFOLIO_TRADES.has(r.skill.dom ?? '')).length * 2 >= trades.length
}

/** A requirement's words naming something held, not practised: a certificate, a licence, a card. */
const HELD_WORDS =
  /\b(?:certif\w*|diplom\w*|licen[cs]es?|habilitations?|cartes? (?:pro\w*|btp|[tgs]|de (?:qualification|conducteur|chronotachygraphe)|conducteur|cnaps|vtc|taxi)|permis|qualifications?|accreditations?|inscriptions?|registration|registered|enregistrement|agrements?|autorisations?|authori[sz]ations?|qualified|laureate?s?|concours)\b/

/**
 * Words a CV writes beside something it holds ('Habilitation', 'CQP', 'carte', 'certified', a degree's
 * 'MSc', a body's 'Associate' or 'Fellow'): a requirement naming something held is shown only on a
 * line that says one ('Habilitation agent de manœuvre' is not shown by a yard driver's 'manœuvres'
 * beside the rail operator's 'agents').
 */
const HELD_SHOWN =
  /\b(?:certif\w*|diplom\w*|licen[cs]\w*|habilit\w*|cartes?|cards?|permis|qualifi\w*|accredit\w*|inscri\w*|registe?r\w*|enregistr\w*|agre\w*|attestations?|titres?|brevets?|cqp|cap|bep|bts|caces|badges?|tickets?|passports?|awards?|obtenu\w*|holder|held|valid\w*|level ?[1-7]|niveau ?[1-7]|laureat\w*|concours|degrees?|master\w*|msc|mba|bsc|phd|doctora\w*|bachelor\w*|associate|fellow|chartered)\b/

const NO_STEMS: Set<string> = new Set()

/** A level an offer's own wording names by its number ('Swim England Level 2 Teacher', 'Niveau 3'). */
const NUMBERED_LEVEL = /\b(level|niveau|grade|stage|tier)\s*(\d)\b/

/**
 * Whether the CV's line (or the next, where the phrase wrapped) names the same level lower ('Swim
 * England Level 1 Assistant Teacher' for a 'Level 2 Teacher'): a lower rung is not the one asked. A
 * line naming no level says nothing of it.
 */
function levelBelow(label: string, line: string, next: string): boolean {
  const need = NUMBERED_LEVEL.exec(lowerPlain(label))
  if (!need) return false
  const levels = (text: string) =>
    [...lowerPlain(text).matchAll(new RegExp(`\\b${need[1]}\\s*(\\d)\\b`, 'g'))].map((m) => Number(m[1]))
  // (the line's own level, else the next line's when the phrase wrapped onto it)
  const held = levels(line).length ? levels(line) : levels(next)
  return held.length > 0 && Math.max(...held) < Number(need[2])
}

/** The stem index kept on the lines that say a holding (with the next line: a wrapped parenthesis). */
function heldLines(lines: string[], index: CvStemIndex): CvStemIndex {
  return {
    lines: index.lines.map((set, i) =>
      HELD_SHOWN.test(lowerPlain(`${lines[i] ?? ''} ${lines[i + 1] ?? ''}`)) ? set : NO_STEMS,
    ),
  }
}

/**
 * A line of the CV's training section saying the training is under way ('2026 (en cours) – TIA
 * Portal : automates Siemens S7-1200', 'Module 2 prévu en 12/2026'): what it names is being learnt,
 * not shown.
 */
function trainingUnderWay(cv: CvAnalysis, at: number): boolean {
  return cv.underWay.has(at) || (cv.lineSection[at] === 'education' && saysNotHeldYet(cv.lines[at] ?? ''))
}

/**
 * The phrase found at `at` (or over it and the next line, findPhrase) is said to be pending there, or
 * the line under it opens by saying so ('- application submitted October 2026').
 */
function pendingAt(lines: string[], at: number, stems: string[]): boolean {
  const line = lines[at] ?? ''
  if (saysNotHeldYet(line)) return true
  const low = lowerPlain(line)
  const next = lines[at + 1] ?? ''
  if ((!stems.every((s) => low.includes(s)) && saysNotHeldYet(next)) || opensNotHeldYet(next)) return true
  // (or the rest of its sentence, wrapped over the lines below: 'Dossier d'autorisation d'exercice
  // de' / 'la profession … déposé en octobre 2024 auprès de la DREETS' / 'Rhône-Alpes : en cours
  // d'instruction.')
  return saysNotHeldYet(sentenceFrom(lines, at, stems))
}

/**
 * The sentence holding a phrase's stems on line `at` (its last one that does), read on over up to
 * three wrapped lines below it.
 */
function sentenceFrom(lines: string[], at: number, stems: string[]): string {
  const line = lines[at] ?? ''
  const cut = line.lastIndexOf('. ')
  const tail = cut >= 0 ? line.slice(cut + 2) : line
  const parts = [stems.every((x) => lowerPlain(tail).includes(x)) ? tail : line]
  for (let k = at + 1; k <= at + 3 && k < lines.length; k++) {
    const last = parts[parts.length - 1]!.trimEnd()
    const next = lines[k]?.trim() ?? ''
    if (!next || /[.!?]$/.test(last)) break
    // (only a sentence the PDF wrapped: the next line goes on in lower case, or the line stops on a
    // hyphen or a function word — a list's next line is another item: 'Instructeur certifié Les
    // Mills (2023)' / 'Licence 1 STAPS (non validée)')
    const wraps = /^\p{Ll}/u.test(next) || /-$/.test(last) || ENDS_ON_OPEN_WORD.test(last)
    if (!wraps) break
    parts.push(next)
  }
  const joined = parts.join(' ')
  const end = joined.search(/[.!?](?:\s|$)/)
  return end >= 0 ? joined.slice(0, end + 1) : joined
}

/**
 * Actions that say little of the work beyond their object ('Suivi des réparations', 'Soutien à
 * l'allaitement', 'Pilotage des expertises'): done by whoever handles the object, so a CV line naming
 * the object shows them ('réparations de montres envoyées au fournisseur', 'mémoire sur
 * l'allaitement'). Actions of a trade of their own ('Préparation', 'Contrôle', 'Rédaction') are
 * not among them: their object is handled by others too (rubric 2.39).
 */
const LIGHT_ACTIONS = new Set(
  [
    'suivi',
    'gestion',
    'tenue',
    'soutien',
    'pilotage',
    'participation',
    'accompagnement',
    'coordination',
    'support',
    'management',
    'handling',
    'monitoring',
    'tracking',
    'supporting',
    'managing',
  ].map((w) => stemOf(w)),
)
/** The light action tied to its object by a preposition: 'Suivi des…', 'Soutien à…', 'Management of…'. */
const LIGHT_ACTION_LINK = /^\S+ (?:de|des|du|d'|à|a|au|aux|of|for)\b/

/**
 * The CV line naming the object of a two-word wording whose action is light ('Suivi des
 * réparations' → a line with 'réparations'), or null.
 */
function objectOfLightAction(phrase: readonly string[], lowLabel: string, index: CvStemIndex): number | null {
  const [action, object] = phrase
  if (
    phrase.length !== 2 ||
    !action ||
    !object ||
    !LIGHT_ACTIONS.has(action) ||
    !LIGHT_ACTION_LINK.test(lowLabel)
  )
    return null
  const at = index.lines.findIndex((l) => hasStem(l, object))
  return at < 0 ? null : at
}

/**
 * The CV line naming the object of a mission the offer names by its verb's noun ('Adaptation des
 * textures' → a line with 'textures'), or null: a CV says what was done, rarely by that noun. One word
 * alone is looked for as itself, not by its first letters ('communiqués' is no 'communication').
 */
function objectOfAMission(object: readonly string[], index: CvStemIndex, names?: string[]): number | null {
  const [only] = object
  if (object.length > 1 || !only) return findPhrase([...object], index, names)
  const at = index.lines.findIndex((l) => l.has(only) && (names ?? []).every((n) => hasStem(l, n)))
  return at < 0 ? null : at
}

/**
 * A requirement worded as a training or a qualification in a field ('Formation agricole', 'Diplôme
 * en comptabilité', 'Training in food safety'), not as training others ('Formation des équipes').
 */
const TRAINING_ASKED =
  /^(?:formation|dipl[oô]me|qualification|training|degree) (?:en |in |agricole|initiale|professionnelle|technique|qualifiante|sup[ée]rieure)/i

/** A diploma named by its field alone ('Diplôme en costume de scène', 'Degree in fashion design'). */
const DIPLOMA_IN_FIELD = /^(?:dipl[oô]me|degree|diploma) (?:en|de|d['’]|in|of) /i

/** A further language the offer asks for without naming it ('2e langue', 'a second language'). */
const ANOTHER_LANGUAGE =
  /^(?:une?\s+|an?\s+)?(?:2e|3e|2nde|deuxi[eè]me|troisi[eè]me|seconde?|autre|another|second|third|additional|further|other)\s+(?:langue|language)s?\b/i

export function matchRequirements(job: JobAnalysis, cv: CvAnalysis): MatchItem[] {
  const portfolioJob = isPortfolioJob(job)
  // Requirements the offer lists apart under one skill ('Recrutement', 'Jobboards', 'Entretiens de
  // présélection'): each is a practice of its own, shown by its own words, not by the skill's.
  const perSkill = new Map<string, number>()
  for (const r of job.requirements) perSkill.set(r.skill.id, (perSkill.get(r.skill.id) ?? 0) + 1)
  // (the CV's lines that say a holding, read once for the requirements naming something held)
  let heldIndex: CvStemIndex | undefined
  const items = job.requirements.map((req): MatchItem => {
    if (req.credential) {
      const need = req.credential
      // (a registration the CV says it does not hold yet is met by itself only, never through the
      // diploma that leads to it: a vet's 'Ordre … application submitted, pending' beside the degree;
      // other ladders stand)
      const saidNotHeld = need.kind === 'regulated' && (cv.notHeld?.has(`${need.kind}:${need.code}`) ?? false)
      const proofs = cv.credentials.filter(
        (c) =>
          satisfies(c.credential, need) &&
          (!saidNotHeld || (c.credential.kind === need.kind && c.credential.code === need.code)),
      )
      // (a diploma is proved by its line in the training section first: 'Stage DE CESF (8 semaines)'
      // above it is a course's placement; so is a certificate or a membership, not by the name line
      // that carries its letters, 'Gareth Pryce MIRPM')
      const trained = (c: (typeof proofs)[number]) => (cv.lineSection[c.lineIndex] === 'education' ? 0 : 1)
      proofs.sort((a, b) => trained(a) - trained(b))
      // A degree of the right level in another field than the one asked: half credit, not shown.
      const fields = req.fields ?? []
      const specialty = req.specialty ?? []
      const proof = fields.length
        ? proofs.find((p) => p.fields.some((f) => fields.includes(f)))
        : specialty.length
          ? proofs.find(
              (p) =>
                (sharesSpecialty(p.line, specialty) ||
                  (cv.lang !== job.lang && p.fields.some((f) => req.specialtyFields?.includes(f)))) &&
                sameOption(p.line, req.option),
            )
          : // (a trade diploma of another option is another trade: 'option A' for an 'option B')
            proofs.find((p) => sameOption(p.line, req.option))
      // A diploma of another trade ('CAP Maçon' asked, a Bac STMG shown) is shown missing with half
      // credit, not as blocking: a trade's abbreviations ('Bac pro MELEC') are too many to be sure of it
      // (made blocking, the hold-out's band agreement fell from 0.72 to 0.70).
      // …unless the CV holds the trade's own diploma at a lower level ('BP Coiffure' asked, a CAP
      // Coiffure and a Bac STMG shown): the trade's diploma is plainly missing (rubric 2.6).
      const lowerOfTrade =
        specialty.length > 0 &&
        cv.credentials.some(
          (c) =>
            c.credential.kind === 'degree' &&
            (c.credential.level ?? 0) < (need.level ?? 0) &&
            sharesSpecialty(c.line, specialty),
        )
      if (!proof && proofs.length && !lowerOfTrade) return { req, strength: 0.5, matched: false }
      // A licence held for less time than the offer asks ('Permis B depuis plus de 3 ans', the CV's
      // 'Permis B – obtenu en juin 2024'): shown missing, half credit. Undated, it is taken as held.
      if (proof && req.heldYears && proof.heldMonths !== undefined && proof.heldMonths < req.heldYears * 12)
        return { req, strength: 0.5, matched: false }
      // (one the offer accepts in preparation, the CV preparing it: 'or working towards it')
      const preparing =
        !proof && req.pendingAccepted ? cv.pending?.find((p) => satisfies(p.credential, need)) : undefined
      if (preparing) return { req, strength: 1, matched: true, evidence: preparing.line }
      return { req, strength: proof ? 1 : 0, matched: Boolean(proof), ...(proof && { evidence: proof.line }) }
    }
    if (req.phrase && ANOTHER_LANGUAGE.test(req.label)) {
      // 'Deuxième langue étrangère', 'une 3e langue', 'a second language': any language the CV
      // speaks at a working level (B1) that is neither the offer's own nor one it names.
      const named = new Set(job.requirements.filter((r) => r.skill.cat === 'language').map((r) => r.skill.id))
      const own = job.lang === 'fr' ? 'francais' : 'anglais'
      const other = [...cv.languageLevels].find(
        ([id, level]) => id !== own && !named.has(id) && level >= UNSTATED_LANGUAGE_LEVEL,
      )
      return { req, strength: other ? 1 : 0, matched: Boolean(other) }
    }
    if (req.phrase) {
      // A certificate the offer names in its own words is not held on a line that says it is pending.
      // (so is a level named by its number: 'Niveau 2 de plongée', 'Swim England Level 2 Teacher')
      const lowLabel = lowerPlain(req.label)
      const held = HELD_WORDS.test(lowLabel) || NUMBERED_LEVEL.test(lowLabel)
      // A compound noun written with its hyphen ('Monte-meubles', 'Chauffe-eau') is one thing: its
      // words apart ('montage de meubles') are not it.
      // (not a name: 'Berger-Levrault')
      const compound = /^\p{L}\p{Ll}+-\p{Ll}+$/u.test(req.label.trim())
        ? new RegExp(`\\b${lowerPlain(req.label.trim()).replace('-', '[- ]')}`)
        : null
      const writesCompound = (line: number | null) =>
        line !== null &&
        (!compound || compound.test(lowerPlain(`${cv.lines[line] ?? ''} ${cv.lines[line + 1] ?? ''}`)))
      // (something held is looked for on the lines that say a holding: the first line naming the
      // trade, 'Secrétaire médicale – 6 ans d'expérience', is not where its diploma shows)
      const index = cv.workStems ?? cv.stems
      if (held) heldIndex ??= heldLines(cv.lines, index)
      const at =
        findPhrase(req.phrase, held && heldIndex ? heldIndex : index, req.phraseNames) ??
        (held
          ? null
          : (objectOfLightAction(req.phrase, lowLabel, index) ??
            (req.phraseObject ? objectOfAMission(req.phraseObject, index, req.phraseNames) : null)))
      const atWork =
        at !== null &&
        writesCompound(at) &&
        !levelBelow(req.label, cv.lines[at] ?? '', cv.lines[at + 1] ?? '') &&
        !(held && pendingAt(cv.lines, at, req.phrase)) &&
        !trainingUnderWay(cv, at)
      // Shown only by a personal project: as good as a job for a portfolio trade, too little otherwise.
      // (a lower numbered level there is not the one asked either: 'Plongée Niveau 1' for a 'Niveau 2')
      const projectAt =
        atWork || cv.workStems === null ? null : findPhrase(req.phrase, cv.stems, req.phraseNames)
      const inProject =
        projectAt !== null &&
        writesCompound(projectAt) &&
        !levelBelow(req.label, cv.lines[projectAt] ?? '', cv.lines[projectAt + 1] ?? '') &&
        !(held && pendingAt(cv.lines, projectAt, req.phrase))
      // A diploma the offer names by its field alone ('Diplôme en costume de scène', 'Degree in
      // fashion design'): a degree of the CV's training section in that field, by its first word.
      const byDiploma =
        !atWork &&
        DIPLOMA_IN_FIELD.test(req.label) &&
        req.phrase.length > 0 &&
        cv.lines.some(
          (_, k) =>
            cv.lineSection[k] === 'education' &&
            !cv.underWay.has(k) &&
            hasStem(cv.stems.lines[k] ?? new Set(), req.phrase![0]!),
        )
      // (a level the offer asks of the person, 'bon niveau de ski', is shown where the CV's own time
      // says it: 'Ski alpin (Flèche de vermeil)')
      const ownLevel = /^(?:(?:bon|tres bon|excellent|good|high)\s+)?(?:niveau|level)\b/.test(lowLabel)
      const found = atWork || byDiploma || (inProject && (portfolioJob || ownLevel))
      // A wording of a broad skill is also shown by the skill itself (not for languages: 'IELTS').
      // Not for a code either ('BR', 'B2V' of an electrical clearance, 'C1'): the CV must write it.
      // Nor for a product name ('Meta Ads' is not shown by social-media work).
      const isCode =
        (/^[A-Z0-9][A-Z0-9+/-]{0,5}$/.test(req.label) && /[0-9]|^[A-Z]{2,3}$/.test(req.label)) ||
        /^[A-Z][\w-]*\s+[A-Z][a-z]/.test(req.label)
      // A code the CV writes as the same skill's code in its own language ('RH' / 'HR') shows it.
      const ev = cv.evidence.get(req.skill.id)
      const sameCode = isCode && ev !== undefined && /^[A-Z]{2,4}$/.test(ev.text.trim())
      const listedApart = (perSkill.get(req.skill.id) ?? 0) >= 3
      // (nor a specialty the wording names by its acronym, which the CV never writes: 'MSK ultrasound'
      // is not shown by an abdominal sonographer's ultrasound)
      const namesWritten = (req.phraseNames ?? []).every((n) => cv.stems.lines.some((l) => hasStem(l, n)))
      const skill =
        req.sub && req.skill.cat !== 'language' && (!isCode || sameCode) && !listedApart && namesWritten
          ? (ev?.strength ?? 0)
          : 0
      // A quality in the offer's words is shown as the soft skill it stands for ('À l'aise dans le
      // rush' by the CV's 'rush du vendredi et samedi').
      const soft = req.skill.cat === 'soft' ? softSkillOfQuality(req.label) : undefined
      const asSoft = soft ? (cv.evidence.get(soft)?.strength ?? 0) : 0
      // (a code with no word left to look for — 'HR' — is looked for as written)
      const byCode = req.phrase.length === 0 && isCode && cv.tokens.some((t) => t.raw === req.label.trim())
      const strength =
        found || byCode ? 1 : Math.max(skill, asSoft, inProject ? PERSONAL_PROJECT_STRENGTH : 0)
      // (the line that shows it, for the answers and the requirements' detail)
      const shownBy = atWork ? cv.lines[at!]?.trim() : skill >= SHOWN_STRENGTH ? ev?.line : undefined
      return {
        req,
        strength,
        matched: strength >= SHOWN_STRENGTH,
        ...(shownBy && strength >= SHOWN_STRENGTH && { evidence: shownBy }),
      }
    }
    if (req.skill.cat === 'language') {
      const cvLevel = cv.languageLevels.get(req.skill.id)
      if (cvLevel === undefined) return { req, strength: 0, matched: false }
      // The CEFR ladder: a lower level never meets a higher one (it still counts a little in the score).
      const gap = (req.level ?? UNSTATED_LANGUAGE_LEVEL) - cvLevel
      const strength = gap <= 0 ? 1 : gap === 1 ? 0.4 : gap === 2 ? 0.2 : 0.1
      return { req, strength, matched: gap <= 0, cvLevel }
    }
    const ev = cv.evidence.get(req.skill.id)
    let strength = ev?.strength ?? 0
    // A certificate the offer names by its code ('Microsoft AZ-104') is shown by that code on a line
    // that holds it, not by another of its family ('AZ-900'), nor by a lapsed one.
    const codes = req.skill.cat === 'certification' ? certificateCodes(req.label) : []
    if (codes.length > 0 && strength > 0 && !holdsCode(cv, codes))
      strength = Math.min(strength, OTHER_PRODUCT_STRENGTH)
    // A training the offer asks for ('Formation agricole', 'Training in food safety') is shown by an
    // education or training line, not by a job touching the field ('Vendanges, 3 semaines').
    if (TRAINING_ASKED.test(req.label) && ev && ev.section !== 'education')
      strength = Math.min(strength, PERSONAL_PROJECT_STRENGTH)
    let shownBy: string | undefined
    if (strength === 0) {
      // The job's own wording found verbatim in the CV (a label the lexicon does not link).
      const key = phraseKey(req.label)
      if (key.length >= 3 && verbatimIn(cv.keyText, key)) strength = 1
      // Or its content words on one line ('Diagnostic électronique' in 'Diagnostic des pannes
      // électriques/électroniques'): two to four words, most of them (both of two), never just one.
      else if (req.skill.cat !== 'soft') {
        const stems = phraseStems(req.label)
        const at = stems.length >= 2 && stems.length <= 4 ? findPhrase(stems, cv.stems) : null
        if (at !== null && !trainingUnderWay(cv, at)) {
          strength = 1
          shownBy = cv.lines[at]?.trim()
        }
      }
    }
    return { req, strength, matched: strength >= SHOWN_STRENGTH, ...(shownBy && { evidence: shownBy }) }
  })
  // An umbrella is shown by what it stands for ('Suite Adobe' by Illustrator or Photoshop).
  const byId = new Map(items.map((i) => [i.req.skill.id, i]))
  for (const it of items) {
    if (it.matched || !it.req.children) continue
    const best = Math.max(
      0,
      ...it.req.children.map((c) => byId.get(c)?.strength ?? cv.evidence.get(c)?.strength ?? 0),
    )
    if (best >= SHOWN_STRENGTH) {
      it.strength = best
      it.matched = true
    }
  }
  // A requirement the offer names in its own words around a lexicon skill ('Vente de véhicules neufs'
  // around 'Vente') and met by the skill: when the CV shows none of what the words add (an appliance
  // seller shows selling, not new cars), it is named as the skill the CV shows ('Vente'), so neither
  // the lists nor an answer claim the offer's words.
  for (const it of items) {
    if (!it.matched || !it.req.shortLabel || it.req.phrase || it.req.credential) continue
    const own = new Set(phraseStems(it.req.shortLabel))
    const extra = phraseStems(it.req.label).filter((x) => !own.has(x))
    if (extra.length === 0 || extra.some((x) => cv.stems.lines.some((l) => hasStem(l, x)))) continue
    // (a name or a code the words add is another product of the family, missing with some credit:
    // 'SAP IBP' is not shown by 'SAP ECC'; a condition of its own, it caps the score like a missing
    // skill)
    const short = it.req.shortLabel
    const after = it.req.label.startsWith(`${short} `)
      ? it.req.label.slice(short.length + 1).split(/\s+/)[0]
      : ''
    const named =
      after !== undefined &&
      (/^\p{Lu}[\p{Lu}\d]+$/u.test(after) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(after)) &&
      extra.includes(stemOf(lowerPlain(after)))
    if (named) {
      it.strength = Math.min(it.strength, OTHER_PRODUCT_STRENGTH)
      it.matched = false
      continue
    }
    it.req = { ...it.req, label: it.req.shortLabel }
  }
  matchAcronyms(job, cv, items)
  // An alternative the CV does not show is no gap when another of its group is shown ('CQP APS ou
  // TFP APS', 'GCP ou AWS'): it leaves the lists, the score, the suggestions and the questions.
  const satisfied = new Set(items.filter((i) => i.matched && i.req.altGroup).map((i) => i.req.altGroup))
  // Context terms (see Requirement.context) count only when the CV shows them.
  return items.filter(
    (i) => (!i.req.context || i.matched) && (i.matched || !i.req.altGroup || !satisfied.has(i.req.altGroup)),
  )
}

/**
 * Weighted coverage → points, piecewise linear through (0, 0), (0.27, 35), (0.70, 65), (1, 100):
 * the interface bands (low < 35 ≤ medium < 65 ≤ high) then follow the share of the job's
 * requirements the CV shows. The skill matcher finds a little less than a reader does (it misses
 * paraphrases), so about a quarter of the requirements is already 'medium' and 70 % 'high' (rubric
 * 2.10: 0.66 until then; partial matches scored above what recruiters gave them).
 */
const COVERAGE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.27, 35],
  [0.7, 65],
  [1, 100],
]

/**
 * What a missing blocking requirement counts as: the alternatives it is one of ('DEAES, DEAVS ou
 * titre ADVF'), its credential's family, or itself.
 */
function familyOf(req: Requirement): string {
  if (req.altGroup !== undefined) return `alt:${req.altGroup}`
  const c = req.credential
  if (c?.kind === 'electrical') return 'electrical'
  if (c?.kind === 'caces') return `caces:${c.code.split(':')[0]}`
  return req.skill.id
}

export function coverageToPoints(coverage: number): number {
  const c = Math.max(0, Math.min(1, coverage))
  for (let i = 1; i < COVERAGE_POINTS.length; i++) {
    const [x0, y0] = COVERAGE_POINTS[i - 1] as readonly [number, number]
    const [x1, y1] = COVERAGE_POINTS[i] as readonly [number, number]
    if (c <= x1) return y0 + ((c - x0) * (y1 - y0)) / (x1 - x0)
  }
  return 100
}

/**
 * An acronym and its long form are one requirement: an acronym the CV does not write is shown by
 * its long form (the one the job spells out, found loosely, or, for 4+ letters, any run of CV
 * words with those initials), and a long form by its acronym in capitals in the CV. When the job
 * names both ('Maîtrise statistique des procédés (MSP)'), they are matched together.
 */
function matchAcronyms(job: JobAnalysis, cv: CvAnalysis, items: MatchItem[]) {
  // (a credential is met only through its ladder: 'DEA' in a sentence about a goal is no diploma)
  const open = items.filter((i) => !i.matched && i.req.skill.cat !== 'language' && !i.req.credential)
  if (open.length === 0) return
  let cvLines: Token[][] | null = null
  let cvCaps: Set<string> | null = null
  const jobLines = tokensByLine(job.tokens)
  const matchedInitials = new Map<string, number>()
  for (const i of items) {
    const ini = i.matched ? initialsOf(i.req.label) : null
    if (ini) matchedInitials.set(ini, Math.max(matchedInitials.get(ini) ?? 0, i.strength))
  }
  const matchedLabels = new Map(items.filter((i) => i.matched).map((i) => [i.req.label, i.strength]))
  for (const it of open) {
    // (a title named by its acronym is the acronym: 'Titre pro SAMS' is shown by 'Titre professionnel
    // Secrétaire Assistant Médico-Social')
    const named = TITLE_ACRONYM.exec(it.req.label)?.[1]
    const label = named && isAcronym(named) ? named : it.req.label
    let strength = 0
    if (isAcronym(label)) {
      strength = matchedInitials.get(label.toLowerCase()) ?? 0
      if (strength === 0) {
        for (const line of jobLines) {
          const long = line ? expansionIn(line, label) : null
          const at = long ? findPhrase(phraseStemsOf(long), cv.stems) : null
          if (at !== null && !trainingUnderWay(cv, at)) {
            strength = 1
            break
          }
        }
      }
      if (strength === 0) {
        cvLines ??= tokensByLine(cv.tokens)
        // (not on a line of a training under way: 'En projet : … (DPPH)')
        const lines = cvLines.map((l, k) => (trainingUnderWay(cv, k) ? [] : l))
        if (linesSpell(lines, label)) strength = 1
      }
    } else {
      const ini = initialsOf(label)
      if (ini) {
        const acr = ini.toUpperCase()
        strength = matchedLabels.get(acr) ?? 0
        if (strength === 0) {
          // (an acronym in the plural too: 'Type 1 and Type 3 FRAs', 'SOPs')
          cvCaps ??= new Set(
            cv.tokens.filter((t) => t.raw.length <= 6).map((t) => t.raw.replace(/(?<=^[A-Z]{2,5})s$/, '')),
          )
          if (cvCaps.has(acr)) strength = 1
        }
      }
    }
    if (strength >= SHOWN_STRENGTH) {
      it.strength = strength
      it.matched = true
    }
  }
}

/** Codes of certificates in a label ('AZ-104', 'PL-300', 'SY0-701'), folded: 'az104'. */
function certificateCodes(label: string): string[] {
  return [...label.matchAll(/\b[A-Z]{1,4}[0-9]?-?\d{2,4}\b/g)].map((m) =>
    m[0].toLowerCase().replace(/-/g, ''),
  )
}

/** Whether a CV line writes one of the codes and its status says it is held. */
function holdsCode(cv: CvAnalysis, codes: string[]): boolean {
  return cv.lines.some((line, i) => {
    const folded = lowerPlain(line).replace(/-/g, '')
    if (!codes.some((c) => new RegExp(`\\b${c}\\b`).test(folded))) return false
    const status = withWrappedStatus(line, cv.lines[i + 1])
    return !saysNotHeldYet(status) && !saysLapsed(status)
  })
}

/** A title, diploma or certificate named by its acronym of four to six letters ('Titre pro SAMS'). */
const TITLE_ACRONYM =
  /^(?:titre(?: pro(?:fessionnel)?)?|dipl[oô]me|certificat(?:ion)?|qualification|certificate)\s+(?:de\s+|d['’]|in\s+)?([A-Z]{4,6})$/i

function phraseStemsOf(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .filter((t) => !t.stop)
        .map((t) => stemOf(t.norm)),
    ),
  ]
}

export function computeScore(job: JobAnalysis, cv: CvAnalysis, items: MatchItem[]): MatchOutcome {
  let sumW = 0
  let sumE = 0
  const satisfiedGroups = new Set(items.filter((i) => i.matched && i.req.altGroup).map((i) => i.req.altGroup))
  // An offer's own wording the lexicon does not know is looked for word by word: in a CV written in the
  // other language its words may be there under others ('Moulage sur mannequin' / 'draping on the
  // stand'), so not finding it weighs less (rubric 2.31).
  const otherLanguage = cv.lang !== job.lang
  for (const it of items) {
    // An alternative the CV does not show costs nothing when another one of its group is shown.
    if (!it.matched && it.req.altGroup && satisfiedGroups.has(it.req.altGroup)) continue
    const w =
      otherLanguage && !it.matched && it.req.skill.src === 'job' && !it.req.credential
        ? it.req.weight * CROSS_LANGUAGE_UNFOUND_WEIGHT
        : it.req.weight
    sumW += w
    sumE += w * it.strength
  }
  const skillCoverage = sumW > 0 ? sumE / sumW : 0
  // Few recognised skills: blend in the overlap of the job's significant words.
  const hard = items.filter((i) => i.req.skill.cat !== 'soft').length
  let keywordCoverage: number | null = null
  let coverage = skillCoverage
  if (hard < 4) {
    const terms = job.keywords.slice(0, 40)
    keywordCoverage = terms.length ? terms.filter((t) => cv.tokenNorms.has(t)).length / terms.length : 0
    const alpha = items.length === 0 ? 0 : Math.min(1, hard / 4)
    coverage = alpha * skillCoverage + (1 - alpha) * keywordCoverage
  }
  let experience = 0
  if (job.requiredYears) {
    if (cv.years === null) experience = -5
    else if (cv.years >= job.requiredYears) experience = 2
    else experience = -Math.round(12 * (1 - cv.years / job.requiredYears))
  }
  let degree = 0
  // A degree the offer asks for is a requirement of its own (credentials.ts); the old adjustment
  // stays only for offers whose degree the credential reader did not see.
  const degreeRequired = items.some((i) => i.req.credential?.kind === 'degree')
  if (job.degree && !degreeRequired) {
    if (cv.degree === null) degree = -3
    else if (cv.degree >= job.degree) degree = 1
    else degree = -6
  }
  const base = coverageToPoints(coverage)
  const uncapped = base + experience + degree
  let score = uncapped
  // Adjustments never lift a CV that shows none of the requirements.
  if (coverage < 0.05) score = Math.min(score, base)
  // A missing blocking credential (licence, certification, regulated title, degree the offer makes
  // a condition) decides the recruiter's answer whatever else matches: the score stays below 50.
  // (a family's codes asked together are one condition to a recruiter: 'Habilitation B2VL / BCL',
  // 'CACES R489 cat. 3 et 5')
  const blockingMissing = new Set(
    items.filter((i) => i.req.blocking && !i.matched && i.strength < 0.5).map((i) => familyOf(i.req)),
  ).size
  let cap: number | null = null
  if (blockingMissing > 0) cap = blockingMissing > 1 ? BLOCKING_CAP_SEVERAL : BLOCKING_CAP_ONE
  // (one the offer turns applications away without, 'ne seront pas étudiées', 'will not be
  // considered': the application is not read at all — the low band)
  if (items.some((i) => i.req.excluding && !i.matched && i.strength < 0.5))
    cap = Math.min(cap ?? 100, EXCLUDED_CAP)
  // A skill the offer requires on a clause of its own ('Maîtrise de Silae exigée'), missing: learnable,
  // unlike a licence, but the recruiter reads it first — the score stays in the middle band.
  if (items.some((i) => i.req.condition && !i.matched && i.strength < SHOWN_STRENGTH))
    cap = Math.min(cap ?? CONDITION_CAP, CONDITION_CAP)
  // Years the offer sets as a floor ('3 ans minimum', 'Essential: 3 years'), short in its trade: the
  // middle band; under half of them, the application reads as missing a condition (rubric 2.5).
  const asked = job.yearsAsked
  if (asked?.importance === 'must' && cv.years !== null && cv.years < asked.years)
    cap = Math.min(cap ?? 100, cv.years < asked.years / 2 ? YEARS_SHORT_CAP : CONDITION_CAP)
  // Years asked without a floor, short of them: a partial match, below the high band (rubric 2.6).
  else if (asked && asked.importance !== 'nice' && cv.years !== null && cv.years < asked.years)
    cap = Math.min(cap ?? 100, YEARS_PARTIAL_CAP)
  // No year in the offer's trade at all, by title or by what the jobs show: a career change, which a
  // recruiter reads below the middle of the scale whatever the transferable skills.
  // (not in a portfolio trade, where skills shown under other titles make the case: a CTO for a
  // Python engineer's post)
  if (cv.years === 0 && cv.hasDates && !isPortfolioJob(job)) {
    // (a CV showing most of what the offer asks, nothing blocking missing, is no clear career change:
    // with no year counted in the trade it stays in the middle band, up to its top)
    const mostShown = coverage >= MOST_SHOWN && blockingMissing === 0
    cap = Math.min(cap ?? 100, mostShown ? CONDITION_CAP : YEARS_SHORT_CAP)
    // ... and one that also lacks what the offer cannot do without (a blocking requirement, or most
    // of its must-have know-hows and credentials) is a long shot: the low band.
    const musts = items.filter((i) => i.req.importance === 'must' && i.req.skill.cat !== 'soft')
    const mustsMet = musts.filter((i) => i.matched).length
    if (blockingMissing > 0 || (musts.length >= 2 && mustsMet < musts.length / 2))
      cap = Math.min(cap, LONG_SHOT_CAP)
  }
  if (cap !== null) score = Math.min(score, cap)
  if (blockingMissing > 0) score = Math.min(score, uncapped - BLOCKING_PENALTY)
  score = Math.max(0, Math.min(100, Math.round(score)))
  return { items, coverage, keywordCoverage, score, adjustments: { experience, degree }, cap }
}
