import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales'
import en from './messages/en.json'

// Mail texts per interface language. English is the source; the parity test keeps the others complete.
export type MailCatalogue = typeof en
export type MailKind = Exclude<keyof MailCatalogue, 'common'>

const MESSAGES_DIR = path.resolve(import.meta.dirname, 'messages')

const catalogues = new Map<Locale, MailCatalogue>()
for (const locale of LOCALES) {
  try {
    catalogues.set(locale, JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as MailCatalogue)
  } catch {
    // A missing catalogue falls back to English (the parity test fails the build long before).
  }
}

export function mailCatalogue(locale: Locale): MailCatalogue {
  return catalogues.get(locale) ?? catalogues.get(DEFAULT_LOCALE) ?? en
}

export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  )
}
