import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { withCleanText } from '#shared/text'

/**
 * The zod validator of every route, with the one control-character rule (#shared/text) piped after
 * each request part's own schema: body text may hold tabs and line breaks, a path parameter or a
 * query string may not. A route cannot forget the rule, and pasted CV content is cleaned by its
 * schema before the rule looks at it.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withCleanText(route.schema, route.httpPart === 'body' ? 'text' : 'line') })
