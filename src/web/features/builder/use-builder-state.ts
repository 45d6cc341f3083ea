import { useCallback, useEffect, useState } from 'react'
import type { CvRecord } from '#shared/api/cv'
import { DEFAULT_TEMPLATE_ID, DEFAULT_THEME_ID, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { currentLocale } from '#web/lib/i18n'
import {
  clearBuilderSession,
  markEdited,
  readBuilderCv,
  readLanguage,
  readTemplate,
  readTheme,
  setUnsavedEdits,
  writeBuilderCv,
  writeLanguage,
  writeSavedCv,
  writeTemplate,
  writeTheme,
} from './builder-storage'

export interface BuilderState {
  cv: CvData | null
  /** null until the user picks one: the signed-in user's default (or the product default) applies. */
  templateChoice: TemplateId | null
  themeChoice: ThemeId | null
  language: Locale
  /** Counts changes the user made; autosave watches it. */
  revision: number
}

/** The CV's language when nobody chose one: the one detected in the CV, else the interface's. */
export function defaultCvLanguage(cv: CvData | null): Locale {
  return cv?.language ?? currentLocale()
}

function initialState(): BuilderState {
  const cv = readBuilderCv()
  return {
    cv,
    templateChoice: readTemplate(),
    themeChoice: readTheme(),
    language: readLanguage() ?? defaultCvLanguage(cv),
    revision: 0,
  }
}

/**
 * The builder's data, written through to session storage on every change. The CV has one writer,
 * the effect below: state updaters stay pure (StrictMode runs them twice), and the other keys are
 * written by the event handlers that change them.
 */
export function useBuilderState() {
  const [state, setState] = useState<BuilderState>(initialState)

  useEffect(() => {
    if (state.cv) writeBuilderCv(state.cv)
  }, [state.cv])

  const touch = useCallback((next: Partial<BuilderState>) => {
    setState((previous) => ({ ...previous, ...next, revision: previous.revision + 1 }))
  }, [])

  /** An edit of the CV's content: sets the edited flag (docs/spec/1-screens.md §4) and queues an autosave. */
  const editCv = useCallback((update: (cv: CvData) => CvData) => {
    setState((previous) => (previous.cv ? { ...previous, cv: update(previous.cv), revision: previous.revision + 1 } : previous))
    markEdited()
    setUnsavedEdits(true)
  }, [])

  /** Imported or blank data entering the builder: not an edit, nothing to save yet. */
  const startWith = useCallback((cv: CvData) => {
    clearBuilderSession()
    const language = defaultCvLanguage(cv)
    writeLanguage(language)
    setState((previous) => ({ ...previous, cv, language }))
  }, [])

  /**
   * The imported CV, already in the builder key (`enterImportedCv`), adopted the moment it is
   * parsed — pasted text, an uploaded file or a JSON Resume alike. It is the user's CV as it
   * stands, so it is saved now, not only after a first edit: a signed-in user finds it in My CVs
   * while still reviewing it (issue 15: a JSON Resume import never reached the account because
   * nothing counted as a change; issue 14: closing the browser during the review lost the import).
   */
  const adopt = useCallback((cv: CvData) => {
    // A new CV prints in its own language (detected by the import), else the interface's.
    const language = defaultCvLanguage(cv)
    writeLanguage(language)
    setUnsavedEdits(true)
    setState((previous) => ({ ...previous, cv, language, revision: previous.revision + 1 }))
  }, [])

  /**
   * A correction made in the import review: saved like an edit, but the edited flag stays unset
   * (docs/spec/1-screens.md: parsing does not set it), so a reload still starts in Edit rather than Preview.
   */
  const correctImport = useCallback((update: (cv: CvData) => CvData) => {
    setState((previous) => (previous.cv ? { ...previous, cv: update(previous.cv), revision: previous.revision + 1 } : previous))
    setUnsavedEdits(true)
  }, [])

  const chooseTemplate = useCallback(
    (templateChoice: TemplateId) => {
      writeTemplate(templateChoice)
      setUnsavedEdits(true)
      touch({ templateChoice })
    },
    [touch],
  )

  const chooseTheme = useCallback(
    (themeChoice: ThemeId) => {
      writeTheme(themeChoice)
      setUnsavedEdits(true)
      touch({ themeChoice })
    },
    [touch],
  )

  const chooseLanguage = useCallback(
    (language: Locale) => {
      writeLanguage(language)
      setUnsavedEdits(true)
      touch({ language })
    },
    [touch],
  )

  /** A CV loaded from the server (`/app?edit={id}`, or "reload the server version" after a conflict). */
  const loadRecord = useCallback((record: CvRecord) => {
    writeTemplate(record.content.template)
    writeTheme(record.content.theme)
    writeLanguage(record.content.language)
    writeSavedCv({ id: record.id, version: record.updatedAt })
    setUnsavedEdits(false)
    setState((previous) => ({
      cv: record.cvData,
      templateChoice: record.content.template,
      themeChoice: record.content.theme,
      language: record.content.language,
      revision: previous.revision,
    }))
  }, [])

  const reset = useCallback(() => {
    clearBuilderSession()
    setState((previous) => ({ ...previous, cv: null }))
  }, [])

  return { state, editCv, startWith, adopt, correctImport, chooseTemplate, chooseTheme, chooseLanguage, loadRecord, reset }
}

/** The look in effect: the tab's choice, else the signed-in user's defaults, else the product's. */
export function effectiveLook(
  state: BuilderState,
  defaults: { defaultTemplate: TemplateId; defaultTheme: ThemeId } | null | undefined,
): { templateId: TemplateId; themeId: ThemeId; language: Locale } {
  return {
    templateId: state.templateChoice ?? defaults?.defaultTemplate ?? DEFAULT_TEMPLATE_ID,
    themeId: state.themeChoice ?? defaults?.defaultTheme ?? DEFAULT_THEME_ID,
    language: state.language,
  }
}
