import { describe, expect, it } from 'vitest'
import { splitBirth } from './extract-contact'
import { parseCvText } from './parse-cv-text'

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
    const cv = await parseCvText(['Ana Souza', 'Desenvolvedora', 'ana@example.com · (37) 39859-7463', 'Experiência', 'Analista, Acme Ltda (12) 2019-2021'].join('\n'))
    expect(cv.personal.phone).toBe('(37) 39859-7463')
    const landline = await parseCvText(['Ana Souza', 'ana@example.com', '(52) 6632-4531'].join('\n'))
    expect(landline.personal.phone).toBe('(52) 6632-4531')
    const noPhone = await parseCvText(['Ana Souza', 'ana@example.com', 'Experiência', 'Analista (12) 2019-2021'].join('\n'))
    expect(noPhone.personal.phone).toBe('')
  })
})
