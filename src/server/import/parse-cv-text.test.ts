import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CvData } from '#shared/cv/cv.schema'
import { AppError } from '#server/errors'
import { parseCvText } from './parse-cv-text'

const FRENCH = `Sophie Martin
Responsable logistique
sophie.martin@example.fr • 06 11 22 33 44 • Bordeaux

EXPÉRIENCES
Responsable logistique chez Cdiscount, Bordeaux    sept. 2019 – aujourd'hui
– Pilotage de 3 entrepôts et de 140 personnes
– Réduction des délais de livraison de 20 %
Chef d'équipe, Geodis, Lyon    2015 – 2019
– Organisation des tournées

FORMATION
Master en Logistique, Université de Bordeaux, 2013 – 2015

LANGUES
Français : langue maternelle ; Anglais : B2
`

const POLISH = `CURRICULUM VITAE
Anna Wiśniewska
Analityk danych
Tel.: +48 600 700 800 | E-mail: anna.w@example.pl

Doświadczenie zawodowe
od 02.2021 do chwili obecnej
Analityk danych
Allegro Sp. z o.o., Poznań
• Raporty sprzedażowe w Power BI

Wykształcenie
2016 – 2021 Uniwersytet Ekonomiczny w Poznaniu
Magister, Informatyka i ekonometria

Umiejętności
SQL, Python, Power BI
Języki obce
Angielski – C1, Niemiecki – B1
`

describe('parseCvText', () => {
  it('reads a name after a title and a comma as the employer when no employer is named otherwise', () => {
    const cv = parseCvText(
      ['Ana Example', 'ana@example.org', '', 'Experience', 'Frontend Engineer, Plotwise', 'Nov 2022 – Oct 2025', 'Built the charts.', '', 'Data Analyst, Acme GmbH, Hamburg', '2019 – 2022'].join('\n'),
    )
    expect(cv.experience.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Frontend Engineer', 'Plotwise', ''],
      ['Data Analyst', 'Acme GmbH', 'Hamburg'],
    ])
  })

  it('keeps a course that is still running ongoing, not a certificate dated at its start', () => {
    const cv = parseCvText(
      [
        'Jana Beispiel',
        'jana@example.de',
        '',
        'Weiterbildung und Zertifikate',
        'Scrum Master (Scrum.org)\t05/2021',
        'Fachwirt für Marketing (IHK)\t03/2023 – heute (berufsbegleitend)',
      ].join('\n'),
    )
    expect(cv.certifications.map((item) => [item.name, item.date])).toEqual([['Scrum Master', '2021-05']])
    expect(cv.courses).toHaveLength(1)
    expect(cv.courses?.[0]?.name).toMatch(/^Fachwirt für Marketing/)
    expect([cv.courses?.[0]?.startDate, cv.courses?.[0]?.endDate]).toEqual(['2023-03', ''])
  })

  it('reads an entry head set as a list item above its line of dates', () => {
    const cv = parseCvText(
      [
        'Ana Example',
        'ana@example.org',
        '',
        'Experience',
        '• Senior Software Engineer, Reditus SA',
        'juin, 2020 - Present',
        'I work on the asset marketplace as analyst and architect.',
        '• architect',
        '• Software Developer, Banco de Portugal',
        'sept., 2019 - avr., 2020',
        'Worked on the web services of the payment team.',
      ].join('\n'),
    )
    expect(cv.experience.map((job) => [job.title, job.company, job.startDate, job.current ? 'now' : job.endDate])).toEqual([
      ['Senior Software Engineer', 'Reditus SA', '2020-06', 'now'],
      ['Software Developer', 'Banco de Portugal', '2019-09', '2020-04'],
    ])
  })

  it('reads a French CV with "chez", a comma header and an open range', () => {
    const cv = parseCvText(FRENCH)
    expect(cv.personal).toMatchObject({
      fullName: 'Sophie Martin',
      title: 'Responsable logistique',
      phone: '06 11 22 33 44',
      location: 'Bordeaux',
    })
    expect(cv.experience).toMatchObject([
      {
        title: 'Responsable logistique',
        company: 'Cdiscount',
        location: 'Bordeaux',
        startDate: '2019-09',
        current: true,
      },
      { title: "Chef d'équipe", company: 'Geodis', location: 'Lyon', startDate: '2015', endDate: '2019' },
    ])
    expect(cv.experience[0]?.bullets).toHaveLength(2)
    expect(cv.education[0]).toMatchObject({
      degree: 'Master',
      field: 'Logistique',
      institution: 'Université de Bordeaux',
      endDate: '2015',
    })
    expect(cv.languages).toEqual([
      expect.objectContaining({ name: 'Français', level: 'native' }),
      expect.objectContaining({ name: 'Anglais', level: 'B2' }),
    ])
  })

  it('reads a Polish CV whose dates stand above the title', () => {
    const cv = parseCvText(POLISH)
    expect(cv.personal).toMatchObject({
      fullName: 'Anna Wiśniewska',
      title: 'Analityk danych',
      email: 'anna.w@example.pl',
      phone: '+48 600 700 800',
    })
    expect(cv.experience[0]).toMatchObject({
      title: 'Analityk danych',
      company: 'Allegro Sp. z o.o.',
      location: 'Poznań',
      startDate: '2021-02',
      current: true,
    })
    expect(cv.education[0]).toMatchObject({
      institution: 'Uniwersytet Ekonomiczny w Poznaniu',
      degree: 'Magister',
      field: 'Informatyka i ekonometria',
    })
    expect(cv.skills[0]?.items.map((item) => item.name)).toEqual(['SQL', 'Python', 'Power BI'])
    expect(cv.languages.map((language) => `${language.name}:${language.level}`)).toEqual([
      'Angielski:C1',
      'Niemiecki:B1',
    ])
  })

  it('finds the headline below a grid of contact cells beside the name', () => {
    const cv = parseCvText(
      'Daniel Okafor\ndaniel.okafor@example.com\t+44 7700 900123\nLondon, United Kingdom\tlinkedin.com/in/danielokafor\nSenior Backend Engineer\tgithub.com/dokafor\n\nPROFILE\nBackend engineer with nine years of experience.\n',
    )
    expect(cv.personal).toMatchObject({ fullName: 'Daniel Okafor', title: 'Senior Backend Engineer' })
  })

  it('keeps skill groups as the CV groups them and separates programming from spoken languages', () => {
    const cv = parseCvText(
      'Max Muster\n\nSKILLS\nLanguages: Go, Rust, Java\nCloud: AWS, GCP\nSpoken languages: German (native), English (C1)\n',
    )
    expect(cv.skills.map((group) => group.category)).toEqual(['Languages', 'Cloud'])
    expect(cv.languages.map((language) => language.level)).toEqual(['native', 'C1'])
  })

  it('reads links, certifications and projects', () => {
    const cv = parseCvText(
      'Jan de Boer\njan@example.nl | linkedin.com/in/jandeboer | github.com/jdb | jandeboer.dev\n\nCertificaten\nPRINCE2 Foundation, AXELOS, 2020\n\nProjecten\nRoute planner 2022\nTech: Kotlin, PostGIS\n• Planned 10k deliveries a day\n',
    )
    expect(cv.personal.links.map((link) => link.kind)).toEqual(['linkedin', 'github', 'website'])
    expect(cv.certifications[0]).toMatchObject({ name: 'PRINCE2 Foundation', issuer: 'AXELOS', date: '2020' })
    expect(cv.projects[0]).toMatchObject({
      name: 'Route planner',
      tech: ['Kotlin', 'PostGIS'],
      bullets: ['Planned 10k deliveries a day'],
    })
  })

  it('keeps HTML and script in CV text as plain text', () => {
    const cv = parseCvText(
      '<b>Eve Hacker</b>\n<script>alert(1)</script>\n\nSkills\n<img src=x onerror=alert(1)>, SQL\n',
    )
    const json = JSON.stringify(cv)
    expect(json).toContain('<img src=x onerror=alert(1)>')
    expect(CvData.safeParse(cv).success).toBe(true)
  })

  it('refuses blank text with the builder message', () => {
    expect(() => parseCvText('   \n\t ')).toThrow(AppError)
    expect(() => parseCvText('')).toThrow('Please paste some CV text to parse')
  })

  it('answers 5 MB of random text with a valid CV in bounded time', () => {
    const words = [
      'Engineer',
      '2019',
      '–',
      'heute',
      'Acme',
      'GmbH',
      '@',
      'SKILLS',
      'Berlin',
      '•',
      ',',
      '\n',
      '\t',
      'x'.repeat(40),
    ]
    let seed = 7
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const parts: string[] = []
    let length = 0
    while (length < 5 * 1024 * 1024) {
      const word = words[Math.floor(random() * words.length)] ?? ''
      parts.push(word)
      length += word.length + 1
    }
    const started = performance.now()
    const cv = parseCvText(parts.join(' '))
    expect(CvData.safeParse(cv).success).toBe(true)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('turns any text into a valid CV or a clear error, never another exception', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2_000 }), (text) => {
        try {
          expect(CvData.safeParse(parseCvText(text)).success).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(AppError)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('turns any arrangement of CV-like lines into a valid CV', () => {
    const line = fc.oneof(
      fc.constantFrom(
        'Berufserfahrung',
        'EDUCATION',
        'Skills:',
        'Sprachen',
        'seit 2021',
        '03/2019 – heute',
        '• led a team',
        'Acme GmbH, Berlin',
      ),
      fc.constantFrom(
        'Senior Engineer at Acme',
        'B.Sc. Informatik, TU München',
        'anna@example.de',
        '+49 170 1234567',
        'Deutsch – C1',
      ),
      fc.string({ maxLength: 80 }),
    )
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 80 }), (lines) => {
        try {
          expect(
            CvData.safeParse(
              parseCvText(lines.join(fc.sample(fc.constantFrom('\n', '\t', '   '), 1)[0] ?? '\n')),
            ).success,
          ).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(AppError)
        }
      }),
      { numRuns: 300 },
    )
  })
})
