import { findDateRanges } from '#server/text/dates'

// Whether a line is a street with its house number ("Musterstraße 12", "Keizersgracht 12-1",
// "12 rue de la Paix", "22 Baker Street", "ul. Długa 5", "Calle Mayor 5"), in the languages of the
// product. Only the header and contact lines are asked: elsewhere "via" or "Place" mean other things.

// German and Dutch write the street word as the end of one compound ("Musterstraße", "Lindenweg",
// "Keizersgracht"); the other languages as a word of its own ("rue", "Calle", "Via", "Rua", "ul.").
const COMPOUND_ENDINGS = 'straße|strasse|str\\.|weg|gasse|platz|allee|damm|ufer|chaussee|straat|laan|plein|gracht|kade|singel'
const STREET_WORDS = [
  'street', 'st\\.', 'road', 'rd\\.?', 'avenue', 'ave\\.?', 'lane', 'drive', 'close', 'crescent', 'terrace', 'square',
  'rue', 'boulevard', 'bd', 'chemin', 'impasse', 'allée', 'place', 'quai', 'cours',
  'calle', 'c/', 'avda\\.?', 'avenida', 'paseo', 'plaza', 'camino', 'carrer', 'ronda',
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'largo', 'strada',
  'rua', 'travessa', 'praça', 'alameda', 'estrada', 'avenida',
  'ulica', 'ul\\.', 'aleja', 'al\\.', 'os\\.', 'plac',
].join('|')
const STREET_WORD = new RegExp(
  `(?<!\\p{L})(?:\\p{L}*(?:${COMPOUND_ENDINGS})|(?:${STREET_WORDS}))(?!\\p{L})`,
  'iu',
)
// A house number: "12", "12a", "12-14", "12/3"; four digits that read as a year are not one.
const HOUSE_NUMBER = /(?<![\p{L}\d])(?!(?:19|20)\d\d(?!\d))\d{1,4}(?:\s?[a-zA-Z])?(?:[-/]\d{1,4}[a-zA-Z]?)?(?![\p{L}\d])/u

export function isStreetLine(text: string): boolean {
  const line = text.trim()
  if (line.length < 5 || line.length > 80 || /[@:|•]|https?:|www\./i.test(line)) return false
  if (!STREET_WORD.test(line) || !HOUSE_NUMBER.test(line)) return false
  return findDateRanges(line).length === 0
}
