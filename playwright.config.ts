/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser). One web server for the run:
 * `vite build` once into a temporary folder (STATIC_DIR), then the real server
 * (`node dist-server/main.mjs`, built first as `npm run build` does) on a free port with a fresh temporary DATA_DIR (PGlite), NODE_ENV=test (the dev outbox is on) and rate limits
 * off. The port and data folder are chosen once in the main process and inherited by workers.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './scripts/chromium.mjs'

function freePort(): string {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  )
  if (!probe.stdout) throw new Error(`could not find a free port: ${probe.stderr}`)
  return probe.stdout.trim()
}

process.env.E2E_PORT ??= freePort()
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'adequat-e2e-data-'))
// The SPA is built into a folder of this run: parallel runs and `npm run build` cannot clobber it.
process.env.E2E_STATIC_DIR ??= mkdtempSync(join(tmpdir(), 'adequat-e2e-dist-'))
const port = process.env.E2E_PORT
const baseURL = `http://127.0.0.1:${port}`

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // per run, so two runs at once do not delete each other's traces
  outputDir: `test-results/artifacts-${port}`,
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test costs a fifth of the run on two cores (quota-history.spec.ts:
    // 136 s with, 109 s without); E2E_TRACE=1 keeps the traces of failed tests when one needs them.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // NODE_ENV=test is for the server; the web bundle must be the production build users get, and
    // the server runs as `npm run serve` does, from its JavaScript build (scripts/build-server.ts)
    command: `NODE_ENV=production npx vite build --logLevel warn --outDir ${process.env.E2E_STATIC_DIR} && node --import tsx scripts/build-server.ts && node dist-server/main.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: process.env.E2E_STATIC_DIR,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      AI_ENGINE: 'local',
    },
  },
})
