import { describe, expect, it } from 'vitest'
import { findDateRange, isDateOnly, parseDate, parseDayDate } from './dates'

const range = (text: string): [string, string, boolean] | null => {
  const found = findDateRange(text)
  return found ? [found.start, found.end, found.current] : null
}

describe('findDateRange', () => {
  it.each([
    ['03/2019 – 05/2021', ['2019-03', '2021-05', false]],
    ['3.2019 - 11.2020', ['2019-03', '2020-11', false]],
    ['März 2019 bis Juni 2020', ['2019-03', '2020-06', false]],
    ['Mar 2019 – Present', ['2019-03', '', true]],
    ['Sept. 2017 – Jun. 2018', ['2017-09', '2018-06', false]],
    ['2019-03 to 2020-11', ['2019-03', '2020-11', false]],
    ['2015 – 2019', ['2015', '2019', false]],
    ['seit 2021', ['2021', '', true]],
    ['seit 04/2023', ['2023-04', '', true]],
    ['10/2016 – heute', ['2016-10', '', true]],
    ["janv. 2013 – aujourd'hui", ['2013-01', '', true]],
    ['enero de 2019 – actualidad', ['2019-01', '', true]],
    ['gennaio 2019 - oggi', ['2019-01', '', true]],
    ['Marzo 2020 - Attualmente', ['2020-03', '', true]],
    ['março de 2019 – atual', ['2019-03', '', true]],
    ['mrt 2019 – heden', ['2019-03', '', true]],
    ['wrzesień 2015 – obecnie', ['2015-09', '', true]],
    ['od 03.2019 do chwili obecnej', ['2019-03', '', true]],
    ['01.03.2019 – 31.12.2020', ['2019-03', '2020-12', false]],
    ['Jan – Mar 2020', ['2020-01', '2020-03', false]],
    ['from 2019 to 2021', ['2019', '2021', false]],
    ['2021 –', ['2021', '', true]],
    // ISO days, as web CVs print a stored date; a dropped dash leaves them side by side.
    ['2006-08-01 - 2010-05-01', ['2006-08', '2010-05', false]],
    ['2010-08-01 2013-08-30', ['2010-08', '2013-08', false]],
    ['01-11-2020 - 01-09-2022', ['2020-11', '2022-09', false]],
    ['01-06-2023--01-01-2025', ['2023-06', '2025-01', false]],
  ])('reads %s', (text, expected) => {
    expect(range(text)).toEqual(expected)
  })

  it('finds the range after a title on the same line', () => {
    expect(range('Senior Engineer, Acme GmbH\t03/2019 – 05/2021')).toEqual(['2019-03', '2021-05', false])
  })

  it('does not read postal codes, phone numbers or amounts as a range', () => {
    expect(findDateRange('10115 Berlin')).toBeNull()
    expect(findDateRange('+49 170 1234567')).toBeNull()
    expect(range('Managed 2000 users')).toEqual(['2000', '', false])
  })
})

describe('parseDate', () => {
  it('normalises one date to YYYY-MM or YYYY', () => {
    expect(parseDate('Juni 2020')).toBe('2020-06')
    expect(parseDate('paź 2018')).toBe('2018-10')
    expect(parseDate('2019')).toBe('2019')
    expect(parseDate('13/2019')).toBe('')
    expect(parseDate('hello')).toBe('')
  })
})

describe('isDateOnly', () => {
  it('is true for a line that is only a date range', () => {
    expect(isDateOnly('(03/2019 – heute)')).toBe(true)
    expect(isDateOnly('seit 2021')).toBe(true)
    expect(isDateOnly('Acme 2019')).toBe(false)
  })
})

describe('ranges written by other tools', () => {
  const range = (text: string): string => {
    const found = findDateRange(text)
    return found ? `${found.start}|${found.current ? 'now' : found.end}` : ''
  }
  it.each([
    ['Sep. 2023 \u00ad Mar. 2024', '2023-09|2024-03'],
    ['2019 \u2010 2020', '2019|2020'],
    ['05/2018 \u2212 06/2020', '2018-05|2020-06'],
    ['Sep. 2017 Feb. 2021', '2017-09|2021-02'],
    ['März 2021 heute', '2021-03|now'],
    ['3 - 4/2014 Lagerhelfer', '2014-03|2014-04'],
    ['10/2019 – 02/20', '2019-10|2020-02'],
    ['05/2014 – 09/19 Staplerfahrer', '2014-05|2019-09'],
  ])('reads %s as a range', (text, expected) => {
    expect(range(text)).toBe(expected)
  })

  it('does not make a range of two bare years or a lone short date', () => {
    expect(range('2019 2020')).toBe('2019|')
    expect(range('Note 02/20')).toBe('')
  })
})

describe('parseDayDate', () => {
  it.each([
    ['12.03.2025', '2025-03-12'],
    ['3. März 2025', '2025-03-03'],
    ['1er mars 2025', '2025-03-01'],
    ['12 de marzo de 2025', '2025-03-12'],
    ['7 de outubro de 2024', '2024-10-07'],
    ['3 maja 2025 r.', '2025-05-03'],
    ['21 giugno 2024', '2024-06-21'],
    ['14 februari 2025', '2025-02-14'],
    ['March 3, 2025', '2025-03-03'],
    ['3rd March 2025', '2025-03-03'],
    ['2025-03-12', '2025-03-12'],
    ['05/11/24', '2024-11-05'],
    ['04/25/2025', '2025-04-25'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseDayDate(text)).toBe(expected)
  })

  it('answers nothing for a month, a range or a day that does not exist', () => {
    for (const text of ['03/2025', 'März 2025', '2019 – 2021', '31.02.2025', '12.13.2025', 'Berlin']) {
      expect(parseDayDate(text)).toBe('')
    }
  })
})
