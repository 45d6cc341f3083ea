import { ImportCvReply, type ImportQuery } from '#shared/api/parse'
import { API_BASE, ApiRequestError, authHeaders, NetworkError, readErrorMessage } from '#web/lib/api-client'

// POST /api/v2/cv/parse-file?save=… (multipart field `file`). Sent with XMLHttpRequest rather than
// the fetch-based client because only XHR reports upload progress, which a 10 MB file on a phone
// needs; errors are read by the same rules as every other call. `save` as for parse-cv-text.ts.

export interface UploadProgress {
  /** 0–1 of the bytes sent; 1 once the server has the whole file. */
  sent: number
}

export function parseCvFile(
  file: File,
  save: NonNullable<ImportQuery['save']>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return new Promise<ImportCvReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}/api/v2/cv/parse-file?save=${save}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    const language = document.documentElement.lang
    if (language) xhr.setRequestHeader('Accept-Language', language)
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.total > 0 ? event.loaded / event.total : 1 })
    }
    xhr.upload.onload = () => onProgress({ sent: 1 })
    xhr.onerror = () => reject(new NetworkError('Network connection failed'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    xhr.onload = () => {
      void (async () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(ImportCvReply.parse(JSON.parse(xhr.responseText)))
          } catch (error) {
            reject(error instanceof Error ? error : new Error('Unreadable answer'))
          }
          return
        }
        const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })
        const { message, body } = await readErrorMessage(response)
        reject(new ApiRequestError(xhr.status, message, body))
      })()
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
