import type { Route, RouteInput, RouteReply } from '#shared/api/route'
import { routeUrl } from '#shared/api/route'
import { API_BASE, failure, NetworkError, readReply, requestHeaders } from './api-client'

// A multipart upload that reports its progress. Sent with XMLHttpRequest rather than fetch because
// only XHR reports upload progress, which a 10 MB file on a phone needs; the URL, the reply's schema
// and the error rules are those of every other call (api-client.ts).

interface UploadProgress {
  /** 0–1 of the bytes sent; 1 once the server has the whole file. */
  sent: number
}

export function uploadWithProgress<R extends Route & { body: 'multipart' }>(
  route: R,
  input: RouteInput<R>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RouteReply<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(route.method, `${API_BASE}${routeUrl(route, input)}`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.total > 0 ? event.loaded / event.total : 1 })
    }
    xhr.upload.onload = () => onProgress({ sent: 1 })
    xhr.onerror = () => reject(new NetworkError('Network connection failed'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(readReply(route, xhr.status, JSON.parse(xhr.responseText)))
        } catch (error) {
          reject(error instanceof Error ? error : new Error('Unreadable answer'))
        }
        return
      }
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })
      void failure(response).then(reject)
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(input.body)
  })
}
