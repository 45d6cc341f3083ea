import type { z } from 'zod'
import type { ApiError } from '#shared/errors'
import { clearSessionId, getSessionId } from './session'

// The one API client: bearer header from local storage, credentials, JSON, and the error-message
// rules of document 2 §8 "Generic non-OK response".

export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? ''

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ApiError> | null,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
  get code() {
    return this.body?.code
  }
}

/** A network failure (no answer at all), kept apart so screens can say "check your connection". */
export class NetworkError extends Error {
  override name = 'NetworkError'
}

type Listener = (error: ApiRequestError) => void
const errorListeners = new Set<Listener>()
/** The app shell subscribes once to react to SESSION_REVOKED and expired sessions. */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

export function authHeaders(): Record<string, string> {
  const sessionId = getSessionId()
  return sessionId ? { Authorization: `Bearer ${sessionId}` } : {}
}

/** Message from the JSON error field, else the message field, else the raw text; HTML pages get the status line. */
export async function readErrorMessage(response: Response): Promise<{ message: string; body: Partial<ApiError> | null }> {
  const text = await response.text().catch(() => '')
  const looksLikeHtml = /^\s*<(!doctype|html|head|body)/i.test(text)
  if (looksLikeHtml || text.trim() === '') {
    return { message: `HTTP ${response.status}: ${response.statusText}`, body: null }
  }
  try {
    const body = JSON.parse(text) as Partial<ApiError>
    const fromBody = body.message ?? body.error
    return { message: typeof fromBody === 'string' && fromBody ? fromBody : text, body }
  } catch {
    return { message: text, body: null }
  }
}

export interface RequestOptions {
  method?: string
  body?: unknown
  /** multipart uploads: sent as is, without a JSON content type */
  formData?: FormData
  signal?: AbortSignal
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  // The server answers AI explanations in the interface language, which <html lang> always holds.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...authHeaders(),
  }
  let body: BodyInit | undefined
  if (options.formData) body = options.formData
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  try {
    return await fetch(`${API_BASE}${url}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError('Network connection failed')
  }
}

async function failure(response: Response): Promise<ApiRequestError> {
  const { message, body } = await readErrorMessage(response)
  const error = new ApiRequestError(response.status, message, body)
  if (response.status === 401) clearSessionId()
  for (const listener of errorListeners) listener(error)
  return error
}

/** The generic JSON helper: any method, JSON in and out, bearer and credentials; throws on non-OK. */
export async function apiRequest<T = unknown>(url: string, options: RequestOptions = {}, schema?: z.ZodType<T>) {
  const response = await send(url, options)
  if (!response.ok) throw await failure(response)
  if (response.status === 204) return undefined as T
  const data: unknown = await response.json()
  return schema ? schema.parse(data) : (data as T)
}

/** For binary answers (PDF, DOCX): the raw response after the same error handling. */
export async function apiRequestBlob(url: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(url, options)
  if (!response.ok) throw await failure(response)
  return response
}

/** The default query fetch: GET of the key parts joined with slashes; `on401: 'returnNull'` yields null. */
export async function fetchQueryKey(queryKey: readonly unknown[], on401: 'throw' | 'returnNull' = 'throw') {
  const url = queryKey.map(String).join('/')
  const response = await send(url, {})
  if (response.status === 401 && on401 === 'returnNull') {
    // failure() clears the session and tells the listeners (a revoked session must still be noticed).
    await failure(response)
    return null
  }
  if (!response.ok) throw await failure(response)
  return (await response.json()) as unknown
}
