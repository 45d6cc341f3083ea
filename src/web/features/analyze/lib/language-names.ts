import { LOCALES, type Locale } from '#shared/i18n/locales'

/**
 * Languages named in the interface language ("German", "Deutsch", "allemand"…), in the given order.
 * Capitalised for lists and selects; `inSentence` keeps the language's own case ("en allemand").
 */
export function languageOptions(
  interfaceLanguage: string | undefined,
  order: readonly Locale[] = LOCALES,
  { inSentence = false }: { inSentence?: boolean } = {},
): Array<{ value: Locale; label: string }> {
  const names = new Intl.DisplayNames([interfaceLanguage ?? 'en'], { type: 'language' })
  return order.map((locale) => {
    const name = names.of(locale) ?? locale
    return { value: locale, label: inSentence ? name : name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1) }
  })
}
