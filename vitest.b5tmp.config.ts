import { defineConfig } from 'vitest/config'
export default defineConfig({
  resolve: { alias: [{ find: /^\.\/local\/index\.ts$/, replacement: '/tmp/b5/stub-engine.ts' }] },
  test: { include: ['src/server/modules/billing/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000, pool: 'forks', maxWorkers: 2 },
})
