/** GET /api/dev/outbox: the mail outbox, outside production only (the server answers 404 there). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export type OutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  html: string
  template: string
  status: string
  createdAt: string
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: ({ signal }) => api<{ messages: OutboxMessage[] }>('/api/dev/outbox', { signal }),
})

export function useOutbox() {
  return useQuery(outboxQueryOptions)
}

/** The links of a plain-text e-mail, in order. */
export function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0])
}
