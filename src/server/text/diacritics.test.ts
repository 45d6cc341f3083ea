import { describe, expect, it } from 'vitest'
import { recombineSpacingAccents } from './diacritics'

describe('recombineSpacingAccents', () => {
  it.each([
    ['Sabine K¨uhn', 'Sabine Kühn'],
    ['Educaci´on', 'Educación'],
    ['Bego˜na Mart´ın S´aez', 'Begoña Martín Sáez'],
    ['Infirmi`ere dipl\u02c6om´ee d’´Etat', 'Infirmière diplômée d’État'],
    ['Główna ksi ˛egowa, sprawozda ´n', 'Główna księgowa, sprawozdań'],
    ['rachunkowo´s´c', 'rachunkowość'],
    ['Fran¸cais', 'Français'],
  ])('puts the marks of %s on their letters', (text, expected) => {
    expect(recombineSpacingAccents(text)).toBe(expected)
  })

  it('keeps a real space before an accented word and ASCII marks used otherwise', () => {
    expect(recombineSpacingAccents('Encadrement des ´etudiants')).toBe('Encadrement des étudiants')
    expect(recombineSpacingAccents('~5 years, a^2, `code`')).toBe('~5 years, a^2, `code`')
  })

  it('drops a mark left without its letter', () => {
    expect(recombineSpacingAccents('Uber mich¨')).toBe('Uber mich')
  })
})
