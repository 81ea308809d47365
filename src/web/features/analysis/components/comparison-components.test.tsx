// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareResults } from '../../../../shared/comparison.ts'
import type { PlanId } from '../../../../shared/plans.ts'
import type { Comparison } from '../../../../shared/schemas/comparison.ts'
import { type Lang, LangProvider } from '../../../i18n/i18n.tsx'
import { type Me, meQueryKey } from '../../../lib/me.ts'
import { CompareEntry } from './compare-entry.tsx'
import { ComparisonForm } from './comparison-form.tsx'
import { ComparisonResult } from './comparison-result.tsx'
import { ReportButton, ReportUpsell } from './report-button.tsx'

afterEach(cleanup)

function me(plan: PlanId | null): Me {
  return {
    user: { id: 'u', email: 'a@b.c', emailVerified: true },
    plan,
    isPaid: plan !== null,
    usage: { used: 0, limit: 30, remaining: 30, period: plan ? 'month' : 'lifetime', resetsAt: null },
    questionsLimit: 15,
  }
}

function wrap(node: ReactNode, user: Me | null = null, lang: Lang = 'fr') {
  const client = new QueryClient()
  if (user) client.setQueryData(meQueryKey, user)
  return render(
    <QueryClientProvider client={client}>
      <LangProvider initial={lang}>
        <MemoryRouter>{node}</MemoryRouter>
      </LangProvider>
    </QueryClientProvider>,
  )
}

const result = (score: number, matched: string[], missing: string[]) => ({
  compatibilityScore: score,
  matchedSkills: matched,
  missingSkills: missing,
  suggestions: [],
  questions: [],
})

const comparison: Comparison = {
  id: 'c1',
  createdAt: new Date().toISOString(),
  jobTitle: 'Data engineer',
  jobDescription: 'Python, SQL, Docker',
  ...compareResults(
    { analysisId: 'a1', fileName: 'cv-data.pdf', result: result(81, ['Python', 'SQL'], ['Docker']) },
    { analysisId: 'b1', fileName: 'cv-finance.pdf', result: result(42, ['Python'], ['SQL', 'Docker']) },
  ),
}

describe('PDF report button and upgrade box', () => {
  it('offers the download to Premium and Gold, the upgrade box to the others', () => {
    for (const plan of ['premium', 'gold'] as const) {
      wrap(
        <>
          <ReportButton analysisId="a 1" />
          <ReportUpsell />
        </>,
        me(plan),
      )
      const link = screen.getByRole('link', { name: 'Télécharger le rapport PDF' })
      expect(link.getAttribute('href')).toBe('/api/analyses/a%201/report.pdf')
      expect(link.hasAttribute('download')).toBe(true)
      expect(screen.queryByTestId('report-upgrade')).toBeNull()
      cleanup()
    }
    for (const plan of [null, 'trial', 'starter'] as const) {
      wrap(
        <>
          <ReportButton analysisId="a1" />
          <ReportUpsell />
        </>,
        me(plan),
      )
      expect(screen.queryByRole('link', { name: /rapport PDF/ })).toBeNull()
      expect(screen.getByTestId('report-upgrade').textContent).toContain(
        'Le rapport PDF est inclus dans les plans Premium et Gold.',
      )
      cleanup()
    }
  })
})

describe('CompareEntry', () => {
  it('links Premium users to /compare and shows the others the upgrade box', () => {
    wrap(<CompareEntry />, me('premium'))
    expect(screen.getByRole('link', { name: 'Comparer deux CV' }).getAttribute('href')).toBe('/compare')
    cleanup()
    wrap(<CompareEntry />, me('starter'))
    expect(screen.queryByRole('link', { name: 'Comparer deux CV' })).toBeNull()
    expect(screen.getByTestId('comparison-upgrade')).toBeTruthy()
  })
})

describe('ComparisonResult', () => {
  it('shows both CVs side by side and which one to send, with why', () => {
    wrap(<ComparisonResult comparison={comparison} onNew={() => {}} />, me('premium'))
    const recommendation = screen.getByTestId('recommendation')
    expect(recommendation.textContent).toContain('CV A · cv-data.pdf')
    expect(recommendation.textContent).toContain(
      'Envoyez le CV A : il obtient 81/100 contre 42/100 pour le CV B et couvre 1 compétence demandée que le CV B n’a pas (SQL).',
    )
    const sides = screen.getAllByTestId('comparison-side')
    expect(sides[0]?.textContent).toContain('Recommandé')
    expect(sides[0]?.textContent).toContain('Ce que l’autre CV n’a pas (1)')
    expect(sides[1]?.textContent).toContain('cv-finance.pdf')
    expect(sides[1]?.textContent).not.toContain('Recommandé')
  })

  it('words the reason in English when the interface is in English', () => {
    wrap(<ComparisonResult comparison={comparison} onNew={() => {}} />, me('premium'), 'en')
    expect(screen.getByTestId('recommendation').textContent).toContain(
      'Send CV A: it scores 81/100 against 42/100 for CV B and covers 1 required skill that CV B lacks (SQL).',
    )
  })
})

describe('ComparisonForm', () => {
  const props = {
    initial: { cvA: new File(['a'], 'a.pdf'), cvB: new File(['b'], 'b.pdf'), jobDescription: 'Python' },
    onSubmit: () => {},
    cooldown: { isCoolingDown: false, secondsLeft: 0 },
    error: null,
  }

  it('needs two analyses left', () => {
    wrap(<ComparisonForm {...props} remaining={1} />, me('premium'))
    expect((screen.getByRole('button', { name: 'Comparer les CV' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toContain('une comparaison en demande deux')
    cleanup()
    wrap(<ComparisonForm {...props} remaining={2} />, me('premium'))
    expect((screen.getByRole('button', { name: 'Comparer les CV' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('refuses a CV by its own field in the catalogue’s words, keeping the other CV and the offer, then sends the request', async () => {
    const onSubmit = vi.fn()
    wrap(
      <ComparisonForm
        {...props}
        initial={{ cvA: new File(['a'], 'a.pdf'), cvB: null, jobDescription: 'Python' }}
        onSubmit={onSubmit}
        remaining={2}
      />,
      me('premium'),
    )
    const zoneB = screen.getByRole('button', { name: 'CV B' })
    const big = new File(['x'], 'gros.pdf')
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 })
    fireEvent.drop(zoneB, { dataTransfer: { files: [big] } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('La taille du fichier dépasse la limite de 5Mo')
    expect(zoneB.getAttribute('aria-describedby')).toContain(alert.id)
    expect(screen.getByTitle('a.pdf').textContent).toBe('a.pdf')
    expect((screen.getByLabelText('Description du poste') as HTMLTextAreaElement).value).toBe('Python')
    expect((screen.getByRole('button', { name: 'Comparer les CV' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.drop(zoneB, { dataTransfer: { files: [new File(['b'], 'b.docx')] } })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Comparer les CV' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const [request] = onSubmit.mock.calls[0] as [{ cvA: File; cvB: File; jobDescription: string }]
    expect([request.cvA.name, request.cvB.name, request.jobDescription]).toEqual([
      'a.pdf',
      'b.docx',
      'Python',
    ])
  })
})
