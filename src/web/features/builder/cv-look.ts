import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { Locale } from '#shared/i18n/locales'

/** How the CV is printed: what the render, export and save calls send beside the CV itself. */
export interface CvLook {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}
