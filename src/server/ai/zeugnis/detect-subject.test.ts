import { describe, expect, it } from 'vitest'
import { detectSubject, isSingleWriter } from './detect-subject'
import { parseDocument } from './segment'

describe('detectSubject', () => {
  it('finds a man with academic titles', () => {
    expect(
      detectSubject(parseDocument('Herr Dipl.-Ing. Dr. Max Mustermann war bei uns tätig.')),
    ).toMatchObject({
      gender: 'male',
      salutation: 'Herr Dipl.-Ing. Dr.',
      surname: 'Mustermann',
    })
  })

  it('finds a woman and her surname', () => {
    expect(
      detectSubject(parseDocument('Frau Aylin Demir war als Kassiererin tätig. Sie arbeitete sorgfältig.')),
    ).toMatchObject({
      gender: 'female',
      surname: 'Demir',
    })
  })

  it('falls back to the pronouns when the letter names no one', () => {
    expect(
      detectSubject(parseDocument('Sie war bei uns tätig. Ihre Arbeit war gut. Sie war beliebt.')).gender,
    ).toBe('female')
  })
})

describe('isSingleWriter', () => {
  it('recognises a private employer writing as "ich"', () => {
    expect(isSingleWriter(parseDocument('Sie war bei mir angestellt. Ich wünsche ihr alles Gute.'))).toBe(
      true,
    )
    expect(isSingleWriter(parseDocument('Sie war bei uns angestellt. Wir wünschen ihr alles Gute.'))).toBe(
      false,
    )
  })
})
