import { describe, expect, it } from 'vitest'
import { createEngine, type EngineEnv, engineFromEnv } from './factory.ts'

const env = (over: Partial<EngineEnv> = {}): EngineEnv => ({
  AI_ENGINE: 'local',
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: 'gpt-4o-mini',
  AI_TIMEOUT_MS: 60_000,
  AI_CV_CHAR_BUDGET: 8000,
  ...over,
})

describe('engine choice', () => {
  it('uses the local engine by default', () => {
    expect(engineFromEnv(env()).name).toBe('local')
    expect(createEngine('local').name).toBe('local')
  })

  it('makes the model engine from AI_API_KEY and AI_MODEL, or when asked for explicitly', () => {
    const engine = engineFromEnv(env({ AI_ENGINE: 'llm', AI_API_KEY: 'sk-test', AI_MODEL: 'mistral-small' }))
    expect(engine).toMatchObject({ name: 'llm', version: 'llm-1:mistral-small' })
    expect(engineFromEnv(env({ AI_API_KEY: 'sk-test' }), 'llm').name).toBe('llm')
    // a keyless self-hosted endpoint
    expect(engineFromEnv(env({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }), 'llm').name).toBe('llm')
  })

  it('refuses the model engine without a key or an endpoint', () => {
    expect(() => engineFromEnv(env({ AI_ENGINE: 'llm' }))).toThrow(/AI_API_KEY/)
    expect(() => engineFromEnv(env({ AI_ENGINE: 'llm', AI_API_KEY: 'k', AI_MODEL: '' }))).toThrow(/AI_MODEL/)
  })
})
