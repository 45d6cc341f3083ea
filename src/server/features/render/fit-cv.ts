import type { TemplateId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { densityScale, usableSteps } from '#documents/cv/density'
import { templateCssFor } from '#documents/cv/typeset'
import { typeSettingsOf, type TypeSettings } from '#shared/cv/type-settings'
import { measurePageFill, type PageFill } from '#server/pdf/page-fill'

// Pages that fill (issue 15): a CV whose last page would hold less than a quarter page is set a
// little denser (to lose that page) or a little looser (to fill it), within the readable bounds of
// src/documents/cv/density.ts. "Fit to N pages" looks for the scale that gives N pages. A density
// the user chose by hand is printed as chosen.

export const MIN_LAST_PAGE_FILL = 0.25

export interface FittedPdf {
  pdf: Buffer
  scale: number
  fill: PageFill
}

export type PrintAtScale = (scale: number) => Promise<Buffer>

/** The scales a template can print at: denser ones below 1, looser ones above, nearest first. */
export function candidateScales(templateId: TemplateId, settings: TypeSettings = {}): { denser: number[]; looser: number[] } {
  const css = templateCssFor(templateId, settings)
  const scales = usableSteps(css).map((step) => densityScale(step, css))
  return {
    denser: scales.filter((scale) => scale < 1).sort((a, b) => b - a),
    // Type set by the user is a floor for the fit, never a ceiling: it may tighten, not loosen.
    looser: Object.keys(settings).length > 0 ? [] : scales.filter((scale) => scale > 1).sort((a, b) => a - b),
  }
}

const isWellFilled = (fill: PageFill) => fill.pages === 1 || fill.lastPageFill >= MIN_LAST_PAGE_FILL

export async function fitCvPdf(input: {
  templateId: TemplateId
  cv: CvData
  print: PrintAtScale
}): Promise<FittedPdf> {
  const printed = new Map<number, FittedPdf>()
  const at = async (scale: number): Promise<FittedPdf> => {
    let result = printed.get(scale)
    if (!result) {
      const pdf = await input.print(scale)
      result = { pdf, scale, fill: await measurePageFill(pdf) }
      printed.set(scale, result)
    }
    return result
  }

  const layout = input.cv.layout
  const settings = typeSettingsOf(input.cv)
  if (layout?.density !== null && layout?.density !== undefined) {
    return at(densityScale(layout.density, templateCssFor(input.templateId, settings)))
  }
  const { denser, looser } = candidateScales(input.templateId, settings)
  const designed = await at(1)

  const target = layout?.fitPages
  if (target !== null && target !== undefined) {
    if (designed.fill.pages === target) return designed
    // Denser until the CV fits the pages asked for; looser until it reaches them.
    const towards = designed.fill.pages > target ? denser : looser
    let last = designed
    for (const scale of towards) {
      last = await at(scale)
      if (designed.fill.pages > target ? last.fill.pages <= target : last.fill.pages >= target) return last
    }
    return designed.fill.pages > target ? last : designed
  }

  if (isWellFilled(designed.fill)) return designed
  // Losing the nearly empty page keeps the most text per page: try the densest scale first, and
  // only when that saves the page look for the least dense one that does.
  const densest = denser.at(-1)
  if (densest !== undefined && (await at(densest)).fill.pages < designed.fill.pages) {
    for (const scale of denser) {
      const result = await at(scale)
      if (result.fill.pages < designed.fill.pages) return result
    }
  }
  for (const scale of looser) {
    const result = await at(scale)
    if (isWellFilled(result.fill)) return result
  }
  return designed
}
