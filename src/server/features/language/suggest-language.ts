import { DEFAULT_LOCALE, type Locale, matchLocale } from '#shared/i18n/locales'

interface Suggestion {
  suggestedLanguage: Locale
  country: string | null
}

/** The best supported interface language for an Accept-Language header, with the first region seen. */
export function suggestLanguage(acceptLanguage: string | undefined): Suggestion {
  const ranges = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)

  const country = ranges.map((r) => r.tag.split('-')[1]).find((region) => region && /^[a-z]{2}$/i.test(region))
  const match = ranges.map((r) => matchLocale(r.tag)).find((locale) => locale !== undefined)
  return { suggestedLanguage: match ?? DEFAULT_LOCALE, country: country?.toUpperCase() ?? null }
}
