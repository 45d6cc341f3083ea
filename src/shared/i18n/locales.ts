// The 8 interface languages, in the order the language picker lists them (docs/spec/1-screens.md "Landing").
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
}

// BCP 47 tags used for dates and numbers.
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
  nl: 'nl-NL',
  pl: 'pl-PL',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The supported locale for a tag like "de-CH" or "pt_BR"; undefined when none fits. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}
