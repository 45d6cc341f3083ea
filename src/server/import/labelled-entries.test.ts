import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// Form-like CVs as Word tables write them: every value behind its label.
const SPANISH_FORM = [
  'Datos personales',
  'Apellidos:\tGarrido Ruiz',
  'Nombre:\tMarta',
  'Teléfono:\t634120987',
  'Correo electrónico:\tmarta.garrido@example.es',
  'Experiencia laboral',
  'Período:\t03/2020 – actualidad',
  'Empresa:\tClínica Dental Sonrisa, Sevilla',
  'Cargo:\tHigienista dental',
  'Funciones:\t• Limpiezas y selladores',
  '• Radiografías intraorales',
  'Período:\t09/2016 – 02/2020',
  'Empresa:\tCentro Médico Triana, Sevilla',
  'Cargo:\tAuxiliar de clínica',
  'Formación académica',
  'Período:\t09/2014 – 06/2016',
  'Institución:\tIES Albert Einstein, Sevilla',
  'Titulación:\tTécnico Superior en Higiene Bucodental (Nota media 8,4)',
].join('\n')

describe('labelled entries and personal details', () => {
  it('reads jobs and schools from label/value rows, in any order of the labels', () => {
    const cv = parseCvText(SPANISH_FORM)
    expect(cv.experience.map((job) => [job.title, job.startDate, job.current ? 'now' : job.endDate])).toEqual([
      ['Higienista dental', '2020-03', 'now'],
      ['Auxiliar de clínica', '2016-09', '2020-02'],
    ])
    expect(cv.experience[0]?.company).toContain('Clínica Dental Sonrisa')
    expect(cv.experience[0]?.bullets).toEqual(['Limpiezas y selladores', 'Radiografías intraorales'])
    expect(cv.education[0]?.institution).toContain('IES Albert Einstein')
    expect(cv.education[0]?.gpa).toBe('8,4')
  })

  it('joins a given name and a family name given in separate rows, and takes a labelled bare phone number', () => {
    const cv = parseCvText(SPANISH_FORM)
    expect(cv.personal.fullName).toBe('Marta Garrido Ruiz')
    expect(cv.personal.phone).toBe('634120987')
  })

  it('reads "Nom" as the family name beside "Prénom"', () => {
    const cv = parseCvText('Prénom : Claire\nNom : Lefèvre\nTél : 0612345678\nExpérience\n2019 – 2021 Comptable, Fidal, Lyon')
    expect(cv.personal.fullName).toBe('Claire Lefèvre')
    expect(cv.personal.phone).toBe('0612345678')
  })
})

describe('headline', () => {
  it('takes the latest job title when no headline stands under the name, never an address', () => {
    const cv = parseCvText(
      [
        'Ciarán Byrne',
        "22 Harold's Cross Road, D6W Dublin",
        'Phone: 087 555 0192 | Email: ciaran.byrne@example.ie',
        'Employment History',
        'October 2020 – Present Financial Controller',
        'Greenvale Foods Ltd, Naas',
        'May 2016 – September 2020 Audit Senior',
        'KPMG, Dublin',
      ].join('\n'),
    )
    expect(cv.personal.title).toBe('Financial Controller')
  })

  it('reads the job sought from a Europass row and keeps the place of birth', () => {
    const cv = parseCvText(
      [
        'ANGABEN ZUR PERSON\tFranziska Obermaier',
        'Geburtsdatum 14.06.1989 in Rostock | Staatsangehörigkeit deutsch',
        'GEWÜNSCHTE\tStudienrätin für Deutsch und Geschichte',
        'BESCHÄFTIGUNG',
        'BERUFSERFAHRUNG',
        '09/2017–heute\tStudienrätin',
        'Gymnasium München-Nord, München',
      ].join('\n'),
    )
    expect(cv.personal.title).toBe('Studienrätin für Deutsch und Geschichte')
    expect(cv.personal.dateOfBirth).toBe('14.06.1989')
    expect(cv.personal.placeOfBirth).toBe('Rostock')
    expect(cv.personal.nationality).toBe('deutsch')
  })

  it('never takes a photo placeholder, a link or the own name as the headline', () => {
    for (const line of ['[Foto]', 'github.com/jdoe', 'Jana Doe']) {
      const cv = parseCvText(`Jana Doe\n${line}\nBerufserfahrung\n2019 – heute Pflegefachfrau, Charité, Berlin`)
      expect(cv.personal.title).toBe('Pflegefachfrau')
    }
  })
})

describe('contact data outside the header', () => {
  it('reads a footer line with address, phone and e-mail as contact, not as the last section', () => {
    const cv = parseCvText(
      [
        'Aylin Demir',
        'Berufserfahrung',
        'Medizinische Fachangestellte – Hausarztpraxis Dr. Wilkens, Bremen',
        '08/2018 – heute',
        'Sprachen',
        'Deutsch: Muttersprache',
        'Am Wall 143, 28195 Bremen · Telefon 0421 69920318 · aylin.demir@example.de',
      ].join('\n'),
    )
    expect(cv.personal.email).toBe('aylin.demir@example.de')
    expect(cv.personal.location).toContain('Bremen')
    expect(cv.languages.map((language) => language.name)).toEqual(['Deutsch'])
  })

  it('reads postal codes of the product countries as the place', () => {
    const cv = parseCvText('Inês Carvalho\nDados pessoais\nAvenida de Roma 72\n1700-348 Lisboa\nines@example.pt')
    expect(cv.personal.location).toContain('Lisboa')
  })
})

describe('name behind a monogram', () => {
  it('takes the name the initials in the largest type stand for', () => {
    const cv = parseCvText('RA\nKONTAKT\n8003 Zürich\nReto Ammann\nApplikationsentwickler\nPROFIL\nEntwickler.', {
      nameLine: 'RA',
    })
    expect(cv.personal.fullName).toBe('Reto Ammann')
    expect(cv.personal.title).toBe('Applikationsentwickler')
  })
})
