import i18next from 'i18next'
import { apiErrorKey } from '#web/lib/api-errors'

// docs/spec/2-calls.md §8 "CV builder": the fixed failure text, with the reason in the reader's language when
// the one error mapper knows the code (file too large, wrong type, no readable text, protected PDF).
export function parseFailureDetail(error: unknown): string | undefined {
  const key = apiErrorKey(error)
  return key ? i18next.t(key) : undefined
}
