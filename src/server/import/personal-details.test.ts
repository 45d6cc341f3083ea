import { describe, expect, it } from 'vitest'
import { splitBirth } from './extract-contact'
import { parseCvText } from './parse-cv-text'
import { isStreetLine } from './street-line'

describe('birth date, place of birth and marital status', () => {
  it('splits a place written after the year of birth, in several languages', () => {
    expect(splitBirth('14.06.1989 in Rostock')).toEqual({ date: '14.06.1989', place: 'Rostock' })
    expect(splitBirth('12 mars 1990 à Lyon')).toEqual({ date: '12 mars 1990', place: 'Lyon' })
    expect(splitBirth('3 de mayo de 1991 en Sevilla')).toEqual({
      date: '3 de mayo de 1991',
      place: 'Sevilla',
    })
    expect(splitBirth('1989-06-14, Rostock')).toEqual({ date: '1989-06-14', place: 'Rostock' })
    expect(splitBirth('12.04.1988')).toEqual({ date: '12.04.1988', place: '' })
    // No year, no split: the words after "in" may be part of the date as the person wrote it.
    expect(splitBirth('im Juni in Rostock')).toEqual({ date: 'im Juni in Rostock', place: '' })
  })

  it('reads the labelled details of a German CV into their own fields', () => {
    const cv = parseCvText(`Lebenslauf
Jonas Becker
jonas.becker@example.de | 0176 1234567 | Leipzig

Persönliche Daten
Geburtsdatum: 14.06.1989 in Rostock
Familienstand: ledig
Staatsangehörigkeit: deutsch

Berufserfahrung
Elektroniker, Stadtwerke Leipzig GmbH    09/2012 – heute
- Wartung der Umspannwerke
`)
    expect(cv.personal).toMatchObject({
      fullName: 'Jonas Becker',
      dateOfBirth: '14.06.1989',
      placeOfBirth: 'Rostock',
      maritalStatus: 'ledig',
      nationality: 'deutsch',
    })
  })

  it('takes a labelled place of birth over one written after the date', () => {
    const cv = parseCvText(`Marie Dubois
marie.dubois@example.fr

Informations personnelles
Date de naissance : 02/03/1992
Lieu de naissance : Nantes
Situation familiale : mariée

Expérience professionnelle
Comptable, Cabinet Morel, Nantes    2016 – 2024
`)
    expect(cv.personal).toMatchObject({
      dateOfBirth: '02/03/1992',
      placeOfBirth: 'Nantes',
      maritalStatus: 'mariée',
    })
  })
})

describe('phone numbers', () => {
  it('reads an area code in brackets before a hyphenated number (Brazil), but not a year range', async () => {
    const cv = await parseCvText(
      [
        'Ana Souza',
        'Desenvolvedora',
        'ana@example.com · (37) 39859-7463',
        'Experiência',
        'Analista, Acme Ltda (12) 2019-2021',
      ].join('\n'),
    )
    expect(cv.personal.phone).toBe('(37) 39859-7463')
    const landline = await parseCvText(['Ana Souza', 'ana@example.com', '(52) 6632-4531'].join('\n'))
    expect(landline.personal.phone).toBe('(52) 6632-4531')
    const noPhone = await parseCvText(
      ['Ana Souza', 'ana@example.com', 'Experiência', 'Analista (12) 2019-2021'].join('\n'),
    )
    expect(noPhone.personal.phone).toBe('')
  })
})

describe('street address', () => {
  const cvWith = (...contact: string[]) =>
    parseCvText(
      [...contact, '', 'Berufserfahrung', 'Elektroniker, Stadtwerke Leipzig GmbH    09/2012 – heute'].join(
        '\n',
      ),
    )

  it('splits the street from the postal code and town on a contact line', () => {
    for (const lines of [
      ['Max Mustermann', 'Musterstraße 12, 70173 Stuttgart', 'max@example.de | 0176 1234567'],
      ['Max Mustermann', 'Musterstraße 12 · 70173 Stuttgart · max@example.de · 0176 1234567'],
    ]) {
      expect(cvWith(...lines).personal).toMatchObject({
        address: 'Musterstraße 12',
        location: '70173 Stuttgart',
      })
    }
    expect(
      cvWith('John Smith', '22 Baker Street, London NW1 6XE', 'john@example.co.uk').personal,
    ).toMatchObject({
      address: '22 Baker Street',
      location: 'London NW1 6XE',
    })
  })

  it('reads a street on a line of its own as the street, never as the headline', () => {
    const cv = cvWith('Max Mustermann', 'Musterstraße 12', '70173 Stuttgart', 'max@example.de')
    expect(cv.personal).toMatchObject({ address: 'Musterstraße 12', location: '70173 Stuttgart' })
    expect(cv.personal.title).not.toBe('Musterstraße 12')
  })

  it('reads labelled address rows in several languages', () => {
    const cases: Array<[string, string, string]> = [
      ['Anschrift: Musterstraße 12, 70173 Stuttgart', 'Musterstraße 12', '70173 Stuttgart'],
      ['Adresse : 12 rue de la Paix, 75002 Paris', '12 rue de la Paix', '75002 Paris'],
      ['Dirección: Calle Mayor 5, 28013 Madrid', 'Calle Mayor 5', '28013 Madrid'],
      ['Indirizzo: Via Roma 10, 20121 Milano', 'Via Roma 10', '20121 Milano'],
      ['Endereço: Rua Augusta 100, 1100-053 Lisboa', 'Rua Augusta 100', '1100-053 Lisboa'],
      ['Adres: Keizersgracht 12, 1015 CX Amsterdam', 'Keizersgracht 12', '1015 CX Amsterdam'],
      ['Adres ul. Długa 5, 80-266 Gdańsk', 'ul. Długa 5', '80-266 Gdańsk'],
      ['Address: 22 Baker Street', '22 Baker Street', ''],
      ['Location\tAddress\t22 Baker Street', '22 Baker Street', ''],
    ]
    for (const [row, street, place] of cases) {
      const personal = cvWith('Anna Beispiel', 'anna@example.com', row).personal
      expect(personal.address, row).toBe(street)
      expect(personal.location, row).toBe(place)
    }
  })

  it('never takes a street for the town, nor a postal code and town for a street', () => {
    // A four-digit house number reads like a postal code; the street word says what it is.
    expect(
      cvWith('Anna Beispiel', 'anna@example.com', 'Adresse 4821 Impasse des Lilas').personal,
    ).toMatchObject({
      address: '4821 Impasse des Lilas',
      location: '',
    })
    expect(
      cvWith('Anna Beispiel', 'anna@example.com', '69150, Décines-Charpieu, (France)').personal,
    ).not.toHaveProperty('address')
  })

  it('takes no town and no sentence for a street', () => {
    for (const line of ['9000 St. Gallen', '29400 Ronda', '1015 CX Amsterdam']) {
      const personal = cvWith('Anna Beispiel', `anna@example.com | ${line}`).personal
      expect(personal, line).not.toHaveProperty('address')
      expect(personal.location, line).toBe(line)
    }
    expect(isStreetLine('Led a team of 12 via Scrum')).toBe(false)
    expect(isStreetLine('Office 365 Place')).toBe(false)
    expect(
      [
        'Musterstraße 12',
        '12 rue de la Paix',
        'ul. Długa 5',
        'Neubaugasse 17/4',
        'Avenida da Liberdade 245, 3.º Dto.',
      ].every(isStreetLine),
    ).toBe(true)
  })

  it('keeps a town without a street out of the street field', () => {
    expect(cvWith('Max Mustermann', 'Wohnort: Stuttgart', 'max@example.de').personal).not.toHaveProperty(
      'address',
    )
    expect(cvWith('Max Mustermann', 'max@example.de | 0176 1234567 | Leipzig').personal).not.toHaveProperty(
      'address',
    )
  })
})

describe('a name and a headline on one line', () => {
  const personal = (line: string) =>
    parseCvText(`${line}\nanna@example.org\n\nExperience\nData Engineer, Acme GmbH 2020 – 2024`).personal

  it('splits "Name, Headline" at the comma', () => {
    expect(personal('Anna Schmidt, Senior Data Engineer')).toMatchObject({
      fullName: 'Anna Schmidt',
      title: 'Senior Data Engineer',
    })
  })

  it('keeps a degree after the name out of the headline', () => {
    expect(personal('Anna Schmidt, PhD').title).not.toBe('PhD')
    expect(personal('Anna Schmidt, M.Sc.').title).not.toBe('M.Sc.')
  })
})
