import { describe, expect, it } from 'vitest'
import { foldAccents, languageChoices } from './page-language'

// Readings of a Polish CV with the German and English data lose their ogoneks and strokes.
const POLISH_WITHOUT_ACCENTS =
  'Zajmuje sie cyfrowa dostepnoscia od wielu lat. Realizuje szkolenia, w tym online, pisze newsletter, prowadze blog. ' +
  'SPECJALISTA DO SPRAW DOSTEPNOSCI CYFROWEJ DORADCA DO SPRAW KONWENCJI PRAW OSOB NIEPELNOSPRAWNYCH UNIWERSYTET WARSZAWSKI'

describe('the language of a page read without its own trained data', () => {
  it('folds accents and strokes', () => {
    expect(foldAccents('Dostępności')).toBe('dostepnosci')
    expect(foldAccents('Straße')).toBe('strasse')
    expect(foldAccents('Łódź')).toBe('lodz')
  })

  it('tries Polish for a Polish page whose "do" looks Portuguese, and keeps the likely languages for German', () => {
    const choices = languageChoices(POLISH_WITHOUT_ACCENTS.split(' '), ['deu', 'eng'])
    expect(choices.map(([language]) => language)).toContain('pol')
    expect(choices.every((choice) => choice.length === 2)).toBe(true)
    const german = 'Herr Muster war vom 1. März 2020 bis zum 30. Juni 2024 bei uns als Entwickler tätig und hat mit dem Team die Plattform für unsere Kunden gebaut'
    expect(languageChoices(german.split(' '), ['deu', 'eng'])).toEqual([['deu', 'eng']])
  })

  it('keeps the likely languages as they are when the page is in one of them', () => {
    const english = 'I worked with the team on the platform for our customers and was responsible for the roadmap of the product'
    expect(languageChoices(english.split(' '), ['deu', 'eng'])).toEqual([['deu', 'eng']])
  })

  it('changes nothing on a page of names and dates', () => {
    expect(languageChoices(['Florian', 'Brandt', '10/2019', 'München'], ['fra', 'deu', 'eng'])).toEqual([['fra', 'deu', 'eng']])
  })
})
