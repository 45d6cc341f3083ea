import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectSeparator, parseCsv, unprotectCell, writeCsv } from './csv'

describe('CSV reader and writer', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    const text = '\uFEFFFirma;Notiz\r\n"Muster; AG";"Sagte ""bald""\nmelden"\r\n\r\nBeta GmbH;\n'
    expect(parseCsv(text)).toEqual([
      ['Firma', 'Notiz'],
      ['Muster; AG', 'Sagte "bald"\nmelden'],
      ['Beta GmbH', ''],
    ])
  })

  it('finds the separator from the header line', () => {
    expect(detectSeparator('Company,Role\nA;B,C')).toBe(',')
    expect(detectSeparator('Firma;Stelle;"a,b,c"\n')).toBe(';')
  })

  it('reads back every table it writes, with either separator', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ß', ' ', ',', ';', '"', '\n', '\r\n', '=', '+', "'", 'x') })
    const table = fc.integer({ min: 1, max: 5 }).chain((width) =>
      fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
    )
    fc.assert(
      fc.property(table, fc.constantFrom(',' as const, ';' as const), (rows, separator) => {
        // A record of one empty cell is an empty line, which the reader skips by design.
        const kept = rows.filter((row) => row.length > 1 || row[0] !== '')
        const read = parseCsv(writeCsv(kept, separator), separator).map((row) => row.map(unprotectCell))
        expect(read).toEqual(kept)
      }),
    )
  })

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(writeCsv([['=HYPERLINK("x")', '+41 44 000 00 00']])).toBe(`"'=HYPERLINK(""x"")",'+41 44 000 00 00\r\n`)
  })
})
