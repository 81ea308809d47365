/** The six-step progress indicator: past steps 'Terminé', the current one spins, later ones empty. */
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { cn } from '../../../lib/cn.ts'
import { analysisMessages } from '../messages.ts'

const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const

export function AnalysisProgress({ step }: { step: number }) {
  const t = useT(analysisMessages)
  const current = Math.max(step, 1)
  return (
    <section
      aria-labelledby="progress-title"
      className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-8"
    >
      <h2 id="progress-title" className="text-xl font-bold text-ink">
        {t('progressTitle')}
      </h2>
      <p className="sr-only" role="status" aria-live="polite">
        {step > 0 ? t('progressStatus', { n: step, label: t(STEP_KEYS[step - 1] ?? 'step1') }) : ''}
      </p>
      <ol className="mt-5 space-y-3" data-testid="analysis-steps">
        {STEP_KEYS.map((key, index) => {
          const n = index + 1
          const state = n < current ? 'done' : n === current && step > 0 ? 'current' : 'pending'
          return (
            <li
              key={key}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2.5 sm:px-4',
                state === 'current' ? 'border-accent/60 bg-indigo-500/10' : 'border-line bg-surface-2/40',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  state === 'done' ? 'bg-emerald-500/20 text-emerald-300' : 'bg-surface-2 text-muted',
                )}
              >
                {state === 'done' ? (
                  '✓'
                ) : state === 'current' ? (
                  <Spinner className="size-4 text-accent" />
                ) : (
                  n
                )}
              </span>
              <span className={cn('min-w-0 flex-1', state === 'pending' ? 'text-muted' : 'text-ink')}>
                {t(key)}
              </span>
              {state === 'done' && (
                <span className="text-sm font-medium text-emerald-300">{t('stepDone')}</span>
              )}
              {state !== 'done' && (
                <span className="sr-only">{state === 'current' ? t('stepCurrent') : t('stepPending')}</span>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
