/**
 * GET /api/analyses/:id/report.pdf through the whole app, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: who may download, and what the downloaded PDF says.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { subscribeWithTestCard } from '../../../../test/helpers/checkout.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { pdfPages, SAMPLE_JOB_DESCRIPTION, sampleResult } from '../../../../test/helpers/report-fixture.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { offerHash } from '../analyses/offer-hash.ts'

async function storeAnalysis(t: TestApp, userId: string): Promise<string> {
  const id = randomUUID()
  const result = sampleResult(15)
  await t.db.insert(analyses).values({
    id,
    userId,
    createdAt: new Date('2026-11-22T09:30:00Z'),
    fileName: 'cv-hélène.pdf',
    fileType: 'pdf',
    fileSize: 1234,
    cvText: 'texte du CV',
    jobDescription: SAMPLE_JOB_DESCRIPTION,
    jobHash: offerHash(SAMPLE_JOB_DESCRIPTION),
    jobTitle: 'Développeur·se full-stack',
    result,
    questionsCount: 15,
    engine: 'local',
    engineVersion: 'test',
    durationMs: 10,
    usagePeriod: 'month:2026-11',
  })
  return id
}

describe.each(DB_KINDS)('GET /api/analyses/:id/report.pdf on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('sends a premium user the report of their analysis as a PDF download', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'premium')
    const id = await storeAnalysis(t, user.id)
    const res = await t.request(`/api/analyses/${id}/report.pdf`, { cookie: user.cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="rapport-adequat-developpeur-se-full-stack-2026-11-22.pdf"',
    )
    const pdf = new Uint8Array(await res.arrayBuffer())
    const text = (await pdfPages(pdf)).join(' ')
    expect(text).toContain('Adéquat')
    expect(text).toContain('Développeur·se full-stack')
    expect(text).toContain('22 novembre 2026')
    expect(text).toContain('72/100 · Bon')
    expect(text).toContain('Intégration continue')
    expect(text).toContain('Réponse 15.2 : j’ai d’abord écouté chacun')
  })

  it('lets gold users download it too', async () => {
    const user = await t.signUp()
    await subscribeWithTestCard(t, user.cookie, 'gold')
    const id = await storeAnalysis(t, user.id)
    const res = await t.request(`/api/analyses/${id}/report.pdf`, { cookie: user.cookie })
    expect(res.status).toBe(200)
  })

  it('answers 403 PLAN_FEATURE_REQUIRED to free, trial and starter users', async () => {
    const free = await t.signUp()
    const trial = await t.signUp()
    await subscribeWithTestCard(t, trial.cookie, 'trial')
    const starter = await t.signUp()
    await subscribeWithTestCard(t, starter.cookie, 'starter')
    for (const user of [free, trial, starter]) {
      const id = await storeAnalysis(t, user.id)
      const res = await t.request(`/api/analyses/${id}/report.pdf`, { cookie: user.cookie })
      expect(res.status).toBe(403)
      expect(((await res.json()) as ErrorEnvelope).error.code).toBe('PLAN_FEATURE_REQUIRED')
    }
  })

  it("answers 404 for another user's analysis or an unknown id, 401 when signed out", async () => {
    const owner = await t.signUp()
    const id = await storeAnalysis(t, owner.id)
    const other = await t.signUp()
    await subscribeWithTestCard(t, other.cookie, 'premium')
    const foreign = await t.request(`/api/analyses/${id}/report.pdf`, { cookie: other.cookie })
    expect(foreign.status).toBe(404)
    expect(((await foreign.json()) as ErrorEnvelope).error.code).toBe('NOT_FOUND')
    const unknown = await t.request(`/api/analyses/${randomUUID()}/report.pdf`, { cookie: other.cookie })
    expect(unknown.status).toBe(404)
    const anonymous = await t.request(`/api/analyses/${id}/report.pdf`)
    expect(anonymous.status).toBe(401)
  })
})
