import { describe, expect, it } from 'vitest'
import { dropHeadingCounts } from './heading-counts'

describe('dropHeadingCounts', () => {
  it('reads a heading followed by the number of its entries as the heading', () => {
    expect(dropHeadingCounts('Work Experience(2)\nJul 2023 - Sept 2023\nProjets (3)\nIdiomas [2]')).toBe(
      'Work Experience\nJul 2023 - Sept 2023\nProjets\nIdiomas',
    )
  })

  it('keeps a number in brackets after anything that is no heading', () => {
    const text = 'Python (5)\nTeam lead (2)\nBerufserfahrung (2019)'
    expect(dropHeadingCounts(text)).toBe(text)
  })
})
