/**
 * The one place that says which Chromium the end-to-end tests, the UI benchmark and the test runner
 * use: Debian's package (never a downloaded browser), or CHROMIUM_PATH when set.
 */
import { existsSync } from 'node:fs'

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium']

/** The first Chromium binary found, or undefined when none is installed. */
export const chromiumPath = CANDIDATES.find((p) => p && existsSync(p))
