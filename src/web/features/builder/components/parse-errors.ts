import i18next from 'i18next'
import { ApiRequestError, NetworkError } from '#web/lib/api-client'

// Document 2 §8 "CV builder": the fixed failure text, with the server's own message where it tells
// the user what to change (file too large, wrong type, no readable text).
const USER_FIXABLE = new Set([400, 413, 415, 422])

export function parseFailureDetail(error: unknown): string | undefined {
  if (error instanceof NetworkError) return i18next.t('apiErrors.network')
  if (error instanceof ApiRequestError && USER_FIXABLE.has(error.status)) return error.message
  return undefined
}
