import { describe, expect, it } from 'vitest'
import { monthOf, ravDeadlineFor, ravDeadlineOf } from '#shared/api/application-proof'

describe('RAV deadline', () => {
  it('is the 5th of the following month, across the year end', () => {
    expect(ravDeadlineOf('2027-03')).toBe('2027-04-05')
    expect(ravDeadlineOf('2026-12')).toBe('2027-01-05')
  })
  it('points at last month’s proof until its 5th, then at this month’s', () => {
    expect(ravDeadlineFor('2027-04-03')).toEqual({ month: '2027-03', due: '2027-04-05', daysLeft: 2 })
    expect(ravDeadlineFor('2027-04-05')).toEqual({ month: '2027-03', due: '2027-04-05', daysLeft: 0 })
    expect(ravDeadlineFor('2027-04-06')).toEqual({ month: '2027-04', due: '2027-05-05', daysLeft: 29 })
  })
  it('knows the month’s first and last day, February of a leap year too', () => {
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })
})
