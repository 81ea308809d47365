import { Badge } from '../../../components/ui/badge.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { homeMessages } from '../../../i18n/messages/home.ts'
import { ScoreRing } from './score-ring.tsx'

const SAMPLE_SCORE = 78
const MATCHED = ['React', 'TypeScript', 'Node.js', 'SQL']
const MISSING = ['Docker', 'AWS']

/** The hero's illustration: what an analysis looks like (score 78, two suggestions). */
export function SampleAnalysisCard() {
  const t = useT(homeMessages)
  return (
    <figure
      aria-label={t('sampleLabel')}
      className="relative rounded-2xl border border-line bg-surface/90 p-6 shadow-2xl shadow-indigo-950/50 ring-1 ring-white/5 sm:p-7"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -inset-px -z-10 rounded-2xl bg-gradient-to-br from-indigo-500/30 via-transparent to-sky-400/20 blur-xl"
      />
      <figcaption className="flex items-center justify-between gap-3">
        <span className="text-xs font-semibold uppercase tracking-wider text-accent">{t('sampleLabel')}</span>
        <Badge tone="brand">{t('sampleBand')}</Badge>
      </figcaption>
      <p className="mt-2 text-sm text-muted">{t('sampleRole')}</p>
      <div className="mt-5 flex items-center gap-5">
        <ScoreRing score={SAMPLE_SCORE} size={100} />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm font-medium text-ink">
            {t('sampleScore')} <span className="sr-only">: {SAMPLE_SCORE}/100</span>
          </p>
          <div>
            <p className="text-xs text-muted">{t('sampleMatched')}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {MATCHED.map((skill) => (
                <li key={skill}>
                  <Badge tone="success">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="text-xs text-muted">{t('sampleMissing')}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {MISSING.map((skill) => (
                <li key={skill}>
                  <Badge tone="warning">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <h2 className="mt-6 text-sm font-semibold text-ink">{t('sampleSuggestions')}</h2>
      <ul className="mt-3 space-y-3">
        <li className="rounded-xl border border-line bg-bg/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink">{t('sampleSuggestion1Title')}</p>
            <Badge tone="danger">{t('priorityHigh')}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted">{t('sampleSuggestion1Text')}</p>
        </li>
        <li className="rounded-xl border border-line bg-bg/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink">{t('sampleSuggestion2Title')}</p>
            <Badge tone="warning">{t('priorityMedium')}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted">{t('sampleSuggestion2Text')}</p>
        </li>
      </ul>
    </figure>
  )
}
