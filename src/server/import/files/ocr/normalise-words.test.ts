import { describe, expect, it } from 'vitest'
import { normaliseRun, snapEdges, snapSizes } from './normalise-words'

describe('the marks of a recognised CV put back', () => {
  it('turns what a list bullet was read as into one bullet', () => {
    expect(normaliseRun(['«', 'Verantwortung', 'für'])).toEqual(['•', 'Verantwortung', 'für'])
    expect(normaliseRun(['•', '»', 'Desarrollo', 'del', 'panel'])).toEqual(['•', 'Desarrollo', 'del', 'panel'])
    expect(normaliseRun(['+', 'Monatsabschlüsse,'])).toEqual(['•', 'Monatsabschlüsse,'])
  })

  it('leaves words, numbers and a lone mark without a word after it alone', () => {
    expect(normaliseRun(['+34', '612', '345'])).toEqual(['+34', '612', '345'])
    expect(normaliseRun(['»'])).toEqual(['»'])
    expect(normaliseRun(['-', 'Betreuung'])).toEqual(['-', 'Betreuung'])
    expect(normaliseRun(['C', '+', 'Assembler'])).toEqual(['C', '+', 'Assembler'])
  })

  it('reads the separators of an inline list as bullets', () => {
    expect(normaliseRun(['Frontend:', 'React', '»', 'TypeScript', '+', 'CSS'])).toEqual(['Frontend:', 'React', '•', 'TypeScript', '•', 'CSS'])
    expect(normaliseRun(['Java', '*', 'Go', '*', 'Rust'])).toEqual(['Java', '•', 'Go', '•', 'Rust'])
    expect(normaliseRun(['SQL', '»', 'Excel'])).toEqual(['SQL', '•', 'Excel'])
  })

  it('snaps wobbling sizes and edges to their group, and keeps distinct ones apart', () => {
    expect(snapSizes([9.9, 9.6, 9.9, 14, 22])).toEqual([9.9, 9.9, 9.9, 14, 22])
    expect(snapEdges([253.4, 266.5, 267.2, 267.2, 51.5])).toEqual([253.4, 267.2, 267.2, 267.2, 51.5])
  })
})
