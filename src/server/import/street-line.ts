import { findDateRanges } from '#server/text/dates'

// Whether a line is a street with its house number ("Musterstraße 12", "Keizersgracht 12-1",
// "12 rue de la Paix", "22 Baker Street", "ul. Długa 5", "Calle Mayor 5"), in the languages of the
// product. Only the header and contact lines are asked: elsewhere "via" or "Place" mean other things.

// German and Dutch write the street word as the end of one compound ("Musterstraße", "Lindenweg",
// "Keizersgracht"); the other languages as a word of its own ("rue", "Calle", "Via", "Rua", "ul.").
const COMPOUND_ENDINGS = 'straße|strasse|str\\.|weg|gasse|platz|allee|damm|ufer|chaussee|straat|laan|plein|gracht|kade|singel'
const STREET_WORDS = [
  'street', 'road', 'rd\\.?', 'avenue', 'ave\\.?', 'lane', 'drive', 'close', 'crescent', 'terrace', 'square',
  'rue', 'boulevard', 'bd', 'chemin', 'impasse', 'allée', 'place', 'quai', 'cours',
  'calle', 'c/', 'avda\\.?', 'avenida', 'paseo', 'plaza', 'camino', 'carrer',
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'largo', 'strada',
  'rua', 'travessa', 'praça', 'alameda', 'estrada',
  'ulica', 'ul\\.', 'aleja', 'al\\.', 'os\\.', 'plac',
].join('|')
const STREET_WORD = new RegExp(
  `(?<!\\p{L})(?:\\p{L}*(?:${COMPOUND_ENDINGS})|(?:${STREET_WORDS}))(?!\\p{L})`,
  'iu',
)
// A house number as a word of its own: "12", "12a", "12-14", "12/3"; four digits that read as a
// year are not one.
const HOUSE_NUMBER = /^(?!(?:19|20)\d\d$)\d{1,4}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?$/u

// A street line is short and its house number stands first ("12 rue de la Paix") or last
// ("Musterstraße 12", "Paseo Marcos Mateo Garza, 7"), or last before a comma: a sentence that
// happens to hold "via" and a number ("Led a team of 12 via Scrum") is none.
const MAX_WORDS = 7

export function isStreetLine(text: string): boolean {
  const line = text.trim().replace(/[.,;]+$/, '')
  if (line.length < 5 || line.length > 80 || /[@:|•]|https?:|www\./i.test(line)) return false
  const words = line.split(/[\s,]+/).filter(Boolean)
  if (words.length > MAX_WORDS || !STREET_WORD.test(line)) return false
  const isNumber = (word: string | undefined) => word !== undefined && HOUSE_NUMBER.test(word)
  // A flat or floor may follow the number after a comma ("Avenida de Roma 72, 3.º Esq.").
  const beforeComma = (line.split(',')[0] ?? '').trim().split(/\s+/)
  if (![words[0], words[words.length - 1], beforeComma[beforeComma.length - 1]].some(isNumber)) return false
  return findDateRanges(line).length === 0
}
