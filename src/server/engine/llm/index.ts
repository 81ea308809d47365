/**
 * The model engine: any OpenAI-compatible chat-completions endpoint through the official SDK
 * (product decision 7). Two generations run in parallel as in the specification §7 — the analysis
 * (score, matched and missing skills, exactly 3 suggestions) and the interview questions (exactly N)
 * — each with the specification's retry rules (attempts.ts) and validated by the shared schema
 * (model-output.ts). Only the CV's first two pages reach the model (cv-excerpt.ts, decision 6).
 */
import OpenAI from 'openai'
import { AppError, isAppError } from '../../../shared/errors.ts'
import { DEFAULT_MODEL_CV_BUDGET } from '../../../shared/limits.ts'
import {
  type AnalysisResult,
  analysisResultSchema,
  type InterviewQuestion,
  type Suggestion,
} from '../../../shared/schemas/analysis.ts'
import { agreeingAnswer } from '../local/answer-check.ts'
import type { AnalyseInput, AnalysisEngine, EngineStage } from '../types.ts'
import { type AttemptRules, DEFAULT_ATTEMPT_RULES, type Generation, withAttempts } from './attempts.ts'
import { cvExcerpt } from './cv-excerpt.ts'
import {
  InvalidModelOutput,
  parseModelJson,
  readAnalysisPart,
  readQuestionsPart,
  readSuggestionsPart,
} from './model-output.ts'
import {
  analysisMessages,
  type ChatMessage,
  type Facts,
  questionsMessages,
  suggestionsMessages,
} from './prompts.ts'

export const LLM_ENGINE_REVISION = 'llm-1'

export type LlmEngineConfig = {
  /** OpenAI-compatible base URL, e.g. https://api.mistral.ai/v1 (default: OpenAI's). */
  baseURL?: string
  apiKey: string
  model: string
  /** Time limit of one request (one attempt). Default 60 s. */
  timeoutMs?: number
  /** Characters of the CV's first two pages sent to the model. Default 8000. */
  cvCharBudget?: number
  /** How the engine waits between attempts; tests inject one that records and returns at once. */
  sleep?: (ms: number) => Promise<void>
  temperature?: number
  /** Token cap of the analysis call; the questions call gets more when many questions are asked. */
  maxTokens?: number
  attempts?: number
  /** Ask for `response_format: json_object` (default true; some compatible servers lack it). */
  jsonMode?: boolean
  /** An engine whose findings are given to the model as hints to check (the local engine). */
  grounding?: AnalysisEngine
}

const DEFAULT_TIMEOUT_MS = 60_000
const DEFAULT_TEMPERATURE = 0.7
const DEFAULT_MAX_TOKENS = 2000
/** About 150 tokens per question and answer: 20 questions do not fit in the spec's 2000. */
const TOKENS_PER_QUESTION = 150

/**
 * The two generations of one analysis share a controller: one failure ends both (the caller gets one
 * error, and no request keeps running), and the caller's cancel reaches both.
 */
function linkedGenerations(outer: AbortSignal | undefined) {
  const controller = new AbortController()
  const onOuterAbort = () => controller.abort(outer?.reason)
  outer?.addEventListener('abort', onOuterAbort, { once: true })
  const failFast = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      controller.abort(error)
      throw error
    })
  return { controller, failFast, dispose: () => outer?.removeEventListener('abort', onOuterAbort) }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createLlmEngine(config: LlmEngineConfig): AnalysisEngine {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? null,
    maxRetries: 0,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  })
  const rules: AttemptRules = {
    ...DEFAULT_ATTEMPT_RULES,
    ...(config.attempts !== undefined && { attempts: config.attempts }),
    sleep: config.sleep ?? realSleep,
  }
  const temperature = config.temperature ?? DEFAULT_TEMPERATURE
  const maxTokens = config.maxTokens ?? DEFAULT_MAX_TOKENS
  const jsonMode = config.jsonMode ?? true
  const budget = config.cvCharBudget ?? DEFAULT_MODEL_CV_BUDGET

  async function complete<T>(
    generation: Generation,
    messages: ChatMessage[],
    tokens: number,
    read: (json: unknown) => T,
    signal: AbortSignal,
  ): Promise<T> {
    return withAttempts(
      generation,
      async () => {
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            temperature,
            max_tokens: tokens,
            ...(jsonMode && { response_format: { type: 'json_object' as const } }),
          },
          { signal },
        )
        const choice = completion.choices?.[0]
        const finishReason = choice?.finish_reason ?? null
        try {
          return read(parseModelJson(choice?.message?.content, finishReason))
        } catch (error) {
          if (
            error instanceof InvalidModelOutput &&
            finishReason === 'length' &&
            error.finishReason !== 'length'
          ) {
            throw new InvalidModelOutput(error.message, 'length')
          }
          throw error
        }
      },
      rules,
      signal,
    )
  }

  async function groundingOf(input: AnalyseInput): Promise<AnalysisResult | undefined> {
    if (!config.grounding) return undefined
    try {
      return await config.grounding.analyse({
        cvText: input.cvText,
        jobDescription: input.jobDescription,
        questionsCount: input.questionsCount,
        lang: input.lang ?? 'fr',
        ...(input.signal && { signal: input.signal }),
      })
    } catch {
      // Grounding is optional: the model analyses the documents alone.
      return undefined
    }
  }

  /**
   * Writer mode (issue 10 §6): the local engine's score, lists and requirements are checked facts;
   * the model writes the suggestions and the questions in the output language. Its text is validated
   * like the local one (no answer denying a matched item or claiming a missing one); when the
   * attempts all fail validation, the local writer's text is kept and `details.writer` says so.
   */
  async function writeFrom(
    input: AnalyseInput,
    grounded: AnalysisResult,
    facts: Facts,
    excerpt: string,
    stage: (s: EngineStage) => void,
  ): Promise<AnalysisResult> {
    const lang = input.lang ?? 'fr'
    const n = input.questionsCount
    const agrees = (text: string) =>
      agreeingAnswer(text, facts.matchedSkills, facts.missingSkills) === text.trim()
    const readSuggestions = (json: unknown): Suggestion[] => {
      const list = readSuggestionsPart(json)
      if (!list.every((x) => agrees(x.description)))
        throw new InvalidModelOutput('a suggestion contradicts the facts')
      return list
    }
    const readQuestions = (json: unknown): InterviewQuestion[] => {
      const list = readQuestionsPart(json, n)
      if (!list.every((q) => agrees(q.answer)))
        throw new InvalidModelOutput('an answer contradicts the facts')
      return list
    }
    // Only text that never validated falls back; a model that cannot be reached is an error, as before.
    const orLocal = <T>(promise: Promise<T>): Promise<T | null> =>
      promise.catch((error: unknown) => {
        if (
          isAppError(error) &&
          error.cause instanceof InvalidModelOutput &&
          error.cause.finishReason !== 'length'
        )
          return null
        throw error
      })
    const { controller, failFast, dispose } = linkedGenerations(input.signal)
    try {
      stage(3)
      stage(4)
      const [suggestions, questions] = await Promise.all([
        failFast(
          orLocal(
            complete(
              'analysis',
              suggestionsMessages({ cvExcerpt: excerpt, jobDescription: input.jobDescription, lang, facts }),
              maxTokens,
              readSuggestions,
              controller.signal,
            ),
          ),
        ).then((x) => {
          stage(5)
          return x
        }),
        failFast(
          orLocal(
            complete(
              'questions',
              questionsMessages({
                cvExcerpt: excerpt,
                jobDescription: input.jobDescription,
                questionsCount: n,
                lang,
                facts,
              }),
              Math.max(maxTokens, n * TOKENS_PER_QUESTION + 500),
              readQuestions,
              controller.signal,
            ),
          ),
        ),
      ])
      stage(6)
      const parsed = analysisResultSchema(n).safeParse({
        ...grounded,
        suggestions: suggestions ?? grounded.suggestions,
        questions: questions ?? grounded.questions,
        details: { ...grounded.details, writer: suggestions && questions ? 'model' : 'local-fallback' },
      })
      if (!parsed.success) throw new AppError('ENGINE_INVALID_RESPONSE', { cause: parsed.error })
      return parsed.data
    } finally {
      dispose()
    }
  }

  return {
    name: 'llm',
    version: `${LLM_ENGINE_REVISION}:${config.model}`,
    async analyse(input: AnalyseInput): Promise<AnalysisResult> {
      const stage = (s: EngineStage) => input.onStage?.(s)
      const lang = input.lang ?? 'fr'
      const n = input.questionsCount
      if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`questionsCount must be a positive integer, got ${n}`)
      const excerpt = cvExcerpt(input.cvText, budget)
      if (excerpt === '') throw new AppError('CV_NO_TEXT')
      if (input.jobDescription.trim() === '') throw new AppError('ANALYSIS_INPUT_MISSING')
      input.signal?.throwIfAborted()

      stage(2)
      // With the local engine's requirements as facts, the model is the writer only.
      const grounded = await groundingOf(input)
      const requirements = grounded?.details?.requirements
      if (grounded && requirements) {
        return writeFrom(
          input,
          grounded,
          {
            compatibilityScore: grounded.compatibilityScore,
            matchedSkills: grounded.matchedSkills,
            missingSkills: grounded.missingSkills,
            requirements,
          },
          excerpt,
          stage,
        )
      }
      const hints = grounded
        ? {
            matchedSkills: grounded.matchedSkills,
            missingSkills: grounded.missingSkills,
            compatibilityScore: grounded.compatibilityScore,
          }
        : undefined
      const analysisPrompt = analysisMessages({
        cvExcerpt: excerpt,
        jobDescription: input.jobDescription,
        lang,
        ...(hints && { hints }),
      })
      const questionsPrompt = questionsMessages({
        cvExcerpt: excerpt,
        jobDescription: input.jobDescription,
        questionsCount: n,
        lang,
      })

      const { controller, failFast, dispose } = linkedGenerations(input.signal)
      try {
        stage(3)
        const analysis = failFast(
          complete('analysis', analysisPrompt, maxTokens, readAnalysisPart, controller.signal),
        )
        const questions = failFast(
          complete(
            'questions',
            questionsPrompt,
            Math.max(maxTokens, n * TOKENS_PER_QUESTION + 500),
            (json) => readQuestionsPart(json, n),
            controller.signal,
          ),
        )
        const [part, questionList] = await Promise.all([
          analysis.then((p) => {
            // Score and skills, then suggestions, arrive together; what remains is the questions.
            stage(4)
            stage(5)
            stage(6)
            return p
          }),
          questions,
        ])
        const parsed = analysisResultSchema(n).safeParse({ ...part, questions: questionList })
        if (!parsed.success) throw new AppError('ENGINE_INVALID_RESPONSE', { cause: parsed.error })
        return parsed.data
      } finally {
        dispose()
      }
    },
  }
}
