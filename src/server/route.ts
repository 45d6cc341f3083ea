import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { App } from '#server/app-types'
import type { BodySchema, ParamsSchema, QuerySchema, RepliesOf, Route } from '#shared/api/route'

// Registers a handler against its declaration in src/shared/api: method, URL and the zod schemas come
// from there, so fastify-type-provider-zod validates and types the request and the reply exactly as a
// hand-written `app.post(url, { schema }, handler)` did.

/** The Fastify schema a declaration stands for (types only). */
type FastifySchemaOf<R extends Route> = {
  params: ParamsSchema<R>
  querystring: QuerySchema<R>
  body: BodySchema<R>
  response: RepliesOf<R>
}

type RouteHandler<R extends Route> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemaOf<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>

/** What a route adds to its declaration on the server: guards and limits. */
interface RouteOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[]
}

export function route<R extends Route>(app: App, declaration: R, handler: RouteHandler<R>): void
export function route<R extends Route>(
  app: App,
  declaration: R,
  options: RouteOptions,
  handler: RouteHandler<R>,
): void
export function route<R extends Route>(
  app: App,
  declaration: R,
  optionsOrHandler: RouteOptions | RouteHandler<R>,
  maybeHandler?: RouteHandler<R>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler
  const { params, query, body, replies } = declaration
  app.route({
    method: declaration.method,
    url: declaration.path,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      // Multipart and raw bodies are read by the handler, not by a schema.
      ...(body && typeof body !== 'string' ? { body } : {}),
      ...(replies ? { response: replies } : {}),
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // The overloads above keep the handler's types; Fastify's route() cannot see them through R.
    handler: handler as RouteHandlerMethod,
  })
}
