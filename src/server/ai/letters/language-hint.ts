import type { Locale } from '#shared/i18n/locales'

import { LANGUAGE_HINTS, type LanguageHint } from './language-hint.data'

export type { LanguageHint }

/** The writer's language-dependent hint: an i18n key, the norm where one is real, the English text. */
export function languageHint(language: Locale): LanguageHint {
  return LANGUAGE_HINTS[language]
}
