import { describe, expect, it } from 'vitest'
import { emptyCv } from './cv.schema'
import { normalizeCv } from './normalize-cv'
import { pageSizeForLocation, pageSizeOf } from './page-size'

describe('the page size of a CV', () => {
  it('is Letter for a location in the United States or Canada, A4 elsewhere', () => {
    for (const location of ['Seattle, WA', 'Austin, TX 78701', 'Seattle, Washington, US', 'New York, NY, USA', 'Toronto, Ontario', 'Montréal, Canada', 'United States'])
      expect(pageSizeForLocation(location), location).toBe('letter')
    for (const location of ['London, United Kingdom', 'Köln', 'Paris, FR', 'Dublin, Ireland', 'Bangalore, India', '', 'Zürich, CH', 'Perth, WA, Australia'])
      expect(pageSizeForLocation(location), location).toBe('a4')
  })

  it("follows the user's choice over the location, and keeps it through normalising", () => {
    const cv = { ...emptyCv(), personal: { ...emptyCv().personal, location: 'Boston, MA' } }
    expect(pageSizeOf(cv)).toBe('letter')
    expect(pageSizeOf({ ...cv, layout: { pageSize: 'a4' } })).toBe('a4')
    expect(normalizeCv({ ...cv, layout: { pageSize: 'letter' } }).layout).toEqual({ pageSize: 'letter' })
    expect(normalizeCv({ ...cv, layout: { pageSize: 'legal' } }).layout).toBeUndefined()
  })
})
