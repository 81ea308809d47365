/**
 * The CV's own facts for the writer: its experiences (title, employer, dates, bullets) and its
 * bullets turned into what the candidate says ('Conception d'une API REST' → 'j'ai conçu une API
 * REST'; 'Led a team of 6' → 'I led a team of six'). Model answers are built from these, never from
 * advice about how one would answer. The verb tables are data (data/packs/writer-verbs.json).
 */
import { foldSameLength } from './credentials.ts'
import { datesIn, isPlaceName } from './grammar.ts'
import { functionWordCounts } from './language-id.ts'
import { messagesFor } from './messages/catalogue.ts'
import {
  BULLET_GLYPHS,
  type CvAnalysis,
  cleanLine,
  datesAHolding,
  isConditionBullet,
  isNameWord,
  joinWrappedRange,
  LEADING_BULLETS,
  PRESENT,
  sectionOfLine,
  WRAPPED_RANGE_END,
} from './parse.ts'
import { ENDS_ON_OPEN_WORD, lowerPlain, MONTH_NAME_WORD, opensParenthesis, rememberPer } from './text.ts'
import { EN_NOUNS_AFTER_AND, EN_NOUNS_AFTER_COMMA } from './word-forms.ts'
import { WRITER_VERBS } from './writer-verbs-pack.ts'

/** A bullet's mark at the start of a line. */
// (a run of stars opening a line is a hotel's rating, '***** (98 clés), Paris 9e', not a bullet)
const BULLET_MARK = new RegExp(`^\\s*(?!\\*{2})[${BULLET_GLYPHS}]`)

const VERBS = WRITER_VERBS
const byLength = (o: Record<string, string>) => Object.entries(o).sort((a, b) => b[0].length - a[0].length)
const FR_NOUNS = byLength(VERBS.fr.nouns)
const FR_VERBS = byLength(VERBS.fr.verbs)
const FR_PARTICIPLES = new Map(Object.values(VERBS.fr.verbs).map((p) => [lowerPlain(p), p]))
const EN_NOUNS = byLength(VERBS.en.nouns)
const EN_PAST: Record<string, string> = VERBS.en.past
/** A bullet opening on a verb already in the past ('Split a Django monolith…', 'Built…'). */
const EN_PAST_FORMS = new Set(Object.values(EN_PAST))

export type Experience = {
  title: string
  employer: string | null
  dates: string | null
  /** Line index of the header, and of the last line of its bullets. */
  from: number
  to: number
  bullets: { text: string; index: number }[]
  /** The 'employer' is the town the header writes with its département ('Avrillé (49)'). */
  employerIsPlace?: boolean
}

/**
 * A month's name ('juillet', 'aout', 'Aug.'), read on a line folded without accents — a whole word,
 * never the start of a town's ('Mont-de-Marsan 2011', 'Marseille 2019' are no March).
 */
const MONTH_NAME = `${MONTH_NAME_WORD}(?![a-z])\\.?`
const MONTH_OR_FIGURE = `(?:${MONTH_NAME}\\s*|\\d{1,2}[/.])`
/** Dates listed after a job's range: ' et 2018', ', 2019 et 2021', ' et Oct. 2023 – Mars 2024'. */
const MORE_DATES = new RegExp(
  `^(?:\\s*(?:,|et|and|&)\\s*${MONTH_OR_FIGURE}?(?:19|20)\\d{2}(?:\\s*[-–—]\\s*${MONTH_OR_FIGURE}?(?:19|20)\\d{2})?)+`,
  'i',
)
/** A job's dates in a header, with the words that close a running range shared with parse.ts (PRESENT). */
const YEAR_RANGE = new RegExp(
  `(${MONTH_OR_FIGURE}?(?:19|20)\\d{2}\\s*(?:-|–|—|à|a|au|to|until|>|→)\\s*(?:${MONTH_OR_FIGURE}?(?:19|20)\\d{2}|(?:(?:a|au|jusqu'a)\\s+)?${PRESENT})|(?:depuis|since)\\s+(?:[a-z]+\\.?\\s*|\\d{1,2}[/.])?(?:19|20)\\d{2}|${MONTH_NAME}\\s*(?:-|–|—|à|a|au|to)\\s*${MONTH_NAME}\\s*(?:19|20)\\d{2}|^\\s*(?:ete|hiver|summer|winter|saisons?|seasons?)\\s+(?:19|20)\\d{2}(?!\\s*(?:-|–|—|à|a|au|to|,|et|and|&)\\s*(?:19|20)\\d{2})\\b)`,
  'i',
)
/**
 * 'Title (note) – Employer…': a capitalised title of a few words (a comma among them: 'Sales
 * Supervisor, previously Sales Advisor — Hartley's'), a dash, a capitalised employer.
 */
/**
 * One year closing a header, a parenthesis after it at most ('… Lannion 2021 (8 semaines)', 'été 2019'),
 * or two joined by a slash ('… Tours – 2014 / 2025').
 */
const ONE_YEAR_END = new RegExp(
  `(?:(?:19|20)\\d{2}\\s*/\\s*)?(?:(?:${MONTH_NAME}|ete|hiver|printemps|automne|summer|winter)\\s+)?(?:19|20)\\d{2}(?=\\s*(?:\\([^()]*\\))?\\s*$)`,
  'i',
)

/**
 * A bullet without the duration a dates column set beside it ('… with 99.97% uptime 2 years 10 months',
 * '… edge inference 4 months'); a duration the sentence says stays ('Led the team for 2 years').
 */
function withoutDuration(text: string): string {
  const m = DURATION_END.exec(text)
  if (!m) return text
  const before = text.slice(0, m.index)
  if (DURATION_LEAD.test(before)) return text
  return before.trimEnd()
}
const DURATION_END =
  /\s+\d{1,2}\s+(?:(?:years?|yrs?|ans?)(?:\s+(?:and\s+|et\s+)?\d{1,2}\s+(?:months?|mois))?|months?|mois)\s*$/i
const DURATION_LEAD =
  /(?:^|\s)(?:for|of|over|in|within|during|after|than|about|around|nearly|almost|last|past|first|next|pendant|durant|depuis|en|de|sur|après|apres|environ|plus|moins|soit|the|les|des)\s*$|[\d(:,–—-]\s*$/i

/** A header's dates as an answer says them: two years joined by a slash are a range ('2014 – 2025'). */
function datesSaid(dates: string): string {
  return dates.trim().replace(/^((?:19|20)\d{2})\s*\/\s*((?:19|20)\d{2})$/, '$1 – $2')
}

/** The dates of a 'Title – Employer, Town 2021' header: its year; null for any other line. */
function oneYearHeader(line: string): RegExpExecArray | null {
  if (line.length > 120 || !/^[A-ZÀ-Ý]/.test(line) || !/\s[–—|·-]\s/.test(line)) return null
  const m = ONE_YEAR_END.exec(foldSameLength(line))
  if (!m || m.index < 8) return null
  // (a title and an employer before it, not a sentence)
  const before = line.slice(0, m.index)
  if (/[.;:!?](?:\s|$)/.test(before) || before.trim().split(/\s+/).length > 12) return null
  return m
}

const HEADER_LIKE =
  /^[A-ZÀ-Ý][^\s.,;:]*(?:,?\s+[^\s.,;:]+){0,5}(?:\s*\([^()]{1,40}\))?\s+[–—|·-]\s+[A-ZÀ-Ý][^.]*$/
/** A town alone, with its district or département if any ('Paris 3e', 'Nanterre (92)', 'Lyon 69003'). */
function isPlaceAlone(text: string): boolean {
  const town = text
    .replace(/\s*\(\d{2,3}\)\s*$/, '')
    .replace(/\s+(?:\d{1,2}(?:e|er|ème|eme)|\d{5})\s*$/i, '')
    .trim()
  return town.length > 0 && isPlaceName(town)
}

/** A job's title alone before the dash its employer follows on the next line ('BMS Engineer –'). */
const TITLE_THEN_DASH = /^[A-ZÀ-Ý][^\s.,;:]*(?:\s+[^\s.,;:]+){0,5}\s+[–—|·-]$/

/**
 * A header left open on a comma whose part after the dash opens in lower case ('FLT Driver (cariste) –
 * poste de nuit, Wincanton pour une enseigne de grande distribution,' above 'Corby (Northamptonshire)').
 */
const LEFT_OPEN_HEADER = /^[A-ZÀ-Ý][^.]{2,80}?\s[–—|-]\s[^.]{3,}[,–-]$/

/** A contract or working time, alone in a part of a header ('CDI', 'CDD de remplacement', 'Full-time'). */
const CONTRACT_ONLY =
  /^(?:cdi|cdd(?: de remplacement)?|interim|mission d'interim|stage|alternance|apprentissage|freelance|independant|temps (?:plein|partiel)|full[- ]time|part[- ]time|permanent|fixed[- ]term(?: contract)?|contract|internship|apprenticeship|remote|teletravail|hybride?)$/
/**
 * An 'employer' opening on a contract's word ('Intérim pour une plateforme', 'CDI annualisé'). (Not
 * 'Freelance' or 'Indépendant': an own account is said 'à mon compte', onOwnAccount.)
 */
const CONTRACT_FIRST =
  /^(?:cdi|cdd|interim|mission d'interim|permanent|fixed[- ]term|full[- ]time|part[- ]time|temporary contract|contract)\b/
const SEPARATORS = /\s+[–—|·•]\s+|\s+-\s+|,\s+|\s+(?:chez|at|@)\s+/
const DASH_SEPARATORS = /\s+[–—|·•]\s+|\s+-\s+|,\s+/
/** How a header's parts are cut: beside a dash, 'at' is part of a name ('Animal Care Assistant — Pets at Home'). */
const separatorsOf = (line: string) => (/\s[–—|·•]\s|\s-\s/.test(line) ? DASH_SEPARATORS : SEPARATORS)

/**
 * 'Préparateur de commandes – cariste — Geodis': a lower-case part continues the title; the employer
 * is the next part that starts with a capital. Joins in place and returns the parts.
 */
function joinTitleParts(parts: string[]): string[] {
  while (parts.length > 1 && /^[a-zà-ÿ]/.test(parts[1] ?? '')) parts.splice(0, 2, `${parts[0]} – ${parts[1]}`)
  return parts
}

/** The parts of a header line ('Title – Employer, City'), a lower-case part joined to the title. */
function headerPartsOf(line: string): string[] {
  // ('Animal Care Assistant — Pets at Home, Reading': beside a dash, 'at' is part of a name)
  return joinTitleParts(
    line
      .split(separatorsOf(line))
      .map((p) => p.replace(/^[\s,:–—|·•-]+|[\s,:–—|·•-]+$/g, '').trim())
      .filter((p) => p.length > 1),
  )
}

/** Experiences of the CV: a dated header line, then its bullets until the next header or section. */
export const experiencesOf: (cv: CvAnalysis) => readonly Experience[] = rememberPer(readExperiences)

/** Words that make a header's part a job title rather than an employer ('Co-Founder & CTO', 'Research Intern'). */
const TITLE_WORD =
  /\b(?:intern|cto|ceo|cfo|coo|founder|co-founder|engineer|developer|manager|director|lead|head|technician|analyst|scientist|researcher|assistant|officer|consultant|designer|specialist|coordinator|ingénieur|développeur|développeuse|chef|responsable|technicien|technicienne|stagiaire|directeur|directrice)\b/i

/**
 * Whether a line above a job's header is its title, on a line of its own ('Shift Manager – Nights'
 * above 'GXO Logistics, Corby – …'): a short line with a title's word, no bullet, no dates, no
 * section heading, not part of the job before, over an employer's part that has no title's word.
 */
function titleAbove(
  line: string,
  employerPart: string | undefined,
  headerWrapped: boolean,
  lastJobEnd: number,
  at: number,
): boolean {
  const text = cleanLine(line)
  return (
    !headerWrapped &&
    text.length > 0 &&
    text.length < 60 &&
    TITLE_WORD.test(text) &&
    employerPart !== undefined &&
    !TITLE_WORD.test(employerPart) &&
    !BULLET_MARK.test(line) &&
    !sectionOfLine(line) &&
    !YEAR_RANGE.test(lowerPlain(line)) &&
    lastJobEnd < at - 2
  )
}

/** Words that open the name of an organisation ('Office notarial …', 'Clinique du Parc', 'SARL Dupont'). */
const ORGANISATION_OPENING =
  /^(?:office notarial|étude de|etude de|cabinet (?:de|d'|du|des|médical|medical|dentaire|comptable|d'avocats)|scp|selarl|sarl|sas|sasu|eurl|hôpital|hopital|clinique|chu|ehpad|mairie|ville de|commune de|conseil (?:départemental|regional|régional)|lycée|lycee|collège|college|école|ecole|université|universite|société|societe|groupe|association|fondation|institut|laboratoire)\b/i
/**
 * A name closed by a company's legal form ('Harrowgate Underwriting Ltd', 'Barrow Lane Actuarial LLP',
 * 'Dupont Industrie SAS', 'Étude Bréval & Associés'): an employer's line.
 */
const LEGAL_FORM_CLOSING =
  /^\p{Lu}[\p{L}\d&'’. -]{1,60}\s(?:Ltd\.?|Limited|LLP|PLC|plc|Inc\.?|GmbH|SAS|SASU|SARL|SA|SE|NV|BV|AG|Group|Groupe|& (?:Associés|Associates|Partners|Co\.?|Cie|Fils))$/u

/** Whether a line's first part (before a dash or a comma) is a company by its legal form. */
function namesACompany(line: string): boolean {
  return LEGAL_FORM_CLOSING.test(line.split(/\s+[–—|]\s+|,\s+/)[0] ?? '')
}
/** A head count closing an employer's line ('(8 salariés)', '(120 employees)', '– 15 salariés'). */
const HEAD_COUNT =
  /(?:\(\s*|\([^()]*,\s*|[–—-]\s*)\d[\d\s]*\s*(?:salariés|salaries|employés|employes|employees|staff|personnes|collaborateurs|agents|lits|beds)\s*(?:\)|$)/i

/**
 * A name, what the organisation does in a parenthesis, then its town after a dash or a comma
 * ('entrepôt Logistique Champagne-Ardenne (plateforme e-commerce), Saint-Brice-Courcelles').
 */
const ORGANISATION_WITH_PLACE =
  /^[^:;()]{3,70}\([^()]{3,60}\)\s*[,–—-]\s*\p{Lu}[\p{L}'’]+(?:[- ]\p{Lu}?[\p{L}'’]+){0,3}$/u

/** An employer's name, when a line is one: an organisation's opening word or a head count; else null. */
const TOWN_TAIL = /^[A-ZÀ-Ý][^–—|]{2,60}\s[–—-]\s[A-ZÀ-Ý][\p{L}'’ -]{1,40}\s\((?:\d{2,3}|[A-Z]{2})\)$/u

/** A title's field in lower-case words after its first ('Sécurité des aliments'): no organisation's name. */
const SPECIALTY_LIKE = /^\p{Lu}[\p{Ll}'’-]+(?:\s+[\p{Ll}'’-]+){1,5}$/u

/** An employer's line: its name, what it is in a parenthesis, then its town ('Liffey Valley Semiconductor (300 mm logic fab), Leixlip'). */
const DESCRIBED_EMPLOYER =
  /^(\p{Lu}[\p{L}\d&'’. -]{2,50}?)\s\([^()]{3,60}\),\s+\p{Lu}[\p{L}'’. -]{1,30}(?:,|$)/u

/**
 * The employer's name on such a line, its words those of a name ('Établissement des contrats de
 * mission (…), DPAE' is a task), else null.
 */
function describedEmployer(line: string): string | null {
  const name = DESCRIBED_EMPLOYER.exec(cleanLine(line))?.[1]?.trim()
  return name?.split(/\s+/).every((w) => isNameWord(w) || /^[\d&]/.test(w)) ? name : null
}

function employerLine(line: string): string | null {
  const text = cleanLine(line)
  if (text.length > 120 || /^[^:]{0,25}:/.test(text)) return null
  // (or a name then its town and département: 'Favre Charpente Couverture – Albertville (73)')
  if (
    !ORGANISATION_OPENING.test(text) &&
    !HEAD_COUNT.test(text) &&
    !TOWN_TAIL.test(text) &&
    !namesACompany(text)
  )
    return null
  const name = text
    .split(/\s+[–—|-]\s+|,\s+/)[0]
    ?.replace(/\s*\([^()]*\)/g, '')
    .trim()
  return name && name.length >= 3 ? name : null
}

/**
 * A name then its place after a dash, on a line of its own above a bulleted line ('Montclair
 * Investment Management – Paris 9e (AUM approx. €2bn)'): the employer's line; its name, else null.
 */
function nameAboveBullets(line: string, next: string, marked: (t: string) => boolean): string | null {
  // (the bullets marked, or written as sentences: 'Instruction de sinistres DO sur maisons …, puis
  // dossiers RCD en recours.')
  const sentence = /[.;]\s*$/.test(next) && next.length > line.length && !/[.;]\s*$/.test(line)
  if (!(marked(next) || sentence) || line.length > 100) return null
  const named =
    /^(\p{Lu}[\p{L}\d&'’. -]{2,60}?)\s[–—-]\s\p{Lu}[\p{L}'’-]+(?:\s(?:\d{1,2}(?:e|er|ème)|\p{Lu}[\p{L}'’-]+))?(?:\s*\([^()]*\))?\s*$/u.exec(
      line,
    )
  if (!named?.[1]) return null
  // (a name has no verb of a sentence: every word capitalised or a joining word)
  const words = named[1].split(/\s+/)
  if (
    !words.every(
      (w) =>
        /^(?:\p{Lu}|\d|&|[dl]['’]\p{Lu})/u.test(w) || /^(?:de|du|des|la|le|les|et|and|of|the|d'|l')$/.test(w),
    )
  )
    return null
  return named[1].trim()
}

/** A 'since' date followed by a colon and a list ('… desk since 2023: routine cleans, re-tubing, …'). */
function sinceOpensAList(line: string, date: RegExpExecArray): boolean {
  return isSince(date[0]) && /^\s*:\s*\S.{15,}/.test(line.slice(date.index + date[0].length))
}

function readExperiences(cv: CvAnalysis): Experience[] {
  const out: Experience[] = []
  let current: Experience | null = null
  const joined = new Set<number>()
  cv.lines.forEach((raw, i) => {
    let line = cleanLine(raw)
    if (!line || joined.has(i)) return
    const section = cv.lineSection[i]
    if (sectionOfLine(raw)) {
      current = null
      return
    }
    if (section !== 'experience' && section !== null) {
      current = null
      return
    }
    // folded at the same length: the match's index is the line's own ('gros œuvre — 2018 – 2025')
    let date = YEAR_RANGE.exec(foldSameLength(line))
    // (a range further on is the job's dates, a 'depuis' before it a fact of the job: 'Charpentier –
    // chef d'équipe (depuis 2024) Mars 2021 – aujourd'hui')
    if (date && isSince(date[0])) {
      const rest = foldSameLength(line).slice(date.index + date[0].length)
      const later = YEAR_RANGE.exec(rest)
      if (later && !isSince(later[0])) {
        later.index += date.index + date[0].length
        date = later
      }
    }
    // ('Permis VL depuis 2014' dates a licence, not a job)
    if (date && isSince(date[0]) && datesAHolding(lowerPlain(line), date.index)) date = null
    // ('Saturday cover on the hearing centre desk since 2023: routine hearing aid cleans, …' among a
    // job's bullets): a 'since' that opens a list after its colon dates a task of the job, no job
    if (date && current !== null && current.bullets.length > 0 && sinceOpensAList(line, date)) date = null
    // (nor a sentence of the profile going on past its line: 'Mécanicien avion depuis 2011 (armée puis
    // civil), habitué aux' / 'visites en base comme à l'escale.')
    if (
      date &&
      isSince(date[0]) &&
      ENDS_ON_OPEN_WORD.test(line) &&
      /^[a-zà-ÿ]/.test(cleanLine(cv.lines[i + 1] ?? '')) &&
      !BULLET_MARK.test(raw) &&
      // (a header's parts before its dates are no sentence: 'Bénévole accueil – Restos du Cœur —
      // depuis octobre 2024, 2 h par' / 'semaine')
      !/\s[–—|·-]\s/.test(line.slice(0, date.index))
    )
      date = null
    // ('- Carry out daily walk-round checks…; zero at-fault incidents since 2023': a bullet of the job
    // dating one of its facts, not a job of its own)
    // (nor the wrapped end of a bullet that stopped on a link word: '- Run my own … clinics; nurse
    // lead for the' / 'dental clinic since 2024')
    {
      const lastBullet = (current as Experience | null)?.bullets.at(-1)
      if (
        date &&
        lastBullet?.index === i - 1 &&
        /^[a-zà-ÿ]/.test(line) &&
        ENDS_ON_OPEN_WORD.test(lastBullet.text) &&
        !BULLET_MARK.test(raw)
      )
        date = null
    }
    // (nor dates in parentheses after its words: '- Led the migration of 120 CentOS 7 servers to Rocky
    // Linux 9 (2023–2024)')
    if (
      date &&
      current &&
      BULLET_MARK.test(raw) &&
      (isSince(date[0]) || /\(\s*$/.test(line.slice(0, date.index))) &&
      line.slice(0, date.index).trim().split(/\s+/).length >= 5
    )
      date = null
    // (nor a bullet opening on the year a fact of the job began, a sentence after it: '- Depuis 2022,
    // je fais les IA du troupeau moi-même')
    if (
      date &&
      current &&
      BULLET_MARK.test(raw) &&
      isSince(date[0]) &&
      /^\s*,\s*\p{Ll}/u.test(line.slice(date.index + date[0].length))
    )
      date = null
    // (nor when that parenthesis wrapped onto a line of its own: '(2023–2024)' under the bullet)
    if (
      date &&
      current &&
      /^\(\s*$/.test(line.slice(0, date.index)) &&
      BULLET_MARK.test(cv.lines[i - 1] ?? '')
    )
      date = null
    // Dates the PDF wrapped after their dash ('… Lyon · 2021 –' / '2025'): read as one line.
    const end = cleanLine(cv.lines[i + 1] ?? '')
    const rejoined = date ? null : joinWrappedRange(line, end)
    if (rejoined) {
      line = rejoined
      date = YEAR_RANGE.exec(foldSameLength(line))
      if (date) joined.add(i + 1)
    }
    // A header dated by one year ('Stagiaire BTS ESF – Espace Jeunes, Lannion 2021 (8 semaines)'), in
    // the experience section: a job of that year, not a bullet of the job above.
    if (!date && section === 'experience' && !BULLET_MARK.test(raw)) date = oneYearHeader(line)
    // A header the PDF wrapped before its dates ('… Eiffage Construction Nouvelle-' / 'Aquitaine,
    // Mérignac — depuis 2019'): read as one line.
    let wrappedHeader = false
    if (date && i > 0 && out[out.length - 1]?.from !== i - 1) {
      const before = cleanLine(cv.lines[i - 1] ?? '')
      // (ending on a dash or comma, or this line going on in lower case: '… SaaS, 40' / 'people – 2025 to present')
      // (not a line that opens on its dates: 'sept. 2019 > juin 2023 : Magasinier')
      const goesOn = /^[a-zà-ÿ]/.test(line) && date.index > 0 && !BULLET_MARK.test(cv.lines[i - 1] ?? '')
      if (
        (/[-,]$/.test(before) || goesOn) &&
        !YEAR_RANGE.test(lowerPlain(before)) &&
        !sectionOfLine(cv.lines[i - 1] ?? '')
      ) {
        const last = out[out.length - 1]
        if (last?.bullets.at(-1)?.index === i - 1) last.bullets.pop()
        line = `${before}${before.endsWith('-') ? '' : ' '}${line}`
        date = YEAR_RANGE.exec(foldSameLength(line))
        wrappedHeader = true
      }
    }
    // A date a sentence gives in passing, in its parenthesis ('Accueil simultané de 3 à 4 enfants âgés de
    // 2 mois à 3 ans (17 enfants accueillis depuis 2018)'), heads no job.
    if (date) {
      const open = line.lastIndexOf('(', date.index)
      const inParens = open >= 0 && line.indexOf(')', open) >= date.index
      if (
        inParens &&
        /\p{Ll}{3,}/u.test(line.slice(open + 1, date.index)) &&
        line.slice(0, open).trim().split(/\s+/).length >= 6
      )
        date = null
    }
    // A bullet of the job above opening on the date a task began ('- Depuis 2019 : conduite de
    // cavalier Kalmar…'): a task of that job, no job of its own.
    if (
      date &&
      date.index <= 1 &&
      BULLET_MARK.test(raw) &&
      (out.at(-1)?.to ?? -2) >= i - 2 &&
      /^\s*[:–—-]?\s*[a-zà-ÿ]/.test(line.slice(date.index + date[0].length))
    )
      date = null
    if (date && line.length <= 160) {
      // Dates listed after the range ('juillet–août 2017 et 2018', 'Oct. 2022 – Mars 2023 et Oct. 2023 –
      // Mars 2024'): the job's dates too, no employer ('et 2018').
      const more = MORE_DATES.exec(foldSameLength(line).slice(date.index + date[0].length))
      if (more) date[0] = line.slice(date.index, date.index + date[0].length + more[0].length)
      // (what a parenthesis says of the employer, '(métallurgie, 140 salariés)', is neither title nor employer)
      // ('De 2019 à 2023 : Agent de propreté': the word opening the dates is no part of the title)
      const rest =
        `${line.slice(0, date.index).replace(/(?:^|\s)(?:de|du|from)\s*$/i, ' ')} ${line.slice(date.index + date[0].length)}`
          .replace(/\([^()]*\)/g, ' ')
          .replace(/[()[\]]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      const parts = headerPartsOf(rest)
      // 'De 2016 à 2019', 'From 2016 to 2019': the word opening the dates is no title.
      if (parts.length === 1 && /^(?:de|du|from)$/i.test(parts[0] ?? '')) parts.length = 0
      // 'Depuis janvier 2023 – CDI': a contract named beside the dates is neither title nor employer.
      if (parts.length > 0 && parts.every((p) => CONTRACT_ONLY.test(lowerPlain(p)))) parts.length = 0
      // 'Depuis mars 2019 · exploitation de 650 ha (blé, orge…)' under 'Tractoriste · SCEA Bréchard':
      // what follows the dates in lower case describes the job; the header is the line above.
      // (so does a pattern of shifts: 'January 2022 – August 2026 · 4-on/4-off days and nights')
      // (a header the PDF wrapped over two lines counts as one: 'Agente de remplacement – Service de
      // remplacement de la' / 'Mayenne' / '2019 – 2021, pendant les vacances scolaires')
      const wrapped = wrappedAbove(cv, i, out.at(-1))
      const headerAbove = wrapped ?? cleanLine(cv.lines[i - 1] ?? '')
      // (and whatever follows dates opening their line under a 'Title – Employer' header: 'Mars 2023 –
      // aujourd'hui – Mission longue chez un groupe mutualiste' under 'Ingénieure Cloud Azure – Axiane
      // Conseil (ESN), Lyon')
      if (
        parts.length > 0 &&
        (/^[\s·•|:–—-]*(?:[a-zà-ÿ]|\d+\s*(?:[x×/-]|on\b))/.test(parts[0] ?? '') ||
          (date.index === 0 && HEADER_LIKE.test(headerAbove) && (out.at(-1)?.to ?? -1) < i - 1)) &&
        /^[A-ZÀ-Ý]/.test(headerAbove) &&
        /\s[–—|·-]\s/.test(headerAbove) &&
        headerAbove.length <= 120 &&
        !YEAR_RANGE.test(lowerPlain(headerAbove)) &&
        !ENDS_ON_OPEN_WORD.test(headerAbove) &&
        !BULLET_MARK.test(cv.lines[i - 1] ?? '')
      )
        parts.length = 0
      // Dates in a table's side cell, read on the line where a bullet wraps ('… suggestions du jour et
      // des' / 'Depuis 2021 vins au verre'): the words beside them end that bullet, and the job's
      // header is the last 'Title — Employer' line above.
      const prevLine = cleanLine(cv.lines[i - 1] ?? '')
      if (parts.length === 1 && /^[a-zà-ÿ]/.test(parts[0] ?? '') && ENDS_ON_OPEN_WORD.test(prevLine)) {
        const floor = Math.max(0, (out[out.length - 1]?.to ?? -1) + 1, i - 10)
        for (let k = i - 1; k >= floor; k--) {
          const candidate = cleanLine(cv.lines[k] ?? '')
          if (sectionOfLine(cv.lines[k] ?? '')) break
          if (HEADER_LIKE.test(candidate) && !BULLET_MARK.test(cv.lines[k] ?? '')) {
            parts.splice(0, parts.length, ...headerPartsOf(candidate))
            break
          }
        }
      }
      let title = parts[0] ?? ''
      let employer = parts[1] ?? null
      // ('Nexus AI — Co-Founder & CTO — June 2023 – present': the employer first, the title second)
      if (parts.length >= 2 && !TITLE_WORD.test(title) && TITLE_WORD.test(employer ?? '')) {
        title = parts[1] ?? ''
        employer = parts[0] ?? null
      }
      // The first job of its section with its title on a line of its own, the places and dates
      // below ('Experience' / 'Freelance guide-lecturer (self-employed)' / 'Loire Valley – Tours |
      // Sept. 2019 – present'): the line above is the title, the dates' line the employer.
      const titleLine = cv.lines[i - 1] ?? ''
      // (or of any job when the line opens on its dates and the job before marks its bullets, the
      // title's line bearing none: 'Small Animal Veterinarian' / '03/2023 – 05/2026 · Hospital
      // Veterinario Abros, A Coruña (Spain)')
      const jobBefore = out.at(-1)
      const afterMarkedJob =
        date.index === 0 &&
        jobBefore !== undefined &&
        jobBefore.to >= i - 3 &&
        marksItsBullets(cv, jobBefore) &&
        cleanLine(titleLine).split(/\s+/).length <= 6
      if (
        !wrappedHeader &&
        parts.length > 0 &&
        i >= 2 &&
        (sectionOfLine(cv.lines[i - 2] ?? '') === 'experience' || afterMarkedJob) &&
        !TITLE_WORD.test(parts.join(' ')) &&
        cleanLine(titleLine).length > 0 &&
        cleanLine(titleLine).length <= 80 &&
        /^[A-ZÀ-Ý]/.test(cleanLine(titleLine)) &&
        !BULLET_MARK.test(titleLine) &&
        !YEAR_RANGE.test(lowerPlain(titleLine)) &&
        !sectionOfLine(titleLine)
      ) {
        title = cleanLine(titleLine).replace(/\s*\([^()]*\)\s*$/, '')
        employer = parts[0] ?? null
      }
      // A wrapped header whose title stands on its own line above it ('Shift Manager – Nights' /
      // 'GXO Logistics, Corby – ambient grocery NDC (retail' / 'client) | 03/2022 – present'): the
      // header names the employer first.
      // (the job before may have read that line as its last bullet, written without a glyph)
      const before = out.at(-1)
      const taken =
        wrappedHeader && before?.bullets.at(-1)?.index === i - 2 && !BULLET_MARK.test(cv.lines[i - 2] ?? '')
      if (
        wrappedHeader &&
        titleAbove(cv.lines[i - 2] ?? '', parts[0], false, taken ? i - 4 : (before?.to ?? -1), i)
      ) {
        if (taken && before) {
          before.bullets.pop()
          before.to = i - 3
        }
        title = cleanLine(cv.lines[i - 2] ?? '')
        employer = parts[0] ?? null
      }
      // Bare dates above their header ('03/2022 – à ce jour' / 'Chauffeur-livreur – Sud Colis,
      // Vitrolles'), the line before being a heading or the job before: the header is the next line.
      const next = cleanLine(cv.lines[i + 1] ?? '')
      const lastJob = out[out.length - 1]
      // ('Gouvernante adjointe / Première femme de chambre' / 'Hôtel Les Terrasses du Lac, Talloires':
      // a title line without a dash, its employer on the line after)
      const afterNext = cv.lines[i + 2] ?? ''
      const titleThenEmployer =
        /^[A-ZÀ-Ý]/.test(next) &&
        next.length <= 70 &&
        !/[.;:,]$/.test(next) &&
        !BULLET_MARK.test(afterNext) &&
        /^[A-ZÀ-Ý]/.test(cleanLine(afterNext)) &&
        cleanLine(afterNext).length <= 100 &&
        !YEAR_RANGE.test(lowerPlain(afterNext)) &&
        !sectionOfLine(afterNext) &&
        BULLET_MARK.test(cv.lines[i + 3] ?? '')
      const datesFirst =
        parts.length === 0 &&
        !wrappedHeader &&
        // ('Title – Employer, City', a dotted name included: 'E.Leclerc')
        (HEADER_LIKE.test(next) ||
          (/^[A-ZÀ-Ý]/.test(next) && /\s[–—|-]\s/.test(next) && next.length <= 120) ||
          titleThenEmployer) &&
        !YEAR_RANGE.test(lowerPlain(next)) &&
        !BULLET_MARK.test(cv.lines[i + 1] ?? '') &&
        (i === 0 ||
          !cleanLine(cv.lines[i - 1] ?? '') ||
          Boolean(sectionOfLine(cv.lines[i - 1] ?? '')) ||
          (lastJob !== undefined && lastJob.bullets.length > 0 && lastJob.to >= i - 1) ||
          // (its last line short enough to pass for a heading: 'Aide au service du goûter')
          (lastJob !== undefined &&
            lastJob.bullets.length > 0 &&
            lastJob.to === i - 2 &&
            current === null &&
            !sectionOfLine(cv.lines[i - 1] ?? '') &&
            !BULLET_MARK.test(cv.lines[i - 1] ?? '')))
      if (datesFirst) {
        if (lastJob && lastJob.to === i - 2) {
          lastJob.bullets.push({ text: cleanLine(cv.lines[i - 1] ?? ''), index: i - 1 })
          lastJob.to = i - 1
        }
        const nextParts = headerPartsOf(next.replace(/\([^()]*\)/g, ' '))
        const employerLine = titleThenEmployer && nextParts.length === 1 && !HEADER_LIKE.test(next)
        // ('Tuyauteur chef d'équipe – Méditerranée Tuyauterie' / 'Services, Fos-sur-Mer' above
        // bullets with a glyph: the employer's name and place the PDF wrapped, no mission)
        // (or a header left open on a comma: '… – Proman Martigues, pour Endel,' / 'Ponticelli et
        // sous-traitants')
        const tail = cleanLine(afterNext)
        const leftOpen = /[,–—-]$/.test(next)
        const employerTail =
          !employerLine &&
          nextParts.length >= 2 &&
          tail.split(/\s+/).length <= (leftOpen ? 8 : 5) &&
          (leftOpen || (/^[A-ZÀ-Ý]/.test(tail) && /,|\(\d{2,3}\)$/.test(tail) && !/[.;:]$/.test(next))) &&
          !/[.;:]$/.test(tail) &&
          !BULLET_MARK.test(afterNext) &&
          !YEAR_RANGE.test(lowerPlain(afterNext)) &&
          !sectionOfLine(afterNext) &&
          BULLET_MARK.test(cv.lines[i + 3] ?? '')
        joined.add(i + 1)
        if (employerLine || employerTail) joined.add(i + 2)
        current = {
          title: nextParts[0] ?? next,
          employer: employerLine
            ? (headerPartsOf(cleanLine(afterNext).replace(/\([^()]*\)/g, ' '))[0] ?? null)
            : employerTail && !leftOpen
              ? `${nextParts[1] ?? ''} ${headerPartsOf(tail)[0] ?? ''}`.trim()
              : (nextParts[1] ?? null),
          dates: datesSaid(line.slice(date.index, date.index + date[0].length)),
          from: i,
          to: employerLine || employerTail ? i + 2 : i + 1,
          bullets: [],
        }
        out.push(current)
        return
      }
      // Bare dates under a title line and an employer line, the job before writing its bullets with
      // a glyph ('Électromécanicien (intérim puis CDD)' / 'Salaisons du Bocage, Chantonnay' /
      // 'De 2016 à 2019'): those two lines are this job's header, not the job before's last bullets.
      const above = [cv.lines[i - 2] ?? '', cv.lines[i - 1] ?? '']
      if (
        parts.length === 0 &&
        !wrappedHeader &&
        i >= 2 &&
        above.every(
          (l) => cleanLine(l) && !BULLET_MARK.test(l) && !sectionOfLine(l) && !YEAR_RANGE.test(lowerPlain(l)),
        ) &&
        cleanLine(above[0]!).length < 60 &&
        // (not a header the PDF wrapped, left open on a comma, inside a hyphened word or on a link
        // word: 'Ostéopathe – Cabinet Santé des Tanneurs,' / 'Angers (49)' is one header; a dash
        // after a space ends the title, 'Conseillère en parapharmacie (CDD) –' / 'Parapharmacie …')
        !/(?:,|\S-)$/.test(above[0]!.trimEnd()) &&
        !ENDS_ON_OPEN_WORD.test(cleanLine(above[0]!)) &&
        // (the first job, under its section's heading; or the next one, the job before's bullets
        // written with a glyph and these two lines without)
        BULLET_MARK.test(cv.lines[i + 1] ?? '') &&
        ((!lastJob && Boolean(sectionOfLine(cv.lines[i - 3] ?? ''))) ||
          (lastJob !== undefined &&
            lastJob.to >= i - 1 &&
            lastJob.bullets.length > 0 &&
            cv.lines.slice(lastJob.from + 1, i - 2).some((l) => BULLET_MARK.test(l)))) &&
        // (a bullet's wrapped end goes on in lower case)
        above.every((l) => /^[A-ZÀ-Ý0-9]/.test(cleanLine(l)))
      ) {
        if (lastJob) {
          // (read as its own bullets, or as the wrapped end of the last one)
          lastJob.bullets = lastJob.bullets.filter((b) => b.index < i - 2)
          const tail = above.map(cleanLine).join(' ')
          const last = lastJob.bullets.at(-1)
          if (last?.text.endsWith(tail)) last.text = last.text.slice(0, -tail.length).trim()
          else if (last?.text.endsWith(cleanLine(above[1]!)))
            last.text = last.text.slice(0, -cleanLine(above[1]!).length).trim()
          lastJob.to = i - 3
        }
        const employerParts = headerPartsOf(cleanLine(above[1]!))
        // ('Student Veterinary Nurse — Willows Veterinary' / 'Surgery, Basingstoke': one header the PDF
        // wrapped inside the employer's name)
        const wrappedName = HEADER_LIKE.test(cleanLine(above[0]!))
          ? headerPartsOf(above.map(cleanLine).join(' '))
          : []
        current = {
          title: wrappedName.length >= 2 ? wrappedName[0]! : cleanLine(above[0]!).replace(/\s+[–—-]$/, ''),
          employer: wrappedName.length >= 2 ? wrappedName[1]! : (employerParts[0] ?? null),
          dates: datesSaid(line.slice(date.index, date.index + date[0].length)),
          // (the line of its dates, which date ranges are read against)
          from: i,
          to: i,
          bullets: [],
        }
        out.push(current)
        return
      }
      // 'Infirmière' on one line, 'CHU de Rennes — 2018 – 2024' on the next.
      let previous = i > 0 && !wrappedHeader ? cleanLine(cv.lines[i - 1] ?? '') : ''
      const datedBullet = BULLET_MARK.test(raw) && parts.length >= 1
      // (a header the PDF wrapped above its dates: 'Chef d'équipe réception – GEODIS,' / 'Chaponnay (69)')
      const twoAbove = i > 1 ? (cv.lines[i - 2] ?? '') : ''
      // (or a place's tail alone on the line: 'Groupe Lumen Santé, Lyon' / '3e', '… Paris' / 'Cedex')
      const lastBefore = out.at(-1)
      const headerTakenAsBullet =
        lastBefore !== undefined &&
        // (the header's short tail, '(53)' or 'Mayenne', too short to be read as a bullet)
        lastBefore.to >= i - 2 &&
        lastBefore.bullets.some((b) => b.index < i - 2) &&
        marksItsBullets(cv, lastBefore) &&
        (lastBefore.bullets.at(-1)?.index ?? -1) >= i - 2 &&
        !BULLET_MARK.test(twoAbove) &&
        !BULLET_MARK.test(cv.lines[i - 1] ?? '')
      // (a parenthesis the line two above leaves open, closed on the line above)
      const closedBelow = opensParenthesis(twoAbove) && /^[^(]*\)/.test(previous)
      const headerWrapped =
        previous !== '' &&
        (/[,–—-]$/.test(twoAbove.trimEnd()) ||
          // (its tail in lower case too, after a dash on its first line: 'Infirmière – Chirurgie
          // orthopédique et' / 'traumatologique (32 lits), CH de Muret')
          (ENDS_ON_OPEN_WORD.test(cleanLine(twoAbove)) &&
            (/^[A-ZÀ-Ý]/.test(previous) || /\s[–—|]\s/.test(cleanLine(twoAbove)))) ||
          // (or a short tail in lower case under a 'Title – Employer' line: 'Pédicure-podologue
          // remplaçante – cabinets' / 'libéraux d'Ille-et-Vilaine')
          (/^[a-zà-ÿ]/.test(previous) && previous.length <= 40 && /\s[–—|]\s/.test(cleanLine(twoAbove))) ||
          // (or a line going on with a parenthesis or the hotel's stars: 'Concierge – Hôtel Régence
          // Opéra' / '***** (98 clés), Paris 9e')
          /^\(/.test(previous) ||
          /^\s*\*{2,}/.test(cv.lines[i - 1] ?? '') ||
          // (or a parenthesis left open: '… – Transports Lemaire (620' / 'salariés), Nanterre')
          closedBelow ||
          /^(?:\d{1,2}(?:e|er|ème)|cedex(?: \d+)?|\(\d{2,3}\))$/i.test(previous) ||
          // (or its name's tail and town above dates that a description follows: 'Registered Veterinary
          // Nurse — Oakfield' / 'Veterinary Group, Newbury' / 'July 2022 – present · small animal')
          (parts.length === 0 && date.index === 0 && wrapped !== null)) &&
        !BULLET_MARK.test(twoAbove) &&
        !BULLET_MARK.test(cv.lines[i - 1] ?? '') &&
        !sectionOfLine(twoAbove) &&
        !YEAR_RANGE.test(lowerPlain(twoAbove)) &&
        (HEADER_LIKE.test(cleanLine(twoAbove)) ||
          LEFT_OPEN_HEADER.test(cleanLine(twoAbove)) ||
          // (a parenthesis left open in a longer header, closed on the next line: 'Poseur de voie –
          // chef d'équipe adjoint – ETF (Eurovia Travaux' / 'Ferroviaires), agence Île-de-France')
          (closedBelow && /^[A-ZÀ-Ý][^.]*\s[–—|]\s/.test(cleanLine(twoAbove))) ||
          // (its part after the dash in lower case, the tail too: '… remplaçante – cabinets' /
          // 'libéraux d'Ille-et-Vilaine')
          (/^[a-zà-ÿ]/.test(previous) &&
            /^[A-ZÀ-Ý][^.]{2,60}\s[–—|]\s\S[^.]{2,}$/.test(cleanLine(twoAbove)))) &&
        ((out[out.length - 1]?.to ?? -1) < i - 2 || headerTakenAsBullet)
      // (or over three lines under a job whose bullets carry a glyph: 'Assistante concierge – Hôtel' /
      // 'Vendôme Palace ***** Palace, Paris' / '1er' above bare dates)
      const threeAbove = i > 2 ? (cv.lines[i - 3] ?? '') : ''
      const block = [threeAbove, twoAbove, cv.lines[i - 1] ?? '']
      const blockText = block.map(cleanLine).join(' ')
      const headerOverThree =
        !headerWrapped &&
        parts.length === 0 &&
        lastBefore !== undefined &&
        marksItsBullets(cv, lastBefore) &&
        lastBefore.from < i - 3 &&
        block.every(
          (l) => cleanLine(l) && !BULLET_MARK.test(l) && !sectionOfLine(l) && !YEAR_RANGE.test(lowerPlain(l)),
        ) &&
        HEADER_LIKE.test(cleanLine(threeAbove)) &&
        !/^[a-zà-ÿ]/.test(cleanLine(twoAbove)) &&
        (BULLET_MARK.test(cv.lines[i - 4] ?? '') || /^[a-zà-ÿ]/.test(cleanLine(cv.lines[i - 4] ?? ''))) &&
        blockText.length <= 140
      // (or the first job of its section, its employer described in a parenthesis of its own line
      // above the town: 'Chargée de relations donateurs – pôle Générosité du public · Entraide' /
      // '(association, 140 salariés, hébergement …),' / 'Villeurbanne' above bare dates)
      const describedOverThree =
        !headerWrapped &&
        !headerOverThree &&
        parts.length === 0 &&
        (lastBefore === undefined || lastBefore.to < i - 3) &&
        block.every(
          (l) => cleanLine(l) && !BULLET_MARK.test(l) && !sectionOfLine(l) && !YEAR_RANGE.test(lowerPlain(l)),
        ) &&
        /^[A-ZÀ-Ý][^.;:]{2,60}\s[–—|·]\s[^.]{3,}$/.test(cleanLine(threeAbove)) &&
        /^\([^()]{3,120}\),?$/.test(cleanLine(twoAbove)) &&
        // (a town the gazetteer may not know: one or two capitalised words, a département after)
        /^\p{Lu}[\p{L}'’-]{2,25}(?:[ -]\p{Lu}[\p{L}'’-]{1,25})?(?:\s*\(\d{2,3}\))?,?$/u.test(
          cleanLine(cv.lines[i - 1] ?? ''),
        ) &&
        (sectionOfLine(cv.lines[i - 4] ?? '') !== null || BULLET_MARK.test(cv.lines[i - 4] ?? ''))
      if (headerOverThree) {
        previous = blockText
        lastBefore.bullets = lastBefore.bullets.filter((b) => b.index < i - 3)
        lastBefore.to = i - 4
      } else if (describedOverThree) previous = blockText
      if (headerWrapped) previous = `${cleanLine(twoAbove)} ${previous}`
      // ('Coach sportive et conseillère en nutrition' / '(indépendante)' / 'Depuis septembre 2020 –
      // Montpellier': a status in parentheses on a line of its own goes with the title above it)
      else if (
        /^\([^()]{2,40}\)$/.test(previous) &&
        /^[A-ZÀ-Ý]/.test(cleanLine(twoAbove)) &&
        cleanLine(twoAbove).length <= 70 &&
        !BULLET_MARK.test(twoAbove) &&
        !sectionOfLine(twoAbove) &&
        !YEAR_RANGE.test(lowerPlain(twoAbove)) &&
        (out.at(-1)?.to ?? -1) < i - 2
      )
        previous = `${cleanLine(twoAbove)} ${previous}`
      // (the job before, whose bullets carry a glyph, read these two lines without one as its last
      // bullet: they are this job's header)
      if (headerWrapped && headerTakenAsBullet && lastBefore) {
        lastBefore.bullets = lastBefore.bullets.filter((b) => b.index < i - 2)
        lastBefore.to = i - 3
      }
      if (
        parts.length <= 4 &&
        previous &&
        // (what its parenthesis adds does not make a title too long: '… indépendant (agent commercial, RSAC)')
        (previous.replace(/\([^()]*\)/g, '').trim().length < 60 || parts.length === 0) &&
        !YEAR_RANGE.test(lowerPlain(previous)) &&
        // a bullet of the experience before ('- Pilotage du pipe…') is no title
        !BULLET_MARK.test(cv.lines[i - 1] ?? '') &&
        // nor its wrapped end, in lower case ('- Conception accessible : contrastes AA, …' / 'audits RGAA
        // avec les développeurs' above 'UI Designer · Agence Cosmo, Paris · 2019 – 2022')
        !(!headerWrapped && !headerOverThree && continuesABullet(cv, i - 1))
      ) {
        const last = out[out.length - 1]
        let prevIsHeader = last !== undefined && last.to >= i - 1 && last.bullets.length > 0
        // The job before read it as its last bullet, but it is this job's header: a title, a dash, an
        // employer ('Secrétaire médicale (CDD) – Cabinet des Drs Lacoste, Pessac'), above bare dates.
        // (or a title alone above a line opening on its dates, the employer after them, when the
        // job before marks its bullets: 'Small Animal Veterinarian' / '03/2023 – 05/2026 · Hospital
        // Veterinario Abros, A Coruña')
        const titleAlone =
          date.index === 0 &&
          parts.length >= 1 &&
          /^[A-ZÀ-Ý][^.!?:;]{1,60}$/.test(previous) &&
          previous.split(/\s+/).length <= 6 &&
          last !== undefined &&
          marksItsBullets(cv, last)
        // (or a 'Title – Employer' line without the glyph the job before gives its bullets, above a
        // line of the place and dates: 'Mécanicien aéronautique – Armée de l'Air' / 'BA 118
        // Mont-de-Marsan 2011 – 2016')
        // (a place by its figures: a base's or a postcode's number, a département)
        const headerOverPlace =
          parts.length >= 1 &&
          HEADER_LIKE.test(previous) &&
          !BULLET_MARK.test(cv.lines[i - 1] ?? '') &&
          ((/\d/.test(parts.join(' ')) && last !== undefined && marksItsBullets(cv, last)) ||
            // (or a town alone, whatever the job before: 'Chargée de relations presse – Maison Aloé' /
            // 'Paris 3e · Septembre 2024 – aujourd'hui')
            (parts.length === 1 && isPlaceAlone(parts[0] ?? '')))
        // (or, above a bullet the dates of a side column joined, an 'Employer, Title Place' line
        // without the glyph the job before gives its bullets: 'NVIDIA Research, Research Intern Santa
        // Clara, CA' / '- Designed sparse attention … May 2022 – Aug 2022')
        const commaHeader =
          datedBullet &&
          /^[A-ZÀ-Ý][^.;:!?]{2,90}$/.test(previous) &&
          previous.includes(',') &&
          TITLE_WORD.test(previous) &&
          last !== undefined &&
          marksItsBullets(cv, last)
        if (
          prevIsHeader &&
          (((parts.length === 0 || datedBullet) && HEADER_LIKE.test(previous)) ||
            titleAlone ||
            headerOverPlace ||
            commaHeader) &&
          // (a header over a town is this job's, whatever the job before read it as)
          (last?.bullets.at(-1)?.index === i - 1 || (headerOverPlace && last !== undefined))
        ) {
          if (last.bullets.at(-1)?.index === i - 1) last.bullets.pop()
          last.to = i - 2
          prevIsHeader = false
        }
        if (!prevIsHeader && !sectionOfLine(cv.lines[i - 1] ?? '')) {
          const prevParts = joinTitleParts(
            previous
              .split(separatorsOf(previous))
              .map((p) => p.trim())
              .filter((p) => p.length > 1),
          )
          // the date line names the employer when it names anything ('Métallerie Vandamme, Roubaix'),
          // and the line before is the title as written ('Assistante ressources humaines – paie')
          // (not a bullet whose line the dates of a side column joined: '- Built foundation model
          // infrastructure … June 2023 – present' under 'Nexus AI, Co-Founder & CTO San Francisco, CA':
          // the line above is the header, employer first when its second part is the title)
          if (datedBullet && prevParts.length >= 2) {
            const titleFirst = TITLE_WORD.test(prevParts[0]!) || !TITLE_WORD.test(prevParts[1]!)
            title = (titleFirst ? prevParts[0] : prevParts[1]) ?? previous
            employer =
              (titleFirst ? prevParts[1] : prevParts[0])?.replace(/\s*\([^()]*\)/g, '').trim() ?? null
          } else if (headerOverPlace && prevParts.length >= 2 && !headerWrapped) {
            // ('Mécanicien aéronautique – Armée de l'Air' over 'BA 118 Mont-de-Marsan 2011 – 2016':
            // the header names the title and the employer, the dates' line the place)
            title = prevParts[0] ?? previous
            employer = prevParts[1]?.replace(/\s*\([^()]*\)/g, '').trim() ?? null
          } else if (
            parts.length >= 1 &&
            prevParts.length >= 2 &&
            !headerWrapped &&
            ENDS_ON_OPEN_WORD.test(previous)
          ) {
            // (a header left open on a link word, its place's tail before the dates: 'Maréchal-ferrant
            // indépendant (…) – Monts du' / 'Lyonnais et Forez – avril 2018 à septembre 2026')
            title = prevParts.slice(0, -1).join(' – ')
            employer = `${prevParts.at(-1)} ${parts[0]}`.replace(/\s*\([^()]*\)/g, '').trim()
          } else if (parts.length >= 1 && !(headerWrapped && prevParts.length >= 2)) {
            employer = parts[0] ?? null
            title = previous
          } else if (titleAbove(twoAbove, prevParts[0], headerWrapped, out.at(-1)?.to ?? -1, i)) {
            // (the title on its own line above the employer's: 'Shift Manager – Nights' /
            // 'GXO Logistics, Corby' / '03/2022 – present')
            title = cleanLine(twoAbove)
            employer = prevParts[0]?.replace(/\s*\([^()]*\)/g, '').trim() ?? null
          } else {
            // (what a parenthesis says of the employer, '(6 radiologues)', is no part of its name)
            employer = prevParts[1]?.replace(/\s*\([^()]*\)/g, '').trim() ?? (title || employer)
            title = prevParts[0] ?? previous
          }
        }
      }
      // ('Relief Pharmacist' / 'Self-employed, Essex & Hertfordshire  Sep 2018 to Feb 2020': the title
      // the job before read as its last bullet)
      if (
        parts.length >= 2 &&
        !wrappedHeader &&
        date.index > 0 &&
        !BULLET_MARK.test(raw) &&
        title === parts[0]
      ) {
        const own = titleTakenAsBullet(cv, out.at(-1), i)
        if (own) {
          title = own
          employer = parts[0] ?? null
        }
      }
      // (dates alone between the job before's last bullet and a header: '- Recruited and inducted 30+
      // new starters' / '2018 – 2021' / 'Customer Service Supervisor – FreshWay Supermarkets,': the
      // header under them is this job's)
      const below = cleanLine(cv.lines[i + 1] ?? '').replace(/[,;]$/, '')
      if (
        !title &&
        parts.length === 0 &&
        BULLET_MARK.test(cv.lines[i - 1] ?? '') &&
        !BULLET_MARK.test(cv.lines[i + 1] ?? '') &&
        HEADER_LIKE.test(below)
      ) {
        const [own, at] = below.split(separatorsOf(below)).map((p) => p.trim())
        if (own && at) {
          title = own
          employer = at.replace(/\s*\([^()]*\)/g, '').trim()
          joined.add(i + 1)
          // (its place wrapped onto the next line after a comma: '…, ' / 'Birmingham Fort')
          const wrappedPlace = cleanLine(cv.lines[i + 2] ?? '')
          if (
            /,\s*$/.test(cv.lines[i + 1] ?? '') &&
            !BULLET_MARK.test(cv.lines[i + 2] ?? '') &&
            wrappedPlace.length <= 40
          )
            joined.add(i + 2)
        }
      }
      current = {
        // (never a section's heading: 'EXPÉRIENCES' above bare dates is no job title, nor the wrapped
        // end of the job before's last bullet)
        title:
          title ||
          (sectionOfLine(cv.lines[i - 1] ?? '') || (!headerWrapped && continuesABullet(cv, i - 1))
            ? ''
            : previous),
        // (a hotel's stars are no part of its name: 'Hôtel Vendôme Palace ***** Palace')
        employer:
          employer
            ?.replace(/\s*\*{2,}/g, '')
            .replace(/\s+/g, ' ')
            .trim() || employer,
        dates: datesSaid(line.slice(date.index, date.index + date[0].length)),
        from: i,
        to: i,
        bullets: [],
      }
      // (the dated bullet stays the job's first bullet, its dates taken out)
      if (datedBullet && title && title !== previous) {
        const text = `${line.slice(0, date.index)} ${line.slice(date.index + date[0].length)}`
          .replace(/\s+/g, ' ')
          .trim()
        if (text) current.bullets.push({ text, index: i })
      }
      out.push(current)
      return
    }
    // A short title-like line ('Permis et habilitations', 'Compétences') ends the experience: it is
    // a heading the section reader did not know. (Not a line with a bullet's glyph: '- Élaboration
    // des plannings' is a short bullet.)
    // (nor the end of a bullet the PDF wrapped after an open word: '- Run ~300 servers for' / 'SaaS
    // and hosted customers')
    const exp = current as Experience | null
    const last = exp?.bullets[exp.bullets.length - 1]
    // (or on a comma: '- CA3 mensuelle, autoliquidation de TVA sur la sous-traitance BTP,' / 'DEB et DES')
    const goesOn =
      last !== undefined &&
      last.index === i - 1 &&
      (ENDS_ON_OPEN_WORD.test(last.text) || /,$/.test(last.text))
    // A 'Title – Employer' header over dates written in words the ranges do not read ('Serveuse (CDD
    // saisonniers) – Brasserie Le Cornet, Wimereux (62)' / 'Étés 2019, 2020 et 2021'), under a job whose
    // bullets carry a glyph: the next job, not this one's bullet.
    const unreadDates = exp && !goesOn ? headerOverUnreadDates(cv, i, exp) : null
    if (exp && unreadDates) {
      const parts = headerPartsOf(line.replace(/\s*\([^()]*\)/g, ''))
      for (let k = i + 1; k <= unreadDates.at; k++) joined.add(k)
      current = {
        title: parts[0] ?? line,
        employer: parts[1] ?? null,
        dates: unreadDates.text,
        from: i,
        to: unreadDates.at,
        bullets: [],
      }
      out.push(current)
      return
    }
    // (nor the end of a name the PDF wrapped, between two bullets with a glyph: '- Raised $18M … from
    // a16z and Founders' / 'Fund' / '- Scaled engineering team …')
    const nameGoesOn =
      last !== undefined &&
      last.index === i - 1 &&
      /\s\p{Lu}\p{Ll}+$/u.test(last.text) &&
      /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(line) &&
      BULLET_MARK.test(cv.lines[last.index] ?? '') &&
      BULLET_MARK.test(cv.lines[i + 1] ?? '')
    if (exp && last && nameGoesOn) {
      last.text = `${last.text} ${line}`
      last.index = i
      exp.to = i
      return
    }
    if (!BULLET_MARK.test(raw) && isLikelyHeading(line) && !goesOn) {
      current = null
      return
    }
    // (an employer's name, what it does in a parenthesis and its town, anywhere in the block, never
    // the wrapped end of a bullet: 'comptoir Électrique Rhodanien (grossiste matériel électrique) –
    // Saint-Priest' is no mission)
    if (exp && !BULLET_MARK.test(raw) && ORGANISATION_WITH_PLACE.test(line)) {
      exp.employer ??= line.split(/\s*\(/)[0]?.trim() || null
      exp.to = i
      return
    }
    // A bullet the PDF wrapped: the next line starts in lower case and the bullet did not end; or
    // it starts with a figure ('environ' / '60 passages par poste') and carries no bullet mark of its
    // own while the bullet had one.
    const marked = (t: string) => BULLET_MARK.test(t)
    // Or the bullet stopped on a word no sentence ends with ('…; check HS codes and' / 'EORI numbers
    // before handover'), and this line carries no bullet mark of its own.
    // (or it opens on the colon or comma that goes on from the bullet: 'tanzanites' / ': préparation des sièges')
    const wrapped =
      /^[a-zà-ÿ(]/.test(line) ||
      (/^[:;,]/.test(line) && !marked(raw)) ||
      (/^\d/.test(line) && !marked(raw) && last !== undefined && marked(cv.lines[last.index] ?? '')) ||
      (!marked(raw) && last !== undefined && (ENDS_ON_OPEN_WORD.test(last.text) || /,$/.test(last.text)))
    if (exp && last && last.index === i - 1 && wrapped && !/[.!?]$/.test(last.text)) {
      last.text = withoutDuration(`${last.text} ${line}`.replace(/\s*[.;]+$/, ''))
      last.index = i
      exp.to = i
      return
    }
    // The employer on the line right under a header that named none ('Juillet 2024 à ce jour
    // Assistante notariale – formaliste' / 'Office notarial Me DUPUY & Me LABORDE, notaires associés –
    // Libourne (8 salariés)'): the header's, not a first bullet.
    // (the end of its dates wrapped onto the next line behind its dash: '… Centre Jun 2017' / '- Feb 2020')
    if (
      exp &&
      exp.bullets.length === 0 &&
      exp.from === i - 1 &&
      exp.dates &&
      !/[–—-]/.test(exp.dates) &&
      /^\s*[-–—]\s*\S/.test(raw) &&
      line.length <= 20 &&
      WRAPPED_RANGE_END.test(lowerPlain(line))
    ) {
      exp.dates = `${exp.dates} – ${line}`
      exp.to = i
      return
    }
    if (exp && exp.employer === null && exp.bullets.length === 0 && exp.from === i - 1 && !marked(raw)) {
      // (or a name and its place above the job's first bullet: 'Montclair Investment Management –
      // Paris 9e (AUM approx. €2bn)' / '- Draft and negotiate …')
      // (its parenthesis wrapped onto the next line: '… (AUM approx. €900m,' / 'offices and retail)')
      const opens = line.split('(').length > line.split(')').length
      const employer =
        employerLine(line) ??
        nameAboveBullets(
          opens ? `${line} ${cleanLine(cv.lines[i + 1] ?? '')}` : line,
          cv.lines[i + (opens ? 2 : 1)] ?? '',
          marked,
        )
      if (employer && opens && !employerLine(line)) joined.add(i + 1)
      if (employer) {
        exp.employer = employer
        exp.to = i
        return
      }
    }
    // (a company by its legal form under a header whose dash held the title's specialty: 'Graduate
    // Actuarial Trainee – GI Consulting' / 'Barrow Lane Actuarial LLP, London' — the employer is that
    // company, the header's part the title's)
    // (so is an employer's line by its head count or its town under a header whose dash held a field
    // of the title in lower-case words: 'Responsable Qualité – Sécurité des aliments' / 'Salaisons du
    // Pays de Vannes (…, 180 salariés) –')
    if (exp && exp.employer !== null && exp.bullets.length === 0 && exp.from === i - 1 && !marked(raw)) {
      // (or a name, what it is in a parenthesis, then its town, under a header whose dash held a short
      // field of the title: 'Equipment Technician – Dry Etch' / 'Liffey Valley Semiconductor (300 mm
      // logic fab), Leixlip, Co. Kildare,')
      const company =
        (exp.employer.split(/\s+/).length <= 3 ? describedEmployer(line) : null) ??
        (namesACompany(line) || SPECIALTY_LIKE.test(exp.employer) ? employerLine(line) : null)
      if (company && !LEGAL_FORM_CLOSING.test(exp.employer)) {
        exp.title = `${exp.title} – ${exp.employer}`
        exp.employer = company
        exp.to = i
        // (its town wrapped onto the next line behind its dash: '… 180 salariés) –' / 'Theix-Noyalo (56)')
        // (or behind its comma: '…, Leixlip, Co. Kildare,' / 'Ireland')
        if (/[–—,-]\s*$/.test(line)) joined.add(i + 1)
        return
      }
    }
    if (exp && line.length >= 15) {
      exp.bullets.push({ text: withoutDuration(line.replace(/\s*[.;]+$/, '')), index: i })
      exp.to = i
    }
  })
  // (an employer cut inside its parenthesis, 'Prosegur Sécurité (site : Tour Horizon', keeps its name)
  for (const e of out) {
    // (and a title that kept the mark between it and its dates: '2021 – aujourd'hui · Plombier')
    e.title = e.title.replace(LEADING_MARK, '')
    // (so does an employer after its dates: '07/2026 – 09/2026 · Clinique Vétérinaire des Tilleuls')
    if (e.employer) e.employer = e.employer.replace(LEADING_MARK, '') || null
    const open = e.employer?.indexOf('(') ?? -1
    if (e.employer && open > 0 && !e.employer.includes(')', open))
      e.employer = e.employer.slice(0, open).trim()
    // (a contract is no employer: 'Grutier – Intérim', 'Technicien – CDI annualisé' are said with no 'chez')
    if (e.employer && CONTRACT_FIRST.test(lowerPlain(e.employer))) e.employer = null
    e.title = withoutMergedPlace(e.title, cv.lines.slice(Math.max(0, e.from - 1), e.from + 2))
    // (an 'employer' the header writes with its département or postcode is a town: 'Avrillé (49)',
    // '49240 Avrillé' — said 'à Avrillé', never 'chez Avrillé')
    // (one name, hyphens and an article allowed: 'Avrillé', 'Villefranche-sur-Saône', 'La Rochelle'; not
    // 'E.Leclerc Olivet (45)' or 'CAMSP de Libourne (33)')
    if (
      e.employer &&
      /^(?:(?:Le|La|Les|L')\s?)?\p{Lu}[\p{Ll}'’-]*(?:-\p{L}[\p{Ll}'’]*)*$/u.test(e.employer)
    ) {
      const name = e.employer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const header = cv.lines.slice(Math.max(0, e.from - 2), e.from + 1).join('\n')
      if (new RegExp(`(?:${name}\\s*\\((?:\\d{2}|2[AB]|97\\d)\\)|\\b\\d{5}\\s+${name}\\b)`).test(header))
        e.employerIsPlace = true
    }
  }
  return out.filter((e) => e.title || e.employer)
}

/** A region's code or a country after a place ('…, CA', '…, UK'). */
const REGION_AFTER = /^\s*(?:[A-Z]{2}|UK|USA|France|Germany|Spain|Ireland)\b/

/**
 * A title with the place of a right-hand column run into it ('Nexus AI, Co-Founder & CTO San
 * Francisco, CA'): the capitalised words after the title's last word of a post, when the header goes
 * on with a region's code or a country, are the place.
 */
function withoutMergedPlace(title: string, header: string[]): string {
  const words = title.split(' ')
  let k = words.length
  while (
    k > 1 &&
    words.length - k < 3 &&
    /^\p{Lu}\p{Ll}+$/u.test(words[k - 1]!) &&
    !TITLE_WORD.test(words[k - 1]!)
  )
    k--
  if (k === words.length || !TITLE_WORD.test(words[k - 1]!)) return title
  const place = `${words.slice(k).join(' ')},`
  const goesOnWithRegion = (line: string) => {
    const at = line.indexOf(place)
    return at >= 0 && REGION_AFTER.test(line.slice(at + place.length))
  }
  return header.some(goesOnWithRegion) ? words.slice(0, k).join(' ') : title
}

/** The mark left between a header's part and its dates ('· Plombier', '– Clinique …'). */
const LEADING_MARK = /^[\s·•|:–—-]+/

/** Dates written as a start only ('depuis 2019', 'since March 2022'). */
function isSince(dates: string): boolean {
  return /^(?:depuis|since)\b/i.test(dates)
}

/**
 * The header above line `at` when the PDF wrapped it over the two lines before: a 'Title – Employer'
 * line left open (on a link word or a comma) and its capitalised tail, after the job before ended.
 */
function wrappedAbove(cv: CvAnalysis, at: number, jobBefore: Experience | undefined): string | null {
  const [first, tail] = [cv.lines[at - 2] ?? '', cv.lines[at - 1] ?? '']
  const head = cleanLine(first)
  const rest = cleanLine(tail)
  // (the job before may have read the header's first line as its last bullet, written without a glyph)
  // (its tail joined to it as the bullet's wrapped end)
  const last = jobBefore?.bullets.at(-1)
  const taken =
    jobBefore !== undefined &&
    last !== undefined &&
    (last.index === at - 2 || (last.index === at - 1 && last.text === `${head} ${rest}`)) &&
    marksItsBullets(cv, jobBefore)
  if (
    at < 2 ||
    ((jobBefore?.to ?? -1) >= at - 2 && !taken) ||
    !rest ||
    rest.length > 40 ||
    !/^[A-ZÀ-Ý]/.test(rest)
  )
    return null
  if (/\s[–—|·-]\s/.test(rest) || [first, tail].some((l) => BULLET_MARK.test(l) || sectionOfLine(l)))
    return null
  // (left open on a link word or a comma, or its tail a name and its town: 'Registered Veterinary
  // Nurse — Oakfield' / 'Veterinary Group, Newbury')
  // (or on the dash before its employer: 'BMS Commissioning Technician –' / 'Axial Automatismes, Nanterre')
  const titleThenDash = TITLE_THEN_DASH.test(head)
  if (
    !ENDS_ON_OPEN_WORD.test(head) &&
    !/,$/.test(head) &&
    !titleThenDash &&
    !/^[A-ZÀ-Ý][^,]{2,30},\s*[A-ZÀ-Ý][^,]{2,25}$/.test(rest)
  )
    return null
  if (YEAR_RANGE.test(lowerPlain(head)) || !(titleThenDash || HEADER_LIKE.test(head.replace(/,$/, ''))))
    return null
  return `${head} ${rest}`
}

/** A year as a job's dates give it ('Étés 2019, 2020 et 2021', '2019 / 2020 – 14 semaines'). */
const A_YEAR = /\b(?:19[5-9]\d|20[0-4]\d)\b/

/**
 * Whether line `at` heads the next job though its dates are written in words the ranges do not read:
 * a 'Title – Employer' line without a glyph under a job whose bullets carry one, a short line with a
 * year right under it (or under the header's wrapped place, '(53)'), then a bullet, a heading or the
 * end. Returns that line's text and index.
 */
function headerOverUnreadDates(
  cv: CvAnalysis,
  at: number,
  job: Experience,
): { text: string; at: number } | null {
  const line = cv.lines[at] ?? ''
  if (BULLET_MARK.test(line) || !HEADER_LIKE.test(cleanLine(line)) || !marksItsBullets(cv, job)) return null
  let k = at + 1
  if (/^\((?:\d{2,3}|2[AB])\)$/.test(cleanLine(cv.lines[k] ?? ''))) k++
  const dates = cleanLine(cv.lines[k] ?? '')
  if (!dates || dates.length > 50 || BULLET_MARK.test(cv.lines[k] ?? '') || !A_YEAR.test(dates)) return null
  if (YEAR_RANGE.test(lowerPlain(dates)) || /[.;:]$/.test(dates)) return null
  const after = cv.lines[k + 1]
  if (after !== undefined && !BULLET_MARK.test(after) && !sectionOfLine(after)) return null
  return { text: dates, at: k }
}

/**
 * The title on a line or two of its own, without the glyph the job before gives its bullets, above
 * 'Employer, Place Dates' at line `at` ('Mécanicien cellule-moteur (B1 sous supervision puis' /
 * 'certifiant)' / 'Regional Aero Services, Bordeaux-Mérignac Sept. 2016 – févr. 2021'): read as that
 * job's last bullet, it is taken back from it and returned; null when there is none.
 */
function titleTakenAsBullet(cv: CvAnalysis, job: Experience | undefined, at: number): string | null {
  const taken = job?.bullets.at(-1)
  if (!job || taken?.index !== at - 1 || !marksItsBullets(cv, job)) return null
  const before = job.bullets.at(-2)?.index ?? job.from
  const own = cv.lines.slice(before + 1, at)
  if (
    own.length < 1 ||
    own.length > 2 ||
    !own.every((l) => !BULLET_MARK.test(l) && !sectionOfLine(l)) ||
    !/^[A-ZÀ-Ý]/.test(cleanLine(own[0] ?? '')) ||
    taken.text.length > 90 ||
    /[.;:!?]$/.test(taken.text)
  )
    return null
  job.bullets.pop()
  job.to = before
  return taken.text.replace(/\s*\([^()]*\)\s*$/, '')
}

/** Whether line `at` is the wrapped end of a bullet: in lower case, under a bullet's line or another such end. */
function continuesABullet(cv: CvAnalysis, at: number): boolean {
  const lower = (k: number) =>
    /^[a-zà-ÿ]/.test(cleanLine(cv.lines[k] ?? '')) && !BULLET_MARK.test(cv.lines[k] ?? '')
  if (at < 1 || !lower(at)) return false
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    if (BULLET_MARK.test(cv.lines[k] ?? '')) return true
    if (!lower(k)) return false
  }
  return false
}

/** Whether a job's lines mark its bullets with a glyph (a line without one then stands out). */
function marksItsBullets(cv: CvAnalysis, job: Experience): boolean {
  return cv.lines.slice(job.from + 1, job.to + 1).some((l) => BULLET_MARK.test(l))
}

function isLikelyHeading(line: string): boolean {
  const words = line.split(/\s+/)
  return (
    line.length <= 40 &&
    words.length <= 5 &&
    !/\d/.test(line) &&
    !/[.;:,]$/.test(line) &&
    /^[A-ZÀ-Ö]/.test(line) &&
    !/\b(?:j'|je|i)\b/i.test(line) &&
    words.slice(1).every((w) => w.length <= 3 || /^[a-zà-ÿ]/.test(w) || w === w.toUpperCase())
  )
}

export function experienceAt(experiences: readonly Experience[], lineIndex: number): Experience | undefined {
  return experiences.find((e) => lineIndex >= e.from && lineIndex <= e.to)
}

/** What the French object of a noun of action becomes: 'd'une API' → 'une API', 'des stocks' → 'les stocks'. */
function frObject(rest: string): string | null {
  const m = /^\s*(de la |de l['’]|du |des |de |d['’])?(.*)$/i.exec(rest)
  if (!m) return null
  const [, link = '', raw = ''] = m
  // The partitives coordinated after the first follow it: 'des stocks et des inventaires' →
  // 'les stocks et les inventaires', 'des rendez-vous et du planning' → '… et le planning'.
  const object = raw.replace(/\b(et|ou) (du|des|de la|de l['’])\s*/gi, (_w, conj: string, art: string) => {
    const a = art.toLowerCase()
    return `${conj} ${a === 'du' ? 'le ' : a === 'des' ? 'les ' : a === 'de la' ? 'la ' : 'l’'}`
  })
  const k = link.trim().toLowerCase()
  // 'Accueil physique et téléphonique des patients': an adjective after the action, no verb reads it.
  if (!k) return object.trim() && /^[a-zà-ÿ]/.test(object.trim()) ? null : object.trim()
  if (k === 'de la') return `la ${object}`
  if (k.startsWith('de l')) return `l’${object}`
  if (k === 'du') return `le ${object}`
  if (k === 'des') return `les ${object}`
  if (k.startsWith('d')) {
    // 'de chemins de câbles' → 'des chemins de câbles'; 'd'une API' → 'une API'; 'de stock' → unknown gender.
    const word = object.split(/\s+/)[0] ?? ''
    if (/^(?:un|une|mon|ma|mes|son|sa|ses|nos|leurs?|\d)/i.test(word)) return object.trim()
    if (/[sx]$/i.test(word)) return `des ${object}`
    return null
  }
  return object.trim()
}

/**
 * A CV bullet as the candidate says it, in the first person and past tense, or null when the
 * bullet does not start with an action ('Clients grands comptes').
 */
export function bulletToSentence(bullet: string, lang: 'fr' | 'en'): string | null {
  const text = bullet.replace(LEADING_BULLETS, '').trim()
  const low = lowerPlain(text)
  if (lang === 'fr') {
    for (const [noun, participle] of FR_NOUNS) {
      if (low === noun || low.startsWith(`${noun} `) || low.startsWith(`${noun}'`)) {
        // Several actions in one bullet ('Pose de X, tirage de Y') do not read as one verb.
        // Nor two nouns joined right after it ('Mise en place et envoi de 220 couverts').
        const after = text.slice(noun.length)
        if (
          /,|\bet\s+(?:[a-zà-ÿ]+(?:tion|ment|age|ure|ise))\b/i.test(after) ||
          /^\s*(?:et|ou|\/)\s/i.test(after)
        )
          return null
        const rest = frObject(text.slice(noun.length))
        if (rest === null) return null
        return `j’ai ${participle}${rest ? ` ${rest}` : ''}`
      }
    }
    for (const [verb, participle] of FR_VERBS) {
      if (low.startsWith(`${verb} `)) return `j’ai ${participle} ${text.slice(verb.length).trim()}`
    }
    const first = low.split(/\s+/)[0] ?? ''
    const participle = FR_PARTICIPLES.get(first)
    if (participle) return `j’ai ${participle} ${text.slice(first.length).trim()}`
    return null
  }
  const first = low.split(/\s+/)[0] ?? ''
  const withNumbers = (s: string) =>
    s.replace(/\b(?:of|by|for) (\d{1,2})\b/g, (m, n: string) => m.replace(n, VERBS.en.numbers[n] ?? n))
  if (/^[a-z]+ed$/.test(first) || first === 'led' || EN_PAST_FORMS.has(first)) {
    return withNumbers(`I ${first}${text.slice(first.length)}`)
  }
  // 'Lead designer on brand identities', 'Support worker at…': a role, not an action
  const second = low.split(/\s+/)[1] ?? ''
  if (/(?:er|or|ist|ian)$/.test(second) && /^(?:lead|support|sales|project|team|care)$/.test(first))
    return null
  // 'Pick accuracy 99.7%', 'Order volume up 20%': a measure, not an action
  if (MEASURE_NOUN.test(second)) return null
  // ('Co-ordinate the initial response', written with the hyphen of British usage: 'coordinate')
  const past = EN_PAST[first] ?? (first.includes('-') ? EN_PAST[first.replace(/-/g, '')] : undefined)
  // (the other verbs of the bullet in the same tense: 'Track shipments and update clients daily;
  // check HS codes' → 'I tracked shipments and updated clients daily; checked HS codes')
  // (after 'and', not a word that is as often a noun: 'sales and lead generation', 'and support tickets')
  // (and after a comma: 'Scan every parcel, take photo proof and handle returns')
  const alsoPast = (rest: string) =>
    rest.replace(/(\band\s+|;\s*|,\s*)([a-z]+)\b/g, (m, lead: string, verb: string) => {
      const p = EN_PAST[verb]
      if (!p || (!lead.startsWith(';') && EN_NOUNS_AFTER_AND.has(verb))) return m
      if (lead.startsWith(',') && EN_NOUNS_AFTER_COMMA.has(verb)) return m
      return `${lead}${p}`
    })
  if (past) return withNumbers(`I ${past}${alsoPast(text.slice(first.length))}`)
  // 'Responsible for 1.8 million cuttings a year', 'Involved in the audit': what one was, said so
  // (never 'my work included responsible for…')
  if (/^(?:responsible|accountable|involved|in charge|part of|fully trained|trained in)\b/.test(low))
    return withNumbers(`I was ${text.charAt(0).toLowerCase()}${text.slice(1)}`)
  // 'Regularly cover extra routes': the adverb stays before the verb said in the past
  const afterAdverb = EN_PAST[second]
  // (not a noun after an adjective: 'Daily care of up to 40 dogs' is no 'I daily cared of')
  const nounAfter = /^\s*of\b/i.test(text.slice(text.toLowerCase().indexOf(second) + second.length))
  if (
    afterAdverb &&
    !nounAfter &&
    /^(?:regularly|also|often|daily|frequently|occasionally|routinely|personally|proactively)$/.test(first)
  )
    return withNumbers(
      `I ${first} ${afterAdverb}${alsoPast(text.slice(text.toLowerCase().indexOf(second) + second.length))}`,
    )
  for (const [noun, verb] of EN_NOUNS) {
    if (low.startsWith(`${noun} of `)) return withNumbers(`I ${verb} ${text.slice(noun.length + 4).trim()}`)
  }
  return null
}

/** Nouns of a measure: after them the bullet's first word is a noun ('Pick accuracy 99.7%'). */
const MEASURE_NOUN =
  /^(?:accuracy|rate|rates|time|times|volume|volumes|levels?|ratio|score|scores|count|counts|speed|rates?:|accuracy:)$/

/** Bullets of an experience said in the first person, the ones with a figure first. */
export function spokenBullets(exp: Experience, lang: 'fr' | 'en', prefer?: number): string[] {
  return toldBullets(exp, lang, prefer).map((b) => b.said)
}

/** Each bullet of an experience with what the candidate says of it, the ones with a figure first. */
export function toldBullets(
  exp: Experience,
  lang: 'fr' | 'en',
  prefer?: number,
): { text: string; said: string; action: boolean; foreign?: boolean }[] {
  // Working hours are no mission: 'Travail de nuit et le week-end' is never said as one.
  // Nor is a list of the job's tools ('Logiciels : Sage 100, ACD, Excel'), nor where or for whom it
  // was done ('Sites : bureaux d'une mutuelle et groupe scolaire').
  const ordered = exp.bullets
    .filter((b) => !isConditionBullet(b.text) && !LIST_OR_CONTEXT_LINE.test(lowerPlain(b.text)))
    .sort(
      (a, b) =>
        Number(b.index === prefer) - Number(a.index === prefer) ||
        Number(/\d/.test(b.text)) - Number(/\d/.test(a.text)),
    )
  // A bullet that does not start with an action is said as one of the role's missions, whole.
  return ordered.map((b) => tellBullet(b.text, lang))
}

const LIST_OR_CONTEXT_LINE =
  /^\s*(?:logiciels?|outils?|environnement(?: technique)?|stack(?: technique)?|technologies|langages|tools?|software|tech stack|environment|sites?|clients?|clientele|secteurs?|perimetre|contexte|context|sectors?|accounts?|patientele|public)\s*:/i

type ToldBullet = { text: string; said: string; action: boolean; foreign?: boolean }
/** What a bullet says, once per text and language: an answer tells the same bullets many times. */
const told = new Map<string, ToldBullet>()

function tellBullet(text: string, lang: 'fr' | 'en'): ToldBullet {
  const key = `${lang}\u0000${text}`
  const hit = told.get(key)
  if (hit) return hit
  const other = lang === 'fr' ? 'en' : 'fr'
  // A bullet in the CV's other language is quoted as written, never woven into the sentence.
  const counts = functionWordCounts(text)
  let out: ToldBullet
  if ((counts[other] ?? 0) > (counts[lang] ?? 0))
    out = { text, said: messagesFor(lang).answers.inCvWords(text), action: false, foreign: true }
  else {
    const action = bulletToSentence(text, lang)
    out = { text, said: action ?? messagesFor(lang).answers.mission(text), action: action !== null }
  }
  if (told.size > 20_000) told.clear()
  told.set(key, out)
  return out
}

/** Words that say a job was on one's own account ('(self-employed)', 'auto-entrepreneur', 'à mon compte'). */
const OWN_ACCOUNT =
  'self[- ]employed|freelance|free-lance|auto[- ]entrepreneu(?:r|se)|micro[- ]entrepreneu(?:r|se)|[àa] mon compte|sole trader'
const ON_MY_OWN = new RegExp(`\\b(?:${OWN_ACCOUNT}|ind[ée]pendante?s?)\\b`, 'i')
/** The same words, every one of them (a title's account words left out of what it names). */
const ON_MY_OWN_ALL = new RegExp(ON_MY_OWN.source, 'gi')
/** An employer's own words: its 'indépendante' is the shop's ('Quincaillerie indépendante'), not the candidate's account. */
const EMPLOYER_ON_MY_OWN = new RegExp(`\\b(?:${OWN_ACCOUNT})\\b`, 'i')

/** 'où j’étais infirmière (2018 – 2024)' / 'as a nurse (2018 – 2024)'. */
export function roleClause(exp: Experience, lang: 'fr' | 'en'): string {
  const dates = datesIn(exp.dates, lang)
  return messagesFor(lang).answers.roleClause({ title: roleTitle(exp), dates })
}

/** The job's title as said (the account it was on is said before: 'À mon compte, où je suis handyman'). */
function roleTitle(exp: Experience): string {
  return exp.title
    .replace(/^[\s:–—-]+/, '')
    .replace(/\s*\([^()]*\)/g, (p) => (ON_MY_OWN.test(p) ? '' : p))
    .trim()
}

/**
 * 'Chez X' / 'At X'; a job on one's own account is 'À mon compte' / 'Self-employed' (what the header
 * writes after it is a place or a client: 'Handyman (self-employed) – Salignac-Eyvigues').
 */
export function atEmployer(exp: Experience, lang: 'fr' | 'en'): string {
  const say = messagesFor(lang).answers
  if (onOwnAccount(exp)) return say.onMyOwn
  return exp.employerIsPlace && exp.employer ? say.inPlace(exp.employer) : say.atEmployer(exp.employer)
}

/** A job held on one's own account, said as such ('À mon compte'). */
function onOwnAccount(exp: Experience): boolean {
  // (a title that is only the account, 'Self-employed — Essex & Hertfordshire', is said as the role)
  const titleBesides = exp.title.replace(ON_MY_OWN_ALL, '').replace(/[\s()–—,-]+/g, '')
  const ownAccount = ON_MY_OWN.test(exp.title) || EMPLOYER_ON_MY_OWN.test(exp.employer ?? '')
  return ownAccount && titleBesides.length > 0
}

/**
 * Where and as what a job was held, opening a sentence: 'Au CHU de Rennes, où j’étais infirmière
 * (2018 – 2024)'; without an employer, the role alone: 'En tant que préparateur de commandes (depuis
 * 2020)', not 'Dans mon poste, où je suis …'.
 */
export function whereAsRole(exp: Experience, lang: 'fr' | 'en'): string {
  if (exp.employer === null && !onOwnAccount(exp))
    return messagesFor(lang).answers.asRole({
      title: roleTitle(exp),
      dates: datesIn(exp.dates, lang),
    })
  return `${atEmployer(exp, lang)}, ${roleClause(exp, lang)}`
}

/**
 * The CV line that shows a skill, with the line it runs on to when it stops mid-sentence ('…
 * armoires de distribution ; accompagnement des' / 'électriciens intérimaires'): a job seeker reads
 * a whole phrase.
 */
export function evidenceLine(cv: CvAnalysis, id: string): string | null {
  const ev = cv.evidence.get(id)
  return ev ? wholeLineAt(cv, ev.lineIndex, ev.line) : null
}

/** The CV's line at an index (or the words given for it), run on to the lines that finish its phrase. */
export function wholeLineAt(cv: CvAnalysis, lineIndex: number, words = cv.lines[lineIndex] ?? ''): string {
  let line = words.trim()
  for (let k = lineIndex + 1; k <= lineIndex + 2; k++) {
    const next = (cv.lines[k] ?? '').trim()
    const open = ENDS_ON_OPEN_WORD.test(line) || (!/[.!?;:)»"”]$/.test(line) && /^\p{Ll}/u.test(next))
    if (!open || !next || next !== next.replace(/^[-•·▪*]\s*/, '')) break
    // (up to the end of the sentence it finishes: '… now based in' / 'Lyon since 2025. Hands-on …')
    const end = /[.!?](?=\s|$)/.exec(next)
    line = `${line} ${end ? next.slice(0, end.index + 1) : next}`
    if (end) break
  }
  return line
}

/** A line with an e-mail, a web address or a phone number: the contact line, never quoted as proof. */
export function isContactLine(line: string): boolean {
  if (/@|https?:|www\.|linkedin\.com|\+\d{1,3}[\s.-]?\(?\d|\b0\d(?:[\s.-]?\d{2}){4}\b/i.test(line))
    return true
  // The header's personal details ('Infirmier · 31 ans · Permis B', '45800 Saint-Jean-de-Braye'): an
  // age or a postal address is no proof of a skill.
  return line
    .split(/[·|•,–—]/)
    .map((p) => p.trim())
    .some((p) => /^(?:\d{2} ?ans|\d{2} years? old|(?:age|âge) ?:? ?\d{2})$|^\d{5} [A-ZÀ-Ö]/i.test(p))
}

/** The CV line an answer may quote, or undefined for none or a contact line. */
export function quotable(line: string | undefined | null): string | undefined {
  // (quoted without the bullet it opens with: « Dégustation, analyse sensorielle », not « - Dégustation… »)
  // (nor with a separator it ends on, the item after it cut off: « Hygiène HACCP », not « Hygiène HACCP / »)
  // (nor with the full stop of its sentence: the answer's own sentence goes on after the quote)
  const text = line?.replace(/^[\s\-–—•·*▪►]+/, '').replace(/\s+[/|–—-]\s*$|\s*[,;]\s*$|(?<!\.)\.\s*$/, '')
  return text && !isContactLine(text) ? text : undefined
}
