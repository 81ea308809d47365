/** The writer's English words (types.ts). */
import { agree, capitalise, countOf, isPlaceName, lowerFirst, yearsCount } from '../grammar.ts'
import type { Lang } from '../parse.ts'
import type { WriterMessages } from './types.ts'

const list = (xs: string[]) => {
  if (xs.length <= 1) return xs.join('')
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`
}
const quote = (s: string) => `"${s}"`
/** A title naming a placement rather than a post ('Work-experience placement', 'Internship'). */
const PLACEMENT_TITLE = /^(?:work[- ]experience placement|work placement|placement|internship)\b/i
/** 'as Nurse (2018 – 2024)', 'on a work-experience placement (September 2026)'. */
const asWhat = (title: string, dates: string | null) =>
  `${PLACEMENT_TITLE.test(title) ? `on ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${lowerFirst(title.replace(/\s*\([^()]*\)$/, ''))}` : `as ${title}`}${dates ? ` (${dates})` : ''}`
/** The offer's post, named by its title, or 'this role' when it has none ('the Bricklayer role'). */
const THIS_ROLE = 'this role'
export const roleNamed = (role: string, det: 'the' | 'your' | 'This' | 'this', noun = 'role') =>
  role === THIS_ROLE ? `${det === 'the' ? 'this' : det} ${noun}` : `${det} ${role} ${noun}`
/** A skill said as an activity ('registering buyers', 'bookkeeping'), not as a tool. */
const isActivity = (said: string) => /^\w+ing\b/.test(said)
const language = (l: Lang) => (l === 'fr' ? 'French' : 'English')
const ofAgree = (n: number, one: string, many: string) => agree(n, one, many, 'en')

export const en: WriterMessages = {
  list,
  quote,
  thisRole: THIS_ROLE,
  years: (n) => yearsCount(n, 'en'),

  suggestions: {
    cvLanguage: {
      title: ({ jobLang }) => `Write your CV in ${language(jobLang)}`,
      description: ({ jobLang, cvLang, terms, role }) =>
        `The job description is in ${language(jobLang)} but your CV is in ${language(cvLang)}. A version in the job's language, using its terms (${
          list(terms) || role
        }), is easier for recruiters and screening software to read.`,
    },
    blocking: {
      title: ({ names }) =>
        `Settle the ${ofAgree(names.length, 'prerequisite', 'prerequisites')} first: ${list(names.slice(0, 2))}`,
      description: ({ names, degree }) => {
        const several = names.length > 1
        return `The job requires ${list(names)}: without ${several ? 'them' : 'it'}, an application is usually turned down whatever else the CV shows. If you already hold ${several ? 'them, write them' : 'it, write it'} out in full, with when you obtained ${several ? 'them' : 'it'} and how long ${several ? 'they are' : 'it is'} valid. If not, that is the first step: look up the training, its length and its funding${degree ? ', or a recognition of prior experience for the degree' : ''}.`
      },
    },
    noRequirement: {
      title: 'Paste the whole job description',
      description:
        "The text you pasted only states the job's conditions (pay, hours, place, contract): there is no skill to compare with your CV. Add the 'What you'll do' or 'Requirements' part of the ad for an analysis that means something.",
    },
    eligibility: {
      title: ({ what }) =>
        what === 'vehicle' ? 'Say you have your own vehicle' : 'State your right to work',
      description: ({ label, what }) =>
        what === 'vehicle'
          ? `The job asks for “${label}”. If you have one, say so near your contact details (“Full driving licence, own car”): employers check it for a role with travel, and a CV that is silent on it may be set aside.`
          : `The job asks for “${label}”. If you have it (citizenship, settled or pre-settled status, a visa), say so in one line near your contact details: employers check it before any interview, and a CV that is silent on it may be set aside.`,
    },
    missingMust: {
      title: ({ names }) => `Show ${list(names.slice(0, 2))} in your CV`,
      description: ({ names }) =>
        `The job asks for ${list(names)}, which your CV does not mention. ${names.length > 1 ? 'If you have used them, add them to your skills section and show them' : 'If you have used it, add it to your skills section and show it'} in an experience (context, action, result). Otherwise, a course in progress or a personal project on ${names[0]} shows your initiative.`,
    },
    languageLevel: {
      workingLevel: 'a working level',
      title: ({ label }) => `State your ${label} level`,
      notShown: ({ need, label, hasSection }) =>
        `The job expects ${need} in ${label} and your CV does not mention it. ${hasSection ? 'Add it to your Languages section' : 'Add a Languages section'} with a CEFR level (B2, C1…) or a test score (TOEIC, IELTS…).`,
      below: ({ need, label, shown }) =>
        `The job expects ${need} in ${label}; your CV shows ${shown}. Highlight how you actually use the language (meetings, documentation, stays abroad) or a recent certificate.`,
    },
    years: {
      titleNone: 'Show a first experience of the trade',
      thisPost: 'this role',
      title: 'Make your experience measurable',
      noDates: ({ required }) =>
        `The job asks for ${yearsCount(required, 'en')} of experience but your CV shows no readable dates. Give each position its start and end month and year (e.g. "Jan 2020 – present").`,
      fewer: ({ shown, role, asked }) =>
        `The job asks for ${asked}; your CV shows about ${yearsCount(shown, 'en')} in this line of work. Include internships, work-study, freelance work and projects related to ${role}, with their dates.`,
      none: ({ asked, role }) =>
        `The job asks for ${asked}; your CV shows none in this line of work yet. If you have done internships, temp or freelance work or a project related to ${role}, add them with their dates; otherwise present your application as a career change and show what carries over.`,
    },
    degree: {
      title: 'Detail your education',
      none: ({ need }) =>
        `The job asks for education at ${need}. Add an Education section with the exact title of your degrees, the school and the year.`,
      lower: ({ need }) =>
        `The job asks for education at ${need}. Highlight further training, certificates and equivalent experience that make up for the difference.`,
    },
    figures: {
      title: 'Quantify your achievements',
      description: ({ example }) =>
        `Few of your experience lines give a measurable result.${example ? ` For example, ${quote(example)}:` : ' Under each position,'} add a real volume, time frame, percentage or budget to show the impact.`,
    },
    contact: {
      title: 'Complete your contact details',
      email: 'e-mail address',
      phone: 'phone number',
      description: ({ missing, hasLinkedIn }) =>
        `Your CV shows no ${list(missing)}. Put ${missing.length > 1 ? 'them' : 'it'} at the top, with your city${hasLinkedIn ? '' : ' and your LinkedIn profile'}, so the recruiter can reach you.`,
    },
    skillsSection: {
      title: 'Add a Skills section',
      description: ({ names }) =>
        `Your CV has no recognisable Skills section. Group the skills the job asks for there${names.length ? `, starting with ${list(names)}` : ''}, so they stand out in seconds.`,
    },
    summary: {
      title: 'Add a profile summary',
      description: ({ role, strengths }) =>
        `Open your CV with 2–3 lines that ${role ? `use the title ${quote(role)}` : 'name the post you are aiming for'} and your strengths closest to the job${
          strengths.length ? ` (${list(strengths)})` : ''
        }.`,
      careerChange: ({ role, strengths }) =>
        `Open your CV with 2–3 lines that state your move towards ${roleNamed(role, 'the')} and what you already bring${
          strengths.length ? ` (${list(strengths)})` : ''
        }, with the training or step you are taking to get there.`,
    },
    tooShort: {
      title: 'Flesh out your CV',
      description: ({ words, role }) =>
        `Your CV is very short (about ${words} words). Describe 2–4 concrete achievements per position related to ${role}.`,
    },
    tooLong: {
      title: 'Tighten your CV to two pages',
      description: ({ pages, words, role }) =>
        `Your CV runs to ${countOf(pages, 'page', 'pages', 'en')} (about ${words} words). Keep details for experience related to ${role} and reduce older positions to one line.`,
    },
    missingNice: {
      title: ({ names }) => `Assets to highlight: ${list(names)}`,
      description: ({ names }) =>
        `The job lists ${list(names)} as a plus. If you have any practice of them, even occasional (project, course), mention it: that is what separates similar profiles.`,
    },
    linkedIn: {
      title: 'Add your LinkedIn profile',
      description: ({ role }) =>
        `Add your LinkedIn URL to your contact details and align its headline with ${quote(role)}: recruiters often check it after the CV.`,
    },
    proveSkills: {
      title: ({ names }) => `Prove ${list(names.slice(0, 2))} with examples`,
      description: ({ names }) =>
        `${capitalise(list(names))} ${ofAgree(names.length, 'appears', 'appear')} in your CV without being tied to a position. Add a line under a job showing how you used ${ofAgree(names.length, 'it', 'them')} and the result.`,
    },
    keywords: {
      title: "Use the job's own words",
      description: ({ role, terms }) =>
        `Recruiters and screening software look for the job's exact terms. ${
          role
            ? `Use the title ${quote(role)}${terms.length ? ` and the phrases ${list(terms)}` : ''} as written.`
            : terms.length
              ? `Use the phrases ${list(terms)} as written.`
              : 'Use its phrases as written.'
        }`,
    },
    order: {
      title: 'Lead with what matters most',
      description: ({ role, strengths }) =>
        `Put the achievements closest to ${role} at the top of each position${
          strengths.length ? `, especially those using ${list(strengths)}` : ''
        }.`,
    },
    interview: {
      title: 'Prepare your examples for the interview',
      description: ({ strengths }) =>
        `Against profiles close to yours, the interview decides: prepare a precise example (situation, action, result)${
          strengths.length ? ` for ${list(strengths)}` : ' for each of the offer’s requirements'
        }, using the interview questions of this analysis.`,
    },
  },

  questions: {
    technical: ({ said, tool }) =>
      tool
        ? [
            `Can you describe a concrete case where you used ${said}?`,
            `How have you applied ${said} in your work, and what difficulties did you meet?`,
            `What good practices do you follow with ${said}?`,
          ]
        : [
            `Can you describe a concrete situation where you drew on your skills in ${said}?`,
            `How have you built your skills in ${said}, and what difficulties did you meet?`,
            `What good practices do you follow in ${said}?`,
          ],
    technicalAnswer: ({ said, line, role }) =>
      line
        ? `I have used ${said} in real work, as my CV shows: ${quote(line)}. That is the practice I will bring to ${roleNamed(role, 'the')}.`
        : `${capitalise(said)} is one of the skills I bring to ${roleNamed(role, 'the')}.`,
    gap: ({ label, credential, plus }) =>
      credential
        ? plus
          ? `The job lists ${label} as a plus. Do you hold it, or do you plan to work towards it?`
          : `The job requires ${label}. Do you hold it, or where are you in getting it?`
        : `The job asks for ${label}. What is your level in it?`,
    gapAnswer: ({ label, adjacent, line }) =>
      `I answer honestly: I have not used ${label} professionally yet. ${adjacent.length ? `My CV does show ${list(adjacent)}${line ? ` (${quote(line)})` : ''}, which gives me related foundations. ` : ''}I offer a concrete plan: start learning now (official documentation, an online course), practise on a small project, and review progress with my manager after the first weeks.`,
    languageGap: ({ language, need }) => `The job asks for ${language} at ${need}. Where are you today?`,
    languageGapAnswer: ({ language, need, shown, certificates }) =>
      shown
        ? `My CV states ${shown} in ${language}, below the level asked (${need}), and I would rather say so plainly. I am happy to hold part of this interview in ${language} so you can judge for yourself, and I have a clear goal: regular practice and a ${certificates ? `certificate (such as ${certificates.split(', ')[0]})` : 'recognised certificate'} to confirm ${need}.`
        : `My CV does not state my ${language} level: I can tell you now and speak ${language} for a few minutes so you can judge. I will add it to my CV with a CEFR level.`,
    experience: ({ title, employer, dates, role }) =>
      `Your CV mentions your role as ${title}${employer ? ` at ${employer}` : ''}${dates ? ` (${dates})` : ''}. What do you take from this experience for ${roleNamed(role, 'the')}?`,
    line: ({ line, role }) =>
      `Your CV mentions ${quote(line)}. What do you take from this experience for ${roleNamed(role, 'the')}?`,
    lineAnswer: ({ line, strengths, role }) =>
      `In practice: ${quote(line)}. ${strengths.length ? `That is where I used ${list(strengths)}, which ${roleNamed(role, 'the')} also asks for.` : `It is experience I link directly to ${roleNamed(role, 'the')}.`}`,
    softSkill: (label) => label,
    current: ({ title, employer }) => `as ${title}${employer ? ` at ${employer}` : ''}`,
    motivation: ({ role }) => `Why are you interested in ${roleNamed(role, 'this', 'position')}?`,
    motivationAnswer: ({ role, strengths }) =>
      `${roleNamed(role, 'This')} appeals to me because it matches what I can do${strengths.length ? `: ${list(strengths)}` : ''}. The duties in your job ad are the ones where I am most useful, and I want to keep growing in this line of work with you.`,
    companyKnowledge: 'What do you know about our company and our business?',
    companyKnowledgeAnswer: ({ role, asked, strengths }) =>
      `From your job ad, for ${roleNamed(role, 'the')} you are looking for someone who can handle ${list(asked) || 'the job'}. ${strengths.length ? `That matches what I already do: ${list(strengths)}. ` : ''}Before coming, I also looked at your website and latest news, to understand your customers and how you work.`,
    addedValue: 'What would you bring to the team in your first months?',
    addedValueAnswer: ({ strengths, line }) =>
      `In my first months I would bring what my CV proves${strengths.length ? `: ${list(strengths)}` : ''}${line ? `, such as ${quote(line)}` : ''}. My plan: learn how you work, deliver a first concrete result, then take on more responsibility.`,
    practice: ({ n, role }) =>
      `Practice question ${n}: which example from your background best shows your interest in ${role}?`,
    practiceAnswer: ({ line, role }) =>
      `An example from my background${line ? `: ${quote(line)}` : ''}. That is what best shows my interest in ${roleNamed(role, 'the')}.`,
  },

  answers: {
    atEmployer: (employer) =>
      employer ? `${isPlaceName(employer) ? 'In' : 'At'} ${employer}` : 'In my role',
    onMyOwn: 'Self-employed',
    inPlace: (town) => `In ${town}`,
    // (a placement, not a post: 'on a work-experience placement', not 'as Work-experience placement')
    roleClause: ({ title, dates }) => asWhat(title, dates),
    asRole: ({ title, dates }) => capitalise(asWhat(title, dates)),
    mission: (bullet) => `my work included ${lowerFirst(bullet)}`,
    missionAgain: (bullet, variant = 0) =>
      `${variant % 2 ? 'My work also included' : 'Also part of my work'}: ${lowerFirst(bullet)}`,
    inCvWords: (bullet) => `my CV, written in French, puts it this way: ${quote(bullet)}`,
    inCvWordsAgain: (bullet) => `Another task, in my CV's words: ${quote(bullet)}`,
    skillInPractice: ({ story, said, role }) =>
      `${story} ${isActivity(said) ? `That is the hands-on experience of ${said} I bring` : `That is the hands-on ${said} experience I bring`} to ${roleNamed(role, 'the')}.`,
    skillListed: ({ label, line, story }) =>
      `${label} is one of my skills, as my CV says: "${line}". ${story}`,
    gap: ({ label, said, closest, mastered, credential, knowledge }) =>
      `${credential ? `I do not hold ${label} yet` : knowledge || isActivity(said) ? `I have no hands-on experience of ${knowledge ? label : said} in a job yet` : `I have not used ${said} in a job yet`}, and I would rather say so plainly.${closest ? ` The closest experience in my background: ${closest}` : ''}${mastered.length ? ` What I already master for this role: ${list(mastered)}.` : ''}`,
    experience: ({ story, skills, role }) =>
      `${story}${skills.length ? ` There I used ${list(skills)}, which ${roleNamed(role, 'your')} also asks for.` : ''}`,
    careerChange: ({ role, strengths, story }) =>
      `I want to move into ${roleNamed(role, 'the', 'line of work')}${strengths.length ? `, where I can already build on ${list(strengths)}` : ''}. My background so far: ${story} I want to bring that experience to a new job, learning what I still lack.`,
    continuing: ({ role, years, strengths, story }) =>
      `${roleNamed(role, 'This')} continues what I have been doing${years ? ` for ${years}` : ''}${strengths.length ? `: ${list(strengths)}` : ''}. ${story} That is the work I want to carry on with you.`,
    checkedFallback: 'I build on what my CV shows for this role, and I say plainly what I have not done yet.',
  },

  keyPoints: {
    noRequirement:
      'The job description lists no skill, qualification or experience, only its conditions: the score cannot measure the fit',
    skillsFound: ({ found, total }) =>
      `${found} of ${countOf(total, 'required skill', 'required skills', 'en')} found in the CV`,
    mustMissing: ({ names }) => `Unmet must-haves: ${list(names)}`,
    experience: ({ shown, required }) =>
      shown === null
        ? `Experience: no length found for ${yearsCount(required, 'en')} required`
        : `Experience in the trade: ${yearsCount(shown, 'en')} found for ${required < 1 ? yearsCount(required, 'en') : required} required`,
    degree: ({ required, shown }) =>
      `Degree: ${required} required, ${shown ? `${shown} shown` : 'not found in the CV'}`,
    languagesDiffer: 'The CV and the job description are in different languages',
  },
}
