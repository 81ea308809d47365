/**
 * Provides TanStack Query to every page except the landing page, which needs none: the library
 * then stays out of the landing page's initial JavaScript.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { queryClient } from '../lib/query-client.ts'

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
