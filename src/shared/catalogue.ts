import { ownEntry } from '#shared/own-entry'
// The builder catalogue (docs/spec/1-screens.md §3) is canonical; every other name is an alias resolved here
// (docs/spec/3-decisions.md "Templates, themes, languages").

export const THEME_IDS = ['blue', 'slate', 'indigo', 'emerald', 'violet', 'amber', 'rose', 'teal'] as const
export type ThemeId = (typeof THEME_IDS)[number]

// Primary colours reach WCAG AA (>= 4.5:1) on white for text; secondary is a light tint for fills.
export const THEMES: Record<ThemeId, { primary: string; secondary: string; ink: string }> = {
  blue: { primary: '#1d4ed8', secondary: '#dbeafe', ink: '#1e3a8a' },
  slate: { primary: '#334155', secondary: '#e2e8f0', ink: '#0f172a' },
  indigo: { primary: '#4338ca', secondary: '#e0e7ff', ink: '#312e81' },
  emerald: { primary: '#047857', secondary: '#d1fae5', ink: '#064e3b' },
  violet: { primary: '#6d28d9', secondary: '#ede9fe', ink: '#4c1d95' },
  amber: { primary: '#b45309', secondary: '#fef3c7', ink: '#78350f' },
  rose: { primary: '#be123c', secondary: '#ffe4e6', ink: '#881337' },
  teal: { primary: '#0f766e', secondary: '#ccfbf1', ink: '#134e4a' },
}

export const TEMPLATE_IDS = [
  'modern-grid',
  'executive-modern',
  'ats-simple',
  'sidebar-elegant',
  'creative-banner',
  'timeline',
  'technical-matrix',
  'jsonresume-stackoverflow',
  'jsonresume-flat',
  'jsonresume-kendall',
  'jsonresume-paper',
  'dach-lebenslauf',
] as const
export type TemplateId = (typeof TEMPLATE_IDS)[number]

export type TemplateCategory = 'modern' | 'professional' | 'ats' | 'creative' | 'technical' | 'minimal' | 'classic'

// Names are product names (not translated); descriptions and features are i18n keys
// `catalogue.templates.<id>.description` and `.features`.
export const TEMPLATES: Record<TemplateId, { name: string; category: TemplateCategory; defaultTheme: ThemeId }> = {
  'modern-grid': { name: 'Modern Grid', category: 'modern', defaultTheme: 'blue' },
  'executive-modern': { name: 'Executive Modern', category: 'professional', defaultTheme: 'slate' },
  'ats-simple': { name: 'ATS Simple', category: 'ats', defaultTheme: 'emerald' },
  'sidebar-elegant': { name: 'Sidebar Elegant', category: 'professional', defaultTheme: 'violet' },
  'creative-banner': { name: 'Creative Portfolio', category: 'creative', defaultTheme: 'amber' },
  timeline: { name: 'Timeline Visual', category: 'modern', defaultTheme: 'teal' },
  'technical-matrix': { name: 'Technical Matrix', category: 'technical', defaultTheme: 'rose' },
  'jsonresume-stackoverflow': { name: 'Stack Overflow', category: 'modern', defaultTheme: 'blue' },
  'jsonresume-flat': { name: 'Flat Design', category: 'minimal', defaultTheme: 'slate' },
  'jsonresume-kendall': { name: 'Kendall', category: 'professional', defaultTheme: 'indigo' },
  'jsonresume-paper': { name: 'Paper', category: 'classic', defaultTheme: 'slate' },
  'dach-lebenslauf': { name: 'Lebenslauf DACH', category: 'classic', defaultTheme: 'slate' },
}

export const DEFAULT_TEMPLATE_ID: TemplateId = 'executive-modern'
export const DEFAULT_THEME_ID: ThemeId = 'indigo'

const TEMPLATE_ALIASES: Record<string, TemplateId> = {
  'executive-minimalist': 'executive-modern',
  'executive-pro': 'executive-modern',
  'creative-portfolio': 'creative-banner',
}

const THEME_ALIASES: Record<string, ThemeId> = {
  'professional-blue': 'blue',
  'classic-black': 'slate',
  'modern-red': 'rose',
  'creative-purple': 'violet',
}

// The second reading of the print route: /cv-print?id=…&template=N&color=M (docs/spec/1-screens.md §3).
export const PRINT_TEMPLATE_MAP: Record<number, TemplateId> = {
  1: 'executive-modern', // Executive Pro
  2: 'creative-banner', // Creative Edge
  3: 'jsonresume-flat', // Clean Slate
  4: 'technical-matrix', // Tech Focus
  5: 'jsonresume-paper', // Classic Professional
  6: 'jsonresume-stackoverflow', // Modern Tech
  7: 'ats-simple', // Minimal Pro
  8: 'sidebar-elegant', // Designer Focus
  9: 'jsonresume-kendall', // Academic Scholar
  10: 'modern-grid', // Startup Founder
}

export const PRINT_COLOR_MAP: Record<number, ThemeId> = {
  1: 'rose', // Red
  2: 'blue', // Blue
  3: 'emerald', // Green
  4: 'violet', // Purple
  5: 'amber', // Orange
  6: 'teal', // Teal
  7: 'rose', // Pink
  8: 'indigo', // Navy
  9: 'amber', // Brown
  10: 'slate', // Gray
}

function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value)
}

function isThemeId(value: string): value is ThemeId {
  return (THEME_IDS as readonly string[]).includes(value)
}

/** Canonical template id for a catalogue id, an alias or a print number; undefined when unknown. */
export function resolveTemplateId(value: string | number | undefined | null): TemplateId | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const text = String(value).trim().toLowerCase()
  if (/^\d+$/.test(text)) return ownEntry(PRINT_TEMPLATE_MAP, Number(text))
  if (isTemplateId(text)) return text
  return ownEntry(TEMPLATE_ALIASES, text)
}

/** Canonical theme id for a theme id, a settings colour alias or a print colour number. */
export function resolveThemeId(value: string | number | undefined | null): ThemeId | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const text = String(value).trim().toLowerCase()
  if (/^\d+$/.test(text)) return ownEntry(PRINT_COLOR_MAP, Number(text))
  if (isThemeId(text)) return text
  return ownEntry(THEME_ALIASES, text)
}

export const TEMPLATE_COUNT = TEMPLATE_IDS.length
export const THEME_COUNT = THEME_IDS.length
