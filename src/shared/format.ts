/**
 * Formatting helpers shared by the web app and the server (PDF report, e-mails). Pure: no DOM or
 * Node APIs. French is the default language; English is offered by the language switch.
 */
export type Lang = 'fr' | 'en'

const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' }

/** Sizes as the specification shows them: octets, Ko or Mo (1 Ko = 1024 octets). */
export function formatFileSize(bytes: number, lang: Lang = 'fr'): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  const units = lang === 'fr' ? (['octets', 'Ko', 'Mo'] as const) : (['bytes', 'KB', 'MB'] as const)
  const number = (value: number) =>
    new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 1 }).format(value)
  if (safe < 1024) return `${number(safe)} ${safe === 1 && lang === 'fr' ? 'octet' : units[0]}`
  if (safe < 1024 * 1024) return `${number(safe / 1024)} ${units[1]}`
  return `${number(safe / (1024 * 1024))} ${units[2]}`
}

/** A number (already a percentage, 0-100) rounded to an integer: 84.6 → '85%'. */
export function formatPercent(value: number): string {
  return `${Number.isFinite(value) ? Math.round(value) : 0}%`
}

export const SCORE_BANDS = ['excellent', 'good', 'average', 'poor'] as const
export type ScoreBand = (typeof SCORE_BANDS)[number]

/** Score bands of the specification: ≥80 Excellent, 60–79 Bon, 40–59 Moyen, below 40 À améliorer. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent'
  if (score >= 60) return 'good'
  if (score >= 40) return 'average'
  return 'poor'
}

/** Long date from Unix seconds, as a French reader expects it: '22 novembre 2026' (Paris time). */
export function formatLongDate(unixSeconds: number, lang: Lang = 'fr'): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(unixSeconds * 1000))
}

/** Date and time from Unix seconds, Paris time, as on screen: '22 novembre 2026 à 00:30'. */
export function formatLongDateTime(unixSeconds: number, lang: Lang = 'fr'): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(unixSeconds * 1000))
}

/** The calendar day in Paris as YYYY-MM-DD (file names): 2026-11-21T23:30Z → '2026-11-22'. */
export function parisDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Paris',
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Date and time of an ISO instant in Paris: '22 novembre 2026 à 10:30' / '22 November 2026 at 10:30'. */
export function formatDateTime(iso: string, lang: Lang = 'fr'): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso))
}

/** Euro price from cents: 999 → '9,99 €' (with the no-break space French typography uses). */
export function formatEuros(cents: number, lang: Lang = 'fr'): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(
    (Number.isFinite(cents) ? cents : 0) / 100,
  )
}

export const DEFAULT_TRUNCATE_LENGTH = 5000
const ELLIPSIS = '…'
/** A page break: a form feed, or three or more blank lines. */
const SECTION_BREAK = /\f|\r?\n(?:[ \t]*\r?\n){3,}/

/**
 * The specification's text helper (§5): keeps only the first two sections (split on form feeds or
 * three or more blank lines), then cuts to at most `maxLength` characters, the last one an ellipsis;
 * `atWord` (the PDF's offer excerpt) ends at a word boundary, without a dangling comma or dash.
 */
export function truncateText(
  text: string,
  maxLength: number = DEFAULT_TRUNCATE_LENGTH,
  options: { atWord?: boolean } = {},
): string {
  const firstTwo = text
    .split(SECTION_BREAK)
    .slice(0, 2)
    .map((section) => section.trim())
    .filter((section) => section.length > 0)
    .join('\n\n')
  if (firstTwo.length <= maxLength) return firstTwo
  if (maxLength <= 0) return ''
  let cut = firstTwo.slice(0, maxLength - 1)
  // atWord: never end inside a word — back to the last space, unless that loses over a third
  if (options.atWord && /\S/.test(firstTwo[maxLength - 1] ?? '')) {
    const space = cut.search(/\s\S*$/)
    if (space >= (maxLength * 2) / 3) cut = cut.slice(0, space)
  }
  cut = cut.trimEnd()
  if (options.atWord) cut = cut.replace(/[\s,;:–—-]+$/, '')
  return `${cut}${ELLIPSIS}`
}

/**
 * French typography for a text shown on screen: the space before '?', '!', ':', ';' and '»' and
 * after '«' becomes a no-break space, so the mark never wraps alone onto the next line
 * ('… vous intéresse-t-il' / '?' at 390 px); the hyphens of a verb and its subject pronoun become
 * no-break hyphens ('intéresse-t-' / 'il ?', 'Pouvez-' / 'vous' never split). Text without those is
 * returned as is.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ (?=[?!:;»])/g, '\u00a0')
    .replace(/« /g, '«\u00a0')
    .replace(
      /(\p{L})-(t-)?(je|tu|il|elle|on|nous|vous|ils|elles)\b/gu,
      (_, end: string, t = '', pronoun: string) => `${end}\u2011${t ? 't\u2011' : ''}${pronoun}`,
    )
}
