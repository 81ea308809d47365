/**
 * Issue 12 item 6 on the server: the history's rows (file name, title or first words, score, date,
 * comparison or not), its filters and search applied by the server with pagination, and the
 * previous run of the same offer (same normalised text) returned with an analysis — on PGlite and,
 * with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { insertAnalysis, SAMPLE_RESULT } from '../../../../test/helpers/factories.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import type { AnalysisPage, PublicAnalysis } from '../../../shared/schemas/analysis.ts'
import { publicAnalysisSchema } from '../../../shared/schemas/analysis.ts'
import { comparisons } from '../../db/schema/comparisons.ts'

const PDF = readFileSync(
  new URL('../../../../test/fixtures/cv/en_rendercv_classic_typst.pdf', import.meta.url),
)
const OFFER =
  'Data Scientist Finance. Nous recherchons un profil Python, SQL et machine learning pour la modélisation du risque de crédit.'

function result(score: number) {
  return { ...SAMPLE_RESULT, compatibilityScore: score }
}

describe.each(DB_KINDS)('history and re-runs on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind })
  })
  afterAll(async () => {
    await t.close()
  })

  async function history(cookie: string, query = ''): Promise<AnalysisPage> {
    const res = await t.request(`/api/analyses${query}`, { cookie })
    expect(res.status).toBe(200)
    return (await res.json()) as AnalysisPage
  }

  it('rows carry the file name, the title or first words, the score, the time and the comparison', async () => {
    const user = await t.signUp()
    const single = await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-20T09:15:00Z'),
      fileName: 'cv-2026-v1.pdf',
      jobTitle: null,
      jobDescription: OFFER,
      result: result(58),
    })
    const sideA = await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-21T16:45:00Z'),
      fileName: 'cv-court.docx',
      jobTitle: 'Data Scientist Finance',
      jobDescription: OFFER,
      result: result(71),
    })
    const sideB = await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-21T16:45:00Z'),
      fileName: 'cv-long.pdf',
      jobTitle: 'Data Scientist Finance',
      jobDescription: OFFER,
      result: result(66),
    })
    const comparisonId = randomUUID()
    await t.db.insert(comparisons).values({
      id: comparisonId,
      userId: user.id,
      createdAt: new Date('2026-11-21T16:45:00Z'),
      jobDescription: OFFER,
      jobTitle: 'Data Scientist Finance',
      analysisAId: sideA.id,
      analysisBId: sideB.id,
      outcome: {} as never,
    })

    const page = await history(user.cookie)
    expect(page.total).toBe(3)
    const byId = new Map(page.items.map((item) => [item.id, item]))
    expect(byId.get(single.id)).toEqual({
      id: single.id,
      createdAt: '2026-11-20T09:15:00.000Z',
      fileName: 'cv-2026-v1.pdf',
      jobTitle: null,
      jobExcerpt: 'Data Scientist Finance. Nous recherchons un profil Python,…',
      compatibilityScore: 58,
      comparisonId: null,
    })
    expect(byId.get(sideA.id)).toMatchObject({
      fileName: 'cv-court.docx',
      comparisonId,
      compatibilityScore: 71,
    })
    expect(byId.get(sideB.id)).toMatchObject({
      fileName: 'cv-long.pdf',
      comparisonId,
      compatibilityScore: 66,
    })
  })

  it('filters by kind and searches the file name, the title and the offer on the server, page by page', async () => {
    const user = await t.signUp()
    const other = await t.signUp()
    const base = Date.parse('2026-10-01T08:00:00Z')
    for (let i = 0; i < 12; i += 1) {
      await insertAnalysis(t.db, {
        userId: user.id,
        createdAt: new Date(base + i * 60_000),
        fileName: i % 2 === 0 ? `cv-marketing-${i}.pdf` : `cv-dev-${i}.pdf`,
        jobTitle: i % 2 === 0 ? 'Chef de projet marketing' : 'Développeur TypeScript',
        jobDescription: i % 3 === 0 ? 'Poste à Lyon, 100% remote_ok.' : 'Poste à Paris.',
      })
    }
    const a = await insertAnalysis(t.db, { userId: user.id, fileName: 'duo-a.pdf', jobTitle: 'Duo' })
    const b = await insertAnalysis(t.db, { userId: user.id, fileName: 'duo-b.pdf', jobTitle: 'Duo' })
    await t.db.insert(comparisons).values({
      id: randomUUID(),
      userId: user.id,
      jobDescription: 'Duo',
      analysisAId: a.id,
      analysisBId: b.id,
      outcome: {} as never,
    })
    // Someone else's analysis never shows, whatever the search.
    await insertAnalysis(t.db, { userId: other.id, fileName: 'cv-marketing-intrus.pdf' })

    const all = await history(user.cookie, '?pageSize=5')
    expect(all.total).toBe(14)
    expect(all.items).toHaveLength(5)
    const second = await history(user.cookie, '?pageSize=5&page=2')
    expect(second.items.map((i) => i.id)).not.toContain(all.items[0]!.id)

    const onlyComparisons = await history(user.cookie, '?kind=comparison')
    expect(onlyComparisons.total).toBe(2)
    expect(onlyComparisons.items.every((i) => i.comparisonId !== null)).toBe(true)
    const onlySingles = await history(user.cookie, '?kind=analysis')
    expect(onlySingles.total).toBe(12)
    expect(onlySingles.items.every((i) => i.comparisonId === null)).toBe(true)

    const marketing = await history(user.cookie, '?q=MARKETING')
    expect(marketing.total).toBe(6)
    expect(marketing.items.every((i) => i.fileName.startsWith('cv-marketing-'))).toBe(true)
    // Words are all required, anywhere among file name, title and offer text.
    const lyonDev = await history(user.cookie, `?q=${encodeURIComponent('lyon  dev')}`)
    expect(lyonDev.items.map((i) => i.fileName).sort()).toEqual(['cv-dev-3.pdf', 'cv-dev-9.pdf'])
    // % and _ are searched as themselves, not as wildcards.
    expect((await history(user.cookie, `?q=${encodeURIComponent('100%')}`)).total).toBe(4)
    expect((await history(user.cookie, '?q=remote_ok')).total).toBe(4)
    expect((await history(user.cookie, '?q=remote%25ok')).total).toBe(0)
    expect((await history(user.cookie, '?q=intrus')).total).toBe(0)
    expect((await history(user.cookie, '?kind=comparison&q=duo-b')).items.map((i) => i.id)).toEqual([b.id])
  })

  it('refuses an unknown kind or a search over 100 characters', async () => {
    const user = await t.signUp()
    const bad = await t.request('/api/analyses?kind=everything', { cookie: user.cookie })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorEnvelope).error.code).toBe('VALIDATION')
    const long = await t.request(`/api/analyses?q=${'a'.repeat(101)}`, { cookie: user.cookie })
    expect(long.status).toBe(400)
  })

  it('returns the previous run of the same offer (same normalised text) with its score', async () => {
    const user = await t.signUp()
    const first = await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-20T09:00:00Z'),
      fileName: 'cv-v1.pdf',
      jobDescription: OFFER,
      result: result(52),
    })
    // Another offer in between is not the previous run.
    await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-20T09:30:00Z'),
      jobDescription: `${OFFER} Poste basé à Nantes.`,
      result: result(90),
    })
    const second = await insertAnalysis(t.db, {
      userId: user.id,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      fileName: 'cv-v2.pdf',
      jobDescription: `  ${OFFER.replace(' Nous', '\n\nNous')}\n`,
      result: result(67),
    })
    const read = async (id: string) => {
      const res = await t.request(`/api/analyses/${id}`, { cookie: user.cookie })
      expect(res.status).toBe(200)
      return publicAnalysisSchema.parse(((await res.json()) as { analysis: PublicAnalysis }).analysis)
    }
    expect((await read(first.id)).previousRun).toBeNull()
    expect((await read(second.id)).previousRun).toEqual({
      id: first.id,
      createdAt: '2026-11-20T09:00:00.000Z',
      fileName: 'cv-v1.pdf',
      compatibilityScore: 52,
    })
    // Another user's run of the same offer is never anyone's previous run.
    const other = await t.signUp()
    const theirs = await insertAnalysis(t.db, {
      userId: other.id,
      createdAt: new Date('2026-11-20T11:00:00Z'),
      jobDescription: OFFER,
    })
    const res = await t.request(`/api/analyses/${theirs.id}`, { cookie: other.cookie })
    expect(((await res.json()) as { analysis: PublicAnalysis }).analysis.previousRun).toBeNull()
  })

  it('a new run of the same offer with another CV answers the score of the previous run', async () => {
    const user = await t.signUp()
    const post = async (jobDescription: string, name: string) => {
      const form = new FormData()
      form.append('cv', new Blob([new Uint8Array(PDF)]), name)
      form.append('jobDescription', jobDescription)
      const res = await t.request('/api/analyses', { method: 'POST', body: form, cookie: user.cookie })
      expect(res.status).toBe(201)
      return ((await res.json()) as { analysis: PublicAnalysis }).analysis
    }
    const first = await post(OFFER, 'cv-avant.pdf')
    expect(first.previousRun).toBeNull()
    const again = await post(`${OFFER}\n`, 'cv-après.pdf')
    expect(again.previousRun).toEqual({
      id: first.id,
      createdAt: first.createdAt,
      fileName: 'cv-avant.pdf',
      compatibilityScore: first.result.compatibilityScore,
    })
  })
})
