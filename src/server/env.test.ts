/** The configuration: defaults, the persisted development secret, and failures naming every bad key. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env.ts'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'adequat-env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('loadEnv', () => {
  it('starts with embedded defaults and nothing set', () => {
    const dataDir = tempDir()
    const env = loadEnv({ DATA_DIR: dataDir })
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      AI_ENGINE: 'local',
      AI_CV_CHAR_BUDGET: 8000,
      EXTRACTION_TIMEOUT_MS: 20000,
      CV_RETENTION_DAYS: 90,
      RATE_LIMIT_ENABLED: true,
      isProduction: false,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('generates the development auth secret once and keeps it in DATA_DIR/.auth-secret (0600)', () => {
    const dataDir = join(tempDir(), 'nested', 'data')
    const first = loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = join(dataDir, '.auth-secret')
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first)
  })

  it('listens on loopback outside production unless HOST says otherwise, on every interface in production', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).HOST).toBe('127.0.0.1')
    expect(loadEnv({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).HOST).toBe('127.0.0.1')
    expect(loadEnv({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
    const secret = 'x'.repeat(40)
    expect(loadEnv({ DATA_DIR: tempDir(), NODE_ENV: 'production', AUTH_SECRET: secret }).HOST).toBe('0.0.0.0')
  })

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadEnv({ DATA_DIR: tempDir(), PORT: '8080' }).APP_URL).toBe('http://localhost:8080')
    expect(loadEnv({ DATA_DIR: tempDir(), APP_URL: 'https://adequat.fr/' }).APP_URL).toBe(
      'https://adequat.fr',
    )
  })

  it('fails naming every bad key at once', () => {
    let error: unknown
    try {
      loadEnv({
        DATA_DIR: tempDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_ENABLED: 'peut-être',
        AI_ENGINE: 'magic',
        SMTP_URL: 'not a url',
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    const envError = error as EnvError
    expect(envError.keys.sort()).toEqual([
      'AI_ENGINE',
      'DATABASE_URL',
      'PORT',
      'RATE_LIMIT_ENABLED',
      'SMTP_URL',
    ])
    for (const key of envError.keys) expect(envError.message).toContain(`- ${key}:`)
  })

  it('requires AUTH_SECRET in production, and a long one', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET: is required in production/,
    )
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    )
    const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() })
    expect(env.isProduction).toBe(true)
  })
})
