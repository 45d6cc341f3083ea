import { renderToStaticMarkup } from 'react-dom/server'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { buildFontFaceCss } from '../fonts'
import { buildCvView } from './cv-view'
import { densityCss, densityScale } from './density'
import { BASE_CSS, pageFooterCss, pageSizeCss, themeCss } from './print.css'
import { PAGE_MM, pageSizeOf } from '#shared/cv/page-size'
import { TEMPLATE_COMPONENTS } from './templates'
import { templateCssFor, typesetFonts } from './typeset'
import { typeSettingsOf } from '#shared/cv/type-settings'
import { RICH_TEXT_CSS, richFontRequests } from './sections/rich-text'

export interface RenderCvHtmlInput {
  templateId: TemplateId
  cv: CvData
  themeId: ThemeId
  language: Locale
  /** Printed small at the foot of every page and kept in the PDF's text layer. */
  watermark?: string
  /**
   * The page scale fitting chose (src/server/features/render/fit-cv.ts); without it the density
   * the user set by hand applies, else the template as designed.
   */
  scale?: number
  /** The day an undated place/date line prints; today when not given. */
  today?: Date
}

/** The scale a CV prints at before any fitting: the user's own density, else 1. */
export function chosenScale(templateId: TemplateId, cv: CvData): number {
  const density = cv.layout?.density
  return density === null || density === undefined ? 1 : densityScale(density, templateCssFor(templateId, typeSettingsOf(cv)))
}


/** A complete, self-contained HTML document on A4 or US Letter (the CV's page size) (inline CSS, embedded fonts, no scripts). */
export function renderCvHtml(input: RenderCvHtmlInput): string {
  const template = TEMPLATE_COMPONENTS[input.templateId]
  const view = buildCvView(input.cv, input.language, {
    dateStyle: template.dateStyle,
    ...(input.today ? { today: input.today } : {}),
  })
  const scale = input.scale ?? chosenScale(input.templateId, input.cv)
  const watermark = input.watermark?.trim()
  // Everything the page prints: the CV (without image data) and the words of its language.
  const printedText = `${JSON.stringify({ ...input.cv, personal: { ...input.cv.personal, photo: '' }, closing: view.closing?.line })}${JSON.stringify(view.labels)}${watermark ?? ''}`
  // The template in the CV's page and type settings (typeset.ts); as designed without any.
  const settings = typeSettingsOf(input.cv)
  const templateCss = templateCssFor(input.templateId, settings)
  const fontCss = buildFontFaceCss(richFontRequests(typesetFonts(template.fonts, template.css, settings), view), {
    text: printedText,
  })
  const footerCss = pageFooterCss({
    name: view.name,
    page: view.labels.page,
    pageOf: view.labels.pageOf,
    watermark,
  })
  const pageSize = pageSizeOf(input.cv)
  const css = [
    fontCss,
    BASE_CSS,
    RICH_TEXT_CSS,
    pageSizeCss(pageSize),
    themeCss(THEMES[input.themeId]),
    templateCss,
    footerCss,
    densityCss(scale, PAGE_MM[pageSize].width),
  ].join('\n')
  const markup = renderToStaticMarkup(
    <html lang={LOCALE_TAGS[input.language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{view.name || 'CV'}</title>
        {/* Our own stylesheet only; no user text reaches it. */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={`tpl-${template.id}`}>
        <template.Component cv={view} />
      </body>
    </html>,
  )
  return `<!doctype html>${markup}`
}
