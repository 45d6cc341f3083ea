import type { Locale } from '#shared/i18n/locales'
import { de } from './messages/de'
import { en } from './messages/en'
import { es } from './messages/es'
import { fr } from './messages/fr'
import { it } from './messages/it'
import { nl } from './messages/nl'
import { pl } from './messages/pl'
import { pt } from './messages/pt'
import type { ZeugnisMessages } from './messages/types'

// The text table of each interface language (typed, so a missing text fails the typecheck).
export const ZEUGNIS_MESSAGES: Record<Locale, ZeugnisMessages> = { en, de, fr, es, it, pt, nl, pl }

/** Fills {placeholders}; an unknown placeholder stays visible so tests catch it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}

export function joinList(items: readonly string[], messages: ZeugnisMessages): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(messages.list.separator)}${messages.list.lastSeparator}${items[items.length - 1]}`
}
