/**
 * The /compare screen: for plans with the comparison, the form (two CVs, one description), the
 * same six-step progress as an analysis, then the result; the one history beside it, showing the
 * comparisons first (an analysis chosen there opens on the dashboard; `?open=<id>` opens a
 * comparison here). Other plans get the upgrade box.
 */
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { HistoryItem } from '../../../../shared/schemas/history.ts'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { useMe } from '../../../lib/me.ts'
import { hasPlanExtra } from '../../../lib/plan-extras.ts'
import { fetchComparison } from '../api/comparisons.ts'
import { comparisonMessages } from '../comparison-messages.ts'
import { useComparisonRun } from '../hooks/use-comparison-run.ts'
import { AnalysisProgress } from './analysis-progress.tsx'
import { type ComparisonDraft, ComparisonForm } from './comparison-form.tsx'
import { ComparisonResult } from './comparison-result.tsx'
import { ComparisonUpgradeBox } from './comparison-upgrade.tsx'
import { HistoryList } from './history-list.tsx'

export function CompareView() {
  const t = useT(comparisonMessages)
  const me = useMe()
  const run = useComparisonRun()
  // What the form holds, given back to it when it shows again after a failed run.
  const [draft, setDraft] = useState<ComparisonDraft>({ cvA: null, cvB: null, jobDescription: '' })
  const [openingId, setOpeningId] = useState<string | null>(null)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const openParam = params.get('open')

  // '?open=<id>': a comparison chosen in the dashboard's history opens here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per id asked, not per render
  useEffect(() => {
    if (!openParam) return
    setParams(
      (current) => {
        current.delete('open')
        return current
      },
      { replace: true },
    )
    void open(openParam)
  }, [openParam])

  if (me.isPending) return <LoadingMessage message={t('loading')} className="min-h-[40vh]" />
  const isAllowed = hasPlanExtra(me.data, 'comparison')

  async function open(id: string) {
    setOpeningId(id)
    try {
      run.show(await fetchComparison(id))
      window.scrollTo({ top: 0, behavior: 'smooth' })
    } catch (error) {
      run.reset()
      run.setError(error)
    } finally {
      setOpeningId(null)
    }
  }

  const { phase } = run
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <Link
          to="/dashboard"
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          ← {t('backToDashboard')}
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">{t('heading')}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t('intro')}</p>
      </header>
      {me.isError ? (
        <ErrorBox message={t('loadError')} onRetry={() => me.refetch()} isRetrying={me.isFetching} />
      ) : !isAllowed ? (
        <ComparisonUpgradeBox />
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {phase.kind === 'result' ? (
              <ComparisonResult
                key={phase.value.id}
                comparison={phase.value}
                onNew={() => {
                  setDraft({ cvA: null, cvB: null, jobDescription: '' })
                  run.reset()
                }}
              />
            ) : phase.kind === 'running' ? (
              <AnalysisProgress step={phase.step} />
            ) : (
              <section
                aria-labelledby="compare-form-title"
                className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-8"
              >
                <h2 id="compare-form-title" className="mb-6 text-xl font-bold text-ink">
                  {t('formTitle')}
                </h2>
                <ComparisonForm
                  initial={draft}
                  onSubmit={(request, next) => {
                    setDraft(next)
                    void run.submit(request.cvA, request.cvB, request.jobDescription)
                  }}
                  cooldown={run.cooldown}
                  remaining={me.data?.usage.remaining ?? null}
                  error={run.error}
                />
              </section>
            )}
          </div>
          {/* As wide as on the dashboard, and as tall as its rows. */}
          <div className="min-w-0 self-start">
            <HistoryList
              defaultKind="comparison"
              onOpen={(item: HistoryItem) => {
                if (item.kind === 'analysis') void navigate(`/dashboard?open=${encodeURIComponent(item.id)}`)
                else void open(item.id)
              }}
              openingId={openingId}
              onDeleted={(item) => {
                if (phase.kind === 'result' && phase.value.id === item.id) run.reset()
              }}
            />
          </div>
        </div>
      )}
    </div>
  )
}
