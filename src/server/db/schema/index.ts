/** Every Drizzle table of the app. Each module adds one line: `export * from './<name>.ts'`. */

export * from './account.ts'
export * from './analyses.ts'
export * from './auth.ts'
export * from './billing.ts'
export * from './comparisons.ts'
export * from './contact.ts'
export * from './invoices.ts'
export * from './mail.ts'
export * from './plan-choice.ts'
export * from './rate-limits.ts'
export * from './sign-in-guard.ts'
export * from './usage.ts'
