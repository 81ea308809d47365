import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatEuros,
  formatFileSize,
  formatLongDate,
  formatLongDateTime,
  formatPercent,
  frenchSpacing,
  parisDay,
  scoreBand,
  truncateText,
} from './format.ts'
import { exportFileName } from './schemas/account.ts'

const NBSP = '\u00a0'

describe('formatFileSize', () => {
  it('shows small files in octets', () => {
    expect(formatFileSize(0)).toBe('0 octets')
    expect(formatFileSize(1)).toBe('1 octet')
    expect(formatFileSize(1023)).toMatch(/^1\s?023 octets$/)
  })
  it('shows kilobytes in Ko with a French decimal comma', () => {
    expect(formatFileSize(1024)).toBe('1 Ko')
    expect(formatFileSize(1536)).toBe('1,5 Ko')
    expect(formatFileSize(250 * 1024)).toBe('250 Ko')
  })
  it('shows megabytes in Mo', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 Mo')
    expect(formatFileSize(2.34 * 1024 * 1024)).toBe('2,3 Mo')
  })
  it('speaks English when asked', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB')
    expect(formatFileSize(12, 'en')).toBe('12 bytes')
  })
  it('treats nonsense as zero', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 octets')
    expect(formatFileSize(-5)).toBe('0 octets')
  })
})

describe('formatPercent', () => {
  it('rounds to the nearest integer', () => {
    expect(formatPercent(84.6)).toBe('85%')
    expect(formatPercent(84.4)).toBe('84%')
    expect(formatPercent(100)).toBe('100%')
    expect(formatPercent(0)).toBe('0%')
  })
  it('never prints NaN', () => {
    expect(formatPercent(Number.NaN)).toBe('0%')
  })
})

describe('scoreBand', () => {
  it('puts each boundary in the band the specification names', () => {
    expect(scoreBand(100)).toBe('excellent')
    expect(scoreBand(80)).toBe('excellent')
    expect(scoreBand(79)).toBe('good')
    expect(scoreBand(60)).toBe('good')
    expect(scoreBand(59)).toBe('average')
    expect(scoreBand(40)).toBe('average')
    expect(scoreBand(39)).toBe('poor')
    expect(scoreBand(0)).toBe('poor')
  })
})

describe('formatLongDate', () => {
  it('writes a French long date from Unix seconds', () => {
    // 2026-11-22T10:00:00Z
    expect(formatLongDate(Date.UTC(2026, 10, 22, 10) / 1000)).toBe('22 novembre 2026')
    expect(formatLongDate(Date.UTC(2027, 0, 1, 12) / 1000)).toBe('1 janvier 2027')
  })
  it('uses Paris time, so a late-evening UTC instant is already the next day', () => {
    expect(formatLongDate(Date.UTC(2026, 11, 31, 23, 30) / 1000)).toBe('1 janvier 2027')
  })
  it('writes English when asked', () => {
    expect(formatLongDate(Date.UTC(2026, 10, 22, 10) / 1000, 'en')).toBe('22 November 2026')
  })
})

describe('formatEuros', () => {
  it('formats cents as a French euro price', () => {
    expect(formatEuros(999)).toBe(`9,99${NBSP}€`)
    expect(formatEuros(100)).toBe(`1,00${NBSP}€`)
    expect(formatEuros(1999)).toBe(`19,99${NBSP}€`)
    expect(formatEuros(0)).toBe(`0,00${NBSP}€`)
  })
  it('formats English prices with the sign first', () => {
    expect(formatEuros(499, 'en')).toBe('€4.99')
  })
})

describe('Paris time', () => {
  it('gives the day and the time in Paris, whatever the machine’s time zone', () => {
    const late = new Date('2026-11-21T23:30:00Z') // winter: UTC+1
    expect(parisDay(late)).toBe('2026-11-22')
    expect(parisDay(new Date('2026-07-14T22:15:00Z'))).toBe('2026-07-15') // summer: UTC+2
    expect(formatLongDateTime(late.getTime() / 1000)).toBe('22 novembre 2026 à 00:30')
    expect(exportFileName(late)).toBe('adequat-donnees-2026-11-22.json')
  })
})

describe('truncateText', () => {
  it('with atWord, ends at a word boundary without a dangling comma, then the ellipsis', () => {
    expect(truncateText('Analyse des données financières', 20, { atWord: true })).toBe('Analyse des données…')
    expect(truncateText('Python, SQL, Docker, Kubernetes', 14, { atWord: true })).toBe('Python, SQL…')
    // a single long word is still cut (no space to go back to)
    expect(truncateText('a'.repeat(30), 10, { atWord: true })).toBe(`${'a'.repeat(9)}…`)
    expect(truncateText('abcdefghij', 5)).toBe('abcd…')
  })

  it('leaves a short text alone', () => {
    expect(truncateText('Développeuse React, 5 ans')).toBe('Développeuse React, 5 ans')
  })
  it('keeps only the first two form-feed pages', () => {
    expect(truncateText('page un\fpage deux\fpage trois')).toBe('page un\n\npage deux')
  })
  it('treats three or more blank lines as a page break, but not two', () => {
    expect(truncateText('un\n\n\n\ndeux\n\n\n\n\ntrois')).toBe('un\n\ndeux')
    expect(truncateText('un\n\n\ndeux\n\n\ntrois')).toBe('un\n\n\ndeux\n\n\ntrois')
  })
  it('cuts to 5000 characters by default, ending with an ellipsis', () => {
    const result = truncateText('a'.repeat(6000))
    expect(result).toHaveLength(5000)
    expect(result.endsWith('…')).toBe(true)
    expect(truncateText('a'.repeat(5000))).toBe('a'.repeat(5000))
  })
  it('honours a custom length', () => {
    expect(truncateText('abcdefghij', 5)).toBe('abcd…')
  })
  it('cuts after dropping the third page, not before', () => {
    const text = `${'a'.repeat(10)}\f${'b'.repeat(10)}\f${'c'.repeat(10000)}`
    expect(truncateText(text)).toBe(`${'a'.repeat(10)}\n\n${'b'.repeat(10)}`)
  })
})

describe('formatDateTime', () => {
  it('writes the date and the time in Paris, French and English', () => {
    expect(formatDateTime('2026-11-22T09:30:00Z')).toBe('22 novembre 2026 à 10:30')
    expect(formatDateTime('2026-07-01T21:05:00Z')).toBe('1 juillet 2026 à 23:05')
    expect(formatDateTime('2026-11-22T09:30:00Z', 'en')).toBe('22 November 2026 at 10:30')
  })
})

describe('frenchSpacing', () => {
  it('ties the marks French spaces to the word before them, never letting one wrap alone', () => {
    expect(frenchSpacing('Pourquoi ce poste vous intéresse-t-il ?')).toBe(
      `Pourquoi ce poste vous intéresse\u2011t\u2011il${NBSP}?`,
    )
    expect(frenchSpacing('Pouvez-vous décrire une situation ?')).toBe(
      `Pouvez\u2011vous décrire une situation${NBSP}?`,
    )
    // (a hyphen of a compound word stays one that may break: 'porte-parole', 'mobil-homes')
    expect(frenchSpacing('les mobil-homes')).toBe('les mobil-homes')
    expect(frenchSpacing('Mon CV l’indique : « PSC1 – 2022 ».')).toBe(
      `Mon CV l’indique${NBSP}: «${NBSP}PSC1 – 2022${NBSP}».`,
    )
    expect(frenchSpacing('Why this role?')).toBe('Why this role?')
  })
})
