/**
 * /api/comparisons through the whole app, on PGlite and (with TEST_DATABASE_URL) PostgreSQL, with
 * the real extraction and the local engine on real CV files.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { subscribeWithTestCard } from '../../../../test/helpers/checkout.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import { PLANS } from '../../../shared/plans.ts'
import type { AnalysisPage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import { type Comparison, type ComparisonPage, comparisonSchema } from '../../../shared/schemas/comparison.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import { monthPeriod } from '../usage/period.ts'

const CV = new URL('../../../../test/fixtures/cv/', import.meta.url)
const CV_A = { bytes: readFileSync(new URL('en_rendercv_classic_typst.pdf', CV)), name: 'cv-python.pdf' }
const CV_B = { bytes: readFileSync(new URL('fr_arthurbernard_cv.pdf', CV)), name: 'cv-finance.pdf' }
const JOB =
  'Nous recherchons un ingénieur logiciel Python confirmé. Compétences requises : Python, SQL, Docker, ' +
  'Kubernetes, Git, anglais courant. Une expérience en machine learning est un plus.'

type File = { bytes: Uint8Array; name: string }
type PostOptions = {
  cookie?: string
  cvA?: File | null
  cvB?: File | null
  jobDescription?: string
  events?: boolean
  idempotencyKey?: string
}

function post(t: TestApp, opts: PostOptions) {
  const form = new FormData()
  const cvA = opts.cvA === undefined ? CV_A : opts.cvA
  const cvB = opts.cvB === undefined ? CV_B : opts.cvB
  if (cvA) form.append('cvA', new Blob([new Uint8Array(cvA.bytes)]), cvA.name)
  if (cvB) form.append('cvB', new Blob([new Uint8Array(cvB.bytes)]), cvB.name)
  form.append('jobDescription', opts.jobDescription ?? JOB)
  return t.request('/api/comparisons', {
    method: 'POST',
    body: form,
    headers: {
      accept: opts.events ? 'text/event-stream' : 'application/json',
      ...(opts.idempotencyKey && { 'idempotency-key': opts.idempotencyKey }),
    },
    ...(opts.cookie && { cookie: opts.cookie }),
  })
}

function parseSse(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }))
}

async function used(t: TestApp, cookie: string) {
  const res = await t.request('/api/me', { cookie })
  return ((await res.json()) as { usage: { used: number } }).usage.used
}

async function error(res: Response) {
  return ((await res.json()) as ErrorEnvelope).error
}

describe.each(DB_KINDS)('/api/comparisons on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('compares two CVs for a premium user: stages, both scores, the choice, two analyses spent and stored', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const res = await post(t, { cookie: user.cookie, events: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const events = parseSse(await res.text())
    const stages = events.filter((e) => e.event === 'stage').map((e) => (e.data as { stage: number }).stage)
    expect(stages).toEqual([...stages].sort((x, y) => x - y))
    expect(stages.at(0)).toBe(1)
    expect(stages.at(-1)).toBe(6)
    const last = events.at(-1)
    expect(last?.event).toBe('result')
    const comparison = comparisonSchema.parse((last!.data as { comparison: Comparison }).comparison)

    expect(comparison.a.fileName).toBe('cv-python.pdf')
    expect(comparison.b.fileName).toBe('cv-finance.pdf')
    // The Python engineer's CV matches this offer better than the finance one.
    expect(comparison.a.score).toBeGreaterThan(comparison.b.score)
    expect(comparison.recommendation.choice).toBe('a')
    expect(comparison.recommendation.reason).toContain(
      `Envoyez le CV A : il obtient ${comparison.a.score}/100 contre ${comparison.b.score}/100 pour le CV B`,
    )
    for (const skill of comparison.a.onlyHere) expect(comparison.b.matchedSkills).not.toContain(skill)

    // Each side is a stored analysis of the history, with the same score.
    for (const side of [comparison.a, comparison.b]) {
      const one = await t.request(`/api/analyses/${side.analysisId}`, { cookie: user.cookie })
      const { analysis } = (await one.json()) as { analysis: PublicAnalysis }
      expect(analysis.result.compatibilityScore).toBe(side.score)
      expect(analysis.result.questions).toHaveLength(PLANS.premium.questionsPerAnalysis)
    }
    const history = (await (await t.request('/api/analyses', { cookie: user.cookie })).json()) as AnalysisPage
    expect(history.total).toBe(2)
    expect(await used(t, user.cookie)).toBe(2)

    // Listed, reopened, deleted with its analyses.
    const list = (await (
      await t.request('/api/comparisons', { cookie: user.cookie })
    ).json()) as ComparisonPage
    expect(list.items.map((i) => i.id)).toEqual([comparison.id])
    expect(list.items[0]).toMatchObject({
      a: { score: comparison.a.score },
      b: { score: comparison.b.score },
      choice: 'a',
    })
    const reopened = await t.request(`/api/comparisons/${comparison.id}`, { cookie: user.cookie })
    expect(((await reopened.json()) as { comparison: Comparison }).comparison).toEqual(comparison)

    const other = await t.signUp()
    expect((await t.request(`/api/comparisons/${comparison.id}`, { cookie: other.cookie })).status).toBe(404)
    expect(
      (await t.request(`/api/comparisons/${comparison.id}`, { method: 'DELETE', cookie: other.cookie }))
        .status,
    ).toBe(404)

    const deleted = await t.request(`/api/comparisons/${comparison.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    })
    expect(deleted.status).toBe(204)
    expect((await t.request(`/api/comparisons/${comparison.id}`, { cookie: user.cookie })).status).toBe(404)
    expect(
      (await t.request(`/api/analyses/${comparison.a.analysisId}`, { cookie: user.cookie })).status,
    ).toBe(404)
    // Deleting does not give the analyses back.
    expect(await used(t, user.cookie)).toBe(2)
  })

  it('answers PLAN_FEATURE_REQUIRED to free and starter users, without spending anything', async () => {
    const free = await t.signUp()
    const starter = await t.signUp()
    await subscribeWithTestCard(t, starter.cookie, 'starter')
    for (const user of [free, starter]) {
      const res = await post(t, { cookie: user.cookie })
      expect(res.status).toBe(403)
      expect((await error(res)).code).toBe('PLAN_FEATURE_REQUIRED')
      expect(await used(t, user.cookie)).toBe(0)
    }
  })

  it('needs two analyses left: with one, MONTHLY_LIMIT_REACHED and nothing is spent', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const limit = PLANS.premium.analysesPerPeriod
    await t.db
      .insert(analysisUsage)
      .values({ userId: user.id, period: monthPeriod(new Date()), count: limit - 1 })
    const res = await post(t, { cookie: user.cookie })
    expect(res.status).toBe(403)
    expect((await error(res)).code).toBe('MONTHLY_LIMIT_REACHED')
    expect(await used(t, user.cookie)).toBe(limit - 1)
  })

  it('validates like a single analysis and names the CV at fault', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'gold')
    const cases: [PostOptions, number, string, Record<string, string>?][] = [
      [{ cvB: null }, 400, 'ANALYSIS_INPUT_MISSING', { cvB: 'required' }],
      [{ cvA: null }, 400, 'ANALYSIS_INPUT_MISSING', { cvA: 'required' }],
      [{ jobDescription: ' ' }, 400, 'ANALYSIS_INPUT_MISSING', { jobDescription: 'required' }],
      [{ jobDescription: 'x'.repeat(1001) }, 400, 'JOB_DESCRIPTION_TOO_LONG'],
      [
        { cvB: { bytes: new TextEncoder().encode('bonjour'), name: 'cv.txt' } },
        415,
        'FILE_TYPE_UNSUPPORTED',
        { cvB: 'type_unsupported' },
      ],
      [
        { cvA: { bytes: new Uint8Array(5 * 1024 * 1024 + 1), name: 'cv.pdf' } },
        413,
        'FILE_TOO_LARGE',
        { cvA: 'too_large' },
      ],
    ]
    for (const [opts, status, code, fields] of cases) {
      const res = await post(t, { ...opts, cookie: user.cookie })
      expect(res.status, code).toBe(status)
      const body = await error(res)
      expect(body.code).toBe(code)
      if (fields) expect(body.fields).toEqual(fields)
    }
    // Two 5 MB files fit (the global multipart cap is for one CV).
    const twoBig = await post(t, {
      cookie: user.cookie,
      cvA: { bytes: new Uint8Array(5 * 1024 * 1024), name: 'a.pdf' },
      cvB: { bytes: new Uint8Array(5 * 1024 * 1024), name: 'b.pdf' },
    })
    expect(twoBig.status).not.toBe(413)
    expect(await used(t, user.cookie)).toBe(0)
  })

  it('gives both analyses back when one CV cannot be read, and says which', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const res = await post(t, {
      cookie: user.cookie,
      events: true,
      cvB: { bytes: new TextEncoder().encode('ceci n’est pas un PDF'), name: 'faux.pdf' },
    })
    const last = parseSse(await res.text()).at(-1)
    expect(last?.event).toBe('error')
    const envelope = last?.data as ErrorEnvelope
    expect(['FILE_TYPE_UNSUPPORTED', 'CV_UNREADABLE']).toContain(envelope.error.code)
    expect(envelope.error.params?.cv).toBe('B')
    expect(await used(t, user.cookie)).toBe(0)
    const list = (await (
      await t.request('/api/comparisons', { cookie: user.cookie })
    ).json()) as ComparisonPage
    expect(list.total).toBe(0)
  })

  it('runs a repeated Idempotency-Key once and returns the same comparison; refuses a malformed key', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const key = randomUUID()
    const [first, second] = await Promise.all([
      post(t, { cookie: user.cookie, idempotencyKey: key }),
      post(t, { cookie: user.cookie, idempotencyKey: key }),
    ])
    const ids = await Promise.all(
      [first, second].map(async (r) => ((await r.json()) as { comparison: Comparison }).comparison.id),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await used(t, user.cookie)).toBe(2)
    const bad = await post(t, { cookie: user.cookie, idempotencyKey: 'a b' })
    expect(bad.status).toBe(400)
    expect((await error(bad)).fields).toEqual({ 'Idempotency-Key': 'INVALID' })
  })

  it('answers 401 ANALYSIS_UNAUTHENTICATED when signed out', async () => {
    const res = await post(t, {})
    expect(res.status).toBe(401)
    expect((await error(res)).code).toBe('ANALYSIS_UNAUTHENTICATED')
    expect((await t.request('/api/comparisons')).status).toBe(401)
  })
})

describe('/api/comparisons per-address rate limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keys on the connection, not on a header the client sends: rotating it bypasses nothing', async () => {
    const users = [await t.signUp(), await t.signUp(), await t.signUp()]
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const user = users[i % users.length]!
      const res = await t.request('/api/comparisons', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'x-adequat-client-ip': `198.51.100.${i}` },
        body: new FormData(),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 30)).not.toContain(429)
    expect(statuses[30]).toBe(429)
  })
})
