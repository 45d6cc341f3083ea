import type { CvData } from './cv.schema'

// The paper a CV prints on (issue 29): A4 or US Letter, per CV. Without a choice, the country the CV
// gives in its location decides: Letter for the United States and Canada (where Letter is the
// paper), A4 everywhere else (docs/decisions/cv-page-size.md). The CV language alone cannot tell:
// English is written on A4 in the UK, Ireland, India and most of the world.

export const PAGE_SIZES = ['a4', 'letter'] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const PAGE_MM: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  // 8.5 × 11 in.
  letter: { width: 215.9, height: 279.4 },
}

// prettier-ignore
const US_STATES = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
])
const LETTER_COUNTRIES = /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?|america|ca|canada)$/i
const US_STATE_NAMES =
  /^(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|ontario|quebec|québec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick)$/i

/** The paper a location's country uses: Letter for the US and Canada ("Seattle, WA", "Toronto, Canada"), else A4. */
export function pageSizeForLocation(location: string): PageSize {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2) return LETTER_COUNTRIES.test(parts[0] ?? '') && (parts[0] ?? '').length > 2 ? 'letter' : 'a4'
  const last = parts[parts.length - 1] ?? ''
  // "Austin, TX 78701": the state with a ZIP code.
  const state = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(last)?.[1]
  if (LETTER_COUNTRIES.test(last) || US_STATE_NAMES.test(last) || (state && US_STATES.has(state))) return 'letter'
  return 'a4'
}

/** The CV's paper: the user's choice, else the one of the country in its location. */
export function pageSizeOf(cv: Pick<CvData, 'layout' | 'personal'>): PageSize {
  return cv.layout?.pageSize ?? pageSizeForLocation(cv.personal.location)
}
