import { queryOptions, useMutation } from '@tanstack/react-query'
import type { Route, RouteInput, RouteReply } from '#shared/api/route'
import { callApi, type InputArgs } from './api-client'

// TanStack Query over the one client: a query's key is its route's path (and its input), so
// `invalidateQueries({ queryKey: apiKey(contract.cvs.list) })` reaches every use of that route.

export function apiKey<R extends Route>(route: R, input?: RouteInput<R>): readonly unknown[] {
  return input === undefined ? [route.path] : [route.path, input]
}

/** Query options for a route: spread into useQuery, add `enabled`, `staleTime` or `select` beside them. */
export function apiQuery<R extends Route>(route: R, ...[input]: InputArgs<R>) {
  return queryOptions({
    queryKey: apiKey(route, input),
    queryFn: ({ signal }) => callApi(route, ...([input, { signal }] as InputArgs<R>)),
  })
}

/** A mutation that calls one route; its variables are the route's input (params, query, body). */
export function useApiMutation<R extends Route>(route: R) {
  return useMutation<RouteReply<R>, Error, RouteInput<R>>({
    mutationFn: (input) => callApi(route, ...([input] as InputArgs<R>)),
  })
}
