/**
 * Issue 12 item 3 on the server: at 0 left the server still refuses (it is the authority), with the
 * code of the plan's period — a 3-day trial is not 'ce mois-ci' — and GET /api/me says when the
 * allowance renews or the trial ends, which the dashboard shows beside the disabled button.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts'
import { DB_KINDS } from '../../../../test/helpers/db.ts'
import { subscribeUser } from '../../../../test/helpers/factories.ts'
import type { ErrorEnvelope } from '../../../shared/errors.ts'
import type { UsageSummary } from '../../../shared/schemas/billing.ts'
import { analysisUsage } from '../../db/schema/usage.ts'
import { monthPeriod } from './period.ts'

const PDF = readFileSync(
  new URL('../../../../test/fixtures/cv/en_rendercv_classic_typst.pdf', import.meta.url),
)
const NOW = new Date('2026-11-20T10:00:00Z')
const YESTERDAY = new Date(NOW.getTime() - 86_400_000)

describe.each(DB_KINDS)('analyses at the limit on %s', (dbKind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ dbKind, clock: () => NOW })
  })
  afterAll(async () => {
    await t.close()
  })

  async function analyse(cookie: string) {
    const form = new FormData()
    form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf')
    form.append('jobDescription', 'Développeur Python, SQL et Docker.')
    return t.request('/api/analyses', { method: 'POST', body: form, cookie })
  }

  async function me(cookie: string) {
    return ((await (await t.request('/api/me', { cookie })).json()) as UsageSummary).usage
  }

  it('trial: TRIAL_LIMIT_REACHED once its 2 analyses are used, and the trial’s end in /api/me', async () => {
    const user = await t.signUp()
    const end = new Date('2026-11-22T09:00:00Z')
    const { id } = await subscribeUser(t.db, user.id, {
      provider: 'stripe',
      planId: 'trial',
      currentPeriodStart: YESTERDAY,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
    })
    await t.db.insert(analysisUsage).values({ userId: user.id, period: `trial:${id}`, count: 2 })
    expect(await me(user.cookie)).toEqual({
      used: 2,
      limit: 2,
      remaining: 0,
      period: 'trial',
      resetsAt: end.toISOString(),
    })
    const res = await analyse(user.cookie)
    expect(res.status).toBe(403)
    expect(((await res.json()) as ErrorEnvelope).error.code).toBe('TRIAL_LIMIT_REACHED')
  })

  it('monthly plan: MONTHLY_LIMIT_REACHED at its allowance, renewing on the 1st in Paris', async () => {
    const user = await t.signUp()
    await subscribeUser(t.db, user.id, {
      provider: 'stripe',
      planId: 'starter',
      currentPeriodStart: YESTERDAY,
      currentPeriodEnd: new Date('2026-12-19T10:00:00Z'),
    })
    await t.db.insert(analysisUsage).values({ userId: user.id, period: monthPeriod(NOW), count: 15 })
    expect(await me(user.cookie)).toMatchObject({
      remaining: 0,
      period: 'month',
      resetsAt: '2026-11-30T23:00:00.000Z',
    })
    const res = await analyse(user.cookie)
    expect(((await res.json()) as ErrorEnvelope).error.code).toBe('MONTHLY_LIMIT_REACHED')
  })

  it('free: FREE_LIMIT_REACHED after 3 in total, nothing renews', async () => {
    const user = await t.signUp()
    await t.db.insert(analysisUsage).values({ userId: user.id, period: 'lifetime', count: 3 })
    expect(await me(user.cookie)).toEqual({
      used: 3,
      limit: 3,
      remaining: 0,
      period: 'lifetime',
      resetsAt: null,
    })
    const res = await analyse(user.cookie)
    expect(((await res.json()) as ErrorEnvelope).error.code).toBe('FREE_LIMIT_REACHED')
  })
})
