/** Removes the run's temporary data folder and built SPA (see playwright.config.ts). */
import { rmSync } from 'node:fs'

export default function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_STATIC_DIR]) {
    if (dir?.includes('adequat-e2e-')) rmSync(dir, { recursive: true, force: true })
  }
}
