import i18next from 'i18next'
import { ApiRequestError, NetworkError } from './api-client'

/**
 * The translated message for a failed call: the catalogue's text for the server's error code when
 * there is one, else the server's own message, else the caller's fallback.
 */
export function describeApiError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return i18next.t('apiErrors.network')
  if (error instanceof ApiRequestError) {
    const key = error.code ? `apiErrors.${error.code}` : undefined
    if (key && i18next.exists(key)) return i18next.t(key)
    return error.message || fallback
  }
  return fallback
}
