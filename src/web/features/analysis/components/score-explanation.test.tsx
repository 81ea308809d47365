// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnalysisDetails } from '../../../../shared/schemas/analysis.ts'
import { LangProvider } from '../../../i18n/i18n.tsx'
import { experienceShort } from './analysis-result.tsx'
import { CvReadingCard, ScoreExplanation } from './score-explanation.tsx'

afterEach(cleanup)
const wrap = (node: ReactNode) => render(<LangProvider initial="fr">{node}</LangProvider>)

const details: AnalysisDetails = {
  requiredYears: 5,
  cvYears: 2,
  requirements: [
    {
      label: 'Permis CE',
      kind: 'credential',
      importance: 'must',
      blocking: true,
      met: false,
      evidence: null,
    },
    {
      label: 'Python',
      kind: 'skill',
      importance: 'normal',
      blocking: false,
      met: true,
      evidence: 'Python, pandas',
    },
  ],
  breakdown: {
    parts: [
      { part: 'skills', asked: 1, met: 1, weight: 0.6, coverage: 1 },
      { part: 'credentials', asked: 1, met: 0, weight: 0.4, coverage: 0 },
    ],
    experiencePoints: -7,
    cap: 40,
  },
  reading: {
    sections: ['experience'],
    email: true,
    phone: false,
    datedExperiences: 2,
    years: 2,
    warnings: ['no-dates'],
  },
}

describe('why this score and how the CV was read', () => {
  it('shows the cap, each part, the experience points and each requirement with its line', () => {
    wrap(<ScoreExplanation details={details} />)
    expect(screen.getByRole('note').textContent).toMatch(/plafonné à 40/)
    expect(screen.getByText('Permis, habilitations et certifications')).toBeTruthy()
    expect(screen.getByText('0 sur 1 · 40 % du score')).toBeTruthy()
    expect(screen.getByText('Expérience : −7 point(s)')).toBeTruthy()
    expect(screen.getByText('Exigé')).toBeTruthy()
    expect(screen.getByText('« Python, pandas »')).toBeTruthy()
  })

  it('shows nothing for a result without details (a model engine may leave them out)', () => {
    const { container } = wrap(<ScoreExplanation details={undefined} />)
    expect(container.textContent).toBe('')
  })

  it('says what was found and warns in plain words', () => {
    wrap(<CvReadingCard reading={details.reading} />)
    expect(screen.getByText('Expérience')).toBeTruthy()
    expect(screen.getByText(/Aucune date de poste lisible/)).toBeTruthy()
  })

  it('speaks English in the English interface', () => {
    render(
      <LangProvider initial="en">
        <ScoreExplanation details={details} />
        <CvReadingCard reading={details.reading} />
      </LangProvider>,
    )
    expect(screen.getByText('Why this score')).toBeTruthy()
    expect(screen.getByText('How your CV was read')).toBeTruthy()
    expect(screen.getByRole('note').textContent).toMatch(/capped at 40/)
  })

  it('notes the experience section only when true (product decision 18)', () => {
    expect(experienceShort(details)).toBe(true)
    expect(
      experienceShort({ requiredYears: 3, cvYears: 7.5, reading: { ...details.reading!, warnings: [] } }),
    ).toBe(false)
    expect(experienceShort({ requiredYears: null, cvYears: 7.5 })).toBe(false)
    expect(experienceShort(undefined)).toBe(false)
  })
})
