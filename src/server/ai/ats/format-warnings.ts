import type { AtsFileInfo, AtsFormatWarning } from '#shared/api/ai'
import { ATS_MAX_PARSE_BYTES } from '#shared/limits'

import { hasStandardHeadings, type CvStructureLine } from '#server/text/cv-structure'

// docs/spec/domain/ats.md §3.1–3.2: Greenhouse does not parse files over 2.5 MB, Lever cannot read images, Workday
// drops headers and footers and merges columns line by line, Taleo needs literal headings.
export function checkFormat(file: AtsFileInfo, lines: readonly CvStructureLine[]): AtsFormatWarning[] {
  const warnings: AtsFormatWarning[] = []
  if (file.sizeBytes > ATS_MAX_PARSE_BYTES) warnings.push('file_too_large')
  if (file.hasTextLayer === false) warnings.push('no_text_layer')
  if (file.hasTables) warnings.push('tables')
  if ((file.columns ?? 1) > 1) warnings.push('columns')
  if (file.hasImages) warnings.push('images')
  if (file.hasHeaderFooterText) warnings.push('header_footer')
  if (!hasStandardHeadings(lines)) warnings.push('non_standard_headings')
  return warnings
}
