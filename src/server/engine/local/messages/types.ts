/**
 * The words of the local engine's writer, one catalogue per language (fr.ts, en.ts) typed by this
 * shape, so that the compiler finds a message missing in one language. The writer (content.ts,
 * writer-facts.ts, answer-check.ts) decides what to say, in which order and checked against the
 * facts; a catalogue only says it. Every message is a function of named slots: the catalogue owns the
 * language's grammar (elision, agreement, lists, quotes, capitals mid-sentence) through grammar.ts.
 */
import type { Lang } from '../parse.ts'

type Text = string
/** Names as said mid-sentence, unless a message says labels. */
type Names = string[]

export type WriterMessages = {
  /** 'A, B et C' / 'A, B and C'. */
  list(items: string[]): Text
  /** '« X »' / '"X"'. */
  quote(text: string): Text
  /** The offer's title when it has none: 'ce poste' / 'this role'. */
  thisRole: Text
  /** '7,5 ans' / '7.5 years'. */
  years(n: number): Text

  suggestions: {
    cvLanguage: {
      title(s: { jobLang: Lang }): Text
      description(s: { jobLang: Lang; cvLang: Lang; terms: Names; role: string }): Text
    }
    blocking: {
      title(s: { names: Names }): Text
      description(s: { names: Names; degree: boolean }): Text
    }
    /** The offer lists no requirement, only its conditions: paste the part that says what it asks. */
    noRequirement: { title: Text; description: Text }
    /** What the offer asks and a CV may leave unsaid: the right to work, one's own vehicle. */
    eligibility: {
      title(s: { what: 'work' | 'vehicle' }): Text
      description(s: { label: string; what: 'work' | 'vehicle' }): Text
    }
    /** `bare`: which names are said without an article (a tool, a credential, a mission's verb). */
    missingMust: {
      title(s: { names: Names; bare: boolean[] }): Text
      description(s: { names: Names; bare: boolean[] }): Text
    }
    languageLevel: {
      /** The level asked for when the offer states none. */
      workingLevel: Text
      title(s: { label: string }): Text
      notShown(s: { need: string; label: string; hasSection: boolean }): Text
      below(s: { need: string; label: string; shown: string }): Text
    }
    years: {
      title: Text
      noDates(s: { required: number }): Text
      /** `asked`: the offer's own clause ('1 an d'expérience en service en salle'), else its figure. */
      fewer(s: { required: number; shown: number; role: string; asked: string }): Text
      /** The title when the CV shows no years in the trade yet. */
      titleNone: Text
      /** The job when the offer names none ('ce poste'). */
      thisPost: Text
      /** The CV shows no years in the offer's trade yet. */
      none(s: { asked: string; role: string }): Text
    }
    degree: {
      title: Text
      none(s: { need: string }): Text
      lower(s: { need: string }): Text
    }
    figures: { title: Text; description(s: { example: string | null }): Text }
    contact: {
      title: Text
      email: Text
      phone: Text
      description(s: { missing: Names; hasLinkedIn: boolean }): Text
    }
    skillsSection: { title: Text; description(s: { names: Names }): Text }
    summary: {
      title: Text
      /** `role`: the offer's title, null when it names none (never 'ce poste' quoted as a title). */
      description(s: { role: string | null; strengths: Names }): Text
      /** For a career change: the move announced, the offer's title never worn as if held. */
      careerChange(s: { role: string; strengths: Names }): Text
    }
    tooShort: { title: Text; description(s: { words: number; role: string }): Text }
    tooLong: { title: Text; description(s: { pages: number; words: number; role: string }): Text }
    missingNice: { title(s: { names: Names }): Text; description(s: { names: Names }): Text }
    linkedIn: { title: Text; description(s: { role: string }): Text }
    /** `bare` as for missingMust: names said without an article. */
    proveSkills: {
      title(s: { names: Names; bare: boolean[] }): Text
      description(s: { names: Names; bare: boolean[] }): Text
    }
    keywords: { title: Text; description(s: { role: string | null; terms: Names }): Text }
    order: { title: Text; description(s: { role: string; strengths: Names }): Text }
    interview: { title: Text; description(s: { strengths: Names }): Text }
  }

  questions: {
    /** Three wordings of the question on a matched skill. */
    /** `said`: the label as said mid-sentence ('comptabilité', but 'Python', 'Excel'). */
    /** `tool`: a tool one uses; otherwise a know-how or a field one has skills in ('petite enfance'). */
    technical(s: { label: string; said: string; tool?: boolean }): [Text, Text, Text]
    technicalAnswer(s: { label: string; said: string; line?: string; role: string }): Text
    /** `credential`: a licence, title or degree one holds or not, never 'practised'. */
    /** `plus`: a credential the offer names as a plus, not a condition. */
    gap(s: { label: string; said: string; credential?: boolean; plus?: boolean }): Text
    gapAnswer(s: { label: string; adjacent: Names; line?: string }): Text
    /** A language the offer asks at a level the CV does not show (`shown`: the level it states). */
    languageGap(s: { language: string; need: string }): Text
    languageGapAnswer(s: { language: string; need: string; shown?: string; certificates?: string }): Text
    experience(s: { title: string; employer: string | null; dates: string | null; role: string }): Text
    line(s: { line: string; role: string }): Text
    lineAnswer(s: { line: string; strengths: Names; role: string }): Text
    /** The softSkill bank question's {skill}. */
    softSkill(label: string): Text
    /** The bank's {current} slot: 'comme infirmière chez CHU' / 'as Nurse at CHU'. */
    current(s: { title: string; employer: string | null }): Text
    motivation(s: { role: string }): Text
    motivationAnswer(s: { role: string; strengths: Names }): Text
    companyKnowledge: Text
    companyKnowledgeAnswer(s: { role: string; asked: Names; strengths: Names }): Text
    addedValue: Text
    addedValueAnswer(s: { strengths: Names; line?: string }): Text
    practice(s: { n: number; role: string }): Text
    practiceAnswer(s: { line?: string; role: string }): Text
  }

  /** Model answers built from the CV's facts (content.ts groundedAnswers). */
  answers: {
    /** 'Chez X' / 'At X'; without employer, 'Dans mon poste' / 'In my role'. */
    atEmployer(employer: string | null): Text
    /** A job on one's own account: 'À mon compte' / 'Self-employed'. */
    onMyOwn: Text
    /** A job the CV places by its town only: 'À Avrillé' / 'In Avrillé'. */
    inPlace(town: string): Text
    /** 'où j’étais infirmière (2018 – 2024)' / 'as Nurse (2018 – 2024)'. */
    roleClause(s: { title: string; dates: string | null }): Text
    /**
     * A job whose employer the CV does not name, said by its role alone: 'En tant que préparateur de
     * commandes (depuis 2020)' / 'As Warehouse operative (2020 – 2025)'.
     */
    asRole(s: { title: string; dates: string | null }): Text
    /** A bullet that is no action, said whole as one of the role's missions. */
    mission(bullet: string): Text
    /** A second such bullet in the same answer: 'Autre mission : …' / 'Also part of my work: …'. */
    /** `variant` 0 or 1: two wordings, so that answers do not all repeat one opening. */
    missionAgain(bullet: string, variant?: number): Text
    /** A bullet written in the CV's other language, quoted as it is: 'mon CV le décrit ainsi : « … »'. */
    inCvWords(bullet: string): Text
    /** A second one in the same answer. */
    inCvWordsAgain(bullet: string): Text
    skillInPractice(s: { story: string; label: string; said: string; role: string }): Text
    skillListed(s: { label: string; said: string; line: string; story: string }): Text
    /** `knowledge`: a field the offer asks one to know ('Connaissance des troubles du neurodéveloppement'), not a practice. */
    gap(s: {
      label: string
      said: string
      closest?: string
      mastered: Names
      credential?: boolean
      knowledge?: boolean
    }): Text
    experience(s: { story: string; skills: Names; role: string }): Text
    careerChange(s: { role: string; strengths: Names; story: string }): Text
    continuing(s: { role: string; years?: string; strengths: Names; story: string }): Text
    /** When the check against the lists leaves nothing of an answer (answer-check.ts). */
    checkedFallback: Text
  }

  keyPoints: {
    skillsFound(s: { found: number; total: number }): Text
    /** The offer lists no skill, qualification or experience, only its conditions. */
    noRequirement: Text
    mustMissing(s: { names: Names }): Text
    experience(s: { shown: number | null; required: number }): Text
    degree(s: { required: string; shown: string | null }): Text
    languagesDiffer: Text
  }
}
