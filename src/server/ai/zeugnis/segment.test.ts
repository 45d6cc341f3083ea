import { describe, expect, it } from 'vitest'
import { parseDocument, sentenceText } from './segment'

function sentences(text: string): string[] {
  const doc = parseDocument(text)
  return doc.sentences.map((sentence) => sentenceText(doc, sentence))
}

describe('segment', () => {
  it('splits sentences at full stops before a capital letter', () => {
    expect(sentences('Er arbeitete sorgfältig. Sein Verhalten war einwandfrei.')).toEqual([
      'Er arbeitete sorgfältig.',
      'Sein Verhalten war einwandfrei.',
    ])
  })

  it('does not split after abbreviations, initials or inside dates', () => {
    expect(
      sentences(
        'Herr Dr. Max M. Muster war vom 1. März 2020 bis zum 31. Januar 2024 z. B. als Leiter tätig.',
      ),
    ).toHaveLength(1)
    expect(sentences('Er war vom 01.02.2020 bis 31.12.2023 tätig.')).toHaveLength(1)
  })

  it('treats a blank line as a sentence boundary, a single line break not', () => {
    expect(sentences('Arbeitszeugnis\n\nHerr Muster war\nbei uns tätig.')).toEqual([
      'Arbeitszeugnis',
      'Herr Muster war\nbei uns tätig.',
    ])
  })

  it('keeps list commas in one clause and opens a clause at a relative pronoun', () => {
    const doc = parseDocument(
      'Sein Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war vorbildlich, das freute uns.',
    )
    const clauseOf = (word: string) => doc.tokens.find((token) => token.text === word)?.clause
    expect(clauseOf('verhalten')).toBe(clauseOf('vorbildlich'))
    expect(clauseOf('freute')).not.toBe(clauseOf('vorbildlich'))
  })
})
