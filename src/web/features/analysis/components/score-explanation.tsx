/**
 * 'Pourquoi ce score' and 'Comment votre CV a été lu' (issue 10 §4): the score by part with its
 * weight and coverage, the cap a missing prerequisite puts on it, each requirement with the CV line
 * that shows it, and what the reader found in the file with plain warnings. Read from the result's
 * `details`; nothing shows for a result without them (a model engine may leave them out).
 */
import type { AnalysisDetails, CvReading, ScorePart } from '../../../../shared/schemas/analysis.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { explainMessages } from '../explain-messages.ts'

const PART_KEY = {
  skills: 'partSkills',
  languages: 'partLanguages',
  credentials: 'partCredentials',
  education: 'partEducation',
} as const satisfies Record<ScorePart['part'], string>

const SECTION_KEY = {
  experience: 'sectionExperience',
  education: 'sectionEducation',
  skills: 'sectionSkills',
  languages: 'sectionLanguages',
  summary: 'sectionSummary',
  interests: 'sectionInterests',
} as const satisfies Record<CvReading['sections'][number], string>

const percent = (x: number) => Math.round(x * 100)

export function ScoreExplanation({ details }: { details: AnalysisDetails | undefined }) {
  const t = useT(explainMessages)
  const breakdown = details?.breakdown
  const requirements = details?.requirements ?? []
  if (!breakdown || breakdown.parts.length === 0) return null
  const exp = breakdown.experiencePoints
  return (
    <section aria-labelledby="why-title" className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6">
      <h3 id="why-title" className="text-lg font-semibold text-ink">
        {t('whyTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('whyIntro')}</p>
      {breakdown.cap !== null && (
        <p
          role="note"
          className="mt-4 rounded-xl border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-100"
        >
          {t('capNote', { cap: breakdown.cap })}
        </p>
      )}
      <ul className="mt-4 space-y-4">
        {breakdown.parts.map((p) => {
          const name = t(PART_KEY[p.part])
          return (
            <li key={p.part}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                <span className="font-medium text-ink">{name}</span>
                <span className="text-muted">
                  {t('partCount', { met: p.met, asked: p.asked })} ·{' '}
                  {t('partWeight', { weight: percent(p.weight) })}
                </span>
              </div>
              <p className="sr-only">{t('partCoverage', { name, coverage: percent(p.coverage) })}</p>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2">
                <div className="h-full rounded-full bg-accent" style={{ width: `${percent(p.coverage)}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 text-sm text-muted">
        {exp > 0
          ? t('experiencePlus', { n: exp })
          : exp < 0
            ? t('experienceMinus', { n: -exp })
            : t('experienceZero')}
      </p>
      {requirements.length > 0 && (
        <details className="group mt-4">
          <summary className="cursor-pointer rounded-lg text-sm font-medium text-accent">
            {t('requirementsToggle', { n: requirements.length })}
          </summary>
          <ul className="mt-3 divide-y divide-line">
            {requirements.map((r) => (
              <li key={`${r.kind}:${r.label}`} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span aria-hidden="true" className={r.met ? 'text-emerald-300' : 'text-red-300'}>
                    {r.met ? '✓' : '✗'}
                  </span>
                  <span className="font-medium text-ink">{r.label}</span>
                  <span className="sr-only">{r.met ? t('met') : t('notMet')}</span>
                  {r.blocking ? (
                    <Badge tone="danger">{t('blocking')}</Badge>
                  ) : r.importance === 'must' ? (
                    <Badge tone="warning">{t('must')}</Badge>
                  ) : r.importance === 'nice' ? (
                    <Badge>{t('nice')}</Badge>
                  ) : null}
                </div>
                {r.evidence && <p className="mt-1 break-words text-sm text-muted">« {r.evidence} »</p>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

export function CvReadingCard({ reading }: { reading: CvReading | undefined }) {
  const t = useT(explainMessages)
  const { lang } = useLang()
  if (!reading) return null
  const yesNo = (b: boolean) => (b ? t('found') : t('notFound'))
  const years =
    reading.years === null ? null : reading.years.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')
  return (
    <section aria-labelledby="read-title" className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6">
      <h3 id="read-title" className="text-lg font-semibold text-ink">
        {t('readTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('readIntro')}</p>
      <dl className="mt-4 grid gap-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('sections')}</dt>
          <dd className="text-right text-ink">
            {reading.sections.length
              ? reading.sections.map((s) => t(SECTION_KEY[s])).join(', ')
              : t('noSections')}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('email')}</dt>
          <dd className="text-ink">{yesNo(reading.email)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('phone')}</dt>
          <dd className="text-ink">{yesNo(reading.phone)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('experiences')}</dt>
          <dd className="text-ink">{reading.datedExperiences}</dd>
        </div>
        {years !== null && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('years')}</dt>
            <dd className="text-ink">{years}</dd>
          </div>
        )}
        {reading.pages !== undefined && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('pages')}</dt>
            <dd className="text-ink">{reading.pages}</dd>
          </div>
        )}
        {reading.usedOcr && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('ocr')}</dt>
            <dd className="text-ink">✓</dd>
          </div>
        )}
      </dl>
      {reading.warnings.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {reading.warnings.map((w) => (
            <li
              key={w}
              className="rounded-xl border border-amber-400/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
            >
              {t(`warn-${w}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-emerald-200">{t('allGood')}</p>
      )}
    </section>
  )
}
