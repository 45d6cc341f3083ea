import { describe, expect, it } from 'vitest'
import { formatCvMonthInput, parseCvMonth } from './cv-dates'

describe('parseCvMonth', () => {
  it('accepts the numeric month forms CVs print, in any order of month and year', () => {
    for (const typed of ['04/2019', '4/2019', '04.2019', '4.2019', '04-2019', '2019-04', '2019/4', ' 04 / 2019 ']) {
      expect(parseCvMonth(typed, 'de'), typed).toBe('2019-04')
    }
    expect(parseCvMonth('2019', 'de')).toBe('2019')
    expect(parseCvMonth('', 'de')).toBe('')
  })

  it('reads month names of the CV language, long and abbreviated, and of the other languages', () => {
    expect(parseCvMonth('April 2019', 'de')).toBe('2019-04')
    expect(parseCvMonth('März 2020', 'de')).toBe('2020-03')
    expect(parseCvMonth('Mär. 2020', 'de')).toBe('2020-03')
    expect(parseCvMonth('Sept. 2018', 'en')).toBe('2018-09')
    expect(parseCvMonth('avril 2019', 'fr')).toBe('2019-04')
    expect(parseCvMonth('févr. 2019', 'fr')).toBe('2019-02')
    expect(parseCvMonth('abril de 2019', 'es')).toBe('2019-04')
    expect(parseCvMonth('kwiecień 2019', 'pl')).toBe('2019-04')
    expect(parseCvMonth('kwietnia 2019', 'pl')).toBe('2019-04')
    expect(parseCvMonth('mei 2019', 'nl')).toBe('2019-05')
    expect(parseCvMonth('maggio 2019', 'it')).toBe('2019-05')
    // An English month in a German CV is still a month.
    expect(parseCvMonth('October 2021', 'de')).toBe('2021-10')
  })

  it('refuses what is no month date', () => {
    for (const typed of ['13/2019', '00/2019', '2019-13', 'bald', '04/19', 'Ma 2019', 'Frühjahr 2019']) {
      expect(parseCvMonth(typed, 'de'), typed).toBeNull()
    }
  })
})

describe('formatCvMonthInput', () => {
  it('shows a stored month as MM/YYYY and a year as it is', () => {
    expect(formatCvMonthInput('2019-04')).toBe('04/2019')
    expect(formatCvMonthInput('2019')).toBe('2019')
    expect(formatCvMonthInput('')).toBe('')
  })
})
