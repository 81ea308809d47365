/**
 * POST /api/contact (decision 9: messages are stored and sent to support). The form's schema:
 * every field required, the e-mail checked with the accounts' rule, sizes capped.
 */
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { emailSchema } from '../../../../shared/schemas/auth.ts'
import { api } from '../../../lib/api.ts'

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

export function sendContact(payload: ContactPayload) {
  return api<{ ok: true } | Record<string, unknown>>('/api/contact', { method: 'POST', body: payload })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
