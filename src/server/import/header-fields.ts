import { AT_WORDS, companyScore, degreeScore, institutionScore, isPlace, roleScore } from '#server/text/cv-lexicon'
import { noteAfterRange, type DateRange } from '#server/text/dates'
import { flat, type CvLine } from '#server/text/lines'
import { legalFormAlternation } from '#server/text/legal-forms'

// Splits entry header lines ("Senior Engineer | Acme GmbH | Berlin", "Entwickler bei Acme, Berlin")
// into fragments the experience and education readers classify.

export type Fragment = { text: string; line: number; explicit?: 'title' | 'company' }

const STRONG_SEPARATORS = /\t|\s[|•·]\s|\s[–—]\s|\s-\s|\s\/\s|\s{2,}|(?<=\S)\s*[|•·]\s*(?=\S)/
const AT_PATTERN = new RegExp(`^(.+?)\\s+(?:${AT_WORDS.join('|')})\\s+(.+)$`, 'iu')

// The length a CV prints beside a range ("2 years 5 months", "(4 Jahre 11 Monate)", "· 1 an 2 mois",
// "11 meses"): part of the dates, never a title or an employer.
const DURATION_UNITS =
  'years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años?|meses?|anni|anno|mesi|mese|anos?|jaar|jaren|maanden|maand|lata?|lat|rok|roku|miesiące|miesięcy|miesiąc'
const DURATION_AFTER_RANGE = new RegExp(
  `^\\s*[(·•|,–-]?\\s*(?:\\d+\\+?\\s*(?:${DURATION_UNITS})(?!\\p{L})\\.?\\s*(?:,|and|und|et|y|e|en|i)?\\s*){1,2}\\)?`,
  'iu',
)

/** The line's text without the date range and the brackets or separators left around it. */
export function withoutRange(line: CvLine, range: DateRange | null): string {
  const text = line.cells.join('\t')
  if (!range) return text
  // The range was found in the space-joined text; cells are joined with a tab of the same length.
  // "od 02.2021 do …", "von 2019 bis 2021", "from 2019 to 2021": the lead-in word goes with the range.
  const before = text
    .slice(0, range.index)
    .replace(/(?:^|\s)(?:from|von|vom|od|de|desde|dal|da|van|vanaf|ab|du)\s*$/i, ' ')
  const cut = before + '\t' + text.slice(range.index + range.length).replace(DURATION_AFTER_RANGE, '')
  return cut
    .replace(/\(\s*\t\s*\)|\[\s*\t\s*\]/g, '\t')
    .replace(/[,|•·(–—-]\s*\t/g, '\t')
    .replace(/\t\s*[,|•·)–—-]/g, '\t')
}

/**
 * The line's text without its range, and the bracketed note after the range ("(Teilzeit)"), which
 * is about the entry (its description), never its title, name or field.
 */
export function withoutRangeAndNote(line: CvLine, range: DateRange | null): { text: string; note: string } {
  if (!range) return { text: withoutRange(line, range), note: '' }
  const { note, length } = noteAfterRange(line.cells.join('\t'), range)
  // "2019 – heute (Berlin)": a place in brackets is the entry's place, read as before.
  if (note === '' || isPlace(note)) return { text: withoutRange(line, range), note: '' }
  return { text: withoutRange(line, { ...range, length: range.length + length }), note }
}

export function fragmentsOf(
  texts: ReadonlyArray<{ text: string; line: number }>,
  splitAt = true,
): Fragment[] {
  const fragments: Fragment[] = []
  for (const { text, line } of texts) {
    for (const part of text.split(STRONG_SEPARATORS)) {
      const cleaned = cleanFragment(part)
      if (cleaned === '') continue
      const at = splitAt ? AT_PATTERN.exec(cleaned) : null
      // "Analyst at Globex, Lyon, France": the employer's town after it is the place, not the employer.
      const employer = at?.[2] ? splitTrailingPlace(at[2], () => true) : null
      if (at?.[1] && employer && employer.main !== '' && !isPlace(employer.main)) {
        fragments.push({ text: cleanFragment(at[1]), line, explicit: 'title' })
        fragments.push({ text: cleanFragment(employer.main), line, explicit: 'company' })
        if (employer.place !== '') fragments.push({ text: employer.place, line })
        continue
      }
      fragments.push({ text: cleaned, line })
    }
  }
  return fragments.filter((fragment) => fragment.text !== '')
}

export function cleanFragment(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim()
}

/**
 * "Acme GmbH, Berlin" -> "Acme GmbH" and "Berlin". The tail is a place when it is a known one, or
 * when it is a short capitalised name after a part that already reads as an employer, a title or
 * a school ("Ocado Technology, Hatfield").
 */
// A legal form after a comma belongs to the name before it ("Lyft, Inc.", "Acme, S.A.").
const LEGAL_FORM = new RegExp(`^(?:${legalFormAlternation({ loose: true })})$`, 'u')

/** Comma-separated parts of a header fragment, keeping "Lyft, Inc." together. */
export function commaParts(text: string): string[] {
  const parts: string[] = []
  for (const raw of text.split(/\s*,\s*/)) {
    const part = raw.trim()
    if (part === '') continue
    if (parts.length > 0 && LEGAL_FORM.test(part))
      parts[parts.length - 1] = `${parts[parts.length - 1] ?? ''}, ${part}`
    else parts.push(part)
  }
  return parts
}

export function splitTrailingPlace(
  text: string,
  isIdentified: (head: string) => boolean = isEmployerOrRole,
): { main: string; place: string } {
  const parts = commaParts(text)
  for (let cut = 1; cut < parts.length; cut += 1) {
    const tail = parts.slice(cut).join(', ')
    if (isPlace(tail)) return { main: parts.slice(0, cut).join(', '), place: tail }
  }
  const last = parts[parts.length - 1] ?? ''
  const head = parts.slice(0, -1).join(', ')
  if (parts.length >= 2 && looksLikePlaceName(last) && isIdentified(head)) return { main: head, place: last }
  const bracket = /^(.*?)\s*\(([^()]+)\)$/.exec(text)
  if (bracket?.[1] && bracket[2] && isPlace(bracket[2])) return { main: bracket[1], place: bracket[2] }
  return { main: text, place: '' }
}

/** One to three capitalised words with no sign of a role, employer or school: "Hatfield", "La Défense". */
export function looksLikePlaceName(text: string): boolean {
  const words = text.trim().split(/\s+/)
  if (words.length === 0 || words.length > 3 || /\d|@/.test(text)) return false
  if (!words.every((word) => /^(?:\p{Lu}[\p{L}'’.-]*|de|del|la|le|am|an|der|im|sur|di|do|da|pod|nad|upon|aan|bei)$/u.test(word)))
    return false
  return (
    roleScore(text) === 0 &&
    companyScore(text) === 0 &&
    degreeScore(text) === 0 &&
    institutionScore(text) === 0
  )
}

export function isEmployerOrRole(text: string): boolean {
  return roleScore(text) > 0 || companyScore(text) > 0 || institutionScore(text) > 0
}

// After a degree, a capitalised name is its subject ("B.Sc., Informatik"), not a town.
export function isSchool(text: string): boolean {
  return institutionScore(text) > 0
}

export function joinBody(lines: readonly CvLine[]): { bullets: string[]; description: string } {
  const hasMarkedBullets = lines.some((line) => line.isBullet)
  const bullets: string[] = []
  const prose: string[] = []
  for (const line of lines) {
    const text = flat(line)
    if (line.isBullet) bullets.push(text)
    else if (hasMarkedBullets && bullets.length > 0 && /^\p{Ll}/u.test(text)) {
      // A wrapped bullet whose marker the extractor could not see.
      bullets[bullets.length - 1] = `${bullets[bullets.length - 1] ?? ''} ${text}`
    } else prose.push(text)
  }
  if (!hasMarkedBullets && prose.length > 1) return { bullets: prose, description: '' }
  return { bullets, description: prose.join('\n') }
}
