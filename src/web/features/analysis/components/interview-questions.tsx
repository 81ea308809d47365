/** Interview preparation: each question expands or collapses its answer (click, Enter or Space). */
import { useId, useState } from 'react'
import { frenchSpacing } from '../../../../shared/format.ts'
import { DIFFICULTY_LABEL_KEY, QUESTION_CATEGORY_LABEL_KEY } from '../../../../shared/result-labels.ts'
import { type InterviewQuestion, isLocked, type LockedItem } from '../../../../shared/schemas/analysis.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { analysisMessages } from '../messages.ts'
import { LockedPlaceholder } from './locked.tsx'

function QuestionItem({ question, index }: { question: InterviewQuestion; index: number }) {
  const t = useT(analysisMessages)
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  return (
    <li className="rounded-xl border border-line bg-surface-2/40">
      <h4>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-surface-2/70"
        >
          <span aria-hidden="true" className="mt-0.5 text-sm font-bold text-accent">
            {index + 1}.
          </span>
          <span className="min-w-0 flex-1 font-medium text-ink">{frenchSpacing(question.question)}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`mt-1 size-4 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h4>
      <div id={panelId} hidden={!isOpen} className="border-t border-line px-4 pb-4 pt-3">
        <div className="mb-2 flex flex-wrap gap-2">
          <Badge tone="brand">{t(QUESTION_CATEGORY_LABEL_KEY[question.category])}</Badge>
          <Badge>{t(DIFFICULTY_LABEL_KEY[question.difficulty])}</Badge>
        </div>
        <p className="text-sm font-semibold text-muted">{t('answerLabel')}</p>
        <p className="mt-1 whitespace-pre-line text-ink">{frenchSpacing(question.answer)}</p>
      </div>
    </li>
  )
}

export function InterviewQuestions({ questions }: { questions: (InterviewQuestion | LockedItem)[] }) {
  const t = useT(analysisMessages)
  if (questions.length === 0) return <p className="text-muted">{t('noQuestions')}</p>
  return (
    <ul className="space-y-3">
      {questions.map((q, index) =>
        isLocked(q) ? (
          <li key={q.id}>
            <LockedPlaceholder label={t('lockedQuestion')} />
          </li>
        ) : (
          <QuestionItem key={q.id} question={q} index={index} />
        ),
      )}
    </ul>
  )
}
