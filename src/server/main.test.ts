/**
 * The real entry point in a child process: boots on a temporary data folder, answers health,
 * finishes a request that is in flight when SIGTERM arrives, closes the database and exits 0.
 * Also: a bad configuration stops the boot with a message naming the bad keys.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startServer } from '../../test/helpers/child-server.ts'

// The machine is shared: starting a database can take a while under load.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 })

describe('main.ts', () => {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('finishes an in-flight request on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'adequat-main-'))
    dirs.push(dataDir)
    const server = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development' })
    children.push(server.child)
    const base = (await server.url).replace('localhost', '127.0.0.1')
    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(200)

    // A slow client: the body arrives in two halves, with SIGTERM in between.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Mauvais123' })
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}/api/auth/sign-in/email`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = ''
          res.on('data', (d: Buffer) => {
            text += d.toString()
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => {
        server.child.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(10)), 500)
      }, 300)
    })
    const result = await answer
    expect(result.status).toBe(401)
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } })
    expect(await server.exited).toBe(0)
    // new connections are refused once it is gone
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
  }, 240_000)

  it('in development: one line per start-up step, the outbox address, the URL once, short request lines', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'adequat-main-'))
    dirs.push(dataDir)
    // A built web app of its own: a clean clone has no dist/ when the unit tests run.
    const staticDir = mkdtempSync(join(tmpdir(), 'adequat-main-dist-'))
    dirs.push(staticDir)
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Adéquat</title>')
    const server = startServer({
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    })
    children.push(server.child)
    const base = (await server.url).replace('localhost', '127.0.0.1')
    expect((await fetch(`${base}/api/me`)).status).toBe(401)
    await expect.poll(() => server.output().stdout).toMatch(/GET \/api\/me 401 \d+ ms/)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const { stdout } = server.output()
    const lines = stdout.split('\n')
    for (const step of ['settings', 'database', 'migrations', 'web app', 'mail', 'payments', 'analysis']) {
      expect(
        lines.filter((line) => line.startsWith(`  ✓ ${step} `)),
        step,
      ).toHaveLength(1)
    }
    expect(stdout).toMatch(/ {2}✓ database +PGlite in .*, new, /)
    expect(stdout).toContain(
      `local outbox, read the e-mails at ${base.replace('127.0.0.1', 'localhost')}/dev/outbox`,
    )
    expect(stdout.match(/http:\/\/localhost:\d+(?![\d/])/g)).toHaveLength(1)
    expect(stdout.match(/running at/g)).toHaveLength(1)
    // no JSON on the development console
    expect(lines.some((line) => line.startsWith('{'))).toBe(false)
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/me 401 \d+ ms$/))
  }, 240_000)

  it('refuses to start with a bad configuration, naming each bad key', async () => {
    const server = startServer({ PORT: 'quatre', DATABASE_URL: 'mysql://nope', NODE_ENV: 'production' })
    children.push(server.child)
    expect(await server.exited).toBe(1)
    const { stderr } = server.output()
    expect(stderr).toContain('PORT')
    expect(stderr).toContain('DATABASE_URL')
    expect(stderr).toContain('AUTH_SECRET')
  }, 120_000)
})
