import { describe, expect, it } from 'vitest'
import { onePageLineLimit } from '#shared/letter-geometry'
import { measureLetter } from './letter-stats'

const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join('\n')

describe('measureLetter', () => {
  const limit = onePageLineLimit()

  it('counts against the one-page limit of the A4 geometry', () => {
    expect(measureLetter(lines(10))).toMatchObject({ lines: 10, limit, fit: 'fits' })
  })

  it('warns within 5 lines of the limit and flags a letter over it', () => {
    expect(measureLetter(lines(limit - 5)).fit).toBe('approaching')
    expect(measureLetter(lines(limit)).fit).toBe('approaching')
    expect(measureLetter(lines(limit + 1)).fit).toBe('exceeds')
  })

  it('counts a long line as the rows it wraps to', () => {
    expect(measureLetter('word '.repeat(60).trim()).lines).toBeGreaterThan(1)
  })

  it('finds the paragraphs over 80 words', () => {
    const long = 'word '.repeat(81).trim()
    const short = 'word '.repeat(80).trim()
    expect(measureLetter(`${short}\n\n${long}\n\n${long}`).longParagraphs).toBe(2)
  })
})
