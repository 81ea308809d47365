/**
 * POST/GET/DELETE /api/analyses through the whole app, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL, with the real extraction and the local engine on real CV files.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { countStatements, DB_KINDS } from '../../../../test/helpers/db.ts'
import { subscribeUser } from '../../../../test/helpers/factories.ts'
import { rateLimited, startFakeOpenAiServer } from '../../../../test/helpers/fake-openai-server.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import { FREE_QUESTIONS_PER_ANALYSIS } from '../../../shared/limits.ts'
import { PLANS } from '../../../shared/plans.ts'
import type { AnalysisPage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import { isLocked, publicAnalysisSchema } from '../../../shared/schemas/analysis.ts'
import { analyses, analysisLocks } from '../../db/schema/analyses.ts'
import { analysisUsage, quotaLeases } from '../../db/schema/usage.ts'
import { monthPeriod } from '../usage/period.ts'
import { FAILURES_PER_USER } from './failure-limit.ts'

const FIXTURES = new URL('../../../../test/fixtures/cv/', import.meta.url)
const PDF = readFileSync(new URL('en_rendercv_classic_typst.pdf', FIXTURES))
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé. Compétences requises : Python, SQL, Docker, ' +
  'Kubernetes, Git, anglais courant. Une expérience en machine learning est un plus.'

type PostOptions = {
  cookie?: string
  file?: { bytes: Uint8Array; name: string } | null
  jobDescription?: string | null
  accept?: string
  idempotencyKey?: string
  signal?: AbortSignal
  lang?: string
}

function post(t: TestApp, opts: PostOptions = {}) {
  const form = new FormData()
  const file = opts.file === undefined ? { bytes: PDF, name: 'cv.pdf' } : opts.file
  if (file) form.append('cv', new Blob([new Uint8Array(file.bytes)]), file.name)
  const jd = opts.jobDescription === undefined ? JOB : opts.jobDescription
  if (jd !== null) form.append('jobDescription', jd)
  if (opts.lang !== undefined) form.append('lang', opts.lang)
  const headers: Record<string, string> = { accept: opts.accept ?? 'application/json' }
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey
  return t.request('/api/analyses', {
    method: 'POST',
    body: form,
    headers,
    ...(opts.cookie && { cookie: opts.cookie }),
    ...(opts.signal && { signal: opts.signal }),
  })
}

async function usage(t: TestApp, cookie: string) {
  const res = await t.request('/api/me', { cookie })
  return ((await res.json()) as { usage: { used: number; limit: number; remaining: number; period: string } })
    .usage
}

async function errorCode(res: Response) {
  return ((await res.json()) as ErrorEnvelope).error
}

function parseSse(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? ''
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown
      return { event, data }
    })
}

describe.each(DB_KINDS)('/api/analyses on %s', (dbKind) => {
  let t: TestApp
  let clockNow: Date | null = null
  beforeAll(async () => {
    t = await createTestApp({ dbKind, clock: () => clockNow ?? new Date() })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 401 ANALYSIS_UNAUTHENTICATED when signed out', async () => {
    const res = await post(t, { cookie: '' })
    expect(res.status).toBe(401)
    expect((await errorCode(res)).code).toBe('ANALYSIS_UNAUTHENTICATED')
  })

  it('refuses invalid input with the catalogue codes, without spending an analysis', async () => {
    const { cookie } = await t.signUp()
    const cases: [PostOptions, number, string][] = [
      [{ file: null }, 400, 'ANALYSIS_INPUT_MISSING'],
      [{ jobDescription: null }, 400, 'ANALYSIS_INPUT_MISSING'],
      [{ jobDescription: '   ' }, 400, 'ANALYSIS_INPUT_MISSING'],
      [{ jobDescription: 'x'.repeat(1001) }, 400, 'JOB_DESCRIPTION_TOO_LONG'],
      [{ file: { bytes: new TextEncoder().encode('hello'), name: 'cv.txt' } }, 415, 'FILE_TYPE_UNSUPPORTED'],
      [{ file: { bytes: new Uint8Array(5 * 1024 * 1024 + 1), name: 'cv.pdf' } }, 413, 'FILE_TOO_LARGE'],
    ]
    for (const [opts, status, code] of cases) {
      const res = await post(t, { ...opts, cookie })
      expect(res.status, code).toBe(status)
      const error = await errorCode(res)
      expect(error.code).toBe(code)
      if (code === 'FILE_TYPE_UNSUPPORTED') expect(error.params?.ext).toBe('txt')
    }
    const big = await post(t, { cookie, file: { bytes: new Uint8Array(7 * 1024 * 1024), name: 'cv.pdf' } })
    expect(big.status).toBe(413)
    expect((await usage(t, cookie)).used).toBe(0)
  })

  it('reads a PDF, DOC or DOCX by its bytes whatever its extension among the three, and keeps the name', async () => {
    const user = await t.signUp()
    const cookie = user.cookie
    await subscribeUser(t.db, user.id, { provider: 'stripe', planId: 'gold' }) // more than the free tier's 3
    const DOCX = readFileSync(new URL('en_tika_word_template_resume.docx', FIXTURES))
    const DOC = readFileSync(new URL('../generated/cv-2pages.doc', FIXTURES))
    const renamed: [Uint8Array, string, 'pdf' | 'doc' | 'docx'][] = [
      [PDF, 'mon-cv.docx', 'pdf'],
      [PDF, 'CV.DOC', 'pdf'],
      [DOCX, 'cv.pdf', 'docx'],
      [DOC, 'cv.docx', 'doc'],
    ]
    for (const [bytes, name, kind] of renamed) {
      const res = await post(t, { cookie, file: { bytes, name } })
      expect(res.status, name).toBe(201)
      const { analysis } = (await res.json()) as { analysis: PublicAnalysis }
      expect(analysis.fileName).toBe(name)
      const row = await t.db.query.analyses.findFirst({ where: eq(analyses.id, analysis.id) })
      expect(row?.fileType, name).toBe(kind)
      expect(row?.fileName).toBe(name)
    }
    // another extension is still refused, whatever the bytes; bytes that are none of the three too
    const pdfAsTxt = await post(t, { cookie, file: { bytes: PDF, name: 'cv.txt' } })
    expect(pdfAsTxt.status).toBe(415)
    expect((await errorCode(pdfAsTxt)).params?.ext).toBe('txt')
    const textAsDocx = await post(t, {
      cookie,
      file: { bytes: new TextEncoder().encode('hello'), name: 'cv.docx' },
    })
    expect(textAsDocx.status).toBe(415)
    expect((await errorCode(textAsDocx)).code).toBe('FILE_TYPE_UNSUPPORTED')
  })

  it('writes the analysis in the language asked for, else in the offer’s, and refuses another value', async () => {
    const user = await t.signUp()
    const english = await post(t, { cookie: user.cookie, lang: 'en' })
    expect(english.status).toBe(201)
    const en = ((await english.json()) as { analysis: PublicAnalysis }).analysis
    expect(en.lang).toBe('en')
    expect(en.result.suggestions.map((s) => ('title' in s ? s.title : '')).join(' ')).not.toMatch(
      /\b(?:votre|vos|ajoutez|précisez)\b/i,
    )
    const offerEn = await post(t, {
      cookie: user.cookie,
      jobDescription:
        'We are looking for a Python engineer. Required: Python, SQL and Docker; fluent English.',
    })
    expect(((await offerEn.json()) as { analysis: PublicAnalysis }).analysis.lang).toBe('en')
    const bad = await post(t, { cookie: user.cookie, lang: 'de' })
    expect(bad.status).toBe(400)
    expect((await errorCode(bad)).code).toBe('VALIDATION')
    const stored = await t.request(`/api/analyses/${en.id}`, { cookie: user.cookie })
    expect(((await stored.json()) as { analysis: PublicAnalysis }).analysis.lang).toBe('en')
  })

  it('stores an analysis and sends a free user a redacted result without the locked text', async () => {
    const user = await t.signUp()
    const res = await post(t, { cookie: user.cookie })
    expect(res.status).toBe(201)
    const text = await res.text()
    const { analysis } = JSON.parse(text) as { analysis: PublicAnalysis }
    expect(publicAnalysisSchema.parse(analysis)).toBeTruthy()
    expect(analysis.isLimited).toBe(true)
    expect(analysis.result.questions).toHaveLength(FREE_QUESTIONS_PER_ANALYSIS)
    expect(analysis.result.suggestions.map(isLocked)).toEqual([false, false, true])

    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, analysis.id))
    expect(row).toMatchObject({
      userId: user.id,
      fileName: 'cv.pdf',
      fileType: 'pdf',
      engine: 'local',
      jobDescription: JOB,
    })
    expect(row?.cvText?.length).toBeGreaterThan(200)
    expect(row?.engineVersion).toBeTruthy()
    expect(row?.durationMs).toBeGreaterThanOrEqual(0)
    const locked = row!.result.suggestions[2]!
    expect(text).not.toContain(locked.title)
    expect(text).not.toContain(locked.description)
    expect(text).not.toContain((row?.cvText ?? '').slice(0, 80))

    const again = await t.request(`/api/analyses/${analysis.id}`, { cookie: user.cookie })
    const reread = await again.text()
    expect(reread).not.toContain(locked.description)
    expect(await usage(t, user.cookie)).toMatchObject({ used: 1, limit: 3, remaining: 2, period: 'lifetime' })
  })

  it('sends four statements per analysis (five with an Idempotency-Key) and no transaction: session with plan and usage, reservation with its lease and lock, previous run of the offer, result stored with the lease settled', async () => {
    const user = await t.signUp()
    expect((await post(t, { cookie: user.cookie })).status).toBe(201)
    const sent = countStatements(t.db)
    try {
      const res = await post(t, { cookie: user.cookie })
      expect(res.status).toBe(201)
      expect(((await res.json()) as { analysis: PublicAnalysis }).analysis.previousRun).not.toBeNull()
    } finally {
      sent.stop()
    }
    expect({ statements: sent.statements(), transactions: sent.transactions() }).toEqual({
      statements: 4,
      transactions: 0,
    })
    // With an Idempotency-Key: its claim is one more, its completion goes with the result.
    const keyed = countStatements(t.db)
    try {
      expect((await post(t, { cookie: user.cookie, idempotencyKey: 'count-statements-0001' })).status).toBe(
        201,
      )
    } finally {
      keyed.stop()
    }
    expect({ statements: keyed.statements(), transactions: keyed.transactions() }).toEqual({
      statements: 5,
      transactions: 0,
    })
  })

  it('20 parallel requests from a free user with 3 left: exactly 3 succeed, the counter ends at 3', async () => {
    const { cookie } = await t.signUp()
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(t, { cookie })))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 403)).toHaveLength(17)
    for (const r of responses.filter((r) => r.status === 403)) {
      expect((await errorCode(r)).code).toBe('FREE_LIMIT_REACHED')
    }
    expect(await usage(t, cookie)).toMatchObject({ used: 3, remaining: 0 })
    const fourth = await post(t, { cookie })
    expect(fourth.status).toBe(403)
    expect((await errorCode(fourth)).code).toBe('FREE_LIMIT_REACHED')
  })

  it('gives the unit back when the analysis fails', async () => {
    const { cookie } = await t.signUp()
    const broken = new Uint8Array(PDF.subarray(0, 2000))
    const res = await post(t, { cookie, file: { bytes: broken, name: 'cv.pdf' } })
    expect(res.status).toBe(422)
    expect((await errorCode(res)).code).toBe('CV_UNREADABLE')
    expect((await usage(t, cookie)).used).toBe(0)
  })

  it('streams stages 1 to 6 in order, then the result', async () => {
    const { cookie } = await t.signUp()
    const res = await post(t, { cookie, accept: 'text/event-stream' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const events = parseSse(await res.text())
    expect(events.map((e) => e.event)).toEqual([
      'stage',
      'stage',
      'stage',
      'stage',
      'stage',
      'stage',
      'result',
    ])
    expect(events.slice(0, 6).map((e) => (e.data as { stage: number }).stage)).toEqual([1, 2, 3, 4, 5, 6])
    expect(
      (events[6]!.data as { analysis: PublicAnalysis }).analysis.result.compatibilityScore,
    ).toBeGreaterThanOrEqual(0)
  })

  it('streams an error envelope and keeps the unit when a streamed analysis fails', async () => {
    const { cookie } = await t.signUp()
    const res = await post(t, {
      cookie,
      accept: 'text/event-stream',
      file: { bytes: PDF.subarray(0, 2000), name: 'cv.pdf' },
    })
    const events = parseSse(await res.text())
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'CV_UNREADABLE' } } })
    expect((await usage(t, cookie)).used).toBe(0)
  })

  it('gives the unit back when the client disconnects during the analysis', async () => {
    const user = await t.signUp()
    const abort = new AbortController()
    const res = await post(t, { cookie: user.cookie, accept: 'text/event-stream', signal: abort.signal })
    const reader = res.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toContain('"stage":1')
    abort.abort()
    await reader.cancel().catch(() => {})
    await expect
      .poll(async () => (await usage(t, user.cookie)).used, { timeout: 10_000, interval: 100 })
      .toBe(0)
    await expect
      .poll(
        async () => (await t.db.select().from(analysisLocks).where(eq(analysisLocks.userId, user.id))).length,
      )
      .toBe(0)
    expect(await t.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(0)
  })

  it('runs a repeated Idempotency-Key once and returns the same analysis', async () => {
    const { cookie } = await t.signUp()
    const key = randomUUID()
    const [a, b] = await Promise.all([
      post(t, { cookie, idempotencyKey: key }),
      post(t, { cookie, idempotencyKey: key }),
    ])
    const c = await post(t, { cookie, idempotencyKey: key })
    const ids = await Promise.all(
      [a, b, c].map(async (r) => ((await r.json()) as { analysis: PublicAnalysis }).analysis.id),
    )
    expect(new Set(ids).size).toBe(1)
    expect((await usage(t, cookie)).used).toBe(1)
  })

  it('waits for the user’s running analysis (one at a time), then runs', async () => {
    const user = await t.signUp()
    await t.db
      .insert(analysisLocks)
      .values({ userId: user.id, token: 'other', expiresAt: new Date(Date.now() + 60_000) })
    const pending = post(t, { cookie: user.cookie })
    let settled = false
    void pending.then(() => {
      settled = true
    })
    // The run has reserved its unit (its lease row exists) and now waits for the lock: a state, not a delay.
    await vi.waitFor(
      async () =>
        expect(await t.db.select().from(quotaLeases).where(eq(quotaLeases.userId, user.id))).toHaveLength(1),
      { timeout: 10_000, interval: 50 },
    )
    expect(settled).toBe(false)
    await t.db
      .delete(analysisLocks)
      .where(and(eq(analysisLocks.userId, user.id), eq(analysisLocks.token, 'other')))
    expect((await pending).status).toBe(201)
  })

  it('lists, reads and deletes only the user’s own analyses, newest first', async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const first = ((await (await post(t, { cookie: alice.cookie })).json()) as { analysis: PublicAnalysis })
      .analysis
    const second = (
      (await (
        await post(t, { cookie: alice.cookie, jobDescription: 'Comptable, maîtrise Excel et SAP.' })
      ).json()) as {
        analysis: PublicAnalysis
      }
    ).analysis
    const list = (await (await t.request('/api/analyses', { cookie: alice.cookie })).json()) as AnalysisPage
    expect(list.items.map((i) => i.id)).toEqual([second.id, first.id])
    expect(list.total).toBe(2)
    expect(list.items[0]?.jobExcerpt).toBe('Comptable, maîtrise Excel et SAP.')
    const page2 = (await (
      await t.request('/api/analyses?page=2&pageSize=1', { cookie: alice.cookie })
    ).json()) as AnalysisPage
    expect(page2.items.map((i) => i.id)).toEqual([first.id])

    const bobList = (await (await t.request('/api/analyses', { cookie: bob.cookie })).json()) as AnalysisPage
    expect(bobList.items).toHaveLength(0)
    expect((await t.request(`/api/analyses/${first.id}`, { cookie: bob.cookie })).status).toBe(404)
    expect(
      (await t.request(`/api/analyses/${first.id}`, { cookie: bob.cookie, method: 'DELETE' })).status,
    ).toBe(404)
    expect((await t.request(`/api/analyses/${first.id}`, { cookie: alice.cookie })).status).toBe(200)
    expect(
      (await t.request(`/api/analyses/${first.id}`, { cookie: alice.cookie, method: 'DELETE' })).status,
    ).toBe(204)
    expect((await t.request(`/api/analyses/${first.id}`, { cookie: alice.cookie })).status).toBe(404)
    expect((await t.request('/api/analyses')).status).toBe(401)
  })

  it('counts a subscriber per calendar month, with the plan’s questions and nothing locked', async () => {
    const march = new Date('2026-03-20T10:00:00Z')
    const april = new Date('2026-04-01T08:00:00Z')
    const user = await t.signUp()
    await subscribeUser(t.db, user.id, {
      provider: 'stripe',
      planId: 'starter',
      currentPeriodStart: march,
      currentPeriodEnd: new Date(march.getTime() + 365 * 86_400_000),
    })
    clockNow = march
    try {
      await t.db
        .insert(analysisUsage)
        .values({ userId: user.id, period: monthPeriod(march), count: PLANS.starter.analysesPerPeriod })
      const refused = await post(t, { cookie: user.cookie })
      expect(refused.status).toBe(403)
      expect((await errorCode(refused)).code).toBe('MONTHLY_LIMIT_REACHED')
      expect(await usage(t, user.cookie)).toMatchObject({
        used: 15,
        limit: 15,
        remaining: 0,
        period: 'month',
      })

      clockNow = april
      const res = await post(t, { cookie: user.cookie })
      expect(res.status).toBe(201)
      const { analysis } = (await res.json()) as { analysis: PublicAnalysis }
      expect(analysis.isLimited).toBe(false)
      expect(analysis.result.questions).toHaveLength(PLANS.starter.questionsPerAnalysis)
      expect(analysis.result.questions.some(isLocked)).toBe(false)
      expect(analysis.result.suggestions.some(isLocked)).toBe(false)
      expect(await usage(t, user.cookie)).toMatchObject({ used: 1, limit: 15, remaining: 14 })
      const me = (await (await t.request('/api/me', { cookie: user.cookie })).json()) as Record<
        string,
        unknown
      >
      expect(me).toMatchObject({ plan: 'starter', isPaid: true, questionsLimit: 9 })
    } finally {
      clockNow = null
    }
  })
})

describe('/api/analyses limits (PGlite)', () => {
  it('answers ENGINE_RATE_LIMITED with retryAfter when the model is rate-limited, and gives the unit back', async () => {
    const fake = await startFakeOpenAiServer()
    fake.enqueue('default', rateLimited(120), rateLimited(120), rateLimited(120), rateLimited(120))
    const t = await createTestApp({
      env: { AI_ENGINE: 'llm', AI_BASE_URL: fake.baseURL, AI_API_KEY: 'test-key' },
    })
    try {
      const { cookie } = await t.signUp()
      const res = await post(t, { cookie, accept: 'text/event-stream' })
      const events = parseSse(await res.text())
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        data: { error: { code: 'ENGINE_RATE_LIMITED', retryAfter: 120 } },
      })
      expect((await usage(t, cookie)).used).toBe(0)
    } finally {
      await t.close()
      await fake.close()
    }
  })

  it('limits how many analyses one user starts (RATE_LIMITED with retryAfter)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } })
    try {
      const { cookie } = await t.signUp()
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) statuses.push((await post(t, { cookie, file: null })).status)
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
      const limited = await post(t, { cookie, file: null })
      expect(limited.status).toBe(429)
      const error = await errorCode(limited)
      expect(error.code).toBe('RATE_LIMITED')
      expect(error.retryAfter).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })

  it('refuses a user whose analyses keep failing (crafted files), before any work, and no one else', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } })
    try {
      const hostile = await t.signUp()
      const other = await t.signUp()
      const broken = {
        bytes: new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`),
        name: 'cv.pdf',
      }
      const codes: string[] = []
      for (let i = 0; i < FAILURES_PER_USER.max; i++) {
        codes.push((await errorCode(await post(t, { cookie: hostile.cookie, file: broken }))).code)
      }
      expect(codes.every((c) => c === 'CV_UNREADABLE')).toBe(true)
      // Failures cost no unit, but past the limit even a good file is refused at once.
      expect((await usage(t, hostile.cookie)).used).toBe(0)
      const refused = await post(t, { cookie: hostile.cookie })
      expect(refused.status).toBe(429)
      const error = await errorCode(refused)
      expect(error.code).toBe('RATE_LIMITED')
      expect(error.retryAfter).toBeGreaterThan(0)
      expect((await post(t, { cookie: other.cookie })).status).toBe(201)
    } finally {
      await t.close()
    }
  })
})
