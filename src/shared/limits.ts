/** Business limits of the specification (§5, §9), defined once. */
export const MAX_CV_BYTES = 5 * 1024 * 1024
export const ACCEPTED_CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const
export type CvExtension = (typeof ACCEPTED_CV_EXTENSIONS)[number]
export const ACCEPT_ATTRIBUTE = '.pdf,.doc,.docx'
export const MAX_JOB_DESCRIPTION_CHARS = 1000
/** Characters of the CV's first two pages given to a model (decision 6). */
export const DEFAULT_MODEL_CV_BUDGET = 8000
export const SUGGESTIONS_COUNT = 3
/** Free users (no active subscription): analyses in total and what they see. */
export const FREE_ANALYSES_TOTAL = 3
export const FREE_QUESTIONS_PER_ANALYSIS = 3
export const FREE_VISIBLE_SUGGESTIONS = 2
export const FREE_VISIBLE_QUESTIONS = 3
export const MAX_QUESTIONS_PER_ANALYSIS = 20
export const COOLDOWN_SECONDS = 60
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254
export const ANALYSIS_STAGES = [1, 2, 3, 4, 5, 6] as const
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number]
