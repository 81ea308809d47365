/**
 * Factories of database rows for tests, each with defaults a test overrides only where it matters:
 *
 *   const userId = await insertUser(db)
 *   const { id } = await subscribeUser(db, userId, { planId: 'trial', currentPeriodEnd: end })
 *   await insertAnalysis(db, { userId, jobTitle: 'Data analyst' })
 *
 * They write rows directly (no HTTP, no provider): for a subscription made the way a user makes one,
 * through the checkout, use test/helpers/checkout.ts.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '../../src/server/db/client.ts'
import { analyses } from '../../src/server/db/schema/analyses.ts'
import { user } from '../../src/server/db/schema/auth.ts'
import { billingCustomers, billingSubscriptions } from '../../src/server/db/schema/billing.ts'
import { offerHash } from '../../src/server/modules/analyses/offer-hash.ts'
import type { AnalysisResult } from '../../src/shared/schemas/analysis.ts'

const DAY_MS = 86_400_000

/** A verified user row (no password, no session: for service-level tests); returns its id. */
export async function insertUser(
  db: Database,
  overrides: Partial<typeof user.$inferInsert> = {},
): Promise<string> {
  const id = overrides.id ?? randomUUID()
  await db
    .insert(user)
    .values({ name: 'Test', email: `${id}@example.test`, emailVerified: true, ...overrides, id })
  return id
}

export type SubscriptionOverrides = Partial<
  Omit<typeof billingSubscriptions.$inferInsert, 'userId' | 'customerId'>
>

/**
 * Makes `userId` a subscriber: a billing customer of the subscription's provider and one
 * subscription row. Defaults: the local provider, Starter, active, a 30-day period starting now, not
 * cancelled. Returns the subscription row as inserted.
 */
export async function subscribeUser(db: Database, userId: string, overrides: SubscriptionOverrides = {}) {
  const provider = overrides.provider ?? 'local'
  const customerId = randomUUID()
  await db
    .insert(billingCustomers)
    .values({ id: customerId, userId, provider, providerCustomerId: customerId })
  const start = overrides.currentPeriodStart ?? new Date()
  const row = {
    id: randomUUID(),
    providerSubscriptionId: randomUUID(),
    planId: 'starter',
    status: 'active',
    currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    ...overrides,
    provider,
    currentPeriodStart: start,
    userId,
    customerId,
  } satisfies typeof billingSubscriptions.$inferInsert
  await db.insert(billingSubscriptions).values(row)
  return row
}

/** A finished result as the engines write it (three suggestions, three questions). */
export const SAMPLE_RESULT: AnalysisResult = {
  compatibilityScore: 64,
  matchedSkills: ['SQL', 'Python'],
  missingSkills: ['Kubernetes'],
  suggestions: [1, 2, 3].map((n) => ({
    id: `s${n}`,
    title: `Suggestion ${n}`,
    description: `Détail ${n}`,
    category: 'skills' as const,
    priority: 'high' as const,
  })),
  questions: [1, 2, 3].map((n) => ({
    id: `q${n}`,
    question: `Question ${n} ?`,
    answer: `Réponse ${n}`,
    difficulty: 'medium' as const,
    category: 'technical' as const,
  })),
}

/** A stored analysis of `userId` (a CV, an offer, SAMPLE_RESULT); returns the row as inserted. */
export async function insertAnalysis(
  db: Database,
  overrides: Partial<typeof analyses.$inferInsert> & { userId: string },
) {
  const row = {
    id: randomUUID(),
    createdAt: new Date(),
    fileName: 'cv-marie.pdf',
    fileType: 'pdf',
    fileSize: 12_345,
    cvText: 'Marie Curie — Analyste de données. SQL, Python, Tableau. 5 ans chez Radium SA.',
    jobDescription: 'Data analyst : SQL, Python et Kubernetes exigés.',
    jobTitle: 'Data analyst',
    result: SAMPLE_RESULT,
    questionsCount: 3,
    engine: 'local',
    engineVersion: 'test',
    durationMs: 120,
    usagePeriod: 'lifetime',
    ...overrides,
  }
  const stored = { ...row, jobHash: overrides.jobHash ?? offerHash(row.jobDescription) }
  await db.insert(analyses).values(stored)
  return stored
}
