import { isPlace } from '#server/text/cv-lexicon'
import { findDateRange } from '#server/text/dates'
import { looksLikePlaceName } from './header-fields'

// A job written as a sentence: "Worked at Acme in Barcelona as a backend developer", "Trabajé en
// Acme en Barcelona como desarrollador backend", "Als Entwickler bei Acme in Berlin tätig",
// "J'ai travaillé chez Acme à Lyon en tant que développeur". The sentence has a verb of working
// and words that introduce the role ("as", "como", "als" …), the employer ("at", "bei", "chez" …)
// and the place ("in", "en", "à" …). A place is never the employer: where one word introduces
// both (Spanish "en", Portuguese "em"), the part that names a known town, or a bare name after
// the employer, is the place.

export type ProseHead = { title: string; company: string; location: string }

// prettier-ignore
const WORK_VERBS = [
  'worked', 'working', 'work', 'employed', 'served', 'joined',
  'tätig', 'gearbeitet', 'arbeitete', 'arbeite', 'beschäftigt', 'angestellt',
  'travaillé', 'travaille', 'travaillais', 'employé', 'employée', 'exercé',
  'trabajé', 'trabajo', 'trabajando', 'trabajó', 'trabajaba', 'desempeñé',
  'lavorato', 'lavoro', 'lavorando', 'lavoravo', 'impiegato', 'impiegata',
  'trabalhei', 'trabalho', 'trabalhando', 'trabalhou', 'trabalhava', 'atuei', 'atuando',
  'werkte', 'gewerkt', 'werkzaam', 'werk',
  'pracowałem', 'pracowałam', 'pracuję', 'pracował', 'pracowała', 'zatrudniony', 'zatrudniona',
]
const VERB = new RegExp(`(?:^|[\\s'’])(?:${WORK_VERBS.join('|')})(?=[\\s,.]|$)`, 'iu')

type Marker = 'role' | 'org' | 'place' | 'org-or-place'
// prettier-ignore
const MARKERS: ReadonlyArray<readonly [string, Marker]> = [
  ['en tant que', 'role'], ['as an', 'role'], ['as a', 'role'], ['as', 'role'], ['als', 'role'], ['como', 'role'],
  ['comme', 'role'], ['come', 'role'], ['jako', 'role'],
  ['at', 'org'], ['for', 'org'], ['with', 'org'], ['bei', 'org'], ['für', 'org'], ['chez', 'org'], ['pour', 'org'],
  ['au sein de', 'org'], ['presso', 'org'], ['per', 'org'], ['para', 'org'], ['voor', 'org'], ['dla', 'org'],
  ['in', 'org-or-place'], ['en', 'org-or-place'], ['em', 'org-or-place'], ['na', 'org-or-place'],
  ['no', 'org-or-place'], ['w', 'org-or-place'], ['à', 'place'], ['a', 'place'], ['bij', 'org'], ['te', 'place'],
]
const MARKER_PATTERN = new RegExp(
  `\\s(${MARKERS.map(([word]) => word.replace(/ /g, '\\s+')).join('|')})\\s`,
  'giu',
)
const MARKER_KIND = new Map(MARKERS.map(([word, kind]) => [word, kind]))
// Articles after a role word: "as a developer", "como una desarrolladora", "come un".
const LEADING_ARTICLE = /^(?:an?|the|un|una|uno|une|um|uma|een|ein|eine|einen|der|die|das|el|la|le|il|lo|o)\s+/iu
const MAX_SENTENCE_CHARS = 220

/** The role, employer and place of a job written as a sentence, or null when the text is not one. */
export function readProseHead(raw: string): ProseHead | null {
  const text = raw.replace(/\s+/g, ' ').trim()
  if (text.length > MAX_SENTENCE_CHARS || !VERB.test(text)) return null
  // The date range is not part of any field: cut it out with its lead-in ("from", "desde" …).
  const range = findDateRange(text)
  const undated = range
    ? `${text.slice(0, range.index).replace(/\s(?:from|since|von|seit|de|desde|dal|da|van|sinds|od|du|depuis)\s*$/iu, '')} ${text.slice(range.index + range.length)}`
    : text
  const sentence = ` ${undated.replace(/[.;!]+\s*$/u, '')} `
  const parts: Array<{ kind: Marker; text: string }> = []
  let last: { kind: Marker; from: number } | null = null
  for (const match of sentence.matchAll(MARKER_PATTERN)) {
    const index = match.index ?? 0
    if (last) parts.push({ kind: last.kind, text: sentence.slice(last.from, index) })
    const word = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ')
    last = { kind: MARKER_KIND.get(word) ?? 'org', from: index + match[0].length }
  }
  if (last) parts.push({ kind: last.kind, text: sentence.slice(last.from) })
  let title = ''
  let company = ''
  let location = ''
  for (const part of parts) {
    // A part ends at a comma or bracket: what follows is a remark, not the field.
    const value = part.text.split(/[,(–—]/)[0]?.replace(VERB, '').trim().replace(LEADING_ARTICLE, '') ?? ''
    if (value === '' || !/\p{L}{2}/u.test(value)) continue
    if (part.kind === 'role') title ||= value
    else if (part.kind === 'place' || (part.kind === 'org-or-place' && isPlaceLike(value, company !== '')))
      location ||= value
    else company ||= value
  }
  if (title === '' || company === '') return null
  // The role as a field starts with a capital, as the builder shows titles ("backend developer").
  return { title: title.charAt(0).toUpperCase() + title.slice(1), company, location }
}

function isPlaceLike(text: string, hasEmployer: boolean): boolean {
  return isPlace(text) || (hasEmployer && looksLikePlaceName(text))
}
