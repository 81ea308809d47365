/**
 * The result view (specification §2 'Dashboard'): score circle, key points, matched and missing
 * skills, suggestions sorted high → low, the job-details card and interview preparation. Free
 * users see the 'Version limitée' badge and blurred placeholders for locked items; of the places that
 * could offer an upgrade (suggestions, questions, PDF report), one shows the box and the others a short
 * note (../upgrade-call.ts) — none when the dashboard's box is elsewhere (no analysis left).
 * 'Relancer avec un autre CV' keeps the offer; a re-run shows its score's change against the previous
 * run of the same offer.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { formatDateTime, frenchSpacing } from '../../../../shared/format.ts'
import { PRIORITY_LABEL_KEY, SUGGESTION_CATEGORY_LABEL_KEY } from '../../../../shared/result-labels.ts'
import {
  type AnalysisDetails,
  isLocked,
  type LockedItem,
  PRIORITIES,
  type PreviousRun,
  type PublicAnalysis,
  type Suggestion,
} from '../../../../shared/schemas/analysis.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FileName } from '../../../components/ui/file-name.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { type Me, useMe } from '../../../lib/me.ts'
import { hasPlanExtra } from '../../../lib/plan-extras.ts'
import { analysisMessages } from '../messages.ts'
import { primaryUpgradeSlot, type UpgradeSlot } from '../upgrade-call.ts'
import { InterviewQuestions } from './interview-questions.tsx'
import { LockedPlaceholder, UpgradeBox, UpgradeNote } from './locked.tsx'
import { ReportButton, ReportUpsell } from './report-button.tsx'
import { ScoreCircle } from './score-circle.tsx'
import { CvReadingCard, ScoreExplanation } from './score-explanation.tsx'

const PRIORITY_TONE = { high: 'danger', medium: 'warning', low: 'neutral' } as const

/**
 * The note on the experience section shows only when true (product decision 18): fewer years than
 * the offer asks, or a CV whose positions a screening tool would not find.
 */
export function experienceShort(details: AnalysisDetails | undefined): boolean {
  if (!details) return false
  const { requiredYears, cvYears, reading } = details
  if (requiredYears && (cvYears === null || cvYears === undefined || cvYears < requiredYears)) return true
  return Boolean(reading?.warnings.some((w) => w === 'no-experience-heading' || w === 'no-dates'))
}

/** Unlocked suggestions by priority (high, medium, low), locked ones after them. */
export function sortSuggestions(items: (Suggestion | LockedItem)[]): (Suggestion | LockedItem)[] {
  const rank = (item: Suggestion | LockedItem) =>
    isLocked(item) ? PRIORITIES.length : PRIORITIES.indexOf(item.priority)
  return [...items].sort((a, b) => rank(a) - rank(b))
}

function Section({
  title,
  id,
  children,
  className,
}: {
  title: string
  id: string
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-line bg-surface/80 p-5 sm:p-6', className)}
    >
      <h3 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  )
}

function SkillList({ skills, tone, empty }: { skills: string[]; tone: 'success' | 'danger'; empty: string }) {
  if (skills.length === 0) return <p className="text-sm text-muted">{empty}</p>
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone={tone} className="text-sm font-medium">
            <span aria-hidden="true">{tone === 'success' ? '✓' : '✗'}</span>
            {skill}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

/** The score's change against the previous run of the same offer ('Relancer avec un autre CV'). */
function ScoreChange({ score, previous }: { score: number; previous: PreviousRun }) {
  const t = useT(analysisMessages)
  const { lang } = useLang()
  const delta = score - previous.compatibilityScore
  const params = {
    n: Math.abs(delta),
    file: previous.fileName,
    date: formatDateTime(previous.createdAt, lang),
  }
  const text = t(delta > 0 ? 'scoreChangeUp' : delta < 0 ? 'scoreChangeDown' : 'scoreChangeSame', params)
  return (
    <p
      data-testid="score-change"
      className={cn(
        'mt-4 max-w-56 text-center text-sm',
        delta > 0 ? 'text-emerald-300' : delta < 0 ? 'text-red-300' : 'text-muted',
      )}
    >
      <span className="sr-only">{t('scoreChangeLabel')} : </span>
      {text}
    </p>
  )
}

/** The places of this result that could offer an upgrade, for ../upgrade-call.ts. */
export function resultUpgradeNeeds(
  analysis: PublicAnalysis,
  me: Me | undefined,
): Record<'suggestions' | 'questions' | 'report', boolean> {
  const { result } = analysis
  return {
    suggestions: analysis.isLimited || result.suggestions.some(isLocked),
    // Free users get fewer questions than any plan: more are offered even when none is locked.
    questions: analysis.isLimited || result.questions.some(isLocked),
    report: Boolean(me) && !hasPlanExtra(me, 'pdfReport'),
  }
}

export function AnalysisResult({
  analysis,
  onNewAnalysis,
  onRerun,
  primaryUpgrade,
}: {
  analysis: PublicAnalysis
  onNewAnalysis: () => void
  /** 'Relancer avec un autre CV': back to the form with this offer kept. */
  onRerun: () => void
  /** The screen's one upgrade box (the dashboard's choice); by default the result's own first need. */
  primaryUpgrade?: UpgradeSlot | null
}) {
  const t = useT(analysisMessages)
  const me = useMe()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { result } = analysis
  const suggestions = sortSuggestions(result.suggestions)
  const needs = resultUpgradeNeeds(analysis, me.data)
  const boxed = primaryUpgrade === undefined ? primaryUpgradeSlot(needs) : primaryUpgrade
  const matched = result.matchedSkills.length
  const missing = result.missingSkills.length

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="space-y-6" data-testid="analysis-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
            {t('resultTitle')}
          </h2>
          {analysis.isLimited && <Badge tone="warning">{t('limitedBadge')}</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-2" data-testid="result-actions">
          <ReportButton analysisId={analysis.id} size="md" />
          <Button variant="secondary" onClick={onRerun}>
            {t('rerunWithAnotherCv')}
          </Button>
          <Button variant="outline" onClick={onNewAnalysis}>
            {t('newAnalysis')}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        {/* Beside the taller key points the card keeps their height: the ring is centred in it rather
            than leaving an empty block under it. */}
        <Section title={t('scoreTitle')} id="score-title" className="flex flex-col">
          <div className="flex flex-1 flex-col items-center justify-center" data-testid="score-body">
            <ScoreCircle score={result.compatibilityScore} size="lg" />
            {analysis.previousRun && (
              <ScoreChange score={result.compatibilityScore} previous={analysis.previousRun} />
            )}
          </div>
        </Section>
        <Section title={t('keyPoints')} id="key-points-title">
          <ul className="space-y-3">
            <li className="flex gap-3">
              <span aria-hidden="true" className="text-emerald-300">
                ✓
              </span>
              <span>{t(matched > 1 ? 'keyMatchedMany' : 'keyMatchedOne', { n: matched })}</span>
            </li>
            {experienceShort(result.details) && (
              <li className="flex gap-3">
                <span aria-hidden="true" className="text-amber-300">
                  !
                </span>
                <span>{t('keyExperience')}</span>
              </li>
            )}
            <li className="flex gap-3">
              <span aria-hidden="true" className="text-red-300">
                ✗
              </span>
              <span>{t(missing > 1 ? 'keyMissingMany' : 'keyMissingOne', { n: missing })}</span>
            </li>
            {result.details?.keyPoints?.map((point) => (
              <li key={point} className="flex gap-3 text-muted">
                <span aria-hidden="true">•</span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section title={t('skillsTitle')} id="skills-title">
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="mb-3 font-semibold text-emerald-200">{t('matched')}</h4>
            <SkillList skills={result.matchedSkills} tone="success" empty={t('noMatched')} />
          </div>
          <div>
            <h4 className="mb-3 font-semibold text-red-200">{t('missing')}</h4>
            <SkillList skills={result.missingSkills} tone="danger" empty={t('noMissing')} />
          </div>
        </div>
      </Section>

      <div className="grid gap-6">
        <ScoreExplanation details={result.details} />
        <CvReadingCard reading={result.details?.reading} />
      </div>

      <Section title={t('suggestionsTitle')} id="suggestions-title">
        {suggestions.length === 0 ? (
          <p className="text-muted">{t('noSuggestions')}</p>
        ) : (
          <ul className="space-y-3" data-testid="suggestions">
            {suggestions.map((s) =>
              isLocked(s) ? (
                <li key={s.id}>
                  <LockedPlaceholder label={t('lockedSuggestion')} />
                </li>
              ) : (
                <li
                  key={s.id}
                  className="rounded-xl border border-line bg-surface-2/40 p-4"
                  data-priority={s.priority}
                >
                  <div className="mb-1 flex flex-wrap items-center gap-2">
                    <Badge tone={PRIORITY_TONE[s.priority]}>{t(PRIORITY_LABEL_KEY[s.priority])}</Badge>
                    <Badge>{t(SUGGESTION_CATEGORY_LABEL_KEY[s.category])}</Badge>
                  </div>
                  <h4 className="font-semibold text-ink">{frenchSpacing(s.title)}</h4>
                  <p className="mt-1 text-sm text-muted">{frenchSpacing(s.description)}</p>
                </li>
              ),
            )}
          </ul>
        )}
        {needs.suggestions &&
          (boxed === 'suggestions' ? (
            <UpgradeBox
              className="mt-4"
              title={t('upgradeSuggestionsTitle')}
              text={t('upgradeSuggestionsText')}
            />
          ) : (
            <UpgradeNote className="mt-4">{t('upgradeSuggestionsText')}</UpgradeNote>
          ))}
      </Section>

      <Section title={t('jobDetails')} id="job-details-title">
        <dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {analysis.jobTitle && (
            <>
              <dt className="text-muted">{t('jobTitleLabel')}</dt>
              <dd className="font-medium text-ink">{analysis.jobTitle}</dd>
            </>
          )}
          <dt className="text-muted">{t('fileLabel')}</dt>
          <dd className="flex min-w-0 font-medium text-ink">
            <FileName name={analysis.fileName} testId="file-name" />
          </dd>
        </dl>
        <h4 className="sr-only">{t('matched')}</h4>
        <ul className="space-y-1.5 text-sm">
          {result.matchedSkills.map((skill) => (
            <li key={`m-${skill}`} className="flex gap-2 text-ink">
              <span aria-hidden="true" className="text-emerald-300">
                ✓
              </span>
              {skill}
            </li>
          ))}
        </ul>
        <h4 className="sr-only">{t('missing')}</h4>
        <ul className="mt-1.5 space-y-1.5 text-sm">
          {result.missingSkills.map((skill) => (
            <li key={`x-${skill}`} className="flex gap-2 text-muted">
              <span aria-hidden="true" className="text-red-300">
                ✗
              </span>
              {skill}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('interviewTitle')} id="interview-title">
        <InterviewQuestions questions={result.questions} />
        {needs.questions &&
          (boxed === 'questions' ? (
            <UpgradeBox
              className="mt-4"
              title={t('upgradeQuestionsTitle')}
              text={t('upgradeQuestionsText')}
            />
          ) : (
            <UpgradeNote className="mt-4">{t('upgradeQuestionsText')}</UpgradeNote>
          ))}
      </Section>
      <ReportUpsell isNote={boxed !== 'report'} />
    </div>
  )
}
