import type { z } from 'zod'

// One HTTP route, declared once: the server registers its handler against it
// (server/plugins/route.ts) and the web calls it through the one client (web/lib/api-client.ts).
// docs/decisions/route-contract.md says why this is our own ~100 lines rather than ts-rest or oRPC.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What a successful answer is: JSON checked by `replies`, a file (PDF, DOCX, image, the data export)
 * read as a Blob, or a redirect for a browser navigation (a link in a mail, Log Out).
 */
type ReplyKind = 'json' | 'file' | 'redirect'

/** A body that is not JSON: a multipart upload (field `file`), or the exact bytes a webhook signed. */
type RawBody = 'multipart' | 'raw'

export interface Route {
  method: HttpMethod
  /** Fastify syntax: `:name` is a path parameter, filled from `params`. */
  path: `/api/${string}`
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType | RawBody
  /** JSON replies by status; error replies are the one `{error, message, code}` shape (shared/errors.ts). */
  replies?: { [status: number]: z.ZodType }
  /** `json` unless said otherwise. */
  kind?: ReplyKind
}

/** Keeps the literal types of a group of routes (method, path, schemas) for the server and the client. */
export function defineRoutes<const T extends Record<string, Route>>(routes: T): T {
  return routes
}

type SchemaAt<R, K extends keyof Route> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined

export type ParamsSchema<R extends Route> = SchemaAt<R, 'params'>
export type QuerySchema<R extends Route> = SchemaAt<R, 'query'>
export type BodySchema<R extends Route> = SchemaAt<R, 'body'>
export type RepliesOf<R extends Route> = R extends { replies: infer T } ? T : undefined

type Input<S> = S extends z.ZodType ? z.input<S> : never
type Field<K extends string, S> = [S] extends [undefined]
  ? { [P in K]?: never }
  : object extends Input<S>
    ? { [P in K]?: Input<S> }
    : { [P in K]: Input<S> }

/** What a caller sends: path parameters, query and body as the schemas accept them (before defaults). */
export type RouteInput<R extends Route> = Field<'params', ParamsSchema<R>> &
  Field<'query', QuerySchema<R>> &
  (R extends { body: 'multipart' } ? { body: FormData } : Field<'body', BodySchema<R>>)

/** The parsed JSON of a 2xx answer (the union when a route has several). */
export type RouteReply<R extends Route> =
  RepliesOf<R> extends infer T
    ? T extends Record<number, z.ZodType>
      ? { [S in keyof T]: S extends 200 | 201 | 202 | 203 | 204 ? z.output<T[S]> : never }[keyof T]
      : undefined
    : never

/** `/api/cv/:id` with `{ id: 'a b' }` → `/api/cv/a%20b`; the query string from the defined values. */
export function routeUrl(
  route: Pick<Route, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined || value === null)
      throw new Error(`${route.path}: missing path parameter ${name}`)
    return encodeURIComponent(String(value as string | number))
  })
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  )
  if (query.length === 0) return path
  return `${path}?${new URLSearchParams(query.map(([key, value]): [string, string] => [key, String(value as string | number | boolean)])).toString()}`
}
