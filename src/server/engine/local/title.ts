/**
 * The job title of a job description, shown in the dashboard and the history: a clean title
 * ('Ingénieur logiciel Python confirmé'), never a sentence fragment, or null when the text names none.
 *
 * Order: an explicit 'Poste : X' / 'Job title: X' line; the first line when it reads as a title;
 * a line carrying '(H/F)'; then 'Nous recherchons un(e) X', 'We are hiring a X' in the prose.
 */
import { HEAD_NAMING_NO_TRADE, occupationsOf } from './occupations.ts'
import { lowerPlain } from './text.ts'

const MAX_TITLE = 60

/** The link words of a title ('de la', 'et', 'of the'): no words of its own. */
const LINK_WORD = /^(?:de|du|des|la|le|les|et|en|à|a|au|aux|d['’]|l['’]|of|the|and|for|in)$/i

const LABEL_RE =
  /^(?:intitul[ée] du poste|intitul[ée]|poste propos[ée]|poste|job title|title|position|role|titre|fonction|offre d'emploi|offre|job|emploi|recrutement|we are hiring|we're hiring|now hiring|nous recrutons|on recrute|hiring)\s*[:\-–—|]\s*/i

const HF_RE =
  /\s*[([]\s*(?:h\s*\/\s*f|f\s*\/\s*h|h\s*\/\s*f\s*\/\s*x|m\s*\/\s*f|f\s*\/\s*m|m\s*\/\s*w\s*\/\s*d|m\s*\/\s*f\s*\/\s*d|hf|fh)\s*[)\]]|\s+(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f)\b/gi

/** Where a title stops: a purpose, a relative clause, a place, a comma or a dash tail. */
const CUT_RE =
  /\s+(?:pour|afin d[e']|au sein d[eu']|qui|dont|charg[ée]\(?e?\)? de rejoindre|to join|to help|to lead|to be|to work|to support|to provide|to ensure|to deliver|who|which|that will|for our|for a|for an|in our|at our|based in|bas[ée]e? [àa]|en cdi|en cdd|en alternance|en freelance|on a|within)\b|\s*[,;:!?.(]\s*|\s+[-–—|•·]\s+/i

/** A first line that starts like this is a sentence about the company or the reader, not a title. */
const SENTENCE_START_RE =
  /^(?:nous|notre|nos|vous|votre|vos|we|we're|our|you|your|join|rejoignez|rejoindre|about|a propos|à propos|qui sommes|l'entreprise|la soci[ée]t[ée]|le groupe|dans le cadre|afin|pour|company|the company|situ[ée]|bas[ée]|leader|acteur|depuis|since|in|au sein|are you|êtes-vous|etes-vous|tu|envie|description|missions?|profil|contexte|context)\b/i

/** Words that are not a title on their own (a heading, a contract, a city list). */
const NOT_TITLE_RE =
  /^(?:offre d'emploi|offre|description|description du poste|annonce|cdi|cdd|stage|alternance|interim|intérim|freelance|temps plein|temps partiel|full[- ]time|part[- ]time|permanent|remote|hybride?|t[ée]l[ée]travail|missions?|profil|le poste|the role|about|contexte|urgent)$/i

const TAIL_WORDS = new Set(
  `de des du d la le les l un une et en a au aux ou pour avec sur dans par of the and or an in for with to at on by as our your`.split(
    ' ',
  ),
)

const KEEP_UPPER = /^(?:[A-Z]{2,4}\d?|[A-Z]\+\+|[A-Z]#|[A-Z]{2,}\/[A-Z]{2,})$/

function stripHf(s: string): string {
  return s.replace(HF_RE, ' ').replace(/\s+/g, ' ').trim()
}

/** A line that names a place of work first ('Hôtel …', 'Centre Hospitalier de …', '… Ltd', stars). */
const COMPANY_FIRST =
  /^(?:h[oô]tel|centre|banque|cabinet|clinique|soci[ée]t[ée]|groupe|restaurant|brasserie|boutique|salon|agence|mairie|ville de|commune de|h[oô]pital|chu|ehpad|association|fondation|institut|laboratoire|entreprise|maison|domaine|ch[aâ]teau|[ée]cole|coll[èe]ge|lyc[ée]e|universit[ée]|pharmacie|garage|concession|hotel|bank|clinic|practice|school|academy|council|trust)\b|\b(?:ltd|limited|plc|sas|sarl|sasu|inc|gmbh|llp)\b|★|\*{3,}/i

/** A word naming who does something by its ending ('coordinateur', 'animatrice', 'fleuriste', 'planner'). */
const AGENT_NOUN = /^[a-z]{3,}(?:eur|euse|rice|iste|ier|iere|ien|ienne|er|or|ist)s?$/

/** The feminine or plural ending inclusive writing puts in parentheses: part of the word, '(e)', '(trice)'. */
const INCLUSIVE_ENDING = /\((?:e|ne|le|se|rice|trice|euse|ère|ere|s)\)/gi

/** Cuts the title at the first purpose word, comma or dash tail, then at 60 characters on a word. */
function trimTitle(raw: string): string {
  let t = stripHf(raw)
  // '(e)' and '(ne)' of inclusive writing are part of the word, not a parenthesis to cut at.
  t = t.replace(INCLUSIVE_ENDING, (m) => `\uE000${m.slice(1, -1)}\uE001`)
  const m = CUT_RE.exec(t)
  if (m && m.index > 0) t = t.slice(0, m.index)
  t = t.replace(/\uE000/g, '(').replace(/\uE001/g, ')')
  t = t.replace(/^[\s\-–—•·*:|]+/, '').replace(/[\s\-–—•·*:|'’]+$/, '')
  // (how many the company hires is no part of the title: 'recrute 12 Chefs de bord / Contrôleurs')
  t = t.replace(/^\d{1,3}\s+(?=\p{L})/u, '')
  if (t.length > MAX_TITLE) {
    const cut = t.slice(0, MAX_TITLE + 1)
    const sp = cut.lastIndexOf(' ')
    t = sp > 0 ? cut.slice(0, sp) : ''
  }
  // No dangling function word at the end ('Responsable de').
  const words = t.split(' ').filter(Boolean)
  while (words.length > 1 && TAIL_WORDS.has(lowerPlain(words[words.length - 1]!).replace(/['’]$/, '')))
    words.pop()
  return words.join(' ')
}

/** Acronyms with a vowel that job titles use (a title in capitals keeps them upper). */
const TITLE_ACRONYMS = new Set(
  'IT SI DSI DAF RAF ADV SAV PME TPE PMI ETI IDE AS ASH AES AESH AMP AVS EJE ATSEM SSIAP CACES ERP SEO SEA UX UI QA BI PHP SAP RPA IA AI BIM CAO DAO GMAO PMO CFO CTO CEO COO IOBSP KAM BU MEP QSE QHSE HSE SEM ETAM OPCO EHPAD IARD RH DRH RRH SIRH CRM CVC BTP TP VRD PL SPL VL VTC DEA IBODE IADE CHR GMS'.split(
    ' ',
  ),
)

/** Sentence case for a title written in capitals; a capital first letter otherwise. */
function niceTitle(t: string): string {
  const letters = t.replace(/[^\p{L}]/gu, '')
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length
  let out = t
  if (letters.length > 4 && upper / letters.length > 0.8) {
    out = t
      .split(' ')
      .map((w, i) =>
        i > 0 &&
        // (a word of the language in capitals, 'CHEF DE RANG', is said in lower case: only a run of
        // consonants or an acronym of the trades stays upper)
        (TITLE_ACRONYMS.has(w.replace(/[^A-Z]/g, '')) ||
          (KEEP_UPPER.test(w) &&
            w.length <= 4 &&
            !TAIL_WORDS.has(lowerPlain(w)) &&
            !/^(SUR|PAR|DES|LES|UNE|AUX|THE|AND|FOR)$/.test(w) &&
            !/[AEIOUY]/.test(w.replace(/\d/g, ''))))
          ? w
          : w.toLocaleLowerCase('fr'),
      )
      .join(' ')
  }
  return out.charAt(0).toLocaleUpperCase('fr') + out.slice(1)
}

function looksLikeTitle(t: string): boolean {
  if (t.length < 3 || t.length > MAX_TITLE) return false
  if (!/\p{L}{2}/u.test(t)) return false
  if (NOT_TITLE_RE.test(t.trim())) return false
  const words = t.split(/\s+/)
  // (its link words aside: 'Enseignant de la conduite et de la sécurité routière' is a title)
  if (words.filter((w) => !LINK_WORD.test(w)).length > 8 || words.length > 12) return false
  if (SENTENCE_START_RE.test(t)) return false
  // A conjugated verb of a sentence ('Nous recherchons', 'is looking', 'recrute').
  if (
    /\b(recherch(?:e|ons|ent)|recrut(?:e|ons|ent)|looking|hiring|seeking|is|are|sommes|est|sont|offre|propose)\b/i.test(
      t,
    )
  )
    return false
  return true
}

function candidate(raw: string | undefined): string | null {
  if (!raw) return null
  // (a determiner after a slash goes too: 'sa vendeuse / son vendeur' → 'vendeuse / vendeur')
  const t = trimTitle(
    raw.replace(/(\/\s*)(?:sa|son|ses|un|une|le|la|notre|votre|leur|a|an|the|our)\s+/gi, '$1'),
  )
  return looksLikeTitle(t) ? niceTitle(t) : null
}

const HIRING_RE =
  /(?:nous\s+)?(?:recherchons|recrutons|recherche|recrute|cherchons|looking for|are hiring|is hiring|we're hiring|hiring|seeking|recruiting|(?:we|now) need|(?:we|now) require)\s+(?:(?:activement|actuellement|currently|actively)\s+)?(?:pour (?:sa|son|ses|notre|nos|leur|la|le|les|l') ?[^,\n]{3,60}?\s+(?=un\(e\)|une?\s|un\/une|des\s))?(?:(?:un\(e\)|une?\(e\)|un\/une|son\/sa|sa\/son|une?|an?|our|the|notre|nos|votre|des|sa|son|ses|leur|its|their)\s+)?(?:(?:nouvel(?:le)?|nouveau|futur(?:e)?|new|talented|experienced|motivated|motivée?)\s+)?([^\n]{3,120})/i

const HF_MARK =
  /[([]\s*(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f|f\s*\/\s*m)\s*[)\]]|\b(?:h\s*\/\s*f|f\s*\/\s*h)\b/i

/** Whether a title names no ESCO occupation, its inclusive endings aside ('Préparateur(trice) en pharmacie'). */
const namesNoTrade = (words: string) =>
  occupationsOf(words.replace(INCLUSIVE_ENDING, ''), (w) => HEAD_NAMING_NO_TRADE.test(w)).length === 0

/** A proper name past the first word ('Imprimerie Bréhat Graphic', 'Boulangerie Dupont'), not after a slash. */
const namesACompany = (part: string) =>
  part.split(/\s*\/\s*/).some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .slice(1)
      .some((w) => /^\p{Lu}\p{Ll}/u.test(w)),
  )

/** The title a line marks with '(H/F)': the words just before the mark, in their clause. */
function beforeHf(l: string): string | null {
  const hf = HF_MARK.exec(l)
  if (!hf) return null
  let before =
    l
      .slice(0, hf.index)
      .split(/[,;:.!?–—|]|\s-\s/)
      .pop() ?? ''
  const hire = HIRING_RE.exec(before)
  if (hire) before = hire[1]!
  const words = before.trim().split(/\s+/)
  // (its last eight words that are no link words, and the link words between)
  let from = words.length
  for (let content = 0; from > 0 && content < 8; from--) if (!LINK_WORD.test(words[from - 1]!)) content++
  return candidate(words.slice(from).join(' '))
}

export function guessTitle(jd: string): string | null {
  const lines = jd
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  // 1. An explicit label anywhere in the first lines ('Poste : Comptable fournisseurs').
  for (const l of lines.slice(0, 6)) {
    if (LABEL_RE.test(l)) {
      const c = candidate(l.replace(LABEL_RE, ''))
      if (c) return c
    }
  }
  // 2. The first line (or the second after a bare 'Offre d'emploi') when it reads as a title.
  for (const l of lines.slice(0, 2)) {
    const bare = stripHf(l)
    if (NOT_TITLE_RE.test(bare.replace(/[:\s]+$/, ''))) continue
    // (its part carrying '(H/F)' past a dash when the first part names no trade, a company:
    // 'Imprimerie Bréhat Graphic – Graphiste PAO (H/F) – Rennes'; not 'Serveur / Serveuse –
    // Restaurant gastronomique (H/F)')
    const marked = HF_MARK.exec(l)
    if (marked && /\s[–—|-]\s/.test(l.slice(0, marked.index))) {
      const c = beforeHf(l)
      const first = l.split(/\s[–—|-]\s/)[0] ?? ''
      if (c && namesACompany(first) && !namesNoTrade(c)) return c
    }
    // (a sentence that hires, 'Le Centre d'Imagerie X (Tours), 40 salariés, recrute un(e) Y': Y, not
    // the company before its first comma)
    const hiring = HIRING_RE.exec(l)
    // (a paragraph where the company presents itself is no title: 'Agence événementielle BtoB basée
    // à Paris 9e (45 collaborateurs), nous concevons conventions, séminaires…')
    if (!hiring && bare.length > 90 && /\b(?:nous|we|our|notre|nos|sommes|are)\b/i.test(bare)) break
    const c = candidate(hiring ? hiring[1] : l)
    // (an employer first, its post after a dash, 'Ville de Landerneau (16 000 hab.) – Coordinateur·rice
    // Enfance-Jeunesse', 'Mairie – Coordinatrice Enfance-Jeunesse': the post, when it names a trade)
    if (c && !hiring && namesNoTrade(c) && COMPANY_FIRST.test(l)) {
      const after = bare.split(/\s[–—|-]\s/)[1]
      const post = after ? candidate(after) : null
      const head = lowerPlain(post?.split(/[\s·(/]/)[0] ?? '')
      if (post && (!namesNoTrade(post) || HEAD_NAMING_NO_TRADE.test(head) || AGENT_NOUN.test(head)))
        return post
    }
    // (a company's name and place first, 'Hôtel Rivage Saint-Paul ***** – Paris 4e', 'Banque
    // coopérative régionale – Agence de Tours Nord': the post the next lines mark, name or hire for is
    // the title, when they name one)
    if (c && !hiring && !HF_MARK.test(l) && namesNoTrade(c) && COMPANY_FIRST.test(l)) {
      const marked = lines.slice(1, 8).flatMap((x) => beforeHf(x) ?? [])[0]
      if (marked) return marked
      const named = [candidate(lines[1]), hiredFor(lines.slice(1).join('\n'))].find(
        (x) => x && !namesNoTrade(x),
      )
      if (named) return named
    }
    // (nor the first words of a sentence presenting the company, cut at its comma: 'Nautic Atlantique
    // Services, concessionnaire Yamaha …, renforce son atelier avant la saison')
    if (c && !hiring && bare.length > 90 && namesNoTrade(c)) break
    if (c) return c
    break
  }
  // 3. A line carrying '(H/F)': the words just before it.
  for (const l of lines.slice(0, 8)) {
    const c = beforeHf(l)
    if (c) return c
  }
  // 4. 'Nous recherchons un(e) X', 'We are hiring a X'.
  return hiredFor(jd)
}

/** The post a hiring sentence names ('Nous recherchons un(e) X', 'We are hiring a X'), or null. */
function hiredFor(text: string): string | null {
  const m = HIRING_RE.exec(text)
  return m ? candidate(m[1]) : null
}
