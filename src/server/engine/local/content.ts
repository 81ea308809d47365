/**
 * The words of the local engine: exactly 3 suggestions drawn from the real gaps between this CV and
 * this job, interview questions with model answers grounded in the CV's own lines, and key points.
 * Everything quoted in an answer comes from the CV; nothing (employer, figure, skill) is invented.
 */
import type { InterviewQuestion, Suggestion } from '../../../shared/schemas/analysis.ts'
import { countOf, midSentence } from './grammar.ts'
import { BANK, cuesOf, familyOf, fillAnswer, fillOne, type Slots } from './interview-bank.ts'
import type { CvAnalysis, JobAnalysis, Lang } from './parse.ts'
import { CEFR_NAMES, DEGREE_NAMES } from './parse.ts'
import type { MatchOutcome } from './score.ts'
import { lowerPlain, stableHash } from './text.ts'
import {
  atEmployer,
  capitalise,
  type Experience,
  experienceAt,
  experiencesOf,
  roleClause,
  spokenBullets,
} from './writer-facts.ts'

type Ctx = { job: JobAnalysis; cv: CvAnalysis; outcome: MatchOutcome; lang: Lang; seed: number }

const list = (xs: string[], lang: Lang) => {
  if (xs.length <= 1) return xs.join('')
  const and = lang === 'fr' ? ' et ' : ' and '
  return `${xs.slice(0, -1).join(', ')}${and}${xs[xs.length - 1]}`
}
const q = (s: string, lang: Lang) => (lang === 'fr' ? `« ${s} »` : `"${s}"`)
const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const

type Candidate = Omit<Suggestion, 'id'> & { key: string; rank: number }

// ---------------------------------------------------------------- suggestions

export function buildSuggestions(ctx: Ctx): Suggestion[] {
  const { job, cv, outcome, lang } = ctx
  const fr = lang === 'fr'
  const c: Candidate[] = []
  const role = job.title ?? (fr ? 'ce poste' : 'this role')
  const missing = outcome.items.filter((i) => !i.matched && i.req.skill.cat !== 'language')
  // A missing blocking requirement (licence, certification, regulated title, degree the offer makes
  // a condition) decides the application: it is the first suggestion, on its own.
  const blocking = missing.filter((i) => i.req.blocking)
  const missingMust = missing
    .filter((i) => i.req.importance !== 'nice' && !i.req.blocking)
    .sort((a, b) => b.req.weight - a.req.weight)
  const missingNice = missing.filter((i) => i.req.importance === 'nice')
  const matched = outcome.items.filter((i) => i.matched && i.req.skill.cat !== 'language')

  if (cv.lang !== job.lang) {
    c.push({
      key: 'cv-language',
      rank: 0,
      priority: 'high',
      category: 'language',
      title: fr
        ? `Rédigez votre CV en ${job.lang === 'fr' ? 'français' : 'anglais'}`
        : `Write your CV in ${job.lang === 'fr' ? 'French' : 'English'}`,
      description: fr
        ? `L'offre est rédigée en ${job.lang === 'fr' ? 'français' : 'anglais'} alors que votre CV est en ${cv.lang === 'fr' ? 'français' : 'anglais'}. Une version dans la langue de l'offre, reprenant ses termes (${
            list(
              outcome.items.slice(0, 3).map((i) => i.req.label),
              lang,
            ) || role
          }), facilitera la lecture par le recruteur et les logiciels de tri.`
        : `The job description is in ${job.lang === 'fr' ? 'French' : 'English'} but your CV is in ${cv.lang === 'fr' ? 'French' : 'English'}. A version in the job's language, using its terms (${
            list(
              outcome.items.slice(0, 3).map((i) => i.req.label),
              lang,
            ) || role
          }), is easier for recruiters and screening software to read.`,
    })
  }
  if (blocking.length) {
    const names = blocking.slice(0, 3).map((i) => i.req.label)
    const several = names.length > 1
    const degree = blocking.some((i) => i.req.credential?.kind === 'degree')
    c.push({
      key: 'blocking',
      rank: -1,
      priority: 'high',
      category: 'skills',
      title: fr
        ? `Réglez d’abord ${several ? 'les prérequis' : 'le prérequis'} : ${list(names.slice(0, 2), lang)}`
        : `Settle the prerequisite${several ? 's' : ''} first: ${list(names.slice(0, 2), lang)}`,
      description: fr
        ? `L’offre exige ${list(names, lang)} : sans ${several ? 'ces prérequis' : 'ce prérequis'}, une candidature est en général écartée, quel que soit le reste du CV. ${several ? 'S’ils sont déjà acquis, écrivez-les en toutes lettres, avec leur date d’obtention et leur validité.' : 'S’il est déjà acquis, écrivez-le en toutes lettres, avec sa date d’obtention et sa validité.'} Sinon, c’est la première étape : renseignez-vous sur la formation, sa durée et son financement (CPF, France Travail)${degree ? ', ou sur une VAE pour le diplôme' : ''}.`
        : `The job requires ${list(names, lang)}: without ${several ? 'them' : 'it'}, an application is usually turned down whatever else the CV shows. If you already hold ${several ? 'them, write them' : 'it, write it'} out in full, with when you obtained ${several ? 'them' : 'it'} and how long ${several ? 'they are' : 'it is'} valid. If not, that is the first step: look up the training, its length and its funding${degree ? ', or a recognition of prior experience for the degree' : ''}.`,
    })
  }
  if (missingMust.length) {
    const names = missingMust.slice(0, 4).map((i) => i.req.label)
    const must = missingMust.some((i) => i.req.importance === 'must')
    c.push({
      key: 'missing-must',
      rank: 1,
      priority: must || missingMust.length >= 2 ? 'high' : 'medium',
      category: 'skills',
      title: fr
        ? `Montrez ${list(names.slice(0, 2), lang)} dans votre CV`
        : `Show ${list(names.slice(0, 2), lang)} in your CV`,
      description: fr
        ? `L'offre demande ${list(names, lang)}, que votre CV ne mentionne pas. Si vous les avez pratiqués, ajoutez-les à votre section compétences et illustrez-les dans une expérience (contexte, action, résultat). Sinon, une formation en cours ou un projet personnel sur ${names[0]} montrera votre démarche.`
        : `The job asks for ${list(names, lang)}, which your CV does not mention. If you have used them, add them to your skills section and show them in an experience (context, action, result). Otherwise, a course in progress or a personal project on ${names[0]} shows your initiative.`,
    })
  }
  const langReqs = outcome.items.filter((i) => i.req.skill.cat === 'language' && i.strength < 1)
  if (langReqs.length) {
    const it = langReqs[0]!
    // Only a level the offer states is quoted; otherwise the sentence says 'a working level'.
    const need = it.req.levelStated ? CEFR_NAMES[it.req.level ?? 3] : fr ? 'opérationnel' : 'a working level'
    c.push({
      key: 'language-level',
      rank: 2,
      priority: it.cvLevel === undefined ? 'high' : 'medium',
      category: 'language',
      title: fr
        ? `Précisez votre niveau en ${it.req.label.toLowerCase()}`
        : `State your ${it.req.label} level`,
      description:
        it.cvLevel === undefined
          ? fr
            ? `L'offre attend un niveau ${need} en ${it.req.label.toLowerCase()} et votre CV n'en parle pas. Ajoutez une rubrique Langues avec un niveau du CECRL (B2, C1…) ou un score de test (TOEIC, IELTS…).`
            : `The job expects ${need} in ${it.req.label} and your CV does not mention it. Add a Languages section with a CEFR level (B2, C1…) or a test score (TOEIC, IELTS…).`
          : fr
            ? `L'offre attend un niveau ${need} en ${it.req.label.toLowerCase()} ; votre CV indique ${CEFR_NAMES[it.cvLevel]}. Mettez en avant vos usages concrets de la langue (réunions, documentation, séjours) ou une certification récente.`
            : `The job expects ${need} in ${it.req.label}; your CV shows ${CEFR_NAMES[it.cvLevel]}. Highlight how you actually use the language (meetings, documentation, stays abroad) or a recent certificate.`,
    })
  }
  if (job.requiredYears && (cv.years === null || cv.years < job.requiredYears)) {
    c.push({
      key: 'years',
      rank: 3,
      priority: cv.years === null ? 'medium' : 'medium',
      category: 'content',
      title: fr ? 'Rendez votre expérience mesurable' : 'Make your experience measurable',
      description:
        cv.years === null
          ? fr
            ? `L'offre demande ${job.requiredYears} an${job.requiredYears > 1 ? 's' : ''} d'expérience, mais votre CV ne donne pas de dates lisibles. Indiquez pour chaque poste le mois et l'année de début et de fin (ex. « janv. 2020 – présent »).`
            : `The job asks for ${job.requiredYears} year${job.requiredYears > 1 ? 's' : ''} of experience but your CV shows no readable dates. Give each position its start and end month and year (e.g. "Jan 2020 – present").`
          : fr
            ? `L'offre demande ${job.requiredYears} ans d'expérience ; votre CV en montre environ ${cv.years}. Valorisez stages, alternance, missions et projets en lien avec ${role}, avec leurs dates.`
            : `The job asks for ${job.requiredYears} years of experience; your CV shows about ${cv.years}. Include internships, work-study, freelance work and projects related to ${role}, with their dates.`,
    })
  }
  if (job.degree && (cv.degree === null || cv.degree < job.degree)) {
    const need = DEGREE_NAMES[job.degree] ?? ''
    c.push({
      key: 'degree',
      rank: 4,
      priority: cv.degree === null ? 'medium' : 'low',
      category: 'content',
      title: fr ? 'Précisez votre formation' : 'Detail your education',
      description:
        cv.degree === null
          ? fr
            ? `L'offre mentionne un niveau ${need}. Ajoutez une section Formation avec l'intitulé exact de vos diplômes, l'établissement et l'année.`
            : `The job mentions a ${need} level. Add an Education section with the exact title of your degrees, the school and the year.`
          : fr
            ? `L'offre mentionne un niveau ${need}. Mettez en avant les formations complémentaires, certifications et l'expérience équivalente qui compensent l'écart.`
            : `The job mentions a ${need} level. Highlight further training, certificates and equivalent experience that make up for the difference.`,
    })
  }
  const withFigures = cv.achievementLines.filter((l) => /\d/.test(l))
  const without = cv.achievementLines.filter((l) => !/\d/.test(l))
  if (cv.achievementLines.length >= 2 && withFigures.length / cv.achievementLines.length < 0.35) {
    const example = without[ctx.seed % Math.max(1, without.length)] ?? without[0]
    c.push({
      key: 'figures',
      rank: 5,
      priority: withFigures.length === 0 ? 'high' : 'medium',
      category: 'content',
      title: fr ? 'Chiffrez vos réalisations' : 'Quantify your achievements',
      description: fr
        ? `Peu de lignes de vos expériences donnent un résultat mesurable. Par exemple, ${q(example ?? '', lang)} : ajoutez un volume, un délai, un pourcentage ou un budget réels pour montrer l'impact.`
        : `Few of your experience lines give a measurable result. For example, ${q(example ?? '', lang)}: add a real volume, time frame, percentage or budget to show the impact.`,
    })
  }
  if (!cv.hasEmail || !cv.hasPhone) {
    const what = [
      !cv.hasEmail && (fr ? 'adresse e-mail' : 'e-mail address'),
      !cv.hasPhone && (fr ? 'numéro de téléphone' : 'phone number'),
    ].filter(Boolean) as string[]
    c.push({
      key: 'contact',
      rank: 6,
      priority: 'high',
      category: 'format',
      title: fr ? 'Complétez vos coordonnées' : 'Complete your contact details',
      description: fr
        ? `Votre CV ne montre pas de ${list(what, lang)}. Placez-les en haut du CV, avec votre ville${cv.hasLinkedIn ? '' : ' et votre profil LinkedIn'}, pour que le recruteur puisse vous joindre.`
        : `Your CV shows no ${list(what, lang)}. Put them at the top, with your city${cv.hasLinkedIn ? '' : ' and your LinkedIn profile'}, so the recruiter can reach you.`,
    })
  }
  if (!cv.sections.has('skills') && outcome.items.length > 0) {
    const names = matched.slice(0, 5).map((i) => i.req.label)
    c.push({
      key: 'skills-section',
      rank: 7,
      priority: 'medium',
      category: 'format',
      title: fr ? 'Ajoutez une section Compétences' : 'Add a Skills section',
      description: fr
        ? `Votre CV n'a pas de rubrique Compétences repérable. Regroupez-y les compétences attendues par l'offre${names.length ? `, en commençant par ${list(names, lang)}` : ''}, pour qu'elles sautent aux yeux en quelques secondes.`
        : `Your CV has no recognisable Skills section. Group the skills the job asks for there${names.length ? `, starting with ${list(names, lang)}` : ''}, so they stand out in seconds.`,
    })
  }
  if (!cv.sections.has('summary')) {
    c.push({
      key: 'summary',
      rank: 8,
      priority: 'medium',
      category: 'content',
      title: fr ? 'Ajoutez un profil en tête de CV' : 'Add a profile summary',
      description: fr
        ? `Ouvrez votre CV par 2 à 3 lignes qui reprennent l'intitulé ${q(role, lang)} et vos atouts les plus proches de l'offre${
            matched.length
              ? ` (${list(
                  matched.slice(0, 3).map((i) => i.req.label),
                  lang,
                )})`
              : ''
          }.`
        : `Open your CV with 2–3 lines that use the title ${q(role, lang)} and your strengths closest to the job${
            matched.length
              ? ` (${list(
                  matched.slice(0, 3).map((i) => i.req.label),
                  lang,
                )})`
              : ''
          }.`,
    })
  }
  if (cv.words < 180) {
    c.push({
      key: 'too-short',
      rank: 9,
      priority: 'medium',
      category: 'format',
      title: fr ? 'Étoffez votre CV' : 'Flesh out your CV',
      description: fr
        ? `Votre CV est très court (environ ${cv.words} mots). Décrivez pour chaque expérience 2 à 4 réalisations concrètes en lien avec ${role}.`
        : `Your CV is very short (about ${cv.words} words). Describe 2–4 concrete achievements per position related to ${role}.`,
    })
  } else if (cv.pages > 2 || cv.words > 1100) {
    c.push({
      key: 'too-long',
      rank: 9,
      priority: 'medium',
      category: 'format',
      title: fr ? 'Resserrez votre CV sur deux pages' : 'Tighten your CV to two pages',
      description: fr
        ? `Votre CV fait ${cv.pages} page${cv.pages > 1 ? 's' : ''} (environ ${cv.words} mots). Gardez le détail pour les expériences liées à ${role} et résumez les plus anciennes en une ligne.`
        : `Your CV runs to ${cv.pages} page${cv.pages > 1 ? 's' : ''} (about ${cv.words} words). Keep details for experience related to ${role} and reduce older positions to one line.`,
    })
  }
  if (missingNice.length) {
    const names = missingNice.slice(0, 3).map((i) => i.req.label)
    c.push({
      key: 'missing-nice',
      rank: 10,
      priority: 'low',
      category: 'skills',
      title: fr ? `Atouts à valoriser : ${list(names, lang)}` : `Assets to highlight: ${list(names, lang)}`,
      description: fr
        ? `L'offre cite ${list(names, lang)} comme un plus. Si vous en avez une pratique, même ponctuelle (projet, formation), mentionnez-la : c'est ce qui départage des profils proches.`
        : `The job lists ${list(names, lang)} as a plus. If you have any practice of them, even occasional (project, course), mention it: that is what separates similar profiles.`,
    })
  }
  if (!cv.hasLinkedIn) {
    c.push({
      key: 'linkedin',
      rank: 11,
      priority: 'low',
      category: 'format',
      title: fr ? 'Ajoutez votre profil LinkedIn' : 'Add your LinkedIn profile',
      description: fr
        ? `Ajoutez l'adresse de votre profil LinkedIn à vos coordonnées et alignez son titre sur ${q(role, lang)} : les recruteurs le consultent souvent après le CV.`
        : `Add your LinkedIn URL to your contact details and align its headline with ${q(role, lang)}: recruiters often check it after the CV.`,
    })
  }
  // Always-available, still specific fillers.
  const shownOnlyInList = matched.filter((i) => {
    const ev = ctx.cv.evidence.get(i.req.skill.id)
    return ev && ev.section !== 'experience'
  })
  if (shownOnlyInList.length) {
    const names = shownOnlyInList.slice(0, 3).map((i) => i.req.label)
    c.push({
      key: 'prove-skills',
      rank: 12,
      priority: 'medium',
      category: 'content',
      title: fr
        ? `Prouvez ${list(names.slice(0, 2), lang)} par l'exemple`
        : `Prove ${list(names.slice(0, 2), lang)} with examples`,
      description: fr
        ? `${list(names, lang)} apparai${names.length > 1 ? 'ssent' : 't'} dans votre CV sans être rattaché${names.length > 1 ? 's' : ''} à une expérience. Ajoutez sous un poste une ligne qui montre leur usage concret et son résultat.`
        : `${list(names, lang)} appear${names.length > 1 ? '' : 's'} in your CV without being tied to a position. Add a line under a job showing how you used ${names.length > 1 ? 'them' : 'it'} and the result.`,
    })
  }
  c.push({
    key: 'keywords',
    rank: 13,
    priority: 'low',
    category: 'content',
    title: fr ? "Reprenez les mots de l'offre" : "Use the job's own words",
    description: fr
      ? `Les recruteurs et les logiciels de tri cherchent les termes exacts de l'offre. Reprenez l'intitulé ${q(role, lang)}${
          outcome.items.length
            ? ` et les expressions ${list(
                outcome.items.slice(0, 3).map((i) => i.req.label),
                lang,
              )}`
            : ''
        } tels qu'ils y sont écrits.`
      : `Recruiters and screening software look for the job's exact terms. Use the title ${q(role, lang)}${
          outcome.items.length
            ? ` and the phrases ${list(
                outcome.items.slice(0, 3).map((i) => i.req.label),
                lang,
              )}`
            : ''
        } as written.`,
  })
  c.push({
    key: 'order',
    rank: 14,
    priority: 'low',
    category: 'format',
    title: fr ? 'Mettez le plus pertinent en premier' : 'Lead with what matters most',
    description: fr
      ? `Placez en haut de chaque expérience les réalisations les plus proches de ${role}${
          matched.length
            ? `, notamment celles qui mobilisent ${list(
                matched.slice(0, 2).map((i) => i.req.label),
                lang,
              )}`
            : ''
        }.`
      : `Put the achievements closest to ${role} at the top of each position${
          matched.length
            ? `, especially those using ${list(
                matched.slice(0, 2).map((i) => i.req.label),
                lang,
              )}`
            : ''
        }.`,
  })
  c.sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.rank - b.rank)
  return c.slice(0, 3).map(({ key, rank: _r, ...s }, i) => ({ id: `s${i + 1}-${key}`, ...s }))
}

// ---------------------------------------------------------------- interview questions

type QCand = Omit<InterviewQuestion, 'id'> & { key: string }

/** A label said mid-sentence: 'Carte professionnelle CNAPS' → 'carte professionnelle CNAPS', 'Power BI' kept. */
const spoken = (label: string) => midSentence(label)
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

export function buildQuestions(ctx: Ctx, count: number): InterviewQuestion[] {
  const { job, cv, outcome, lang, seed } = ctx
  const fr = lang === 'fr'
  const role = job.title ?? (fr ? 'ce poste' : 'this role')
  const matched = outcome.items
    .filter((i) => i.matched && i.req.skill.cat !== 'language' && i.req.skill.cat !== 'soft')
    .sort((a, b) => b.req.weight - a.req.weight)
  const missing = outcome.items
    .filter((i) => !i.matched && i.req.skill.cat !== 'soft')
    .sort((a, b) => b.req.weight - a.req.weight)
  const softs = outcome.items.filter((i) => i.req.skill.cat === 'soft')
  const exp = cv.experienceLines.length
    ? cv.experienceLines
    : cv.lines.map((l) => l.trim()).filter((l) => l.length > 30)
  const lineFor = (id: string) => cv.evidence.get(id)?.line

  const teller = tellers(ctx)
  const strengths = matched.slice(0, 3).map((m) => m.req.label)
  const latest = teller.withBullets[0]
  const slots: Slots = {
    role,
    ...(latest
      ? {
          current: fr
            ? `comme ${midSentence(latest.title.replace(/^[\s:–—-]+/, ''))}${latest.employer ? ` chez ${latest.employer}` : ''}`
            : `as ${latest.title.replace(/^[\s:–—-]+/, '')}${latest.employer ? ` at ${latest.employer}` : ''}`,
        }
      : {}),
    ...(strengths.length ? { strengths: list(strengths.map(spoken), lang) } : {}),
    ...(cv.years ? { years: countOf(cv.years, fr ? 'an' : 'year', fr ? 'ans' : 'years', lang) } : {}),
  }
  // A licence or certification is asked about as such (obtained when, still valid, used where); a
  // degree is no technical question.
  const credentialQuestions: QCand[] = matched
    // (A car licence is asked of so many jobs that a question on it would be filler.)
    .filter(
      (m) =>
        m.req.credential &&
        m.req.credential.kind !== 'degree' &&
        !(m.req.credential.kind === 'licence' && m.req.credential.code === 'b'),
    )
    .map((m, k) => {
      const variants = BANK.credential.question[lang]
      return {
        key: `cred-${m.req.skill.id}`,
        category: 'technical' as const,
        difficulty: 'medium' as const,
        question: fillOne(variants[(seed + k) % variants.length]!, { skill: spoken(m.req.label) }) ?? '',
        answer: fillAnswer(BANK.credential.answer[lang], {
          ...slots,
          ...((m.evidence ?? lineFor(m.req.skill.id))
            ? { proof: m.evidence ?? lineFor(m.req.skill.id) }
            : {}),
          ...(teller.exampleFor() ? { example: teller.exampleFor() } : {}),
        }),
      }
    })
  const tech: QCand[] = matched
    .filter((m) => !m.req.credential)
    .map((m, k) => {
      const line = lineFor(m.req.skill.id)
      const label = m.req.label
      const variants = fr
        ? [
            `Pouvez-vous décrire un cas concret où vous avez utilisé ${label} ?`,
            `Comment avez-vous mis en œuvre ${label} dans vos expériences, et quelles difficultés avez-vous rencontrées ?`,
            `Quelles bonnes pratiques appliquez-vous avec ${label} ?`,
          ]
        : [
            `Can you describe a concrete case where you used ${label}?`,
            `How have you applied ${label} in your work, and what difficulties did you meet?`,
            `What good practices do you follow with ${label}?`,
          ]
      return {
        key: `tech-${m.req.skill.id}`,
        category: 'technical' as const,
        difficulty: m.req.importance === 'must' ? ('hard' as const) : ('medium' as const),
        question: variants[(seed + k) % variants.length]!,
        answer: fr
          ? `J’ai pratiqué ${spoken(label)} en situation réelle, comme le montre mon CV : ${q(line ?? label, lang)}. C’est cette pratique que je mettrai au service du poste de ${role}.`
          : `I have used ${label} in real work, as my CV shows: ${q(line ?? label, lang)}. That is the practice I will bring to the ${role} role.`,
      }
    })

  const adjacent = matched.slice(0, 2).map((m) => m.req.label)
  const gaps: QCand[] = missing.map((m) => ({
    key: `gap-${m.req.skill.id}`,
    category: 'technical' as const,
    difficulty: 'hard' as const,
    question: fr
      ? `L'offre demande ${m.req.label}. Quel est votre niveau sur ce point ?`
      : `The job asks for ${m.req.label}. What is your level in it?`,
    answer: fr
      ? `Je réponds honnêtement : je n'ai pas encore pratiqué ${m.req.label} en situation professionnelle. ${adjacent.length ? `En revanche, mon CV montre ${list(adjacent, lang)}${lineFor(matched[0]!.req.skill.id) ? ` (${q(lineFor(matched[0]!.req.skill.id)!, lang)})` : ''}, ce qui me donne des bases proches. ` : ''}Je propose un plan concret : me former dès maintenant (documentation officielle, formation en ligne), pratiquer sur un petit projet, et demander un point d'étape avec mon responsable après les premières semaines.`
      : `I answer honestly: I have not used ${m.req.label} professionally yet. ${adjacent.length ? `My CV does show ${list(adjacent, lang)}${lineFor(matched[0]!.req.skill.id) ? ` (${q(lineFor(matched[0]!.req.skill.id)!, lang)})` : ''}, which gives me related foundations. ` : ''}I offer a concrete plan: start learning now (official documentation, an online course), practise on a small project, and review progress with my manager after the first weeks.`,
  }))

  // One question per experience of the CV (its title, employer, dates), answered with that
  // experience (groundedAnswers, 'exp-k' is the k-th experience with bullets).
  const experiences: QCand[] = teller.withBullets.length
    ? teller.withBullets.slice(0, 4).map((e, k) => {
        const where = `${e.employer ? (fr ? ` chez ${e.employer}` : ` at ${e.employer}`) : ''}${e.dates ? ` (${e.dates})` : ''}`
        return {
          key: `exp-${k}`,
          category: 'experience' as const,
          difficulty: 'medium' as const,
          question: fr
            ? `Votre CV mentionne votre poste de ${midSentence(e.title)}${where}. Que retenez-vous de cette expérience pour le poste de ${role} ?`
            : `Your CV mentions your role as ${e.title}${where}. What do you take from this experience for the ${role} role?`,
          answer: '',
        }
      })
    : exp.slice(0, 4).map((line, k) => ({
        key: `line-${k}`,
        category: 'experience' as const,
        difficulty: 'medium' as const,
        question: fr
          ? `Votre CV mentionne ${q(line, lang)}. Que retenez-vous de cette expérience pour le poste de ${role} ?`
          : `Your CV mentions ${q(line, lang)}. What do you take from this experience for the ${role} role?`,
        answer: fr
          ? `Concrètement : ${q(line, lang)}. ${strengths.length ? `C’est là que j’ai pratiqué ${list(strengths.slice(0, 2).map(spoken), lang)}, ce que demande aussi le poste de ${role}.` : `C’est une expérience que je relie directement au poste de ${role}.`}`
          : `In practice: ${q(line, lang)}. ${strengths.length ? `That is where I used ${list(strengths.slice(0, 2), lang)}, which the ${role} role also asks for.` : `It is experience I link directly to the ${role} role.`}`,
      }))

  const behavioural: QCand[] = [
    ...BANK.behavioural.map(
      (b): QCand => ({
        key: `bq-${b.key}`,
        category: 'behavioral',
        difficulty: 'medium',
        question: b.question[lang],
        answer: fillAnswer(b.answer[lang], withExample(slots, teller.exampleFor(cuesOf(b.key)))),
      }),
    ),
    ...softs.map((s): QCand => {
      const proof = s.matched ? lineFor(s.req.skill.id) : undefined
      return {
        key: `soft-${s.req.skill.id}`,
        category: 'behavioral',
        difficulty: 'medium',
        question:
          fillOne(BANK.softSkill.question[lang], { skill: fr ? s.req.label.toLowerCase() : s.req.label }) ??
          '',
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
    .map((i) => i.req.label)
  const company: QCand[] = [
    {
      key: 'motivation',
      category: 'company',
      difficulty: 'easy',
      question: fr
        ? `Pourquoi ce poste de ${role} vous intéresse-t-il ?`
        : `Why are you interested in this ${role} position?`,
      answer: fr
        ? `Ce poste de ${role} m’attire parce qu’il rejoint ce que je sais faire${strengths.length ? ` : ${list(strengths.map(spoken), lang)}` : ''}. Les missions de votre offre sont celles où je me sens le plus utile, et je veux continuer à progresser dans ce métier chez vous.`
        : `This ${role} role appeals to me because it matches what I can do${strengths.length ? `: ${list(strengths, lang)}` : ''}. The duties in your job ad are the ones where I am most useful, and I want to keep growing in this line of work with you.`,
    },
    {
      key: 'company-knowledge',
      category: 'company',
      difficulty: 'medium',
      question: fr
        ? 'Que savez-vous de notre entreprise et de notre activité ?'
        : 'What do you know about our company and our business?',
      answer: fr
        ? `D’après votre offre, vous cherchez pour le poste de ${role} quelqu’un qui sait faire ${list(topAsked.map(spoken), lang) || 'le métier'}. ${strengths.length ? `Cela rejoint ce que je fais déjà : ${list(strengths.map(spoken), lang)}. ` : ''}Avant de venir, j’ai aussi regardé votre site et vos dernières actualités, pour comprendre vos clients et votre façon de travailler.`
        : `From your job ad, for the ${role} role you are looking for someone who can handle ${list(topAsked, lang) || 'the job'}. ${strengths.length ? `That matches what I already do: ${list(strengths, lang)}. ` : ''}Before coming, I also looked at your website and latest news, to understand your customers and how you work.`,
    },
    {
      key: 'added-value',
      category: 'company',
      difficulty: 'medium',
      question: fr
        ? 'Qu’apporteriez-vous à l’équipe dès les premiers mois ?'
        : 'What would you bring to the team in your first months?',
      answer: fr
        ? `Dès les premiers mois, j’apporterais ce que mon CV prouve${strengths.length ? ` : ${list(strengths.map(spoken), lang)}` : ''}${exp[0] ? `, comme ${q(exp[0], lang)}` : ''}. Mon plan : comprendre votre façon de travailler, obtenir un premier résultat concret, puis prendre davantage de responsabilités.`
        : `In my first months I would bring what my CV proves${strengths.length ? `: ${list(strengths, lang)}` : ''}${exp[0] ? `, such as ${q(exp[0], lang)}` : ''}. My plan: learn how you work, deliver a first concrete result, then take on more responsibility.`,
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
      ...(cv.credentials[0]?.line ? { proof: cv.credentials[0].line } : {}),
    }),
  }))

  // Interleave: technical first, then the honest gap, motivation, behavioural, experience…
  const pools: QCand[][] = [
    [...credentialQuestions.slice(0, 1), ...tech, ...credentialQuestions.slice(1)],
    gaps.slice(0, 1),
    company.slice(0, 1),
    behavioural,
    [...trade, ...experiences],
    tech,
    gaps.slice(1),
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
      question: fr
        ? `Question d'entraînement ${k + 1} : quel exemple de votre parcours illustre le mieux votre intérêt pour ${role} ?`
        : `Practice question ${k + 1}: which example from your background best shows your interest in ${role}?`,
      answer: fr
        ? `Un exemple de mon parcours${line ? ` : ${q(line, lang)}` : ''}. C’est ce qui montre le mieux mon intérêt pour le poste de ${role}.`
        : `An example from my background${line ? `: ${q(line, lang)}` : ''}. That is what best shows my interest in the ${role} role.`,
    })
  }
  const grounded = groundedAnswers(ctx)
  return out
    .slice(0, count)
    .map(({ key, ...qq }, i) => ({ id: `q${i + 1}-${key}`, ...qq, answer: grounded(key) ?? qq.answer }))
}

/** The CV's experiences said by the candidate, for the model answers (writer-facts.ts). */
function tellers(ctx: Ctx) {
  const { cv, lang } = ctx
  const experiences = experiencesOf(cv)
  const withBullets = experiences.filter((e) => spokenBullets(e, lang).length > 0)
  /** 'Chez X, où j’étais Y (dates), j’ai …. J’ai aussi ….' from one experience. */
  const story = (exp: Experience, prefer?: number, sentences = 2): string | null => {
    const said = spokenBullets(exp, lang, prefer).slice(0, sentences)
    if (said.length === 0) return null
    const [first, ...rest] = said
    return `${atEmployer(exp, lang)}, ${roleClause(exp, lang)}, ${first}.${rest.map((x) => ` ${capitalise(x)}.`).join('')}`
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
  return { experiences, withBullets, story, exampleFor }
}

/**
 * Model answers the candidate could say, in the first person, from the CV's own facts: the
 * experience that proves a skill (employer, role, dates) and its bullets said as sentences, the
 * figures included. A missing requirement gets an honest answer and the closest real experience,
 * nothing invented. Returns the answer for a question key, or null to keep the template's.
 */
function groundedAnswers(ctx: Ctx): (key: string) => string | null {
  const { job, cv, outcome, lang } = ctx
  const fr = lang === 'fr'
  const role = job.title ?? (fr ? 'ce poste' : 'this role')
  const { experiences, withBullets, story } = tellers(ctx)
  const byId = new Map(outcome.items.map((i) => [i.req.skill.id, i]))
  // What the candidate names as skills: tools, know-how and credentials, not occupations or domains.
  const isSkill = (cat: string) => cat === 'hard' || cat === 'tool' || cat === 'certification'
  // …nor the words of the job title itself ('Cariste' for a 'Préparateur de commandes cariste').
  const titleText = ` ${lowerPlain(job.title ?? '')} `
  const matchedLabels = outcome.items
    .filter(
      (i) =>
        i.matched &&
        isSkill(i.req.skill.cat) &&
        // a degree or a title is held, not mastered
        i.req.credential?.kind !== 'degree' &&
        i.req.credential?.kind !== 'regulated' &&
        !titleText.includes(` ${lowerPlain(i.req.label)} `),
    )
    .map((i) => i.req.label)
  const name = (label: string) => midSentence(label, /[A-Z].*[A-Z]|\d/.test(label))

  const skillsIn = (exp: Experience) =>
    outcome.items
      .filter((i) => i.matched && isSkill(i.req.skill.cat))
      .filter((i) => {
        const at = cv.evidence.get(i.req.skill.id)?.lineIndex
        return at !== undefined && at >= exp.from && at <= exp.to
      })
      .map((i) => name(i.req.label))
      .slice(0, 3)
  const closestTo = () => withBullets[0]

  return (key: string): string | null => {
    if (key.startsWith('tech-')) {
      const item = byId.get(key.slice(5))
      if (!item) return null
      const ev =
        cv.evidence.get(item.req.skill.id) ??
        (item.evidence ? cv.credentials.find((c) => c.line === item.evidence) : undefined)
      const exp = ev ? experienceAt(experiences, ev.lineIndex) : undefined
      const told = exp ? story(exp, ev?.lineIndex, 3) : null
      if (told) {
        return fr
          ? `${told} C’est cette pratique de ${name(item.req.label)} que je mets au service du poste de ${role}.`
          : `${told} That is the hands-on ${item.req.label} experience I bring to the ${role} role.`
      }
      const other = closestTo()
      const otherStory = other ? story(other) : null
      if (!ev || !otherStory) return null
      return fr
        ? `${capitalise(name(item.req.label))} fait partie de mes compétences, mon CV le dit : « ${ev.line} ». ${otherStory}`
        : `${item.req.label} is one of my skills, as my CV says: "${ev.line}". ${otherStory}`
    }
    if (key.startsWith('gap-')) {
      const item = byId.get(key.slice(4))
      if (!item) return null
      const other = closestTo()
      const otherStory = other ? story(other) : null
      return fr
        ? `Je n’ai pas encore pratiqué ${name(item.req.label)} en poste, et je préfère le dire clairement.${otherStory ? ` L’expérience la plus proche dans mon parcours : ${lowerStart(otherStory)}` : ''}${matchedLabels.length ? ` Ce que je maîtrise déjà pour ce poste : ${list(matchedLabels.slice(0, 3).map(name), lang)}.` : ''}`
        : `I have not used ${item.req.label} in a job yet, and I would rather say so plainly.${otherStory ? ` The closest experience in my background: ${lowerStart(otherStory)}` : ''}${matchedLabels.length ? ` What I already master for this role: ${list(matchedLabels.slice(0, 3), lang)}.` : ''}`
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
      return fr
        ? `${told}${skills.length ? ` J’y ai pratiqué ${list(skills, lang)}, ce que demande aussi votre poste de ${role}.` : ''}`
        : `${told}${skills.length ? ` There I used ${list(skills, lang)}, which your ${role} role also asks for.` : ''}`
    }
    if (key === 'motivation' || key === 'added-value') {
      const exp = closestTo()
      const told = exp ? story(exp, undefined, 2) : null
      const strengths = matchedLabels.slice(0, 3).map(name)
      if (!told) return null
      const years = cv.years ? countOf(cv.years, fr ? 'an' : 'year', fr ? 'ans' : 'years', lang) : null
      // A career change is said as one: the candidate does not claim the role continues their work.
      if (
        key === 'motivation' &&
        (outcome.score < 35 || (outcome.score < 50 && !heldTitle(job.title, experiences)))
      )
        return fr
          ? `Je veux m’orienter vers le métier de ${role}${strengths.length ? `, où je peux déjà m’appuyer sur ${list(strengths, lang)}` : ''}. Mon parcours jusqu’ici : ${lowerStart(told)} Je veux mettre cette expérience au service d’un nouveau métier, en apprenant ce qui me manque encore.`
          : `I want to move into the ${role} line of work${strengths.length ? `, where I can already build on ${list(strengths, lang)}` : ''}. My background so far: ${lowerStart(told)} I want to bring that experience to a new job, learning what I still lack.`
      return fr
        ? `Ce poste de ${role} prolonge ce que je fais${years ? ` depuis ${years}` : ''}${strengths.length ? ` : ${list(strengths, lang)}` : ''}. ${told} C’est ce travail que je veux poursuivre chez vous.`
        : `This ${role} role continues what I have been doing${years ? ` for ${years}` : ''}${strengths.length ? `: ${list(strengths, lang)}` : ''}. ${told} That is the work I want to carry on with you.`
    }
    return null
  }
}

const lowerStart = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s)

/** Whether one of the CV's positions shares a word of the offer's title (a career change shares none). */
function heldTitle(title: string | null, experiences: Experience[]): boolean {
  const words = (t: string) =>
    new Set(
      lowerPlain(t)
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4)
        .map((w) => w.replace(/(?:e|s|es|eur|euse|rice|ere)$/, '')),
    )
  const wanted = words(title ?? '')
  return experiences.some((e) => [...words(e.title)].some((w) => wanted.has(w)))
}

// ---------------------------------------------------------------- key points

export function buildKeyPoints(ctx: Ctx): string[] {
  const { job, cv, outcome, lang } = ctx
  const fr = lang === 'fr'
  const total = outcome.items.length
  const found = outcome.items.filter((i) => i.matched).length
  const points: string[] = []
  points.push(
    fr
      ? `${found} compétence${found > 1 ? 's' : ''} sur ${total} demandée${total > 1 ? 's' : ''} retrouvée${found > 1 ? 's' : ''} dans le CV`
      : `${found} of ${total} required skill${total > 1 ? 's' : ''} found in the CV`,
  )
  const mustMissing = outcome.items
    .filter((i) => !i.matched && i.req.importance === 'must')
    .map((i) => i.req.label)
  if (mustMissing.length)
    points.push(
      fr
        ? `Exigences non couvertes : ${list(mustMissing.slice(0, 4), lang)}`
        : `Unmet must-haves: ${list(mustMissing.slice(0, 4), lang)}`,
    )
  if (job.requiredYears)
    points.push(
      fr
        ? `Expérience : ${cv.years ?? '?'} an${(cv.years ?? 0) > 1 ? 's' : ''} repérée${(cv.years ?? 0) > 1 ? 's' : ''} pour ${job.requiredYears} demandé${job.requiredYears > 1 ? 's' : ''}`
        : `Experience: ${cv.years ?? '?'} year(s) found for ${job.requiredYears} required`,
    )
  if (job.degree)
    points.push(
      fr
        ? `Diplôme : ${DEGREE_NAMES[job.degree]} demandé, ${cv.degree ? `${DEGREE_NAMES[cv.degree]} indiqué` : 'non repéré dans le CV'}`
        : `Degree: ${DEGREE_NAMES[job.degree]} required, ${cv.degree ? `${DEGREE_NAMES[cv.degree]} shown` : 'not found in the CV'}`,
    )
  if (cv.lang !== job.lang)
    points.push(
      fr
        ? 'Le CV et l’offre ne sont pas rédigés dans la même langue'
        : 'The CV and the job description are in different languages',
    )
  return points
}

export function seedOf(cvText: string, jd: string): number {
  return stableHash(`${cvText.length}:${jd}`) % 997
}
