/**
 * GET /api/history: the one list of a user's single analyses and comparisons — each row saying
 * which it is, a comparison as one row with both CVs and scores, only the user's own rows, pages
 * after a cursor that neither repeats nor skips a row (same instant, microseconds apart, rows added
 * meanwhile), filters and search on the server — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { insertAnalysis, SAMPLE_RESULT } from '../../../../test/helpers/factories.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import { type HistoryPage, historyPageSchema } from '../../../shared/schemas/history.ts'
import { comparisons } from '../../db/schema/comparisons.ts'

type At = Date | ReturnType<typeof sql>

describe.each(DB_KINDS)('the one history on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind })
  })
  afterAll(async () => {
    await t.close()
  })

  async function history(cookie: string, query = ''): Promise<HistoryPage> {
    const res = await t.request(`/api/history${query}`, { cookie })
    expect(res.status).toBe(200)
    return historyPageSchema.parse(await res.json())
  }

  /** Every row, page after page of `limit`. */
  async function walk(cookie: string, limit: number, extra = '', between?: (page: number) => Promise<void>) {
    const ids: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 50; page += 1) {
      const query: string = `?limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`
      const body: HistoryPage = await history(cookie, query)
      expect(body.items.length).toBeLessThanOrEqual(limit)
      ids.push(...body.items.map((item) => item.id))
      cursor = body.nextCursor
      if (!cursor) return ids
      await between?.(page)
    }
    throw new Error('the cursor never ended')
  }

  function single(
    userId: string,
    createdAt: At,
    overrides: Parameters<typeof insertAnalysis>[1] | object = {},
  ) {
    return insertAnalysis(t.db, { userId, createdAt: createdAt as Date, ...overrides })
  }

  async function comparison(
    userId: string,
    createdAt: At,
    sides: { a: [string, number]; b: [string, number] },
    jobTitle = 'Data Scientist Finance',
  ) {
    const side = (fileName: string, score: number) =>
      single(userId, createdAt, {
        fileName,
        jobTitle,
        result: { ...SAMPLE_RESULT, compatibilityScore: score },
      })
    const a = await side(...sides.a)
    const b = await side(...sides.b)
    const id = randomUUID()
    const outcomeSide = (analysisId: string, [fileName, score]: [string, number]) => ({
      analysisId,
      fileName,
      score,
      matchedSkills: [],
      missingSkills: [],
      onlyHere: [],
    })
    await t.db.insert(comparisons).values({
      id,
      userId,
      createdAt: createdAt as Date,
      jobDescription: `${jobTitle}. Python, SQL et machine learning.`,
      jobTitle,
      analysisAId: a.id,
      analysisBId: b.id,
      outcome: {
        a: outcomeSide(a.id, sides.a),
        b: outcomeSide(b.id, sides.b),
        common: [],
        missingBoth: [],
        recommendation: { choice: sides.a[1] >= sides.b[1] ? 'a' : 'b', reason: 'Test' },
      },
    })
    return { id, a, b }
  }

  it('lists single analyses and comparisons in one list, a comparison as one row with both CVs', async () => {
    const user = await t.signUp()
    const other = await t.signUp()
    const solo = await single(user.id, new Date('2026-11-20T09:15:00Z'), {
      fileName: 'cv-2026-v1.pdf',
      jobTitle: null,
      jobDescription:
        'Data Scientist Finance. Nous recherchons un profil Python, SQL et machine learning pour le crédit.',
      result: { ...SAMPLE_RESULT, compatibilityScore: 58 },
    })
    const duo = await comparison(user.id, new Date('2026-11-21T16:45:00Z'), {
      a: ['cv-court.docx', 71],
      b: ['cv-long.pdf', 66],
    })
    await single(other.id, new Date('2026-11-22T10:00:00Z'), { fileName: 'cv-intrus.pdf' })
    await comparison(other.id, new Date('2026-11-22T11:00:00Z'), { a: ['x.pdf', 1], b: ['y.pdf', 2] })

    const page = await history(user.cookie)
    expect(page.total).toBe(2)
    expect(page.nextCursor).toBeNull()
    expect(page.items).toEqual([
      {
        kind: 'comparison',
        id: duo.id,
        createdAt: '2026-11-21T16:45:00.000Z',
        jobTitle: 'Data Scientist Finance',
        jobExcerpt: 'Data Scientist Finance. Python, SQL et machine learning.',
        a: { fileName: 'cv-court.docx', score: 71 },
        b: { fileName: 'cv-long.pdf', score: 66 },
        choice: 'a',
      },
      {
        kind: 'analysis',
        id: solo.id,
        createdAt: '2026-11-20T09:15:00.000Z',
        fileName: 'cv-2026-v1.pdf',
        jobTitle: null,
        jobExcerpt: 'Data Scientist Finance. Nous recherchons un profil Python,…',
        score: 58,
      },
    ])
    // The sides' own analyses still open and delete through /api/analyses.
    expect((await t.request(`/api/analyses/${duo.a.id}`, { cookie: user.cookie })).status).toBe(200)

    // Someone else's rows never show, and their ids do not open.
    expect((await history(other.cookie)).items.map((i) => i.id)).not.toContain(solo.id)
    expect((await t.request(`/api/comparisons/${duo.id}`, { cookie: other.cookie })).status).toBe(404)
    expect((await t.request('/api/history')).status).toBe(401)
  })

  it('pages after a cursor without repeating or skipping a row, at the same instant or microseconds apart', async () => {
    const user = await t.signUp()
    const base = Date.parse('2026-10-01T08:00:00Z')
    for (let i = 0; i < 9; i += 1) await single(user.id, new Date(base + i * 60_000))
    // Three single analyses and two comparisons at one instant; two more a microsecond apart.
    const same = new Date(base + 30 * 60_000)
    for (let i = 0; i < 3; i += 1) await single(user.id, same)
    await comparison(user.id, same, { a: ['a1.pdf', 50], b: ['b1.pdf', 60] })
    await comparison(user.id, same, { a: ['a2.pdf', 70], b: ['b2.pdf', 40] })
    await single(user.id, sql`timestamptz '2026-10-01 09:00:00.000001+00'`)
    await single(user.id, sql`timestamptz '2026-10-01 09:00:00.000002+00'`)
    await comparison(user.id, sql`timestamptz '2026-10-01 09:00:00.000003+00'`, {
      a: ['a3.pdf', 80],
      b: ['b3.pdf', 10],
    })

    const whole = await history(user.cookie, '?limit=50')
    expect(whole.total).toBe(17)
    expect(whole.items).toHaveLength(17)
    const times = whole.items.map((i) => Date.parse(i.createdAt))
    expect(times).toEqual([...times].sort((x, y) => y - x))
    for (const limit of [1, 2, 4, 5]) {
      expect(await walk(user.cookie, limit)).toEqual(whole.items.map((i) => i.id))
    }

    // Rows added while the user reads the pages land at the top, not in the pages still to come.
    const ids = await walk(user.cookie, 4, '', async () => {
      await single(user.id, new Date())
    })
    expect(ids).toEqual(whole.items.map((i) => i.id))
  })

  it('filters by kind and searches file names, titles and offers on the server', async () => {
    const user = await t.signUp()
    const base = Date.parse('2026-09-01T08:00:00Z')
    for (let i = 0; i < 6; i += 1) {
      await single(user.id, new Date(base + i * 60_000), {
        fileName: i % 2 === 0 ? `cv-marketing-${i}.pdf` : `cv-dev-${i}.pdf`,
        jobTitle: i % 2 === 0 ? 'Chef de projet marketing' : 'Développeur TypeScript',
        jobDescription: i % 3 === 0 ? 'Poste à Lyon, 100% remote_ok.' : 'Poste à Paris.',
      })
    }
    const duo = await comparison(
      user.id,
      new Date(base + 10 * 60_000),
      { a: ['duo-a.pdf', 40], b: ['duo-b.pdf', 45] },
      'Duo',
    )

    const comparisonsOnly = await history(user.cookie, '?kind=comparison')
    expect(comparisonsOnly.items.map((i) => [i.kind, i.id])).toEqual([['comparison', duo.id]])
    expect(comparisonsOnly.total).toBe(1)
    const singlesOnly = await history(user.cookie, '?kind=analysis')
    expect(singlesOnly.total).toBe(6)
    expect(singlesOnly.items.every((i) => i.kind === 'analysis')).toBe(true)
    expect(await walk(user.cookie, 2, '&kind=analysis')).toEqual(singlesOnly.items.map((i) => i.id))

    expect((await history(user.cookie, '?q=MARKETING')).total).toBe(3)
    // A comparison is found by either CV's file name.
    expect((await history(user.cookie, '?q=duo-b')).items.map((i) => i.id)).toEqual([duo.id])
    const lyonDev = await history(user.cookie, `?q=${encodeURIComponent('lyon  dev')}`)
    expect(lyonDev.items.map((i) => (i.kind === 'analysis' ? i.fileName : '')).sort()).toEqual([
      'cv-dev-3.pdf',
    ])
    expect((await history(user.cookie, `?q=${encodeURIComponent('100%')}`)).total).toBe(2)
    expect((await history(user.cookie, '?q=remote%25ok')).total).toBe(0)

    // Deleting a comparison takes its row (and its two analyses) out of the list.
    expect(
      (await t.request(`/api/comparisons/${duo.id}`, { method: 'DELETE', cookie: user.cookie })).status,
    ).toBe(204)
    expect((await history(user.cookie)).items.map((i) => i.kind)).toEqual(Array(6).fill('analysis'))
  })

  it('refuses a forged cursor, an unknown kind, a page over 50 and a search over 100 characters', async () => {
    const user = await t.signUp()
    const forged = Buffer.from(JSON.stringify(["1'; drop table analyses; --", 'x'])).toString('base64url')
    for (const query of [
      `?cursor=${forged}`,
      '?cursor=not-json',
      '?cursor=a.b',
      '?kind=everything',
      '?limit=51',
      '?limit=0',
      `?q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.request(`/api/history${query}`, { cookie: user.cookie })
      expect(res.status, query).toBe(400)
      expect(((await res.json()) as ErrorEnvelope).error.code).toBe('VALIDATION')
    }
  })
})
