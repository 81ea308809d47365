import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { completion, startFakeOpenAiServer } from '../../../test/helpers/fake-openai-server.ts'
import { AppError } from '../../shared/errors.ts'
import { MAX_JOB_DESCRIPTION_CHARS } from '../../shared/limits.ts'
import type { AnalysisResult } from '../../shared/schemas/analysis.ts'
import { shutdownExtraction } from './extract/index.ts'
import { createLlmEngine } from './llm/index.ts'
import { runAnalysis, validateJobDescription } from './run-analysis.ts'
import type { AnalyseInput, AnalysisEngine } from './types.ts'

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/cv')
const DOCX = 'en_tika_word_template_resume.docx'
const PDF = 'fr_arthurbernard_cv.pdf'
const JOB =
  'Data scientist en finance quantitative : Python, statistiques, machine learning. Anglais courant.'

afterAll(async () => {
  await shutdownExtraction()
})

/** An engine that records what it was given and answers a result of the requested shape. */
function recordingEngine(overrides: Partial<AnalysisResult> = {}) {
  const calls: AnalyseInput[] = []
  const engine: AnalysisEngine = {
    name: 'local',
    version: 'recording-1',
    async analyse(input) {
      calls.push(input)
      for (const stage of [2, 3, 4, 5, 6] as const) input.onStage?.(stage)
      return {
        compatibilityScore: 55,
        matchedSkills: ['Python'],
        missingSkills: ['SQL'],
        suggestions: [1, 2, 3].map((i) => ({
          id: `s${i}`,
          title: `Titre ${i}`,
          description: 'Description',
          category: 'skills' as const,
          priority: 'high' as const,
        })),
        questions: Array.from({ length: input.questionsCount }, (_, i) => ({
          id: `q${i + 1}`,
          question: 'Question ?',
          answer: 'Réponse.',
          difficulty: 'medium' as const,
          category: 'technical' as const,
        })),
        ...overrides,
      }
    },
  }
  return { engine, calls }
}

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const file = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))

describe('validateJobDescription', () => {
  it('refuses an empty or blank description', () => {
    for (const blank of ['', '   ', '\n\t \r\n', undefined, 42]) {
      expect(() => validateJobDescription(blank)).toThrow(
        expect.objectContaining({ code: 'ANALYSIS_INPUT_MISSING' }),
      )
    }
  })

  it.each([
    [
      'de',
      'Wir suchen einen erfahrenen Lagerlogistiker (m/w/d). Ihre Aufgaben sind die Kommissionierung und der Versand. Sie haben Erfahrung mit SAP und einen Staplerschein, und Sie arbeiten gerne im Team.',
    ],
    [
      'es',
      'Buscamos un técnico de mantenimiento para nuestra planta. Se requiere experiencia en electricidad y conocimientos de hidráulica. Ofrecemos un contrato indefinido con un salario competitivo para el puesto.',
    ],
  ])('refuses an offer written in a language it cannot read (%s) with a clear code', (lang, jd) => {
    expect(() => validateJobDescription(jd)).toThrow(
      expect.objectContaining({ code: 'JOB_LANGUAGE_UNSUPPORTED', params: { lang } }),
    )
  })

  it('reads French and English offers, and short lists of tools', () => {
    for (const jd of [
      'Nous recherchons un comptable pour notre cabinet : Sage, Excel et rigueur.',
      'We are looking for a data analyst with SQL and Python skills to join our team.',
      'SAP, Excel, Power BI, SQL',
    ]) {
      expect(validateJobDescription(jd)).toBe(jd)
    }
  })

  it('refuses, and never cuts, a description over the limit', () => {
    const long = 'a'.repeat(MAX_JOB_DESCRIPTION_CHARS + 1)
    expect(() => validateJobDescription(long)).toThrow(
      expect.objectContaining({ code: 'JOB_DESCRIPTION_TOO_LONG', params: { max: 1000, length: 1001 } }),
    )
  })

  it('accepts exactly the limit, counting a posted CRLF as one character, and trims', () => {
    const lines = `${'b'.repeat(499)}\r\n${'c'.repeat(500)}`
    expect(validateJobDescription(`  ${lines}  `)).toBe(`${'b'.repeat(499)}\n${'c'.repeat(500)}`)
  })
})

describe('runAnalysis', () => {
  it('extracts the CV, reports stages 1 to 6 in order and returns the validated result with timings', async () => {
    const { engine, calls } = recordingEngine()
    const stages: number[] = []
    const out = await runAnalysis({
      bytes: file(PDF),
      fileName: PDF,
      jobDescription: `  ${JOB}\n`,
      questionsCount: 5,
      engine,
      onStage: (s) => stages.push(s),
    })
    expect(stages).toEqual([1, 2, 3, 4, 5, 6])
    expect(out.cvKind).toBe('pdf')
    expect(out.pages).toBeGreaterThanOrEqual(1)
    expect(out.usedOcr).toBe(false)
    expect(out.cvText).toContain('Analyste Quantitatif')
    expect(out.result.questions).toHaveLength(5)
    expect(out.timings.totalMs).toBeGreaterThanOrEqual(out.timings.extractMs)
    expect(out.timings.extractMs).toBeGreaterThan(0)
    // the engine got the extracted text, the trimmed description, the count and French by default
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ jobDescription: JOB, questionsCount: 5, lang: 'fr' })
    expect(calls[0]?.cvText).toBe(out.cvText)
  })

  it('reads a DOCX and forwards the output language', async () => {
    const { engine, calls } = recordingEngine()
    const out = await runAnalysis({
      bytes: file(DOCX),
      fileName: DOCX,
      jobDescription: JOB,
      questionsCount: 3,
      lang: 'en',
      engine,
    })
    expect(out.cvKind).toBe('docx')
    expect(calls[0]?.lang).toBe('en')
  })

  it('refuses a result that breaks the schema (2 suggestions) with ENGINE_INVALID_RESPONSE', async () => {
    const { engine } = recordingEngine({
      suggestions: [{ id: 's1', title: 't', description: 'd', category: 'skills', priority: 'low' }],
    })
    const error = await appError(
      runAnalysis({ bytes: file(PDF), fileName: PDF, jobDescription: JOB, questionsCount: 3, engine }),
    )
    expect(error.code).toBe('ENGINE_INVALID_RESPONSE')
  })

  it('refuses a blank description before reading the file', async () => {
    const { engine, calls } = recordingEngine()
    const stages: number[] = []
    const error = await appError(
      runAnalysis({
        bytes: file(PDF),
        fileName: PDF,
        jobDescription: ' \n ',
        questionsCount: 3,
        engine,
        onStage: (s) => stages.push(s),
      }),
    )
    expect(error.code).toBe('ANALYSIS_INPUT_MISSING')
    expect(stages).toEqual([])
    expect(calls).toEqual([])
  })

  it('refuses an out-of-range question count', async () => {
    const { engine } = recordingEngine()
    for (const questionsCount of [0, 21, 2.5]) {
      const error = await appError(
        runAnalysis({ bytes: file(PDF), fileName: PDF, jobDescription: JOB, questionsCount, engine }),
      )
      expect(error.code).toBe('VALIDATION')
    }
  })

  it('gives each bad file its error and never calls the engine', async () => {
    const { engine, calls } = recordingEngine()
    const random = new Uint8Array(4096).map((_, i) => (i * 7919) % 251)
    const cases: [Uint8Array, string, string][] = [
      [new TextEncoder().encode('juste du texte'), 'cv.txt', 'FILE_TYPE_UNSUPPORTED'],
      [new TextEncoder().encode('juste du texte'), 'cv.docx', 'FILE_TYPE_UNSUPPORTED'],
      [new Uint8Array(6 * 1024 * 1024), 'cv.pdf', 'FILE_TOO_LARGE'],
      [new Uint8Array(0), 'cv.pdf', 'CV_UNREADABLE'],
      [random, 'cv.pdf', 'FILE_TYPE_UNSUPPORTED'],
      [file(PDF).slice(0, 2000), PDF, 'CV_UNREADABLE'],
    ]
    for (const [bytes, fileName, code] of cases) {
      const error = await appError(
        runAnalysis({ bytes, fileName, jobDescription: JOB, questionsCount: 3, engine }),
      )
      expect({ fileName, code: error.code }).toEqual({ fileName, code })
    }
    expect(calls).toEqual([])
  })

  it('stops when the caller cancels', async () => {
    const { engine, calls } = recordingEngine()
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(
      runAnalysis({
        bytes: file(PDF),
        fileName: PDF,
        jobDescription: JOB,
        questionsCount: 3,
        engine,
        signal: controller.signal,
      }),
    ).rejects.toThrow('gone')
    expect(calls).toEqual([])
  })
})

describe('runAnalysis with the model engine', () => {
  it('sends the extracted CV to a chat-completions server and returns its validated answer', async () => {
    const server = await startFakeOpenAiServer({
      router: (body) =>
        body?.messages.some((m) => m.content.includes('"questions"')) ? 'questions' : 'analysis',
    })
    try {
      server.enqueue(
        'analysis',
        completion({
          compatibilityScore: 81,
          matchedSkills: ['Python', 'statistiques'],
          missingSkills: ['machine learning'],
          suggestions: [1, 2, 3].map((i) => ({
            title: `T${i}`,
            description: 'D',
            category: 'content',
            priority: 'low',
          })),
        }),
      )
      server.enqueue(
        'questions',
        completion({
          questions: [1, 2, 3].map(() => ({
            question: 'Q ?',
            answer: 'R.',
            difficulty: 'easy',
            category: 'experience',
          })),
        }),
      )
      const engine = createLlmEngine({
        baseURL: server.baseURL,
        apiKey: 'k',
        model: 'm',
        sleep: async () => {},
      })
      const stages: number[] = []
      const out = await runAnalysis({
        bytes: file(PDF),
        fileName: PDF,
        jobDescription: JOB,
        questionsCount: 3,
        engine,
        onStage: (s) => stages.push(s),
      })
      expect(stages).toEqual([1, 2, 3, 4, 5, 6])
      expect(out.result.compatibilityScore).toBe(81)
      // ids the model left out are filled in
      expect(out.result.suggestions.map((s) => s.id)).toEqual(['s1', 's2', 's3'])
      expect(out.result.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3'])
      for (const request of server.requests) {
        expect(request.body?.messages[1]?.content).toContain('Analyste Quantitatif')
      }
    } finally {
      await server.close()
    }
  })
})
