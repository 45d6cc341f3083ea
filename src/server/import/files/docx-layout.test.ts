import { describe, expect, it } from 'vitest'
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun } from 'docx'
import { docxHtmlToText } from './docx-layout'
import { extractDocx } from './extract-docx'

// Invented content only: how Word CVs lay entries out in tables and with tab stops.

const cell = (...lines: string[]): string => `<td>${lines.map((line) => `<p>${line}</p>`).join('')}</td>`
const table = (...rows: string[][]): string => `<table>${rows.map((row) => `<tr>${row.join('')}</tr>`).join('')}</table>`

describe('docxHtmlToText', () => {
  it('keeps a tab stop as a cell gap and drops tabs that only indent', () => {
    const html = '<p>2019 – 2021\t\tSenior Analyst, Globex</p><p>\tIndented line</p><ul><li>\tFirst task</li></ul>'
    expect(docxHtmlToText(html).text).toBe('2019 – 2021\tSenior Analyst, Globex\nIndented line\n• First task')
  })

  it('names the paragraphs in the heading style of the known section headings as headings by layout', () => {
    const html = [
      '<h1>Anna Schmidt</h1><h3>About</h3><h6>Berlin</h6>',
      '<h3>Docker</h3><p>Master</p><h6>Containers</h6>',
      '<h3>Kubernetes</h3><p>Advanced</p><h6>Orchestration</h6><h6>Docker</h6>',
      '<h3>Experience</h3><h3>03/2019 - 01/2024</h3><h4>Highlights</h4><h4>Highlights</h4><h3>Education</h3>',
    ].join('')
    // Not the name (h1), keywords in another level (h6, one of them a card's name too), dates, or a
    // label under every entry.
    expect(docxHtmlToText(html).headings).toEqual(['About', 'Docker', 'Kubernetes', 'Experience', 'Education'])
  })

  it('sets a label cell naming a section on a line of its own above its row', () => {
    const html = table(
      [cell('Berufserfahrung'), cell('03/2019 – heute'), cell('Senior Analyst', 'Globex GmbH, Stuttgart')],
      [cell(''), cell('2016 – 2019'), cell('Analyst', 'Initech AG')],
    )
    expect(docxHtmlToText(html).text.split('\n')).toEqual([
      'Berufserfahrung',
      '03/2019 – heute\tSenior Analyst',
      'Globex GmbH, Stuttgart',
      '2016 – 2019\tAnalyst',
      'Initech AG',
    ])
  })

  it('joins a date wrapped in its narrow column and keeps it beside the entry', () => {
    const html = table([cell('03/2019 –', 'heute'), cell('Senior Analyst', 'Globex GmbH', 'Reporting')])
    expect(docxHtmlToText(html).text.split('\n')).toEqual([
      '03/2019 – heute\tSenior Analyst',
      'Globex GmbH',
      'Reporting',
    ])
  })

  it('reads a section heading printed twice in a row once, other repeated lines stay', () => {
    const html = '<p>Skills</p><p>Skills</p><p>Java</p><p>Java</p>'
    expect(docxHtmlToText(html).text).toBe('Skills\nJava\nJava')
  })

  it('leaves label/value rows and layout columns as they were', () => {
    const values = table([cell('Geburtsort'), cell('Ulm')], [cell('Telefon'), cell('0151 000000')])
    expect(docxHtmlToText(values).text).toBe('Geburtsort\tUlm\nTelefon\t0151 000000')
    const columns = table([cell('Kontakt', 'Ulm', 'Deutsch'), cell('Profil', 'Analyst mit Erfahrung', 'Mehr')])
    expect(docxHtmlToText(columns).text.split('\n')).toHaveLength(6)
  })
})

describe('extractDocx with tables and tab stops', () => {
  it('reads a Word table and a tab-stopped line the way a PDF gives them', async () => {
    const tableCell = (...lines: string[]): TableCell =>
      new TableCell({ children: lines.map((line) => new Paragraph(line)) })
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              tabStops: [{ type: TabStopType.LEFT, position: 2800 }],
              children: [new TextRun('2012 – 2014'), new TextRun({ children: ['\t', 'Intern, Acme'] })],
            }),
            new Table({
              rows: [
                new TableRow({ children: [tableCell('Ausbildung'), tableCell('2008 –', '2012'), tableCell('B.Sc. Informatik', 'Universität Ulm')] }),
              ],
            }),
          ],
        },
      ],
    })
    const bytes = new Uint8Array(await Packer.toBuffer(doc))
    const { text } = await extractDocx(bytes)
    expect(text.split('\n')).toEqual([
      '2012 – 2014\tIntern, Acme',
      'Ausbildung',
      '2008 – 2012\tB.Sc. Informatik',
      'Universität Ulm',
    ])
  })
})
