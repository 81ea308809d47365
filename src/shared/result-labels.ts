/**
 * The labels an analysis result shows wherever it is shown — the web's result screen and the PDF
 * report: section titles, score bands, suggestion priorities and categories, question kinds and
 * difficulties. One catalogue, so the report and the screen never name a thing differently.
 * Plain data (no React, no Node): the web's analysis messages spread it into their catalogue
 * (src/web/features/analysis/messages.ts), the report reads it by language
 * (src/server/modules/reports/render-report.ts).
 */
import type { Lang, ScoreBand } from './format.ts'
import type { InterviewQuestion, Suggestion } from './schemas/analysis.ts'

const fr = {
  scoreTitle: 'Score de compatibilité',
  bandExcellent: 'Excellent',
  bandGood: 'Bon',
  bandAverage: 'Moyen',
  bandPoor: 'À améliorer',
  skillsTitle: 'Compétences',
  matched: 'Compétences correspondantes',
  missing: 'Compétences manquantes',
  suggestionsTitle: 'Suggestions d’amélioration',
  priorityHigh: 'Priorité haute',
  priorityMedium: 'Priorité moyenne',
  priorityLow: 'Priorité basse',
  categoryContent: 'Contenu',
  categorySkills: 'Compétences',
  categoryFormat: 'Mise en forme',
  categoryLanguage: 'Langue',
  categoryOther: 'Autre',
  fileLabel: 'CV analysé',
  interviewTitle: 'Préparation à l’entretien',
  difficultyEasy: 'Facile',
  difficultyMedium: 'Moyenne',
  difficultyHard: 'Difficile',
  qCategoryTechnical: 'Technique',
  qCategoryBehavioral: 'Comportementale',
  qCategoryExperience: 'Expérience',
  qCategoryCompany: 'Entreprise',
} as const

export type ResultLabelKey = keyof typeof fr

export const RESULT_LABELS: Record<Lang, Record<ResultLabelKey, string>> = {
  fr,
  en: {
    scoreTitle: 'Compatibility score',
    bandExcellent: 'Excellent',
    bandGood: 'Good',
    bandAverage: 'Average',
    bandPoor: 'Needs work',
    skillsTitle: 'Skills',
    matched: 'Matching skills',
    missing: 'Missing skills',
    suggestionsTitle: 'Suggestions for improvement',
    priorityHigh: 'High priority',
    priorityMedium: 'Medium priority',
    priorityLow: 'Low priority',
    categoryContent: 'Content',
    categorySkills: 'Skills',
    categoryFormat: 'Layout',
    categoryLanguage: 'Language',
    categoryOther: 'Other',
    fileLabel: 'CV analysed',
    interviewTitle: 'Interview preparation',
    difficultyEasy: 'Easy',
    difficultyMedium: 'Medium',
    difficultyHard: 'Hard',
    qCategoryTechnical: 'Technical',
    qCategoryBehavioral: 'Behavioural',
    qCategoryExperience: 'Experience',
    qCategoryCompany: 'Company',
  },
}

/** The label of each score band (80/60/40: `scoreBand()` of ./format.ts). */
export const BAND_LABEL_KEY = {
  excellent: 'bandExcellent',
  good: 'bandGood',
  average: 'bandAverage',
  poor: 'bandPoor',
} as const satisfies Record<ScoreBand, ResultLabelKey>

export const PRIORITY_LABEL_KEY = {
  high: 'priorityHigh',
  medium: 'priorityMedium',
  low: 'priorityLow',
} as const satisfies Record<Suggestion['priority'], ResultLabelKey>

export const SUGGESTION_CATEGORY_LABEL_KEY = {
  content: 'categoryContent',
  skills: 'categorySkills',
  format: 'categoryFormat',
  language: 'categoryLanguage',
  other: 'categoryOther',
} as const satisfies Record<Suggestion['category'], ResultLabelKey>

export const DIFFICULTY_LABEL_KEY = {
  easy: 'difficultyEasy',
  medium: 'difficultyMedium',
  hard: 'difficultyHard',
} as const satisfies Record<InterviewQuestion['difficulty'], ResultLabelKey>

export const QUESTION_CATEGORY_LABEL_KEY = {
  technical: 'qCategoryTechnical',
  behavioral: 'qCategoryBehavioral',
  experience: 'qCategoryExperience',
  company: 'qCategoryCompany',
} as const satisfies Record<InterviewQuestion['category'], ResultLabelKey>
