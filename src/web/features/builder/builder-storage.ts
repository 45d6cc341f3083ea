import { resolveTemplateId, resolveThemeId, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { isLocale, type Locale } from '#shared/i18n/locales'
import {
  readSession as read,
  readSessionJson as readJson,
  writeSession as write,
} from '#web/lib/session-storage'

// The builder's session storage (docs/spec/1-screens.md §3 "Session storage keys", docs/spec/3-decisions.md prefix
// `applykit.`). Everything read back goes through normalizeCv / the catalogue resolvers, because a
// tab may hold data written by an older client.

export const BUILDER_KEYS = {
  imported: 'applykit.importedCvData',
  builder: 'applykit.cvBuilderData',
  template: 'applykit.selectedTemplate',
  theme: 'applykit.selectedTheme',
  language: 'applykit.selectedLanguage',
  edited: 'applykit.cvEdited',
  // Autosave bookkeeping for signed-in users: which server CV this is, the version the edits are
  // based on, and whether edits have not reached the server yet.
  savedId: 'applykit.savedCvId',
  savedVersion: 'applykit.savedCvVersion',
  unsaved: 'applykit.cvUnsaved',
  // A visitor's CV of this tab, kept in local storage too until an account claims it (visitor-draft.ts).
  visitorDraftId: 'applykit.visitorDraftId',
} as const

export const STEPS = ['parse', 'template', 'edit', 'preview'] as const
export type Step = (typeof STEPS)[number]

export function readBuilderCv(): CvData | null {
  const raw = readJson(BUILDER_KEYS.builder)
  return raw === undefined || raw === null ? null : normalizeCv(raw)
}

export function writeBuilderCv(cv: CvData): void {
  write(BUILDER_KEYS.builder, JSON.stringify(cv))
}

/**
 * A parsed import becomes the builder's CV the moment it is parsed (issue 14 "The import review"):
 * a new CV, not the saved one, nothing of it edited yet. The imported key (docs/spec/1-screens.md §3) goes.
 */
export function enterImportedCv(raw: unknown): CvData {
  write(BUILDER_KEYS.imported, null)
  const cv = normalizeCv(raw)
  writeBuilderCv(cv)
  write(BUILDER_KEYS.edited, null)
  forgetSavedCv()
  return cv
}

/** docs/spec/1-screens.md §4: imported data a tab still holds is moved into the builder key, the imported key removed. */
export function moveImportedIntoBuilder(): CvData | null {
  const raw = readJson(BUILDER_KEYS.imported)
  if (raw === undefined) return null
  write(BUILDER_KEYS.imported, null)
  return raw === null ? null : enterImportedCv(raw)
}

/** The start step of docs/spec/1-screens.md "CV builder": edit (or preview once edited) when data exists, else import. */
export function startStep(): Step {
  if (read(BUILDER_KEYS.builder) === null) return 'parse'
  return isEdited() ? 'preview' : 'edit'
}

export function isEdited(): boolean {
  return read(BUILDER_KEYS.edited) === 'true'
}

export function markEdited(): void {
  write(BUILDER_KEYS.edited, 'true')
}

export function readTemplate(): TemplateId | null {
  return resolveTemplateId(read(BUILDER_KEYS.template)) ?? null
}

export function writeTemplate(id: TemplateId): void {
  write(BUILDER_KEYS.template, id)
}

export function readTheme(): ThemeId | null {
  return resolveThemeId(read(BUILDER_KEYS.theme)) ?? null
}

export function writeTheme(id: ThemeId): void {
  write(BUILDER_KEYS.theme, id)
}

export function readLanguage(): Locale | null {
  const value = read(BUILDER_KEYS.language)
  return isLocale(value) ? value : null
}

export function writeLanguage(language: Locale): void {
  write(BUILDER_KEYS.language, language)
}

export interface SavedCvRef {
  id: string
  version: string
}

export function readSavedCv(): SavedCvRef | null {
  const id = read(BUILDER_KEYS.savedId)
  const version = read(BUILDER_KEYS.savedVersion)
  return id && version ? { id, version } : null
}

export function writeSavedCv(ref: SavedCvRef): void {
  write(BUILDER_KEYS.savedId, ref.id)
  write(BUILDER_KEYS.savedVersion, ref.version)
}

export function forgetSavedCv(): void {
  write(BUILDER_KEYS.savedId, null)
  write(BUILDER_KEYS.savedVersion, null)
  write(BUILDER_KEYS.unsaved, null)
}

export function hasUnsavedEdits(): boolean {
  return read(BUILDER_KEYS.unsaved) === 'true'
}

export function setUnsavedEdits(isUnsaved: boolean): void {
  write(BUILDER_KEYS.unsaved, isUnsaved ? 'true' : null)
}

/** Starts a new CV: every builder key goes (the selected look stays, as a preference of this tab). */
export function clearBuilderSession(): void {
  for (const key of [BUILDER_KEYS.imported, BUILDER_KEYS.builder, BUILDER_KEYS.edited]) write(key, null)
  forgetSavedCv()
}
