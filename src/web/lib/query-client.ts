import { QueryClient } from '@tanstack/react-query'
import { fetchQueryKey } from './api-client'

// Document 2 §4: data never goes stale, no refetch on a timer or window focus, no retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => fetchQueryKey(queryKey),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
