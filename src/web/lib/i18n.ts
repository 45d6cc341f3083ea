import i18next, { type BackendModule, type LanguageDetectorModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import publicEnglish from 'virtual:public-en-catalogue'
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale, isLocale, matchLocale } from '#shared/i18n/locales'
import { PUBLIC_ROUTES, publicUrl } from './public-routes'

// The language library's own storage key (docs/spec/2-calls.md §9): stored value first.
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

// English ships in the main bundle as far as public pages need it (src/shared/i18n/public-namespaces.ts); the
// whole English catalogue comes with the app shell, the other catalogues as chunks on demand.
const catalogues = import.meta.glob<{ default: ResourceKey }>([
  '../../shared/i18n/messages/*.json',
  '!../../shared/i18n/messages/en.json',
])

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (language === 'en') return callback(null, publicEnglish)
    const load = catalogues[`../../shared/i18n/messages/${language}.json`]
    if (!load) return callback(new Error(`No catalogue for ${language}`), null)
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    )
  },
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** `?lang=de` in a link (the hreflang alternates of every page, lib/use-page-title.ts). */
function linkedLanguage(): string | null {
  return new URLSearchParams(window.location.search).get('lang')
}

// A language named by the link, else the stored choice, else the browser's languages, else the
// page's lang attribute; the result is stored as the choice.
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const candidates = [
      linkedLanguage(),
      storedLanguage(),
      ...(navigator.languages ?? [navigator.language]),
      document.documentElement.lang,
    ]
    return candidates.map((tag) => matchLocale(tag)).find((locale) => locale !== undefined) ?? DEFAULT_LOCALE
  },
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
    } catch {
      // Private modes refuse storage; the choice then lasts for this page only.
    }
  },
}

export async function initI18n(): Promise<typeof i18next> {
  const isFirstVisit = storedLanguage() === null && matchLocale(linkedLanguage()) === undefined
  await i18next
    .use(bundledBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources: undefined,
      partialBundledLanguages: true,
      supportedLngs: [...LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LOCALE,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
  i18next.addResourceBundle('en', 'translation', publicEnglish, true, true)
  syncDocumentLanguage(i18next.resolvedLanguage)
  i18next.on('languageChanged', syncDocumentLanguage)
  if (isFirstVisit) void applyServerSuggestion(i18next.resolvedLanguage)
  return i18next
}

/** First visit only: the server's suggestion (from Accept-Language) beats the browser guess. */
async function applyServerSuggestion(initialLanguage: string | undefined): Promise<void> {
  try {
    const response = await fetch(publicUrl(PUBLIC_ROUTES.detectLanguage), { credentials: 'include' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    // Checked by hand rather than with the zod schema: zod would otherwise weigh on the landing page.
    const reply = (await response.json()) as { suggestedLanguage?: unknown }
    if (!isLocale(reply.suggestedLanguage)) throw new Error('Unexpected language suggestion')
    // The visitor picked a language while we waited: their choice wins.
    if (i18next.resolvedLanguage !== initialLanguage) return
    await i18next.changeLanguage(reply.suggestedLanguage)
  } catch (error) {
    console.warn('Language detection failed; keeping the browser language.', error)
  }
}

function syncDocumentLanguage(language: string | undefined): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language && isLocale(language) ? language : DEFAULT_LOCALE
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage
  return isLocale(language) ? language : DEFAULT_LOCALE
}

export function formatDate(date: Date | string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(new Date(date))
}
