import type { TemplateId } from '#shared/catalogue'
import { MARGIN_SCALE, TYPE_FONT_KINDS, TYPE_FONT_NAMES, type TypeSettings } from '#shared/cv/type-settings'
import { FONTS, type FontRequest } from '../fonts'
import { bodyFontPt } from './density'
import { TEMPLATE_COMPONENTS } from './templates'

// A template set in the user's page and type settings (src/shared/cv/type-settings.ts) without
// touching the template: its stylesheet is rewritten in one place.
// - Size: every pt font size is scaled by (chosen size ÷ the template's body size), so headings,
//   names and small print keep their proportions to the body text; a date column widens with it.
// - Spacing: every unitless line height is scaled by (chosen ÷ the template's body line height).
// - Margins: padding values of page size (10 mm or more: the flow containers, bands and sidebars
//   that hold the page margins) are scaled by the margin choice; smaller gutters stay.
// - Font: the template's text face is replaced wherever it is named; display faces (a serif name,
//   a monospace label) stay, as they are the design.

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places

const firstFamily = (declaration: string | undefined): string | undefined =>
  declaration?.split(',')[0]?.trim().replace(/^['"]|['"]$/g, '')

/** The family the template sets its body text in (its first choice). */
export function bodyFamilyOf(css: string): string | undefined {
  return firstFamily(/(?:^|\n)body\s*\{[^}]*?font-family:\s*([^;}]+)/.exec(css)?.[1])
}

/** The body line height a template declares (unitless; 1.4 when it does not say). */
export function bodyLineHeight(css: string): number {
  const value = /(?:^|\n)body\s*\{[^}]*?line-height:\s*([\d.]+)\s*[;}]/.exec(css)?.[1]
  return value ? Number(value) : 1.4
}

function scaleFontSizes(css: string, factor: number): string {
  return (
    css
      .replace(/font-size:\s*([\d.]+)pt/g, (_, size: string) => `font-size: ${round(Number(size) * factor)}pt`)
      // A column sized for words (dates, "Staatsangehörigkeit") grows with them, or a label splits.
      .replace(/--date-col:\s*([\d.]+)mm/g, (_, width: string) => `--date-col: ${round(Number(width) * Math.max(1, factor))}mm`)
  )
}

function scaleLineHeights(css: string, factor: number): string {
  return css.replace(/line-height:\s*([\d.]+)(\s*[;}])/g, (_, value: string, end: string) => `line-height: ${round(Number(value) * factor, 3)}${end}`)
}

const PAGE_MARGIN_MM = 10

function scaleMargins(css: string, factor: number): string {
  return css.replace(/(padding(?:-top|-right|-bottom|-left)?:\s*)([^;}]+)/g, (whole, property: string, value: string) => {
    const lengths = [...value.matchAll(/([\d.]+)mm/g)].map((match) => Number(match[1]))
    if (!lengths.some((length) => length >= PAGE_MARGIN_MM)) return whole
    // Only the page-sized values: a sidebar's inner gutter (8 mm) stays, so its column keeps its width.
    const scaled = value.replace(/([\d.]+)mm/g, (length: string, number: string) =>
      Number(number) >= PAGE_MARGIN_MM ? `${round(Number(number) * factor)}mm` : length,
    )
    return `${property}${scaled}`
  })
}

function replaceFamily(css: string, from: string, to: string): string {
  const stack = `'${to}', ${TYPE_FONT_KINDS_STACK[to] ?? 'sans-serif'}`
  return css.replace(/font-family:\s*([^;}]+)/g, (whole, value: string) =>
    firstFamily(value) === from ? `font-family: ${stack}` : whole,
  )
}

const TYPE_FONT_KINDS_STACK: Record<string, string> = Object.fromEntries(
  Object.entries(TYPE_FONT_NAMES).map(([key, family]) => [
    family,
    TYPE_FONT_KINDS[key as keyof typeof TYPE_FONT_KINDS] === 'serif' ? 'Georgia, serif' : "'Helvetica Neue', Arial, sans-serif",
  ]),
)

/**
 * A personal-details label column of fixed width ("Staatsangehörigkeit" in Lebenslauf DACH) made
 * as wide as its longest label when another size or face could make a label split inside a word.
 */
function widenLabelColumns(css: string): string {
  const own = /(\.cv-details\s*\{[^}]*grid-template-columns:\s*)([\d.]+mm)/g
  if (own.test(css)) return css.replace(own, '$1minmax($2, max-content)')
  // The shared details grid (labels max-content) in a narrow sidebar: larger type would leave the
  // values a sliver ("12 .0 4. 19 88"). Each pair becomes a wrapping row instead: the value beside
  // its label where both fit, below it where they do not, no word split in either.
  return `${css}
.cv-details { display: block }
.cv-details > div { display: flex; flex-wrap: wrap; column-gap: 4mm; break-inside: avoid }
.cv-details > div + div { margin-top: 0.6mm }
.cv-details dt { flex: 0 0 auto; min-width: min(42%, 34mm); overflow-wrap: break-word }
.cv-details dd { flex: 1 1 18mm; min-width: 0; overflow-wrap: break-word }`
}

/** The template's stylesheet in the user's settings; the stylesheet itself when there are none. */
export function typesetCss(css: string, settings: TypeSettings): string {
  let result = css
  if (settings.fontSize !== undefined || settings.fontFamily !== undefined) result = widenLabelColumns(result)
  if (settings.fontSize !== undefined) result = scaleFontSizes(result, settings.fontSize / bodyFontPt(css))
  if (settings.lineHeight !== undefined) result = scaleLineHeights(result, settings.lineHeight / bodyLineHeight(css))
  if (settings.margins !== undefined && settings.margins !== 'normal') result = scaleMargins(result, MARGIN_SCALE[settings.margins])
  const body = bodyFamilyOf(css)
  if (settings.fontFamily !== undefined && body !== undefined) {
    result = replaceFamily(result, body, TYPE_FONT_NAMES[settings.fontFamily])
  }
  return result
}

/**
 * The fonts to embed: the chosen face takes the place of the template's text face, in the weights
 * the template asked of it (each file the nearest weight the family has, fonts.ts) and its italic.
 */
export function typesetFonts(fonts: readonly FontRequest[], css: string, settings: TypeSettings): readonly FontRequest[] {
  const chosen = settings.fontFamily
  const body = bodyFamilyOf(css)
  if (!chosen || !body) return fonts
  const replaced = fonts.find((request) => FONTS[request.font].family === body)
  const weights = replaced?.weights ?? [400, 700]
  const italic = [...new Set([400, ...(replaced?.italic ?? [])])]
  const others = fonts.filter((request) => request !== replaced && request.font !== chosen)
  const merged = fonts.find((request) => request.font === chosen && request !== replaced)
  const request: FontRequest = {
    font: chosen,
    weights: [...new Set([...weights, ...(merged?.weights ?? [])])].sort((a, b) => a - b),
    italic: [...new Set([...italic, ...(merged?.italic ?? [])])].sort((a, b) => a - b),
  }
  return [...others, request]
}

const typesetCache = new Map<string, string>()

/** A template's stylesheet in the settings (cached: the fit asks for it at every step). */
export function templateCssFor(templateId: TemplateId, settings: TypeSettings): string {
  const key = `${templateId}:${JSON.stringify(settings)}`
  let css = typesetCache.get(key)
  if (css === undefined) {
    css = typesetCss(TEMPLATE_COMPONENTS[templateId].css, settings)
    typesetCache.set(key, css)
  }
  return css
}
