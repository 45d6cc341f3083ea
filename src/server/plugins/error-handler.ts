import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { STATUS_CODES } from 'node:http'
import type { ApiError, ErrorCode } from '#shared/errors'
import { MAX_UPLOAD_BYTES } from '#shared/limits'
import { AppError } from '#server/errors'

// Fastify's own error codes for bad requests, mapped to a status, our code and a sentence a person reads.
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but JSON was announced.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large (at most 1 MB of JSON).',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here; send JSON (application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The Content-Length header does not match the body.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'FILE_TOO_LARGE',
    message: `Please select a file smaller than ${MAX_UPLOAD_BYTES / 1024 / 1024}MB`,
  },
  FST_FILES_LIMIT: { status: 400, code: 'VALIDATION_FAILED', message: 'Send one file at a time.' },
  FST_PARTS_LIMIT: { status: 400, code: 'VALIDATION_FAILED', message: 'The form has too many parts.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the file as multipart/form-data in the field "file".',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
}

export function errorBody(status: number, message: string, code?: ErrorCode, extra: object = {}): ApiError {
  return { error: STATUS_CODES[status] ?? 'Error', message, ...(code ? { code } : {}), ...extra }
}

/** When a 429 does not say how long to wait: a minute, the shortest window of any limiter. */
const DEFAULT_RETRY_AFTER_S = 60

export function sendError(reply: FastifyReply, status: number, message: string, code?: ErrorCode, extra: Record<string, unknown> = {}) {
  // Every 429 says when to come back (RFC 6585 §4), so that clients and proxies do not hammer.
  if (status === 429 && !reply.hasHeader('retry-after')) {
    const seconds = typeof extra.retryAfterSeconds === 'number' ? extra.retryAfterSeconds : DEFAULT_RETRY_AFTER_S
    void reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))))
  }
  return reply.status(status).type('application/json').send(errorBody(status, message, code, extra))
}

function describeValidation(error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> }) {
  const first = error.validation[0]
  const context = (error as { validationContext?: string }).validationContext ?? 'body'
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? ''
  const where = field || context
  return { field: where, message: `${where}: ${first?.message ?? 'is not valid'}` }
}

/**
 * Errors the router raises before any route or hook runs (a path that is not valid percent-encoding,
 * a path parameter over the router's length limit): Fastify answers them itself unless given this,
 * with its own codes outside the API's error shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'A part of this address is too long.', 'VALIDATION_FAILED')
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'This address is not valid (broken percent-encoding).', 'VALIDATION_FAILED')
  }
  return sendError(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'The request is not valid.', 'VALIDATION_FAILED')
}

/** The one error handler: every failure leaves as `{error, message, code?}` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // RFC 9110: a 429 or 503 that knows when to come back says so in Retry-After (seconds).
      const retryAfter = error.extra.retryAfter ?? error.extra.retryAfterSeconds
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter))
      return sendError(reply, error.status, error.message, error.code, error.extra)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message } = describeValidation(error)
      return sendError(reply, 400, message, 'VALIDATION_FAILED', { field })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return sendError(reply, 500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR')
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
    if (known) return sendError(reply, known.status, known.message, known.code)
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED')
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message || 'The request is not valid.')
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR')
  })
}
