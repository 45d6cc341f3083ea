import { describe, expect, it } from 'vitest'
import { layoutPdf, type PdfTextItem } from './pdf-layout'

// Text runs as pdf.js reports them; widths are ~0.5 em per character.
const run = (text: string, x: number, y: number, size = 10, font = 'body'): PdfTextItem => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
  font,
})
const page = (items: PdfTextItem[]) => [{ width: 595, height: 842, items }]

describe('layoutPdf', () => {
  it('reads a sidebar layout column by column, the column with the name first', () => {
    const sidebar = [
      'CONTACT',
      'anna@example.de',
      '+49 170 1234567',
      'Berlin',
      'SKILLS',
      'Python',
      'Kubernetes',
      'Terraform',
    ].map((text, index) => run(text, 20, 60 + index * 14))
    const main = [
      'Senior Engineer',
      'EXPERIENCE',
      'Lead Engineer at Acme',
      'Built the data platform',
      'Platform Engineer at Globex',
      'Ran the Kafka clusters',
      'EDUCATION',
      'M.Sc. Informatics',
    ].map((text, index) => run(text, 220, 74 + index * 14))
    const { text, nameLine } = layoutPdf(
      page([...sidebar, run('Anna Schmidt', 220, 56, 22, 'bold'), ...main]),
    )
    expect(nameLine).toBe('Anna Schmidt')
    expect(text.split('\n')).toEqual([
      'Anna Schmidt',
      ...[
        'Senior Engineer',
        'EXPERIENCE',
        'Lead Engineer at Acme',
        'Built the data platform',
        'Platform Engineer at Globex',
        'Ran the Kafka clusters',
        'EDUCATION',
        'M.Sc. Informatics',
      ],
      ...[
        'CONTACT',
        'anna@example.de',
        '+49 170 1234567',
        'Berlin',
        'SKILLS',
        'Python',
        'Kubernetes',
        'Terraform',
      ],
    ])
  })

  it('keeps right-aligned dates on the row of their entry', () => {
    const rows = [
      ['Lead Engineer, Acme GmbH', '03/2019 – heute'],
      ['Engineer, Globex AG', '01/2016 – 02/2019'],
      ['Junior Engineer, Initech', '2014 – 2015'],
      ['Intern, Umbrella', '2013 – 2013'],
    ]
    const items = rows.flatMap(([left = '', right = ''], index) => [
      run(left, 50, 100 + index * 40),
      run(right, 545 - right.length * 5, 100 + index * 40),
    ])
    expect(layoutPdf(page(items)).text.split('\n')).toEqual(rows.map(([left, right]) => `${left}\t${right}`))
  })

  it('reads a date column and headings in the margin as table rows', () => {
    const items = [
      run('BERUFLICHER', 40, 100, 10, 'bold'),
      run('Softwareentwickler', 170, 100, 10, 'bold'),
      run('WERDEGANG', 40, 112, 10, 'bold'),
      run('AXA Konzern AG, Köln', 170, 112),
      run('03/2019 – heute', 60, 140),
      run('Entwickler', 170, 140, 10, 'bold'),
      run('adesso SE, Dortmund', 170, 152),
      run('08/2017 – 12/2019', 60, 180),
      run('Werkstudent', 170, 180, 10, 'bold'),
      run('Deutsche Telekom AG, Bonn', 170, 192),
      run('Pflege interner Tools', 170, 204),
    ]
    expect(layoutPdf(page(items)).text.split('\n')).toEqual([
      'BERUFLICHER WERDEGANG\tSoftwareentwickler',
      'AXA Konzern AG, Köln',
      '03/2019 – heute\tEntwickler',
      'adesso SE, Dortmund',
      '08/2017 – 12/2019\tWerkstudent',
      'Deutsche Telekom AG, Bonn',
      'Pflege interner Tools',
    ])
  })

  it('joins wrapped bullets where the column has a right margin and marks indented lines as bullets', () => {
    const items = [
      run('EXPERIENCE', 50, 80, 12, 'bold'),
      run('Lead Engineer, Acme GmbH, Berlin, Germany, Europe, World', 50, 100, 10, 'bold'),
      run('Built a distributed data pipeline processing two billion events per day with', 64, 114),
      run('Kafka and Flink.', 64, 126),
      run('Led a team of five engineers.', 64, 138),
      run('Moved forty services from virtual machines to Kubernetes clusters without', 64, 150),
      run('downtime.', 64, 162),
    ]
    expect(layoutPdf(page(items)).text.split('\n')).toEqual([
      'EXPERIENCE',
      'Lead Engineer, Acme GmbH, Berlin, Germany, Europe, World',
      '• Built a distributed data pipeline processing two billion events per day with Kafka and Flink.',
      '• Led a team of five engineers.',
      '• Moved forty services from virtual machines to Kubernetes clusters without downtime.',
    ])
  })

  it('drops running headers repeated at the top of later pages', () => {
    const pages = [
      { width: 595, height: 842, items: [run('Anna Schmidt – CV', 50, 30), run('Page one text', 50, 300)] },
      { width: 595, height: 842, items: [run('Anna Schmidt – CV', 50, 30), run('Page two text', 50, 300)] },
    ]
    expect(
      layoutPdf(pages)
        .text.split('\n')
        .filter((line) => line !== ''),
    ).toEqual(['Anna Schmidt – CV', 'Page one text', 'Page two text'])
  })
})
