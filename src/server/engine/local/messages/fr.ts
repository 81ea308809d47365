/**
 * The writer's French words (types.ts). Elision of the words written here ('de', 'que', 'le'…) is
 * applied to the whole text by grammar.ts applyElision once the result is complete; skill names
 * mid-sentence arrive as said (content.ts saidName: a common noun in lower case, a name as
 * written); titles go through grammar.ts midSentence, counts through agree and countOf.
 */
import {
  agree,
  atPlace,
  capitalise,
  countOf,
  credentialWithArticle,
  lowerFirst,
  midSentence,
  monthsIn,
  spokenRole,
  withArticle,
  yearsCount,
} from '../grammar.ts'
import type { Lang } from '../parse.ts'
import type { WriterMessages } from './types.ts'

const list = (xs: string[]) => {
  if (xs.length <= 1) return xs.join('')
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`
}
const quote = (s: string) => `« ${s} »`
/** Common nouns with their article ('le port des EPI', 'l’urbanisme'), names bare ('Python', 'SAP'). */
const theNames = (names: string[], bare: boolean[]) => names.map((n, i) => (bare[i] ? n : withArticle(n)))
/** Dates of a job still held ('depuis 2021', '2019 – aujourd’hui', '2020 à présent'). */
/** A title naming a placement rather than a post ('Immersion professionnelle', 'Stages BTS', 'Alternance'). */
const ACTIVITY_TITLE = /^(?:immersion|stages?|alternance|apprentissage)\b/i

const isOngoing = (dates: string) =>
  /\b(?:depuis|aujourd|présent|actuel|en cours|ce jour|present|now|current|today|ongoing)/i.test(dates)
const language = (l: Lang) => (l === 'fr' ? 'français' : 'anglais')
/** 'liée aux troubles…', 'liée au tri…', 'liée à la paie', 'liée à l’hygiène': 'à' before an article. */
const linkedTo = (withArticleSaid: string) =>
  `liée ${withArticleSaid
    .replace(/^les\s/, 'aux ')
    .replace(/^le\s/, 'au ')
    .replace(/^(?!aux |au )/, 'à ')}`
const ofAgree = (n: number, one: string, many: string) => agree(n, one, many, 'fr')
/**
 * The number a duration is said with: its months under a year ('6 mois demandés'); years and months
 * are several things ('1 an et 9 mois repérés').
 */
const asCounted = (years: number) => {
  const rest = Math.round((years % 1) * 12)
  return monthsIn(years) ?? (rest !== 0 && rest !== 6 ? Math.max(2, years) : years)
}

/** The post, named by the offer's title, or 'ce poste' when it has none ('le poste de X' / 'ce poste'). */
const THIS_ROLE = 'ce poste'
export const posteDe = (role: string, det: 'le' | 'du' | 'au' | 'ce' | 'Ce' | 'votre') =>
  role === THIS_ROLE
    ? `${det === 'le' ? 'ce' : det === 'du' ? 'de ce' : det === 'au' ? 'à ce' : det} poste`
    : `${det} poste de ${role}`

/** Dates written in English: a month only English names, or 'present'. */
const ENGLISH_DATES =
  /\b(?:january|february|april|june|july|august|september|october|november|december|present|current)\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|dec)\b\.? ?\d/i
/** A placement's title as said after 'en' ('stage BTS', 'immersion professionnelle'); null for a post. */
const placement = (title: string): string | null =>
  ACTIVITY_TITLE.test(title)
    ? lowerFirst(title)
        .replace(/^stages\b/, 'stage')
        .replace(/\s*\([^()]*\)$/, '')
    : null
/** A job's dates in parentheses, lower case unless written in English (' (depuis 2020)'); '' without. */
const datesSaid = (dates: string | null) =>
  dates ? ` (${ENGLISH_DATES.test(dates) ? dates : lowerFirst(dates)})` : ''

export const fr: WriterMessages = {
  list,
  quote,
  thisRole: THIS_ROLE,
  years: (n) => yearsCount(n, 'fr'),

  suggestions: {
    cvLanguage: {
      title: ({ jobLang }) => `Rédigez votre CV en ${language(jobLang)}`,
      description: ({ jobLang, cvLang, terms, role }) =>
        `L'offre est rédigée en ${language(jobLang)} alors que votre CV est en ${language(cvLang)}. Une version dans la langue de l'offre, reprenant ses termes (${
          list(terms) || role
        }), facilitera la lecture par le recruteur et les logiciels de tri.`,
    },
    blocking: {
      title: ({ names }) =>
        `Réglez d’abord ${ofAgree(names.length, 'le prérequis', 'les prérequis')} : ${list(names.slice(0, 2))}`,
      description: ({ names, degree }) => {
        const several = names.length > 1
        return `L’offre exige ${list(names.map(credentialWithArticle))} : sans ${several ? 'ces prérequis' : 'ce prérequis'}, une candidature est en général écartée, quel que soit le reste du CV. ${several ? 'S’ils sont déjà acquis, indiquez-les clairement, avec leur date d’obtention.' : 'S’il est déjà acquis, indiquez-le clairement, avec sa date d’obtention.'} Sinon, c’est la première étape : renseignez-vous sur la formation, sa durée et son financement (CPF, France Travail)${degree ? ', ou sur une VAE pour le diplôme' : ''}.`
      },
    },
    noRequirement: {
      title: 'Collez l’annonce complète',
      description:
        'Le texte collé ne décrit que les conditions du poste (salaire, horaires, lieu, contrat) : aucune compétence à comparer avec votre CV. Ajoutez la partie « Missions » ou « Profil recherché » de l’annonce pour obtenir une analyse qui a du sens.',
    },
    eligibility: {
      title: ({ what }) =>
        what === 'vehicle'
          ? 'Indiquez que vous êtes véhiculé(e)'
          : 'Indiquez votre droit de travailler dans le pays du poste',
      description: ({ label, what }) =>
        what === 'vehicle'
          ? `L’offre demande : « ${label} ». Si c’est votre cas, écrivez-le près de vos coordonnées (« Permis B – véhiculé(e) ») : l’employeur le vérifie pour un poste avec des déplacements, et un CV muet sur ce point peut être écarté.`
          : `L’offre demande : « ${label} ». Si c’est votre cas (nationalité, titre de séjour, statut de résident), écrivez-le en une ligne près de vos coordonnées : l’employeur le vérifie avant tout entretien, et un CV muet sur ce point peut être écarté.`,
    },
    // (common nouns with their article: 'Montrez le port des EPI', 'sur l’urbanisme'; names bare)
    missingMust: {
      title: ({ names, bare }) => `Montrez ${list(theNames(names, bare).slice(0, 2))} dans votre CV`,
      description: ({ names, bare }) =>
        `L'offre demande ${list(theNames(names, bare))}, que votre CV ne mentionne pas. ${names.length > 1 ? 'Si vous les avez pratiqués, ajoutez-les à votre section compétences et illustrez-les' : 'Si vous l’avez pratiqué, ajoutez-le à votre section compétences et illustrez-le'} dans une expérience (contexte, action, résultat). Sinon, une formation en cours ou un projet personnel sur ${theNames(names, bare)[0]} montrera votre démarche.`,
    },
    languageLevel: {
      workingLevel: 'opérationnel',
      title: ({ label }) => `Précisez votre niveau en ${label.toLowerCase()}`,
      notShown: ({ need, label, hasSection }) =>
        `L'offre attend un niveau ${need} en ${label.toLowerCase()} et votre CV n'en parle pas. ${hasSection ? 'Ajoutez-la à votre rubrique Langues' : 'Ajoutez une rubrique Langues'} avec un niveau du CECRL (B2, C1…) ou un score de test (TOEIC, IELTS…).`,
      below: ({ need, label, shown }) =>
        `L'offre attend un niveau ${need} en ${label.toLowerCase()} ; votre CV indique ${shown}. Mettez en avant vos usages concrets de la langue (réunions, documentation, séjours) ou une certification récente.`,
    },
    years: {
      titleNone: 'Montrez une première expérience du métier',
      thisPost: 'ce poste',
      title: 'Rendez votre expérience mesurable',
      noDates: ({ required }) =>
        `L'offre demande ${yearsCount(required, 'fr')} d'expérience, mais votre CV ne donne pas de dates lisibles. Indiquez pour chaque poste le mois et l'année de début et de fin (ex. « janv. 2020 – présent »).`,
      fewer: ({ shown, role, asked }) =>
        `L'offre demande ${asked} ; votre CV en montre environ ${yearsCount(shown, 'fr')} dans ce métier. Valorisez stages, alternance, missions et projets en lien avec ${role}, avec leurs dates.`,
      none: ({ asked, role }) =>
        `L'offre demande ${asked} ; votre CV n'en montre pas encore dans ce métier. Si vous avez fait des stages, des extras, des missions d'intérim ou un projet en lien avec ${role}, ajoutez-les avec leurs dates ; sinon, présentez votre candidature comme une reconversion et mettez en avant ce qui se transfère.`,
    },
    degree: {
      title: 'Précisez votre formation',
      none: ({ need }) =>
        `L'offre mentionne un niveau ${need}. Ajoutez une section Formation avec l'intitulé exact de vos diplômes, l'établissement et l'année.`,
      lower: ({ need }) =>
        `L'offre mentionne un niveau ${need}. Mettez en avant les formations complémentaires, certifications et l'expérience équivalente qui compensent l'écart.`,
    },
    figures: {
      title: 'Chiffrez vos réalisations',
      description: ({ example }) =>
        `Peu de lignes de vos expériences donnent un résultat mesurable.${example ? ` Par exemple, ${quote(example)} :` : ' Sous chaque poste,'} ajoutez un volume, un délai, un pourcentage ou un budget réels pour montrer l'impact.`,
    },
    contact: {
      title: 'Complétez vos coordonnées',
      email: 'adresse e-mail',
      phone: 'numéro de téléphone',
      description: ({ missing, hasLinkedIn }) =>
        `Votre CV ne montre pas de ${list(missing)}. ${missing.length > 1 ? 'Placez-les' : missing[0]?.startsWith('adresse') ? 'Placez-la' : 'Placez-le'} en haut du CV, avec votre ville${hasLinkedIn ? '' : ' et votre profil LinkedIn'}, pour que le recruteur puisse vous joindre.`,
    },
    skillsSection: {
      title: 'Ajoutez une section Compétences',
      description: ({ names }) =>
        `Votre CV n'a pas de rubrique Compétences repérable. Regroupez-y les compétences attendues par l'offre${names.length ? `, en commençant par ${list(names)}` : ''}, pour qu'elles sautent aux yeux en quelques secondes.`,
    },
    summary: {
      title: 'Ajoutez un profil en tête de CV',
      description: ({ role, strengths }) =>
        `Ouvrez votre CV par 2 à 3 lignes qui ${role ? `reprennent l'intitulé ${quote(role)}` : 'disent le poste que vous visez'} et vos atouts les plus proches de l'offre${
          strengths.length ? ` (${list(strengths)})` : ''
        }.`,
      careerChange: ({ role, strengths }) =>
        `Ouvrez votre CV par 2 à 3 lignes qui annoncent votre projet vers le métier de ${midSentence(role)} et ce que vous apportez déjà${
          strengths.length ? ` (${list(strengths)})` : ''
        }, avec la formation ou l’étape que vous engagez pour y arriver.`,
    },
    tooShort: {
      title: 'Étoffez votre CV',
      description: ({ words, role }) =>
        `Votre CV est très court (environ ${words} mots). Décrivez pour chaque expérience 2 à 4 réalisations concrètes en lien avec ${role}.`,
    },
    tooLong: {
      title: 'Resserrez votre CV sur deux pages',
      description: ({ pages, words, role }) =>
        `Votre CV fait ${countOf(pages, 'page', 'pages', 'fr')} (environ ${words} mots). Gardez le détail pour les expériences liées à ${role} et résumez les plus anciennes en une ligne.`,
    },
    missingNice: {
      title: ({ names }) => `Un plus cité par l’offre : ${list(names)}`,
      description: ({ names }) =>
        `L'offre cite ${list(names)} comme un plus. Si vous en avez une pratique, même ponctuelle (projet, formation), mentionnez-la : c'est ce qui départage des profils proches.`,
    },
    linkedIn: {
      title: 'Ajoutez votre profil LinkedIn',
      description: ({ role }) =>
        `Ajoutez l'adresse de votre profil LinkedIn à vos coordonnées et alignez son titre sur ${quote(role)} : les recruteurs le consultent souvent après le CV.`,
    },
    proveSkills: {
      title: ({ names, bare }) => `Prouvez ${list(theNames(names, bare).slice(0, 2))} par l'exemple`,
      description: ({ names, bare }) => {
        const said = theNames(names, bare)
        // (one plural noun is many: 'Les outils bureautiques apparaissent')
        const n = names.length === 1 && /^les\s/.test(said[0] ?? '') ? 2 : names.length
        return `${capitalise(list(said))} ${ofAgree(n, 'apparaît', 'apparaissent')} dans votre CV sans lien avec une expérience précise. Ajoutez sous un poste une ligne qui montre ${ofAgree(n, 'son', 'leur')} usage concret et son résultat.`
      },
    },
    keywords: {
      title: "Reprenez les mots de l'offre",
      description: ({ role, terms }) =>
        `Les recruteurs et les logiciels de tri cherchent les termes exacts de l'offre. ${
          role
            ? `Reprenez l'intitulé ${quote(role)}${terms.length ? ` et les expressions ${list(terms)}` : ''} tels qu'ils y sont écrits.`
            : terms.length
              ? `Reprenez les expressions ${list(terms)} telles qu'elles y sont écrites.`
              : 'Reprenez ses expressions telles qu’elles y sont écrites.'
        }`,
    },
    order: {
      title: 'Mettez le plus pertinent en premier',
      description: ({ role, strengths }) =>
        `Placez en haut de chaque expérience les réalisations les plus proches de ${role}${
          strengths.length ? `, notamment celles qui mobilisent ${list(strengths)}` : ''
        }.`,
    },
    interview: {
      title: 'Préparez vos exemples pour l’entretien',
      description: ({ strengths }) =>
        `Face à des profils proches du vôtre, l'entretien départage : préparez un exemple précis (situation, action, résultat)${
          strengths.length ? ` pour ${list(strengths)}` : ' pour chaque exigence de l’offre'
        }, en vous appuyant sur les questions d'entretien de cette analyse.`,
    },
  },

  questions: {
    // A tool is used; a know-how or a field is a competence one draws on ('vos compétences en petite
    // enfance', never 'utilisé le petite enfance').
    technical: ({ said, tool }) =>
      tool
        ? [
            `Pouvez-vous décrire un cas concret où vous avez utilisé ${withArticle(said)} ?`,
            `Comment avez-vous mis en œuvre ${withArticle(said)} dans vos expériences, et quelles difficultés avez-vous rencontrées ?`,
            `Quelles bonnes pratiques appliquez-vous avec ${withArticle(said)} ?`,
          ]
        : [
            `Pouvez-vous décrire une situation concrète où vous avez mobilisé vos compétences en ${said} ?`,
            `Comment avez-vous développé vos compétences en ${said} dans vos expériences, et quelles difficultés avez-vous rencontrées ?`,
            `Quelles bonnes pratiques appliquez-vous en ${said} ?`,
          ],
    technicalAnswer: ({ said, line, role }) =>
      // (with no CV line to show it, no practice is claimed: the skill is said as one's own)
      line
        ? `J’ai pratiqué ${withArticle(said)} en situation réelle, comme le montre mon CV : ${quote(line)}. C’est cette pratique que je mettrai au service ${posteDe(role, 'du')}.`
        : `${capitalise(withArticle(said))} ${/^les\s/.test(withArticle(said)) ? 'font' : 'fait'} partie des compétences que j’apporte ${posteDe(role, 'au')}.`,
    gap: ({ label, said, credential, plus }) =>
      credential
        ? plus
          ? `L'offre cite ${credentialWithArticle(label)} comme un plus. L’avez-vous, ou comptez-vous vous y préparer ?`
          : `L'offre exige ${credentialWithArticle(label)}. L’avez-vous, ou où en êtes-vous pour l’obtenir ?`
        : `L'offre demande ${withArticle(said)}. Quel est votre niveau sur ce point ?`,
    gapAnswer: ({ label, adjacent, line }) =>
      `Je réponds honnêtement : je n'ai pas encore pratiqué ${label} en situation professionnelle. ${adjacent.length ? `En revanche, mon CV montre ${list(adjacent)}${line ? ` (${quote(line)})` : ''}, ce qui me donne des bases proches. ` : ''}Je propose un plan concret : me former dès maintenant (documentation officielle, formation en ligne), pratiquer sur un petit projet, et demander un point d'étape avec mon responsable après les premières semaines.`,
    languageGap: ({ language, need }) =>
      `L'offre demande un niveau ${need} en ${language}. Où en êtes-vous aujourd’hui ?`,
    languageGapAnswer: ({ language, need, shown, certificates }) =>
      shown
        ? `Mon CV indique un niveau ${shown} en ${language}, en dessous du niveau ${need} demandé, et je préfère le dire clairement. Je peux poursuivre une partie de cet entretien en ${language} pour que vous en jugiez, et je me fixe un objectif précis : une pratique régulière et une certification${certificates ? ` (${certificates})` : ' reconnue'} pour valider le niveau ${need}.`
        : `Mon CV ne précise pas mon niveau en ${language} : je peux vous l’indiquer maintenant et échanger quelques minutes en ${language} pour que vous en jugiez. Je l’ajouterai à mon CV avec un niveau du CECRL.`,
    experience: ({ title, employer, dates, role }) =>
      `Votre CV mentionne votre poste de ${midSentence(title)}${employer ? ` ${atPlace(employer)}` : ''}${dates ? ` (${dates})` : ''}. Que retenez-vous de cette expérience pour ${posteDe(role, 'le')} ?`,
    line: ({ line, role }) =>
      `Votre CV mentionne ${quote(line)}. Que retenez-vous de cette expérience pour ${posteDe(role, 'le')} ?`,
    lineAnswer: ({ line, strengths, role }) =>
      `Concrètement : ${quote(line)}. ${strengths.length ? `C’est là que j’ai pratiqué ${list(strengths.map(withArticle))}, ce que demande aussi ${posteDe(role, 'le')}.` : `C’est une expérience que je relie directement ${posteDe(role, 'au')}.`}`,
    softSkill: (label) => label.toLowerCase(),
    current: ({ title, employer }) => `comme ${midSentence(title)}${employer ? ` ${atPlace(employer)}` : ''}`,
    motivation: ({ role }) => `Pourquoi ${posteDe(role, 'ce')} vous intéresse-t-il ?`,
    motivationAnswer: ({ role, strengths }) =>
      `${posteDe(role, 'Ce')} m’attire parce qu’il rejoint ce que je sais faire${strengths.length ? ` : ${list(strengths)}` : ''}. Les missions de votre offre sont celles où je me sens le plus utile, et je veux continuer à progresser dans ce métier chez vous.`,
    companyKnowledge: 'Que savez-vous de notre entreprise et de notre activité ?',
    companyKnowledgeAnswer: ({ role, asked, strengths }) =>
      `D’après votre offre, vous cherchez pour ${posteDe(role, 'le')} quelqu’un qui maîtrise ${list(asked.map(withArticle)) || 'le métier'}. ${strengths.length ? `Cela rejoint ce que je fais déjà : ${list(strengths)}. ` : ''}Avant de venir, j’ai aussi regardé votre site et vos dernières actualités, pour comprendre vos clients et votre façon de travailler.`,
    addedValue: 'Qu’apporteriez-vous à l’équipe dès les premiers mois ?',
    addedValueAnswer: ({ strengths, line }) =>
      `Dès les premiers mois, j’apporterais ce que mon CV prouve${strengths.length ? ` : ${list(strengths)}` : ''}${line ? `, comme ${quote(line)}` : ''}. Mon plan : comprendre votre façon de travailler, obtenir un premier résultat concret, puis prendre davantage de responsabilités.`,
    practice: ({ n, role }) =>
      `Question d'entraînement ${n} : quel exemple de votre parcours illustre le mieux votre intérêt pour ${role} ?`,
    practiceAnswer: ({ line, role }) =>
      `Un exemple de mon parcours${line ? ` : ${quote(line)}` : ''}. C’est ce qui montre le mieux mon intérêt pour ${posteDe(role, 'le')}.`,
  },

  answers: {
    atEmployer: (employer) => (employer ? atPlace(employer, true) : 'Dans mon poste'),
    onMyOwn: 'À mon compte',
    inPlace: (town) => `À ${town}`,
    // the current job in the present ('où je suis infirmier (depuis 2021)')
    roleClause: ({ title, dates }) =>
      // (the title as said: inclusive endings dropped, 'Payroll Officer' → 'payroll officer', acronyms kept)
      // (dates an English CV writes keep their capitals: 'January 2022 – August 2026')
      // (a placement, not a post, is where one was: 'où j’étais en immersion professionnelle', 'en
      // stage BTS', not 'où j’étais immersion professionnelle')
      `${dates && isOngoing(dates) ? 'où je suis' : 'où j’étais'} ${
        placement(title) ? `en ${placement(title)}` : spokenRole(title, 'fr')
      }${datesSaid(dates)}`,
    // ('En tant que préparateur de commandes (depuis 2020)', 'En stage BTS (2019)': not 'Dans mon
    // poste, où je suis …')
    asRole: ({ title, dates }) =>
      `${placement(title) ? `En ${placement(title)}` : `En tant que ${spokenRole(title, 'fr')}`}${datesSaid(dates)}`,
    mission: (bullet) => `parmi mes missions : ${lowerFirst(bullet)}`,
    missionAgain: (bullet, variant = 0) =>
      `${variant % 2 ? 'Parmi mes autres missions' : 'Autre mission'} : ${lowerFirst(bullet)}`,
    inCvWords: (bullet) => `mon CV, rédigé en anglais, le décrit ainsi : ${quote(bullet)}`,
    inCvWordsAgain: (bullet) => `Autre mission, dans les mots de mon CV : ${quote(bullet)}`,
    skillInPractice: ({ story, said, role }) =>
      `${story} C’est cette pratique de ${said} que je mets au service ${posteDe(role, 'du')}.`,
    skillListed: ({ said, line, story }) => {
      const named = withArticle(said)
      return `${capitalise(named)} ${/^les\s/.test(named) ? 'font' : 'fait'} partie de mes compétences, mon CV le dit : « ${line} ». ${story}`
    },
    gap: ({ label, said, closest, mastered, credential, knowledge }) =>
      `${credential ? `Je n’ai pas encore ${credentialWithArticle(label)}` : knowledge ? `Je n’ai pas encore d’expérience professionnelle ${linkedTo(withArticle(said))}` : `Je n’ai pas encore pratiqué ${withArticle(said)} en poste`}, et je préfère le dire clairement.${closest ? ` L’expérience la plus proche dans mon parcours : ${closest}` : ''}${mastered.length ? ` Ce que je maîtrise déjà pour ce poste : ${list(mastered)}.` : ''}`,
    experience: ({ story, skills, role }) =>
      `${story}${skills.length ? ` J’y ai pratiqué ${list(skills.map(withArticle))}, ce que demande aussi ${posteDe(role, 'votre')}.` : ''}`,
    careerChange: ({ role, strengths, story }) =>
      `Je veux m’orienter vers ${role === THIS_ROLE ? 'ce métier' : `le métier de ${role}`}${strengths.length ? `, où je peux déjà m’appuyer sur ${list(strengths.map(withArticle))}` : ''}. Mon parcours jusqu’ici : ${story} Je veux mettre cette expérience au service d’un nouveau métier, en apprenant ce qui me manque encore.`,
    continuing: ({ role, years, strengths, story }) =>
      `${posteDe(role, 'Ce')} prolonge ce que je fais${years ? ` depuis ${years}` : ''}${strengths.length ? ` : ${list(strengths)}` : ''}. ${story} C’est ce travail que je veux poursuivre chez vous.`,
    checkedFallback:
      'Je m’appuie sur ce que mon CV montre pour ce poste, et je dis franchement ce que je n’ai pas encore pratiqué.',
  },

  keyPoints: {
    skillsFound: ({ found, total }) =>
      `${countOf(found, 'compétence', 'compétences', 'fr')} sur ${total} ${ofAgree(total, 'demandée', 'demandées')} ${ofAgree(found, 'retrouvée', 'retrouvées')} dans le CV`,
    noRequirement:
      'L’offre ne décrit aucune compétence, qualification ni expérience, seulement ses conditions : le score ne peut pas mesurer l’adéquation',
    mustMissing: ({ names }) => `Exigences non couvertes : ${list(names)}`,
    experience: ({ shown, required }) =>
      shown === null
        ? `Expérience : aucune durée repérée pour ${yearsCount(required, 'fr')} ${ofAgree(asCounted(required), 'demandé', 'demandés')}`
        : `Expérience dans le métier : ${yearsCount(shown, 'fr')} ${ofAgree(asCounted(shown), 'repéré', 'repérés')} pour ${required < 1 ? yearsCount(required, 'fr') : required} ${ofAgree(asCounted(required), 'demandé', 'demandés')}`,
    degree: ({ required, shown }) =>
      `Diplôme : ${required} demandé, ${shown ? `${shown} indiqué` : 'non repéré dans le CV'}`,
    languagesDiffer: 'Le CV et l’offre ne sont pas rédigés dans la même langue',
  },
}
