/**
 * The PDF report of one analysis (decision 14): an A4 document in the analysis's language (French
 * or English, issue 10), printed on white, with the
 * score drawn as the ring the dashboard shows, the skills, the three suggestions, every question
 * with its answer (a question never leaves its answer on the previous page) and an excerpt of the
 * job description. Fonts are DejaVu Sans shipped in assets/fonts (embedded, subset), so every
 * French character (é è ê à ç œ « » ’ …) prints and reads back as text.
 */
import { join, resolve } from 'node:path'
import PDFDocument from 'pdfkit'
import {
  formatLongDate,
  formatLongDateTime,
  type ScoreBand,
  scoreBand,
  truncateText,
} from '../../../shared/format.ts'
import {
  BAND_LABEL_KEY,
  DIFFICULTY_LABEL_KEY,
  PRIORITY_LABEL_KEY,
  QUESTION_CATEGORY_LABEL_KEY,
  RESULT_LABELS,
  SUGGESTION_CATEGORY_LABEL_KEY,
} from '../../../shared/result-labels.ts'
import type { AnalysisResult, InterviewQuestion, Suggestion } from '../../../shared/schemas/analysis.ts'
import { type OutputLanguage, PRIORITIES } from '../../../shared/schemas/analysis.ts'

export const FONT_DIR = resolve(import.meta.dirname, '../../../../assets/fonts')
const FONTS = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  italic: join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
} as const

export const PRODUCT_NAME = 'Adéquat'
/** Characters of the job description printed at the end of the report. */
export const JOB_EXCERPT_CHARS = 700

const COLOUR = {
  ink: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  panel: '#f8fafc',
  accent: '#4f46e5',
  accentSoft: '#eef2ff',
  ring: '#e2e8f0',
  matched: '#15803d',
  matchedSoft: '#dcfce7',
  missing: '#b91c1c',
  missingSoft: '#fee2e2',
} as const

/** Printed counterparts of the dashboard's band colours (darker: they sit on white). */
const BAND_COLOUR: Record<ScoreBand, string> = {
  excellent: '#16a34a',
  good: '#4f46e5',
  average: '#d97706',
  poor: '#dc2626',
}
const PRIORITY_COLOUR = { high: '#b91c1c', medium: '#b45309', low: '#475569' } as const

/**
 * The report's own words, per language (the analysis's `lang`: the report reads like the result);
 * the result's labels (section titles, bands, priorities, kinds of question…) are the web's, from
 * src/shared/result-labels.ts.
 */
const TEXT = {
  fr: {
    defaultTitle: 'Analyse de compatibilité',
    report: 'Rapport d’analyse',
    docTitle: (title: string) => `${PRODUCT_NAME} — Rapport d’analyse : ${title}`,
    subject: (date: string) => `Analyse du ${date}`,
    analysedLine: (file: string, dateTime: string) =>
      `${RESULT_LABELS.fr.fileLabel} : ${file}  ·  Analyse du ${dateTime} (heure de Paris)`,
    matchedPoint: (n: number) =>
      n > 0
        ? `${plural(n, 'compétence demandée', 'compétences demandées')} ${n > 1 ? 'figurent' : 'figure'} dans votre CV.`
        : 'Aucune compétence demandée n’a été trouvée dans votre CV.',
    missingPoint: (n: number) =>
      n > 0
        ? `${plural(n, 'compétence demandée manque', 'compétences demandées manquent')} ou ${n > 1 ? 'sont' : 'est'} à mettre en avant.`
        : 'Aucune compétence demandée ne manque.',
    noMatched: 'Aucune compétence demandée n’a été trouvée dans le CV.',
    noMissing: 'Aucune compétence manquante : le CV couvre tout ce que l’offre demande.',
    interviewIntro: (n: number) =>
      `${plural(n, 'question probable', 'questions probables')}, chacune avec une réponse modèle à adapter à votre parcours.`,
    noQuestions: 'Aucune question pour cette analyse.',
    excerpt: 'Extrait de l’offre d’emploi',
    footer: (date: string) => `${PRODUCT_NAME} · Rapport d’analyse du ${date}`,
  },
  en: {
    defaultTitle: 'Compatibility analysis',
    report: 'Analysis report',
    docTitle: (title: string) => `${PRODUCT_NAME} — Analysis report: ${title}`,
    subject: (date: string) => `Analysis of ${date}`,
    analysedLine: (file: string, dateTime: string) =>
      `${RESULT_LABELS.en.fileLabel}: ${file}  ·  Analysed on ${dateTime} (Paris time)`,
    matchedPoint: (n: number) =>
      n > 0
        ? `${n} required skill${n > 1 ? 's are' : ' is'} in your CV.`
        : 'None of the required skills was found in your CV.',
    missingPoint: (n: number) =>
      n > 0
        ? `${n} required skill${n > 1 ? 's are' : ' is'} missing or should be brought forward.`
        : 'No required skill is missing.',
    noMatched: 'None of the required skills was found in the CV.',
    noMissing: 'No missing skill: the CV covers everything the job asks for.',
    interviewIntro: (n: number) =>
      `${n} likely question${n > 1 ? 's' : ''}, each with a model answer to adapt to your background.`,
    noQuestions: 'No questions for this analysis.',
    excerpt: 'Job description excerpt',
    footer: (date: string) => `${PRODUCT_NAME} · Analysis report of ${date}`,
  },
} as const

/** The report's words in one language: its own (TEXT) and the result's labels shared with the web. */
function reportText(lang: OutputLanguage) {
  const label = RESULT_LABELS[lang]
  const upper = (text: string) => text.toLocaleUpperCase(lang === 'fr' ? 'fr-FR' : 'en-GB')
  return {
    ...TEXT[lang],
    band: (band: ScoreBand) => label[BAND_LABEL_KEY[band]],
    priority: (priority: Suggestion['priority']) => upper(label[PRIORITY_LABEL_KEY[priority]]),
    category: (category: Suggestion['category']) => label[SUGGESTION_CATEGORY_LABEL_KEY[category]],
    difficulty: (difficulty: InterviewQuestion['difficulty']) =>
      upper(label[DIFFICULTY_LABEL_KEY[difficulty]]),
    questionCategory: (category: InterviewQuestion['category']) =>
      upper(label[QUESTION_CATEGORY_LABEL_KEY[category]]),
    scoreHeading: upper(label.scoreTitle),
    skills: label.skillsTitle,
    matched: (n: number) => `${label.matched} (${n})`,
    missing: (n: number) => `${label.missing} (${n})`,
    suggestions: label.suggestionsTitle,
    interview: label.interviewTitle,
  }
}
type ReportText = ReturnType<typeof reportText>

export type ReportAnalysis = {
  /** The language the analysis is written in; the report's own words follow it. */
  lang?: OutputLanguage
  createdAt: Date
  fileName: string
  jobTitle: string | null
  jobDescription: string
  result: AnalysisResult
}

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 }
const FOOTER_GAP = 28

type Doc = PDFKit.PDFDocument

/**
 * French typography (applied to both languages, harmless in English): no line may start with '»', ':', '?', '!' or ';', nor end with '«' — the
 * spaces around them become no-break spaces (the engine and the user type ordinary ones).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ ([»:?!;])/g, '\u00a0$1')
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n > 1 ? many : one}`
}

/** Renders the report; resolves with the PDF bytes. */
export function renderAnalysisReport(analysis: ReportAnalysis, generatedAt: Date): Promise<Buffer> {
  const lang = analysis.lang ?? 'fr'
  const t = reportText(lang)
  // Paris time, as on screen
  const date = formatLongDate(analysis.createdAt.getTime() / 1000, lang)
  const dateTime = formatLongDateTime(analysis.createdAt.getTime() / 1000, lang)
  const title = analysis.jobTitle?.trim() || t.defaultTitle
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    font: FONTS.regular,
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: {
      Title: t.docTitle(title),
      Author: PRODUCT_NAME,
      Subject: t.subject(date),
      Creator: PRODUCT_NAME,
      Producer: PRODUCT_NAME,
      CreationDate: generatedAt,
    },
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.registerFont('italic', FONTS.italic)

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const layout = new Layout(doc, t)
  drawHeader(layout, { title, date, dateTime, fileName: analysis.fileName })
  drawScore(layout, analysis.result)
  drawSkills(layout, analysis.result)
  drawSuggestions(layout, analysis.result.suggestions)
  drawQuestions(layout, analysis.result.questions)
  drawJobExcerpt(layout, analysis.jobDescription)
  drawFooters(doc, t.footer(date))
  doc.end()
  return done
}

/** Page geometry and the few moves every section needs. */
class Layout {
  constructor(
    readonly doc: Doc,
    readonly t: ReportText,
  ) {}
  get left() {
    return MARGIN.left
  }
  get width() {
    return this.doc.page.width - MARGIN.left - MARGIN.right
  }
  get bottom() {
    return this.doc.page.height - MARGIN.bottom
  }
  get y() {
    return this.doc.y
  }
  set y(value: number) {
    this.doc.y = value
  }
  /** Starts a new page unless `height` still fits below the cursor. */
  ensure(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage()
      this.y = MARGIN.top
    }
  }
  heightOf(text: string, font: string, size: number, width: number, lineGap = 0) {
    this.doc.font(font).fontSize(size)
    return this.doc.heightOfString(frenchSpacing(text), { width, lineGap })
  }
  text(
    text: string,
    opts: {
      font?: string
      size: number
      colour?: string
      x?: number
      y?: number
      width?: number
      lineGap?: number
      align?: 'left' | 'right' | 'center'
      characterSpacing?: number
    },
  ) {
    const { doc } = this
    doc
      .font(opts.font ?? 'regular')
      .fontSize(opts.size)
      .fillColor(opts.colour ?? COLOUR.body)
    doc.text(frenchSpacing(text), opts.x ?? this.left, opts.y ?? this.y, {
      width: opts.width ?? this.width,
      lineGap: opts.lineGap ?? 0,
      align: opts.align ?? 'left',
      ...(opts.characterSpacing !== undefined && { characterSpacing: opts.characterSpacing }),
    })
  }
  /** A section title with a short accent rule; kept with at least `keepWith` points of content. */
  sectionTitle(title: string, keepWith: number, subtitle?: string) {
    const subtitleHeight = subtitle ? this.heightOf(subtitle, 'regular', 9.5, this.width) + 2 : 0
    this.ensure(28 + subtitleHeight + keepWith)
    this.y += 8
    const top = this.y
    this.doc.rect(this.left, top + 2, 3, 14).fill(COLOUR.accent)
    this.text(title, { font: 'bold', size: 14, colour: COLOUR.ink, x: this.left + 11, y: top })
    this.y = top + 22
    if (subtitle) {
      this.text(subtitle, { size: 9.5, colour: COLOUR.muted })
      this.y += 2
    }
    this.y += 6
  }
}

function drawHeader(l: Layout, h: { title: string; date: string; dateTime: string; fileName: string }) {
  const { doc } = l
  const top = MARGIN.top - 16
  l.text(PRODUCT_NAME, { font: 'bold', size: 20, colour: COLOUR.accent, y: top })
  l.text(l.t.report, {
    size: 9,
    colour: COLOUR.muted,
    y: top + 4,
    align: 'right',
    characterSpacing: 0.6,
  })
  l.text(h.date, { size: 9, colour: COLOUR.muted, y: top + 16, align: 'right' })
  const ruleY = top + 34
  doc
    .moveTo(l.left, ruleY)
    .lineTo(l.left + l.width, ruleY)
    .lineWidth(1)
    .strokeColor(COLOUR.line)
    .stroke()

  l.y = ruleY + 18
  l.text(h.title, { font: 'bold', size: 22, colour: COLOUR.ink, lineGap: 2 })
  l.y += 4
  l.text(l.t.analysedLine(h.fileName, h.dateTime), {
    size: 10,
    colour: COLOUR.muted,
  })
  l.y += 16
}

/** The ring of the dashboard: grey track, band-coloured arc from 12 o'clock, score and band inside. */
function drawScoreRing(doc: Doc, cx: number, cy: number, radius: number, score: number, bandLabel: string) {
  const band = scoreBand(score)
  const colour = BAND_COLOUR[band]
  const stroke = 9
  doc.circle(cx, cy, radius).lineWidth(stroke).strokeColor(COLOUR.ring).stroke()
  const fraction = Math.min(Math.max(score, 0), 100) / 100
  if (fraction >= 0.999) {
    doc.circle(cx, cy, radius).lineWidth(stroke).strokeColor(colour).stroke()
  } else if (fraction > 0) {
    const start = -Math.PI / 2
    const end = start + fraction * 2 * Math.PI
    const x0 = cx + radius * Math.cos(start)
    const y0 = cy + radius * Math.sin(start)
    const x1 = cx + radius * Math.cos(end)
    const y1 = cy + radius * Math.sin(end)
    const largeArc = fraction > 0.5 ? 1 : 0
    doc
      .path(`M ${x0} ${y0} A ${radius} ${radius} 0 ${largeArc} 1 ${x1} ${y1}`)
      .lineWidth(stroke)
      .lineCap('round')
      .strokeColor(colour)
      .stroke()
    doc.lineCap('butt')
  }
  const number = String(score)
  doc.font('bold').fontSize(30).fillColor(COLOUR.ink)
  const numberWidth = doc.widthOfString(number)
  doc.text(number, cx - numberWidth / 2, cy - 22, { lineBreak: false })
  const label = bandLabel
  doc.font('bold').fontSize(9.5).fillColor(colour)
  const labelWidth = doc.widthOfString(label)
  doc.text(label, cx - labelWidth / 2, cy + 12, { lineBreak: false })
}

function drawScore(l: Layout, result: AnalysisResult) {
  const { doc } = l
  const score = result.compatibilityScore
  const band = scoreBand(score)
  const matched = result.matchedSkills.length
  const missing = result.missingSkills.length
  const keyPoints = [
    l.t.matchedPoint(matched),
    l.t.missingPoint(missing),
    ...(result.details?.keyPoints ?? []).slice(0, 3),
  ]
  const textX = l.left + 150
  const textWidth = l.width - 150 - 18
  const headline = `${score}/100 · ${l.t.band(band)}`
  let textHeight = 18 + l.heightOf(headline, 'bold', 16, textWidth) + 8
  for (const point of keyPoints) textHeight += l.heightOf(point, 'regular', 10, textWidth - 12, 1.5) + 5
  const boxHeight = Math.max(132, textHeight + 18)
  l.ensure(boxHeight)
  const top = l.y
  doc.roundedRect(l.left, top, l.width, boxHeight, 10).fill(COLOUR.panel)
  doc.roundedRect(l.left, top, l.width, boxHeight, 10).lineWidth(0.8).strokeColor(COLOUR.line).stroke()
  drawScoreRing(doc, l.left + 75, top + boxHeight / 2, 46, score, l.t.band(band))

  l.y = top + 18
  l.text(l.t.scoreHeading, {
    size: 8.5,
    colour: COLOUR.muted,
    x: textX,
    width: textWidth,
    characterSpacing: 0.8,
  })
  l.y += 3
  l.text(headline, { font: 'bold', size: 16, colour: BAND_COLOUR[band], x: textX, width: textWidth })
  l.y += 8
  for (const point of keyPoints) {
    const y = l.y
    doc.circle(textX + 3, y + 6, 2).fill(COLOUR.accent)
    l.text(point, { size: 10, colour: COLOUR.body, x: textX + 12, width: textWidth - 12, y, lineGap: 1.5 })
    l.y += 5
  }
  l.y = top + boxHeight + 14
}

/** Skills as pills that wrap across the page width. */
function drawPills(l: Layout, skills: string[], tone: 'matched' | 'missing', empty: string) {
  const { doc } = l
  if (skills.length === 0) {
    l.text(empty, { font: 'italic', size: 10, colour: COLOUR.muted })
    l.y += 6
    return
  }
  const size = 9.5
  const padX = 8
  const height = 19
  const gap = 6
  const mark = tone === 'matched' ? '✓' : '✗'
  const fill = tone === 'matched' ? COLOUR.matchedSoft : COLOUR.missingSoft
  const colour = tone === 'matched' ? COLOUR.matched : COLOUR.missing
  let x = l.left
  let y = l.y
  l.ensure(height)
  y = l.y
  for (const skill of skills) {
    const label = `${mark} ${skill}`
    doc.font('regular').fontSize(size)
    const width = Math.min(doc.widthOfString(label) + padX * 2, l.width)
    if (x + width > l.left + l.width) {
      x = l.left
      y += height + gap
      if (y + height > l.bottom) {
        doc.addPage()
        y = MARGIN.top
      }
    }
    doc.roundedRect(x, y, width, height, height / 2).fill(fill)
    doc
      .fillColor(colour)
      .text(label, x + padX, y + 4.5, { width: width - padX * 2, lineBreak: false, ellipsis: true })
    x += width + gap
  }
  l.y = y + height + 12
}

function drawSkills(l: Layout, result: AnalysisResult) {
  const matched = result.matchedSkills
  const missing = result.missingSkills
  l.sectionTitle(l.t.skills, 60)
  l.text(l.t.matched(matched.length), {
    font: 'bold',
    size: 10.5,
    colour: COLOUR.matched,
  })
  l.y += 6
  drawPills(l, matched, 'matched', l.t.noMatched)
  l.ensure(40)
  l.text(l.t.missing(missing.length), { font: 'bold', size: 10.5, colour: COLOUR.missing })
  l.y += 6
  drawPills(l, missing, 'missing', l.t.noMissing)
}

function sortByPriority(suggestions: Suggestion[]): Suggestion[] {
  return [...suggestions].sort((a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority))
}

function drawSuggestions(l: Layout, suggestions: Suggestion[]) {
  const { doc } = l
  const sorted = sortByPriority(suggestions)
  const textX = l.left + 34
  const textWidth = l.width - 34
  const heights = sorted.map(
    (s) =>
      14 +
      l.heightOf(s.title, 'bold', 11, textWidth) +
      3 +
      l.heightOf(s.description, 'regular', 10, textWidth, 1.5),
  )
  l.sectionTitle(l.t.suggestions, (heights[0] ?? 0) + 10)
  sorted.forEach((s, i) => {
    const height = heights[i] ?? 0
    l.ensure(height + 8)
    const top = l.y
    doc.circle(l.left + 11, top + 11, 11).fill(COLOUR.accentSoft)
    const n = String(i + 1)
    doc.font('bold').fontSize(10.5).fillColor(COLOUR.accent)
    doc.text(n, l.left + 11 - doc.widthOfString(n) / 2, top + 5, { lineBreak: false })
    l.text(`${l.t.priority(s.priority)}  ·  ${l.t.category(s.category)}`, {
      font: 'bold',
      size: 7.5,
      colour: PRIORITY_COLOUR[s.priority],
      x: textX,
      width: textWidth,
      y: top,
      characterSpacing: 0.5,
    })
    l.y = top + 14
    l.text(s.title, { font: 'bold', size: 11, colour: COLOUR.ink, x: textX, width: textWidth })
    l.y += 3
    l.text(s.description, { size: 10, colour: COLOUR.body, x: textX, width: textWidth, lineGap: 1.5 })
    l.y = Math.max(l.y, top + height) + 12
  })
}

function questionHeights(l: Layout, q: InterviewQuestion, width: number) {
  const question = l.heightOf(q.question, 'bold', 10.5, width, 1)
  const answer = l.heightOf(q.answer, 'regular', 10, width - 12, 1.5)
  return { question, answer, total: 13 + question + 6 + answer }
}

function drawQuestions(l: Layout, questions: InterviewQuestion[]) {
  const { doc } = l
  const width = l.width
  const first = questions[0]
  l.sectionTitle(
    l.t.interview,
    first ? questionHeights(l, first, width).total + 10 : 20,
    l.t.interviewIntro(questions.length),
  )
  if (questions.length === 0) {
    l.text(l.t.noQuestions, { font: 'italic', size: 10, colour: COLOUR.muted })
    l.y += 10
    return
  }
  questions.forEach((q, i) => {
    const h = questionHeights(l, q, width)
    // A question and its answer stay on one page (unless one alone is longer than a page).
    l.ensure(h.total + 4)
    const top = l.y
    l.text(`QUESTION ${i + 1}  ·  ${l.t.questionCategory(q.category)}  ·  ${l.t.difficulty(q.difficulty)}`, {
      font: 'bold',
      size: 7.5,
      colour: COLOUR.accent,
      y: top,
      characterSpacing: 0.5,
    })
    l.y = top + 13
    l.text(q.question, { font: 'bold', size: 10.5, colour: COLOUR.ink, lineGap: 1 })
    l.y += 6
    const answerTop = l.y
    l.text(q.answer, { size: 10, colour: COLOUR.body, x: l.left + 12, width: width - 12, lineGap: 1.5 })
    if (doc.y > answerTop) {
      doc.rect(l.left + 1, answerTop, 2, doc.y - answerTop - 1.5).fill(COLOUR.line)
    }
    l.y += 14
  })
}

function drawJobExcerpt(l: Layout, jobDescription: string) {
  const { doc } = l
  const excerpt = truncateText(jobDescription, JOB_EXCERPT_CHARS, { atWord: true })
  const padding = 14
  const height = l.heightOf(excerpt, 'italic', 9.5, l.width - padding * 2, 1.5) + padding * 2
  l.sectionTitle(l.t.excerpt, Math.min(height, 120))
  l.ensure(Math.min(height, l.bottom - MARGIN.top))
  const top = l.y
  doc.roundedRect(l.left, top, l.width, height, 8).fill(COLOUR.panel)
  l.text(excerpt, {
    font: 'italic',
    size: 9.5,
    colour: COLOUR.body,
    x: l.left + padding,
    y: top + padding,
    width: l.width - padding * 2,
    lineGap: 1.5,
  })
  l.y = top + height + 10
}

function drawFooters(doc: Doc, footer: string) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const y = doc.page.height - MARGIN.bottom + FOOTER_GAP
    const width = doc.page.width - MARGIN.left - MARGIN.right
    // Writing below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(MARGIN.left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOUR.line)
      .stroke()
    doc.font('regular').fontSize(8).fillColor(COLOUR.muted)
    doc.text(footer, MARGIN.left, y, { width, lineBreak: false })
    doc.text(`Page ${i - range.start + 1} / ${range.count}`, MARGIN.left, y, {
      width,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = bottom
  }
}
