import { z } from 'zod'
import { ApiError } from '#shared/errors'

// Progress of an upload that may be a scan (issue 23; docs/decisions/ocr-progress.md). A client
// that sends `Accept: application/x-ndjson` to POST /api/v2/cv/parse-file or POST /api/parse gets
// 200 and one JSON object per line: `progress` while pages are read, then exactly one `result`
// (the route's usual reply body) or `error` (the usual error body with the status it would have had).
// Everything travels on the one request, so any replica can serve it; closing the request cancels
// the work. Without that Accept header the routes answer as before.

export const UPLOAD_PROGRESS_CONTENT_TYPE = 'application/x-ndjson'

export const UploadProgressEvent = z.discriminatedUnion('type', [
  /** Pages of a scan read so far; `pages` 0 until the file is known to be a scan. */
  z.object({ type: z.literal('progress'), pagesDone: z.number().int().min(0), pages: z.number().int().min(0) }),
  /** The reply body the route answers without progress (checked by the caller's own schema). */
  z.object({ type: z.literal('result'), body: z.unknown() }),
  z.object({
    type: z.literal('error'),
    status: z.number().int().min(400).max(599),
    retryAfter: z.number().int().min(1).optional(),
    body: ApiError,
  }),
])
export type UploadProgressEvent = z.infer<typeof UploadProgressEvent>
