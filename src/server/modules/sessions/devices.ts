/**
 * Which browser and system a user agent names, for the profile's session list. Data, first match
 * wins: the order matters (Edge and Opera also say "Chrome", Chrome also says "Safari").
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chromium', /Chromium\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
]

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
]

function firstMatch(table: [string, RegExp][], userAgent: string): string | null {
  return table.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null
}

export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null }
  return { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) }
}
