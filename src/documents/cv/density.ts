import { DENSITY_MAX, DENSITY_MIN } from '#shared/cv/cv.schema'
import { PAGE_WIDTH_MM } from './print.css'

// Density scales the whole page (font sizes, line heights, margins, section spacing) by one
// factor, so each template keeps its proportions: a denser page is the same design set smaller.
// The factor is bounded so that body text stays readable: between 8.5 pt (several templates are
// designed at 8.9–9.3 pt, so a 9 pt floor would leave them no room at all) and 11 pt.

export const DENSITY_STEP = 0.03
export const MIN_BODY_PT = 8.5
export const MAX_BODY_PT = 11

/** Steps from loosest to densest. */
export const DENSITY_STEPS: readonly number[] = Array.from(
  { length: DENSITY_MAX - DENSITY_MIN + 1 },
  (_, index) => DENSITY_MIN + index,
)

/** The body font size a template's stylesheet declares (10 pt when it does not say). */
export function bodyFontPt(css: string): number {
  const body = /(?:^|\n)body\s*\{[^}]*?font-size:\s*([\d.]+)pt/.exec(css)
  return body?.[1] ? Number(body[1]) : 10
}

/** The scale of a density step for a template, clamped to the readable bounds. */
export function densityScale(step: number, templateCss: string): number {
  const body = bodyFontPt(templateCss)
  const wanted = 1 - step * DENSITY_STEP
  const min = Math.min(1, MIN_BODY_PT / body)
  const max = Math.max(1, MAX_BODY_PT / body)
  return Math.round(Math.min(max, Math.max(min, wanted)) * 1000) / 1000
}

/** The steps that give distinct scales for a template (the bounds cut some off). */
export function usableSteps(templateCss: string): number[] {
  const seen = new Set<number>()
  return DENSITY_STEPS.filter((step) => {
    const scale = densityScale(step, templateCss)
    if (seen.has(scale)) return false
    seen.add(scale)
    return true
  })
}

/**
 * The page scaled by `scale`: CSS zoom on the root scales every length (the root background too,
 * which paints the sidebars), and the body is widened by the inverse so it still spans A4.
 */
export function densityCss(scale: number, pageWidthMm: number = PAGE_WIDTH_MM): string {
  if (scale === 1) return ''
  return `html { zoom: ${scale} } body { width: ${Math.round((pageWidthMm / scale) * 100) / 100}mm }`
}
