/**
 * The dashboard (specification §2, §4): loading, then the load error with retry or the page —
 * plan line, the upgrade call to action when no analysis is left, then the form, the six-step
 * progress or the result, and the one history beside it (analyses and comparisons; a comparison
 * opens on /compare, and `?open=<id>` opens an analysis here). One upgrade box on the screen (issue 12): the
 * most relevant of the quota banner, the result's and the comparison's; the others are short notes. 'Relancer avec un autre CV' goes back to the
 * form with the offer kept and the file cleared.
 */
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { HistoryItem } from '../../../../shared/schemas/history.ts'
import { ErrorBox } from '../../../components/ui/error-box.tsx'
import { LoadingMessage } from '../../../components/ui/loading-message.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { useMe } from '../../../lib/me.ts'
import { hasPlanExtra } from '../../../lib/plan-extras.ts'
import { fetchAnalysis } from '../api/analyses.ts'
import { useAnalysisRun } from '../hooks/use-analysis-run.ts'
import { analysisMessages } from '../messages.ts'
import { primaryUpgradeSlot } from '../upgrade-call.ts'
import { type AnalysisDraft, AnalysisForm } from './analysis-form.tsx'
import { AnalysisProgress } from './analysis-progress.tsx'
import { AnalysisResult, resultUpgradeNeeds } from './analysis-result.tsx'
import { CompareEntry } from './compare-entry.tsx'
import { HistoryList } from './history-list.tsx'
import { PlanLine } from './plan-line.tsx'
import { QuotaBanner, useQuotaState } from './quota-notice.tsx'

export function DashboardView() {
  const t = useT(analysisMessages)
  const me = useMe()
  const run = useAnalysisRun()
  // What the form holds, given back to it when it shows again (after a failed run, for a re-run).
  const [draft, setDraft] = useState<AnalysisDraft>({ cv: null, jobDescription: '' })
  const [openingId, setOpeningId] = useState<string | null>(null)
  const [isRerun, setIsRerun] = useState(false)
  const quota = useQuotaState(me.data)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const openParam = params.get('open')

  // '?open=<id>': an analysis chosen in the history on /compare opens here.
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

  if (me.isPending) return <LoadingMessage message={t('loadingDashboard')} className="min-h-[40vh]" />

  async function open(id: string) {
    setOpeningId(id)
    try {
      run.show(await fetchAnalysis(id))
      window.scrollTo({ top: 0, behavior: 'smooth' })
    } catch (error) {
      run.reset()
      run.setError(error)
    } finally {
      setOpeningId(null)
    }
  }

  const phase = run.phase
  const primaryUpgrade = primaryUpgradeSlot({
    quota: Boolean(quota?.upgrade),
    ...(phase.kind === 'result' && resultUpgradeNeeds(phase.value, me.data)),
    comparison: Boolean(me.data) && !hasPlanExtra(me.data, 'comparison'),
  })

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t('heading')}</h1>
        <div className="mt-2">{me.data && <PlanLine me={me.data} />}</div>
      </header>
      {quota && <QuotaBanner quota={quota} />}
      {me.isError ? (
        <ErrorBox message={t('loadError')} onRetry={() => me.refetch()} isRetrying={me.isFetching} />
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {phase.kind === 'result' ? (
              <AnalysisResult
                key={phase.value.id}
                analysis={phase.value}
                primaryUpgrade={primaryUpgrade}
                onNewAnalysis={() => {
                  setDraft({ cv: null, jobDescription: '' })
                  setIsRerun(false)
                  run.reset()
                }}
                onRerun={() => {
                  setDraft({ cv: null, jobDescription: phase.value.jobDescription })
                  setIsRerun(true)
                  run.reset()
                }}
              />
            ) : phase.kind === 'running' ? (
              <AnalysisProgress step={phase.step} />
            ) : (
              <section
                aria-labelledby="new-analysis-title"
                className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-8"
              >
                <h2 id="new-analysis-title" className="mb-6 text-xl font-bold text-ink">
                  {t('newAnalysisTitle')}
                </h2>
                {isRerun && (
                  <p
                    role="status"
                    className="mb-6 rounded-xl border border-indigo-400/30 bg-indigo-500/10 p-3 text-sm text-indigo-100"
                  >
                    {t('rerunNotice')}
                  </p>
                )}
                <AnalysisForm
                  initial={draft}
                  onSubmit={(request, next) => {
                    setDraft(next)
                    setIsRerun(false)
                    void run.submit(request.cv, request.jobDescription)
                  }}
                  isAnalysing={false}
                  cooldown={run.cooldown}
                  quotaReason={quota?.reason ?? null}
                  error={run.error}
                />
              </section>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <HistoryList
              onOpen={(item: HistoryItem) => {
                if (item.kind === 'comparison') void navigate(`/compare?open=${encodeURIComponent(item.id)}`)
                else void open(item.id)
              }}
              openingId={openingId}
              onDeleted={(item) => {
                if (phase.kind === 'result' && phase.value.id === item.id) run.reset()
              }}
            />
            <CompareEntry isUpgradeNote={primaryUpgrade !== 'comparison'} />
          </div>
        </div>
      )}
    </div>
  )
}
