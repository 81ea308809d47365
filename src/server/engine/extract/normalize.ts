/**
 * Text normalisation shared by every extractor: Unicode NFC, ligatures, soft hyphens, words
 * split across lines, bullets, icon-font glyphs, runs of spaces. Accents are kept and pages stay
 * separated by form feeds ('\f').
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
}

/** Bullet-like characters that start a list item. */
const BULLET_CHARS = '•●▪◦■□▫◆◇►▶▸‣⁃∙·○◉➢➤✓✔❖✦✧★☐-–—*'
const BULLET_LINE = new RegExp(`^[ \\t]*[${escapeClass(BULLET_CHARS)}][ \\t]+(?=\\S)`, 'gmu')
/** Bullets glued to the text, or alone (they are drawn as separate items in PDFs). */
const BULLET_GLUED = /^[ \t]*[•●▪◦■□▫◆◇►▶▸‣⁃∙○◉➢➤❖✦✧](?=\S)/gmu
const BULLET_ALONE = /^[ \t]*[•●▪◦■□▫◆◇►▶▸‣⁃∙·○◉➢➤✓✔❖✦✧★☐–—*][ \t]*(?:\n|$)/gmu

/**
 * A line of capitals only where some word's initial stands apart: 'S UMMARY', 'P ROFESSIONAL
 * E XPERIENCE' (one such initial at least that is no word of its own: 'À PROPOS', 'I AM' stay).
 */
const SMALL_CAPS_HEADING =
  /^(?=[^\n]*(?<![\p{L}])(?![AÀIYÔ] )\p{Lu} \p{Lu}{2,})(?:\p{Lu} )?\p{Lu}{2,}(?:[ \t]+(?:&|\p{Lu} \p{Lu}{2,}|\p{Lu}{2,}))*[ \t]*$/gmu

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&')
}

/**
 * Normalises extracted text. Idempotent: normalizeCvText(normalizeCvText(x)) === normalizeCvText(x).
 */
export function normalizeCvText(input: string): string {
  let text = input.normalize('NFC')
  text = text.replace(/\r\n?/g, '\n')
  text = text.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
  // Private-use area (icon fonts such as FontAwesome) and specials / replacement char.
  text = text.replace(/[\uE000-\uF8FF\uFFF0-\uFFFF]|[\u{F0000}-\u{10FFFF}]/gu, '')
  // Control characters other than tab, line feed and form feed; zero-width characters and BOM.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  text = text.replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/g, '')
  // Unicode spaces (NBSP, thin, figure...) become ordinary spaces; line/paragraph separators become new lines.
  text = text.replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
  text = text.replace(/[\u2028\u2029\v]/g, '\n')
  // Hyphenated word split across a line: 'develop-\nment' or 'develop\u00AD\nment' → 'development'.
  // Only when a lower-case letter follows, so 'Jean-\nPierre' keeps its hyphen.
  text = text.replace(/(\p{L})[-\u00AD\u2010][ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2')
  // Remaining soft hyphens are invisible: drop them.
  text = text.replace(/\u00AD/g, '')
  // Unicode hyphens (U+2010, U+2011) become ASCII hyphens.
  text = text.replace(/[\u2010\u2011]/g, '-')
  // Bullets become '- '.
  text = text.replace(BULLET_LINE, '- ')
  text = text.replace(BULLET_GLUED, '- ')
  text = text.replace(BULLET_ALONE, '')
  // Runs of spaces and tabs, spaces at line ends.
  text = text.replace(/[ \t]+/g, ' ')
  // A heading in small capitals, its initials drawn apart ('P ROFESSIONAL E XPERIENCE', 'W ORK
  // HISTORY'): each word joined again.
  text = text.replace(SMALL_CAPS_HEADING, (line) =>
    line.replace(/(?<![\p{L}])(\p{Lu}) (?=\p{Lu}{2,})/gu, '$1'),
  )
  text = text.replace(/ ?\n ?/g, '\n').replace(/ ?\f ?/g, '\f')
  // At most two consecutive empty lines; none at page starts and ends.
  text = text.replace(/\n{3,}/g, '\n\n')
  text = text.replace(/\n+\f/g, '\f').replace(/\f\n+/g, '\f')
  return text.replace(/^[\s]+|[\s]+$/g, (m) => (m.includes('\f') ? m.replace(/[^\f]/g, '') : ''))
}

/** True when the text holds at least a few letters or digits (not only punctuation or spaces). */
export function hasMeaningfulText(text: string): boolean {
  const matches = text.match(/[\p{L}\p{N}]/gu)
  return (matches?.length ?? 0) >= 3
}
