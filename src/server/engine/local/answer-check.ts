/**
 * The last check before a result leaves the engine (issue 10 §1): an answer never denies an item the
 * result lists as matched, nor claims one it lists as missing. A sentence that does is left out; an
 * answer left empty says plainly what the lists say.
 */
import type { AnalysisResult, InterviewQuestion } from '../../../shared/schemas/analysis.ts'
import { messagesFor } from './messages/catalogue.ts'
import { lowerPlain } from './text.ts'

const DENIAL = /(pas encore pratique|jamais pratique|have not used|never used)\s+(.+)$/
const CLAIM = /(ce que je maitrise deja|mon cv (le )?montre|what i already master|my cv (does )?show)/

/** Whether a text (lower case, no accents) names a label as whole words. */
export const has = (sentence: string, label: string) => {
  const l = lowerPlain(label).trim()
  return (
    l.length >= 2 &&
    new RegExp(`(^|[^a-z0-9])${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(sentence)
  )
}

/** The sentences of an answer that agree with the lists. */
export function agreeingAnswer(answer: string, matched: string[], missing: string[]): string {
  // Sentences end at '.', '!' or '?' followed by a space ('7.5 years' is one sentence).
  const sentences = answer.split(/(?<=[.!?])\s+/).map((x, i, all) => (i < all.length - 1 ? `${x} ` : x))
  const kept = sentences.filter((raw) => {
    const s = lowerPlain(raw)
    const denied = DENIAL.exec(s)
    if (denied && matched.some((m) => has(denied[2] ?? '', m))) return false
    if (
      CLAIM.test(s) &&
      missing.some(
        (m) => has(s, m) && !matched.some((x) => has(s, x) && lowerPlain(x).includes(lowerPlain(m))),
      )
    )
      return false
    return true
  })
  return kept.join('').trim()
}

export function checkAnswers(
  questions: InterviewQuestion[],
  result: Pick<AnalysisResult, 'matchedSkills' | 'missingSkills'>,
  lang: 'fr' | 'en',
): InterviewQuestion[] {
  return questions.map((q) => {
    const answer = agreeingAnswer(q.answer, result.matchedSkills, result.missingSkills)
    if (answer === q.answer.trim()) return q
    return {
      ...q,
      answer: answer || messagesFor(lang).answers.checkedFallback,
    }
  })
}
