/**
 * Two instances of the app on one PostgreSQL database (and one Redis when TEST_REDIS_URL is set), as in
 * production behind a load balancer: each has its own process state (its own pool, rate-limit store,
 * extraction cache), and together they must behave as one — sessions, the quota, Idempotency-Keys and
 * every rate limit exact across them.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers/app.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/helpers/db.ts'
import { TEST_REDIS_URL } from '../../test/helpers/redis.ts'
import { createDatabase, type DatabaseHandle } from './db/client.ts'

const PDF = readFileSync(new URL('../../test/fixtures/generated/cv-2pages.pdf', import.meta.url))
const JOB = 'Développeur Python confirmé : Python, SQL et Docker exigés ; anglais courant.'

function analysisForm(jobDescription = JOB) {
  const form = new FormData()
  form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf')
  form.append('jobDescription', jobDescription)
  return form
}

async function codeOf(res: Response) {
  return ((await res.json()) as { error?: { code: string } }).error?.code
}

describe.skipIf(!TEST_DATABASE_URL)(
  `two instances on one PostgreSQL${TEST_REDIS_URL ? ' and one Redis' : ''}`,
  () => {
    let database: TestDatabase
    let secondPool: DatabaseHandle
    let a: TestApp
    let b: TestApp
    const env = { RATE_LIMIT_ENABLED: 'true', ...(TEST_REDIS_URL && { REDIS_URL: TEST_REDIS_URL }) }

    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres' })
      secondPool = await createDatabase({ url: database.url as string, poolSize: 5 })
      const rateLimitNamespace = `scale-out-${randomBytes(6).toString('hex')}`
      a = await createTestApp({ database, env, rateLimitNamespace })
      b = await createTestApp({ database: secondPool, env, rateLimitNamespace })
    })
    afterAll(async () => {
      await a?.close()
      await b?.close()
      await secondPool?.close()
      await database?.close()
    })

    it('a session made on one instance works on the other, and a sign-out on one ends it on both', async () => {
      const user = await a.signUp()
      expect((await b.request('/api/me', { cookie: user.cookie })).status).toBe(200)
      const out = await b.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, json: {} })
      expect(out.status).toBe(200)
      expect((await a.request('/api/me', { cookie: user.cookie })).status).toBe(401)
    })

    it('the free quota is exact across instances, and an Idempotency-Key replays on the other instance', async () => {
      const user = await b.signUp()
      const first = await a.request('/api/analyses', {
        method: 'POST',
        cookie: user.cookie,
        body: analysisForm(),
        headers: { accept: 'application/json', 'idempotency-key': 'scale-out-key-0001' },
      })
      expect(first.status).toBe(201)
      const replay = await b.request('/api/analyses', {
        method: 'POST',
        cookie: user.cookie,
        body: analysisForm(),
        headers: { accept: 'application/json', 'idempotency-key': 'scale-out-key-0001' },
      })
      expect(replay.status).toBeLessThan(300)
      const ids = [first, replay].map(
        async (r) => ((await r.json()) as { analysis: { id: string } }).analysis.id,
      )
      const [id1, id2] = await Promise.all(ids)
      expect(id2).toBe(id1)

      const statuses: number[] = []
      for (const instance of [b, a, b]) {
        const res = await instance.request('/api/analyses', {
          method: 'POST',
          cookie: user.cookie,
          body: analysisForm(),
          headers: { accept: 'application/json' },
        })
        statuses.push(res.status)
        if (res.status >= 400) expect(await codeOf(res)).toBe('FREE_LIMIT_REACHED')
      }
      expect(statuses).toEqual([201, 201, 403])
      const me = (await (await a.request('/api/me', { cookie: user.cookie })).json()) as {
        usage: { used: number }
      }
      expect(me.usage.used).toBe(3)
    })

    it('every request-rate limit is one limit across the two instances', async () => {
      const user = await a.signUp()
      const cases: { path: string; max: number; init: () => Parameters<TestApp['request']>[1] }[] = [
        {
          path: '/api/analyses',
          max: 30,
          init: () => ({ method: 'POST', cookie: user.cookie, body: new FormData() }),
        },
        {
          path: '/api/comparisons',
          max: 15,
          init: () => ({ method: 'POST', cookie: user.cookie, body: new FormData() }),
        },
        {
          path: '/api/account',
          max: 10,
          init: () => ({ method: 'DELETE', cookie: user.cookie, json: { password: 'not-the-password' } }),
        },
        {
          path: '/api/contact',
          max: 5,
          init: () => ({
            json: { name: 'Zoé', email: user.email, subject: 'support', message: 'Un message de test.' },
          }),
        },
      ]
      for (const { path, max, init } of cases) {
        const statuses: number[] = []
        for (let i = 0; i <= max; i++) statuses.push((await (i % 2 ? b : a).request(path, init())).status)
        expect(statuses.slice(0, max), path).not.toContain(429)
        expect(statuses[max], path).toBe(429)
      }
      // Sign-in attempts (better-auth's limits, kept in the database): 10 a minute per address. A
      // new address each time, so the per-account back-off (also in the database) stays out of it.
      const signIns: number[] = []
      for (let i = 0; i <= 10; i++) {
        const res = await (i % 2 ? b : a).request('/api/auth/sign-in/email', {
          json: { email: `nobody-${i}-${user.email}`, password: `${TEST_PASSWORD}-wrong` },
        })
        signIns.push(res.status)
      }
      expect(signIns.slice(0, 10)).not.toContain(429)
      expect(signIns[10]).toBe(429)
    })
  },
)
