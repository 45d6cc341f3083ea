import { PassThrough } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodType } from 'zod'
import { UPLOAD_PROGRESS_CONTENT_TYPE, type UploadProgressEvent } from '#shared/api/upload-progress'
import { AppError } from '#server/errors'
import { errorBody } from '#server/plugins/error-handler'
import { requestLocaleOrDefault } from '#server/plugins/request-locale'
import type { FileJobControl } from './parse.service'

// The upload routes' two ways of answering (docs/decisions/ocr-progress.md): the usual JSON reply,
// or, for a client that asks for it, a stream of progress lines ending in the result. Either way
// the work is cancelled when the client goes away before the answer is complete.

export function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(UPLOAD_PROGRESS_CONTENT_TYPE)
}

/** The language a scan is read in first, and the signal that the client has gone. */
export function fileJobControl(request: FastifyRequest, reply: FastifyReply): FileJobControl {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return { language: requestLocaleOrDefault(request), signal: controller.signal }
}

/** Streams `progress` lines while `work` runs, then its answer (checked by `schema`) or its error. */
export function sendWithProgress<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: ZodType<Body>,
  work: (control: FileJobControl) => Promise<Body>,
): FastifyReply {
  const stream = new PassThrough()
  const write = (event: UploadProgressEvent) => stream.write(`${JSON.stringify(event)}\n`)
  const control = fileJobControl(request, reply)
  write({ type: 'progress', pagesDone: 0, pages: 0 })
  work({ ...control, onProgress: ({ done, total }) => write({ type: 'progress', pagesDone: done, pages: total }) })
    .then(
      (body) => write({ type: 'result', body: schema.parse(body) }),
      (error: unknown) => write(errorEvent(error, request)),
    )
    .finally(() => stream.end())
    .catch(() => undefined)
  return reply.header('cache-control', 'no-store').type(UPLOAD_PROGRESS_CONTENT_TYPE).send(stream)
}

function errorEvent(error: unknown, request: FastifyRequest): UploadProgressEvent {
  if (error instanceof AppError) {
    const retryAfter = error.extra.retryAfter
    return {
      type: 'error',
      status: error.status,
      ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      body: errorBody(error.status, error.message, error.code, error.extra),
    }
  }
  request.log.error({ err: error }, 'unhandled error in an upload with progress')
  return {
    type: 'error',
    status: 500,
    body: errorBody(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR'),
  }
}
