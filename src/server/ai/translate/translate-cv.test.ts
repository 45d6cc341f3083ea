import { describe, expect, it } from 'vitest'

import { CvData, emptyCv } from '#shared/cv/cv.schema'
import { LOCALES } from '#shared/i18n/locales'

import { detectLanguage, guessLanguage } from '#server/text/detect-language'
import { ambiguousForms, GLOSSARY } from './glossary'
import { translateCv } from './translate-cv'
import { translateDate, translateTitle } from './translate-fields'

const storedCv = {
  personalInfo: {
    fullName: 'Anna Weber',
    title: 'Senior Accountant',
    summary: 'Accountant with 8 years of experience in the manufacturing industry.',
  },
  experience: [
    {
      company: 'Acme Ltd',
      position: 'Accountant',
      startDate: 'March 2019',
      endDate: 'Present',
      bullets: ['Prepared the monthly closing for 3 companies'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      degree: "Bachelor's degree",
      field: 'Business Administration',
      endDate: '2015',
    },
  ],
  skills: ['Teamwork', 'SAP', 'Payroll', 'German (native)', 'Juggling'],
}

describe('translateCv', () => {
  it('translates titles, dates, degrees, fields, skills and languages from the glossary', () => {
    const { cvData } = translateCv(storedCv, 'de', 'en')
    expect(cvData.personalInfo?.title).toBe('Senior Buchhalter')
    expect(cvData.experience?.[0]).toMatchObject({
      position: 'Buchhalter',
      startDate: 'März 2019',
      endDate: 'heute',
      company: 'Acme Ltd',
    })
    expect(cvData.education?.[0]).toMatchObject({
      degree: 'Bachelorabschluss',
      field: 'Betriebswirtschaftslehre',
      institution: 'University of Leeds',
    })
    expect(cvData.skills).toEqual([
      'Teamfähigkeit',
      'SAP',
      'Lohnbuchhaltung',
      'Deutsch (Muttersprache)',
      'Juggling',
    ])
  })

  it('leaves free text unchanged and lists it, but not names and tools', () => {
    const { cvData, untranslated } = translateCv(storedCv, 'fr', 'en')
    expect(cvData.personalInfo?.summary).toBe(storedCv.personalInfo.summary)
    expect(untranslated).toEqual([
      storedCv.personalInfo.summary,
      'Prepared the monthly closing for 3 companies',
      'Juggling',
    ])
  })

  it('detects the source language and treats the request’s source as a hint', () => {
    const german = {
      personalInfo: { summary: 'Buchhalterin mit 8 Jahren Erfahrung in der Industrie und im Handel.' },
      skills: ['Teamfähigkeit'],
    }
    const result = translateCv(german, 'en', 'en')
    expect(result.detectedSourceLanguage).toBe('de')
    expect(result.cvData.skills).toEqual(['Teamwork'])
  })

  it('returns the CV unchanged when it is already in the target language', () => {
    expect(translateCv(storedCv, 'en', 'en')).toEqual({
      cvData: storedCv,
      untranslated: [],
      detectedSourceLanguage: 'en',
    })
  })

  it('keeps the feminine form of a title ("Lehrerin" -> "Enseignante")', () => {
    expect(translateTitle('Lehrerin', 'de', 'fr')).toBe('Enseignante')
    expect(translateTitle('Lehrer', 'de', 'fr')).toBe('Enseignant')
    expect(translateTitle('Junior Project Manager', 'en', 'es')).toBe('Jefe de proyecto junior')
  })

  it('keeps the builder form valid and its level codes untouched', () => {
    const cv: CvData = {
      ...emptyCv(),
      personal: { ...emptyCv().personal, title: 'Software Engineer' },
      experience: [
        {
          id: 'e1',
          title: 'Software Engineer',
          company: 'Acme',
          location: 'Berlin',
          startDate: '2020-03',
          endDate: '',
          current: true,
          bullets: ['Built APIs'],
          description: '',
        },
      ],
      education: [
        {
          id: 'd1',
          degree: 'B.Sc. Computer Science',
          institution: 'TU Berlin',
          field: '',
          location: '',
          startDate: '',
          endDate: '2019',
          gpa: '',
          details: [],
        },
      ],
      skills: [
        { id: 's1', category: 'Soft Skills', items: [{ id: 'i1', name: 'Teamwork', level: 'expert' }] },
      ],
      languages: [{ id: 'l1', name: 'English', level: 'C1' }],
    }
    const { cvData } = translateCv(cv, 'pl', 'en')
    expect(CvData.parse(cvData)).toEqual(cvData)
    expect(cvData.skills[0]).toMatchObject({
      category: 'Umiejętności miękkie',
      items: [{ name: 'Praca zespołowa', level: 'expert' }],
    })
    expect(cvData.education[0]?.degree).toBe('B.Sc. Informatyka')
    expect(cvData.languages[0]).toMatchObject({ name: 'Angielski', level: 'C1' })
    expect(cvData.experience[0]?.startDate).toBe('2020-03')
  })

  it('translates month names and "present" inside a date', () => {
    expect(translateDate('Sept 2018 – Present', 'en', 'fr')).toBe('septembre 2018 – Aujourd’hui')
    expect(translateDate('03/2019 – bis heute', 'de', 'en')).toBe('03/2019 – Present')
  })
})

describe('the glossary', () => {
  it('has every concept in all eight languages', () => {
    for (const entries of Object.values(GLOSSARY))
      for (const entry of entries)
        for (const locale of LOCALES) expect(entry[locale].trim(), JSON.stringify(entry)).not.toBe('')
  })

  it('has no form that means two different things within one kind', () => {
    expect(ambiguousForms()).toEqual([])
  })
})

describe('detectLanguage', () => {
  it.each([
    ['en', 'Managed a team of eight and improved the process for our customers.'],
    ['de', 'Verantwortlich für die Betreuung der Kunden und die Planung von Projekten.'],
    ['fr', 'Responsable de la gestion des clients et du suivi des projets avec l’équipe.'],
    ['es', 'Gestión de los clientes y coordinación del equipo de ventas durante años.'],
    ['it', 'Gestione della contabilità dei clienti e delle attività per il team.'],
    ['pt', 'Gestão da equipa e coordenação do trabalho com os clientes durante anos.'],
    ['nl', 'Verantwoordelijk voor het beheer van een team en de planning van het werk.'],
    ['pl', 'Odpowiedzialny za obsługę klientów oraz koordynację pracy zespołu.'],
  ] as const)('recognises %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language)
  })

  it('falls back to the hint when the text says too little', () => {
    expect(guessLanguage('SAP')).toBeUndefined()
    expect(detectLanguage('SAP', 'nl')).toBe('nl')
  })
})
