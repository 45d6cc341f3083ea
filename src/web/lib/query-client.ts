import { QueryClient } from '@tanstack/react-query'

// docs/spec/2-calls.md §4: data never goes stale, no refetch on a timer or window focus, no retries.
// Every query names its route through apiQuery() (api-query.ts), so there is no default queryFn.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
