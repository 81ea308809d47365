/**
 * Vitest's global set-up: the server's JavaScript build (scripts/build-server.ts, ~0.5 s), which the
 * tests of a real server process start as `npm run serve` does (test/helpers/child-server.ts).
 */
import { buildServer } from '../scripts/build-server.ts'

export default async function setup(): Promise<void> {
  await buildServer()
}
