import { describe, expect, it } from 'vitest'
import { joinHyphenatedWraps, toLines } from './lines'

const joined = (text: string): string[] =>
  joinHyphenatedWraps(toLines(text)).map((line) => line.cells.join(' | '))

describe('joinHyphenatedWraps', () => {
  it('joins a word the typesetter broke at the line end', () => {
    expect(joined('09/2016–heute\tElektroniker, Stadtwerke Ro-\nstock AG, Rostock')).toEqual([
      '09/2016–heute | Elektroniker, Stadtwerke Rostock AG, Rostock',
    ])
    expect(
      joined('Staff Nurse, Manchester Royal Infir-\tJune 2021–Present\nExperience\tmary, Manchester.'),
    ).toEqual(['Staff Nurse, Manchester Royal Infirmary, Manchester. | June 2021–Present', 'Experience'])
  })

  it('keeps an elision hyphen before a conjunction and the hyphen of a dotted e-mail name', () => {
    expect(joined('Gesundheits-\nund Krankenpflegerin')).toEqual(['Gesundheits- und Krankenpflegerin'])
    expect(joined('reto.ammann-\nwuethrich@example.ch')).toEqual(['reto.ammann-wuethrich@example.ch'])
    expect(joined('ame-\nlie.dufour@example.fr')).toEqual(['amelie.dufour@example.fr'])
  })

  it('joins an e-mail address wrapped before its "@"', () => {
    expect(joined('Tel. 0171 2345678 · jana.kowalska\n@example.pl')).toEqual([
      'Tel. 0171 2345678 · jana.kowalska@example.pl',
    ])
  })

  it('leaves a dash before a capitalised line and a list item alone', () => {
    expect(joined('Vertrieb -\nMarketing')).toEqual(['Vertrieb -', 'Marketing'])
    expect(joined('Aufbau des Teams in Ber-\n• lin')).toEqual(['Aufbau des Teams in Ber-', 'lin'])
  })
})

describe('toLines', () => {
  it('reads list marks inside a row as the start of a list item', () => {
    const lines = toLines(
      'heute\t○\tDienstplanung\n○ ○\tEinarbeitung\nMitarbeit an der Einführung\nf f\tInsegnamento',
    )
    expect(lines.map((line) => `${line.isBullet ? '• ' : ''}${line.cells.join(' | ')}`)).toEqual([
      'heute',
      '• Dienstplanung',
      '• Einarbeitung',
      '• Mitarbeit an der Einführung',
      '• Insegnamento',
    ])
  })
})
