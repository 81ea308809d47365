import { describe, expect, it } from 'vitest'
import {
  FRENCH_CHARACTERS,
  pdfPages,
  SAMPLE_JOB_DESCRIPTION,
  sampleResult,
} from '../../../../test/helpers/report-fixture.ts'
import { reportFileName } from './create-report.ts'
import { frenchSpacing, renderAnalysisReport } from './render-report.ts'

const createdAt = new Date('2026-11-22T09:30:00Z')

describe('renderAnalysisReport', () => {
  it('prints the product, the date in French, the score and band, skills, suggestions, questions and the offer', async () => {
    const result = sampleResult(5)
    const pdf = await renderAnalysisReport(
      {
        createdAt,
        fileName: 'cv-élodie.pdf',
        jobTitle: 'Développeur·se full-stack',
        jobDescription: SAMPLE_JOB_DESCRIPTION,
        result,
      },
      new Date(),
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const all = (await pdfPages(pdf)).join(' ')
    expect(all).toContain('Adéquat')
    expect(all).toContain('22 novembre 2026')
    expect(all).toContain('72/100 · Bon')
    expect(all).toContain('cv-élodie.pdf')
    for (const skill of [...result.matchedSkills, ...result.missingSkills]) expect(all).toContain(skill)
    for (const s of result.suggestions) {
      expect(all).toContain(s.title)
      expect(all).toContain(s.description.replace(/\s+/g, ' '))
    }
    for (const q of result.questions) {
      expect(all).toContain(q.question)
      expect(all).toContain(q.answer)
    }
    expect(all).toContain('Extrait de l’offre d’emploi')
    expect(all).toContain('« Plateforme Santé »')
    for (const ch of FRENCH_CHARACTERS) expect(all).toContain(ch)
  })

  it('prints its own words in English for an analysis written in English', async () => {
    const pdf = await renderAnalysisReport(
      {
        lang: 'en',
        createdAt,
        fileName: 'cv.pdf',
        jobTitle: 'Data analyst',
        jobDescription: 'We are looking for a data analyst with SQL and Python.',
        result: sampleResult(3),
      },
      new Date(),
    )
    const all = (await pdfPages(pdf)).join(' ')
    for (const words of [
      'Analysis report',
      'COMPATIBILITY SCORE',
      '72/100 · Good',
      'Matching skills',
      'Missing skills',
    ])
      expect(all).toContain(words)
    for (const words of [
      'Suggestions for improvement',
      'Interview preparation',
      'Job description excerpt',
      '22 November 2026',
    ])
      expect(all).toContain(words)
    expect(all).not.toMatch(/Rapport d’analyse|Compétences correspondantes|heure de Paris/)
  })

  it('dates the analysis in Paris time and cuts the offer’s excerpt at a word, with an ellipsis', async () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in Paris
    const lateAt = new Date('2026-11-21T23:30:00Z')
    const words = 'développement '.repeat(80) // 1120 characters: cut at 700, inside a word by position
    const pdf = await renderAnalysisReport(
      {
        createdAt: lateAt,
        fileName: 'cv.pdf',
        jobTitle: null,
        jobDescription: words,
        result: sampleResult(1),
      },
      new Date(),
    )
    const all = (await pdfPages(pdf)).join(' ')
    expect(all).toContain('22 novembre 2026 à 00:30 (heure de Paris)')
    expect(all).not.toContain('21 novembre')
    expect(all).toMatch(/développement…/)
    expect(all).not.toMatch(/développ(?!ement)[a-zé]*…/)
    expect(reportFileName(null, 'cv.pdf', lateAt)).toBe('rapport-adequat-cv-2026-11-22.pdf')
  })

  it('embeds its own TrueType fonts and no standard font', async () => {
    const pdf = await renderAnalysisReport(
      { createdAt, fileName: 'cv.pdf', jobTitle: null, jobDescription: 'Offre', result: sampleResult(3) },
      new Date(),
    )
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/FontFile2/)
    expect(raw).toMatch(/DejaVuSans-Bold/)
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
  })

  it('gives each band its French name', async () => {
    const cases: [number, string][] = [
      [91, 'Excellent'],
      [60, 'Bon'],
      [45, 'Moyen'],
      [12, 'À améliorer'],
    ]
    for (const [score, band] of cases) {
      const pdf = await renderAnalysisReport(
        {
          createdAt,
          fileName: 'cv.pdf',
          jobTitle: null,
          jobDescription: 'Offre',
          result: { ...sampleResult(1), compatibilityScore: score },
        },
        new Date(),
      )
      expect((await pdfPages(pdf))[0]).toContain(`${score}/100 · ${band}`)
    }
  })

  it('never prints a question on one page and its answer on the next', async () => {
    const result = sampleResult(20, 4)
    const pdf = await renderAnalysisReport(
      {
        createdAt,
        fileName: 'cv.pdf',
        jobTitle: 'Chef·fe de projet',
        jobDescription: SAMPLE_JOB_DESCRIPTION,
        result,
      },
      new Date(),
    )
    const pages = await pdfPages(pdf)
    expect(pages.length).toBeGreaterThanOrEqual(4)
    for (const q of result.questions) {
      const questionPage = pages.findIndex((p) => p.includes(q.question))
      expect(questionPage, q.id).toBeGreaterThanOrEqual(0)
      // The whole answer, first to last word, is on the question's page.
      expect(pages[questionPage], q.id).toContain(q.answer)
    }
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`)
    })
  })
})

describe('frenchSpacing', () => {
  it('binds guillemets and high punctuation to their words', () => {
    expect(frenchSpacing('« Oui » : vraiment ? Non ; jamais !')).toBe(
      '«\u00a0Oui\u00a0»\u00a0: vraiment\u00a0? Non\u00a0; jamais\u00a0!',
    )
  })
})

describe('reportFileName', () => {
  it('is ASCII, dated, and made from the job title or the CV name', () => {
    expect(reportFileName('Développeur·se « full-stack » / Œuvre', 'cv.pdf', createdAt)).toBe(
      'rapport-adequat-developpeur-se-full-stack-oeuvre-2026-11-22.pdf',
    )
    expect(reportFileName(null, 'Mon CV "final".docx', createdAt)).toBe(
      'rapport-adequat-mon-cv-final-2026-11-22.pdf',
    )
    expect(reportFileName('***', '', createdAt)).toBe('rapport-adequat-2026-11-22.pdf')
  })
})
