/**
 * Requirements the lexicon does not know. A job description names many job-specific skills
 * ('pose de voies veineuses', 'fiches techniques', 'care plans', 'knowledge base') that no list
 * can hold them all; this module reads them from the places where job descriptions list what they
 * ask for (bullets, cue phrases such as 'maîtrise de X', 'experience with X', lists after
 * 'Compétences :'), cleans them into short noun phrases, and looks for them in the CV loosely
 * (normalised tokens, accents and case ignored, light stemming, most content words on one line).
 */
import { readFileSync } from 'node:fs'
import {
  isElsewhereHeading,
  isRequirementHeading,
  JOB_READING,
  PAY_WORDS,
  REPORT_VERBS,
} from './job-reading-pack.ts'
import type { SkillMatch } from './lexicon.ts'
import { lowerPlain, MONTH_NAME_WORD, sentenceAround, type Token, tokenize } from './text.ts'
import { EN_VERBS_ALSO_NOUNS, FRENCH_ADJECTIVE } from './word-forms.ts'
import { WRITER_VERBS } from './writer-verbs-pack.ts'

const MANNER_TAIL = new RegExp(`(?:^|\\s)(?:${JOB_READING.mannerTails})$`)
const ENGLISH_ADVERB = new RegExp(`^(?:${JOB_READING.englishAdverb})$`)
const TEAM_NOUN = new RegExp(`^(?:${JOB_READING.teamNouns})$`)
/** A mission written to 'vous' opens on a verb in -ez ('contrôlez les chambres', 'planifiez une équipe'). */
const YOU_VERB = /^[a-z]{3,}ez$/
/** English verbs that open a mission ('Coach new starters'), from the writer's table of past forms. */
const EN_MISSION_VERBS: ReadonlySet<string> = new Set(Object.keys(WRITER_VERBS.en.past))
/** What opens an English verb's object: an article, a possessive, a quantity or a frequency. */
const EN_OPENS_OBJECT =
  /^(?:a|an|the|our|your|their|all|every|each|daily|weekly|monthly|new|incoming|outgoing|multiple|several|up|key|both)$/

/** The -ing form of an English verb: 'coach' → 'coaching', 'allocate' → 'allocating', 'run' → 'running'. */
export function gerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`
  if (verb.length <= 4 && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ing`
  return `${verb}ing`
}

/** English verbs of a mission and the nouns naming their action after its object ('install' → 'installation'). */
const EN_ACTION_NOUNS: Readonly<Record<string, string>> = JOB_READING.englishActionNouns
/** Each such verb by its base and its -ing form ('installing' → 'install'). */
const EN_ACTION_VERB_OF: ReadonlyMap<string, string> = new Map(
  Object.keys(EN_ACTION_NOUNS).flatMap((verb) => [
    [verb, verb],
    [gerund(verb), verb],
  ]),
)
/**
 * Words that are no object of a verb, or the head of a noun phrase after a verb's -ing form used as a
 * noun ('Training needs', 'Cleaning products').
 */
const EN_NOT_AN_OBJECT =
  /^(?:a|an|the|and|or|of|for|to|with|in|on|at|by|from|into|onto|our|your|their|its|all|every|each|any|some|other|new|daily|weekly|monthly|key|both|up|out|off|over|ahead|through|across|needs|requirements|skills|standards|procedures|products|tools|systems|materials|methods|techniques|regulations|programmes|programs|software|equipment|sessions|courses|plans|teams|roles|staff|experience|[a-z]+ly)$/
/** A plural noun ('boilers', 'discrepancies'), not 'glass' nor 'status'. */
const EN_PLURAL = /[^su]s$/

/** English plurals not made with an s, and nouns only said in the plural ('takings', 'premises'). */
const EN_IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  feet: 'foot',
  teeth: 'tooth',
  children: 'child',
  men: 'man',
  women: 'woman',
  takings: 'takings',
  premises: 'premises',
  earnings: 'earnings',
  savings: 'savings',
  proceedings: 'proceedings',
  goods: 'goods',
  arrears: 'arrears',
}
/** One English noun in the singular, as a word before another: 'discrepancies' → 'discrepancy', 'boxes' → 'box'. */
function singularEnglish(word: string): string {
  const irregular = EN_IRREGULAR_SINGULAR[word]
  if (irregular) return irregular
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2)
  return EN_PLURAL.test(word) && !/ics$/.test(word) ? word.slice(0, -1) : word
}

/**
 * An English mission named as recruiters list one, its object before the noun of its action:
 * 'Investigate discrepancies' / 'Installing stoves' → 'Discrepancy investigation', 'Stove installation'.
 * Only an object of one or two plain words, and only after a word that cannot be a noun before it: a
 * verb whose noun of action is itself or its -ing form names things too ('Service desk', 'Load sheets',
 * 'Wiring diagrams', 'Training strategies'), and keeps its wording.
 */
export function englishActionNamed(text: string): string | undefined {
  const [first, ...object] = text.split(' ')
  const verb = first && first !== first.toUpperCase() ? EN_ACTION_VERB_OF.get(first.toLowerCase()) : undefined
  const last = object.at(-1)
  if (!first || !verb || !last || object.length > 2) return undefined
  if (!object.every((w) => /^[a-z][a-z-]*[a-z]$/.test(w) && !EN_NOT_AN_OBJECT.test(w))) return undefined
  const noun = EN_ACTION_NOUNS[verb]!
  const nounToo =
    noun === gerund(verb) ||
    (first.toLowerCase() === verb && (noun === verb || EN_VERBS_ALSO_NOUNS.has(verb)))
  if (nounToo) return undefined
  const named = [...object.slice(0, -1), singularEnglish(last), noun].join(' ')
  return `${named.charAt(0).toUpperCase()}${named.slice(1)}`
}

/** An English verb's -ing form as a mission opens ('checking', 'opening'), not a noun ('ceiling'). */
const EN_GERUND = /^[a-z]{3,}ing$/
const isGerund = (low: string) => EN_GERUND.test(low) && low.length >= 6 && !ING_NOUNS.has(low)
/** Words in -ing that are nouns, not a verb's form. */
const ING_NOUNS = new Set(
  'ceiling building clothing evening morning housing meeting wedding nothing something anything everything string spring during bring sterling shilling pudding stuffing'.split(
    ' ',
  ),
)

/** Missions in the infinitive and their nouns of action ('Préparer les commandes' → 'Préparation'). */
const INFINITIVE_NOUNS = JOB_READING.youVerbs.infinitives
const isInfinitive = (low: string) => Object.hasOwn(INFINITIVE_NOUNS, low)
/** The noun of action of a mission's verb, said to 'vous' or in the infinitive ('préparez', 'préparer'). */
function nounOfMissionVerb(low: string): string | undefined {
  const noun = JOB_READING.youVerbs.nouns[low] ?? INFINITIVE_NOUNS[low]
  if (noun || !YOU_VERB.test(low)) return noun
  const infinitive = infinitiveSaidToVous(low)
  return infinitive && INFINITIVE_NOUNS[infinitive]
}
/** Nouns of action whose object follows 'à' ('Conseil aux clients', not 'Conseil des clients'). */
const AFTER_NOUN_A: Record<string, string> = {
  les: 'aux ',
  la: 'à la ',
  le: 'au ',
  "l'": "à l'",
  nos: 'aux ',
  vos: 'aux ',
  leurs: 'aux ',
}
const TAKES_A = new Set(['Conseil', 'Aide'])
/** The article after such a verb, as it reads after its noun of action ('Contrôle des chambres'). */
const AFTER_NOUN: Record<string, string> = {
  les: 'des ',
  la: 'de la ',
  le: 'du ',
  "l'": "de l'",
  une: "d'une ",
  un: "d'un ",
  // ('des' after a verb is the plural of 'un': 'Animer des ateliers' → 'Animation d'ateliers', as grammar.ts)
  du: 'du ',
  // ('Conseiller nos clients', 'Accueillir vos patients': whose they are is no part of the item)
  nos: 'des ',
  vos: 'des ',
  leurs: 'des ',
  // (a verb that takes 'à' keeps it: 'Participer aux inventaires' → 'Participation aux inventaires')
  aux: 'aux ',
  au: 'au ',
  'a la': 'à la ',
  "a l'": "à l'",
}

export type JobPhrase = {
  /** The job's wording, cleaned ('Pose de voies veineuses'). */
  label: string
  start: number
  end: number
  line: number
  /** Stems of the content words the CV must show (most of them). */
  stems: string[]
  /**
   * The stems of its object alone when the item is named by its mission verb's noun ('Adaptation des
   * textures' → 'textur'): a CV line showing them shows the item (score.ts).
   */
  object?: string[]
  /** Stems of names and acronyms in the phrase: the CV must show all of them. */
  names?: string[]
  /** Chunks written as alternatives ('A ou B') share a number (local to the phrase list). */
  alt?: number
  /**
   * A chunk the lexicon covers ('Ouverture de comptes' around 'comptes'): not a requirement of its
   * own, but the offer's wording of the lexicon requirement inside it.
   */
  covered?: true
}

// ---------------------------------------------------------------- stemming

const SUFFIXES = [
  // derivations that keep the root: fidélisation / fidéliser / fidélité, stability / stabilité,
  // conflictuel / conflit is out of reach (the root itself changes)
  'isations',
  'isation',
  'iser',
  'ities',
  'ity',
  'issements',
  'issement',
  'ations',
  'ation',
  'ements',
  'ement',
  'ments',
  'ment',
  'euses',
  'euse',
  'ateurs',
  'ateur',
  'atrices',
  'atrice',
  'ings',
  'ing',
  'ites',
  'ite',
  'ives',
  'ive',
  'ages',
  'age',
  'eurs',
  'eur',
  // (a French feminine in -ère is its masculine in -er: 'fromagère' / 'fromager', 'bouchère')
  'eres',
  'ere',
  // (a verb said to 'vous', present or future: 'encadrez', 'encadrerez' / 'encadrer')
  'erez',
  'ez',
  'ees',
  'ee',
  'ers',
  'er',
  'ed',
  'ies',
  'ique',
  'ic',
  'al',
  'el',
  'le',
  'es',
  'e',
  'y',
  'x',
]

/** French plurals in -aux whose singular ends in -ail ('travaux' / 'travail'); the others end in -al. */
const AUX_PLURALS: Record<string, string> = {
  travaux: 'travail',
  vitraux: 'vitrail',
  emaux: 'email',
  coraux: 'corail',
  soupiraux: 'soupirail',
}

/** Words in -ez that are no verb said to 'vous' ('rendez' of 'rendez-vous'). */
const NOT_A_VERB_IN_EZ = new Set(['rendez', 'assez'])

const stemCache = new Map<string, string>()

/** A crude FR/EN stem: one common suffix removed, a doubled final consonant undone, 7 letters kept. */
export function stem(norm: string): string {
  const hit = stemCache.get(norm)
  if (hit !== undefined) return hit
  let w = norm
  // (equipment is no team: 'équipements' and 'equipment' would fall on the stem of 'équipe'; a meter
  // is no count nor accounts: 'compteurs' would fall on that of 'comptage' and 'comptable')
  if (/^equipe?ments?$/.test(w)) w = 'equipmt'
  else if (/^compteurs?$/.test(w)) w = 'compteu'
  else if (w.length > 4 && !/\d/.test(w)) {
    // (a French plural in -aux is read from its singular: 'travaux' / 'travail', 'locaux' / 'local';
    // not 'bureaux', whose -x alone goes)
    if (w.length > 5 && w.endsWith('aux') && !w.endsWith('eaux')) w = AUX_PLURALS[w] ?? `${w.slice(0, -3)}al`
    for (const s of SUFFIXES) {
      if (!w.endsWith(s)) continue
      // (no verb said to 'vous': 'rendez-vous', 'assez')
      if (s === 'ez' && NOT_A_VERB_IN_EZ.has(w)) continue
      const root = w.slice(0, -s.length)
      // (a three-letter English root ending in x or w keeps its -ing off too: 'waxing' / 'wax',
      // 'sewing', 'towing', 'mixing'; not 'caring', which is no 'car')
      if (root.length >= 4 || (/^ings?$/.test(s) && /^[^aeiouy][aeiouy][xw]$/.test(root))) {
        w = root
        break
      }
    }
    if (/([bcdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1)
    if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1)
  }
  if (w.length > 7) w = w.slice(0, 7)
  if (stemCache.size < 100_000) stemCache.set(norm, w)
  return w
}

// ---------------------------------------------------------------- words that are not requirements

/** Leading words dropped from a chunk: cues, determiners, prepositions, adjectives of degree. */
const LEAD_DROP = new Set(
  `le la les l un une des du de d au aux a en dans sur sous pour par avec chez entre vers the a an of in on at to for with by from into our your their its vos nos votre notre ses son sa leur leurs ce cet cette ces tout tous toute toutes all any every each
  maitrise maitriser maitrisez maitrisant connaissance connaissances connaitre connaissez bonne bonnes bon bons tres solide solides excellente excellentes excellent excellents parfaite parfait forte fort fortes forts reelle reel vraie vrai
  experience experiences experimente experimentee experimented experienced pratique practice capacite capacites aptitude aptitudes competence competences competent skill skills skilled savoir
  knowledge proficiency proficient familiarity familiar understanding strong solid proven good great sound deep hands working demonstrated demonstrable excellent advanced basic thorough
  nous utilisons utilisez we use etre ete avoir vous tu you will be have has is are must should can able ability ideally idealement eventuellement notamment including include includes such as like e g ex exemple type
  especially particularly particulierement surtout notably mainly principalement
  imperativement obligatoirement absolument necessairement parfaitement couramment aisement fully absolutely
  y compris comfortable confident discussing exposure daily weekly closely directly regularly quotidiennement etroitement directement regulierement
  valid current valide valides previous prior relevant`.split(/\s+/),
)

/** Verbs that open a mission bullet ('Concevoir des wireframes', 'Plan transport'). */
const LEAD_VERBS = new Set(
  `mener concevoir faire garantir assurer gerer piloter developper animer suivre encadrer participer accueillir realiser organiser preparer rediger elaborer mettre contribuer accompagner conseiller vendre prospecter negocier identifier analyser effectuer proceder veiller tenir maintenir superviser coordonner planifier produire definir optimiser controler verifier traiter appliquer utiliser former manager diriger entretenir installer reparer diagnostiquer remplir saisir etablir repondre recevoir orienter informer assister soutenir travailler collaborer construire deployer administrer securiser automatiser tester integrer documenter concevez pilotez gerez assurez realisez participez
  prendre emballer encaisser charger decharger surveiller relever aider respecter reassortir nettoyer laver vider trier ranger servir
  plan prepare apply monitor book manage support lead build design maintain ensure deliver drive own work collaborate conduct carry handle process answer coordinate check perform provide develop create implement run oversee assist prospect negotiate win write review report track use deploy operate train mentor organise organize schedule administer analyse analyze plan respond resolve follow grow identify define improve partner liaise communicate present sell source recruit onboard teach deliver prepare serve cook clean install repair diagnose inspect operate take passer
  hold hit allocate motivate keep poser aligner align replenish restock coach advise collect empty erect dismantle commission
  respectant assurant garantissant veillant utilisant appliquant suivant maitrisant`.split(/\s+/),
)

/** A mission's verb left alone ('Passer', 'Négocier'): it names no skill. */
export function isLoneMissionVerb(label: string): boolean {
  const low = lowerPlain(label).trim()
  // (or any French infinitive the verb tables know: 'Lire' of 'Lire et interpréter les plans')
  return /^[a-z]+$/.test(low) && (LEAD_VERBS.has(low) || (/(?:er|ir|re)$/.test(low) && isInfinitive(low)))
}

/** Words that end the useful part of a chunk (cue words, time qualifiers). */
const TAIL_CUT = new Set(
  `indispensable indispensables requis requise requises exige exigee exiges exigees obligatoire obligatoires souhaite souhaitee souhaites souhaitees souhaitable apprecie appreciee apprecies appreciees bienvenu bienvenue atout plus imperatif imperative necessaire necessaires essentiel essentielle minimum maximum idealement
  required preferred mandatory essential desirable ideally plus bonus asset advantage minimum preferably welcome holder holders
  accepted acceptee acceptees accepte acceptes considered
  est serait is would be sera`.split(/\s+/),
)

/** A preposition between a verb and what follows it, kept after the verb's noun. */
const GAP_PREPOSITION = /^(?:sur|en|dans|sous|avec|via|par|selon|chez|pendant|lors des?|lors du|lors d'une?)$/

/** Adverbs between a verb and its object ('Vous développez aussi la vente…', 'You will also own…'). */
const VERB_ADVERB = new Set(['aussi', 'egalement', 'notamment', 'also', 'too', 'directly', 'directement'])

/** The verbs of a cue ('serait un plus', 'is a plus', 'would be an advantage'). */
const CUE_VERB = new Set(['est', 'serait', 'sera', 'seraient', 'sont', 'is', 'would', 'will', 'be'])

/** Content words too generic to be a requirement on their own. */
const GENERIC = new Set(
  `poste profil mission missions equipe equipes team teams entreprise societe company groupe group client clients customer customers travail work role job candidat candidate personne people patient patients service services activite activites domaine secteur field environnement environment projet projets project projects
  niveau level annee annees an ans year years mois month months jour jours day days heure heures hour hours semaine week temps time fois
  outil outils tool tools logiciel logiciels software systeme systemes system systems methode methodes method methods process processus procedure procedures
  qualite quality suivi gestion respect management besoin besoins need needs objectif objectifs goal goals resultat resultats result results demande demandes request requests
  interne internes internal externe externes external nouveau nouveaux nouvelle nouvelles new autre autres other others different differents differentes divers diverses various
  sens esprit capacite ability skills competences connaissance knowledge experience experiences expertise
  bonne bon good strong great excellent tres very well bien plus more
  france paris lyon london uk us europe international internationale nationale national
  dossier dossiers document documents information informations donnee donnees data
  cadre context contexte partie part ensemble set site sites lieu place zone area region
  equipement equipements equipment equipments appareil appareils
  regle regles rule rules consigne consignes norme normes standard standards cabinet material materials materiel principle principles principe principes
  delai delais deadline deadlines condition conditions offre offres offer offers prix price prices tarif tarifs
  diploma diplomas diplome diplomes degree degrees qualification qualifications certificate certificates
  etc ok h f hf cdi cdd stage alternance interim freelance`.split(/\s+/),
)

/** Chunks made only of these are cues, levels, units ('100 m') or qualifiers, never skills. */
const NOISE = new Set(
  `notions notion minimum maximum required requis exige exigee obligatoire indispensable imperatif imperative premiere premier souhaite souhaitee apprecie appreciee plus atout bonus good bon bonne general generale native natif natifs courant fluent equivalent equivalente similar similaire similaires absence idealement ideally active actif compact junior senior confirme confirmee experimente experimentee autonome autonomy autonomie level niveau a1 a2 b1 b2 c1 c2 lu ecrit parle written spoken oral ecrite
  h f x m km cm mm kg cdi cdd etc permanent full time partiel nice have desirable accepte acceptee debutant debutante debutants alternant alternante alternants apprenti apprentie
  essential mandatory preferred desirable professionally properly calmly
  motive motivee motives motivees motivated passionne passionnee passionnes passionnees dynamique dynamiques
  advanced avance avancee avances avancees strong solid solide solides excellent excellente excellentes parfait parfaite approfondi approfondie approfondies proven demonstrated demonstrable confident comfortable proficient proficiency thorough
  attestation attestations extrait justificatif justificatifs
  inversement reciproquement vice versa endorsement endorsements
  regular regularly regulier reguliere reguliers regulieres regulierement periodic periodique periodiques ongoing`.split(
    /\s+/,
  ),
)

/** Words saying how well something is done, kept in the label, never asked of the CV. */
const HOW_WELL = new Set(
  'clear accurate concise detailed precise timely thorough neat tidy clairs claires clair claire precis precise precises soigne soignee soignes soignees'.split(
    ' ',
  ),
)

/** Action nouns opening a phrase ('Préparation des bilans'): kept in the label, not required in the CV. */
const ACTION_NOUNS = new Set(
  `releve releves saisie preparation realisation participation elaboration mise suivi gestion tenue animation pilotage organisation redaction conception prise charge application utilisation pratique maitrise connaissance mise en place oeuvre forme technique techniques creation production execution traitement reception accueil handling management use usage running delivery preparation production support`.split(
    /\s+/,
  ),
)

const DEGREE_OR_YEARS =
  /\b(bac|bts|dut|but|cap(?! ?\d)|bep|licence|master|mba|bachelor'?s?|degree|diplome d'ingenieur|ecole|school|doctorat|phd|msc|bsc|ans|annees|years?|mois|months?|salaire|k€|€)\b/

/**
 * An English licence named by what it allows ('Flight Dispatcher Licence', 'Aircraft Maintenance
 * Licence'): a credential, not the French degree 'licence', which leads its subject ('Licence en
 * droit', 'titulaire d'une licence'). Only when no other degree or years word is in the chunk.
 */
function namedLicence(chunk: string): boolean {
  const m = /\b([a-z]+) licen[cs]es?\b/.exec(chunk)
  if (
    !m ||
    /^(?:une?|la|le|de|d|du|en|ou|et|niveau|type|titulaire|diplome|or|and|a|the|driving|uk|full|clean|valid|current)$/.test(
      m[1]!,
    )
  )
    return false
  return !DEGREE_OR_YEARS.test(chunk.replace(m[0], m[1]!))
}

/** Function words the tokenizer keeps ('reports for clients'): never a word a CV must show. */
const FUNCTION_WORDS = new Set(
  'for to by from at on into onto per par dans chez sous via our your their its nos vos notre votre leur leurs ses son sa ce cette ces'.split(
    ' ',
  ),
)

export function isGenericWord(norm: string): boolean {
  if (FUNCTION_WORDS.has(norm)) return true
  // Two characters are too short for a word, except a code of a digit and a letter ('8D', '3D').
  return GENERIC.has(norm) || NOISE.has(norm) || (norm.length < 3 && !/^(\d[a-z]|[a-z]\d)$/.test(norm))
}

// (premises are a place when the company shows them, 'nos locaux', 'bureaux modernes'; 'nettoyage des
// bureaux', 'bionettoyage des chambres et des locaux' are missions)
const PLACE_OR_PERK = new RegExp(
  `\\b(salaire|remuneration|salary|avantages?|tickets? restaurant|mutuelle|teletravail|remote|hybride|cdi|cdd|temps plein|full[- ]time|part[- ]time|rtt|primes?|bonus annuel|package|variable|fixe|ote|commissions?(?! (?:the|a|an|new|and|all|each|every|systems?|equipment|plant|installations?|units?|meters?)\\b)|k ?€|\\d+ ?k|pension|holiday|conges|office in|metro|rer [a-e]|tramway|nos (?:locaux|bureaux)|(?:locaux|bureaux) (?:modernes|neufs|situes|lumineux|spacieux|agreables|renoves|climatises|en plein|au coeur|a proximite))\\b|${JOB_READING.perkBenefit}`,
)

/** A sentence of pay, perks or place; an amount alone is one only beside a word of pay. */
const PLACE_OR_PERK_ALL = new RegExp(PLACE_OR_PERK.source, 'g')
function isPerkSentence(low: string): boolean {
  const found = [...low.matchAll(PLACE_OR_PERK_ALL)].map((m) => m[0])
  if (!found.length) return false
  return !found.every((w) => /^(?:k ?€|\d+ ?k)$/.test(w)) || PAY_WORDS.test(low)
}

const CUE_RE =
  /\b(maitrise(?:z)? (?:de |du |des |d'|de la |de l')?|maitriser (?:les |le |la |l')?|connaissances? (?:de |du |des |d'|en |de la |de l')?|experience (?:en |de |dans |du |des |d'|sur |avec )|competences? en |savoir[- ]faire en |pratique (?:de |du |des |d')|formation (?:en |a )|habilitations? |certifications? |experience (?:with|in|of) |knowledge of |proficiency (?:in|with) |proficient (?:in|with) |familiarity with |familiar with |expertise in |skilled in |background in |understanding of |experience using |certified in |hands-on experience (?:with|in) )/g

/** One word of a cue closing an item ('indispensables', 'exigée', 'essential'). */
const CLOSING_CUE_WORD =
  /^(?:indispensables?|obligatoires?|exigee?s?|requise?s?|imperati(?:f|ve)s?|appreciee?s?|souhaitee?s?|maitrisee?s?|min|minimum|essential|required|preferred|desirable)$/

/**
 * A parenthesis in which the employer speaks of itself ('(our whole funnel runs on it)'), not of the
 * tools it works with ('(we use Upshot)', '(nous utilisons Cegid)').
 */
const EMPLOYER_ASIDE =
  /\((?:our|we|we're|we've|notre|nos|nous)\b(?! (?:use|work (?:with|in|on)|utilisons|travaillons (?:avec|sous|sur))\b)[^()]*\)/g

/** A cue of several words closing an item, with its verb ('is nice to have', 'would be a plus'). */
const CLOSING_CUE_WORDS =
  /(?:\s+(?:is|are|would be|will be|est|sont|serait|seraient))?\s+(?:nice[- ]to[- ]have|an? (?:real |big )?(?:plus|bonus)|an? (?:asset|advantage)|une? (?:vrai |gros )?(?:plus|atout|bonus))(?=\s*(?:[;,.]|$))/g

/** A cue closing a short clause ('Cvent est un plus', 'Permis B apprécié', 'SQL is a must'). */
const CLOSING_CUE =
  /\b(?:est un plus|serait un plus|un plus|est un atout|un atout|appreciee?s?|souhaitee?s?|exigee?s?|obligatoire|indispensable|imperatif|imperative|requis|requise|maitrisee?s?|is a plus|a plus|is a must|nice to have|preferred|desirable|essential|required)$/

/** The opening of a sentence that tells the reader their missions ('Vous assurez', 'You'll be'). */
const MISSION_SENTENCE =
  /(?:^|[.!?]\s+|,\s+)(?:(?:au quotidien|concretement|day to day|in this role|as part of the team),?\s+)?(?:vous|tu|you(?:'ll| will)?)\s+(?:(?:etes|serez|es|seras|are|will be|'ll be)\s+(?:(?:le|la|l'|the)\s*(?:\/\s*(?:la|le)\s+)?)?(?:garant(?:\(e\)|e)?s?|responsables?|en charge|charge(?:\(e\)|e)?|in charge|responsible)\s+(?:de la |de l'|des |du |de |d'|of (?:the )?|for (?:the )?)?)?(?=[a-z])/g

const HEADING_LIST_RE = { test: isRequirementHeading }
const HEADING_SKIP_RE = { test: isElsewhereHeading }

const BULLET_RE = /^\s*([-•·*▪–—✓✔➢>►◦‣∙●○■□]|\d{1,2}[.)])\s*/

/** `gap`: the words between a mission's verb and its object, for an item that shares the object. */
type Chunk = { toks: Token[]; sep: string; label?: string; gap?: string }

const TAIL_PREPOSITIONS = new Set(
  'en au aux a à sur dans pendant selon avec pour par in on at during within with for by from into onto to across'.split(
    ' ',
  ),
)
/** Words before the places of the work ('across Birmingham, Coventry…'), which name no skill. */
export const PLACE_PREPOSITIONS = new Set(['across', 'around', 'throughout', 'covering'])
const COMPLEMENT_OPENERS = new Set(['de', 'du', 'des', 'd', 'of'])
/** An English adjective by its ending ('residential', 'domestic', 'corrective', 'statutory'). */
const EN_ADJECTIVE = /^[a-z]{3,}(?:al|ic|ive|ous|ary|ory|ble|ent|ant)$/
/** Particles of English phrasal verbs ('carry out', 'set up', 'follow up'). */
const VERB_PARTICLE = new Set(['out', 'up', 'off', 'through', 'on', 'about', 'in', 'for', 'with'])
/** The ending of a noun of action ('nettoyage', 'rédaction', 'loading'), one list for phrases.ts and parse.ts. */
export const ACTION_SUFFIX = /(?:age|ure|tion|sion|ment|ing|ance|ence)s?$/

/**
 * 'Ouverture, comptage et clôture du fond de caisse', 'Loading and unloading of trailers': lone nouns
 * coordinated with a last item that has a complement share it ('Ouverture du fond de caisse'); alone
 * ('Ouverture', 'Comptage') they name nothing.
 */
/** English head nouns a coordinated modifier shares ('release and stability testing'). */
const SHARED_HEADS = new Set(
  'testing tests analysis analyses maintenance inspection inspections reporting planning control controls monitoring checks audits'.split(
    ' ',
  ),
)

/** A lone lower-case word and the next item's first word ending alike ('inbound' / 'outbound'). */
function parallelForms(lone: Token[], other: Token): boolean {
  const a = lone.length === 1 ? lone[0]! : null
  if (!a || a.stop || other.stop || a.low.length < 4 || other.low.length < 4) return false
  if (a.raw !== a.low && a.raw.slice(1) !== a.low.slice(1)) return false
  if (other.raw !== other.low || a.low === other.low) return false
  let k = 0
  while (k < a.low.length && k < other.low.length && a.low.at(-1 - k) === other.low.at(-1 - k)) k++
  // each with a prefix of its own ('in-'/'out-'), not a word and its negation ('load' / 'unload')
  return k >= 3 && a.low.length - k >= 2 && other.low.length - k >= 2
}

/**
 * 'Accueillir, renseigner et orienter les voyageurs': the lone verbs of a run share the object of
 * the last item, each named by its noun of action (jobPhrases): 'Accueil des voyageurs',
 * 'Renseignement des voyageurs', 'Orientation des voyageurs'.
 */
function shareObject(text: string, chunks: Chunk[]): void {
  let runStart = 0
  for (let k = 0; k <= chunks.length; k++) {
    const ends = k === chunks.length || (k > runStart && !/^(,|et|and)$/.test(chunks[k]!.sep))
    if (!ends) continue
    const run = chunks.slice(runStart, k)
    runStart = k
    const last = run[run.length - 1]
    if (run.length < 2 || !last || last.toks.length < 2) continue
    // (in English, the verbs' -ing forms: 'Checking and filing invoices' → 'Checking invoices',
    // 'Filing invoices')
    const verb = isInfinitive(last.toks[0]!.low)
      ? isInfinitive
      : EN_GERUND.test(last.toks[0]!.low)
        ? isGerund
        : null
    if (!verb) continue
    const lone = run.slice(0, -1)
    if (!lone.every((c) => c.toks.length === 1 && verb(c.toks[0]!.low))) continue
    const object = last.toks.slice(1)
    const firstContent = object.find((t) => !t.stop) ?? object[0]!
    const gap = text.slice(last.toks[0]!.end, firstContent.start)
    for (const c of lone) {
      c.toks = [c.toks[0]!, ...object]
      c.gap = gap
    }
  }
}

function shareComplement(text: string, chunks: Chunk[]): Chunk[] {
  shareObject(text, chunks)
  let runStart = 0
  for (let k = 0; k <= chunks.length; k++) {
    const ends = k === chunks.length || (k > runStart && !/^(,|et|ou)$/.test(chunks[k]!.sep))
    if (!ends) continue
    const run = chunks.slice(runStart, k)
    runStart = k
    if (run.length < 2) continue
    const last = run[run.length - 1]!
    // 'Release and stability testing', 'preventive and corrective maintenance': a lone English
    // modifier before 'and' shares the head noun that follows the next item's modifier.
    // (or a head after two modifiers of the same form: 'inbound and outbound flows', 'internal and
    // external audits')
    // (the mission's verb opening the first item is no part of it: 'Manage inbound and outbound flows')
    // (or the verb, its particle or its generic object and a preposition: 'Carry out preventive and
    // corrective maintenance', 'Advise clients on residential and buy-to-let mortgages')
    const bare = (c: Chunk) =>
      c === run[0] &&
      c.toks.length >= 2 &&
      c.toks.length <= 4 &&
      LEAD_VERBS.has(c.toks[0]!.low) &&
      c.toks.slice(1, -1).every((t) => t.stop || GENERIC.has(t.norm) || VERB_PARTICLE.has(t.low))
        ? c.toks.slice(-1)
        : c.toks
    // The modifier opening an item, its hyphenated words as one ('buy-to-let mortgages'): how many
    // tokens it spans.
    const modifierLength = (c: Chunk) => {
      let m = 1
      while (m < c.toks.length && text.slice(c.toks[m - 1]!.end, c.toks[m]!.start) === '-') m++
      return m
    }
    // (or the last item of an English list, a modifier and its head: 'Copper, plastic and lead
    // pipework' → 'Copper pipework', 'Plastic pipework', 'Lead pipework')
    const andBefore = (i: number) =>
      /\band\b/i.test(text.slice(run[i - 1]!.toks.at(-1)!.end, run[i]!.toks[0]!.start))
    const shared = run.findIndex((c, i) => {
      if (i === 0 || c.toks.length < 2) return false
      if (SHARED_HEADS.has(c.toks[1]!.low)) return true
      if (!c.toks[1]!.stop && parallelForms(bare(run[i - 1]!), c.toks[0]!)) return true
      const m = modifierLength(c)
      const head = c.toks[m]
      return (
        i === run.length - 1 &&
        // (what follows the head is another matter: 'classic and signature cocktails at speed')
        (c.toks.length === m + 1 || c.toks[m + 1]?.stop || TAIL_PREPOSITIONS.has(c.toks[m + 1]?.low ?? '')) &&
        head !== undefined &&
        // (nouns all: no verb before or in it, 'Cook and plate dishes', 'Plan rotas and cover absence')
        run.slice(0, i).every((x) => {
          const own = bare(x)
          return (
            own.length === 1 &&
            // (past the verb, an adjective by its form: 'Advise clients on residential and …', not
            // the verb's object, 'Plan rotas and cover absence')
            (own === x.toks || EN_ADJECTIVE.test(own[0]!.low)) &&
            !LEAD_VERBS.has(own[0]!.low) &&
            // (nor a word and its negation: 'Load and unload trailers')
            !c.toks[0]!.low.endsWith(own[0]!.low)
          )
        }) &&
        !LEAD_VERBS.has(c.toks[0]!.low) &&
        // (a name closing the list is one of its own: 'Excel, Word and PowerPoint skills')
        c.toks[0]!.raw === c.toks[0]!.low &&
        !c.toks[0]!.stop &&
        !head.stop &&
        !GENERIC.has(head.norm) &&
        head.raw === head.low &&
        andBefore(i)
      )
    })
    // (a noun of action is a modifier of tests: 'functional, regression and API testing')
    const testing = shared > 0 && /^tests?$|^testing$/.test(run[shared]!.toks[1]?.low ?? '')
    if (
      shared > 0 &&
      run
        .slice(0, shared)
        .map(bare)
        .every(
          (toks) =>
            toks.length === 1 &&
            !toks[0]!.stop &&
            (testing || !ACTION_SUFFIX.test(toks[0]!.norm)) &&
            toks[0]!.raw !== toks[0]!.raw.toUpperCase(),
        )
    ) {
      const owner = run[shared]!
      const m = SHARED_HEADS.has(owner.toks[1]!.low) ? 1 : modifierLength(owner)
      // the shared head, up to what qualifies it ('outbound flows in our WMS' → 'flows')
      let end = m + 1
      while (
        end < owner.toks.length &&
        !owner.toks[end]!.stop &&
        !TAIL_PREPOSITIONS.has(owner.toks[end]!.low)
      )
        end++
      const headToks = SHARED_HEADS.has(owner.toks[1]!.low) ? owner.toks.slice(1) : owner.toks.slice(m, end)
      const tail = text.slice(headToks[0]!.start, headToks[headToks.length - 1]!.end)
      for (const c of run.slice(0, shared)) {
        const head = bare(c)[0]!
        c.label = `${text.slice(head.start, head.end)} ${tail}`
        c.toks = [head, ...headToks]
      }
      continue
    }
    // 'Conduite souple et économique': a lone French adjective after 'et' qualifies the head noun of
    // the item before it ('Conduite économique'); alone ('Économique') it names nothing.
    const before = run[run.length - 2]!
    const adjective = last.toks.length === 1 ? last.toks[0]! : null
    if (
      adjective &&
      last.sep === 'et' &&
      FRENCH_ADJECTIVE.test(adjective.low) &&
      adjective.raw === adjective.low &&
      before.toks.length >= 2 &&
      !before.toks[0]!.stop &&
      !before.toks.at(-1)!.stop &&
      before.toks.at(-1)!.low.length >= 4
    ) {
      const head = before.toks.slice(0, -1)
      last.label = `${text.slice(head[0]!.start, head.at(-1)!.end)} ${text.slice(adjective.start, adjective.end)}`
      last.toks = [...head, adjective]
      continue
    }
    // (the first item with words after its noun closes the nouns before it, whatever follows it in
    // the list: 'Attelage et dételage des wagons, formation des rames' → 'Attelage des wagons')
    const ownerAt = run.findIndex((c) => c.toks.length > 1)
    const owner = run[ownerAt]
    if (ownerAt < 1 || !owner) continue
    // (joined to the nouns before it by 'et'/'ou', or closing the list: in 'Lavage, shampouinage des
    // sièges, lustrage et polissage' the complement is the shampoo's alone)
    if (owner.sep !== 'et' && owner.sep !== 'ou' && ownerAt < run.length - 1) continue
    const p = owner.toks.findIndex((t, i) => i > 0 && COMPLEMENT_OPENERS.has(t.low))
    if (p < 1 || p > 2 || !owner.toks.slice(p).some((t) => !t.stop)) continue
    const complement = owner.toks.slice(p)
    const lone = run.slice(0, ownerAt)
    // (never out of a parenthesis: '(granulation, compression) ou les lignes de conditionnement')
    if (/[()]/.test(text.slice(lone[0]!.toks[0]!.start, owner.toks[0]!.start))) continue
    // common nouns (a capital only where the item opens the bullet), not names
    // nouns of an action ('ouverture', 'comptage', 'loading', 'calibration'), not qualities
    // ('Réactivité, esprit d'équipe'); common nouns (a capital only where the item opens the bullet)
    const common = (c: Chunk, i: number) =>
      c.toks.length === 1 &&
      !c.toks[0]!.stop &&
      ACTION_SUFFIX.test(c.toks[0]!.norm) &&
      (c.toks[0]!.raw === c.toks[0]!.low || (i === 0 && c.toks[0]!.raw.slice(1) === c.toks[0]!.low.slice(1)))
    if (!lone.every(common)) continue
    const tail = text.slice(complement[0]!.start, complement[complement.length - 1]!.end)
    for (const c of lone) {
      const head = c.toks[0]!
      c.label = `${text.slice(head.start, head.end)} ${tail}`
      c.toks = [head, ...complement]
    }
  }
  return chunks
}

const PLURAL_NOUN = /^[a-z]{4,}[sx]$/

/** A French adjective by its ending, or a past participle ('articulés', 'climatisée'). */
function isFrenchAdjective(word: string): boolean {
  return (
    FRENCH_ADJECTIVE.test(lowerPlain(word)) ||
    /^\p{Ll}{3,}é(?:e|s|es)?$/u.test(word) ||
    // (colours: 'la trame verte et bleue')
    /^(?:verte?s?|bleue?s?|rouges?|jaunes?|noire?s?|blanche?s?|grise?s?|brune?s?)$/.test(word)
  )
}

/**
 * The head noun an item opening on a French adjective shares with the item before it: the text
 * before the item ends with 'Noun adjective(, adjective)* et|,' ('Maintenance préventive et ' →
 * 'Maintenance'; 'le dépannage mécanique, ' → 'Dépannage'). Null otherwise.
 */
export function sharedFrenchHead(before: string, word: string): string | null {
  if (word !== word.toLowerCase() || !isFrenchAdjective(word)) return null
  const m =
    /(?:(\b(?:des|les|le|la|du|de)\s+|\b[dl]['’])|^|\s)([\p{L}-]{3,})((?:\s+[\p{Ll}-]{3,}\s*,)*\s+[\p{Ll}-]{3,})\s*(?:,|\bet)\s*$/u.exec(
      before,
    )
  if (!m) return null
  const noun = m[2]!
  const adjectives = m[3]!.split(',').map((w) => w.trim())
  // (one modifier after a determiner and its noun may be any word: 'des bus standards et articulés')
  const afterDeterminer = m[1] !== undefined && adjectives.length === 1
  if (!afterDeterminer && !adjectives.every(isFrenchAdjective)) return null
  const nounLow = lowerPlain(noun)
  if (FRENCH_ADJECTIVE.test(nounLow) || tokenize(noun)[0]?.stop !== false) return null
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`
}

/**
 * 'a team of 10 pickers and packers', 'suivi des plannings et absences': a lone plural noun closing
 * the clause after 'and' is the second object of the word group, not an item of its own ('Packers').
 */
function coordinatesNouns(text: string, toks: Token[], i: number, cur: Token[]): boolean {
  const prev = toks[i - 1]
  const next = toks[i + 1]
  if (!prev || !next || cur.filter((c) => !c.stop).length < 2) return false
  if (prev.stop || !PLURAL_NOUN.test(prev.raw) || !PLURAL_NOUN.test(next.raw)) return false
  const after = toks[i + 2]
  return !after || /[,;:()[\]/.!?]|\s-\s/.test(text.slice(next.end, after.start))
}

/** The people a mission serves, too generic alone ('clients', 'patients', 'customers'). */
const SERVED_PEOPLE =
  /^(?:clients?|clientele|customers?|patients?|usagers?|public|visiteurs?|visitors?|guests?)$/

/**
 * A chunk opening on a mission's verb whose object is only the people served ('Accueillir les
 * clients', 'Conseiller nos clients', 'Greet customers'): the verb's noun names the item with them.
 */
function missionOnPeople(ch: Chunk, content: Token[]): boolean {
  const opening = ch.toks[0]?.low === 'vous' || ch.toks[0]?.low === 'tu' ? ch.toks[1] : ch.toks[0]
  if (!opening || content.length === 0 || !content.every((t) => SERVED_PEOPLE.test(t.low))) return false
  const noun = nounOfMissionVerb(lowerPlain(opening.raw))
  return noun !== undefined && !GENERIC.has(lowerPlain(noun))
}

/** The endings of a verb said to 'vous' and of its infinitives ('démarrez' → 'démarrer', 'produisez' → 'produire'). */
const VOUS_ENDINGS: readonly [RegExp, string][] = [
  [/ez$/, 'er'],
  [/issez$/, 'ir'],
  [/isez$/, 'ire'],
  [/enez$/, 'enir'],
  [/dez$/, 'dre'],
  [/ivez$/, 'ire'],
  [/([vr])ez$/, '$1ir'],
]

/** The infinitive of a verb said to 'vous' ('démarrez' → 'démarrer'), if the verb tables know it. */
function infinitiveSaidToVous(low: string): string | undefined {
  return VOUS_ENDINGS.map(([ending, to]) => low.replace(ending, to)).find((c) => c !== low && isInfinitive(c))
}

/** Verbs said to 'tu' whose infinitive no ending gives ('tiens' → 'tenir'). */
const TU_IRREGULAR: Record<string, string> = {
  tiens: 'tenir',
  fais: 'faire',
  prends: 'prendre',
  mets: 'mettre',
  accueilles: 'accueillir',
  recois: 'recevoir',
  suis: 'suivre',
  conduis: 'conduire',
  entretiens: 'entretenir',
  maintiens: 'maintenir',
}

/** The infinitive of a verb said to 'tu' in the present ('encadres' → 'encadrer'), if known as a mission's verb. */
function infinitiveSaidToTu(low: string): string | undefined {
  const candidates = [
    TU_IRREGULAR[low],
    low.replace(/es$/, 'er'),
    low.replace(/is$/, 'ir'),
    low.replace(/s$/, 're'),
  ]
  return candidates.find(
    (c): c is string => c !== undefined && c !== low && (isInfinitive(c) || LEAD_VERBS.has(c)),
  )
}

/**
 * A verb right after 'tu' ('Tu encadres les cours', 'tu tiens le registre') read as its infinitive, as
 * the missions said to 'vous' or in the infinitive are ('Encadrement des cours'); its words as written.
 */
function saidToTuAsInfinitive(jd: string, t: Token, underTu = false): Token {
  if (!underTu && !/\btu\s+$/i.test(jd.slice(Math.max(0, t.start - 4), t.start))) return t
  const infinitive = infinitiveSaidToTu(t.low)
  return infinitive ? { ...t, low: infinitive, norm: infinitive, raw: infinitive } : t
}

/** Function words that tell a French offer from an English one (jobPhrases counts both). */
const FRENCH_FUNCTION = new Set(['le', 'la', 'les', 'des', 'du', 'et', 'vous', 'pour', 'avec', 'une'])
const ENGLISH_FUNCTION = new Set(['the', 'and', 'you', 'for', 'with', 'to', 'of', 'your', 'our', 'a'])

/**
 * A list whose first item is a noun and its kind, the next items kinds alone ('Serti griffes, clos,
 * grains, rail'): each kind is said with the noun ('Serti clos', 'Serti grains'). Lower-case kinds
 * only, none the lexicon knows by itself ('Anglais courant, espagnol' stays two items), the noun no verb.
 * French offers only: an English list puts its kinds before the noun.
 */
function headOpeningTheList(text: string, chunks: Chunk[], known: (t: Token) => boolean): void {
  const first = chunks[0]
  if (!first || first.label || first.toks.length !== 2) return
  const [head, kind] = first.toks as [Token, Token]
  if (head.stop || kind.stop || known(head) || known(kind) || kind.raw !== kind.low) return
  // (a kind, not a quality: 'Abattage manuel, ébranchage, façonnage' lists three actions)
  if (FRENCH_ADJECTIVE.test(kind.low)) return
  if (LEAD_VERBS.has(head.low) || isInfinitive(head.low) || isGerund(head.low)) return
  if (text.slice(head.end, kind.start) !== ' ') return
  for (const c of chunks.slice(1)) {
    const [word] = c.toks
    if (c.toks.length !== 1 || !word || word.stop || known(word) || !/^\p{Ll}{3,}$/u.test(word.raw)) break
    // (an action of its own is no kind: 'ébranchage', 'façonnage')
    if (ACTION_SUFFIX.test(word.norm)) break
    if (c.sep !== ',' && c.sep !== 'et' && c.sep !== 'ou') break
    c.label = `${text.slice(head.start, head.end)} ${text.slice(word.start, word.end)}`
    c.toks = [head, word]
  }
}

/** Verbs of working with others: what follows 'with' is who ('Liaise with GPs and families'). */
const LIAISE_VERB = new RegExp(`^(?:${JOB_READING.liaiseVerbs})$`)

/** Words naming a party one works with or for: a person by role or kin, an organisation. */
const PARTY_WORD = new RegExp(`^(?:${JOB_READING.peopleByOccupation}|${JOB_READING.partyWords})$`)

/**
 * After the first party of a 'with' clause, the next token index past the other parties listed after
 * it (', district nurses and families'): items joined by ',', 'et', 'and' whose every word is a
 * party or a word between ('district', 'les'). An item naming anything else ends the list.
 */
function pastParties(text: string, toks: Token[], j: number): number {
  let k = j
  while (k < toks.length) {
    const gap = text.slice(toks[k - 1]!.end, toks[k]!.start)
    const joined = /,/.test(gap) || /^(?:et|and|&)$/.test(toks[k]!.low)
    if (!joined || /[;:()/]/.test(gap)) return k
    let e = /^(?:et|and|&)$/.test(toks[k]!.low) ? k + 1 : k
    const from = e
    while (
      e < toks.length &&
      (e === from || !/[,;:()/]/.test(text.slice(toks[e - 1]!.end, toks[e]!.start)))
    ) {
      if (e > from && /^(?:et|and|&)$/.test(toks[e]!.low)) break
      e++
    }
    const item = toks.slice(from, e).filter((x) => !x.stop)
    // (or a service named by its initials among them: 'Educational Psychologists, SALT and CAMHS')
    const initials = item.length === 1 && /^\p{Lu}{2,6}s?$/u.test(item[0]!.raw)
    if (item.length === 0 || item.length > 3 || !(initials || item.some((x) => PARTY_WORD.test(x.low))))
      return k
    k = e
  }
  return k
}

/**
 * Whether a named tool opens at `i` (after 'on' / 'sur'): a capitalised word, or one after 'le logiciel',
 * 'the software', 'la plateforme' ('sur le logiciel Thelis', 'on the Famly app').
 */
function namedToolAt(toks: Token[], i: number): boolean {
  const capitalised = (k: number) => /^\p{Lu}/u.test(toks[k]?.raw ?? '')
  if (!/^(?:le|la|l|les|the|our|votre|notre)$/.test(toks[i]?.low ?? '')) return capitalised(i)
  // (after a determiner, only a tool's common noun before the name: 'sur la Sécurité' is a subject)
  return TOOL_NOUN.test(toks[i + 1]?.low ?? '') && capitalised(i + 2)
}
const TOOL_NOUN =
  /^(?:logiciels?|software|outils?|tools?|plateformes?|platforms?|systemes?|systems?|applications?|apps?|erp|crm)$/

/**
 * Clients and stores, whose parenthesis names them ('hypermarchés (Leclerc, Carrefour)'), and the
 * partners one works with ('travail en réseau avec les partenaires (CCAS, EHPAD, banques, notaires)').
 */
const WHOM_NOUNS =
  'hypermarches|supermarches|magasins|enseignes|clients|clienteles?|comptes|stores|retailers|customers|accounts|distributeurs|grossistes|wholesalers|supermarkets|hypermarkets|chains|chaines|partenaires|partners|interlocuteurs|stakeholders|organismes'
const WHOM_NOUN = new RegExp(`^(?:${WHOM_NOUNS})$`)
/**
 * Text before a word that names a party, not a skill: inside a parenthesis opened after clients,
 * stores or partners ('60 hypermarchés (Leclerc, ', 'les partenaires (CCAS, '), or the accounts a
 * portfolio counts ('un portefeuille de 60 ', 'a portfolio of 40 ').
 */
export const PARTIES_NAMED_BEFORE = new RegExp(
  `\\b(?:${WHOM_NOUNS})\\s*\\((?:[^()]*,\\s*)?$|\\b(?:portefeuille|portfolio)\\s+(?:de|d'|of)\\s*\\d+\\s+(?:[a-z-]+\\s+(?:et|and)\\s+)?$`,
)

/** Splits a span of tokens into chunks at commas, conjunctions, parentheses, slashes and colons. */
function chunksOf(text: string, toks: Token[]): Chunk[] {
  const out: Chunk[] = []
  let cur: Token[] = []
  let sep = ''
  const flush = (next: string) => {
    if (cur.length) out.push({ toks: cur, sep })
    cur = []
    sep = next
  }
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!
    // ('concevoir avec eux les panels', 'agree with them the plan'): with whom, said by a pronoun,
    // between a verb and its object, is neither
    if (
      i > 0 &&
      /^(?:avec|with)$/.test(t.low) &&
      /^(?:eux|elles|lui|elle|them|him|her)$/.test(toks[i + 1]?.low ?? '') &&
      i + 2 < toks.length &&
      text.slice(toks[i + 1]!.end, toks[i + 2]!.start) === ' '
    ) {
      i += 1
      continue
    }
    if (i > 0) {
      const gap = text.slice(toks[i - 1]!.end, t.start)
      // '12/24 V', '24/7', 'règlement 2017/745': a slash between numbers is part of one value
      // ('12/24V': the second value may carry the unit)
      // ('directive 2010/63/UE', 'règlement 2016/679/UE': an act's number ends on its union's letters)
      // (a range between two figures is one figure too: 'a portfolio of 25–30 blocks')
      const numberPair =
        (gap === '/' &&
          /^\d+$/.test(toks[i - 1]!.low) &&
          (/^\d+[a-z]{0,2}$/.test(t.low) || /^(?:ue|ce|cee|eu|ec)$/.test(t.low))) ||
        (/^[–-]$/.test(gap) && /^\d+$/.test(toks[i - 1]!.low) && /^\d+$/.test(t.low))
      // ('60 hypermarchés et supermarchés (Leclerc, Carrefour, Super U)', 'key accounts (Tesco,
      // Asda)'): the names a parenthesis gives of clients or stores are whom one serves, no skill
      if (gap.includes('(') && WHOM_NOUN.test(toks[i - 1]!.low)) {
        let j = i + 1
        while (j < toks.length && !text.slice(toks[j - 1]!.end, toks[j]!.start).includes(')')) j++
        // (names, parties, a name's lower-case words: 'Éducation nationale')
        const named = (x: Token, k: number) =>
          x.stop ||
          /^\p{Lu}/u.test(x.raw) ||
          PARTY_WORD.test(x.low) ||
          (k > i && /^\p{Lu}/u.test(toks[k - 1]!.raw) && text.slice(toks[k - 1]!.end, x.start) === ' ')
        if (toks.slice(i, j).every((x, k) => named(x, i + k))) {
          flush('(')
          i = j - 1
          continue
        }
      }
      if (!numberPair && /[,;:()[\]/+|•·–—!?]|\.\s|\s-\s/.test(gap))
        // (a colon opens a list of its own: 'phase pré-analytique : réception, centrifugation et tri')
        flush(
          /\//.test(gap)
            ? 'ou'
            : gap.includes('(')
              ? '('
              : /^\s*\)\s*$/.test(gap)
                ? ')'
                : /^\s*:\s*$/.test(gap)
                  ? ':'
                  : ',',
        )
    }
    if (t.low === 'et' || t.low === 'and' || t.low === 'ainsi' || t.low === 'puis' || t.low === 'then') {
      if ((t.low === 'et' || t.low === 'and') && coordinatesNouns(text, toks, i, cur)) {
        cur.push(t)
        continue
      }
      flush('et')
      continue
    }
    if (t.low === 'ou' || t.low === 'or' || t.low === 'voire' || t.low === 'sinon') {
      flush('ou')
      continue
    }
    // 'Threat hunting using MITRE ATT&CK', 'Validation selon le processus PPAP': a tool or method
    // named after the activity is a requirement of its own.
    if (
      (/^(using|via|selon|including|incl)$/.test(t.low) ||
        // ('Validate samples on Roche cobas', 'Saisie sur SAP': the named tool after 'on' / 'sur')
        (/^(?:on|sur)$/.test(t.low) && namedToolAt(toks, i + 1))) &&
      cur.length > 0
    ) {
      flush(',')
      continue
    }
    // ('Calage et conduite d'une Heidelberg Speedmaster XL 106'): the machine named after 'd'un',
    // 'd'une' is a requirement of its own, the action another
    if (
      t.low === 'd' &&
      /^(?:un|une)$/.test(toks[i + 1]?.low ?? '') &&
      /^\p{Lu}/u.test(toks[i + 2]?.raw ?? '') &&
      /^\p{Lu}/u.test(toks[i + 3]?.raw ?? '') &&
      cur.length > 0
    ) {
      flush(',')
      i += 1
      continue
    }
    // 'en lien avec les avocats', 'in collaboration with', 'Liaise with GPs': who the work is done
    // with, not a skill — nor the other parties listed after the first ('…, district nurses and
    // families').
    const liaiseWith = LIAISE_VERB.test(t.low) && /^(avec|with)$/.test(toks[i + 1]?.low ?? '')
    if (
      ((t.low === 'lien' || t.low === 'collaboration' || t.low === 'relation' || t.low === 'liaison') &&
        (toks[i - 1]?.low === 'en' || toks[i - 1]?.low === 'in') &&
        /^(avec|with)$/.test(toks[i + 1]?.low ?? '')) ||
      (t.low === 'aupres' && cur.length > 0) ||
      // ('You will work alongside 4 engineers and 2 nurses')
      t.low === 'alongside' ||
      liaiseWith
    ) {
      if (toks[i - 1]?.low === 'en' || toks[i - 1]?.low === 'in') cur.pop()
      flush('stop')
      let j = i + 1
      while (j < toks.length && !/[,;:()/]/.test(text.slice(toks[j - 1]!.end, toks[j]!.start))) j++
      j = pastParties(text, toks, j)
      i = j - 1
      continue
    }
    // 'en tant que', 'afin de', 'pour': what follows is the purpose, not the skill ('return-to-work
    // meetings' is one word group).
    const hyphened = i > 0 && text.slice(toks[i - 1]!.end, t.start) === '-'
    if (
      t.low === 'afin' ||
      t.low === 'pour' ||
      (t.low === 'to' && !hyphened) ||
      t.low === 'so' ||
      (t.low === 'tant' && toks[i - 1]?.low === 'en') ||
      (t.low === 'as' && cur.length > 0)
    ) {
      if (t.low === 'tant') cur.pop()
      if (t.low === 'to') {
        // (a span, from where to where, is how far the task goes: 'Coordinate events from brief to
        // delivery' → 'Coordinating events'; and a range of figures how many: 'for 50 to 800 guests')
        // (a span opening its chunk names the first step of the work: ', from fact-find to
        // completion' → 'Fact-find')
        const from = cur.findLastIndex((x) => x.low === 'from')
        if (from > 0) cur.length = from
        else if (/^\d/.test(cur.at(-1)?.low ?? '') && /^\d/.test(toks[i + 1]?.low ?? '')) {
          cur.pop()
          if (/^(?:for|of|with|between)$/.test(cur.at(-1)?.low ?? '')) cur.pop()
        }
      }
      // ('Keep records up to date in Axiell': the state the work keeps is no purpose; what follows
      // it is read on, the place or tool of the work its own item)
      if (t.low === 'to' && cur.length > 2 && cur.at(-1)?.low === 'up' && toks[i + 1]?.low === 'date') {
        cur.pop()
        flush(',')
        i += 1
        continue
      }
      // (with the particle it ends: 'Progress sales through to completion' → 'Progress sales')
      if (t.low === 'to' && cur.length > 2 && /^(?:through|back|forward)$/.test(cur.at(-1)?.low ?? ''))
        cur.pop()
      flush('stop')
      // skip to the next separator
      let j = i + 1
      while (j < toks.length && !/[,;:()/]/.test(text.slice(toks[j - 1]!.end, toks[j]!.start))) j++
      i = j - 1
      continue
    }
    cur.push(t)
  }
  flush('')
  return out
}

/**
 * Text before a word that ends inside a parenthesis opened after a team ('l'équipe soignante (IDE, ',
 * 'a team of 6 (developers, '): the word names a member of the team, not a skill.
 */
export const TEAM_MEMBERS_BEFORE = new RegExp(
  `\\b(?:${JOB_READING.teamNouns})(?:\\s+[a-z0-9'-]+){0,2}\\s*\\((?:[^()]*,\\s*)?$`,
)

/**
 * Text before the members of a team counted ('une équipe de 4 ', 'équipe de 3 à 6 ', 'a team of 6 '):
 * what follows is who they are ('vendeurs', 'engineers'), not a skill.
 */
export const TEAM_OF_COUNT_BEFORE = new RegExp(
  `\\b(?:${JOB_READING.teamNouns})\\s+(?:de|d'|of)\\s*(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|dix|two|three|four|five|seven|eight|ten)(?:\\s*(?:a|to|-|–)\\s*\\d+)?\\s*(?:[a-z'-]+\\s+)?$`,
)

/** Leading or training people, up to the people named ('Encadrement des aides-soignants et '). */
export const LEADING_WHOM =
  /\b(?:encadrement|encadrer|management|manager|supervision|superviser|coordination|coordonner|formation|former|tutorat|supervise|manage|lead|train)\s+(?:des|les|de l'|d'|de la|du|une|un|l'|the|a)\s*(?:[a-z'-]+\s+(?:et|and|,)\s+)?$/
/** Words naming people by their occupation (a nurse, a doctor), not a skill they bring. */
export const OCCUPATION_WORD = new RegExp(`^(?:${JOB_READING.peopleByOccupation})$`)

/** Who a task is done with ('with engineers', 'avec les équipes terrain'). */
const WITH_WHOM =
  /^(?:(?:the|our|your|les|des|nos|vos|l|la|le|\d+) )?(?:engineers?|developers?|designers?|teams?|stakeholders?|clients?|customers?|partners?|colleagues?|managers?|equipes?|partenaires?|collegues?|interlocuteurs?|services?|metiers?|medecins?|doctors?|physicians?|infirmi\w*|nurses?|soignants?|architectes?|architects?|fournisseurs?|suppliers?|sous-traitants?|subcontractors?|artisans?)\b/

/** Nouns whose 'with' names the skill itself ('Relations avec les services douaniers'). */
const RELATION_NOUN =
  /^(?:relations?|relationships?|liaison|liens?|contacts?|communication|echanges?|coordination|interface|partenariats?|partnerships?)$/

/** The particle of an English phrasal verb opening a mission ('take part in', 'follow up'). */
const PHRASAL_REST: Record<string, string> = {
  take: 'part',
  follow: 'up',
  set: 'up',
  carry: 'out',
  sign: 'off',
}

/** Where or by what a task is done, not what it is ('au téléphone', 'au guichet', 'by phone'). */
const PLACE_OR_MEANS =
  /^(?:telephone|phone|cabinet|bureau|guichet|comptoir|domicile|magasin|standard|mail|e-mail|email|courrier)$/

/** Actions of reporting something to someone ('Signaler tout incident au poste de régulation'). */
const REPORT_ACTION = new RegExp(`^(?:${REPORT_VERBS})$`)

/** What an experience is in: 'expérience en', 'de', 'dans', 'experience in', 'with', 'of'. */
const EXPERIENCE_IN = /^(?:en|dans|de|d|du|des|sur|in|of|with)$/
/** Words before 'expérience' that say how much or how good, not in what. */
const EXPERIENCE_QUALITY =
  /^(?:une?|an?|la|l|premiere|1re|1ere|first|solide|solid|bonne|good|significative|significant|proven|relevant|prior|previous|some|confirmee|confirme|averee|prouvee|minimale|minimum|reussie|professionnelle|professional|hands|on|demonstrable|strong)$/

/**
 * Where a count of years before `at` starts when it is an age or a range ('adolescents de 12 à 18
 * ans', 'enfants de 3-6 ans', 'children aged 5 to 11 years'): the range and its preposition are who,
 * cut with it, not left as 'Accompagnement des adolescents de 12'.
 */
function ageRangeStart(toks: Token[], text: string, at: number): number {
  let s = at
  const prev = toks[s - 1]
  if (prev && /^\d+$/.test(toks[s - 2]?.low ?? '') && /^(?:a|to|et|and)$/.test(prev.low)) s -= 2
  else if (prev && /^\d+$/.test(prev.low) && /^\s*[-–]\s*$/.test(text.slice(prev.end, toks[s]!.start))) s -= 1
  if (s > 0 && /^(?:de|d|des|entre|aged|from|between)$/.test(toks[s - 1]!.low)) s -= 1
  return s
}

/** 'dont 1 (an) en', 'including 2 years in': the share of the years that opens a clause's rest. */
function yearsShareLength(toks: Token[]): number {
  if (!/^(?:dont|including|incl)$/.test(toks[0]?.low ?? '')) return 0
  if (!/^(?:\d+|un|une|one|deux|two|trois|three)$/.test(toks[1]?.low ?? '')) return 0
  let q = 2
  if (/^(?:ans?|annees?|years?|yrs|mois|months?)$/.test(toks[q]?.low ?? '')) q++
  if (/^(?:en|in|dans|d|de|as|comme|of)$/.test(toks[q]?.low ?? '')) q++
  return q
}

function cleanChunk(chunk: Token[], text: string): Token[] {
  // ('3 ans d'expérience en arboriculture, dont 1 en encadrement': what the share is in, 'Encadrement')
  const toks = chunk.slice(yearsShareLength(chunk))
  let a = 0
  let b = toks.length
  // A chunk opening on the verb of a cue ('(…) serait un plus', '… is a plus'): the verb says how much
  // the item before counts, it is no item.
  while (a < b && CUE_VERB.has(toks[a]!.low)) a++
  if (a > 0) {
    for (let i = a; i < b; i++)
      if (TAIL_CUT.has(toks[i]!.low)) {
        b = i
        break
      }
    return toks.slice(a, b)
  }
  // Cut at the first cue word ('SAP experience required', 'Docker apprécié', 'is a plus').
  for (let i = 0; i < b; i++) {
    const low = toks[i]!.low
    if (TAIL_CUT.has(low) && i > 0) {
      b = i
      break
    }
    // 'Lookout and site protection duties when required', '… si nécessaire': when it is done is no part
    // of what is done.
    if (i > 0 && /^(?:when|whenever|where|wherever|if|lorsque|lorsqu|quand|si)$/.test(low)) {
      b = i
      break
    }
    // 'une équipe de 8 femmes et valets de chambre', 'a team of 12 agents': its size and members are
    // who, not what (the team stays)
    if (
      i > 0 &&
      TEAM_NOUN.test(low) &&
      /^(?:de|d|of)$/.test(toks[i + 1]?.low ?? '') &&
      /^\d+$/.test(toks[i + 2]?.low ?? '')
    ) {
      b = i + 1
      break
    }
    if (/^\d+$/.test(low) && /^(ans?|annees?|years?|yrs|mois|months?)$/.test(toks[i + 1]?.low ?? '')) {
      b = ageRangeStart(toks, text, i)
      break
    }
    // 'Aptitude médicale PNC en cours de validité': that it must be valid is no part of what it is.
    if (
      i > 0 &&
      low === 'en' &&
      toks[i + 1]?.low === 'cours' &&
      /^(?:de|d)$/.test(toks[i + 2]?.low ?? '') &&
      /^validite/.test(toks[i + 3]?.low ?? '')
    ) {
      b = i
      break
    }
    // 'Signaler tout incident au poste de régulation', 'report extra work to the service desk': whom
    // one reports to ends what is reported.
    if (
      i > 0 &&
      REPORT_ACTION.test(toks[0]!.low) &&
      (low === 'au' ||
        low === 'aux' ||
        low === 'to' ||
        (low === 'a' && /^(?:la|l)$/.test(toks[i + 1]?.low ?? '')))
    ) {
      // (the recipient right after the verb, 'Transmettre au médecin régulateur': nothing reported is named)
      if (i === 1) return []
      b = i
      break
    }
    // '… validés par la diététicienne', '… signed off by the pharmacist': who does it, not what it is.
    if (
      i > 1 &&
      (low === 'par' || low === 'by') &&
      /^(?:la|le|les|l|un|une|the|a|an|our|nos|notre)$/.test(toks[i + 1]?.low ?? '') &&
      OCCUPATION_WORD.test(toks[i + 2]?.low ?? '')
    ) {
      b = i
      break
    }
    // '… vers la coopérative', '… vers les hôpitaux': where the work goes, not what it is.
    if (i > 1 && low === 'vers' && /^(?:la|le|les|l|des|un|une|nos|vos)$/.test(toks[i + 1]?.low ?? '')) {
      b = i
      break
    }
    // '… with engineers', '… avec les équipes': who the work is done with, not what it is.
    if (
      i > 0 &&
      (low === 'with' || low === 'avec') &&
      !RELATION_NOUN.test(toks[i - 1]!.low) &&
      WITH_WHOM.test(
        toks
          .slice(i + 1, i + 4)
          .map((t) => t.low)
          .join(' '),
      )
    ) {
      b = i
      break
    }
  }
  // A manner or a time closing the item ('Emballer les gâteaux avec soin', 'Réassortir toute la
  // journée'): how or when, not what.
  const tail = toks
    .slice(a, b)
    .map((t) => t.low)
    .join(' ')
  const manner = MANNER_TAIL.exec(tail)
  if (manner) b -= manner[0].trim().split(' ').length
  // ('DxCare ou DPI équivalent', 'Sage or a similar package'): that another one will do is no part
  // of its name
  while (b - a > 1 && /^(?:equivalente?s?|similaires?|similar|equivalent)$/.test(toks[b - 1]!.low)) b--
  // ('Manage behaviour positively and consistently': how, not what; 'Dentally' is a name)
  while (b > a && toks[b - 1]!.raw === toks[b - 1]!.low && ENGLISH_ADVERB.test(toks[b - 1]!.low)) b--
  // 'Une première expérience en EAJE', 'experience with Shopify POS': what the experience is in
  // (no figure of years: yearsRequirement reads those).
  // ('Expérience confirmée en Coiffure', 'expérience significative dans…': how good, then in what)
  for (let k = a; k < Math.min(b - 2, a + 4); k++) {
    if (!/^experiences?$/.test(toks[k]!.low)) continue
    let q = k + 1
    while (q < b - 2 && EXPERIENCE_QUALITY.test(toks[q]!.low) && !EXPERIENCE_IN.test(toks[q]!.low)) q++
    if (EXPERIENCE_IN.test(toks[q]!.low) && toks.slice(a, k).every((t) => EXPERIENCE_QUALITY.test(t.low))) {
      a = q + 1
      if (/^(?:la|le|les|l|the|an?)$/.test(toks[a]?.low ?? '') && a < b - 1) a++
      break
    }
  }
  for (let guard = 0; guard < 8 && a < b; guard++) {
    const t = toks[a]!
    // (a capitalised word after the chunk's first, before another, opens a name: 'the Working Time
    // Directive')
    if (a > 0 && /^\p{Lu}\p{Ll}/u.test(t.raw) && /^\p{Lu}/u.test(toks[a + 1]?.raw ?? '') && a + 1 < b) break
    // (the first part of a hyphened word is no function word: 'de-escalation', 'co-ordination')
    if (/^(?:de|re|co|pre|non|in)$/.test(t.low) && a + 1 < b && text.slice(t.end, toks[a + 1]!.start) === '-')
      break
    if (
      // ('bons de livraison', 'bons d'intervention': a voucher, not a good level)
      (LEAD_DROP.has(t.low) &&
        !(/^bons?$/.test(t.low) && /^(?:de|d|du|des)$/.test(toks[a + 1]?.low ?? ''))) ||
      (a === 0 || guard < 3 ? LEAD_VERBS.has(t.low) : false) ||
      // 'Aisance avec iOS', 'à l'aise avec Excel': ease with a thing is the thing ('Aisance
      // relationnelle' stays a quality)
      // ('Aisance avec les chiffres' too: a way with figures, not a thing)
      (/^(?:aisance|aise|comfort|ease)$/.test(t.low) &&
        /^(?:avec|with|sur|en)$/.test(toks[a + 1]?.low ?? '') &&
        !/^(?:les?|la|l|des|the)$/.test(toks[a + 2]?.low ?? '')) ||
      // the rest of a phrasal verb dropped before it ('take part in', 'follow up')
      (a > 0 && PHRASAL_REST[toks[a - 1]!.low] === t.low) ||
      // ('mettre en place le monitoring', 'mettre à jour le bilan carbone': the rest of the verb)
      // ('mettre en œuvre la stratégie de plaidoyer' too)
      (/^(?:place|oeuvre|œuvre)$/.test(t.low) &&
        toks[a - 1]?.low === 'en' &&
        /^(?:mettre|mis|mise|mettez|met)$/.test(toks[a - 2]?.low ?? '')) ||
      // ('tenir à jour la CMDB', 'maintenir à jour le registre' too)
      (t.low === 'jour' &&
        toks[a - 1]?.low === 'a' &&
        /^(?:mettre|mettez|tenir|tenez|maintenir|maintenez)$/.test(toks[a - 2]?.low ?? '')) ||
      // ('Prendre en charge les soins d'hygiène': the rest of the verb 'prendre en charge')
      (t.low === 'charge' &&
        toks[a - 1]?.low === 'en' &&
        /^(?:prendre|prenez)$/.test(toks[a - 2]?.low ?? '')) ||
      ((a === 0 || (a === 1 && toks[0]!.low === 'vous')) && YOU_VERB.test(lowerPlain(t.raw))) ||
      isFrVerb(toks, a, b) ||
      // ('Au moins une saison de garde en estive', 'At least one season of lambing': how long, not what)
      (t.low === 'moins' && toks[a - 1]?.low === 'au') ||
      (t.low === 'least' && toks[a - 1]?.low === 'at') ||
      (COUNT_WORD.test(t.low) && DURATION_WORD.test(toks[a + 1]?.low ?? '') && a + 2 < b) ||
      (DURATION_WORD.test(t.low) && a > 0 && COUNT_WORD.test(toks[a - 1]!.low) && a + 1 < b)
    )
      a++
    else break
  }
  // (a count cut off after its 'up to' / 'jusqu'à': 'Supervise a seasonal team of up to 4')
  if (b - 1 > a && (toks[b - 1]!.low === 'jusqu' || (toks[b - 1]!.low === 'up' && toks[b - 2]!.low === 'of')))
    b--
  // Trailing function words and adjectives of degree (not the end of a hyphened word: 'rendez-vous').
  while (
    b > a &&
    (toks[b - 1]!.stop || LEAD_DROP.has(toks[b - 1]!.low)) &&
    !(b - 2 >= a && text.slice(toks[b - 2]!.end, toks[b - 1]!.start) === '-' && !toks[b - 2]!.stop)
  )
    b--
  return toks.slice(a, b)
}

/** A count and a length of time opening a clause ('une saison de', 'one season of', '2 ans de'). */
const COUNT_WORD = /^(?:\d+|un|une|one|deux|two|trois|three|quatre|four|cinq|five|six|plusieurs|several)$/
const DURATION_WORD = /^(?:an|ans|annee|annees|saisons?|seasons?|years?|mois|months?|semaines?|weeks?)$/

/** A French infinitive opening a clause: '-er/-ir/-re' word followed by a determiner. */
/**
 * Nouns with the ending of an infinitive in -re ('Ouverture de comptes', 'Inventaire des stocks',
 * 'Lettre de motivation', 'Cadre de santé'): only -dre, -ttre, -aître, -ire, -uire, -clure, -ivre,
 * -ompre, -aincre and the verbs of 'faire' are infinitives, less a few nouns.
 */
const RE_NOUN =
  /(?:[^c]lure|[^l]ure|oire|[^f]aire|[^e]tre|[a-z]{2}fre|bre|vre|cre)$|^(?:cadre|ordre|desordre|poudre|cylindre|empire|navire|sourire|livre|oeuvre|manoeuvre|ombre|affaire|affaires|commentaire|salaire)$/
const RE_VERB_KEEP =
  /^(?:suivre|vivre|survivre|poursuivre|ouvrir|convaincre|vaincre|rompre|interrompre|ecrire|decrire|inscrire|mettre|battre|connaitre|reconnaitre|paraitre|apparaitre|naitre|permettre|transmettre|soumettre|promettre|remettre|emettre|admettre|compromettre|faire|refaire|satisfaire|plaire|extraire)$/

function isFrVerb(toks: Token[], i: number, end: number): boolean {
  const t = toks[i]!
  if (t.raw !== t.raw.toLowerCase() && i > 0) return false
  if (!/^[a-z]{4,}(er|ir|re)$/.test(t.low)) return false
  if (t.low.endsWith('re') && RE_NOUN.test(t.low) && !RE_VERB_KEEP.test(t.low)) return false
  const next = toks[i + 1]
  if (!next || i + 1 >= end) return false
  return /^(le|la|les|l|un|une|des|du|de|d|vos|nos|ses|leur|leurs|votre|notre|au|aux|en|a)$/.test(next.low)
}

/**
 * A figure that names what it is part of, not an amount: a law's year after its month ('10 juillet
 * 1965'), a standard's number after its code ('EN 1090', 'ISO 45001', 'EN 81-20'). 'd'environ 450
 * lots' is an amount.
 */
function namingFigure(t: Token, before: Token | undefined): boolean {
  if (!/^\d{2,}$/.test(t.low) || !before) return false
  // (two digits after a standard's code too: 'EN 81-20')
  return (MONTH_AFTER_DAY.test(before.low) && t.low.length >= 3) || /^[A-Z]{2,5}$/.test(before.raw)
}
/**
 * The level of a certificate named by its code ('F4-T2 niveau 2', 'ACQPA level 2'): a name, not met by
 * another level. (A level before any code is a qualification's, met by its equivalents: 'Level 3 in
 * Light Vehicle Maintenance'.)
 */
function levelOfCode(toks: Token[], k: number): boolean {
  if (!/^\d$/.test(toks[k]!.low) || !/^(?:niveau|level)$/.test(toks[k - 1]?.low ?? '')) return false
  return toks.slice(0, k - 1).some((u) => /^[A-Z0-9]{2,}$/.test(u.raw) && /[A-Z]/.test(u.raw))
}
const MONTH_AFTER_DAY = new RegExp(`^(?:${MONTH_NAME_WORD})$`)

function contentTokens(toks: Token[]): Token[] {
  return toks.filter((t) => !t.stop && !/^\d+$/.test(t.low))
}

/** Adjectives of size or strength, in either language. */
const MEASURE_ADJECTIVE =
  /^(?:legere?s?|moyen(?:ne)?s?|forte?s?|faibles?|petite?s?|grande?s?|gros(?:se)?s?|haute?s?|basse?s?|light|medium|heavy|small|large|big|low|high)$/

/** Prepositions that open where, with whom or on what an item is done. */
/** 'chez' / 'at' before the people a service is done for ('chez le client', 'at the customer'). */
const AT_THE_CLIENTS = /^(?:chez|at)$/
const CLIENT_WORD = /^(?:clients?|customers?|particuliers?|patients?)$/

/** A national standards body's letters ('NF', 'BS', 'DIN'). */
const NATIONAL_STANDARD_BODY = /^(?:NF|BS|DIN|UNE|UNI|NBN|ÖNORM|SN|NEN)$/

const LONG_ITEM_TAIL = new Set(
  'on in at with for via using except excluding sur dans avec chez pour aupres hors sauf selon'.split(' '),
)

/** Is this token a plausible skill on its own (an acronym, a product, a specific word)? */
function strongSingle(t: Token): boolean {
  if (GENERIC.has(t.norm) || GENERIC.has(t.low)) return false
  if (/^[A-Z0-9][A-Za-z0-9]*[A-Z0-9]/.test(t.raw) && /[A-Z].*[A-Z0-9]|[0-9]/.test(t.raw))
    return t.raw.length >= 2
  if (/^[A-Z]/.test(t.raw)) return t.low.length >= 3
  // (an English participle alone says how something is, not what: 'dealing with incidents and
  // degraded working' asks for no 'Degraded')
  if (/^[a-z]{4,}ed$/.test(t.raw)) return false
  return t.low.length >= 6
}

/**
 * Candidate requirement phrases of a job description that the lexicon did not recognise.
 * `known` are the lexicon matches; a chunk they mostly cover is not a new requirement.
 */
export function jobPhrases(jd: string, tokens: Token[], known: SkillMatch[]): JobPhrase[] {
  const lines = jd.split('\n')
  const out: JobPhrase[] = []
  const seen = new Set<string>()
  let mode: 'list' | 'skip' | null = null
  let tuHeading = false
  let offset = 0
  let altGroup = 0
  // Token index ranges per line (tokens are in order).
  let ti = 0
  const covered = new Uint8Array(tokens.length)
  for (const m of known) for (let k = m.from; k < m.to; k++) covered[k] = 1
  // (no fewer French function words than English ones: a French offer)
  const french =
    tokens.filter((t) => FRENCH_FUNCTION.has(t.low)).length >=
    tokens.filter((t) => ENGLISH_FUNCTION.has(t.low)).length
  lines.forEach((raw, lineNo) => {
    const lineStart = offset
    offset += raw.length + 1
    const lineEnd = lineStart + raw.length
    const from = ti
    while (ti < tokens.length && tokens[ti]!.start < lineEnd) ti++
    const lineToks = tokens.slice(from, ti)
    const idx0 = from
    if (lineNo === 0 || !raw.trim()) return
    const low = lowerPlain(raw.trim())
      .replace(/^[^a-z0-9]+/, '')
      .trim()
    const isBullet = BULLET_RE.test(raw)
    const colon = raw.indexOf(':')
    const isHeading =
      !isBullet && low.length <= 60 && (/:\s*$/.test(raw.trim()) || low.split(' ').length <= 4)
    if (isHeading) {
      // ('Au quotidien tu :'): the bullets under it open on verbs said to 'tu'
      tuHeading = /\btu\s*:\s*$/.test(low)
      if (HEADING_SKIP_RE.test(low)) mode = 'skip'
      else if (HEADING_LIST_RE.test(low)) mode = 'list'
      if (/:\s*$/.test(raw.trim()) || HEADING_SKIP_RE.test(low) || HEADING_LIST_RE.test(low)) return
    }
    if (mode === 'skip') return
    // (a paragraph under a requirements heading is judged sentence by sentence: 'Vous savez tenir
    // des budgets de 300 k€' is no pay; its other sentences still ask)
    const perkLine = PLACE_OR_PERK.test(low)
    if (perkLine && (raw.trim().length <= 140 || mode !== 'list')) return
    // Which spans of the line are requirement text?
    const spans: [number, number][] = []
    if (isBullet || (mode === 'list' && raw.trim().length <= 140)) {
      let s = lineStart + (raw.match(BULLET_RE)?.[0].length ?? 0)
      // 'Compétences : A, B, C' / 'Soins techniques : A, B' — a short label before a colon
      // introduces the list (it stays a chunk of its own).
      if (colon > 0 && colon < 40) s = Math.max(s, lineStart)
      spans.push([s, lineEnd])
    } else {
      const plain = lowerPlain(raw)
      // From after each opening match to the first stop, or the line's end.
      const spansAfter = (opening: RegExp, stopAt: RegExp) => {
        for (const m of plain.matchAll(opening)) {
          const s = lineStart + (m.index ?? 0) + m[0].length
          const stop = raw.slice(s - lineStart).search(stopAt)
          spans.push([s, stop >= 0 ? s + stop : lineEnd])
        }
      }
      spansAfter(CUE_RE, /[.;!?]\s|[.;!?]$|\s(?:afin|pour|in order|to help|so that|qui|which|that)\s/)
      const hm =
        /^(competences|skills|requirements|qualifications|prerequis|outils|tools|stack|technologies|(?:vos |main |key )?(?:missions?|taches|activites|responsabilites|responsibilities|duties)(?: principales)?|(?:votre )?profil(?: recherche)?)\s*:/.exec(
          low,
        )
      // (and a label of the pack's requirement headings before a colon: 'Indispensable : certificat
      // F4-T2, permis B…', 'Essential: full UK licence…')
      const labelled =
        colon > 0 &&
        colon < 40 &&
        HEADING_LIST_RE.test(
          lowerPlain(raw.slice(0, colon))
            .replace(/^[^a-z0-9]+/, '')
            .trim(),
        )
      if (hm || labelled) spans.push([lineStart + colon + 1, lineEnd])
      // A mission written as a sentence to the reader ('Vous assurez la conduite de trains…, la
      // préparation des convois…', 'You'll advise clients…: assessing affordability, researching
      // lender criteria…'): what follows the subject, sentence by sentence.
      // (besides a cue's clause elsewhere in the paragraph: 'Vous connaissez le code de la route… Une
      // expérience dans la sécurité est appréciée.')
      const cued = spans.length
      spansAfter(MISSION_SENTENCE, /[.!?]\s|[.!?]$/)
      for (const [a, b] of spans.splice(cued)) if (!spans.some(([x, y]) => a < y && b > x)) spans.push([a, b])
      // Under a requirements heading, a short clause a cue word closes is an item ('Cvent est un
      // plus', 'Permis B apprécié'), however long the paragraph.
      if (mode === 'list') {
        for (const m of raw.matchAll(/[^.;!?]+/g)) {
          const from = lineStart + (m.index ?? 0)
          const to = from + m[0].length
          const words = m[0].trim().split(/\s+/)
          if (words.length > 8 || spans.some(([a, b]) => from < b && to > a)) continue
          if (!CLOSING_CUE.test(lowerPlain(m[0]).trim())) continue
          spans.push([from + (m[0].length - m[0].trimStart().length), to])
        }
      }
    }
    if (!spans.length) return
    for (const [s, e] of spans) {
      if (perkLine && isPerkSentence(lowerPlain(sentenceAround(jd, lineStart, lineEnd, s, e)))) continue
      // (a cue of several words closing an item is none of its words: 'Looker nice to have', 'Workday
      // and Power BI are nice to have'; nor is a parenthesis where the employer speaks of itself)
      const low = lowerPlain(jd.slice(s, e))
      const cues = [...low.matchAll(CLOSING_CUE_WORDS), ...low.matchAll(EMPLOYER_ASIDE)].map(
        (m) => [s + (m.index ?? 0), s + (m.index ?? 0) + m[0].length] as const,
      )
      const spanToks: Token[] = []
      const spanIdx: number[] = []
      lineToks.forEach((t, k) => {
        if (t.start >= s && t.end <= e && !cues.some(([a, b]) => t.start >= a && t.end <= b)) {
          spanToks.push(t)
          spanIdx.push(idx0 + k)
        }
      })
      // (a cue closing the span is none of the items' words: 'Façonnage et soudure du zinc
      // indispensables' shares 'du zinc', not 'du zinc indispensables')
      while (spanToks.length > 1 && CLOSING_CUE_WORD.test(spanToks.at(-1)!.low)) spanToks.pop()
      const chunks = shareComplement(
        jd,
        chunksOf(
          jd,
          spanToks.map((t, k) => saidToTuAsInfinitive(jd, t, k === 0 && isBullet && tuHeading)),
        ),
      )
      if (french) headOpeningTheList(jd, chunks, (t) => covered[tokens.indexOf(t, idx0)] === 1)
      let prevAlt: JobPhrase | null = null
      for (const [chunkAt, ch] of chunks.entries()) {
        // '(fartage, réglage des fixations) en saison': a phrase of time, place or manner closing the
        // item after its parenthesis, not an item of its own.
        if (ch.sep === ')' && TAIL_PREPOSITIONS.has(ch.toks[0]?.low ?? '')) {
          prevAlt = null
          continue
        }
        // 'Keep the site safe', 'Keep your section clean', 'Maintenir le poste propre': a state to keep,
        // no skill.
        if (
          /^(?:keep|garder|maintenir|tenir)$/.test(ch.toks[0]?.low ?? '') &&
          /^(?:safe|clean|tidy|organi[sz]ed|propres?|ranges?|securises?)$/.test(ch.toks.at(-1)?.low ?? '')
        ) {
          prevAlt = null
          continue
        }
        // ('JCB ServiceMaster and similar laptops', 'TPE et autres terminaux'): more of the item before,
        // none of its own; after 'or' it is the alternative ('Famly or similar online learning journal',
        // 'autre logiciel de paie accepté')
        if (ch.sep === 'et' && /^(?:similar|similaires?|other|others|autres?)$/.test(ch.toks[0]?.low ?? '')) {
          prevAlt = null
          continue
        }
        // 'Encadrer l'équipe soignante (IDE, AS, ASH)': who the team is, not what it does.
        const opener = ch.toks[0]
        const before = opener ? lowerPlain(jd.slice(lineStart, opener.start)) : ''
        if (
          opener &&
          (TEAM_MEMBERS_BEFORE.test(before) ||
            // ('Encadrement des aides-soignants et AES': the people led)
            (LEADING_WHOM.test(before) &&
              OCCUPATION_WORD.test(lowerPlain(ch.toks.map((t) => t.raw).join(' ')))))
        ) {
          prevAlt = null
          continue
        }
        // 'Accueil des patients au cabinet et au téléphone': a second place or means after the
        // first one's 'et' completes the item before, it is none of its own ('Téléphone').
        if (
          /^(?:et|,)$/.test(ch.sep) &&
          /^(?:au|aux|par|via|by|on|over)$/.test(ch.toks[0]?.low ?? '') &&
          ch.toks.length <= 3 &&
          PLACE_OR_MEANS.test(ch.toks.at(-1)?.low ?? '')
        ) {
          prevAlt = null
          continue
        }
        // ('lodge EPCs across Birmingham, Coventry …'): where the work is done closes the item
        // (and at the client's: 'Prise de cotes chez le client' asks the measuring, wherever it is done)
        const placeAt = ch.toks.findIndex(
          (t, k) =>
            k > 0 &&
            ((PLACE_PREPOSITIONS.has(t.low) && /^\p{Lu}\p{Ll}/u.test(ch.toks[k + 1]?.raw ?? '')) ||
              (AT_THE_CLIENTS.test(t.low) &&
                k + 2 === ch.toks.length - 1 &&
                /^(?:le|la|les|l|the|a|an)$/.test(ch.toks[k + 1]?.low ?? '') &&
                CLIENT_WORD.test(ch.toks[k + 2]?.low ?? ''))),
        )
        let cleaned = cleanChunk(placeAt > 0 ? ch.toks.slice(0, placeAt) : ch.toks, jd)
        let content = contentTokens(cleaned)
        // ('Completing service reports on the company app', 'Supporting LOLER thorough examinations
        // with insurance engineers', 'traiter les demandes de remboursement santé hors flux NOEMIE'): an
        // item too long to be one closes before where, with whom, on what or outside what it is done
        if (content.length > 5) {
          const tail = cleaned.findIndex((t, k) => k >= 2 && LONG_ITEM_TAIL.has(t.low))
          const shorter = tail > 0 ? contentTokens(cleaned.slice(0, tail)) : []
          if (shorter.length >= 2 && shorter.length <= 5) {
            cleaned = cleaned.slice(0, tail)
            content = shorter
          }
        }
        if (!content.length || content.length > 5) {
          prevAlt = null
          continue
        }
        // 'Assess and treat high-risk feet': an English verb alone before 'and' is the action of the
        // item after it, never an item of its own ('Assess').
        if (
          ch.toks.length === 1 &&
          EN_MISSION_VERBS.has(ch.toks[0]!.low) &&
          chunks[chunkAt + 1]?.sep === 'et' &&
          /^\s+and\s+$/i.test(jd.slice(ch.toks[0]!.end, chunks[chunkAt + 1]!.toks[0]!.start))
        ) {
          prevAlt = null
          continue
        }
        // Covered by the lexicon: the lexicon's requirement stands for it. (An action sharing its
        // object with the last item: only the action's own word counts — 'Calibration of lab equipment'
        // is not the lab equipment.)
        const judged = ch.label ? content.slice(0, 1) : content
        const coveredCount = judged.filter((t) => covered[tokens.indexOf(t, idx0)] === 1).length
        // (its wording is still returned, marked covered: the lexicon's requirement may be named by it)
        // (a tool named after 'on', 'sur', 'using' is covered only whole: 'sourcing on LinkedIn
        // Recruiter' is no 'Recruitment')
        const leadIn = jd.slice(Math.max(0, (judged[0]?.start ?? 0) - 8), judged[0]?.start ?? 0)
        const toolAfterOn =
          judged.length >= 2 &&
          judged.every((t) => /^\p{Lu}/u.test(t.raw)) &&
          /(?:^|[^\w-])(?:on|sur|using|via)\s+$/i.test(leadIn)
        // (nor a product named with a figure whose name the lexicon reads only in part, after 'de', 'of',
        // 'with': 'Maîtrise de Rhino 3D' is Rhino, not any 3D)
        const productNamed =
          judged.length >= 2 &&
          judged.every((t) => /^[\p{Lu}\d]/u.test(t.raw)) &&
          judged.some((t) => /^\d/.test(t.raw)) &&
          judged.some((t) => covered[tokens.indexOf(t, idx0)] !== 1 && /^\p{Lu}\p{Ll}/u.test(t.raw)) &&
          /(?:^|[^\w-])(?:de|of|with|avec)\s+$/i.test(leadIn)
        const isCovered =
          toolAfterOn || productNamed ? coveredCount === judged.length : coveredCount * 3 >= judged.length
        if (isCovered) prevAlt = null
        // (a generic word inside a name written with capitals mid-sentence is part of the name: 'the
        // Rule Book', 'Sectional Appendix'; not 'Rules of hygiene' opening its line)
        const inName = (t: Token) => {
          const k = content.indexOf(t)
          const capital = (u: Token | undefined) => u !== undefined && /^\p{Lu}\p{Ll}/u.test(u.raw)
          const midSentence = !/(?:^|[\n.:;!?•\-–*·])\s*$/.test(jd.slice(Math.max(0, t.start - 3), t.start))
          return capital(t) && midSentence && (capital(content[k - 1]) || capital(content[k + 1]))
        }
        let specific = content.filter(
          (t) =>
            inName(t) ||
            (!GENERIC.has(t.norm) && !GENERIC.has(t.low) && !NOISE.has(t.low) && !NOISE.has(t.norm)),
        )
        // ('Accueillir et conseiller les clients', 'Orienter les patients'): a mission on the people
        // served is named by its verb's noun with them, 'Accueil des clients'
        const onPeople = !specific.length && missionOnPeople(ch, content)
        if (onPeople) specific = content
        if (!specific.length) continue
        const chunkText = lowerPlain(
          ch.label ?? jd.slice(cleaned[0]!.start, cleaned[cleaned.length - 1]!.end),
        )
        if (DEGREE_OR_YEARS.test(chunkText) && !namedLicence(chunkText)) continue
        if (content.length === 1 && !strongSingle(content[0]!) && !onPeople) continue
        // (a size or a strength alone qualifies the item it follows: 'chauffes (légère, moyenne,
        // forte)', 'chariots (petits, moyens et gros)')
        if (content.length === 1 && MEASURE_ADJECTIVE.test(content[0]!.low)) continue
        // (a party alone is whom the work is for, no skill: 'Accueil des familles et des stagiaires'
        // asks for no 'Stagiaires', 'ados et adultes' for no 'Adultes')
        // (its own words, before any verb opening the chunk is named by its noun: 'Accueillir les
        // voyageurs' is 'Accueil des voyageurs')
        if (!ch.label && contentTokens(ch.toks).length === 1 && PARTY_WORD.test(content[0]!.low)) continue
        if (specific.every((t) => t.low.length <= 2 && t.raw === t.raw.toLowerCase())) continue
        // 'Conseiller les clients sur les économies d'énergie': the skill is what follows the people
        // the advice is for ('Économies d'énergie'), not 'Clients sur les économies d'énergie'.
        let from = 0
        const head = cleaned[0]!
        if (
          !ch.label &&
          cleaned.length > 3 &&
          (GENERIC.has(head.norm) || GENERIC.has(head.low)) &&
          /^(?:sur|on|about)$/.test(cleaned[1]!.low)
        ) {
          from = 2
          while (
            from < cleaned.length - 1 &&
            /^(?:les?|la|l|des?|du|d|the|their|leurs?)$/.test(cleaned[from]!.low)
          )
            from++
        }
        // ('contrôlez les chambres' → 'Contrôle des chambres'; 'passez les commandes' → 'Commandes')
        // (or in the infinitive: 'Préparer les commandes' → 'Préparation des commandes')
        const opening = ch.toks[0]?.low === 'vous' || ch.toks[0]?.low === 'tu' ? ch.toks[1] : ch.toks[0]
        // (a verb said to 'tu' is read as its infinitive: saidToTuAsInfinitive)
        const openingLow = opening ? lowerPlain(opening.raw) : ''
        const youVerb = opening && (YOU_VERB.test(openingLow) || isInfinitive(openingLow)) ? opening : null
        const youNoun = youVerb && from === 0 && !ch.label ? nounOfMissionVerb(openingLow) : undefined
        // (the verb itself, when the chunk kept it, is said by its noun: 'Signaler tout incident')
        // (a trade's verb alone, 'Débiter, chanfreiner, pointer', is named by its noun: 'Chanfreinage')
        let loneVerb = false
        if (youNoun && cleaned[from] === youVerb) {
          from++
          while (from < cleaned.length - 1 && cleaned[from]!.stop) from++
          if (from >= cleaned.length) {
            const noun = lowerPlain(youNoun)
            // (not a verb whose object the next item holds: 'Lire et interpréter les plans')
            const next = chunks[chunkAt + 1]
            const objectNext = next !== undefined && /^(?:,|et)$/.test(next.sep) && next.toks.length > 1
            if (
              cleaned.length > 1 ||
              objectNext ||
              ACTION_NOUNS.has(noun) ||
              GENERIC.has(noun) ||
              !isInfinitive(openingLow)
            )
              continue
            loneVerb = true
            from = 0
          }
        }
        // (with an adverb opening the object: 'Vous développez aussi la vente de contrats obsèques')
        while (
          youVerb &&
          from < cleaned.length - 1 &&
          (VERB_ADVERB.has(cleaned[from]!.low) ||
            (from > 0 && cleaned[from]!.stop && VERB_ADVERB.has(cleaned[from - 1]!.low)))
        )
          from++
        // (nor the second half of a ratio: 'Deliver 1:1 careers guidance interviews' is no '1 careers
        // guidance interviews')
        while (
          from < cleaned.length - 1 &&
          /^\d+$/.test(cleaned[from]!.raw) &&
          /\d\s*:\s*$/.test(jd.slice(Math.max(0, cleaned[from]!.start - 3), cleaned[from]!.start))
        )
          from++
        const first = cleaned[from]!
        const last = cleaned[cleaned.length - 1]!
        // (an abbreviation joined by '&' whose last letter reads as an elided article: 'F&B P&L')
        const ampersand = /^&[A-Z]{1,2}\b/.exec(jd.slice(last.end))?.[0].length ?? 0
        let text = (ch.label ?? jd.slice(first.start, last.end + ampersand))
          .replace(/\s+/g, ' ')
          .replace(/[\s'’(-]+$/, '')
          // 'à l'aise à vélo' loses its 'à l'' with the link words: the quality keeps it
          .replace(/^aise\b/i, "à l'aise")
        // 'Maintenance préventive et curative des équipements', 'le dépannage mécanique, électrique et
        // hydraulique': an adjective after the first item's own adjectives qualifies its head noun
        // ('Maintenance curative des équipements', 'Dépannage électrique'); alone it names nothing.
        if (!ch.label && !youVerb && from === 0) {
          const head = sharedFrenchHead(jd.slice(lineStart, first.start), jd.slice(first.start, first.end))
          if (head) text = `${head} ${text}`
        }
        if (loneVerb && youNoun) text = youNoun
        else if (youVerb && youNoun) {
          const isAdverb = (w: string) => VERB_ADVERB.has(lowerPlain(w)) || /^\p{L}{5,}ement$/u.test(w)
          const gapWords = (ch.gap ?? jd.slice(youVerb.end, first.start))
            .replace(/’/g, "'")
            .split(/\s+/)
            .filter((w) => w && !isAdverb(w))
          // ('Maintenir à jour le registre', 'Tenir à jour la CMDB': the rest of the verb, not an article;
          // the item is the updating, 'Mise à jour du registre')
          const upToDate = /^(?:à|a)$/i.test(gapWords[0] ?? '') && /^jour$/i.test(gapWords[1] ?? '')
          if (upToDate) gapWords.splice(0, 2)
          let det = lowerPlain(gapWords.join(' ')).trim()
          // (an adverb the object's words open on says how, no part of the item: 'Intervenir
          // ponctuellement en rénovation' → 'Intervention en rénovation'; the article after it is the
          // object's: 'Animer ponctuellement des classes virtuelles' → 'Animation de classes virtuelles')
          if (!det) {
            text = text.replace(/^\p{L}{5,}ement\s+(?=\p{L})/u, '')
            const article = /^(?:(les|le|la|des|du|une|un|nos|vos|leurs)\s+|(l')\s*)(?=\p{L})/iu.exec(text)
            if (article) {
              det = lowerPlain(article[1] ?? article[2]!)
              text = text.slice(article[0].length)
            }
          }
          // (a place or a manner in 'à' before the object: 'Évaluer à domicile la situation de la
          // personne' → 'Évaluation à domicile de la situation de la personne')
          const placeFirst =
            /^(?:a|à)$/.test(det) && /^([\p{L}-]+)\s+(?:(les|le|la|une|un)\s+|(l')\s*)(?=\p{L})/iu.exec(text)
          if (placeFirst) {
            const article = lowerPlain(placeFirst[2] ?? placeFirst[3]!)
            text = `${placeFirst[1]} ${AFTER_NOUN[article]}${text.slice(placeFirst[0].length)}`
          }
          // (an article and a noun the object's words do not hold: 'Élaborer un plan de services
          // individualisé' → 'Élaboration d'un plan de services individualisé')
          const articleAndNoun =
            /^(les|le|la|une|un|des|du|nos|vos|leurs)\s+\p{L}[\p{L}-]*(?:\s+(?:de|des|du|d'))?$/u.exec(det)
          const joiner =
            (placeFirst ? 'à ' : undefined) ??
            (TAKES_A.has(youNoun) ? AFTER_NOUN_A[det] : AFTER_NOUN[det]) ??
            (articleAndNoun && AFTER_NOUN[articleAndNoun[1]!] !== undefined
              ? `${AFTER_NOUN[articleAndNoun[1]!]}${gapWords.slice(1).join(' ')}${/'$/.test(det) ? '' : ' '}`
              : undefined) ??
            // (a verb without an object keeps the preposition after it: 'Intervenir en espace
            // confiné' → 'Intervention en espace confiné', 'Déboguer sur cible' → 'Débogage sur cible')
            (GAP_PREPOSITION.test(det) ? `${gapWords.join(' ')} ` : undefined) ??
            // (a verb with no object, followed by where or how: 'Cartographier sous QGIS' →
            // 'Cartographie sous QGIS')
            (!det && /^(?:sous|sur|avec|dans|via|par|selon|chez|en|lors)\s/i.test(text) ? '' : undefined) ??
            (/^[aeiouyhéèêàâ]/i.test(text) ? "d'" : 'de ')
          // (the object as the offer writes it after its verb: 'DSN', 'SAV', 'Excel' keep their capitals)
          const named = first.raw !== first.raw.toLowerCase()
          text = `${upToDate ? 'Mise à jour' : youNoun} ${joiner}${named ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`}`
        }
        // An English mission opening on its verb ('Coach new starters', 'Run daily huddles') is named by
        // the verb's -ing form before its object, as written ('Coaching new starters'); the CV is still
        // asked only for the object's words.
        const enVerb = ch.toks[0]
        const afterVerb = ch.toks[1]
        if (
          !youNoun &&
          !isCovered &&
          !ch.label &&
          from === 0 &&
          enVerb &&
          afterVerb &&
          enVerb.raw !== enVerb.raw.toUpperCase() &&
          EN_MISSION_VERBS.has(enVerb.low) &&
          ((first.start > enVerb.start &&
            (EN_OPENS_OBJECT.test(afterVerb.low) ||
              (!afterVerb.stop && !EN_VERBS_ALSO_NOUNS.has(enVerb.low) && /[^s]s$/.test(afterVerb.low)) ||
              // (or a name after it: 'Fit British Standard locks', 'Replace uPVC mechanisms')
              // (an acronym alone is named as it is: 'IQC', 'OSHA')
              (!EN_VERBS_ALSO_NOUNS.has(enVerb.low) &&
                /^(?:\p{Lu}\p{Ll}|\p{Ll}+\p{Lu})/u.test(afterVerb.raw)))) ||
            // (or a plural object of several words in lower case, the verb kept as a word the CV may
            // show: 'Complete spot checks', 'Match care workers'; never 'Split AC systems', 'Buy-to-let')
            (first === enVerb &&
              !afterVerb.stop &&
              !EN_VERBS_ALSO_NOUNS.has(enVerb.low) &&
              afterVerb.raw === afterVerb.raw.toLowerCase() &&
              jd[enVerb.end] === ' ' &&
              last !== afterVerb &&
              /[^s]s$/.test(last.low)))
        ) {
          text = `${gerund(enVerb.low)} ${jd.slice(enVerb.end, last.end).trim()}`.replace(/^./, (c) =>
            c.toUpperCase(),
          )
        }
        if (text.length < 2 || text.length > 60) continue
        // What the CV must show: the specific words, without a leading action noun; names and
        // acronyms ('Syntec', 'RPVA') are required whatever the share.
        // Only action nouns ('Préparation', 'Suivi'): a fragment of a clause, not a skill.
        // ('Mise en place' alone is the cook's, the waiter's or the shop's preparation, a skill)
        const setUp = content.length === 2 && content[0]!.norm === 'mise' && content[1]!.norm === 'place'
        if (!setUp && content.every((t) => ACTION_NOUNS.has(t.norm))) continue
        // (an action sharing its object with the next ones keeps its own word: 'Centrifugation des
        // échantillons' is not 'Tri des échantillons')
        let lead = 0
        while (!ch.label && !setUp && lead < content.length - 1 && ACTION_NOUNS.has(content[lead]!.norm))
          lead++
        // (nor a word saying how well it is done: 'Clear reports', 'Accurate records', 'Comptes
        // rendus précis' ask the CV for the reports)
        const req = content.slice(lead).filter(
          (t) =>
            // (not the people before what they are advised on: 'Advise clients on …')
            t.start >= first.start &&
            (setUp || specific.includes(t)) &&
            !(youVerb && VERB_ADVERB.has(t.low)) &&
            !(HOW_WELL.has(t.low) && content.length > 1) &&
            // (nor the 's of a possessive: 'the customer's needs' asks the CV for no 's')
            !(t.low === 's' && /['’]$/.test(jd.slice(Math.max(0, t.start - 1), t.start))),
        )
        if (!req.length) continue
        // (a national body's letters before a European or world standard, 'NF EN 12453', are no part of
        // the standard: the CV's 'BS EN 12453' is the same one)
        const nationalPrefix = (t: Token, k: number, all: Token[]) =>
          NATIONAL_STANDARD_BODY.test(t.raw) && /^(?:EN|ISO|IEC)$/.test(all[k + 1]?.raw ?? '')
        const own = req.filter((t, k, all) => !nationalPrefix(t, k, all))
        const stems = loneVerb
          ? [stem(lowerPlain(youNoun ?? ''))]
          : [...new Set([...(youNoun ? [stem(lowerPlain(youNoun))] : []), ...own.map((t) => stem(t.norm))])]
        // (the words of its object alone, when the item is named by its verb's noun: a CV naming what
        // was done rarely names the action by that noun — 'Textures hachées, mixées' shows 'Adaptation
        // des textures'; not the people served alone: 'FIMO voyageurs' shows no 'Accueil des voyageurs')
        const object =
          youNoun && !loneVerb && !onPeople && !own.every((t) => PARTY_WORD.test(t.low))
            ? [...new Set(own.map((t) => stem(t.norm)))]
            : undefined
        // (and a figure of three digits or more that names the thing: 'Loi du 10 juillet 1965' is not
        // the 'loi du 6 juillet 1989', 'Norme EN 1090')
        const names = [
          ...own
            .filter((t, k) => /^[A-Z0-9]{2,}$/.test(t.raw) || (k > 0 && /^[A-Z]/.test(t.raw)))
            .map((t) => stem(t.norm)),
          ...cleaned
            .filter((t, k) => namingFigure(t, cleaned[k - 1]) || levelOfCode(cleaned, k))
            .map((t) => t.low),
        ]
        const key = stems.join(' ')
        if (isCovered) {
          out.push({
            label: text.charAt(0).toUpperCase() + text.slice(1),
            start: first.start,
            end: last.end,
            line: lineNo,
            stems,
            covered: true,
          })
          continue
        }
        if (seen.has(key)) continue
        seen.add(key)
        const phrase: JobPhrase = {
          label: text.charAt(0).toUpperCase() + text.slice(1),
          start: first.start,
          end: last.end,
          line: lineNo,
          stems,
          ...(object && object.length < stems.length ? { object } : {}),
          ...(names.length ? { names } : {}),
        }
        if (ch.sep === 'ou' && prevAlt) {
          prevAlt.alt ??= ++altGroup
          phrase.alt = prevAlt.alt
        }
        out.push(phrase)
        prevAlt = phrase
      }
    }
  })
  return out
}

// ---------------------------------------------------------------- CV side

export type CvStemIndex = {
  /** Stems of each line, and the 6-letter prefixes of the longer ones ('~inscri'). */
  lines: Set<string>[]
}

/** Inflections of one word share their first six letters ('inscription' / 'inscrit'). */
const PREFIX = 6

const NEGATION = new Set(['non', 'sans', 'not', 'no', 'without', 'aucun', 'aucune'])

export function cvStemIndex(
  tokens: Token[],
  lineCount: number,
  wishStart: (number | undefined)[] = [],
  blocked: ReadonlySet<number> = new Set(),
): CvStemIndex {
  const lines: Set<string>[] = Array.from({ length: lineCount }, () => new Set<string>())
  const { single, phrases } = equivalentStems()
  const stems: (string | undefined)[] = new Array(tokens.length)
  const stemAt = (k: number) => (stems[k] ??= stem(tokens[k]!.norm))
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.stop || blocked.has(k)) continue
    // What a wish names ('looking to start a new career in dentistry') is not shown.
    const wish = wishStart[t.line]
    if (wish !== undefined && t.start >= wish) continue
    // A word right after a negation ('non électricien', 'without SQL') is no evidence.
    const prev = tokens[k - 1]
    if (prev && prev.line === t.line && NEGATION.has(prev.low)) continue
    const set = lines[t.line]
    if (!set) continue
    const s = stemAt(k)
    addStem(set, s)
    // (a standard's letter written apart from its number, 'NF S 99-170', is also its code 'S99')
    const next = tokens[k + 1]
    if (
      /^[a-z]$/.test(t.norm) &&
      next?.line === t.line &&
      /^\d{2,5}$/.test(next.norm) &&
      next.start === t.end + 1
    )
      set.add(`${t.norm}${next.norm}`)
    for (const keys of single.get(s) ?? []) for (const key of keys) set.add(key)
    // An entry of several words ('tableau de bord', 'month-end') stands for its group only
    // where all its words are written in a row, never one of them alone.
    for (const p of phrases.get(s) ?? []) {
      if (!p.words.every((w, i) => tokens[k + i]?.line === t.line && stemAt(k + i) === w)) continue
      for (const key of p.others) set.add(key)
    }
  }
  return { lines }
}

/** The key a stem of six letters or more also stands by: its first six letters. */
function prefixKey(x: string): string {
  return `~${x.slice(0, PREFIX)}`
}

/** A stem on a line's set, with its first six letters when it is longer. */
function addStem(set: Set<string>, x: string): void {
  set.add(x)
  if (x.length >= PREFIX) set.add(prefixKey(x))
}

type EquivalentPhrase = { words: string[]; others: string[] }
/** An entry of several words of a word group: the key a line's set holds for it, its content stems. */
type Unit = { key: string; stems: string[] }
/** The word groups as the CV index reads them. */
export type WordGroupIndex = {
  /** A one-word entry's stem → the keys of each group it is in. */
  single: Map<string, string[][]>
  phrases: Map<string, EquivalentPhrase[]>
  /** Each entry of several words by its first content stem. */
  units: Map<string, Unit[]>
}
/**
 * The index in JSON (data/lexicon/word-groups.json, written by scripts/build-lexicon.ts), in strings
 * rather than arrays (the server parses it at start): each group's key list once, by its place in
 * `keyLists`, its keys joined by '|' without the six-letter prefixes it holds for each long stem; an
 * entry's or a unit's stems joined by spaces; the maps as [key, value] pairs in their order.
 */
export type CompiledWordGroups = {
  keyLists: string[]
  single: [string, number[]][]
  phrases: [string, [string, number][]][]
  units: [string, string[]][]
}
let equivalents: WordGroupIndex | undefined

/** The key a line's set holds for an entry of several words shown by another entry of its group. */
function unitKey(stems: string[]): string {
  return `&${stems.join(' ')}`
}

/** French words that mark an entry of several words as French ('tour du véhicule'), head first. */
const FRENCH_ENTRY =
  /\b(?:de|du|des|d|la|le|les|l|à|au|aux|en|et|pour|sur)\b|[àâçéèêëîïôûùœ]|(?:aire|ique|ive|if|ale|aux|euse|eux|elle)$/

/**
 * The word an entry of several words is about, its head: the first content word of a French entry
 * ('tour du véhicule', 'parage du cuir'), the last of an English one ('leather skiving').
 */
function headStem(entry: string, content: string[]): string {
  return FRENCH_ENTRY.test(entry.toLowerCase()) ? content[0]! : content[content.length - 1]!
}

/** One string per distinct value: a stem or key written in many groups is held once. */
function stringPool(): (x: string) => string {
  const pool = new Map<string, string>()
  return (x) => {
    const held = pool.get(x)
    if (held !== undefined) return held
    pool.set(x, x)
    return x
  }
}

/**
 * The groups of data/packs/word-equivalents.json: each entry's stems (a one-word entry by its
 * stem, an entry of several words by its first word, then its words in order) → the keys of the
 * rest of its group: the stem of each entry of one content word (generic words aside, as in an
 * offer's phrase), and for each entry of several its head and one key for the whole entry
 * ('&parag cuir'): 'skive' shows 'parage du cuir' and 'parage', not 'cuir' alone (findPhrase reads
 * the key only for a phrase holding all its words); 'contrôle' shows 'tour du véhicule', not
 * 'véhicule'. Built once by scripts/build-lexicon.ts (the stemming of ten thousand groups is no work
 * for each server start), and by the tests from the pack itself.
 */
export function indexWordGroups(groups: readonly string[][]): WordGroupIndex {
  const single = new Map<string, string[][]>()
  const phrases = new Map<string, EquivalentPhrase[]>()
  const units = new Map<string, Unit[]>()
  const intern = stringPool()
  const stemOf = (t: Token) => intern(stem(t.norm))
  for (const group of groups) {
    // (each entry tokenized once: its stems, its stems past function words, its content stems)
    const tokensOf = group.map((w) => tokenize(w))
    const entries = tokensOf.map((toks) => toks.map(stemOf))
    const worded = tokensOf.map((toks) => toks.flatMap((t) => (t.stop ? [] : [stemOf(t)])))
    const content = tokensOf.map((toks) => [
      ...new Set(toks.flatMap((t) => (t.stop || isGenericWord(t.norm) ? [] : [stemOf(t)]))),
    ])
    const keyOf = (i: number): string[] => {
      const c = content[i]!
      if (c.length === 0) return []
      const head = c.length === 1 ? c[0]! : headStem(group[i]!, c)
      const keys = withPrefix(head, intern)
      return c.length === 1 ? keys : [...keys, intern(unitKey(c))]
    }
    content.forEach((c) => {
      if (c.length < 2) return
      const key = intern(unitKey(c))
      const list = units.get(c[0]!) ?? []
      if (!list.some((u) => u.key === key)) units.set(c[0]!, [...list, { key, stems: c }])
    })
    // (an entry of several words written in the CV is specific: every word of its group is about
    // what it names, so 'ear impressions' shows 'empreintes' and keeps the loose stems)
    const loose = () => worded.flat().flatMap((o) => withPrefix(o, intern))
    // (one array of keys per group, shared by its entries: an entry's own stems and prefixes, which
    // the line holds already where the entry is written, add nothing)
    let keys: string[] | undefined
    let looseKeys: string[] | undefined
    entries.forEach((words) => {
      const first = words[0]
      if (!first) return
      if (words.length === 1) {
        keys ??= [...new Set(group.flatMap((_, j) => keyOf(j)))]
        const lists = single.get(first)
        if (!lists) single.set(first, [keys])
        else if (!lists.includes(keys)) lists.push(keys)
        return
      }
      looseKeys ??= [...new Set(loose())]
      const list = phrases.get(first)
      if (list) list.push({ words, others: looseKeys })
      else phrases.set(first, [{ words, others: looseKeys }])
    })
  }
  return { single, phrases, units }
}

/** A stem's key and its six-letter prefix's, when it has one (each string held once by `intern`). */
function withPrefix(x: string, intern: (x: string) => string): string[] {
  return x.length >= PREFIX ? [x, intern(prefixKey(x))] : [x]
}

/** The index as JSON: each shared key list written once, what can be derived from it left out. */
export function compileWordGroups(groups: readonly string[][]): CompiledWordGroups {
  const { single, phrases, units } = indexWordGroups(groups)
  const keyLists: string[] = []
  const placeOf = new Map<string[], number>()
  const place = (list: string[]) => {
    let at = placeOf.get(list)
    if (at === undefined) {
      at = keyLists.push(list.filter((k) => !k.startsWith('~')).join('|')) - 1
      placeOf.set(list, at)
    }
    return at
  }
  return {
    single: [...single].map(([s, lists]) => [s, lists.map(place)]),
    phrases: [...phrases].map(([s, list]) => [s, list.map((p) => [p.words.join(' '), place(p.others)])]),
    units: [...units].map(([s, list]) => [s, list.map((u) => u.stems.join(' '))]),
    keyLists,
  }
}

/** The index read back from its JSON, each key list shared again and each string held once. */
export function loadWordGroups(data: CompiledWordGroups): WordGroupIndex {
  const intern = stringPool()
  const keyLists = data.keyLists.map((joined) => [
    ...new Set(
      (joined === '' ? [] : joined.split('|')).flatMap((k) =>
        k.startsWith('&') ? [intern(k)] : withPrefix(intern(k), intern),
      ),
    ),
  ])
  return {
    single: new Map(data.single.map(([s, lists]) => [intern(s), lists.map((i) => keyLists[i]!)])),
    phrases: new Map(
      data.phrases.map(([s, list]) => [
        intern(s),
        list.map(([words, i]) => ({ words: words.split(' ').map(intern), others: keyLists[i]! })),
      ]),
    ),
    units: new Map(
      data.units.map(([s, list]) => [
        intern(s),
        list.map((joined) => {
          const stems = joined.split(' ').map(intern)
          return { key: intern(unitKey(stems)), stems }
        }),
      ]),
    ),
  }
}

function equivalentStems(): WordGroupIndex {
  equivalents ??= loadWordGroups(
    JSON.parse(
      readFileSync(new URL('./data/lexicon/word-groups.json', import.meta.url), 'utf8'),
    ) as CompiledWordGroups,
  )
  return equivalents
}

const unitsCache = new WeakMap<string[], Unit[]>()

/** The word groups' entries of several words whose content words are all among a phrase's stems. */
function unitsIn(stems: string[]): Unit[] {
  const cached = unitsCache.get(stems)
  if (cached) return cached
  const { units } = equivalentStems()
  const found: Unit[] = []
  for (const s of stems)
    for (const u of units.get(s) ?? [])
      if (u.stems.every((w) => stems.includes(w)) && !found.includes(u)) found.push(u)
  unitsCache.set(stems, found)
  return found
}

/** A stem among a line's stems (a CvStemIndex line), by itself or by its first six letters. */
export function hasStem(set: Set<string>, s: string): boolean {
  return set.has(s) || (s.length >= PREFIX && set.has(prefixKey(s)))
}

function needed(n: number): number {
  return n <= 2 ? n : Math.ceil(n * 0.6)
}

/** The CV line where most of the phrase's content words are found (a line or two adjacent lines). */
export function findPhrase(stems: string[], index: CvStemIndex, names: string[] = []): number | null {
  if (stems.length === 0 && names.length === 0) return null
  const need = needed(stems.length)
  const L = index.lines
  // An entry of several words shown on a line by another entry of its group counts for its words.
  // (most phrases hold none: then a stem is only itself)
  const units = stems.length >= 2 ? unitsIn(stems) : []
  const has =
    units.length === 0
      ? hasStem
      : (set: Set<string>, s: string) =>
          hasStem(set, s) || units.some((u) => set.has(u.key) && u.stems.includes(s))
  for (let i = 0; i < L.length; i++) {
    const a = L[i]!
    let hit = 0
    for (const s of stems) if (has(a, s)) hit++
    if (hit >= need && names.every((n) => hasStem(a, n))) return i
    if (stems.length >= 2 && hit > 0 && i + 1 < L.length) {
      const b = L[i + 1]!
      let both = 0
      for (const s of stems) if (has(a, s) || has(b, s)) both++
      if (both >= need && names.every((n) => hasStem(a, n) || hasStem(b, n))) return i
    }
  }
  return null
}
