import { describe, expect, it } from 'vitest'
import { cvExcerpt } from './cv-excerpt.ts'

describe('cvExcerpt (decision 6: first two pages within a budget)', () => {
  it('keeps the first two form-feed pages', () => {
    expect(cvExcerpt('un\fdeux\ftrois')).toBe('un\n\ndeux')
  })

  it('treats three blank lines as a page break, but not two', () => {
    expect(cvExcerpt('un\n\n\n\ndeux\n \n\t\n\ntrois')).toBe('un\n\ndeux')
    expect(cvExcerpt('un\n\n\ndeux\n\n\ntrois')).toBe('un\n\n\ndeux\n\n\ntrois')
  })

  it('cuts to the budget without splitting a word', () => {
    const text = 'gestion de projet '.repeat(100)
    const out = cvExcerpt(text, 100)
    expect(out.length).toBeLessThanOrEqual(100)
    expect(out.endsWith('gestion') || out.endsWith('de') || out.endsWith('projet')).toBe(true)
  })

  it('defaults to 8000 characters', () => {
    expect(cvExcerpt('a '.repeat(10_000)).length).toBeLessThanOrEqual(8000)
  })
})
