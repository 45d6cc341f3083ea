import { describe, expect, it } from 'vitest'
import { atsSectionKind, headingKind, isStandardHeading, splitInlineHeading } from './headings'
import { CV_HEADINGS } from './standard-headings.data'

describe('headingKind', () => {
  it.each([
    ['Berufserfahrung', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Praktische Erfahrung', 'experience'],
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Esperienza lavorativa', 'experience'],
    ['Experiência profissional', 'experience'],
    ['Werkervaring', 'experience'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Relevant Work Experience:', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['Ausbildung', 'education'],
    ['Bildungsweg', 'education'],
    ['Formation', 'education'],
    ['Wykształcenie', 'education'],
    ['Kenntnisse', 'skills'],
    ['Compétences techniques', 'skills'],
    ['Sprachen', 'languages'],
    ['Języki obce', 'languages'],
    ['Persönliche Daten', 'personal'],
    ['Education & Training', 'education'],
    ['Studium und Schule', 'education'],
    // Head words: German compounds, glued capitals, modifiers the list does not know, numbers.
    ['Praxiserfahrung', 'experience'],
    ['AKADEMISCHEAUSBILDUNG', 'education'],
    ['Akademische Ausbildung', 'education'],
    ['KERNKOMPETENZEN', 'skills'],
    ['Pflegerische Kompetenzen', 'skills'],
    ['Erfahrung und Kenntnisse', 'experience'],
    ['Conhecimentos Gerais', 'skills'],
    ['Competenze digitali', 'skills'],
    ['2 Opleiding', 'education'],
    ['II. Formación', 'education'],
    ['3.1 Berufserfahrung', 'experience'],
    ['Praktika und Nebenjobs', 'experience'],
    ['AU S - U N D W E I T E R B I L D U N G', 'education'],
    ['KO N TA K T', 'contact'],
    ['Otros datos de interés', 'other'],
    ['Personalien', 'personal'],
    ['Uprawnienia i umiejętności', 'skills'],
    ['Przebieg pracy zawodowej', 'experience'],
    ['Projects Experience', 'projects'],
    ['PROJECT EXPERIENCE', 'projects'],
    ['Experiências Acadêmicas', 'experience'],
    ['Esperienze di lavoro', 'experience'],
    ['Posizioni ricoperte', 'experience'],
    ['Experiências', 'experience'],
  ])('reads %s as %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind)
  })

  it('reads a heading followed by the count of its entries', () => {
    expect(headingKind('Education(2)')).toBe('education')
    expect(headingKind('Idiomas [2]')).toBe('languages')
    expect(headingKind('Projets (12)')).toBe('projects')
    expect(headingKind('Berufserfahrung (3)')).toBe('experience')
    expect(headingKind('Python (2019)')).toBeNull()
  })

  it('does not take job titles or sentences for headings', () => {
    expect(headingKind('Customer Experience Manager')).toBeNull()
    expect(headingKind('Experience with Kafka, Flink and Spark.')).toBeNull()
    expect(headingKind('Education 2015')).toBeNull()
    expect(headingKind('Software Engineer')).toBeNull()
    expect(headingKind('Ausbildung zum Koch')).toBeNull()
    expect(headingKind('Grundkenntnisse')).toBeNull()
    expect(headingKind('2015 Berufserfahrung')).toBeNull()
    expect(headingKind('Master en Informatique')).toBeNull()
    expect(headingKind('Mestrado Engenharia Informática')).toBeNull()
    expect(headingKind('BSc Informatica')).toBeNull()
    expect(headingKind('Italienisch (gute Kenntnisse)')).toBeNull()
  })
})

describe('splitInlineHeading', () => {
  it('splits "Skills: …" into heading and content', () => {
    expect(splitInlineHeading('Sprachen: Deutsch, Englisch')).toEqual({
      kind: 'languages',
      rest: 'Deutsch, Englisch',
    })
    expect(splitInlineHeading('Note: 1,3')).toBeNull()
  })
})

describe('standard headings (the ATS check)', () => {
  it('are all known to the importer, as the same section', () => {
    for (const [kind, phrases] of Object.entries(CV_HEADINGS)) {
      for (const phrase of phrases) {
        const found = headingKind(phrase)
        // The ATS files personal details under contact; the importer keeps them apart.
        expect([phrase, found && atsSectionKind(found)]).toEqual([phrase, kind])
        expect(isStandardHeading(phrase)).toBe(true)
      }
    }
  })

  it('are a subset: a variant the importer knows need not be standard', () => {
    expect(headingKind('Praxiserfahrung')).toBe('experience')
    expect(isStandardHeading('Berufserfahrung')).toBe(true)
    expect(isStandardHeading('Akademische Ausbildung')).toBe(false)
  })
})
