/**
 * The contact form (specification §2 'Contact', decision 9): every field required, the e-mail
 * checked with the accounts' rule, sizes capped. Used by the server's validator and the form.
 */
import { z } from 'zod'
import { emailSchema } from './auth.ts'

export const CONTACT_SUBJECTS = ['support', 'billing', 'partnership', 'other'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

const required = (max: number) =>
  z.string().trim().min(1, { error: 'REQUIRED' }).max(max, { error: 'TOO_LONG' })

export const contactSchema = z.object({
  name: required(100),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'REQUIRED' }),
  message: required(5000),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactPayload = z.output<typeof contactSchema>
