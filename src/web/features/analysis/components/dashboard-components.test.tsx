// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicAnalysis } from '../../../../shared/schemas/analysis.ts'
import { LangProvider } from '../../../i18n/i18n.tsx'
import type { Me } from '../../../lib/me.ts'
import { AnalysisForm, type AnalysisFormProps } from './analysis-form.tsx'
import { AnalysisProgress } from './analysis-progress.tsx'
import { AnalysisResult, sortSuggestions } from './analysis-result.tsx'
import { PlanLine } from './plan-line.tsx'
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
  usage: { used: 0, limit: 3, remaining: 3, period: 'lifetime' },
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

describe('dashboard components', () => {
  it('words the remaining analyses in the singular and the plural', () => {
    wrap(<PlanLine me={me({ usage: { used: 2, limit: 3, remaining: 1, period: 'lifetime' } })} />)
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
          usage: { used: 2, limit: 30, remaining: 28, period: 'month' },
        })}
      />,
    )
    expect(screen.getByTestId('plan-line').textContent).toContain('Plan Premium')
    expect(screen.getByTestId('plan-line').textContent).toContain('28 analyses restantes ce mois-ci')
    expect(screen.queryByRole('link')).toBeNull()
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

  it('sorts suggestions high → low, locks and offers the upgrade, and expands a question', () => {
    expect(sortSuggestions(analysis.result.suggestions).map((s) => s.id)).toEqual(['s2', 's1', 's3'])
    wrap(<AnalysisResult analysis={analysis} onNewAnalysis={() => {}} />)
    expect(screen.getByText('Version limitée')).toBeTruthy()
    expect(screen.getByText('Aucune compétence manquante trouvée.')).toBeTruthy()
    expect(screen.getByText('Suggestion réservée aux abonnés')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Voir les plans' })[0]?.getAttribute('href')).toBe('/pricing')
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
    file: new File(['%PDF'], 'cv.pdf'),
    onFileChange: () => {},
    jobDescription: 'Développeur',
    onJobDescriptionChange: () => {},
    onSubmit: () => {},
    isAnalysing: false,
    cooldown: { isCoolingDown: false, secondsLeft: 0 },
    isFreeLimitReached: false,
    error: null,
  }

  it('enables “Analyser le CV” only with a file and a description, outside the cool-down and the free cap', () => {
    const { rerender } = wrap(<AnalysisForm {...base} />)
    const button = () =>
      screen.getByRole('button', { name: /Analyser le CV|Veuillez patienter/ }) as HTMLButtonElement
    expect(button().disabled).toBe(false)
    expect(screen.getByText('11/1000 caractères')).toBeTruthy()
    expect(screen.getByLabelText('Description du poste').getAttribute('maxlength')).toBe('1000')
    const again = (props: Partial<AnalysisFormProps>) =>
      rerender(
        <QueryClientProvider client={new QueryClient()}>
          <LangProvider initial="fr">
            <MemoryRouter>
              <AnalysisForm {...base} {...props} />
            </MemoryRouter>
          </LangProvider>
        </QueryClientProvider>,
      )
    again({ file: null })
    expect(button().disabled).toBe(true)
    again({ jobDescription: '   ' })
    expect(button().disabled).toBe(true)
    again({ isFreeLimitReached: true })
    expect(button().disabled).toBe(true)
    expect(
      screen.getByText(
        "Vous avez atteint la limite d'analyses gratuites. Passez à un plan payant pour continuer.",
      ),
    ).toBeTruthy()
    again({ cooldown: { isCoolingDown: true, secondsLeft: 42 } })
    expect(button().disabled).toBe(true)
    expect(button().textContent).toContain('Veuillez patienter...')
    expect(screen.getByRole('status').textContent).toContain('Veuillez patienter avant de réessayer.')
  })
})
