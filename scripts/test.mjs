#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in order — unit and integration (Vitest, on PGlite and,
 * when TEST_DATABASE_URL is set, on PostgreSQL too), then end-to-end in Chromium (Playwright,
 * against the real built app and server). Prints one closing line `N passed, N failed`.
 * Options: --unit (Vitest only), --e2e (Playwright only); other arguments go to both runners.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath } from './chromium.mjs'

const args = process.argv.slice(2)
const onlyUnit = args.includes('--unit')
const onlyE2e = args.includes('--e2e')
const passthrough = args.filter((a) => a !== '--unit' && a !== '--e2e')
const reportDir = join('test-results', 'reports')
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
let exitCode = 0

function run(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${commandArgs.join(' ')}\n`)
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) exitCode = result.status ?? 1
  return result.status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

if (!onlyE2e) {
  const out = join(reportDir, 'vitest.json')
  const status = run('Unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...passthrough,
  ])
  const report = readJson(out)
  if (report) {
    totals.passed += report.numPassedTests ?? 0
    totals.failed += report.numFailedTests ?? 0
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    if (status !== 0 && (report.numFailedTests ?? 0) === 0) totals.failed += 1
  } else if (status !== 0) totals.failed += 1
}

if (!onlyUnit) {
  if (!chromiumPath) {
    console.error(
      '\n✖ Chromium is missing: end-to-end tests need Debian’s chromium (apt-get install chromium). `.ci/run` installs it.',
    )
    totals.failed += 1
    exitCode = 1
  } else {
    const out = join(reportDir, 'playwright.json')
    const status = run(
      'End-to-end tests (Chromium)',
      'npx',
      ['playwright', 'test', '--reporter=list,json', ...passthrough],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    )
    const report = readJson(out)
    if (report?.stats) {
      totals.passed += report.stats.expected ?? 0
      totals.passed += report.stats.flaky ?? 0
      totals.failed += report.stats.unexpected ?? 0
      totals.skipped += report.stats.skipped ?? 0
      if (status !== 0 && (report.stats.unexpected ?? 0) === 0) totals.failed += 1
    } else if (status !== 0) totals.failed += 1
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(exitCode)
