/**
 * POST /api/contact (decision 9: messages are stored and sent to support). The form and the
 * server validate with the same schema, src/shared/schemas/contact.ts.
 */
import { useMutation } from '@tanstack/react-query'
import type { ContactPayload } from '../../../../shared/schemas/contact.ts'
import { api } from '../../../lib/api.ts'

export function sendContact(payload: ContactPayload) {
  return api<{ ok: true; id: string }>('/api/contact', { method: 'POST', body: payload })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
