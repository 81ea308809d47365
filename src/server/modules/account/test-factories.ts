/** Test factories for the account module: a stored analysis with overrides (tests only). */
import { randomUUID } from 'node:crypto'
import type { AnalysisResult } from '../../../shared/schemas/analysis.ts'
import type { Database } from '../../db/client.ts'
import { analyses } from '../../db/schema/analyses.ts'
import { offerHash } from '../analyses/offer-hash.ts'

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
