import type { ApiError } from '#shared/errors'
import { type Route, type RouteInput, type RouteReply, routeUrl } from '#shared/api/route'
import { clearSessionId, getSessionId } from './session'

// The one API client: every call names its route in the contract (src/shared/api/contract.ts), which
// gives the URL, the method and the reply's schema. Bearer header from local storage, credentials,
// JSON, and the error-message rules of docs/spec/2-calls.md §8 "Generic non-OK response".

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
export async function readErrorMessage(
  response: Response,
): Promise<{ message: string; body: Partial<ApiError> | null }> {
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

interface SendOptions {
  method: string
  body?: unknown
  signal?: AbortSignal
}

/** The headers every call sends: the interface language (AI explanations follow it) and the bearer. */
export function requestHeaders(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang
  return {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...authHeaders(),
  }
}

async function send(url: string, options: SendOptions): Promise<Response> {
  const headers = requestHeaders()
  let body: BodyInit | undefined
  // multipart uploads are sent as they are: the browser writes the boundary into the content type.
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  try {
    return await fetch(`${API_BASE}${url}`, {
      method: options.method,
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

/** A non-OK answer as an error: the session is forgotten on 401 and the app shell's listeners hear of it. */
export async function failure(response: Response): Promise<ApiRequestError> {
  const { message, body } = await readErrorMessage(response)
  const error = new ApiRequestError(response.status, message, body)
  if (response.status === 401) clearSessionId()
  for (const listener of errorListeners) listener(error)
  return error
}

interface CallOptions {
  signal?: AbortSignal
}

/** The input argument may be left out when the route takes none. */
export type InputArgs<R extends Route> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions]

async function answer(
  route: Route,
  input: { params?: unknown; query?: unknown; body?: unknown } | undefined,
  options?: CallOptions,
) {
  const response = await send(routeUrl(route, input), {
    method: route.method,
    body: input?.body,
    signal: options?.signal,
  })
  if (!response.ok) throw await failure(response)
  return response
}

/** The JSON a route answers, checked by its reply schema for that status; a text/plain answer as text. */
export function readReply<R extends Route>(route: R, status: number, data: unknown): RouteReply<R> {
  const schema = route.replies?.[status]
  return (schema ? schema.parse(data) : data) as RouteReply<R>
}

/** Calls a JSON route of the contract; throws ApiRequestError (non-OK) or NetworkError. */
export async function callApi<R extends Route>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<RouteReply<R>> {
  const response = await answer(route, input, options)
  if (response.status === 204) return readReply(route, 204, undefined)
  const isJson = response.headers.get('content-type')?.includes('json') ?? true
  return readReply(route, response.status, isJson ? await response.json() : await response.text())
}

/** Calls a route that answers a file (PDF, DOCX, image, the data export): the response, after the same error handling. */
export function callApiFile<R extends Route & { kind: 'file' }>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<Response> {
  return answer(route, input, options)
}

/** The URL of a route for a browser navigation or an <img>: redirects and images are not fetched by script. */
export function apiUrl<R extends Route & { kind: 'redirect' | 'file' }>(
  route: R,
  ...[input]: InputArgs<R>
): string {
  return `${API_BASE}${routeUrl(route, input)}`
}
