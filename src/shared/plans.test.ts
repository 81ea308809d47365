/** The profile's feature list of a plan says what the plan sells: its questions and its comparison. */
import { describe, expect, it } from 'vitest'
import { PLANS } from './plans.ts'

describe('profile features', () => {
  it('name the questions per analysis and the CV comparison of Premium, in both languages', () => {
    const premium = PLANS.premium
    expect(premium.extras.comparison).toBe(true)
    expect(premium.profileFeatures.fr).toContain(
      `${premium.questionsPerAnalysis} questions d’entretien par analyse`,
    )
    expect(premium.profileFeatures.fr).toContain('Comparaison de CV')
    expect(premium.profileFeatures.en).toContain(
      `${premium.questionsPerAnalysis} interview questions per analysis`,
    )
    expect(premium.profileFeatures.en).toContain('CV comparison')
    expect(premium.profileFeatures.fr).toHaveLength(premium.profileFeatures.en.length)
  })
})
