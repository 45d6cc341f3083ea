import i18next from 'i18next'
import { ApiRequestError, NetworkError } from './api-client'

// The one mapper from a failed call to what a person reads, used by every feature. Every error code
// the server can send has a message in all 8 catalogues (apiErrors.<CODE>; src/shared/i18n/
// error-messages.test.ts keeps it so); a field the server names gets its own message
// (apiErrors.fields.<field>). The server's own text is English for developers and logs: never shown.

/** The catalogue key for a failed call, or null when none fits (the caller's fallback applies). */
export function apiErrorKey(error: unknown): string | null {
  if (error instanceof NetworkError) return 'apiErrors.network'
  if (!(error instanceof ApiRequestError)) return null
  const field = error.body?.field
  if (error.code === 'VALIDATION_FAILED' && field) {
    const fieldKey = `apiErrors.fields.${field}`
    if (i18next.exists(fieldKey)) return fieldKey
  }
  const key = error.code ? `apiErrors.${error.code}` : null
  return key && i18next.exists(key) ? key : null
}

/** The translated message for a failed call; `fallback` (already translated) when no code fits. */
export function describeApiError(error: unknown, fallback: string): string {
  const key = apiErrorKey(error)
  return key ? i18next.t(key) : fallback
}
