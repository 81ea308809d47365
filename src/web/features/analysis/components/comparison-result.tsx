/**
 * A comparison side by side: which CV to send and why (a sentence built from the figures), then
 * each CV's score, the skills it covers, what it alone covers and what it misses; then the skills
 * both cover and those neither does.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { recommendationReason } from '../../../../shared/comparison.ts'
import type { Comparison, ComparisonSideResult } from '../../../../shared/schemas/comparison.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FileName } from '../../../components/ui/file-name.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { comparisonMessages } from '../comparison-messages.ts'
import { ReportButton } from './report-button.tsx'
import { ScoreCircle } from './score-circle.tsx'

function Skills({
  skills,
  tone,
  empty,
}: {
  skills: string[]
  tone: 'success' | 'danger' | 'brand'
  empty: string
}) {
  if (skills.length === 0) return <p className="text-sm text-muted">{empty}</p>
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone={tone} className="text-sm font-medium">
            {skill}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-muted">{title}</h4>
      {children}
    </div>
  )
}

function SideCard({
  label,
  side,
  isRecommended,
  headingId,
}: {
  label: string
  side: ComparisonSideResult
  isRecommended: boolean
  headingId: string
}) {
  const t = useT(comparisonMessages)
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-5 rounded-2xl border bg-surface/80 p-5 sm:p-6',
        isRecommended ? 'border-emerald-400/60 ring-1 ring-emerald-400/30' : 'border-line',
      )}
      data-testid="comparison-side"
    >
      <div className="flex items-start gap-4">
        <ScoreCircle score={side.score} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-xl font-bold text-ink">
              {label}
            </h3>
            {isRecommended && <Badge tone="success">{t('recommended')}</Badge>}
          </div>
          <p className="mt-1 flex text-sm text-muted">
            <FileName name={side.fileName} />
          </p>
          {side.analysisId && (
            <ReportButton
              analysisId={side.analysisId}
              title={`${label}, ${side.fileName}`}
              compact
              className="-ml-3 mt-2"
            />
          )}
        </div>
      </div>
      <Block title={t('onlyHere', { n: side.onlyHere.length })}>
        <Skills skills={side.onlyHere} tone="brand" empty={t('onlyHereNone')} />
      </Block>
      <Block title={t('covered', { n: side.matchedSkills.length })}>
        <Skills skills={side.matchedSkills} tone="success" empty={t('noneCovered')} />
      </Block>
      <Block title={t('missing', { n: side.missingSkills.length })}>
        <Skills skills={side.missingSkills} tone="danger" empty={t('noneMissing')} />
      </Block>
    </section>
  )
}

export function ComparisonResult({ comparison, onNew }: { comparison: Comparison; onNew: () => void }) {
  const t = useT(comparisonMessages)
  const { lang } = useLang()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  const { a, b, recommendation } = comparison
  const figures = (s: ComparisonSideResult) => ({
    score: s.score,
    covered: s.matchedSkills.length,
    onlyHere: s.onlyHere,
  })
  const reason = recommendationReason({ a: figures(a), b: figures(b), choice: recommendation.choice }, lang)
  const chosen = recommendation.choice === 'either' ? null : comparison[recommendation.choice]
  const verdict = chosen
    ? `${t(recommendation.choice === 'a' ? 'cvALabel' : 'cvBLabel')} · ${chosen.fileName}`
    : t('sendEither')

  return (
    <div className="space-y-6" data-testid="comparison-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {t('resultTitle')}
        </h2>
        <Button variant="outline" onClick={onNew}>
          {t('newComparison')}
        </Button>
      </div>

      <section
        aria-labelledby="recommendation-title"
        className="rounded-2xl border border-emerald-400/40 bg-emerald-500/10 p-5 sm:p-6"
        data-testid="recommendation"
      >
        <h3
          id="recommendation-title"
          className="text-sm font-semibold uppercase tracking-wide text-emerald-200"
        >
          {t('recommendationTitle')}
        </h3>
        <p className="mt-1 text-2xl font-extrabold text-ink [overflow-wrap:anywhere]">{verdict}</p>
        <p className="mt-2 text-ink">{reason}</p>
      </section>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <SideCard
          label={t('cvALabel')}
          side={a}
          isRecommended={recommendation.choice === 'a'}
          headingId="side-a-title"
        />
        <SideCard
          label={t('cvBLabel')}
          side={b}
          isRecommended={recommendation.choice === 'b'}
          headingId="side-b-title"
        />
      </div>

      <section
        aria-labelledby="both-title"
        className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
      >
        <h3 id="both-title" className="mb-4 text-lg font-bold text-ink">
          {t('bothTitle')}
        </h3>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <Block title={t('common', { n: comparison.common.length })}>
            <Skills skills={comparison.common} tone="success" empty={t('noneCommon')} />
          </Block>
          <Block title={t('missingBoth', { n: comparison.missingBoth.length })}>
            <Skills skills={comparison.missingBoth} tone="danger" empty={t('noneCommon')} />
            {comparison.missingBoth.length > 0 && (
              <p className="mt-2 text-sm text-muted">{t('missingBothHelp')}</p>
            )}
          </Block>
        </div>
      </section>
    </div>
  )
}
