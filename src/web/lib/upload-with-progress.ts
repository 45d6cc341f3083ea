import type { z } from 'zod'
import { UPLOAD_PROGRESS_CONTENT_TYPE, UploadProgressEvent } from '#shared/api/upload-progress'
import { API_BASE, ApiRequestError, authHeaders, NetworkError, readErrorMessage } from './api-client'

// One file upload with its progress (docs/decisions/ocr-progress.md): the bytes sent (XMLHttpRequest
// is the only browser API that reports them), then the server's progress lines as they arrive
// (pages of a scan read), then the route's usual answer, checked by its schema. Aborting the
// signal closes the request, which cancels the work on the server. Errors are read by the same
// rules as every other call (api-client.ts).

export type UploadStage =
  /** 0–1 of the bytes sent. */
  | { stage: 'uploading'; sent: number }
  /** The server is reading the file; `pages` > 0 once it knows it is reading a scan. */
  | { stage: 'analysing'; pagesDone: number; pages: number }
  /** The text has been read; the fields are being picked out of it. */
  | { stage: 'extracting' }

export function uploadWithProgress<T>(
  url: string,
  file: File,
  schema: z.ZodType<T>,
  onStage: (stage: UploadStage) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}${url}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', `${UPLOAD_PROGRESS_CONTENT_TYPE}, application/json`)
    const language = document.documentElement.lang
    if (language) xhr.setRequestHeader('Accept-Language', language)
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value)

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

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onStage({ stage: 'uploading', sent: event.total > 0 ? event.loaded / event.total : 1 })
    }
    xhr.upload.onload = () => onStage({ stage: 'analysing', pagesDone: 0, pages: 0 })
    xhr.onprogress = () => {
      if (xhr.status === 200 && isProgressStream(xhr)) readLines()
    }
    xhr.onerror = () => reject(new NetworkError('Network connection failed'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    xhr.onload = () => {
      void (async () => {
        if (xhr.status === 200 && isProgressStream(xhr)) {
          readLines()
          const done = outcome as UploadProgressEvent | null
          if (done?.type === 'result') settle(() => schema.parse(done.body))
          else if (done?.type === 'error') reject(new ApiRequestError(done.status, done.body.message, done.body))
          else reject(new NetworkError('The answer ended early'))
          return
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          settle(() => schema.parse(JSON.parse(xhr.responseText)))
          return
        }
        const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })
        const { message, body } = await readErrorMessage(response)
        reject(new ApiRequestError(xhr.status, message, body))
      })()
    }
    const settle = (read: () => T) => {
      try {
        resolve(read())
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Unreadable answer'))
      }
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

function isProgressStream(xhr: XMLHttpRequest): boolean {
  return (xhr.getResponseHeader('Content-Type') ?? '').includes(UPLOAD_PROGRESS_CONTENT_TYPE)
}
