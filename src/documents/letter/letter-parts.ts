import type { LetterRecord } from '#shared/api/letters'
import type { CvData } from '#shared/cv/cv.schema'
import { earliestStart } from '#shared/letter-notice'
import { LETTER_LAYOUT_SPECS } from './letter-layouts'
import { dateLine, LETTER_WORDS, salarySentence, writtenDay, type LetterWords } from './letter-words'

// The parts of a letter every output prints (PDF, Word, .txt): who writes, to whom, when, about
// what, and the text with the availability paragraph, written by the layout's conventions.

export type LetterText = Pick<
  LetterRecord,
  | 'content'
  | 'recipient'
  | 'language'
  | 'layout'
  | 'reference'
  | 'subject'
  | 'place'
  | 'date'
  | 'salary'
  | 'notice'
  | 'startDate'
  | 'enclosures'
  | 'sender'
  | 'foldMarks'
>

export interface LetterSender {
  name: string
  title: string
  addressLines: string[]
  email: string
  phone: string
  city: string
}

/** Who writes: the letter's own sender fields where given, else the CV's. */
export function senderOf(cv: CvData, letter: LetterText): LetterSender {
  const own = letter.sender
  const location = cv.personal.location.trim()
  const street = own?.street.trim() ?? ''
  const cityLine = [own?.postalCode.trim(), own?.city.trim()].filter(Boolean).join(' ')
  // Without a sender of its own, the letter takes the CV's street and town, on two lines as an envelope has them.
  const cvAddress = [cv.personal.address?.trim() ?? '', location].filter(Boolean)
  const addressLines = street || cityLine ? [street, cityLine].filter(Boolean) : cvAddress
  return {
    name: own?.name.trim() || cv.personal.fullName.trim(),
    title: cv.personal.title.trim(),
    addressLines,
    email: own?.email.trim() || cv.personal.email.trim(),
    phone: own?.phone.trim() || cv.personal.phone.trim(),
    city: own?.city.trim() || location.split(',')[0]?.trim() || '',
  }
}

/** The recipient's lines as an envelope shows them. */
export function recipientLines(letter: LetterText): string[] {
  const r = letter.recipient
  const cityLine = letter.layout === 'uk' ? [r.city, r.postalCode] : [[r.postalCode, r.city].filter(Boolean).join(' ')]
  return [r.company, r.department, r.contactName, r.street, ...cityLine, r.country].map((line) => line.trim()).filter(Boolean)
}

/** Swiss writing: no ß. */
export const swissSpelling = (text: string) => text.replace(/ß/g, 'ss')

const SWISS_CLOSINGS: readonly [RegExp, string][] = [
  [/^Mit freundlichen Grüßen$/m, 'Freundliche Grüsse'],
  [/^Mit freundlichen Grüssen$/m, 'Freundliche Grüsse'],
  [/^Freundliche Grüße$/m, 'Freundliche Grüsse'],
]

/**
 * The Swiss salutation has no comma and the text after it starts a new sentence; the German closing
 * becomes "Freundliche Grüsse".
 */
function swissContent(content: string): string {
  const lines = content.split('\n')
  const first = lines.findIndex((line) => line.trim() !== '')
  if (first >= 0 && /,\s*$/.test(lines[first]!) && lines[first]!.length <= 100) {
    lines[first] = lines[first]!.replace(/,\s*$/, '')
    const next = lines.findIndex((line, index) => index > first && line.trim() !== '')
    if (next >= 0) lines[next] = lines[next]!.replace(/^(\s*)(\p{Ll})/u, (_, space: string, letter: string) => space + letter.toLocaleUpperCase('de-CH'))
  }
  let text = lines.join('\n')
  for (const [pattern, swiss] of SWISS_CLOSINGS) text = text.replace(pattern, swiss)
  return swissSpelling(text)
}

/**
 * Where the closing begins: the trailing lines that are short and end no sentence ("Mit
 * freundlichen Grüßen", blank signature lines, the name). The availability paragraph goes before it.
 */
export function closingStart(lines: readonly string[]): number {
  let index = lines.length
  while (index > 0) {
    const line = lines[index - 1]!.trim()
    if (line !== '' && (line.length > 60 || /[.!?:;]$/.test(line))) break
    index -= 1
  }
  while (index < lines.length && lines[index]!.trim() === '') index += 1
  return index
}

/** The salary expectation and the start date, worded for the layout's country. */
function availabilityText(letter: LetterText, today: string): string {
  const words = LETTER_WORDS[letter.language]
  const sentences: string[] = []
  if (letter.salary) sentences.push(salarySentence(letter.salary, letter.layout, letter.language))
  const start = letter.startDate ?? (letter.notice ? earliestStart(letter.notice, today) : null)
  if (start) sentences.push(words.start(writtenDay(start, letter.layout, letter.language)))
  return sentences.join(' ')
}

/** The letter's text with the availability paragraph before the closing. */
export function bodyText(letter: LetterText, today: string): string {
  const content = letter.content.replace(/\r\n?/g, '\n').trimEnd()
  const availability = availabilityText(letter, today)
  let text = content
  if (availability) {
    const lines = content.split('\n')
    const at = closingStart(lines)
    const before = lines.slice(0, at).join('\n').trimEnd()
    const after = lines.slice(at).join('\n')
    text = [before, availability, after].filter((part) => part !== '').join('\n\n')
  }
  if (letter.layout === 'ch' && letter.language === 'de') text = swissContent(text)
  return text
}


export interface LetterParts {
  sender: LetterSender
  recipient: string[]
  date: string
  reference: string
  subject: string
  body: string
  enclosuresLabel: string
  enclosures: string[]
  words: LetterWords
  swiss: boolean
}

/** Everything a letter prints, in reading order. */
export function letterParts(cv: CvData, letter: LetterText, today: string): LetterParts {
  const spec = LETTER_LAYOUT_SPECS[letter.layout]
  const words = LETTER_WORDS[letter.language]
  const sender = senderOf(cv, letter)
  const swiss = spec.swiss && letter.language === 'de'
  const spell = (text: string) => (swiss ? swissSpelling(text) : text)
  return {
    sender,
    recipient: recipientLines(letter).map(spell),
    date: dateLine(letter.date ?? today, letter.place.trim() || sender.city, letter.layout, letter.language),
    reference: letter.reference.trim(),
    subject: spell(letter.subject.trim()),
    body: bodyText(letter, today),
    enclosuresLabel: swiss ? 'Beilagen' : words.enclosures,
    enclosures: letter.enclosures.map(spell),
    words,
    swiss,
  }
}
