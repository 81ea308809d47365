import { createTestApp } from '../test/helpers/app.ts'
import { findSessionUser } from '../src/server/modules/auth/session.ts'
import { getUsageSummary } from '../src/server/modules/usage/service.ts'
const t = await createTestApp({ dbKind: process.argv[2] as 'pglite' | 'postgres' })
const u = await t.signUp()
const time = async (label: string, fn: () => Promise<unknown>, n = 200) => {
  for (let i = 0; i < 20; i++) await fn()
  const s = performance.now(); for (let i = 0; i < n; i++) await fn(); console.log(label, ((performance.now() - s) / n).toFixed(2), 'ms')
}
await time('GET /api/me', () => t.request('/api/me', { cookie: u.cookie }))
await time('GET /api/health', () => t.request('/api/health'))
await time('usage', () => getUsageSummary(t.db, u.id, new Date()))
const { sql } = await import('drizzle-orm')
await time('select 1', () => t.db.execute(sql`select 1`))
await t.close()
