import { describe, expect, it } from 'vitest'
import { earliestStart, noticeEnds, STATUTORY_NOTICE_DE } from './letter-notice'

describe('notice periods and the earliest start', () => {
  it('§ 622 (1) BGB: four weeks to the 15th or to the end of a calendar month', () => {
    // Given on 1 March: four weeks end on 29 March, so the notice runs to 31 March.
    expect(noticeEnds(STATUTORY_NOTICE_DE, '2026-03-01')).toBe('2026-03-31')
    expect(earliestStart(STATUTORY_NOTICE_DE, '2026-03-01')).toBe('2026-04-01')
    // Given on 10 February 2026: four weeks end on 10 March, so the notice runs to the 15th.
    expect(noticeEnds(STATUTORY_NOTICE_DE, '2026-02-10')).toBe('2026-03-15')
    expect(earliestStart(STATUTORY_NOTICE_DE, '2026-02-10')).toBe('2026-03-16')
  })

  it('months to the end of a month or quarter, with short months and leap years', () => {
    const months = (amount: number, ends: 'end-of-month' | 'end-of-quarter' | 'any-day', from: string) =>
      earliestStart({ amount, unit: 'months', ends, from }, '2000-01-01')
    expect(months(3, 'end-of-month', '2026-12-07')).toBe('2027-04-01')
    expect(months(3, 'end-of-quarter', '2026-11-20')).toBe('2027-04-01')
    expect(months(1, 'any-day', '2028-01-31')).toBe('2028-03-01')
    expect(months(1, 'any-day', '2027-01-31')).toBe('2027-03-01')
    expect(months(0, 'any-day', '2027-06-10')).toBe('2027-06-11')
  })

  it('counts from today when no day of notice is given', () => {
    expect(earliestStart({ amount: 2, unit: 'weeks', ends: 'any-day', from: null }, '2026-12-07')).toBe('2026-12-22')
  })
})
