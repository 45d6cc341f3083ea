import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// The Europass self-assessment grid as text extraction gives it: the mother tongue row, wrapped
// column titles, one row of five CEFR cells per language and the legend under it.
const GRID = [
  'Franziska Obermaier',
  'PERSÖNLICHE FÄHIGKEITEN',
  'Muttersprache\tDeutsch',
  'Weitere Sprachen\tVERSTEHEN\tSPRECHEN\tSCHREIBEN',
  'An Gesprächen\tZusammenhängendes',
  'Hören\tLesen',
  'teilnehmen\tSprechen',
  'Englisch\tC1\tC1\tB2\tC1\tC1',
  'Italienisch\tB1\tB2\tB1\tB1\tA2',
  'Niveaus: A1 und A2: Elementar – B1 und B2: Selbstständig – C1 und C2: Kompetent',
  'Gemeinsamer Europäischer Referenzrahmen für Sprachen',
  'Digitale Kompetenzen\tMoodle, mebis, Untis',
  '26. November 2026\t© Europäische Union, 2002 – 2026 | https://europass.cedefop.europa.eu\tSeite 1 / 1',
].join('\n')

describe('Europass language grid', () => {
  it('reads each row as a language with the level most of its cells give', () => {
    const cv = parseCvText(GRID)
    expect(cv.languages.map((language) => `${language.name}:${language.level}`)).toEqual([
      'Deutsch:native',
      'Englisch:C1',
      'Italienisch:B1',
    ])
  })

  it('leaves the column titles, the legend and the page footer out of the skills', () => {
    const skills = parseCvText(GRID).skills.flatMap((group) => group.items.map((item) => item.name))
    expect(skills).toEqual(['Moodle', 'mebis', 'Untis'])
  })
})

describe('languages outside a grid', () => {
  it('reads lower-case names and names stacked over their levels', () => {
    expect(
      parseCvText('Jan Nowak\nJęzyki\npolski: ojczysty\nangielski: podstawowy').languages.map(
        (l) => `${l.name}:${l.level}`,
      ),
    ).toEqual(['polski:native', 'angielski:A2'])
    const stacked = parseCvText(
      'Sanne de Vries\nTalen\nNederlands Engels\tmoedertaal\nvloeiend\nDuits\tredelijk',
    )
    expect(stacked.languages.map((l) => `${l.name}:${l.level}`)).toEqual([
      'Nederlands:native',
      'Engels:C1',
      'Duits:B1',
    ])
  })
})
