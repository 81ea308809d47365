/**
 * Years of experience in the trade the offer names, not in any job: a recruiter asking for '3 ans
 * d'expérience en salon' counts the salon years, not the seven years behind a shop counter. An
 * experience of the CV counts when its title shares the offer's occupation word ('Plombier' for a
 * 'Plombier-chauffagiste'), or when it holds the proof of at least two of the offer's matched
 * know-hows (skills, tools, domains — not qualities, languages or credentials), one of them a must
 * of the offer (three when the offer names no must; four lines of them without a must). Its dated ranges are
 * then joined, overlaps once. A CV with no dated experience keeps what it states ('6 ans
 * d'expérience'); one that states fewer years than its dates show is taken at its word.
 *
 * When the offer's years clause names a domain of its own ('2 ans d'expérience en paie', '2+ years
 * in customer success', '3 years of pastry experience'), an experience counted by its know-hows must
 * also show that domain in its own lines: its telling words, or a lexicon skill it names in either
 * language. A teacher's presenting and spreadsheets do not make two years in customer success. The
 * know-hows are read on every line that shows them, so each job of a CV proves itself, not only the
 * one the best evidence of a skill is quoted from (a customs specialist's earlier job showed the
 * same skills as the current one and counted for nothing).
 */

import { readFileSync } from 'node:fs'
import { getLexicon } from './lexicon.ts'
import {
  FRENCH_CHEF_OF,
  HEAD_NAMING_NO_TRADE,
  iscoGroupOf,
  occupationsNamedBy,
  occupationsOf,
} from './occupations.ts'
import {
  type CvAnalysis,
  type JobAnalysis,
  occupationWords,
  phraseStems,
  statedYearsIn,
  unionMonths,
  yearsOfMonths,
} from './parse.ts'
import { findPhrase, hasStem, stem } from './phrases.ts'
import type { MatchItem } from './score.ts'
import { lowerPlain, phraseKey } from './text.ts'
import { type Experience, experiencesOf } from './writer-facts.ts'

/** Unpaid work: 'bénévole', 'bénévolat', 'volunteer', 'voluntary'. */
const VOLUNTEER = /\b(?:benevole|benevoles|benevolat|volunteer|volunteering|voluntary)\b/
/**
 * Volunteers as what the job works with, not the status of the job: 'Volunteer & Community Officer',
 * 'Volunteer Manager', 'Responsable des bénévoles', 'coordination of volunteers'.
 */
const VOLUNTEERS_AS_OBJECT =
  /\b(?:volunteers?|volunteering)\s*(?:&|and|\/)?\s*(?:[a-z]+ )?(?:coordinator|co-ordinator|manager|officer|lead|leader|supervisor|services|engagement|development|recruitment|programmes?|programs?|administrator)\b|\b(?:des|aux|of|with|for) (?:benevoles|volunteers)\b|\b(?:coordination|gestion|animation|encadrement|responsable|referente?|chargee?) (?:de |du |des |d')?(?:reseau de |la vie )?(?:benevol\w*|volunteers?)\b/g

/** A job held in training: an apprentice's, an intern's, a trainee's. */
const TRAINING_TITLE =
  /\b(?:apprentie?s?|apprentices?|alternan\w*|stagiaires?|stage|interns?|internship|trainees?|placement|en formation)\b/

/** How many matched know-hows make an experience one of the trade when its title does not. */
const PROOFS_FOR_A_TRADE = 2

/** Words of a years clause that say how the experience was, not in what. */
const NOT_A_DOMAIN = new Set(
  [
    'hands',
    'verifiable',
    'proven',
    'solid',
    'relevant',
    'significant',
    'professional',
    'professionnel',
    'professionnelle',
    'reussie',
    'confirmee',
    'similaire',
    'similar',
    'equivalent',
    'equivalente',
    'comparable',
    'poste',
    'role',
    'position',
    'job',
    'metier',
    'fonction',
    'idealement',
    'ideally',
    'minimum',
    'experience',
    'experiences',
    'years',
    'year',
    'annees',
    'ans',
    'work',
    'working',
    'previous',
    'prior',
    'recent',
    'full',
    'time',
    'dans',
    'aupres',
    'within',
    // (the cue closing the clause: '3 ans d'expérience en électricité industrielle sont exigés')
    'sont',
    'est',
    'exige',
    'exigee',
    'exigees',
    'exiges',
    'requis',
    'requise',
    'requises',
    'souhaitee',
    'souhaitable',
    'indispensable',
    'obligatoire',
    'imperatif',
    'appreciee',
    'required',
    'essential',
    'preferred',
    'desirable',
  ].flatMap((w) => phraseStems(w)),
)

const TRADE_TITLES_PACK = JSON.parse(
  readFileSync(new URL('./data/packs/trade-titles.json', import.meta.url), 'utf8'),
) as {
  groups: string[][]
  heads: { groups: string[][] }
  rankBelow: { words: string; tradesOfTheirOwn: string }
  vehicleClasses: { classes: string[]; within: Record<string, number> }
}

/** Classes of vehicle a driver's or a mechanic's years are counted in (trade-titles.json). */
const VEHICLE_CLASSES = TRADE_TITLES_PACK.vehicleClasses.classes.map((c) => new RegExp(c))
/** The class each class is one of (the articulated class is a heavy one). */
const VEHICLE_WITHIN: Readonly<Record<string, number>> = TRADE_TITLES_PACK.vehicleClasses.within

/** Whether a text names a class of vehicle other than the clause's (a class within the clause's is it). */
function namesAnotherClass(clauseClass: number, text: string): boolean {
  return (
    clauseClass >= 0 &&
    VEHICLE_CLASSES.some((c, k) => k !== clauseClass && VEHICLE_WITHIN[k] !== clauseClass && c.test(text))
  )
}

/** Titles of one trade, as the stems of their words (data/packs/trade-titles.json). */
const TRADE_TITLES: string[][][] = TRADE_TITLES_PACK.groups.map((g) =>
  g.map((t) => phraseKey(t).split(' ').map(stem)),
)

/** Each head word's stem → the same head in the other language (trade-titles.json `heads`). */
const HEAD_EQUIVALENTS = new Map<string, string[]>()
for (const group of TRADE_TITLES_PACK.heads.groups) {
  const stems = [...new Set(group.map((w) => stem(phraseKey(w))))]
  for (const s of stems)
    HEAD_EQUIVALENTS.set(
      s,
      stems.filter((o) => o !== s),
    )
}

/** A title's stems, its head words with their other-language equivalents ('Engineer' is an 'Ingénieur'). */
/** The stems of a title's words, as written. */
const titleWordStems = (title: string) => phraseKey(title).split(' ').filter(Boolean).map(stem)

/** A title's stems with the heads it is equivalent to ('chauffeur' / 'conducteur'). */
const titleStems = (title: string) =>
  new Set(titleWordStems(title).flatMap((s) => [s, ...(HEAD_EQUIVALENTS.get(s) ?? [])]))

/** Whether a title (its stems) holds every word of one title of a trade's group. */
const namesOneOf = (group: string[][], title: Set<string>) => group.some((t) => t.every((w) => title.has(w)))

/** Words that put a title a rank below the post named after them ('Assistant store manager'). */
const RANK_BELOW = new RegExp(
  `\\b(?:${TRADE_TITLES_PACK.rankBelow.words})[\\s-]+(?:de\\s+|d')?(?!${TRADE_TITLES_PACK.rankBelow.tradesOfTheirOwn})[a-z]`,
)

/** Words of a years clause naming an activity of any trade rather than a domain (their stems). */
const GENERIC_DOMAIN_STEMS = new Set(
  phraseStems(
    'support développement development gestion management suivi travail work sécurité security opérationnel opérationnelle operational operations technique technical service services engineering ingénierie administration conduite pilotage operating industrie industry industriel industrielle industrial secteur sector',
  ),
)

/** A domain's alternatives as content stems, and the stems each lexicon skill it names stands for. */
type Domain = {
  stems: string[][]
  skills: Map<string, string[]>
  /**
   * The sector the clause places the work in, after 'dans la/le', 'in the', 'within' ('en relation
   * clientèle dans la banque ou l'assurance' → ['banqu', 'assuran']): even a job of the trade's title
   * counts only where it shows one of them.
   */
  sector: string[]
}

/** Where a years clause names the sector of the work ('… dans la banque ou l'assurance'). */
const SECTOR_AFTER =
  /\s(?:dans (?:la |le |l'|les |un |une )|within (?:an? |the )?|in (?:an? |the )|en (?=(?:cabinet|agence|collectivite|restauration collective|milieu hospitalier|ehpad|officine|pui|clinique|bureau d'etudes|grande distribution|gms)\b))(?:secteur (?:de la |de l'|du |des |de )?|(?:sector|industry) of )?(.+)$/

/**
 * The domain a years clause names, as alternatives of content stems ('2 ans d'expérience en bar ou
 * restauration' → [['bar'], ['restaur']]); null when it names none ('3 ans d'expérience', '2 years of
 * experience in a similar role', '5 ans d'expérience dont un an en autonomie').
 */
/** Stems of actions a years clause names before its domain ('gestion de', 'management of', 'suivi de'). */
const ACTION_OF_A_DOMAIN = new Set(['gestion', 'manag', 'suivi', 'pilot', 'adminis'])

export function yearsDomain(label: string): Domain | null {
  const low = lowerPlain(label)
    // what follows 'dont' / 'including' qualifies the years, it is no domain of its own
    .replace(/\s(?:dont|including|with|avec|incl\.?)\s.*$/, '')
    .replace(/\([^)]*\)/g, ' ')
  const alternatives = low
    .split(/\s(?:ou|or|et\/ou|and\/or)\s|\/|,/)
    .map((part) => phraseStems(part).filter((s) => !/^\d/.test(s) && !NOT_A_DOMAIN.has(s)))
    // (an action beside what it acts on is no domain: 'gestion de copropriété' is copropriété, which a
    // 'Gestionnaire locative' never touched; 'gestion' alone stays)
    .map((stems) => (stems.length > 1 ? stems.filter((s) => !ACTION_OF_A_DOMAIN.has(s)) : stems))
    .filter((stems) => stems.length > 0)
  if (alternatives.length === 0) return null
  const skills = new Map<string, string[]>()
  for (const m of getLexicon().match(low)) skills.set(m.skill.id, phraseStems(m.text))
  const sectorWords = SECTOR_AFTER.exec(low)?.[1] ?? ''
  const sector = phraseStems(sectorWords.replace(/\b(?:sector|secteur|industry|industrie)s?\b/g, ' ')).filter(
    (x) => !/^\d/.test(x) && !NOT_A_DOMAIN.has(x) && !GENERIC_DOMAIN_STEMS.has(x),
  )
  return { stems: alternatives, skills, sector }
}

/** A kind of workplace a years clause names ('en agence', 'in a law firm', 'en bureau d'études'). */
const SETTING =
  /\b(?:en|in(?: an?)?|dans (?:une?|les?)|au sein d'une?|chez une?|within an?)\s+(agences?|agency|agencies|cabinets?|bureaux? d'etudes?|laboratoires?|labos?|law firms?|firms?|restauration collective|pui|parcs? zoologiques?|zoos?|ehpad|milieu hospitalier|hopitaux|hopital|hospitals?|cliniques?|clinics?|officines?)\b/

function settingOf(label: string): string[] {
  const m = SETTING.exec(lowerPlain(label))
  return m ? phraseStems(m[1]!).filter((x) => !NOT_A_DOMAIN.has(x)) : []
}

/**
 * The jobs `names` picks, as a test that passes every job when it picks none: a CV that never names
 * the sector or the place a clause asks for (in another language, or by employers' names only) is
 * not read against it.
 */
function namedInSomeJob(experiences: readonly Experience[], names: (e: Experience) => boolean) {
  const picked = new Set(experiences.filter(names))
  return (e: Experience) => picked.size === 0 || picked.has(e)
}

/** Whether a job's title holds every word of one of a domain's alternatives, of `words` words or more. */
function titleNamesAlternative(domain: Domain, title: string, words = 1): boolean {
  const stems = titleStems(title)
  return domain.stems.some((st) => st.length >= words && st.every((x) => hasStem(stems, x)))
}

/** The stems of the CV's lines from..to (a job's header and bullets). */
function stemsBetween(cv: CvAnalysis, from: number, to: number): Set<string> {
  const block = new Set<string>()
  for (let l = from; l <= to; l++) for (const s of cv.stems.lines[l] ?? []) block.add(s)
  return block
}

/**
 * How an experience (its header and bullets, lines from..to) shows the domain: a content word of one
 * of its alternatives (`some`), or all of them (`all`), each written in its lines or standing in a
 * lexicon skill they name in either language ('pastry' / 'pâtisserie').
 */
function domainShown(
  domain: Domain,
  cv: CvAnalysis,
  from: number,
  to: number,
  title = '',
): { some: boolean; all: boolean } {
  // (the job's title is of the job, wherever the CV writes it: 'CSR Project Officer' above its dates)
  const block = stemsBetween(cv, from, to)
  for (const s of titleWordStems(title)) block.add(s)
  const shown = new Set<string>()
  if (domain.skills.size > 0) {
    const text = [title, ...cv.lines.slice(from, to + 1)].join('\n')
    for (const m of getLexicon().match(text))
      for (const id of [m.skill.id, ...(m.skill.implies ?? [])])
        for (const s of domain.skills.get(id) ?? []) shown.add(s)
  }
  const has = (x: string) => shown.has(x) || hasStem(block, x)
  // A word that names an activity of any trade ('support', 'développement', 'sécurité') shows the
  // domain only when no alternative of the clause has a word of its own ('support / helpdesk' is shown
  // by 'helpdesk', 'SOC ou sécurité opérationnelle' by 'SOC').
  const telling = domain.stems.some((stems) => stems.some((x) => !GENERIC_DOMAIN_STEMS.has(x)))
  const counts = (x: string) => has(x) && (!telling || !GENERIC_DOMAIN_STEMS.has(x))
  return {
    some: domain.stems.some((stems) => stems.some(counts)),
    // (the activity word of a clause with a word of its own is not needed for the whole: 'network
    // engineering', 'administration Linux' are shown by the network's or Linux's work)
    all: domain.stems.some(
      (stems) =>
        stems.every(has) ||
        (telling &&
          stems.every((x) => has(x) || GENERIC_DOMAIN_STEMS.has(x)) &&
          stems.some((x) => has(x) && !GENERIC_DOMAIN_STEMS.has(x))),
    ),
  }
}

/**
 * The kind of role an English years clause names before 'role' or 'position' ('1 year in a
 * coordinating or scheduling role in home care' → ['coordin', 'schedul']), as stems; none for 'a
 * similar role', 'a relevant position'.
 */
export function roleKindStems(clause: string): string[] {
  const m = /\bin an? ((?:[a-z-]+ ){1,5}?)(?:role|position|capacity)s?\b/.exec(lowerPlain(clause))
  if (!m) return []
  // (a compound's second word says how, not what: 'customer-facing', 'office-based')
  const words = m[1]!.replace(/-(?:facing|based|oriented|focused|led|related|level)\b/g, ' ')
  const alternatives = words
    .split(/\b(?:or|and)\b/)
    .map((part) =>
      phraseStems(part).filter((x) => !/^\d/.test(x) && !NOT_A_DOMAIN.has(x) && !GENERIC_DOMAIN_STEMS.has(x)),
    )
  // (an alternative of generic words only, 'a service desk or IT support role', asks no kind of its own)
  return alternatives.some((a) => a.length === 0) ? [] : [...new Set(alternatives.flat())]
}

/** The post a years clause names after 'as a', 'en tant que', 'comme', 'au poste de' (lower case). */
function postOf(clause: string): string | null {
  const m = /\b(?:as an?|en tant que|comme|au poste d[e']|sur un poste d[e'])\s*(.+)$/.exec(
    lowerPlain(clause),
  )
  // (up to what qualifies it: 'comme chef de partie, idéalement en brasserie')
  // (without the complement naming whom or what it serves, 'poste d'accueil du public', nor the words
  // saying how well it was held, 'as a qualified scaffolder')
  return m
    ? m[1]!
        .split(
          /[,;(]|\s(?:dont|including|idealement|ideally|within|dans|in|en|au sein|du|de la|de l'|des|of the|for the|for)\s/,
        )[0]!
        .replace(POST_QUALIFIERS, ' ')
        .trim()
    : null
}

/** Words of a post naming a rank over others (their stems): 'chef', 'responsable', 'team leader'. */
const RANK_STEMS = new Set(
  phraseStems(
    'chef responsable manager lead leader supervisor superviseur superviseure head encadrant encadrante coordinateur coordinatrice coordinator directeur directrice director gerant gerante',
  ),
)

/** Words saying how a post was held, not which: 'a qualified scaffolder', 'un cuisinier confirmé'. */
const POST_QUALIFIERS =
  /\b(?:fully |suitably )?(?:qualified|experienced|registered|certified|licensed|senior|junior|confirmee?|qualifiee?|diplomee?|experimentee?)\b/g

/** Whether the post a years clause names (postOf) is the offer's, a word of its title. */
function postNamedBy(post: string | null, title: Set<string>): boolean {
  return (post ?? '')
    .split(/[^a-z0-9]+/)
    .some((w) => w.length >= 4 && !HEAD_NAMING_NO_TRADE.test(w) && title.has(stem(w)))
}

export function yearsInTheTrade(job: JobAnalysis, cv: CvAnalysis, items: MatchItem[]): number | null {
  // the occupation's head words by stem: 'Coiffeuse' is a 'Coiffeur (H/F)'; a head that names no
  // trade alone ('Agent', 'Technicien', 'Assistant') counts with its complement ('agent service')
  const named = [...occupationWords(job.title ?? '')]
  // (a title that is the head alone, 'Conseiller', keeps it: it has nothing else)
  const paired = (w: string) => named.some((n) => n.startsWith(`${w} `))
  // ('Chef de culture', 'Chef d'équipe': a French 'chef' before its complement is a rank, the trade
  // is the complement's; a 'Head Chef', a 'Chef de partie' are cooks by their trade titles)
  const vagueHead = (w: string) =>
    HEAD_NAMING_NO_TRADE.test(w) || (w === 'chef' && FRENCH_CHEF_OF.test(lowerPlain(job.title ?? '')))
  const occupation = named
    .filter((w) => !w.includes(' ') && w.length >= 4 && !(vagueHead(w) && paired(w)))
    .map(stem)
  const occupationPairs = named
    .filter((w) => w.includes(' ') && vagueHead(w.split(' ')[0]!))
    .map((w) => w.split(' ').map(stem))
  const domain = job.yearsAsked ? yearsDomain(job.yearsAsked.label) : null
  // Years the CV states in the offer's domain or trade ('7 ans en entrepôt' for '2 ans en entrepôt',
  // '5 ans comme cariste'): a recruiter takes a profile's word where the dates show fewer.
  // (not a statement that mixes in another class of vehicle: 'Plus de 4 ans dans la livraison (VL
  // puis poids lourd)' for '2 ans en livraison PL')
  const clauseClass = VEHICLE_CLASSES.findIndex((c) => c.test(lowerPlain(job.yearsAsked?.label ?? '')))
  const mixesClasses = (l: string) => namesAnotherClass(clauseClass, lowerPlain(l))
  // (a clause naming the kind of role takes a statement only on a line that shows it: 'six years in
  // home care' is no year in a coordinating role)
  const role = roleKindStems(job.yearsAsked?.label ?? '')
  // (read on the words as written, not through word groups: a care plan is no schedule)
  // (roleKindStems admits letters and hyphens only, so a stem is safe in a pattern)
  const roleWords = role.map((x) => new RegExp(`\\b${x}`))
  const writesRole = (text: string) => role.length === 0 || roleWords.some((re) => re.test(lowerPlain(text)))
  const showsRole = (k: number) => writesRole(cv.lines[k] ?? '')
  const statedHere = statedYearsIn(cv.lines.filter((l, k) => !mixesClasses(l) && showsRole(k)).join('\n'), [
    ...(domain?.stems ?? []),
    ...occupation.map((w) => [w]),
    ...occupationPairs,
  ])
  const experiences = experiencesOf(cv).filter((e) => e.dates)
  const ranges = cv.ranges
  if (experiences.length === 0 || ranges.length === 0)
    return statedHere !== null && statedHere > (cv.years ?? 0) ? statedHere : cv.years
  // (an offer's one-word wording of its own, 'Ouverture', 'Clientèle', proves no trade)
  const proving = items.filter(
    (i) =>
      i.matched &&
      ['hard', 'tool', 'domain'].includes(i.req.skill.cat) &&
      !i.req.credential &&
      !(i.req.skill.src === 'job' && !i.req.label.includes(' ')),
  )
  // The lines proving each in a job: every line where the CV shows it (a skill shown in three jobs
  // proves each of them, not only the one its best evidence is quoted from), or an offer's own wording
  // where the job's words for it are found ('Entretien d'immeubles').
  const none = new Set<string>()
  const proofsIn = (e: Experience) => {
    const inside = (l: number) => l >= e.from && l <= e.to
    const block = { lines: cv.stems.lines.map((l, k) => (inside(k) ? l : none)) }
    // (by lines: one line that names three of the offer's skills is one thing done, not three)
    const lines = new Set<number>()
    const mustLines = new Set<number>()
    for (const i of proving) {
      const line =
        cv.evidenceLines.get(i.req.skill.id)?.find(inside) ??
        (i.req.phrase ? (findPhrase(i.req.phrase, block, i.req.phraseNames) ?? undefined) : undefined)
      if (line === undefined) continue
      lines.add(line)
      // A must of the offer among them: a front desk's 'accueil' and 'planning' make no dental assistant.
      if (i.req.importance === 'must') mustLines.add(line)
    }
    return { shown: lines.size, must: mustLines.size > 0 }
  }
  const asksMust = items.some(
    (i) => i.req.importance === 'must' && ['hard', 'tool', 'domain'].includes(i.req.skill.cat),
  )
  // (or another title of the same trade: 'Chef de rang' for 'Serveur', data/packs/trade-titles.json,
  // or another ESCO title of the same occupation, occupations.ts)
  const jobTitleStems = titleStems(job.title ?? '')
  const tradeTitles = TRADE_TITLES.filter((g) => namesOneOf(g, jobTitleStems))
  const vague = (w: string) => HEAD_NAMING_NO_TRADE.test(w)
  const jobOccupations = new Set(occupationsNamedBy(job.title ?? '', vague))
  // A rank below the post's ('Assistant Store Manager', 'Aide-comptable', 'Sous-chef') when the
  // offer's title has none is not the post: those years count only by what the job shows.
  const jobBelow = RANK_BELOW.test(lowerPlain(job.title ?? ''))
  const byTitle = (e: Experience) => {
    const title = titleStems(e.title)
    if (!jobBelow && RANK_BELOW.test(lowerPlain(e.title))) return false
    if (occupation.some((w) => title.has(w))) return true
    if (occupationPairs.some((p) => p.every((w) => title.has(w)))) return true
    // (a title in the other language, read through the word groups on its header's lines: 'Compound
    // Mixer' for a 'Conducteur de mélangeur caoutchouc' — a vague head's complement alone, the head
    // being said otherwise, 'operator')
    if (cv.lang !== job.lang) {
      const header = [e.from - 1, e.from].flatMap((k) =>
        cv.lines[k]?.includes(e.title) ? [cv.stems.lines[k]] : [],
      )
      const said = (w: string) => header.some((l) => l !== undefined && hasStem(l, w))
      if (occupation.some(said) || occupationPairs.some((p) => p.slice(1).every(said))) return true
    }
    if (tradeTitles.some((g) => namesOneOf(g, title))) return true
    if (occupationsOf(e.title, vague).some((o) => jobOccupations.has(o))) return true
    // the same generic head ('Technicien déploiement fibre' for 'Technicien réseaux fibre optique'):
    // the trade when the job touches the offer's domain, or, with none, shares a word of its title
    if (!occupationPairs.some((p) => title.has(p[0]!))) return false
    // (the job's own title counts: 'Technicien déploiement fibre' above its dates)
    if (domain)
      return (
        domain.stems.some((st) => st.some((x) => hasStem(title, x))) ||
        domainShown(domain, cv, e.from, e.to, e.title).some
      )
    return [...jobTitleStems].some((w) => w.length >= 4 && !HEAD_NAMING_NO_TRADE.test(w) && title.has(w))
  }
  // A job whose title names an ESCO occupation of another major ISCO group than the offer's is
  // another trade, whatever know-hows it touches: a bakery's shop assistant (5223) bakes off
  // par-baked baguettes, she is no baker (7512).
  const jobMajors = new Set([...jobOccupations].flatMap((o) => iscoGroupOf(o)?.slice(0, 1) ?? []))
  const otherTrade = (e: Experience) => {
    if (jobMajors.size === 0) return false
    const majors = occupationsNamedBy(e.title, vague).flatMap((o) => iscoGroupOf(o)?.slice(0, 1) ?? [])
    return majors.length > 0 && !majors.some((m) => jobMajors.has(m))
  }
  // A clause that asks for the years in the post itself ('2 years' experience as a Store Manager',
  // '3 ans en tant que chef d'équipe') is not met by a rank below it, whatever that job shows.
  const post = postOf(job.yearsAsked?.label ?? '')
  const asThePost = postNamedBy(post, jobTitleStems)
  // …and, when the post names a rank, counts the jobs whose title holds it ('Expérience de 2 ans sur un
  // poste de chef de partie': a commis's years are not; '3 ans en tant que chef d'équipe électricien':
  // an electrician's are not)
  // (each alternative a post of its own, 'chef de projet web ou digital'; read in the offer's language
  // only: a 'Digital Project Manager' is not held to the words of a 'chef de projet')
  const posts =
    asThePost && cv.lang === job.lang
      ? (post ?? '')
          .split(/\s(?:ou|or)\s|\//)
          .map((p) => phraseStems(p).filter((x) => !NOT_A_DOMAIN.has(x)))
          .filter((p) => p.length > 0)
      : []
  // (the rank it names, 'chef', 'team leader', 'supervisor': the trade's other titles count for the
  // trade, not for the rank — a commis's years are no chef de partie's)
  const ranks = posts.map((p) => p.filter((x) => RANK_STEMS.has(x)))
  const heldThePost = (e: Experience) => {
    if (ranks.length === 0 || ranks.some((r) => r.length === 0)) return true
    const title = titleStems(e.title)
    return ranks.some((r) => r.every((x) => title.has(x)))
  }
  const byProofs = (e: Experience) => {
    if (otherTrade(e)) return false
    if (asThePost && !jobBelow && RANK_BELOW.test(lowerPlain(e.title))) return false
    const { shown, must } = proofsIn(e)
    // (an offer naming no post has no title to read a job by: what the job shows is all there is)
    if (!job.title) return shown >= PROOFS_FOR_A_TRADE
    if (!asksMust) return shown >= PROOFS_FOR_A_TRADE + 1
    // (or, with no must of the offer among them, twice as many lines of its know-hows: a room
    // attendant's rooms, linen, trolleys and turndowns make the trade of an 'Employé d'étage')
    return (shown >= PROOFS_FOR_A_TRADE && must) || shown >= 2 * PROOFS_FOR_A_TRADE
  }
  // Know-hows that travel (presenting, spreadsheets) make no years in a domain the job never touched:
  // the jobs counted by their know-hows must show the whole domain, its telling words at least ('a
  // store's 'forwarded escalations' is no freight forwarding, a bank cashier's 'Customer Service
  // Advisor' no mortgage adviser, a barista's communication no community pharmacy). Each job is read
  // against the domain once.
  // Fields the offer asks experience in, without a figure ('Expérience dans la sécurité, l'armée ou la
  // police appréciée'): a job in one of them, by its title or its lines, is of the trade.
  const field = job.experienceField ? yearsDomain(job.experienceField) : null
  // (each content word of one of the fields: 'accueil' alone is no 'établissement d'accueil du jeune
  // enfant')
  const inField = (e: Experience) =>
    field !== null &&
    (domainShown(field, cv, e.from, e.to, e.title).all || titleNamesAlternative(field, e.title))
  // (or a title naming the whole domain of the clause, two words or more: 'Retail Supervisor' for
  // 'Previous supervisory experience within retail')
  const titleNamesDomain = (e: Experience) => domain !== null && titleNamesAlternative(domain, e.title, 2)
  const read = experiences.map((e) => {
    const titled = byTitle(e) || inField(e) || titleNamesDomain(e)
    const proved = !titled && byProofs(e)
    const shown = domain && (titled || proved) ? domainShown(domain, cv, e.from, e.to, e.title) : null
    return { e, titled, proved, shown }
  })
  // (a job of the trade's title in another sector, 'Conseillère commerciale' at a phone shop for
  // '2 ans en relation clientèle dans la banque', is not counted either — when the CV names that
  // sector in one of its jobs: a CV that never writes it, in another language or by employers'
  // names only, is not read against it)
  const sector = domain?.sector ?? []
  const inSectorJobs = namedInSomeJob(experiences, (e) => {
    const block = stemsBetween(cv, e.from, e.to)
    return sector.some((x) => hasStem(block, x))
  })
  // (and a job whose title names the sector is in it: 'Facilities Manager' above its dates)
  const inSector = (e: Experience) => inSectorJobs(e) || sector.some((x) => hasStem(titleStems(e.title), x))
  // (a job of the trade on another class of vehicle than the clause's, 'Chauffeur livreur VL' or
  // 'Mécanicien automobile' for '2 ans en livraison PL', '… en mécanique poids lourds', is not it)
  const otherClass = (e: Experience) => {
    if (clauseClass < 0) return false
    const text = [e.title, ...cv.lines.slice(e.from, e.to + 1)].join(' ')
    return !VEHICLE_CLASSES[clauseClass]!.test(lowerPlain(text)) && mixesClasses(text)
  }
  // (a clause naming the kind of workplace, '3 ans en agence RP', '2 years in a law firm', '2 ans en
  // bureau d'études', takes a job of the trade's title only where its lines or title show that place:
  // a press officer's years at an advertiser are no agency years)
  const settingStems = settingOf(job.yearsAsked?.label ?? '')
  const showsSetting = (e: Experience) => {
    const block = stemsBetween(cv, e.from, e.to)
    // (with the header's lines above its dates, read through the word groups: 'Kilbride Murphy
    // Consulting Engineers' is a bureau d'études)
    const named = [e.title, e.employer ?? ''].filter((t) => t.length >= 3)
    for (let k = Math.max(0, e.from - 3); k < e.from; k++)
      if (named.some((t) => (cv.lines[k] ?? '').includes(t)))
        for (const s of cv.stems.lines[k] ?? []) block.add(s)
    for (const s of titleStems(e.title)) block.add(s)
    for (const s of titleStems(e.employer ?? '')) block.add(s)
    return settingStems.every((x) => hasStem(block, x))
  }
  // (as with a sector, only when the CV writes that place in one of its jobs)
  const inSetting = settingStems.length === 0 ? () => true : namedInSomeJob(experiences, showsSetting)
  // (unpaid hours beside a job, 'Formatrice bénévole – ateliers de français (2 h par semaine)', show
  // the skills, not years in the trade)
  // (not a job whose volunteers are its work: a 'Volunteer & Community Officer' is paid)
  const volunteer = (e: Experience) =>
    VOLUNTEER.test(lowerPlain(`${e.title} ${cv.lines[e.from] ?? ''}`).replace(VOLUNTEERS_AS_OBJECT, ' '))
  // (a clause naming the kind of role, '1 year in a coordinating or scheduling role in home care',
  // counts the jobs whose title or lines show it: six years of a senior carer's rounds are no
  // coordinating role)
  const inRole = (e: Experience) => writesRole([e.title, ...cv.lines.slice(e.from, e.to + 1)].join('\n'))
  // (a clause leaving out the time in training counts no apprentice's, intern's or trainee's job:
  // '3 ans en tant qu'ouvrier boulanger, apprentissage non compris')
  const inTraining = (e: Experience) =>
    job.yearsAsked?.trainingExcluded === true && TRAINING_TITLE.test(lowerPlain(e.title))
  const relevant = read
    .filter((r) => !volunteer(r.e) && !inTraining(r.e) && inRole(r.e) && heldThePost(r.e))
    .filter(
      (r) =>
        (r.titled && inSector(r.e) && !otherClass(r.e) && inSetting(r.e)) ||
        (r.proved && !otherClass(r.e) && (!r.shown || r.shown.all)),
    )
    .map((r) => r.e)
  const lines = new Set(relevant.map((e) => e.from))
  const months = unionMonths(ranges.filter((r) => lines.has(r.line)))
  let computed = yearsOfMonths(months)
  if (statedHere !== null && statedHere > computed) computed = statedHere
  const stated = cv.statedYears
  return stated !== null && stated < computed ? stated : computed
}
