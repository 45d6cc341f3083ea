import { describe, expect, it } from 'vitest'
import { findDateRange } from '#server/text/dates'
import { toLines } from '#server/text/lines'
import { withoutRange } from './header-fields'

const rest = (text: string): string => {
  const [line] = toLines(text)
  if (!line) throw new Error('no line')
  return withoutRange(line, findDateRange(text)).trim()
}

describe('withoutRange', () => {
  it('takes the printed length of a job with its range, in the 8 languages', () => {
    expect(rest('Jul, 2015 - Aug, 2017 2 years 5 months')).toBe('')
    expect(rest('Januar 2020 - Present (4 Jahre 11 Monate)')).toBe('')
    expect(rest('mars 2019 - juin 2020 · 1 an 3 mois')).toBe('')
    expect(rest('08/2012 - 07/2013 11 meses')).toBe('')
    expect(rest('2018 - 2020 2 lata')).toBe('')
  })

  it('keeps what follows the range when it is not a length', () => {
    expect(rest('2018 - 2020 Backend Developer')).toBe('Backend Developer')
    expect(rest('2018 - 2020 3D Artist')).toBe('3D Artist')
  })
})
