/** The Redis server integration tests also run against (TEST_REDIS_URL; `.ci/run` sets it when one answers). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined
