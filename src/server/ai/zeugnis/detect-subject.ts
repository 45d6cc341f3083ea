import type { LetterDocument } from './segment'
import { foldWithDigraphs } from '#server/text/fold'

// Who the letter is about: "Herr Dr. Max Mustermann" / "Frau Anna Müller", and the pronouns the
// revision draft must use. Without a title the pronouns of the letter decide.

export type Subject = {
  gender: 'male' | 'female'
  /** "Herr" / "Frau", with academic titles ("Frau Dr."), or null when the letter names nobody. */
  salutation: string | null
  surname: string | null
  fullName: string | null
}

const NAME =
  /\b(Herrn?|Frau)\s+((?:(?:Dr|Prof|Dipl\.-?[\p{L}]+|Dipl|Mag|Ing|DI|MBA|MSc|BSc|Mag\.a)\.?\s*)*)((?:\p{Lu}[\p{Ll}'’-]+\s+){0,2}\p{Lu}[\p{Ll}'’-]+)/u
const MALE_WORDS = new Set([
  'er',
  'sein',
  'seine',
  'seinen',
  'seiner',
  'seinem',
  'seines',
  'ihm',
  'ihn',
  'herr',
  'herrn',
])
const FEMALE_WORDS = new Set(['sie', 'ihr', 'ihre', 'ihren', 'ihrer', 'ihrem', 'ihres', 'frau'])

export function detectSubject(doc: LetterDocument): Subject {
  const match = NAME.exec(doc.original)
  let male = 0
  let female = 0
  for (const token of doc.tokens) {
    if (MALE_WORDS.has(token.text)) male++
    else if (FEMALE_WORDS.has(token.text)) female++
  }
  if (!match)
    return { gender: female > male ? 'female' : 'male', salutation: null, surname: null, fullName: null }
  const isFemale = match[1] === 'Frau'
  const titles = (match[2] ?? '').trim()
  const names = (match[3] ?? '').trim().split(/\s+/)
  const surname = names[names.length - 1] ?? null
  const salutation = [isFemale ? 'Frau' : 'Herr', titles].filter(Boolean).join(' ')
  return { gender: isFemale ? 'female' : 'male', salutation, surname, fullName: names.join(' ') }
}

const FIRST_PERSON = new Set(['ich', 'mir', 'mich', 'meiner', 'meinem', 'meinen', 'meine', 'mein'])
const FIRST_PERSON_PLURAL = new Set(['wir', 'uns', 'unser', 'unsere', 'unserer', 'unseren', 'unserem'])

/** A private employer writing as "ich" ("Die Arbeiten erledigte sie zu meiner Zufriedenheit"). */
export function isSingleWriter(doc: LetterDocument): boolean {
  const singular = doc.tokens.filter((token) => FIRST_PERSON.has(token.text)).length
  const plural = doc.tokens.filter((token) => FIRST_PERSON_PLURAL.has(token.text)).length
  return singular >= 2 && singular > plural
}

const FORMAL_WORDS = new Set(['sie', 'ihnen', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres'])
const DIRECT_ADDRESS_MIN = 2

/**
 * A letter that speaks to the employee ("Sie waren … tätig", "Die Ihnen übertragenen Aufgaben"):
 * capitalised "Sie/Ihnen/Ihr…" inside a sentence, where the third person writes them in lower case.
 */
export function isAddressedDirectly(doc: LetterDocument): boolean {
  let count = 0
  for (const sentence of doc.sentences) {
    for (let i = sentence.from + 1; i < sentence.to; i++) {
      const token = doc.tokens[i]
      if (token?.isCapitalised && FORMAL_WORDS.has(token.text)) count++
    }
    // "Sie waren vom … bis … tätig": the opening sentence of a second-person letter.
    const first = doc.tokens[sentence.from]
    const second = doc.tokens[sentence.from + 1]
    if (
      first?.text === 'sie' &&
      second &&
      /^(waren|verfuegen|arbeiteten|verlassen|haben|sind|zeigten|erledigten)$/.test(second.text)
    )
      count++
  }
  return count >= DIRECT_ADDRESS_MIN
}

// A token no lexicon word can match (lexicon words are letters and digits only).
const MASKED_NAME = '_name_'

/**
 * The letter with the person's names taken out of matching: "Herr Ehrlich" states no honesty and
 * "Frau Gut" no grade. Only capitalised tokens are masked, so the adjective ("war stets ehrlich")
 * still counts. Offsets, sentences and the original text stay as they are.
 */
export function maskSubjectName(doc: LetterDocument, subject: Subject): LetterDocument {
  const names = new Set(
    (subject.fullName ?? '')
      .split(/[\s-]+/)
      .filter((part) => part.length > 1)
      .map((part) => foldWithDigraphs(part)),
  )
  if (names.size === 0) return doc
  let isChanged = false
  const tokens = doc.tokens.map((token) => {
    if (!token.isCapitalised || !names.has(token.text)) return token
    isChanged = true
    return { ...token, text: MASKED_NAME }
  })
  return isChanged ? { ...doc, tokens } : doc
}
