import { describe, expect, it } from 'vitest'
import { readClosingLine } from './closing'
import { parseCvText } from './parse-cv-text'

describe('the closing place/date line', () => {
  it.each([
    ['Freiburg im Breisgau, 12.03.2025', 'Freiburg im Breisgau', '2025-03-12', ''],
    ['Berlin, den 3. März 2025', 'Berlin', '2025-03-03', ''],
    ['Graz, am 7. Jänner 2025 Lukas Pichler', 'Graz', '2025-01-07', 'Lukas Pichler'],
    ['Nantes, le 1er avril 2025', 'Nantes', '2025-04-01', ''],
    ['Sevilla, a 12 de marzo de 2025', 'Sevilla', '2025-03-12', ''],
    ['Padova, lì 21 giugno 2024', 'Padova', '2024-06-21', ''],
    ['Coimbra, 7 de outubro de 2024', 'Coimbra', '2024-10-07', ''],
    ['Eindhoven, 14 februari 2025', 'Eindhoven', '2025-02-14', ''],
    ['Kraków, dnia 3 maja 2025 r.', 'Kraków', '2025-05-03', ''],
    ['Bristol, 3rd March 2025', 'Bristol', '2025-03-03', ''],
  ])('reads "%s"', (line, place, date, rest) => {
    expect(readClosingLine(line)).toEqual({ place, date, rest, byMonthOnly: false })
  })

  // A month alone cannot fill the day: the place is kept and the day printed is the export's.
  it.each([
    ['Esslingen, im März 2024', 'Esslingen', '', false],
    ['Esslingen, im März 2024 Julia Beispiel', 'Esslingen', 'Julia Beispiel', false],
    ['Rennes, en mars 2024', 'Rennes', '', false],
    ['Valencia, en marzo de 2024', 'Valencia', '', false],
    ['Bari, a marzo 2024', 'Bari', '', false],
    ['Braga, em março de 2024', 'Braga', '', false],
    ['Utrecht, in maart 2024', 'Utrecht', '', false],
    ['Gdańsk, marzec 2024 r.', 'Gdańsk', '', true],
    ['Leeds, March 2024', 'Leeds', '', true],
  ])('reads the month closing "%s"', (line, place, rest, byMonthOnly) => {
    expect(readClosingLine(line)).toEqual({ place, date: '', rest, byMonthOnly })
  })

  it('is no closing when the line is an entry, a range or a month', () => {
    for (const line of [
      'Siemens AG, 01.02.2019',
      'Projektleiter, 12.03.2020',
      'Berlin, 01.03.2019 – 30.06.2021',
      'Hamburg, 03/2025',
      'Goethe-Zertifikat C1, 12.05.2019',
      'Mittlere Reife, Realschule Kröpelin',
    ])
      expect(readClosingLine(line)?.rest ?? 'none').not.toBe('')
  })

  it('fills the closing and keeps the line and the signature out of the last section (de)', () => {
    const cv = parseCvText(`Tabellarischer Lebenslauf
Franziska Wendt
Gartenstraße 12, 79098 Freiburg · 0761 4455667 · f.wendt@example.de

Berufserfahrung
04/2019 – heute    Erzieherin, Kita Sonnenblume, Freiburg
• Leitung einer Krippengruppe mit zwölf Kindern

Kenntnisse
Musikalische Früherziehung, Erste Hilfe am Kind, Portfolioarbeit

Freiburg im Breisgau, den 12. März 2025
______________________
Franziska Wendt
`)
    expect(cv.closing).toEqual({ place: 'Freiburg im Breisgau', date: '2025-03-12', signature: '' })
    const skills = cv.skills.flatMap((group) => group.items.map((item) => item.name))
    expect(skills).toEqual(['Musikalische Früherziehung', 'Erste Hilfe am Kind', 'Portfolioarbeit'])
    expect(cv.experience).toHaveLength(1)
  })

  it('never takes the closing as a job or a school when it follows them (pl, es)', () => {
    const polish = parseCvText(`Tomasz Wróbel
tomasz.wrobel@example.pl | +48 601 234 567

Doświadczenie zawodowe
03/2018 – obecnie    Magazynier, Hurtownia Bałtyk Sp. z o.o., Gdynia

Wykształcenie
2012 – 2015    Technikum Logistyczne, Gdańsk

Gdańsk, dnia 3 maja 2025 r.
Tomasz Wróbel
`)
    expect(polish.closing).toMatchObject({ place: 'Gdańsk', date: '2025-05-03' })
    expect(polish.experience).toHaveLength(1)
    expect(polish.education).toHaveLength(1)
    expect(JSON.stringify(polish.education)).not.toContain('2025')

    const spanish = parseCvText(`Lucía Herrero Gil
lucia.herrero@example.es · 612 345 678 · Zaragoza

Experiencia profesional
2020 – actualidad    Técnica de laboratorio, Laboratorios Ebro S.L., Zaragoza

Zaragoza, 28 de febrero de 2025
`)
    expect(spanish.closing).toMatchObject({ place: 'Zaragoza', date: '2025-02-28' })
    expect(spanish.experience.map((job) => job.company)).toEqual(['Laboratorios Ebro S.L.'])
  })

  it('takes a month closing after a "Sonstiges" section, never as an engagement (de)', () => {
    const cv = parseCvText(`Lebenslauf
Julia Beispiel
julia@example.de · 0711 000000

Berufserfahrung
04/2019 – heute\tBuchhalterin, Autohaus Muster GmbH, Esslingen

Sonstiges
Führerschein Klasse B
Ehrenamt: Kassenwartin im Sportverein

Esslingen, im März 2024
Julia Beispiel
`)
    expect(cv.closing).toEqual({ place: 'Esslingen', date: '', signature: '' })
    const texts = JSON.stringify([cv.volunteering, cv.customSections, cv.experience])
    expect(texts).not.toContain('Esslingen, im')
    expect(texts).not.toContain('2024-03')
    expect(cv.volunteering?.map((entry) => entry.role)).toEqual(['Kassenwartin im Sportverein'])
    expect(cv.customSections?.flatMap((section) => section.entries.map((entry) => entry.title))).toContain(
      'Führerschein Klasse B',
    )
  })

  it('keeps a month without an intro word as an entry when more follows it', () => {
    const cv = parseCvText(`Anna Beispiel
anna@example.org

Vorträge
Berlin, März 2024
Konferenz für Buchhaltung

Berufserfahrung
2019 – heute\tBuchhalterin, Muster GmbH
`)
    expect(cv.closing).toBeUndefined()
  })

  it('leaves the closing empty when the CV has none', () => {
    const cv = parseCvText(`Ana Costa
ana.costa@example.pt

Experiência profissional
2019 – 2023    Enfermeira, Hospital de Braga, Braga
`)
    expect(cv.closing).toBeUndefined()
  })
})

describe('interests', () => {
  it.each([
    ['Interessen', 'Bouldern, Imkerei (zwei Völker), Jazzgitarre', ['Bouldern', 'Imkerei', 'Jazzgitarre']],
    ['Hobbys', '• Schach\n• Mountainbiken', ['Schach', 'Mountainbiken']],
    ['Interests', 'Sea kayaking; Amateur astronomy', ['Sea kayaking', 'Amateur astronomy']],
    ["Centres d'intérêt", 'Céramique, Course d’orientation', ['Céramique', 'Course d’orientation']],
    ['Loisirs', 'Voile, Jardinage', ['Voile', 'Jardinage']],
    ['Aficiones', 'Senderismo, Fotografía nocturna', ['Senderismo', 'Fotografía nocturna']],
    ['Interessi', 'Vela, Cucina regionale', ['Vela', 'Cucina regionale']],
    ['Interesses', 'Surf, Xadrez', ['Surf', 'Xadrez']],
    ["Hobby's", 'Zeilen, Tuinieren', ['Zeilen', 'Tuinieren']],
    ['Zainteresowania', 'Żeglarstwo, Szachy', ['Żeglarstwo', 'Szachy']],
  ])('reads the "%s" section into interests', (heading, body, names) => {
    const cv = parseCvText(`Kim Example
kim@example.com

${heading}
${body}
`)
    expect(cv.interests?.map((interest) => interest.name)).toEqual(names)
    expect(cv.skills).toEqual([])
  })

  it('keeps details in brackets or after a colon as keywords, and a wrapped list whole', () => {
    const cv = parseCvText(`Jonas Albrecht
jonas.albrecht@example.de

Hobbys und Interessen
Imkerei (zwei Völker, Bioland)
Lesen: Krimis, Sachbücher
Segelfliegen, Freiwillige Feuerwehr,
Modellbau
`)
    expect(cv.interests?.map((interest) => [interest.name, interest.keywords])).toEqual([
      ['Imkerei', ['zwei Völker', 'Bioland']],
      ['Lesen', ['Krimis', 'Sachbücher']],
      ['Segelfliegen', []],
      ['Freiwillige Feuerwehr', []],
      ['Modellbau', []],
    ])
  })
})
