/** The app's one TanStack Query client (loaded with the first page that needs it). */
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors (4xx) will not change by asking again
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
})
