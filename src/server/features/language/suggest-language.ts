import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales'
import { acceptedLocale, acceptedRanges } from '#server/plugins/request-locale'

interface Suggestion {
  suggestedLanguage: Locale
  country: string | null
}

/** The best supported interface language for an Accept-Language header, with the first region seen. */
export function suggestLanguage(acceptLanguage: string | undefined): Suggestion {
  const country = acceptedRanges(acceptLanguage)
    .map((r) => r.tag.split('-')[1])
    .find((region) => region && /^[a-z]{2}$/i.test(region))
  return { suggestedLanguage: acceptedLocale(acceptLanguage) ?? DEFAULT_LOCALE, country: country?.toUpperCase() ?? null }
}
