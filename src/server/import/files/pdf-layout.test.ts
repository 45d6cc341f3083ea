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

  it('joins an open date range that wraps in a narrow date column on the left', () => {
    const items = [
      run('EDUCATION', 40, 80, 12, 'bold'),
      run('Sept 2014 –', 40, 100),
      run('MSc, Management', 130, 100, 10, 'bold'),
      run('Sept 2015', 40, 112),
      run('University of Bath · Bath', 130, 124),
      run('Sept 2011 –', 40, 150),
      run('BA, Economics', 130, 150, 10, 'bold'),
      run('Jun 2014', 40, 162),
      run('University of Exeter · Exeter', 130, 174),
    ]
    expect(layoutPdf(page(items)).text.split('\n')).toEqual([
      'EDUCATION',
      'Sept 2014 – Sept 2015\tMSc, Management',
      'University of Bath · Bath',
      'Sept 2011 – Jun 2014\tBA, Economics',
      'University of Exeter · Exeter',
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

  describe('bullets that wrap', () => {
    const heading = (text: string, y: number, x = 50) => run(text, x, y, 12, 'bold')
    const text = (items: PdfTextItem[]) => layoutPdf(page(items)).text.split('\n')

    it('joins wrapped bullets at the margin of their own box, short of a wider line in the column', () => {
      const items = [
        heading('EXPERIENCE', 80),
        run('Senior platform engineer with ten years in payments, logistics and retail', 50, 100),
        run('Lead Engineer, Acme GmbH', 50, 120, 10, 'bold'),
        // Drawn markers: the items are indented; they wrap at 369 while the summary reaches 420.
        run('Rebuilt the payment authorisation service in Go and cut the', 64, 134),
        run('p99 latency from 380 ms to 90 ms.', 64, 146),
        run('Moved forty services from virtual machines to Kubernetes with', 64, 160),
        run('no downtime for customers.', 64, 172),
        run('Mentored four engineers.', 64, 186),
      ]
      expect(text(items).slice(3)).toEqual([
        '• Rebuilt the payment authorisation service in Go and cut the p99 latency from 380 ms to 90 ms.',
        '• Moved forty services from virtual machines to Kubernetes with no downtime for customers.',
        '• Mentored four engineers.',
      ])
    })

    it('keeps bullets apart that stand an item spacing apart, however full the first one is', () => {
      const items = [
        heading('EXPERIENCE', 80),
        run('Lead Engineer, Acme GmbH', 50, 100, 10, 'bold'),
        run('Rebuilt the payment authorisation service in Go and cut the', 64, 114),
        run('p99 latency from 380 ms to 90 ms.', 64, 126),
        run('Built the order routing API for two million orders every week', 64, 140),
        run('cut integration incidents by half with contract tests', 64, 154),
      ]
      expect(text(items).slice(2)).toEqual([
        '• Rebuilt the payment authorisation service in Go and cut the p99 latency from 380 ms to 90 ms.',
        '• Built the order routing API for two million orders every week',
        '• cut integration incidents by half with contract tests',
      ])
    })

    it('joins a line that starts with a capital when its long first word did not fit (German nouns)', () => {
      const items = [
        heading('BERUFSERFAHRUNG', 80),
        run('Geschäftsführer Vertrieb', 50, 100, 10, 'bold'),
        run('Rosenbauer International AG, Leonding', 50, 112),
        run('Umsatzsteigerung von 480 auf 720 Mio.', 64, 126),
        run('EUR', 64, 138),
        run('Verantwortung für 14', 64, 152),
        run('Tochtergesellschaften in Europa', 64, 164),
        run('Führung von 45 Key-Account-Managern', 64, 178),
      ]
      expect(text(items).slice(3)).toEqual([
        '• Umsatzsteigerung von 480 auf 720 Mio. EUR',
        '• Verantwortung für 14 Tochtergesellschaften in Europa',
        '• Führung von 45 Key-Account-Managern',
      ])
    })

    it('ends a bullet at a finished sentence where the list shows no spacing between items', () => {
      const items = [
        heading('EXPERIENCE', 80),
        run('Lead Engineer, Acme GmbH', 50, 100, 10, 'bold'),
        run('Rebuilt the payment authorisation service in Go and cut the', 64, 112),
        run('p99 latency from 380 ms to 90 ms and the error rate by half.', 64, 124),
        run('Moved forty services to Kubernetes.', 64, 136),
        run('Mentored four engineers and ran the backend guild of thirty', 64, 148),
        run('people in three offices.', 64, 160),
      ]
      expect(text(items).slice(2)).toEqual([
        '• Rebuilt the payment authorisation service in Go and cut the p99 latency from 380 ms to 90 ms and the error rate by half.',
        '• Moved forty services to Kubernetes.',
        '• Mentored four engineers and ran the backend guild of thirty people in three offices.',
      ])
    })

    it('keeps one-line bullets apart whose only pitch is wider than a line height', () => {
      const items = [
        heading('BERUFSERFAHRUNG', 80),
        run('Universitätsspital Zürich, Pflegefachfrau', 50, 100, 10, 'bold'),
        run('Betreuung onkologischer Patientinnen und Patienten', 64, 116),
        run('Praxisanleitung von Lernenden', 64, 133),
      ]
      expect(text(items).slice(2)).toEqual([
        '• Betreuung onkologischer Patientinnen und Patienten',
        '• Praxisanleitung von Lernenden',
      ])
    })

    it('marks bullets as such when the section heading stands after a drawn square at their indent', () => {
      const items = [
        heading('WORK EXPERIENCE', 80, 59),
        run('Senior Software Engineer', 45, 100, 10, 'bold'),
        run('Northwind Payments · London', 45, 112),
        run('Led the redesign of the card authorisation service.', 58, 128),
        run('Mentored five engineers.', 58, 143),
      ]
      expect(text(items).slice(3)).toEqual([
        '• Led the redesign of the card authorisation service.',
        '• Mentored five engineers.',
      ])
    })

    it('goes on with a bullet at the top of the next page', () => {
      const pages = [
        {
          width: 595,
          height: 842,
          items: [
            heading('EXPERIENCE', 700),
            run('Junior Developer, Sky UK Limited', 50, 720, 10, 'bold'),
            run('Rebuilt the payment authorisation service in Go and cut the', 64, 734),
            run('p99 latency from 380 ms to 90 ms.', 64, 746),
            run('Maintained the set-top box provisioning backend written in', 64, 760),
          ],
        },
        {
          width: 595,
          height: 842,
          items: [run('Java and Kotlin for two million households.', 64, 40), heading('EDUCATION', 70)],
        },
      ]
      expect(layoutPdf(pages).text.split('\n')).toContain(
        '• Maintained the set-top box provisioning backend written in Java and Kotlin for two million households.',
      )
    })
  })

  it('reads contact cells that run above a sidebar with the header, not after the main column', () => {
    const main = [
      'PROFILE',
      'Engineer with ten years of experience.',
      'EXPERIENCE',
      'Lead Engineer, Acme GmbH',
      'Built the data platform.',
      'Platform Engineer, Globex',
      'Ran the Kafka clusters.',
      'EDUCATION',
      'M.Sc. Informatics, TU Berlin',
    ].map((line, index) => run(line, 45, 170 + index * 16))
    const aside = ['SKILLS', 'Python', 'Kubernetes', 'Terraform', 'LANGUAGES', 'German', 'English'].map(
      (line, index) => run(line, 400, 200 + index * 16),
    )
    const header = [
      run('Anna Schmidt', 45, 60, 25, 'bold'),
      ...[
        ['EMAIL', 'anna@example.de', 45],
        ['PHONE', '+49 170 1234567', 185],
        ['LINKEDIN', 'linkedin.com/in/anna', 400],
      ].flatMap(([label = '', value = '', x = 0]) => [
        run(label as string, x as number, 110, 6.6),
        run(value as string, x as number, 122, 8.6),
      ]),
    ]
    const lines = layoutPdf(page([...header, ...main, ...aside])).text.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'Anna Schmidt',
      'EMAIL\tPHONE\tLINKEDIN',
      'anna@example.de\t+49 170 1234567\tlinkedin.com/in/anna',
    ])
    expect(lines[lines.indexOf('M.Sc. Informatics, TU Berlin') + 1]).toBe('SKILLS')
  })

  it('keeps the columns of the page before on a page that holds only their last lines', () => {
    const sidebar = ['CONTACT', 'anna@example.de', 'SKILLS', 'Python', 'Kubernetes', 'Terraform']
    const main = [
      'EXPERIENCE',
      'Lead Engineer, Acme GmbH',
      'Built the data platform.',
      'Ran the Kafka clusters.',
    ]
    const first = [
      run('Anna Schmidt', 220, 56, 22, 'bold'),
      ...sidebar.map((line, index) => run(line, 20, 60 + index * 14)),
      ...main.map((line, index) => run(line, 220, 80 + index * 14)),
    ]
    const second = [
      run('Go', 20, 40),
      run('EDUCATION', 220, 40, 12, 'bold'),
      run('M.Sc. Informatics', 220, 56),
    ]
    const lines = layoutPdf([
      { width: 595, height: 842, items: first },
      { width: 595, height: 842, items: second },
    ]).text.split('\n')
    expect(lines.slice(-3)).toEqual(['EDUCATION', 'M.Sc. Informatics', 'Go'])
  })

  it('cuts between columns where the next one starts, not in the ragged end of a short main column', () => {
    // Page 1 of a short CV printed with modern-grid (pdf.js positions, rounded): a contact cell of
    // the header reaches across the gutter, and the main column's lines end well before it.
    const cells: Array<[string, number, number, number, number, string]> = [
      ['Jonas Becker', 45, 65, 157, 25, 'f1'],
      ['Softwareentwickler', 45, 86, 105, 11.5, 'f2'],
      ['E-MAIL', 45, 122, 26, 6.6, 'f2'],
      ['jonas.becker@example.de', 45, 135, 104, 8.6, 'f3'],
      ['TELEFON', 169, 122, 32, 6.6, 'f2'],
      ['+49 151 23456789', 169, 135, 76, 8.6, 'f3'],
      ['WOHNORT', 265, 122, 37, 6.6, 'f2'],
      ['50667 Köln', 265, 135, 46, 8.6, 'f3'],
      ['WEBSITE', 331, 122, 33, 6.6, 'f2'],
      ['xing.com/profile/Jonas_Becker', 331, 135, 123, 8.6, 'f3'],
      ['P R O F I L', 59, 173, 33, 8, 'f1'],
      ['Softwareentwickler mit sechs Jahren Erfahrung in Java und Spring.', 45, 195, 275, 9.2, 'f4'],
      ['Schwerpunkt auf Versicherungs- und Bankensoftware.', 45, 209, 223, 9.2, 'f4'],
      ['B E R U F S E R FA H R U N G', 59, 237, 92, 8, 'f1'],
      ['Softwareentwickler', 45, 260, 91, 10, 'f2'],
      ['Jan. 2020 – heute', 45, 272, 66, 8, 'f3'],
      ['AXA Konzern AG', 45, 286, 67, 8.8, 'f2'],
      ['· Köln', 115, 286, 23, 8.8, 'f4'],
      ['Entwicklung von Microservices für die Schadenbearbeitung', 58, 302, 243, 9.2, 'f4'],
      ['Einführung von Testautomatisierung mit JUnit 5', 58, 318, 196, 9.2, 'f4'],
      ['Junior Entwickler', 45, 344, 82, 10, 'f2'],
      ['Aug. 2017 – Dez. 2019', 45, 356, 83, 8, 'f3'],
      ['adesso SE', 45, 371, 41, 8.8, 'f2'],
      ['· Dortmund', 89, 371, 45, 8.8, 'f4'],
      ['Weiterentwicklung eines Bestandssystems für Krankenkassen', 58, 387, 255, 9.2, 'f4'],
      ['Werkstudent Softwareentwicklung', 45, 413, 161, 10, 'f2'],
      ['Okt. 2015 – Juli 2017', 45, 425, 79, 8, 'f3'],
      ['Deutsche Telekom AG', 45, 440, 89, 8.8, 'f2'],
      ['· Bonn', 136, 440, 26, 8.8, 'f4'],
      ['Pflege interner Tools in Python', 58, 456, 126, 9.2, 'f4'],
      ['K E N N T N I S S E', 410, 185, 59, 8, 'f1'],
      ['Programmiersprachen', 397, 203, 79, 7.6, 'f2'],
      ['Java', 402, 220, 17, 7.8, 'f3'],
      ['Kotlin', 432, 220, 21, 7.8, 'f3'],
      ['Python', 467, 220, 25, 7.8, 'f3'],
      ['SQL', 506, 220, 14, 7.8, 'f3'],
      ['Frameworks', 397, 239, 44, 7.6, 'f2'],
      ['Spring Boot', 402, 257, 42, 7.8, 'f3'],
      ['Hibernate', 457, 257, 35, 7.8, 'f3'],
      ['Angular', 402, 274, 28, 7.8, 'f3'],
      ['Werkzeuge', 397, 294, 39, 7.6, 'f2'],
      ['Git', 402, 311, 10, 7.8, 'f3'],
      ['Jenkins', 426, 311, 28, 7.8, 'f3'],
      ['Docker', 467, 311, 25, 7.8, 'f3'],
      ['Jira', 506, 311, 13, 7.8, 'f3'],
      ['S P R AC H E N', 410, 358, 49, 8, 'f1'],
      ['Deutsch', 397, 378, 35, 9.2, 'f2'],
      ['Muttersprache', 489, 378, 50, 7.6, 'f4'],
      ['Englisch', 397, 404, 36, 9.2, 'f2'],
      ['C1 · Fließend', 493, 404, 45, 7.6, 'f4'],
      ['Spanisch', 397, 431, 39, 9.2, 'f2'],
      ['A2 · Grundkenntnisse', 465, 431, 74, 7.6, 'f4'],
      ['AU S B I L D U N G', 410, 483, 60, 8, 'f1'],
      ['Bachelor of Science, Informatik', 397, 503, 131, 9, 'f2'],
      ['Okt. 2013 – Sept. 2017', 397, 515, 81, 7.6, 'f3'],
      ['Rheinische Friedrich-Wilhelms-', 397, 527, 120, 8.2, 'f2'],
      ['Universität Bonn', 397, 539, 63, 8.2, 'f2'],
      ['· Bonn', 462, 539, 24, 8.2, 'f4'],
      ['Abschlussnote: 2,1', 397, 553, 71, 8.2, 'f4'],
      ['Abitur', 397, 575, 26, 9, 'f2'],
      ['Aug. 2005 – Juni 2013', 397, 586, 79, 7.6, 'f3'],
      ['Gymnasium Siegburg Alleestraße', 397, 598, 127, 8.2, 'f2'],
      ['·', 526, 598, 3, 8.2, 'f4'],
      ['Siegburg', 397, 610, 32, 8.2, 'f4'],
    ]
    const items = cells.map(([text, x, y, width, size, font]) => ({ text, x, y, width, size, font }))
    const lines = layoutPdf(page(items)).text.split('\n')
    const experience = lines.slice(lines.indexOf('BERUFSERFAHRUNG'), lines.indexOf('KENNTNISSE'))
    expect(experience).toEqual([
      'BERUFSERFAHRUNG',
      'Softwareentwickler',
      'Jan. 2020 – heute',
      'AXA Konzern AG · Köln',
      '• Entwicklung von Microservices für die Schadenbearbeitung',
      '• Einführung von Testautomatisierung mit JUnit 5',
      'Junior Entwickler',
      'Aug. 2017 – Dez. 2019',
      'adesso SE · Dortmund',
      '• Weiterentwicklung eines Bestandssystems für Krankenkassen',
      'Werkstudent Softwareentwicklung',
      'Okt. 2015 – Juli 2017',
      'Deutsche Telekom AG · Bonn',
      '• Pflege interner Tools in Python',
    ])
  })

  it('joins an e-mail address or link that a narrow sidebar broke inside, and nothing else', () => {
    const main = [
      'EXPERIENCE',
      'Lead Engineer at Acme',
      'Built the data platform',
      'Ran the Kafka clusters',
      'Platform Engineer at Globex',
      'Wrote the deployment tools',
      'EDUCATION',
      'M.Sc. Informatics',
    ].map((text, index) => run(text, 260, 74 + index * 14))
    // Contact lines of a sidebar box (small type, one leading apart), then its skills.
    const sidebar = (contact: string[]): string[] => {
      const items = [
        ...contact.map((text, index) => run(text, 40, 60 + index * 8, 7)),
        ...['SKILLS', 'Python', 'Kubernetes', 'Terraform'].map((text, index) => run(text, 40, 120 + index * 14)),
      ]
      const lines = layoutPdf(page([run('Anna Schmidt', 260, 56, 22, 'bold'), ...main, ...items])).text.split('\n')
      return lines.slice(lines.indexOf('M.Sc. Informatics') + 1, -4)
    }
    expect(sidebar(['Berlin', 'ANNA.SCHMIDT@EXAMPLE.', 'COM', '+49 170 1234567'])).toEqual([
      'Berlin',
      'ANNA.SCHMIDT@EXAMPLE.COM',
      '+49 170 1234567',
    ])
    expect(sidebar(['Berlin', 'anna.schmidt@example.ne', 't', 'https://example.org/in/', 'anna-schmidt'])).toEqual([
      'Berlin',
      'anna.schmidt@example.net',
      'https://example.org/in/anna-schmidt',
    ])
    expect(sidebar(['Berlin', 'anna.maria.schmid', 't@example.org'])).toEqual(['Berlin', 'anna.maria.schmidt@example.org'])
    // A label above the address, or a handle below it, stays a line of its own.
    expect(sidebar(['E-mail', 'anna.schmidt@example.org', 'annaschmidt'])).toEqual([
      'E-mail',
      'anna.schmidt@example.org',
      'annaschmidt',
    ])
  })

  it('reads cards set side by side card by card, and a date column beside its entries row by row', () => {
    const cards = [
      run('EDUCATION', 50, 100, 12),
      run('University of Lyon', 50, 120),
      run('Sep 2017 - Jul 2019', 50, 134, 9),
      run('DUT - Computer Science', 50, 147, 9),
      run('ECE Engineering School', 300, 120),
      run('Sep 2019 - Aug 2022', 300, 134, 9),
      run('Engineer Degree - Information Technology', 300, 147, 9),
      run('LANGUAGES', 50, 180, 12),
    ]
    expect(layoutPdf(page(cards)).text.split('\n')).toEqual([
      'EDUCATION',
      'University of Lyon',
      'Sep 2017 - Jul 2019',
      'DUT - Computer Science',
      'ECE Engineering School',
      'Sep 2019 - Aug 2022',
      'Engineer Degree - Information Technology',
      'LANGUAGES',
    ])
    const table = [
      run('Sep 2017 - Jul 2019', 50, 120),
      run('Data Engineer, Acme', 200, 120),
      run('Sep 2015 - Aug 2017', 50, 134),
      run('Analyst, Globex', 200, 134),
    ]
    expect(layoutPdf(page(table)).text.split('\n')).toEqual(['Sep 2017 - Jul 2019\tData Engineer, Acme', 'Sep 2015 - Aug 2017\tAnalyst, Globex'])
  })

  it('reads headings and date ranges in a margin as the labels of their rows when the text beside them has no headings', () => {
    // Each range set over two rows, its words apart; the margin's rows close together.
    const margin = [
      run('EXPERIENCE', 40, 100, 9),
      run('2022-06-01', 40, 112, 9),
      run('TO', 40, 124, 9),
      run('2023-04-01', 60, 124, 9),
      run('2020-01-01', 40, 136, 9),
      run('TO PRESENT', 40, 148, 9),
      run('SKILLS', 40, 200, 9),
      run('EDUCATION', 40, 240, 9),
      run('2018-09-01', 40, 252, 9),
      run('TO', 40, 264, 9),
      run('2022-06-01', 60, 264, 9),
    ]
    const main = [
      'Data Engineer, Acme',
      'Built the data platform of the company',
      'Ran the Kafka clusters in three regions',
      'Wrote the deployment tools for the team',
      'Mentored four junior engineers',
    ].map((text, index) => run(text, 200, 100 + index * 12))
    const skills = run('Python, SQL, Kafka, Terraform', 200, 200)
    const school = ['University of Lyon', 'B.Sc. Computer Science'].map((text, index) => run(text, 200, 240 + index * 20))
    const lines = layoutPdf(page([...margin, ...main, skills, ...school])).text.split('\n')
    expect(lines.indexOf('EXPERIENCE\tData Engineer, Acme')).toBe(0)
    expect(lines.findIndex((line) => line.startsWith('EDUCATION'))).toBeGreaterThan(lines.findIndex((line) => line.includes('Mentored')))
    expect(lines.findIndex((line) => line.startsWith('EDUCATION'))).toBeLessThan(lines.findIndex((line) => line.includes('B.Sc. Computer Science')))
  })

  it('joins a first cell that wrapped in its narrow column, not the line under a short cell', () => {
    // The school's column ends at 200, where the dates start.
    const wrapped = [
      run('University School of Physical', 50, 100),
      run('2010 - 2016', 205, 100),
      run('Education in Wroclaw', 50, 112),
    ]
    expect(layoutPdf(page(wrapped)).text).toBe('University School of Physical Education in Wroclaw\t2010 - 2016')
    // The dates a word space from the cell: one run on the page, two cells all the same.
    const close = [run('University School of Physical', 50, 100), run('2010 - 2016', 199, 100), run('Education in Wroclaw', 50, 112)]
    expect(layoutPdf(page(close)).text).toBe('University School of Physical Education in Wroclaw 2010 - 2016')
    const short = [run('Physiotherapist', 50, 100), run('2016 - 2021', 205, 100), run('Worked with patients', 50, 112)]
    expect(layoutPdf(page(short)).text.split('\n')).toEqual(['Physiotherapist\t2016 - 2021', 'Worked with patients'])
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
