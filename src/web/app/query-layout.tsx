/**
 * Provides TanStack Query to every page except the landing page, which needs none: the library
 * then stays out of the landing page's initial JavaScript. Above each page, the account's notices
 * (unverified e-mail banner, the checkout of a plan chosen before sign-up).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { queryClient } from '../lib/query-client.ts'
import { AccountNotices } from './account-notices.tsx'

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountNotices />
      <Outlet />
    </QueryClientProvider>
  )
}
