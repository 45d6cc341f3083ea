import { routeUrl, type Route, type RouteInput, type RouteReply } from '#shared/api/route'
import { UPLOAD_PROGRESS_CONTENT_TYPE, UploadProgressEvent } from '#shared/api/upload-progress'
import { API_BASE, ApiRequestError, failure, NetworkError, readReply, requestHeaders } from './api-client'

// An upload that may be a scan (docs/decisions/ocr-progress.md): the bytes sent (XMLHttpRequest is
// the only browser API that reports them), then the server's progress lines as
// they arrive (pages of a scan read), then the route's usual answer, checked by its reply schema.
// Aborting the signal closes the request, which cancels the work on the server. Errors follow the
// rules of every other call (api-client.ts).

export type UploadStage =
  /** 0–1 of the bytes sent. */
  | { stage: 'uploading'; sent: number }
  /** The server is reading the file; `pages` > 0 once it knows it is reading a scan. */
  | { stage: 'analysing'; pagesDone: number; pages: number }
  /** The text has been read; the fields are being picked out of it. */
  | { stage: 'extracting' }

export function uploadWithStages<R extends Route & { body: 'multipart' }>(
  route: R,
  input: RouteInput<R>,
  onStage: (stage: UploadStage) => void,
  signal?: AbortSignal,
): Promise<RouteReply<R>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open(route.method, `${API_BASE}${routeUrl(route, input)}`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value)
    xhr.setRequestHeader('Accept', `${UPLOAD_PROGRESS_CONTENT_TYPE}, application/json`)

    let readUpTo = 0
    let outcome: UploadProgressEvent | null = null
    // Reads the complete lines that have arrived since the last call.
    const readLines = () => {
      const text = xhr.responseText
      let end = text.indexOf('\n', readUpTo)
      while (end >= 0) {
        const line = text.slice(readUpTo, end).trim()
        readUpTo = end + 1
        end = text.indexOf('\n', readUpTo)
        if (line === '') continue
        const event = UploadProgressEvent.safeParse(JSON.parse(line))
        if (!event.success) continue
        if (event.data.type === 'progress') {
          const { pagesDone, pages } = event.data
          onStage(pages > 0 && pagesDone >= pages ? { stage: 'extracting' } : { stage: 'analysing', pagesDone, pages })
        } else outcome = event.data
      }
    }
    const isProgressStream = () => (xhr.getResponseHeader('Content-Type') ?? '').includes(UPLOAD_PROGRESS_CONTENT_TYPE)
    const settle = (read: () => RouteReply<R>) => {
      try {
        resolve(read())
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Unreadable answer'))
      }
    }

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onStage({ stage: 'uploading', sent: event.total > 0 ? event.loaded / event.total : 1 })
    }
    xhr.upload.onload = () => onStage({ stage: 'analysing', pagesDone: 0, pages: 0 })
    xhr.onprogress = () => {
      if (xhr.status === 200 && isProgressStream()) readLines()
    }
    xhr.onerror = () => reject(new NetworkError('Network connection failed'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    xhr.onload = () => {
      if (xhr.status === 200 && isProgressStream()) {
        readLines()
        const done = outcome as UploadProgressEvent | null
        if (done?.type === 'result') settle(() => readReply(route, 200, done.body))
        else if (done?.type === 'error') reject(new ApiRequestError(done.status, done.body.message, done.body))
        else reject(new NetworkError('The answer ended early'))
        return
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        settle(() => readReply(route, xhr.status, JSON.parse(xhr.responseText)))
        return
      }
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })
      void failure(response).then(reject)
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(input.body as FormData)
  })
}
