import type { LetterRecord } from '#shared/api/letters'
import { letterFileBaseName, letterToPlainText as plainText } from '#documents/letter/letter-plain-text'
import type { LetterDocument } from './letter-document'

/** The download's base name: the letter's title without umlauts, spaces or punctuation. */
export function letterFileName(letter: Pick<LetterRecord, 'title'>): string {
  return letterFileBaseName(letter.title)
}

export function letterToPlainText(document: LetterDocument, today: string): string {
  return plainText(document.cv, document.letter, today)
}
