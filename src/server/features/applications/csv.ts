// A small RFC 4180 reader and writer (docs/decisions/applications-csv.md says why not a library):
// quoted fields with doubled quotes and line breaks, CRLF or LF, a leading BOM, and the separator
// found from the header line because spreadsheets in German, French and Dutch write `;`.

export type CsvSeparator = ',' | ';'

/** `;` when the header line holds more semicolons than commas outside quotes, else `,`. */
export function detectSeparator(text: string): CsvSeparator {
  let inQuotes = false
  let commas = 0
  let semicolons = 0
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes
    else if (!inQuotes && (char === '\n' || char === '\r')) break
    else if (!inQuotes && char === ',') commas++
    else if (!inQuotes && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/** The records of a CSV text; an empty line is no record. */
export function parseCsv(input: string, separator: CsvSeparator = detectSeparator(input)): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let inQuotes = false
  let fieldStarted = false
  const endRecord = () => {
    record.push(field)
    if (record.length > 1 || record[0] !== '' || fieldStarted) records.push(record)
    record = []
    field = ''
    fieldStarted = false
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (inQuotes) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else inQuotes = false
    } else if (char === '"') {
      inQuotes = true
      fieldStarted = true
    } else if (char === separator) {
      record.push(field)
      field = ''
      fieldStarted = true
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endRecord()
    } else field += char
  }
  if (field !== '' || record.length > 0 || fieldStarted) endRecord()
  return records
}

// A cell starting with one of these is run as a formula by Excel and LibreOffice (CSV injection):
// the writer prefixes an apostrophe, the reader takes it off again. Apostrophes already in front are
// counted in, so that a cell that was "'=x" itself reads back as written.
const FORMULA_START = /^'*[=+\-@\t\r]/

function quoteCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One CSV text, CRLF line ends as RFC 4180 says, every cell safe to open in a spreadsheet. */
export function writeCsv(rows: readonly (readonly string[])[], separator: CsvSeparator = ','): string {
  return rows.map((row) => row.map(quoteCell).join(separator)).join('\r\n') + '\r\n'
}

/** A cell as written by writeCsv, back to its value. */
export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
