import { describe, expect, it } from 'vitest'
import { headingKind, splitInlineHeading } from './section-headings'

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
  ])('reads %s as %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind)
  })

  it('does not take job titles or sentences for headings', () => {
    expect(headingKind('Customer Experience Manager')).toBeNull()
    expect(headingKind('Experience with Kafka, Flink and Spark.')).toBeNull()
    expect(headingKind('Education 2015')).toBeNull()
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
