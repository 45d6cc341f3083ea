import type { CvData } from './cv.schema'

// Page and type settings of a CV (issue 29): the text font from a small bundled set, the base font
// size, the line spacing and the page margins. Every one is optional: absent means the template as
// designed, so a CV saved before these settings existed prints exactly as it did
// (docs/decisions/cv-type-settings.md).

/**
 * The text fonts a CV can choose, each bundled (src/documents/fonts.ts, SIL Open Font License)
 * with the latin and latin-ext letters that the 8 interface languages need (ą ł ż, ß, ç, ñ, õ …).
 */
export const TYPE_FONTS = ['source-sans-3', 'source-serif-4', 'lato', 'roboto', 'merriweather'] as const
export type TypeFont = (typeof TYPE_FONTS)[number]

/** The family names as the fonts call themselves (names, never translated). */
export const TYPE_FONT_NAMES: Record<TypeFont, string> = {
  'source-sans-3': 'Source Sans 3',
  'source-serif-4': 'Source Serif 4',
  lato: 'Lato',
  roboto: 'Roboto',
  merriweather: 'Merriweather',
}

export const TYPE_FONT_KINDS: Record<TypeFont, 'sans' | 'serif'> = {
  'source-sans-3': 'sans',
  'source-serif-4': 'serif',
  lato: 'sans',
  roboto: 'sans',
  merriweather: 'serif',
}

// Print-safe: below 8.5 pt body text is hard to read on paper (the fit's own floor,
// src/documents/cv/density.ts); above 12 pt a CV reads as a large-print document.
export const FONT_SIZE_PT = { min: 8.5, max: 12, step: 0.5 } as const
// Below 1.1 descenders touch the next line's capitals; above 1.8 lines fall apart into a list.
export const LINE_HEIGHT = { min: 1.1, max: 1.8, step: 0.05 } as const

/** Margins as Word names them: a share of the template's own page margins. */
export const PAGE_MARGINS = ['narrow', 'normal', 'wide'] as const
export type PageMargins = (typeof PAGE_MARGINS)[number]
export const MARGIN_SCALE: Record<PageMargins, number> = { narrow: 0.75, normal: 1, wide: 1.25 }

export interface TypeSettings {
  fontFamily?: TypeFont | undefined
  fontSize?: number | undefined
  lineHeight?: number | undefined
  margins?: PageMargins | undefined
}

/** The type settings a CV has chosen (empty: the template as designed). */
export function typeSettingsOf(cv: Pick<CvData, 'layout'>): TypeSettings {
  const layout = cv.layout
  const settings: TypeSettings = {}
  if (layout?.fontFamily) settings.fontFamily = layout.fontFamily
  if (typeof layout?.fontSize === 'number') settings.fontSize = layout.fontSize
  if (typeof layout?.lineHeight === 'number') settings.lineHeight = layout.lineHeight
  if (layout?.margins) settings.margins = layout.margins
  return settings
}

/** The choices the builder offers between the bounds (8.5, 9, … 12 pt; 1.1, 1.2, … 1.8). */
export function sizeChoices(): number[] {
  const count = Math.round((FONT_SIZE_PT.max - FONT_SIZE_PT.min) / FONT_SIZE_PT.step) + 1
  return Array.from({ length: count }, (_, index) => FONT_SIZE_PT.min + index * FONT_SIZE_PT.step)
}

export function lineHeightChoices(): number[] {
  const count = Math.round((LINE_HEIGHT.max - LINE_HEIGHT.min) / 0.1) + 1
  return Array.from({ length: count }, (_, index) => Math.round((LINE_HEIGHT.min + index * 0.1) * 100) / 100)
}
