/**
 * Reading order of a PDF page from pdf.js text items. Items are grouped into fragments (runs of
 * items on one baseline with no wide gap), then the page is cut recursively at vertical
 * whitespace bands (column gutters): each column is read top to bottom, left column first, and a
 * fragment spanning the gutter (a full-width title) separates the bands above and below it.
 * A gutter whose two sides are mostly baseline-aligned is a table (labels and dates beside their
 * entries), read row by row instead.
 */

export type TextItem = {
  str: string
  /** left x, PDF units */
  x: number
  /** baseline y, PDF units, growing upwards */
  y: number
  width: number
  /** font height */
  size: number
}

type Fragment = {
  x0: number
  x1: number
  y: number
  size: number
  items: TextItem[]
}

const MIN_GUTTER = 7
const MAX_DEPTH = 4

/** Orders the items of one page into lines of text (no trailing new line). */
export function layoutPage(items: TextItem[]): string {
  const clean = items.filter((it) => it.str.length > 0 && Number.isFinite(it.x) && Number.isFinite(it.y))
  const { rest, cells } = takeWrappedDateCells(buildFragments(clean))
  const lines: Line[] = []
  cut(rest, 0, lines)
  for (const cell of cells) placeDateCell(cell, lines)
  return lines.map((l) => l.text).join('\n')
}

export function buildFragments(items: TextItem[]): Fragment[] {
  const visible = items.filter((it) => it.str.trim().length > 0)
  // Group by baseline: sort by y descending, then x.
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: TextItem[][] = []
  for (const it of sorted) {
    const row = rows[rows.length - 1]
    const tol = Math.max(1, Math.min(it.size, row?.[0]?.size ?? it.size) * 0.3)
    if (row && Math.abs((row[0] as TextItem).y - it.y) <= tol) row.push(it)
    else rows.push([it])
  }
  const fragments: Fragment[] = []
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x)
    let current: Fragment | null = null
    for (const it of row) {
      const size = it.size > 0 ? it.size : 10
      const x1 = it.x + Math.max(0, it.width)
      const similar = current && Math.max(size, current.size) / Math.min(size, current.size) < 1.25
      if (current && similar && it.x - current.x1 <= Math.max(size, current.size) * 1.0) {
        current.items.push(it)
        current.x1 = Math.max(current.x1, x1)
        current.size = Math.max(current.size, size)
      } else {
        current = { x0: it.x, x1, y: it.y, size, items: [it] }
        fragments.push(current)
      }
    }
  }
  return fragments
}

/** A word of a date cell: a year, a month, a dash, 'à', 'aujourd'hui', 'depuis'. */
const DATE_WORD =
  /^(?:(?:19|20)\d{2}|\d{1,2}[/.](?:19|20)\d{2}|\d{1,2}[/.]?|[–—-]|à|a|au|to|until|depuis|since|present|présent|aujourd['’]hui|ce|jour|now|today|current|en|cours|actuellement|(?:janvier|janv|février|fevrier|févr|fevr|mars|avril|avr|mai|juin|juillet|juil|août|aout|septembre|sept|octobre|oct|novembre|nov|décembre|decembre|déc|dec|january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sep|october|november|december)\.?)$/i
/** A piece of a date word a very narrow cell broke ('depu' of 'depuis', 'janvi' of 'janvier'). */
const WORD_PIECE = /^(?:[A-Za-zéèûô][a-zéèûô'’]{0,7}|\d{1,3})$/
/** A year, and the words that end a date range today: one source for the two date tests below. */
const YEAR = '(?:19|20)\\d{2}'
const TODAY = 'aujourd|présent|present|ce jour|\\bnow\\b|today'
const YEAR_OR_NOW = new RegExp(`${YEAR}|${TODAY}|current|en cours`, 'i')

/** A line of the page as emitted: its text, baseline and left edge. */
type Line = { text: string; y: number; x0: number }

/** A date cell of a table that wrapped over rows of its own, joined: its text, top row, column. */
type DateCell = { text: string; y: number; bottom: number; x1: number; size: number }

/**
 * A date cell of a table set in a narrow left column wraps over rows of its own ('Mars 2020' / '–' /
 * 'aujourd'hui'), each row beside a line of the entry, often centred in the row: read row by row,
 * its words would end up inside the entry's bullets. Such cells (two rows or more of date words
 * only, apart from the text on their right) are taken out, each joined into one line.
 */
export function takeWrappedDateCells(fragments: Fragment[]): { rest: Fragment[]; cells: DateCell[] } {
  const isDate = (f: Fragment) => {
    const words = f.items
      .map((it) => it.str)
      .join(' ')
      .trim()
      .split(/\s+/)
    return words.length <= 4 && words.every((w) => DATE_WORD.test(w) || WORD_PIECE.test(w))
  }
  const apart = (f: Fragment) =>
    fragments.every(
      (o) =>
        o === f ||
        Math.abs(o.y - f.y) > Math.max(1, f.size * 0.3) ||
        // (a left column: whatever shares its row stands on its right, past a gutter)
        textX0(o) >= f.x1 + MIN_GUTTER,
    )
  const dated = fragments.filter((f) => isDate(f) && apart(f)).sort((a, b) => b.y - a.y)
  const blocks: Fragment[][] = []
  for (const f of dated) {
    // (the cell's next row: just below a block's last one, in the same column)
    const block = blocks.find((b) => {
      const last = b[b.length - 1]!
      return last.y - f.y <= Math.max(f.size, last.size) * 1.8 && f.x0 < last.x1 && f.x1 > last.x0
    })
    if (block) block.push(f)
    else blocks.push([f])
  }
  // (a year set one digit per row in a very narrow cell, '2' / '0' / '1' / '4', is one word; so is
  // a word the cell broke over two rows, 'depu' / 'is', 'janvi' / 'er')
  const textOf = (b: Fragment[]) => {
    const parts = b.map(fragmentText)
    if (parts.every((p) => p.trim().length === 1)) return parts.join('')
    const words: string[] = []
    for (const w of parts.join(' ').split(/\s+/)) {
      const last = words[words.length - 1]
      if (last !== undefined && !DATE_WORD.test(last) && DATE_WORD.test(last + w))
        words[words.length - 1] = last + w
      else words.push(w)
    }
    return words.join(' ')
  }
  // (each block's text once; a cell is only date words, with a year or 'aujourd'hui')
  const cells: { block: Fragment[]; text: string }[] = blocks
    .filter((block) => block.length >= 2)
    .map((block) => ({ block, text: textOf(block) }))
    .filter(({ text }) => YEAR_OR_NOW.test(text) && text.split(' ').every((w) => DATE_WORD.test(w)))
  if (cells.length === 0) return { rest: fragments, cells: [] }
  const gone = new Set(cells.flatMap((c) => c.block))
  return {
    rest: fragments.filter((f) => !gone.has(f)),
    cells: cells.map(({ block, text }) => ({
      text,
      y: block[0]!.y,
      bottom: block[block.length - 1]!.y,
      x1: Math.max(...block.map((f) => f.x1)),
      size: block[0]!.size,
    })),
  }
}

/** Lines above a date cell searched for its entry's first line. */
const CELL_REACH = 14

/**
 * Puts a date cell back before the first line of its table row: the nearest line above the cell's
 * top (or beside it) that starts at the entry column's left edge, the first of its run (a header
 * wrapped over two lines), never past a line of the cell's own column (a section's heading). When
 * the entry column indents nothing there (no way to tell a header from a bullet), the cell goes
 * before the line nearest its middle (a cell centred in its row).
 */
function placeDateCell(cell: DateCell, lines: Line[]): void {
  const tol = Math.max(1, cell.size * 0.3)
  const isRight = (l: Line) => l.x0 >= cell.x1
  let next = lines.findIndex((l) => isRight(l) && l.y < cell.y - tol)
  if (next < 0) next = lines.length
  // the entry column's lines above the cell's top row (or on it), up to a line of another column
  const above: number[] = []
  for (let i = next - 1; i >= 0 && above.length < CELL_REACH; i--) {
    const l = lines[i]!
    if (!isRight(l)) {
      if (l.y >= cell.y - tol) break
      continue
    }
    if (l.y < cell.y - tol) continue
    above.unshift(i)
  }
  let at = next
  const edge = Math.min(...above.map((i) => lines[i]!.x0))
  const atEdge = (i: number) => lines[i]!.x0 <= edge + 2
  if (above.some((i) => !atEdge(i))) {
    let k = above.length - 1
    while (k >= 0 && !atEdge(above[k]!)) k--
    if (k >= 0) {
      let first = k
      while (first > 0 && first > k - 2 && atEdge(above[first - 1]!)) first--
      at = above[first]!
    }
  } else {
    const middle = (cell.y + cell.bottom) / 2
    let best = -1
    lines.forEach((l, i) => {
      if (isRight(l) && (best < 0 || Math.abs(l.y - middle) < Math.abs(lines[best]!.y - middle))) best = i
    })
    if (best >= 0 && Math.abs(lines[best]!.y - middle) <= (cell.y - cell.bottom) / 2 + cell.size) at = best
  }
  lines.splice(at, 0, { text: cell.text, y: cell.y, x0: 0 })
}

function cut(fragments: Fragment[], depth: number, out: Line[]): void {
  if (fragments.length === 0) return
  const split = depth < MAX_DEPTH ? findGutter(fragments) : null
  if (!split) {
    emitRows(fragments, out)
    return
  }
  const { left, right, spanning } = split
  // Bands separated by spanning fragments, top to bottom.
  const spans = [...spanning].sort((a, b) => b.y - a.y)
  let upper = Number.POSITIVE_INFINITY
  const bands: Array<{ top: number; bottom: number; span?: Fragment }> = []
  for (const s of spans) {
    bands.push({ top: upper, bottom: s.y })
    bands.push({ top: s.y, bottom: s.y, span: s })
    upper = s.y
  }
  bands.push({ top: upper, bottom: Number.NEGATIVE_INFINITY })
  for (const band of bands) {
    if (band.span) {
      emitRows([band.span], out)
      continue
    }
    const inBand = (f: Fragment) => f.y < band.top && f.y > band.bottom
    const l = left.filter(inBand)
    const r = right.filter(inBand)
    cut(l, depth + 1, out)
    cut(r, depth + 1, out)
  }
}

type Split = { left: Fragment[]; right: Fragment[]; spanning: Fragment[] }

export function findGutter(fragments: Fragment[]): Split | null {
  if (fragments.length < 4) return null
  let minX = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  for (const f of fragments) {
    minX = Math.min(minX, f.x0)
    maxX = Math.max(maxX, f.x1)
  }
  const width = Math.ceil(maxX - minX)
  if (!(width > 2 * MIN_GUTTER) || width > 20_000) return null
  const cover = new Uint16Array(width + 1)
  for (const f of fragments) {
    // (a bullet hanging before its column is no text in the gutter)
    const a = Math.max(0, Math.floor(textX0(f) - minX))
    const b = Math.min(width, Math.ceil(f.x1 - minX))
    for (let i = a; i < b; i++) cover[i] = (cover[i] as number) + 1
  }
  const rowsCount = countRows(fragments)
  const maxCross = Math.max(1, Math.floor(rowsCount * 0.12))
  let best: { split: Split; score: number } | null = null
  let i = 0
  while (i <= width) {
    if ((cover[i] as number) > maxCross) {
      i++
      continue
    }
    let j = i
    while (j <= width && (cover[j] as number) <= maxCross) j++
    const start = i
    const end = j // exclusive
    i = j
    if (end - start < MIN_GUTTER || start === 0 || end > width) continue
    // Split at the middle of the least-crossed run inside the band.
    let m = Number.POSITIVE_INFINITY
    for (let k = start; k < end; k++) m = Math.min(m, cover[k] as number)
    let runStart = start
    let runLength = 0
    let k = start
    while (k < end) {
      if (cover[k] !== m) {
        k++
        continue
      }
      let q = k
      while (q < end && cover[q] === m) q++
      if (q - k > runLength) {
        runStart = k
        runLength = q - k
      }
      k = q
    }
    // A narrow gutter (a table's two cells, the left column's lines running up to the right one,
    // one or two units apart): a cut there must cross no fragment at all.
    let candidate = evaluate(fragments, minX + runStart + runLength / 2)
    if (candidate && runLength < 3 && candidate.spanning.length > 0) candidate = null
    // A side column's long line running into the gutter ('• Taillage : brunoise, julienne,
    // paysanne'): a cut where the other column starts may cross nothing.
    if (!candidate || candidate.spanning.length > 0) {
      const atEdge = evaluate(fragments, minX + end - 0.5)
      if (atEdge && (!candidate || atEdge.spanning.length < candidate.spanning.length)) candidate = atEdge
    }
    if (!candidate) continue
    const score = (end - start) / (1 + candidate.spanning.length)
    if (!best || score > best.score) best = { split: candidate, score }
  }
  return best?.split ?? null
}

export function evaluate(fragments: Fragment[], at: number): Split | null {
  const left: Fragment[] = []
  const right: Fragment[] = []
  const spanning: Fragment[] = []
  // Where the other column's text starts: a side column's line whose last glyph runs past the cut but
  // stops before it ('• CACES R489 cat. 1A (transpalette' ending at 259.8 beside a column starting at
  // 260.2) is the side column's, no line spanning both.
  let otherStart = Number.POSITIVE_INFINITY
  for (const f of fragments) {
    const x = textX0(f)
    if (x >= at && x < otherStart) otherStart = x
  }
  for (const f of fragments) {
    if (f.x1 <= at || (f.x1 <= otherStart && textX0(f) < at)) left.push(f)
    else if (textX0(f) >= at) right.push(f)
    else {
      // Two columns' words on one baseline, closer than a word gap ('… (tartes, crèmes,' and '• Mise
      // en place…'): the fragment parts at the gap between its items where the cut falls, the
      // bullet before the cut going with its text.
      let k = f.items.findIndex(
        (it, i) => i > 0 && it.x >= at && f.items[i - 1]!.x + f.items[i - 1]!.width <= at,
      )
      while (k > 1 && BULLET_GLYPH.test(f.items[k - 1]!.str)) k--
      if (k > 0) {
        left.push(fragmentOf(f.items.slice(0, k), f))
        right.push(fragmentOf(f.items.slice(k), f))
      } else spanning.push(f)
    }
  }
  if (left.length < 2 || right.length < 2) return null
  const leftChars = charCount(left)
  const rightChars = charCount(right)
  const total = leftChars + rightChars
  if (Math.min(leftChars, rightChars) < Math.max(12, total * 0.04)) return null
  // Both sides must stand side by side vertically.
  const lTop = Math.max(...left.map((f) => f.y))
  const lBottom = Math.min(...left.map((f) => f.y))
  const rTop = Math.max(...right.map((f) => f.y))
  const rBottom = Math.min(...right.map((f) => f.y))
  const overlap = Math.min(lTop, rTop) - Math.max(lBottom, rBottom)
  const shorter = Math.min(lTop - lBottom, rTop - rBottom)
  if (overlap <= 0 || overlap < shorter * 0.5) return null
  // A table (dates or labels beside their entries): most rows of one side have a partner on the
  // same baseline on the other side. Read it row by row.
  const leftAligned = alignedShare(left, right)
  const rightAligned = alignedShare(right, left)
  const rowsL = countRows(left)
  const rowsR = countRows(right)
  if (rowsL >= 2 && rowsR >= 2 && (leftAligned >= 0.7 || rightAligned >= 0.7)) {
    // Two genuine columns set in the same leading can align by chance, but then both sides
    // hold long runs of text; a table has one side of short cells.
    const avgL = leftChars / rowsL
    const avgR = rightChars / rowsR
    if (Math.min(avgL, avgR) < 25 || (leftAligned >= 0.9 && rightAligned >= 0.9)) return null
  }
  return { left, right, spanning }
}

const BULLET_GLYPH = /^\s*[•·▪◦‣●○■□–-]?\s*$/

/** Where a fragment's text starts, after a bullet glyph set apart from it. */
function textX0(f: Fragment): number {
  const first = f.items.find((it) => !BULLET_GLYPH.test(it.str))
  return first ? first.x : f.x0
}

function fragmentOf(items: TextItem[], like: Fragment): Fragment {
  const last = items[items.length - 1]!
  return { x0: items[0]!.x, x1: last.x + Math.max(0, last.width), y: like.y, size: like.size, items }
}

function charCount(fragments: Fragment[]): number {
  let n = 0
  for (const f of fragments) for (const it of f.items) n += it.str.trim().length
  return n
}

function countRows(fragments: Fragment[]): number {
  const ys = fragments.map((f) => f.y).sort((a, b) => b - a)
  let rows = 0
  let last = Number.POSITIVE_INFINITY
  for (const y of ys) {
    if (last - y > 1) rows++
    last = y
  }
  return rows
}

function alignedShare(side: Fragment[], other: Fragment[]): number {
  const rows = new Map<number, boolean>()
  for (const f of side) {
    const key = Math.round(f.y)
    if (rows.get(key)) continue
    const tol = Math.max(1, f.size * 0.25)
    rows.set(
      key,
      other.some((o) => Math.abs(o.y - f.y) <= tol),
    )
  }
  if (rows.size === 0) return 0
  let aligned = 0
  for (const v of rows.values()) if (v) aligned++
  return aligned / rows.size
}

/**
 * Emits fragments row by row (top to bottom, left to right within a row); a run of rows that are
 * the cells of a table side by side, wrapped and offset by half a line, is read cell by cell
 * (cellColumns).
 */
function emitRows(fragments: Fragment[], out: Line[]): void {
  const sorted = [...fragments].sort((a, b) => b.y - a.y || a.x0 - b.x0)
  const rows: Fragment[][] = []
  let row: Fragment[] = []
  const flush = () => {
    if (row.length === 0) return
    row.sort((a, b) => a.x0 - b.x0)
    rows.push(row)
    row = []
  }
  for (const f of sorted) {
    const first = row[0]
    if (first && Math.abs(first.y - f.y) > Math.max(1, Math.min(first.size, f.size) * 0.3)) flush()
    row.push(f)
  }
  flush()
  for (const r of cellColumns(rows))
    out.push({ text: r.map(fragmentText).join(' '), y: r[0]!.y, x0: r[0]!.x0 })
}

/** The gap between a left cell's text and a right cell's, at least (PDF units). */
const CELL_GAP = 12
/** A cell that holds a date (a year, '03/2021', 'aujourd'hui'). */
const DATE_LIKE = new RegExp(`${YEAR}|\\b\\d{1,2}\\/\\d|${TODAY}`, 'i')

/**
 * Two cells of a table row whose lines never share a baseline ('• Multi-drop deliveries (120–' at
 * 599, '• Manual handling and' at 594, '150 drops/day)' at 588, 'safe lifting' at 582): rows that
 * each lie wholly left or wholly right of one gap, alternating (a cell wrapped over two lines
 * or more beside another). Read row by row, each cell's lines are shuffled with the other's; they are read left cell
 * then right cell. A side of dates is not a cell of text (a date column stays beside its entries).
 */
function cellColumns(rows: Fragment[][]): Fragment[][] {
  const out: Fragment[][] = []
  let k = 0
  while (k < rows.length) {
    const run = cellRun(rows, k)
    if (run) {
      out.push(...run.left, ...run.right)
      k = run.end
    } else out.push(rows[k++]!)
  }
  return out
}

function cellRun(
  rows: Fragment[][],
  from: number,
): { left: Fragment[][]; right: Fragment[][]; end: number } | null {
  const first = rows[from]!
  // The run's gap: between the first two rows, one wholly left of the other.
  const second = rows[from + 1]
  if (!second) return null
  const x1Of = (r: Fragment[]) => Math.max(...r.map((f) => f.x1))
  const x0Of = (r: Fragment[]) => Math.min(...r.map((f) => f.x0))
  let gapLeft: number
  let gapRight: number
  // (the first two rows: one wholly left of the other)
  if (x1Of(first) + CELL_GAP <= x0Of(second)) [gapLeft, gapRight] = [x1Of(first), x0Of(second)]
  else if (x1Of(second) + CELL_GAP <= x0Of(first)) [gapLeft, gapRight] = [x1Of(second), x0Of(first)]
  else return null
  const left: Fragment[][] = []
  const right: Fragment[][] = []
  let end = from
  let switches = 0
  let last: 'l' | 'r' | null = null
  for (; end < rows.length; end++) {
    const r = rows[end]!
    const side =
      x0Of(r) < gapLeft && x1Of(r) <= gapRight - CELL_GAP
        ? 'l'
        : x0Of(r) >= gapLeft + CELL_GAP && x0Of(r) >= gapRight - 1
          ? 'r'
          : null
    if (!side) break
    // (the run ends at a wide vertical gap: the next table row, or the text after the table)
    const prev = rows[end - 1]
    if (end > from && prev && prev[0]!.y - r[0]!.y > r[0]!.size * 2.2) break
    if (last && side !== last) switches++
    last = side
    ;(side === 'l' ? left : right).push(r)
  }
  const text = (rs: Fragment[][]) => rs.map((r) => r.map(fragmentText).join(' ')).join(' ')
  if (left.length + right.length < 3 || left.length === 0 || right.length === 0 || switches < 2) return null
  if (DATE_LIKE.test(text(left)) && text(left).length < 40) return null
  if (DATE_LIKE.test(text(right)) && text(right).length < 40) return null
  return { left, right, end }
}

function fragmentText(f: Fragment): string {
  // Letter-spaced headings ('J O H N  D O E') come as one item per letter: the gap between
  // letters is then the norm, and only a clearly wider gap separates words.
  const letterGaps: number[] = []
  for (let i = 1; i < f.items.length; i++) {
    const a = f.items[i - 1] as TextItem
    const b = f.items[i] as TextItem
    if (a.str.trim().length === 1 && b.str.trim().length === 1) letterGaps.push(b.x - (a.x + a.width))
  }
  let letterGap = 0
  if (letterGaps.length >= 3) {
    letterGaps.sort((x, y) => x - y)
    letterGap = Math.max(0, letterGaps[Math.floor(letterGaps.length / 2)] as number)
  }
  let text = ''
  let prevEnd = Number.NaN
  for (const item of f.items) {
    const it = { ...item, str: unspaceLetters(item.str) }
    if (text.length > 0) {
      const gap = it.x - prevEnd
      const needsSpace = !/\s$/.test(text) && !/^\s/.test(it.str)
      if (needsSpace && gap > Math.max(it.size * 0.18, letterGap * 1.6 + it.size * 0.08)) text += ' '
    }
    text += it.str
    prevEnd = it.x + it.width
  }
  return text
}

/**
 * pdf.js puts a space between the letters of a letter-spaced word ('E X P E R I E N C E'). An item
 * made only of single characters separated by single spaces is one spaced-out word: the spaces go
 * (a space stays between digits and letters: '1 2 3 4 B r o a d w a y' → '1234 Broadway').
 */
export function unspaceLetters(str: string): string {
  if (!/^\s*\S(?: \S){2,}\s*$/u.test(str)) return str
  const lead = str.match(/^\s*/)?.[0] ?? ''
  const trail = str.match(/\s*$/)?.[0] ?? ''
  const chars = str.trim().split(' ')
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string
    const prev = chars[i - 1]
    if (prev !== undefined && /\p{N}/u.test(prev) !== /\p{N}/u.test(c) && /[\p{L}\p{N}]/u.test(prev + c)) {
      if (/\p{L}/u.test(prev) || /\p{L}/u.test(c)) out += ' '
    }
    out += c
  }
  return lead + out + trail
}
