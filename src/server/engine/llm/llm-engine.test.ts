import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type ChatRequestBody,
  completion,
  contextLengthExceeded,
  type FakeOpenAiServer,
  rateLimited,
  serverError,
  startFakeOpenAiServer,
} from '../../../../test/helpers/fake-openai-server.ts'
import { AppError } from '../../../shared/errors.ts'
import { createLocalEngine } from '../local/index.ts'
import type { AnalysisEngine, EngineStage } from '../types.ts'
import { createLlmEngine } from './index.ts'

const routeOf = (body: ChatRequestBody | undefined) =>
  body?.messages.some((m) => m.content.includes('"questions"')) ? 'questions' : 'analysis'

const PAGE_1 =
  'Marie Dupont\nDéveloppeuse full-stack\nExpérience : Acme (2019-2024) — React, TypeScript, Node.js'
const PAGE_2 = 'Formation : Master informatique, Université de Lyon\nLangues : anglais courant'
const PAGE_3 = 'Centres d’intérêt : ESCALADE-SECRETE-PAGE-3'
const CV = `${PAGE_1}\f${PAGE_2}\f${PAGE_3}`
const JOB = 'Nous recherchons un développeur React / TypeScript avec Docker et Kubernetes. Anglais requis.'

const analysisJson = (suggestions = 3) => ({
  compatibilityScore: 72,
  matchedSkills: ['React', 'TypeScript', 'Anglais', 'react'],
  missingSkills: ['Docker', 'Kubernetes', 'React'],
  suggestions: Array.from({ length: suggestions }, (_, i) => ({
    id: `s${i + 1}`,
    title: `Suggestion ${i + 1}`,
    description: 'Ajoutez Docker dans la rubrique Compétences.',
    category: 'skills',
    priority: 'high',
  })),
})

const questionsJson = (n: number) => ({
  questions: Array.from({ length: n }, (_, i) => ({
    id: `q${i + 1}`,
    question: `Question ${i + 1} ?`,
    answer: 'Chez Acme, j’ai construit une application React.',
    difficulty: ['hard', 'easy'],
    category: ['behavioral'],
  })),
})

let server: FakeOpenAiServer
let slept: number[]

beforeEach(async () => {
  server = await startFakeOpenAiServer({ router: routeOf })
  slept = []
})
afterEach(async () => {
  await server.close()
})

function engine(overrides: Partial<Parameters<typeof createLlmEngine>[0]> = {}): AnalysisEngine {
  return createLlmEngine({
    baseURL: server.baseURL,
    apiKey: 'test-key',
    model: 'fake-model',
    sleep: async (ms) => {
      slept.push(ms)
    },
    ...overrides,
  })
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const run = (e: AnalysisEngine, questionsCount = 3, extra: { signal?: AbortSignal } = {}) =>
  e.analyse({ cvText: CV, jobDescription: JOB, questionsCount, ...extra })

describe('llm engine against a chat-completions server', () => {
  it('sends two French JSON-only requests and returns a validated result', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', completion(questionsJson(5)))
    const stages: EngineStage[] = []
    const e = engine()
    const result = await e.analyse({
      cvText: CV,
      jobDescription: JOB,
      questionsCount: 5,
      onStage: (s) => stages.push(s),
    })

    expect(e.name).toBe('llm')
    expect(e.version).toBe('llm-1:fake-model')
    expect(result.compatibilityScore).toBe(72)
    // duplicates removed, and a skill is never both matched and missing
    expect(result.matchedSkills).toEqual(['React', 'TypeScript', 'Anglais'])
    expect(result.missingSkills).toEqual(['Docker', 'Kubernetes'])
    expect(result.suggestions).toHaveLength(3)
    expect(result.questions).toHaveLength(5)
    // array-valued difficulty and category reduced to their first element
    expect(result.questions[0]).toMatchObject({ difficulty: 'hard', category: 'behavioral' })
    expect(stages).toEqual([2, 3, 4, 5, 6])

    expect(server.requests.map((r) => r.route).sort()).toEqual(['analysis', 'questions'])
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe('Bearer test-key')
      expect(request.body).toMatchObject({
        model: 'fake-model',
        temperature: 0.7,
        response_format: { type: 'json_object' },
      })
      const prompt = request.body?.messages.map((m) => m.content).join('\n') ?? ''
      expect(prompt).toContain('Réponds uniquement')
      expect(prompt).toContain(JOB)
      // the first two pages only
      expect(prompt).toContain('Master informatique')
      expect(prompt).not.toContain('ESCALADE-SECRETE-PAGE-3')
    }
    const analysisRequest = server.requests.find((r) => r.route === 'analysis')
    expect(analysisRequest?.body?.max_tokens).toBe(2000)
    expect(analysisRequest?.body?.messages[1]?.content).toContain('exactement 3')
    const questionsRequest = server.requests.find((r) => r.route === 'questions')
    expect(questionsRequest?.body?.messages[1]?.content).toContain('exactement 5 questions')
    expect(slept).toEqual([])
  })

  it('runs the two calls in parallel', async () => {
    server.enqueue('analysis', { ...completion(analysisJson()), delayMs: 300 })
    server.enqueue('questions', { ...completion(questionsJson(3)), delayMs: 300 })
    await run(engine())
    const [a, b] = server.requests
    // The second request arrives before the first is answered (one after the other: ≥ 300 ms apart).
    expect(Math.abs((a?.receivedAt ?? 0) - (b?.receivedAt ?? 1e12))).toBeLessThan(250)
  })

  it('reads JSON inside a ```json fence and surrounded by prose', async () => {
    server.enqueue(
      'analysis',
      completion(`Voici l'analyse :\n\`\`\`json\n${JSON.stringify(analysisJson())}\n\`\`\``),
    )
    server.enqueue('questions', completion(`\`\`\`\n${JSON.stringify(questionsJson(3))}\n\`\`\``))
    const result = await run(engine())
    expect(result.compatibilityScore).toBe(72)
    expect(result.questions).toHaveLength(3)
  })

  it('waits the Retry-After seconds after a 429, then succeeds', async () => {
    server.enqueue('analysis', rateLimited(7), completion(analysisJson()))
    server.enqueue('questions', completion(questionsJson(3)))
    const result = await run(engine())
    expect(result.suggestions).toHaveLength(3)
    expect(slept).toEqual([7000])
    expect(server.requests.filter((r) => r.route === 'analysis')).toHaveLength(2)
  })

  it('waits 2 s after a 500, then succeeds, with no retry of its own by the SDK', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', serverError(500), completion(questionsJson(3)))
    await run(engine())
    expect(slept).toEqual([2000])
    expect(server.requests.filter((r) => r.route === 'questions')).toHaveLength(2)
  })

  it('gives ENGINE_RATE_LIMITED with retryAfter when the last attempt is rate limited', async () => {
    server.enqueue('analysis', rateLimited(7), rateLimited(7), rateLimited(7))
    server.enqueue('questions', completion(questionsJson(3)))
    const error = await failure(run(engine()))
    expect(error.code).toBe('ENGINE_RATE_LIMITED')
    expect(error.retryAfter).toBe(7)
    expect(error.status).toBe(503)
    expect(slept).toEqual([7000, 7000])
    expect(server.requests.filter((r) => r.route === 'analysis')).toHaveLength(3)
  })

  it('waits 60 s by default when a 429 has no Retry-After', async () => {
    server.enqueue('analysis', rateLimited(), rateLimited(), rateLimited())
    server.enqueue('questions', completion(questionsJson(3)))
    const error = await failure(run(engine()))
    expect(error.code).toBe('ENGINE_RATE_LIMITED')
    expect(error.retryAfter).toBe(60)
    expect(slept).toEqual([60_000, 60_000])
  })

  it('does not wait out a Retry-After longer than the cool-down: it reports it at once', async () => {
    server.enqueue('analysis', rateLimited(600))
    server.enqueue('questions', completion(questionsJson(3)))
    const error = await failure(run(engine()))
    expect(error).toMatchObject({ code: 'ENGINE_RATE_LIMITED', retryAfter: 600 })
    expect(slept).toEqual([])
  })

  it('counts malformed JSON as a failed attempt and gives up after 3', async () => {
    server.enqueue(
      'analysis',
      completion('{"compatibilityScore": 70, "matchedSkills": ['),
      completion('pas du JSON'),
    )
    server.enqueue('analysis', completion('{"oops": true}'))
    server.enqueue('questions', completion(questionsJson(3)))
    const error = await failure(run(engine()))
    expect(error.code).toBe('ENGINE_ATTEMPTS_EXHAUSTED')
    expect(error.status).toBe(502)
    expect(slept).toEqual([2000, 2000])
    expect(server.requests.filter((r) => r.route === 'analysis')).toHaveLength(3)
  })

  it('counts a wrong number of suggestions as a failed attempt', async () => {
    server.enqueue(
      'analysis',
      completion(analysisJson(2)),
      completion(analysisJson(4)),
      completion(analysisJson(3)),
    )
    server.enqueue('questions', completion(questionsJson(3)))
    const result = await run(engine())
    expect(result.suggestions).toHaveLength(3)
    expect(slept).toEqual([2000, 2000])
  })

  it('gives QUESTIONS_ATTEMPTS_EXHAUSTED when the question count is always wrong', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue(
      'questions',
      completion(questionsJson(2)),
      completion(questionsJson(4)),
      completion(questionsJson(1)),
    )
    const error = await failure(run(engine(), 3))
    expect(error.code).toBe('QUESTIONS_ATTEMPTS_EXHAUSTED')
  })

  it('maps a context-length error to ENGINE_CONTEXT_TOO_LONG without retrying', async () => {
    server.enqueue('analysis', contextLengthExceeded())
    server.enqueue('questions', completion(questionsJson(3)))
    const error = await failure(run(engine()))
    expect(error.code).toBe('ENGINE_CONTEXT_TOO_LONG')
    expect(server.requests.filter((r) => r.route === 'analysis')).toHaveLength(1)
    expect(slept).toEqual([])
  })

  it('maps a context-length error on the questions to ENGINE_TOKEN_LIMIT', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', contextLengthExceeded())
    const error = await failure(run(engine()))
    expect(error.code).toBe('ENGINE_TOKEN_LIMIT')
  })

  it('maps questions cut by the token cap on every attempt to ENGINE_TOKEN_LIMIT', async () => {
    const truncated = () =>
      completion('{"questions": [{"id": "q1", "question": "Par', { finishReason: 'length' })
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', truncated(), truncated(), truncated())
    const error = await failure(run(engine(), 20))
    expect(error.code).toBe('ENGINE_TOKEN_LIMIT')
    // 20 questions with answers get more than the default 2000 tokens
    expect(server.requests.find((r) => r.route === 'questions')?.body?.max_tokens).toBeGreaterThan(2000)
  })

  it('ends an attempt at the time limit and counts it as failed', async () => {
    server.enqueue('analysis', { ...completion(analysisJson()), delayMs: Number.POSITIVE_INFINITY })
    server.enqueue('analysis', { ...completion(analysisJson()), delayMs: Number.POSITIVE_INFINITY })
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', completion(questionsJson(3)))
    const started = Date.now()
    const result = await run(engine({ timeoutMs: 150 }))
    expect(result.compatibilityScore).toBe(72)
    expect(slept).toEqual([2000, 2000])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('stops at once when the caller cancels, and forwards the reason', async () => {
    server.enqueue('analysis', { ...completion(analysisJson()), delayMs: Number.POSITIVE_INFINITY })
    server.enqueue('questions', { ...completion(questionsJson(3)), delayMs: Number.POSITIVE_INFINITY })
    const controller = new AbortController()
    const pending = run(engine(), 3, { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('client went away')), 100)
    const started = Date.now()
    await expect(pending).rejects.toThrow('client went away')
    expect(Date.now() - started).toBeLessThan(1000)
    expect(slept).toEqual([])
  })

  it('asks for English text when lang is en', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', completion(questionsJson(3)))
    await engine().analyse({ cvText: CV, jobDescription: JOB, questionsCount: 3, lang: 'en' })
    for (const request of server.requests) {
      expect(request.body?.messages[1]?.content).toContain('en anglais')
    }
  })

  it('grounds the analysis prompt in another engine’s findings when given one', async () => {
    server.enqueue('analysis', completion(analysisJson()))
    server.enqueue('questions', completion(questionsJson(3)))
    const grounding: AnalysisEngine = {
      name: 'local',
      version: 'test',
      analyse: async () => ({
        compatibilityScore: 41,
        matchedSkills: ['React'],
        missingSkills: ['Kubernetes'],
        suggestions: [],
        questions: [],
      }),
    }
    await run(engine({ grounding }))
    const prompt = server.requests.find((r) => r.route === 'analysis')?.body?.messages[1]?.content ?? ''
    expect(prompt).toContain('compétences manquantes : Kubernetes')
    expect(prompt).toContain('score estimé : 41')
  })
})

describe('the model as the writer of the local engine’s checked facts (issue 10 §6)', () => {
  const local = createLocalEngine()
  const writer = () => engine({ grounding: local })
  const suggestionsJson = (
    description = 'Mettez Docker en avant dans une expérience, avec le contexte.',
  ) => ({
    suggestions: [1, 2, 3].map((i) => ({
      id: `s${i}`,
      title: `Conseil ${i}`,
      description,
      category: 'skills',
      priority: 'high',
    })),
  })
  const answers = (answer: string, n = 3) => ({
    questions: Array.from({ length: n }, (_, i) => ({
      id: `q${i + 1}`,
      question: `Question ${i + 1} ?`,
      answer,
      difficulty: 'medium',
      category: 'technical',
    })),
  })

  it('keeps the local score and lists, sends them as facts, and uses the model’s text', async () => {
    const facts = await local.analyse({ cvText: CV, jobDescription: JOB, questionsCount: 3, lang: 'fr' })
    server.enqueue('analysis', completion(suggestionsJson()))
    server.enqueue(
      'questions',
      completion(answers('Chez Acme, de 2019 à 2024, j’ai construit des applications React.')),
    )
    const result = await run(writer())
    expect(result.compatibilityScore).toBe(facts.compatibilityScore)
    expect(result.matchedSkills).toEqual(facts.matchedSkills)
    expect(result.missingSkills).toEqual(facts.missingSkills)
    expect(result.suggestions.map((s) => s.title)).toEqual(['Conseil 1', 'Conseil 2', 'Conseil 3'])
    expect(result.questions[0]?.answer).toMatch(/^Chez Acme/)
    expect(result.details?.writer).toBe('model')
    for (const r of server.requests) expect(r.body?.messages[1]?.content).toContain('Faits vérifiés')
  })

  it('retries an answer that denies a matched skill, then falls back to the local writer', async () => {
    const facts = await local.analyse({ cvText: CV, jobDescription: JOB, questionsCount: 3, lang: 'fr' })
    const matched = facts.matchedSkills[0] ?? 'React'
    server.enqueue('analysis', completion(suggestionsJson()))
    const denial = completion(answers(`Je n’ai pas encore pratiqué ${matched} en poste.`))
    server.enqueue('questions', denial, denial, denial)
    const result = await run(writer())
    expect(server.requests.filter((r) => r.route === 'questions')).toHaveLength(3)
    expect(result.questions.map((q) => q.answer)).toEqual(facts.questions.map((q) => q.answer))
    expect(result.suggestions.map((s) => s.title)).toEqual(['Conseil 1', 'Conseil 2', 'Conseil 3'])
    expect(result.details?.writer).toBe('local-fallback')
  })

  it('a model that cannot be reached is still an error, not a silent fallback', async () => {
    server.enqueue('analysis', rateLimited(0), rateLimited(0), rateLimited(0))
    server.enqueue('questions', completion(answers('Chez Acme, j’ai construit des applications React.')))
    const error = await failure(run(writer()))
    expect(error.code).toBe('ENGINE_RATE_LIMITED')
  })
})
