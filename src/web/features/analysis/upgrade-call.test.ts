import { describe, expect, it } from 'vitest'
import { primaryUpgradeSlot } from './upgrade-call.ts'

describe('primaryUpgradeSlot', () => {
  it('picks the most relevant place that applies, and none when nothing applies', () => {
    expect(primaryUpgradeSlot({})).toBeNull()
    expect(primaryUpgradeSlot({ comparison: true })).toBe('comparison')
    expect(primaryUpgradeSlot({ comparison: true, report: true })).toBe('report')
    expect(primaryUpgradeSlot({ comparison: true, report: true, questions: true, suggestions: true })).toBe(
      'suggestions',
    )
    expect(primaryUpgradeSlot({ suggestions: true, quota: true })).toBe('quota')
    expect(primaryUpgradeSlot({ quota: false, questions: true })).toBe('questions')
  })
})
