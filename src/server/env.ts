/**
 * The server's configuration: the ONLY place that reads `process.env`. Parsed once with zod at
 * start-up; a bad value stops the boot with a message naming every bad key. Every key has a
 * working default except AUTH_SECRET in production (outside production a secret is generated
 * once and kept in DATA_DIR/.auth-secret so sessions survive restarts).
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on')

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.url().optional())

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback outside production (a development start is never reachable from the network),
  // every interface in production (behind a load balancer or in a container).
  HOST: optionalString,
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  // Shared store of request-rate limits across instances; unset: the database keeps them.
  REDIS_URL: optionalUrl.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    error: 'must be a redis:// or rediss:// URL',
  }),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    error: 'must be a postgres:// or postgresql:// URL',
  }),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    error: 'must be at least 32 characters',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    error: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().min(3).default('Adéquat <no-reply@adequat.local>'),
  SUPPORT_EMAIL: z.email().default('support@adequat.local'),
  AI_ENGINE: z.enum(['local', 'llm']).default('local'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: positiveInt(60_000),
  AI_CV_CHAR_BUDGET: positiveInt(8000),
  EXTRACTION_TIMEOUT_MS: positiveInt(20_000),
  /** A reserved quota unit's lease, renewed by its running analysis; an expired one is given back. */
  QUOTA_LEASE_MS: positiveInt(60_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API origin (stripe-mock, a test server); unset: api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_TRIAL: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_PRICE_GOLD: optionalString,
  /** The seller printed on the invoices the product issues (local provider); defaults in .env.example. */
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('Adéquat SAS'),
  INVOICE_SELLER_ADDRESS: z.string().trim().min(1).max(300).default('10 rue de la Paix, 75002 Paris, France'),
  INVOICE_SELLER_SIREN: z.string().trim().min(1).max(40).default('000 000 000 RCS Paris'),
  INVOICE_SELLER_VAT_ID: z.string().trim().min(1).max(40).default('FR00000000000'),
  CV_RETENTION_DAYS: positiveInt(90),
  RATE_LIMIT_ENABLED: booleanish.default(true),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  TRUST_PROXY: booleanish.default(false),
  /** Folder of the built SPA; unset: dist/ at the project root (e2e runs build into their own). */
  STATIC_DIR: optionalString,
})

/** Rules across keys, checked on the raw values so they are reported with every other bad key. */
function crossKeyIssues(source: Record<string, string | undefined>): { key: string; message: string }[] {
  const issues: { key: string; message: string }[] = []
  const value = (key: string) => source[key]?.trim() || undefined
  if (value('NODE_ENV') === 'production' && !value('AUTH_SECRET')) {
    issues.push({ key: 'AUTH_SECRET', message: 'is required in production' })
  }
  if (value('AI_ENGINE') === 'llm' && !value('AI_API_KEY') && !value('AI_BASE_URL')) {
    issues.push({
      key: 'AI_API_KEY',
      message: 'AI_ENGINE=llm needs AI_API_KEY (or AI_BASE_URL for a keyless endpoint)',
    })
  }
  return issues
}

type ParsedEnv = z.output<typeof envSchema>

export type Env = Omit<ParsedEnv, 'APP_URL' | 'AUTH_SECRET' | 'DATA_DIR' | 'HOST'> & {
  /** Interface to listen on: HOST, else 127.0.0.1 outside production and 0.0.0.0 in production. */
  HOST: string
  /** Public origin of the app, without a trailing slash. */
  APP_URL: string
  AUTH_SECRET: string
  /** Absolute path. */
  DATA_DIR: string
  isProduction: boolean
  /** APP_URL was not set (it is then derived from PORT, and from the real port when PORT is 0). */
  appUrlIsDefault?: boolean
}

export class EnvError extends Error {
  readonly keys: string[]
  constructor(issues: { key: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((i) => `  - ${i.key}: ${i.message}`).join('\n')}\n` +
        'See .env.example and the README for every key and its default.',
    )
    this.name = 'EnvError'
    this.keys = [...new Set(issues.map((i) => i.key))]
  }
}

/**
 * Parses a set of variables (default: `process.env`). Pure apart from the persisted dev secret.
 * Throws EnvError naming every bad key.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  const issues = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => ({
          key: String(issue.path[0] ?? 'env'),
          message: issue.message,
        }))),
    ...crossKeyIssues(source),
  ]
  if (!result.success || issues.length > 0) throw new EnvError(issues)
  const parsed = result.data
  const dataDir = resolve(parsed.DATA_DIR)
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT || 3000}`).replace(/\/+$/, '')
  return {
    ...parsed,
    DATA_DIR: dataDir,
    HOST: parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: appUrl,
    AUTH_SECRET: parsed.AUTH_SECRET ?? readOrCreateDevSecret(dataDir),
    isProduction: parsed.NODE_ENV === 'production',
    appUrlIsDefault: parsed.APP_URL === undefined,
  }
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, '.auth-secret')
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

let cached: Env | undefined
/** The process-wide configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= loadEnv()
  return cached
}

/** Test-only: the PostgreSQL server integration tests also run against (unset: PGlite only). */
export function readTestDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = source.TEST_DATABASE_URL?.trim()
  return value ? value : undefined
}
