import { recombineSpacingAccents } from '#server/text/diacritics'

// Normalised lines of CV text. Extractors mark a wide horizontal gap (a table cell, a right-aligned
// date) with a tab; plain text does the same with runs of three or more spaces. Lines keep their
// cells so that "Senior Engineer <tab> 03/2019 – heute" can be read as two parts.

export type CvLine = {
  text: string
  cells: string[]
  isBullet: boolean
  indent: number
}

/** Text beyond this is ignored: no CV is that long, and it keeps parsing time bounded. */
export const MAX_CV_TEXT_CHARS = 200_000
const MAX_LINE_CHARS = 4_000

/** Characters set before a list item; a dash counts only with a space after it. */
export const BULLET_MARKS = '•●○◦▪▫■□►▸‣⁃∙·✓✔➢➤→*'
/** A list item in plain text: a mark, a dash or a number ("1.", "2)") and a space (the ATS reading). */
export const LIST_ITEM = new RegExp(`^\\s*(?:[${BULLET_MARKS}–-]|\\d{1,2}[.)])\\s`, 'u')
/** A list marker at the start of a line, with the space after it. */
export const BULLET = new RegExp(`^(?:[${BULLET_MARKS}]|[-–—](?=\\s))\\s*`, 'u')
const PAGE_ARTIFACT =
  /^(?:-\s*\d{1,3}\s*-|(?:page|seite|página|pagina|pagina|strona|blz\.?|p\.)\s*\d{1,3}(?:\s*(?:of|von|de|di|sur|z|van|\/)\s*\d{1,3})?|\d{1,3}\s*(?:\/|of|von|de|z)\s*\d{1,3})$/i

const COPYRIGHT_FOOTER = /©\s*\p{L}/u

export function normalizeText(raw: string): string {
  return (
    recombineSpacingAccents(raw.slice(0, MAX_CV_TEXT_CHARS))
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      // A soft hyphen standing between spaces was printed as a dash ("Sep. 2023 \u00ad Mar. 2024");
      // inside a word it only marks where the word may break.
      .replace(/(?<=\s)\u00ad(?=\s)/g, '–')
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(/\ufb00/g, 'ff')
      .replace(/\ufb01/g, 'fi')
      .replace(/\ufb02/g, 'fl')
      .replace(/\ufb03/g, 'ffi')
      .replace(/\ufb04/g, 'ffl')
      // Symbol and Wingdings bullets as Word writes them into PDFs (private use area).
      .replace(/[\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06c\uf06e\uf0e0]/g, '•')
      .replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : ' '))
      .replace(/[\ud800-\udfff]/g, (char, offset: number, whole: string) => {
        const code = char.charCodeAt(0)
        const isHigh = code <= 0xdbff
        const pair = isHigh ? whole.charCodeAt(offset + 1) : whole.charCodeAt(offset - 1)
        return (isHigh && pair >= 0xdc00 && pair <= 0xdfff) || (!isHigh && pair >= 0xd800 && pair <= 0xdbff)
          ? char
          : ''
      })
  )
}

// Three to ten rating marks, filled and empty, and nothing else.
const RATING_LINE = /^(?:[●○◉◯★☆■□▪▫⬤◼◻]\s*){3,10}$/u

export function toLines(raw: string): CvLine[] {
  const result: CvLine[] = []
  // Marks drawn beside each other in a margin ("○ ○") stand for that many list items: the lines
  // after the first item that came without their own mark are items too.
  let pendingItems = 0
  for (const source of normalizeText(raw).split('\n')) {
    const rawLine = source.slice(0, MAX_LINE_CHARS)
    const leading = /^[ \t]*/.exec(rawLine)?.[0] ?? ''
    const indent = leading.replace(/\t/g, '    ').length
    let body = rawLine.trim()
    // A copyright notice is a page footer of a template or portal, never CV content.
    if (body === '' || PAGE_ARTIFACT.test(body) || COPYRIGHT_FOOTER.test(body)) continue
    // A rating on a line of its own ("React" / "●●●●○") belongs to the line above it.
    const previous = result[result.length - 1]
    if (RATING_LINE.test(body) && previous) {
      const cells = [...previous.cells.slice(0, -1), `${previous.cells[previous.cells.length - 1] ?? ''} ${body.replace(/\s+/g, '')}`]
      result[result.length - 1] = { ...previous, cells, text: cells.join('\t') }
      continue
    }
    const bulletMatch = BULLET.exec(body)
    const isBullet = bulletMatch !== null && body.length > bulletMatch[0].length
    if (isBullet) body = body.slice(bulletMatch[0].length)
    const rawCells = body.split(/\t| {3,}/).map((cell) => cell.replace(/\s+/g, ' ').trim())
    // A cell of list marks only starts a list item inside the row: a date column beside a list
    // ("heute ⇥ ○ ⇥ Dienstplanung …"), or marks the whole row ("f f ⇥ Insegnamento …").
    const markAt = rawCells.findIndex((cell) => MARK_CELL.test(cell))
    const hasMark = isBullet || markAt >= 0
    const markCell = [rawLine.trim().split(/\t| {3,}/)[0] ?? '', rawCells[markAt] ?? ''].find((cell) =>
      MARK_CELL.test(cell.trim()),
    )
    const marks = markCell === undefined ? 0 : markCell.trim().split(' ').length
    if (!hasMark && pendingItems > 0 && rawCells.length === 1) {
      pendingItems -= 1
      const cells = cleanCells(rawCells)
      if (cells.length > 0) pushLine(result, { text: cells.join('\t'), cells, isBullet: true, indent })
      continue
    }
    pendingItems = hasMark ? Math.max(0, marks - 1) : 0
    const parts =
      markAt < 0
        ? [{ cells: rawCells, isBullet }]
        : [
            { cells: rawCells.slice(0, markAt), isBullet },
            { cells: rawCells.slice(markAt + 1).filter((cell) => !MARK_CELL.test(cell)), isBullet: true },
          ]
    for (const part of parts) {
      const cells = cleanCells(part.cells)
      if (cells.length > 0)
        pushLine(result, { text: cells.join('\t'), cells, isBullet: part.isBullet, indent })
    }
  }
  return result
}

// List marks fonts leave as text: the usual glyphs, and "f" where XeLaTeX maps a symbol font's
// bullet to a letter (moderncv's lists).
const MARK_CELL = new RegExp(`^(?:[${BULLET_MARKS}]|f)(?: (?:[${BULLET_MARKS}]|f))*$`, 'u')

const YEARS_RATING = /^\d{1,2}\+?\s*(?:yrs?|years?|jahre?|ans?|años|anni|anos|jaar|lat|lata)\.?$/iu

// Justified text stretches the gaps between words until they read as cell gaps
// ("Ausbildung ⇥ zum ⇥ Elektroniker ⇥ für ⇥ Energie- ⇥ und"). A run of four or more one-word cells
// with a small joining word among them is one line of prose, not a table row: a table of single
// words (skills, language levels) has no "zum", "for" or "de" in it.
// prettier-ignore
const JOINING_WORDS = new Set([
  'und', 'oder', 'zum', 'zur', 'für', 'fur', 'der', 'die', 'das', 'des', 'den', 'dem', 'im', 'am', 'bei', 'mit', 'von', 'vom',
  'and', 'or', 'of', 'for', 'the', 'with', 'at', 'in', 'on', 'to',
  'et', 'ou', 'de', 'du', 'des', 'la', 'le', 'les', 'en', 'au', 'aux', 'pour', 'avec',
  'y', 'el', 'los', 'las', 'del', 'con', 'para', 'e', 'il', 'lo', 'di', 'della', 'per', 'da', 'do', 'dos', 'das', 'com',
  'een', 'het', 'van', 'voor', 'met', 'op', 'i', 'w', 'z', 'na', 'dla', 'oraz',
])
const MIN_JUSTIFIED_RUN = 4

function joinJustifiedWords(cells: readonly string[]): string[] {
  const result: string[] = []
  let run: string[] = []
  const flush = (): void => {
    const isProse = run.length >= MIN_JUSTIFIED_RUN && run.some((word) => JOINING_WORDS.has(word))
    if (isProse) result.push(run.join(' '))
    else result.push(...run)
    run = []
  }
  for (const cell of cells) {
    if (/^[\p{L}][\p{L}'’.-]*$/u.test(cell)) run.push(cell)
    else {
      flush()
      result.push(cell)
    }
  }
  flush()
  return result
}

function cleanCells(cells: readonly string[]): string[] {
  return joinJustifiedWords(
    cells
      // Icons set as text before contact items ("✉ anna@…", "☎ …") are not part of them.
      .map((cell) => cell.replace(/^[\p{So}\p{Co}]+\s*/u, '').trim())
      // A sidebar's years of practice beside a skill ("9+ yrs", "5 Jahre") rate it; they are no content.
      .filter((cell) => cell !== '' && !/^[|•·]$/.test(cell) && !YEARS_RATING.test(cell)),
  )
}

function pushLine(result: CvLine[], line: CvLine): void {
  const { cells, isBullet, indent } = line
  const previous = result[result.length - 1]
  // A hard-wrapped bullet in plain text continues on an indented line.
  if (previous?.isBullet && !isBullet && indent >= 2 && indent > previous.indent && cells.length === 1) {
    previous.text = `${previous.text} ${line.text}`
    const lastCell = previous.cells.length - 1
    previous.cells[lastCell] = `${previous.cells[lastCell] ?? ''} ${line.text}`
    return
  }
  result.push(line)
}

/** The line as one string with cells separated by a space. */
export function flat(line: CvLine): string {
  return line.cells.join(' ')
}

// Words hyphenated at a line end by the typesetter ("Stadtwerke Ro-" / "stock AG, Rostock",
// "Manchester Royal Infir- ⇥ June 2021" / "mary, Manchester."). The part after the break starts in
// lower case in one of the next line's first two cells; before a conjunction the hyphen is a
// German or Dutch elision ("Gesundheits- und …") and stays.
const HYPHENATED_END = /\p{L}\p{Ll}-$/u
const ELISION_FOLLOWERS = /^(?:und|oder|bzw|sowie|en|of|i|oraz|lub)\b/u

export function joinHyphenatedWraps(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (const source of lines) {
    const line: CvLine = { ...source, cells: [...source.cells] }
    const previous = result[result.length - 1]
    const cutAt = previous
      ? previous.cells.findIndex(
          (cell, index) => index >= previous.cells.length - 2 && HYPHENATED_END.test(cell),
        )
      : -1
    const restAt = line.cells.findIndex((cell, index) => index <= 1 && /^\p{Ll}/u.test(cell))
    // "jana.kowalska" / "@example.pl": an e-mail address wrapped before its "@".
    const last = previous?.cells[previous.cells.length - 1] ?? ''
    if (
      previous &&
      /(?:^|\s)[\p{L}\d._%+-]+$/u.test(last) &&
      /^@[\p{L}\d-]+\.\p{L}/u.test(line.cells[0] ?? '') &&
      !/@/.test(last)
    ) {
      previous.cells[previous.cells.length - 1] = `${last}${line.cells[0] ?? ''}`
      previous.text = previous.cells.join('\t')
      line.cells.splice(0, 1)
      if (line.cells.length === 0) continue
      line.text = line.cells.join('\t')
      result.push(line)
      continue
    }
    if (previous && cutAt >= 0 && restAt >= 0 && !line.isBullet) {
      const rest = line.cells[restAt] ?? ''
      const cut = previous.cells[cutAt] ?? ''
      // An e-mail address broken after a hyphen of its dotted local part keeps it
      // ("reto.ammann-" / "wuethrich@example.ch"); a syllable break does not ("ame-" / "lie.dufour@…").
      const keepsHyphen = rest.includes('@') && /\.[^\s.]*-$/.test(cut)
      previous.cells[cutAt] = ELISION_FOLLOWERS.test(rest)
        ? `${cut} ${rest}`
        : keepsHyphen
          ? `${cut}${rest}`
          : `${cut.slice(0, -1)}${rest}`
      previous.text = previous.cells.join('\t')
      line.cells.splice(restAt, 1)
      if (line.cells.length === 0) continue
      line.text = line.cells.join('\t')
    }
    result.push(line)
  }
  return result
}
