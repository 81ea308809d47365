/** GET /api/billing/invoices: the user's invoices with a PDF each (the product's or Stripe's). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvoiceListItem, InvoicesResponse } from '../../../../shared/schemas/billing.ts'
import { api } from '../../../lib/api.ts'

export type { InvoiceListItem }

export const invoicesQueryOptions = queryOptions({
  queryKey: ['billing', 'invoices'] as const,
  queryFn: ({ signal }) => api<InvoicesResponse>('/api/billing/invoices', { signal }),
})

export function useInvoices() {
  return useQuery(invoicesQueryOptions)
}
