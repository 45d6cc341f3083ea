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

export function toLines(raw: string): CvLine[] {
  const result: CvLine[] = []
  for (const source of normalizeText(raw).split('\n')) {
    const rawLine = source.slice(0, MAX_LINE_CHARS)
    const leading = /^[ \t]*/.exec(rawLine)?.[0] ?? ''
    const indent = leading.replace(/\t/g, '    ').length
    let body = rawLine.trim()
    // A copyright notice is a page footer of a template or portal, never CV content.
    if (body === '' || PAGE_ARTIFACT.test(body) || COPYRIGHT_FOOTER.test(body)) continue
    const bulletMatch = BULLET.exec(body)
    const isBullet = bulletMatch !== null && body.length > bulletMatch[0].length
    if (isBullet) body = body.slice(bulletMatch[0].length)
    const cells = body
      .split(/\t| {3,}/)
      // Icons set as text before contact items ("✉ anna@…", "☎ …") are not part of them.
      .map((cell) =>
        cell
          .replace(/\s+/g, ' ')
          .replace(/^[\p{So}\p{Co}]+\s*/u, '')
          .trim(),
      )
      .filter((cell) => cell !== '' && !/^[|•·]$/.test(cell))
    if (cells.length === 0) continue
    const line: CvLine = { text: cells.join('\t'), cells, isBullet, indent }
    const previous = result[result.length - 1]
    // A hard-wrapped bullet in plain text continues on an indented line.
    if (previous?.isBullet && !isBullet && indent >= 2 && indent > previous.indent && cells.length === 1) {
      previous.text = `${previous.text} ${line.text}`
      const lastCell = previous.cells.length - 1
      previous.cells[lastCell] = `${previous.cells[lastCell] ?? ''} ${line.text}`
      continue
    }
    result.push(line)
  }
  return result
}

/** The line as one string with cells separated by a space. */
export function flat(line: CvLine): string {
  return line.cells.join(' ')
}
