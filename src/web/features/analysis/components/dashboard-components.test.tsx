// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { LangProvider } from '../../../i18n/i18n.tsx'
import type { Me } from '../../../lib/me.ts'
import { AnalysisForm, type AnalysisFormProps } from './analysis-form.tsx'
import { AnalysisProgress } from './analysis-progress.tsx'
import { AnalysisResult, sortSuggestions } from './analysis-result.tsx'
import { PlanLine } from './plan-line.tsx'
import { QuotaBanner, useQuotaState } from './quota-notice.tsx'
import { ScoreCircle } from './score-circle.tsx'

afterEach(cleanup)

function wrap(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LangProvider initial="fr">
        <MemoryRouter>{node}</MemoryRouter>
      </LangProvider>
    </QueryClientProvider>,
  )
}

const me = (over: Partial<Me>): Me => ({
  user: { id: 'u', email: 'a@b.c', emailVerified: true },
  plan: null,
  isPaid: false,
  usage: { used: 0, limit: 3, remaining: 3, period: 'lifetime', resetsAt: null },
  questionsLimit: 3,
  ...over,
})

const analysis: PublicAnalysis = {
  id: 'a1',
  createdAt: new Date().toISOString(),
  lang: 'fr',
  fileName: 'cv.pdf',
  jobTitle: 'Développeur Python',
  jobDescription: 'Python',
  engine: 'local',
  isLimited: true,
  previousRun: null,
  result: {
    compatibilityScore: 64,
    matchedSkills: ['Python'],
    missingSkills: [],
    suggestions: [
      { id: 's1', title: 'Basse', description: 'd', category: 'format', priority: 'low' },
      { id: 's2', title: 'Haute', description: 'd', category: 'skills', priority: 'high' },
      { id: 's3', locked: true },
    ],
    questions: [
      {
        id: 'q1',
        question: 'Parlez-moi de Python ?',
        answer: 'Réponse détaillée',
        difficulty: 'easy',
        category: 'technical',
      },
    ],
  },
}

function QuotaProbe({ me }: { me: Me }) {
  const quota = useQuotaState(me)
  return quota ? <QuotaBanner quota={quota} /> : <p>none</p>
}

describe('dashboard components', () => {
  it('words the remaining analyses in the singular and the plural', () => {
    wrap(
      <PlanLine
        me={me({ usage: { used: 2, limit: 3, remaining: 1, period: 'lifetime', resetsAt: null } })}
      />,
    )
    expect(screen.getByTestId('plan-line').textContent).toContain('Version gratuite')
    expect(screen.getByTestId('plan-line').textContent).toContain('1 analyse gratuite restante')
    expect(screen.getByRole('link', { name: 'Passer à la version premium' }).getAttribute('href')).toBe(
      '/pricing',
    )
    cleanup()
    wrap(
      <PlanLine
        me={me({
          plan: 'premium',
          isPaid: true,
          usage: { used: 2, limit: 30, remaining: 28, period: 'month', resetsAt: null },
        })}
      />,
    )
    expect(screen.getByTestId('plan-line').textContent).toContain('Plan Premium')
    expect(screen.getByTestId('plan-line').textContent).toContain('28 analyses restantes ce mois-ci')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('words a trial’s allowance as the trial’s, until its end, never as this month’s', () => {
    wrap(
      <PlanLine
        me={me({
          plan: 'trial',
          isPaid: true,
          usage: { used: 1, limit: 2, remaining: 1, period: 'trial', resetsAt: '2026-11-22T09:30:00Z' },
        })}
      />,
    )
    const line = screen.getByTestId('plan-line').textContent ?? ''
    expect(line).toContain('1 analyse restante pendant l’essai jusqu’au 22 novembre 2026 à 10:30')
    expect(line).not.toContain('mois')
  })

  it('says why no analysis is left, when it renews and where to go, per period', () => {
    const banner = (over: Partial<Me>) => {
      cleanup()
      wrap(<QuotaProbe me={me(over)} />)
    }
    banner({ usage: { used: 3, limit: 3, remaining: 0, period: 'lifetime', resetsAt: null } })
    expect(screen.getByRole('heading', { name: 'Vos 3 analyses gratuites sont utilisées' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voir les plans' }).getAttribute('href')).toBe('/pricing')
    banner({
      plan: 'trial',
      isPaid: true,
      usage: { used: 2, limit: 2, remaining: 0, period: 'trial', resetsAt: '2026-11-22T09:30:00Z' },
    })
    expect(screen.getByTestId('quota-banner').textContent).toContain(
      'Vous avez utilisé les 2 analyses de votre essai, qui se termine le 22 novembre 2026 à 10:30.',
    )
    expect(screen.getByTestId('quota-banner').textContent).not.toContain('mois')
    banner({
      plan: 'starter',
      isPaid: true,
      usage: { used: 15, limit: 15, remaining: 0, period: 'month', resetsAt: '2026-11-30T23:00:00Z' },
    })
    expect(screen.getByTestId('quota-banner').textContent).toContain(
      'Elles se renouvellent le 1 décembre 2026.',
    )
    expect(screen.getByRole('link', { name: 'Passer à un plan supérieur' })).toBeTruthy()
    banner({
      plan: 'gold',
      isPaid: true,
      usage: { used: 100, limit: 100, remaining: 0, period: 'month', resetsAt: '2026-11-30T23:00:00Z' },
    })
    expect(screen.queryByRole('link')).toBeNull()
    banner({ usage: { used: 1, limit: 3, remaining: 2, period: 'lifetime', resetsAt: null } })
    expect(screen.getByText('none')).toBeTruthy()
  })

  it('shows a re-run’s change of score against the previous run of the offer', () => {
    const rerun = {
      ...analysis,
      previousRun: {
        id: 'a0',
        createdAt: '2026-11-20T09:00:00Z',
        fileName: 'cv-v1.pdf',
        compatibilityScore: 52,
      },
    }
    wrap(<AnalysisResult analysis={rerun} onNewAnalysis={() => {}} onRerun={() => {}} />)
    expect(screen.getByTestId('score-change').textContent).toBe(
      'Évolution du score : +12 points par rapport à l’analyse précédente de cette offre (cv-v1.pdf, 20 novembre 2026 à 10:00)',
    )
    cleanup()
    wrap(<AnalysisResult analysis={analysis} onNewAnalysis={() => {}} onRerun={() => {}} />)
    expect(screen.queryByTestId('score-change')).toBeNull()
    expect(screen.getByRole('button', { name: 'Relancer avec un autre CV' })).toBeTruthy()
  })

  it('draws the score circle in its three sizes with the band', () => {
    for (const [size, px] of [
      ['sm', 64],
      ['md', 100],
      ['lg', 150],
    ] as const) {
      const { container } = wrap(<ScoreCircle score={85} size={size} />)
      expect(container.querySelector('[role="img"]')?.getAttribute('data-size')).toBe(String(px))
      cleanup()
    }
    wrap(<ScoreCircle score={39} />)
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('À améliorer')
  })

  it('shows past steps as Terminé and the current one in progress', () => {
    const { container } = wrap(<AnalysisProgress step={3} />)
    const states = [...container.querySelectorAll('li')].map((li) => li.getAttribute('data-state'))
    expect(states).toEqual(['done', 'done', 'current', 'pending', 'pending', 'pending'])
    expect(screen.getAllByText('Terminé')).toHaveLength(2)
  })

  it('leaves the upgrade box to the dashboard’s banner when no analysis is left: notes only', () => {
    const { container } = wrap(
      <AnalysisResult
        analysis={analysis}
        primaryUpgrade="quota"
        onNewAnalysis={() => {}}
        onRerun={() => {}}
      />,
    )
    expect(container.querySelectorAll('[data-upgrade="box"]')).toHaveLength(0)
    expect(container.querySelectorAll('[data-upgrade="note"]')).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'Voir les plans' })).toBeNull()
  })

  it('sorts suggestions high → low, locks and offers the upgrade, and expands a question', () => {
    expect(sortSuggestions(analysis.result.suggestions).map((s) => s.id)).toEqual(['s2', 's1', 's3'])
    const { container } = wrap(
      <AnalysisResult analysis={analysis} onNewAnalysis={() => {}} onRerun={() => {}} />,
    )
    expect(screen.getByText('Version limitée')).toBeTruthy()
    expect(screen.getByText('Aucune compétence manquante trouvée.')).toBeTruthy()
    expect(screen.getByText('Suggestion réservée aux abonnés')).toBeTruthy()
    // one upgrade box (the locked suggestions'), the questions' offer as a short note
    const boxes = container.querySelectorAll('[data-upgrade="box"]')
    expect(boxes).toHaveLength(1)
    expect(boxes[0]?.textContent).toContain('Débloquez toutes les suggestions')
    expect(screen.getAllByRole('link', { name: 'Voir les plans' })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Voir les plans' }).getAttribute('href')).toBe('/pricing')
    expect(container.querySelector('[data-upgrade="note"]')?.textContent).toBe(
      'Passez à un plan payant pour obtenir plus de questions, avec leurs réponses.',
    )
    const question = screen.getByRole('button', { name: /Parlez-moi de Python/ })
    expect(question.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Réponse détaillée')).toBeTruthy()
    fireEvent.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('analysis form', () => {
  const base: AnalysisFormProps = {
    initial: { cv: new File(['%PDF'], 'cv.pdf'), jobDescription: 'Développeur' },
    onSubmit: () => {},
    isAnalysing: false,
    cooldown: { isCoolingDown: false, secondsLeft: 0 },
    quotaReason: null,
    error: null,
  }

  it('enables “Analyser le CV” only with a file and a description, outside the cool-down and the free cap', () => {
    const { rerender } = wrap(<AnalysisForm {...base} />)
    const button = () =>
      screen.getByRole('button', { name: /Analyser le CV|Veuillez patienter/ }) as HTMLButtonElement
    expect(button().disabled).toBe(false)
    expect(screen.getByText('11/1000 caractères')).toBeTruthy()
    expect(screen.getByLabelText('Description du poste').getAttribute('maxlength')).toBe('1000')
    let renders = 0
    const again = (props: Partial<AnalysisFormProps>) =>
      rerender(
        <QueryClientProvider client={new QueryClient()}>
          <LangProvider initial="fr">
            <MemoryRouter>
              <AnalysisForm key={++renders} {...base} {...props} />
            </MemoryRouter>
          </LangProvider>
        </QueryClientProvider>,
      )
    again({ initial: { cv: null, jobDescription: 'Développeur' } })
    expect(button().disabled).toBe(true)
    again({ initial: { ...base.initial, jobDescription: '   ' } })
    expect(button().disabled).toBe(true)
    again({ quotaReason: 'Vous avez utilisé vos 3 analyses gratuites.' })
    expect(button().disabled).toBe(true)
    const reason = screen.getByTestId('quota-reason')
    expect(reason.textContent).toBe('Analyse indisponible : Vous avez utilisé vos 3 analyses gratuites.')
    expect(button().getAttribute('aria-describedby')).toBe(reason.id)
    again({ cooldown: { isCoolingDown: true, secondsLeft: 42 } })
    expect(button().disabled).toBe(true)
    expect(button().textContent).toContain('Veuillez patienter...')
    expect(screen.getByRole('status').textContent).toContain('Veuillez patienter avant de réessayer.')
  })

  it('checks the request with the shared schema: a refused file or text keeps the rest and is announced by its field', async () => {
    const onSubmit = vi.fn()
    wrap(<AnalysisForm {...base} initial={{ cv: null, jobDescription: '' }} onSubmit={onSubmit} />)
    const textarea = screen.getByLabelText('Description du poste') as HTMLTextAreaElement
    fireEvent.change(textarea, { target: { value: 'Développeur Python' } })
    const zone = screen.getByRole('button', { name: 'Votre CV' })
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt')] } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe("Le type de fichier .txt n'est pas pris en charge")
    expect(zone.getAttribute('aria-describedby')).toContain(alert.id)
    expect(textarea.value).toBe('Développeur Python')

    // A good file clears the error; a control character in the offer is refused before any request.
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'cv.pdf')] } })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    fireEvent.change(textarea, { target: { value: 'Développeur\u0007 Python' } })
    fireEvent.click(screen.getByRole('button', { name: 'Analyser le CV' }))
    const invalid = await screen.findByRole('alert')
    expect(invalid.textContent).toBe(
      'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
    )
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(textarea.getAttribute('aria-describedby')).toContain(invalid.id)
    expect(textarea.value).toBe('Développeur\u0007 Python')
    expect(onSubmit).not.toHaveBeenCalled()

    fireEvent.change(textarea, { target: { value: '  Développeur Python\r\n' } })
    fireEvent.click(screen.getByRole('button', { name: 'Analyser le CV' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const [request, draft] = onSubmit.mock.calls[0] as [{ cv: File; jobDescription: string }, unknown]
    expect(request.cv.name).toBe('cv.pdf')
    expect(request.jobDescription).toBe('Développeur Python')
    expect(draft).toEqual({ cv: request.cv, jobDescription: textarea.value })
    expect(textarea.value.startsWith('  Développeur Python')).toBe(true)
  })
})
