import { describe, expect, it } from 'vitest'
import { splitNameAndHeadline, splitNameLine } from './name-headline'

describe('splitNameAndHeadline', () => {
  it('splits the name from a headline set on its line after a comma', () => {
    expect(splitNameAndHeadline('Anna Schmidt, Senior Engineer')).toEqual({ name: 'Anna Schmidt', headline: 'Senior Engineer' })
    expect(splitNameAndHeadline('Lucía de la Fuente Ríos, Desarrolladora Web, React')).toEqual({
      name: 'Lucía de la Fuente Ríos',
      headline: 'Desarrolladora Web, React',
    })
  })

  it('leaves a surname-first name, a degree after the name and other lines alone', () => {
    expect(splitNameAndHeadline('Schmidt, Anna')).toBeNull()
    expect(splitNameAndHeadline('Anna Schmidt, PhD')).toBeNull()
    expect(splitNameAndHeadline('Anna Schmidt, M.Sc.')).toBeNull()
    expect(splitNameAndHeadline('Berlin, 12. März 2024')).toBeNull()
    expect(splitNameAndHeadline('I build data platforms, mostly in Python')).toBeNull()
  })
})

describe('splitNameLine', () => {
  it('puts the headline on a line of its own under the name, and keeps the name as the name line', () => {
    const extracted = { text: 'Anna Schmidt, Data Engineer\nanna@example.org', nameLine: 'Anna Schmidt, Data Engineer', emphasized: [] }
    expect(splitNameLine(extracted)).toMatchObject({ text: 'Anna Schmidt\nData Engineer\nanna@example.org', nameLine: 'Anna Schmidt' })
    expect(splitNameLine({ ...extracted, nameLine: '' })).toMatchObject({ text: 'Anna Schmidt\nData Engineer\nanna@example.org', nameLine: '' })
  })
})
