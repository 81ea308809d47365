/**
 * A crash costs the user nothing (issue 13 item 4): the real server in a child process is killed
 * with SIGKILL while an analysis runs (its model call hangs), then restarted on the same database.
 * Within the quota lease (QUOTA_LEASE_MS, short here) the reserved unit comes back, the user's lock
 * is free and the request's Idempotency-Key can be used again. On PGlite (a data folder) and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freePort, startServer } from '../../test/helpers/child-server.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/helpers/db.ts'
import { signUpOnServer } from '../../test/helpers/server-user.ts'

vi.setConfig({ hookTimeout: 180_000, testTimeout: 240_000 })

const PDF = readFileSync(new URL('../../test/fixtures/generated/cv-2pages.pdf', import.meta.url))
const JOB = 'Développeur Python confirmé : Python, SQL et Docker exigés ; anglais courant.'
const LEASE_MS = 1500

/** An OpenAI-compatible endpoint that takes every request and never answers: the analysis hangs. */
async function hangingModel(): Promise<{ url: string; reached: Promise<void>; server: Server }> {
  let signal: () => void = () => {}
  const reached = new Promise<void>((resolve) => {
    signal = resolve
  })
  const server = createServer((req) => {
    req.resume()
    signal()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, reached, server }
}

function analysisForm() {
  const form = new FormData()
  form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf')
  form.append('jobDescription', JOB)
  return form
}

describe('a server killed mid-analysis', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c()
  })

  const kinds = [
    { kind: 'pglite' as const, enabled: true },
    { kind: 'postgres' as const, enabled: Boolean(TEST_DATABASE_URL) },
  ]
  for (const { kind, enabled } of kinds) {
    it.skipIf(!enabled)(
      `gives the unit, the lock and the Idempotency-Key back after a restart (${kind})`,
      async () => {
        const port = await freePort()
        const base = `http://127.0.0.1:${port}`
        const model = await hangingModel()
        cleanups.push(() => new Promise<void>((resolve) => model.server.close(() => resolve())))
        let database: TestDatabase | undefined
        const store: Record<string, string> = {}
        if (kind === 'postgres') {
          database = await createTestDatabase({ kind: 'postgres' })
          store.DATABASE_URL = database.url as string
          const db = database
          cleanups.push(() => db.close())
        } else {
          const dataDir = mkdtempSync(join(tmpdir(), 'adequat-lease-'))
          store.DATA_DIR = dataDir
          cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
        }
        const common = {
          ...store,
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: base,
          NODE_ENV: 'development',
          RATE_LIMIT_ENABLED: 'false',
          QUOTA_LEASE_MS: String(LEASE_MS),
        }
        const headers = { origin: base }

        // 1. An analysis whose model call never answers.
        const first = startServer({ ...common, AI_ENGINE: 'llm', AI_BASE_URL: model.url, AI_API_KEY: 'test' })
        cleanups.push(() => first.kill())
        await first.url
        const { cookie } = await signUpOnServer(base, 'lease')
        const remaining = async () => {
          const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
            usage: { remaining: number }
          }
          return me.usage.remaining
        }
        expect(await remaining()).toBe(3)

        const inFlight = fetch(`${base}/api/analyses`, {
          method: 'POST',
          headers: { ...headers, cookie, accept: 'application/json', 'idempotency-key': 'crash-key-0001' },
          body: analysisForm(),
        }).catch((error: unknown) => error)
        await model.reached
        expect(await remaining()).toBe(2)

        // 2. kill -9 in the middle of it.
        first.child.kill('SIGKILL')
        await first.exited
        expect(await inFlight).toBeInstanceOf(Error)

        // 3. Restarted on the same database (local engine): within the lease, nothing is lost.
        const second = startServer({ ...common, AI_ENGINE: 'local' })
        cleanups.push(() => second.kill())
        await second.url
        await vi.waitFor(async () => expect(await remaining()).toBe(3), { timeout: 30_000, interval: 250 })
        const retry = await fetch(`${base}/api/analyses`, {
          method: 'POST',
          headers: { ...headers, cookie, accept: 'application/json', 'idempotency-key': 'crash-key-0001' },
          body: analysisForm(),
        })
        expect(retry.status).toBe(201)
        expect(await remaining()).toBe(2)
        second.child.kill('SIGTERM')
        await second.exited
      },
    )
  }
})
