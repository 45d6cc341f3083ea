import { foldWithOffsets, isLetterOrDigit } from '#server/text/fold'

// Splits a letter into word tokens, clauses and sentences. Matching never crosses a sentence;
// modifiers ("stets", "im Wesentlichen") only reach within their clause.

export type Token = {
  /** Folded text (see text/fold.ts foldWithOffsets). */
  text: string
  /** Offsets in the original letter, end exclusive. */
  start: number
  end: number
  isCapitalised: boolean
  sentence: number
  clause: number
  /** Index just past the last token of this token's sentence: no match reaches beyond it. */
  sentenceEnd: number
}

export type Sentence = {
  index: number
  /** Token range, `to` exclusive. */
  from: number
  to: number
  /** Original offsets, including the closing punctuation. */
  start: number
  end: number
  paragraph: number
}

export type LetterDocument = {
  original: string
  tokens: Token[]
  sentences: Sentence[]
}

// Folded; a full stop after these does not end a sentence.
const ABBREVIATIONS = new Set(
  'z b u a bzw ca dr prof dipl ing inkl ggf usw etc vgl evtl bspw nr str hr fr abs art mag geb gem lt sog tel mio mrd max min allg insb zzgl zb ua di bsc msc mba ag ev st hl co ltd jr sen'.split(
    ' ',
  ),
)
const MONTHS = new Set(
  'januar jaenner janner februar feber maerz marz april mai juni juli august september oktober november dezember jan feb mar apr jun jul aug sep sept okt nov dez'.split(
    ' ',
  ),
)
// A comma before one of these opens a new clause; other commas separate list items.
const CLAUSE_OPENERS = new Set(
  'der die das dem den deren dessen welche welcher welches welchen wobei wodurch womit weshalb wenn weil da dass ob sodass aber sondern doch jedoch und oder waehrend nachdem obwohl um was wo wie zumal sofern soweit insbesondere'.split(
    ' ',
  ),
)
// An article after a comma opens a relative clause only when no noun follows it: ", den
// Gesellschaftern, Mitarbeiterinnen …" continues a list of the groups a formula names.
const ARTICLES = new Set(['der', 'die', 'das', 'dem', 'den'])
const ALWAYS_CLAUSE = new Set([';', ':', '(', ')', '–', '—', '"', '„', '“', '”', '«', '»'])
const TERMINALS = new Set(['.', '!', '?'])
const GENDER_SUFFIX = /^(?:[:*_·]|\/-?)(innen|in)(?![\p{L}\p{N}])/u

type Pending = {
  terminal: string | null
  terminalEnd: number
  comma: boolean
  clauseBreak: boolean
  blankLine: boolean
}

function isNumeric(text: string | undefined): boolean {
  return text !== undefined && /^\d+$/.test(text)
}

function endsSentence(
  pending: Pending,
  previous: Token | undefined,
  next: string,
  nextCapitalised: boolean,
): boolean {
  if (!previous) return false
  if (pending.blankLine) return true
  if (!pending.terminal) return false
  if (pending.terminal !== '.') return true
  if (ABBREVIATIONS.has(previous.text) || previous.text.length === 1) return false
  if (isNumeric(previous.text) && (MONTHS.has(next) || isNumeric(next))) return false
  return nextCapitalised || isNumeric(next)
}

export function parseDocument(original: string): LetterDocument {
  const { folded, map } = foldWithOffsets(original)
  const tokens: Token[] = []
  const sentences: Sentence[] = []
  let sentence = 0
  let clause = 0
  let paragraph = 0
  let sentenceFrom = 0
  let lastTerminalEnd = -1
  let pending: Pending = {
    terminal: null,
    terminalEnd: -1,
    comma: false,
    clauseBreak: false,
    blankLine: false,
  }

  const closeSentence = (end: number): void => {
    const first = tokens[sentenceFrom]
    const last = tokens[tokens.length - 1]
    if (!first || !last || sentenceFrom >= tokens.length) return
    for (let i = sentenceFrom; i < tokens.length; i++) {
      const token = tokens[i]
      if (token) token.sentenceEnd = tokens.length
    }
    sentences.push({
      index: sentence,
      from: sentenceFrom,
      to: tokens.length,
      start: first.start,
      end: Math.max(last.end, end),
      paragraph,
    })
    sentence++
    clause++
    sentenceFrom = tokens.length
  }

  let i = 0
  while (i < folded.length) {
    const char = folded[i] ?? ''
    if (isLetterOrDigit(char)) {
      let j = i + 1
      while (j < folded.length && isLetterOrDigit(folded[j])) j++
      let text = folded.slice(i, j)
      // Gender-inclusive forms are one word: "Kolleg:innen", "Patient*innen", "Mitarbeiter/-innen".
      const inclusive = GENDER_SUFFIX.exec(folded.slice(j, j + 10))
      if (inclusive?.[1]) {
        text += inclusive[1]
        j += inclusive[0].length
      }
      const start = map[i] ?? 0
      const end = (map[j - 1] ?? start) + 1
      const originalFirst = original[start] ?? ''
      const isCapitalised = originalFirst !== originalFirst.toLowerCase()
      const previous = tokens[tokens.length - 1]
      if (endsSentence(pending, previous, text, isCapitalised)) {
        closeSentence(pending.terminal ? lastTerminalEnd : 0)
        if (pending.blankLine) paragraph++
      } else if (
        pending.clauseBreak ||
        (pending.comma && CLAUSE_OPENERS.has(text) && !(ARTICLES.has(text) && isNounNext(original, map, j)))
      ) {
        clause++
      }
      tokens.push({ text, start, end, isCapitalised, sentence, clause, sentenceEnd: -1 })
      pending = { terminal: null, terminalEnd: -1, comma: false, clauseBreak: false, blankLine: false }
      i = j
      continue
    }
    if (TERMINALS.has(char)) {
      pending.terminal = char
      lastTerminalEnd = (map[i] ?? 0) + 1
    } else if (char === ',') {
      pending.comma = true
    } else if (ALWAYS_CLAUSE.has(char) || (char === '-' && folded[i - 1] === ' ' && folded[i + 1] === ' ')) {
      pending.clauseBreak = true
    } else if (char === '\n') {
      let j = i + 1
      while (folded[j] === ' ' || folded[j] === '\t') j++
      if (folded[j] === '\n') pending.blankLine = true
    }
    i++
  }
  closeSentence(pending.terminal ? lastTerminalEnd : 0)
  return { original, tokens, sentences }
}

/** Whether the word after folded offset `j` starts with a capital letter (a noun, in German). */
function isNounNext(original: string, map: readonly number[], j: number): boolean {
  let k = (map[j - 1] ?? 0) + 1
  while (k < original.length && (original[k] === ' ' || original[k] === '\t')) k++
  const next = original[k]
  return next !== undefined && isLetterOrDigit(next) && next !== next.toLowerCase()
}

export function sentenceText(doc: LetterDocument, sentence: Sentence): string {
  return doc.original.slice(sentence.start, sentence.end)
}

/** The original text of a token range, as written. */
export function spanText(doc: LetterDocument, from: number, to: number): string {
  const first = doc.tokens[from]
  const last = doc.tokens[to - 1]
  if (!first || !last) return ''
  return doc.original.slice(first.start, last.end)
}
