import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  CoverLetterBody,
  CoverLetterReply,
  GenerateCoverLetterBody,
  GenerateCoverLetterReply,
  type LetterTemplateType,
} from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { countLetterLines, onePageLineLimit } from '#shared/letter-geometry'
import { PARAGRAPH_MAX_WORDS } from '#shared/limits'

import { countWords } from '#server/text/sentences'
import type { LetterCv } from './cv-facts'
import { detectJobAd } from '#server/ai/job-ad/detect-job-ad'
import { languageHint } from './language-hint'
import { answerCoverLetter, answerGenerateCoverLetter } from './letter-calls'
import { formatLetterDate } from './letter-dates'
import { writeCoverLetter } from './write-cover-letter'
import { letterCvFromLoose, letterCvFromText, letterCvFromWriter } from './writer-input'

type Fixture = {
  id: string
  language: Locale
  templateType: LetterTemplateType
  cv?: LetterCv
  cvText?: string
  jobDescription: string
  expect: { companyName: string; jobTitle: string; city: string }
}
const fixtures = JSON.parse(readFileSync('tests/fixtures/ai/letters/letters.json', 'utf8')) as {
  date: string
  letters: Fixture[]
}
const DATE = new Date(fixtures.date)
const byId = (id: string) => {
  const fixture = fixtures.letters.find((f) => f.id === id)
  if (!fixture) throw new Error(id)
  return fixture
}
const letterFor = (fixture: Fixture) =>
  writeCoverLetter({
    cv: fixture.cv ?? letterCvFromText(fixture.cvText ?? ''),
    jobDescription: fixture.jobDescription,
    language: fixture.language,
    templateType: fixture.templateType,
    date: DATE,
  })

describe('detectJobAd', () => {
  it.each(fixtures.letters.map((f) => [f.id, f] as const))(
    'finds company, position and city in %s',
    (_, fixture) => {
      expect(detectJobAd(fixture.jobDescription)).toMatchObject(fixture.expect)
    },
  )

  it('finds the contact person with gender and academic title', () => {
    expect(detectJobAd(byId('de-java').jobDescription).contact).toEqual({
      name: 'Katrin Albers',
      surname: 'Albers',
      gender: 'f',
      academicTitle: 'Dr.',
    })
  })

  it('finds the street and postcode of a German address', () => {
    expect(detectJobAd(byId('de-java').jobDescription)).toMatchObject({
      street: 'Großer Burstah 12',
      postalCode: '20457',
    })
  })

  it('names the industry only with two pieces of evidence', () => {
    expect(detectJobAd(byId('de-pflege-motivation').jobDescription).industry).toBe('healthcare')
    expect(detectJobAd('Sales Assistant\nShop in Bremen').industry).toBeUndefined()
  })

  it('finds a reference number but not "ref" inside a word', () => {
    expect(detectJobAd('Referenznummer: AB-1234').reference).toBe('AB-1234')
    expect(detectJobAd('Preferred: Python').reference).toBeUndefined()
  })
})

describe('writeCoverLetter', () => {
  it.each(fixtures.letters.map((f) => [f.id, f] as const))(
    '%s: paragraphs ≤ 80 words and one A4 page',
    (_, fixture) => {
      const letter = letterFor(fixture)
      for (const paragraph of letter.paragraphs)
        expect(countWords(paragraph)).toBeLessThanOrEqual(PARAGRAPH_MAX_WORDS)
      expect(countLetterLines(letter.content)).toBeLessThanOrEqual(onePageLineLimit())
      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3)
      expect(letter.paragraphs.length).toBeLessThanOrEqual(4)
    },
  )

  it.each(fixtures.letters.map((f) => [f.id, f] as const))(
    '%s: names company and position, leaves no placeholder',
    (_, fixture) => {
      const letter = letterFor(fixture)
      expect(letter.content).toContain(fixture.expect.companyName)
      expect(letter.content).toContain(fixture.expect.jobTitle)
      expect(letter.content).not.toMatch(/\[[^\]]*\]|\{\w+\}|undefined/)
      expect(letter).toMatchObject({
        companyName: fixture.expect.companyName,
        jobTitle: fixture.expect.jobTitle,
        city: fixture.expect.city,
      })
    },
  )

  it('follows DIN 5008 in German: date TT.MM.JJJJ, subject without "Betreff", closing, three lines for the signature', () => {
    const { content } = letterFor(byId('de-java'))
    expect(content).toContain('Hamburg, 05.03.2025')
    expect(content).toContain(
      'Bewerbung als Senior Java Backend Developer\n\n\nSehr geehrte Frau Dr. Albers,\n\nmit großem Interesse',
    )
    expect(content).not.toContain('Betreff')
    expect(content).toMatch(/Mit freundlichen Grüßen\n\n\n\nJonas Petersen$/)
  })

  it('uses the real experience of the CV matched to the ad', () => {
    const { content } = letterFor(byId('de-java'))
    expect(content).toContain('FinCore AG')
    expect(content).toContain('Kafka eingeführt und die Latenz der Abrechnung um 60 % gesenkt')
    expect(content).toMatch(/Java, Spring Boot, Kafka und Kubernetes/)
  })

  it('writes UK block style: "5 March 2025", subject after the salutation, "Yours faithfully" without a name', () => {
    const { content } = letterFor(byId('en-marketing'))
    expect(content).toContain('\n5 March 2025\n')
    expect(content).toContain(
      'Dear Hiring Manager,\n\nApplication for the position of Digital Marketing Manager',
    )
    expect(content).toContain('Yours faithfully,')
  })

  it('writes "Dear Ms Lindqvist" and "Yours sincerely" to a named reader', () => {
    const { content } = letterFor(byId('en-named-contact'))
    expect(content).toContain('Dear Ms Lindqvist,')
    expect(content).toContain('Yours sincerely,')
  })

  it('writes French conventions: "Lyon, le 5 mars 2025", "Objet :", "Veuillez agréer"', () => {
    const { content } = letterFor(byId('fr-commercial'))
    expect(content).toContain('Lyon, le 5 mars 2025')
    expect(content).toContain('Objet : Candidature au poste d’Ingénieur commercial B2B')
    expect(content).toContain(
      'Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    )
  })

  it('writes the Spanish, Italian, Portuguese, Polish and Dutch conventions', () => {
    expect(letterFor(byId('es-atencion')).content).toMatch(
      /Madrid, 5 de marzo de 2025[\s\S]*Estimado\/a Sr\.\/Sra\.:[\s\S]*Atentamente,/,
    )
    expect(letterFor(byId('it-contabile')).content).toMatch(
      /Spett\.le Ferri Logistica S\.r\.l\.[\s\S]*Bologna, 5 marzo 2025[\s\S]*Oggetto:/,
    )
    expect(letterFor(byId('pt-logistica')).content).toMatch(
      /Porto, 5 de março de 2025[\s\S]*Exmos\. Senhores,[\s\S]*Com os melhores cumprimentos,/,
    )
    expect(letterFor(byId('pl-it')).content).toMatch(
      /Poznań, 5 marca 2025 r\.\n\nChmura[\s\S]*Szanowni Państwo,[\s\S]*Z poważaniem,/,
    )
    expect(letterFor(byId('nl-hr')).content).toMatch(
      /Rotterdam, 5 maart 2025[\s\S]*Betreft:[\s\S]*Geachte heer\/mevrouw,[\s\S]*Met vriendelijke groet,/,
    )
  })

  it('does not quote English bullets in a German letter', () => {
    const fixture = byId('en-marketing')
    const letter = writeCoverLetter({
      cv: fixture.cv ?? {},
      jobDescription: fixture.jobDescription,
      language: 'de',
      templateType: 'cover',
      date: DATE,
    })
    expect(letter.content).not.toContain('organic traffic')
    expect(letter.content).toContain(
      'Derzeit bin ich als Digital Marketing Specialist bei Urban Threads tätig',
    )
  })

  it('writes a motivation letter differently from a cover letter', () => {
    const fixture = byId('de-java')
    const cover = letterFor(fixture)
    const motivation = letterFor({ ...fixture, templateType: 'motivation' })
    expect(motivation.content).toContain('Motivationsschreiben')
    expect(motivation.paragraphs[0]).not.toBe(cover.paragraphs[0])
  })

  it('uses the company and position the caller gives over the detected ones', () => {
    const letter = writeCoverLetter({
      cv: {},
      jobDescription: '',
      companyName: 'Acme Ltd',
      jobTitle: 'Buyer',
      language: 'en',
      templateType: 'cover',
      date: DATE,
    })
    expect(letter.content).toContain('Application for the position of Buyer')
    expect(letter.content).toContain('Acme Ltd')
  })

  it('leaves only the signature open when the CV has no name', () => {
    const letter = writeCoverLetter({
      cv: {},
      jobDescription: 'Buyer\nAcme Ltd, Leeds',
      language: 'en',
      templateType: 'cover',
      date: DATE,
    })
    expect(letter.content.match(/\[[^\]]*\]/g)).toEqual(['[Your name]'])
    expect(letter.content.endsWith('[Your name]')).toBe(true)
  })

  it('never claims a skill the CV does not show', () => {
    const letter = letterFor(byId('pl-it'))
    expect(letter.content).not.toContain('AWS')
  })
})

describe('letter helpers', () => {
  it('formats dates the way each country writes them', () => {
    const first = new Date('2025-05-01')
    expect(formatLetterDate(first, 'de')).toBe('01.05.2025')
    expect(formatLetterDate(first, 'en')).toBe('1 May 2025')
    expect(formatLetterDate(first, 'fr')).toBe('1er mai 2025')
    expect(formatLetterDate(first, 'it')).toBe('1° maggio 2025')
    expect(formatLetterDate(first, 'pl')).toBe('1 maja 2025 r.')
  })

  it('names a norm only where it is real', () => {
    expect(languageHint('de').norm).toBe('DIN 5008')
    expect(languageHint('fr').norm).toBe('NF Z 11-001 (AFNOR recommendation)')
    expect(languageHint('en').norm).toBe('UK block style')
    for (const language of ['it', 'es', 'pt', 'pl', 'nl'] as const) {
      expect(languageHint(language).norm).toBeUndefined()
      expect(languageHint(language).en).toContain('business-letter conventions')
    }
    expect(languageHint('nl').key).toBe('coverLetter.hint.nl')
  })

  it('reads pasted CV text: name, contacts, city and jobs with their bullets', () => {
    const cv = letterCvFromText(byId('en-pasted-text').cvText ?? '')
    expect(cv.personal).toMatchObject({
      fullName: 'Daniel Brooks',
      email: 'daniel.brooks@example.com',
      location: 'Bristol',
    })
    expect(cv.experience?.[0]).toMatchObject({
      title: 'Field Sales Representative',
      company: 'Westcountry Beverages',
      startDate: '2019',
      current: true,
    })
    expect(cv.experience?.[0]?.bullets).toHaveLength(2)
  })

  it('reads the writer body with personalInfo.address and loose experience', () => {
    const cv = letterCvFromWriter({
      personalInfo: {
        fullName: 'Ana Ruiz',
        address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' },
      },
      experience: [
        { position: 'Buyer', company: 'Acme', startDate: '2020', responsibilities: ['Bought 3 lines'] },
      ],
    })
    expect(cv.personal?.location).toBe('Calle Mayor 1, 28013 Madrid')
    expect(cv.experience?.[0]).toMatchObject({ title: 'Buyer', company: 'Acme', bullets: ['Bought 3 lines'] })
  })

  it('accepts the AI tools page cvData with only a summary', () => {
    expect(letterCvFromLoose({ summary: 'Buyer with 5 years' })).toMatchObject({
      summary: 'Buyer with 5 years',
    })
  })
})

describe('letter calls', () => {
  it('answers the writer with content and the detected company info', async () => {
    const fixture = byId('de-java')
    const reply = await answerCoverLetter(
      CoverLetterBody.parse({
        jobDescription: fixture.jobDescription,
        personalInfo: { fullName: 'Jonas Petersen', address: { city: 'Hamburg' } },
        experience: [
          {
            position: 'Senior Software Engineer',
            company: 'FinCore AG',
            startDate: '2020-03',
            current: true,
          },
        ],
        language: 'de',
      }),
      DATE,
    )
    expect(CoverLetterReply.parse(reply)).toEqual(reply)
    expect(reply.data).toMatchObject({
      companyName: 'Nordlicht Payments GmbH',
      jobTitle: 'Senior Java Backend Developer',
      industry: 'Software & IT',
      address: { city: 'Hamburg' },
    })
  })

  it('builds the AI tools page letter from a pasted CV: the name signs it, the roles are the CV’s', async () => {
    const cvText = [
      'Hannah Clarke',
      'Senior Product Manager',
      'Manchester · hannah.clarke@example.com',
      '',
      'Experience',
      'Senior Product Manager, Sensorline Industrial Ltd, 2019 – present',
      '- Launched a predictive maintenance product used in 40 factories',
      'Product Owner, Basketful Online Ltd, 2015 – 2019',
    ].join('\n')
    const text = await answerGenerateCoverLetter(
      GenerateCoverLetterBody.parse({ cvData: { cvText }, jobTitle: 'Product Manager', companyName: 'Ledgerly Ltd' }),
      DATE,
    )
    expect(text).toContain('Sensorline Industrial Ltd')
    expect(text).toContain('I launched a predictive maintenance product used in 40 factories.')
    expect(text.trim().endsWith('Hannah Clarke')).toBe(true)
    expect(text).not.toMatch(/\[[^\]]*\]/)
  })

  it('addresses the employer, not the region, and leaves no empty slot in parentheses (issue 16)', async () => {
    const cvText = [
      'Camille Martin',
      'camille.martin@example.com | Lyon',
      '',
      'Expérience professionnelle',
      "Chargée d'affaires, Rhône Équipements SAS, 2018 – aujourd'hui",
      "- Développement d'un portefeuille de 60 clients industriels",
      '',
      'Formation',
      'Licence professionnelle Commerce B2B, IUT Lyon 1, 2017',
    ].join('\n')
    const jobDescription = [
      'Ingénieur commercial B2B (H/F)',
      '',
      "Vous développez un portefeuille de clients industriels au sein d'une PME en Auvergne-Rhône-Alpes.",
      '',
      'Volcan Équipements SAS',
      '12 rue de la Forge, 63000 Clermont-Ferrand',
    ].join('\n')
    const reply = await answerCoverLetter(CoverLetterBody.parse({ jobDescription, cvText, language: 'fr' }), DATE)
    expect(reply.data.companyName).toBe('Volcan Équipements SAS')
    expect(reply.data.content).toContain('au sein de Volcan Équipements SAS')
    expect(reply.data.content).not.toContain('Auvergne')
    expect(reply.data.content).not.toMatch(/,\s*\)/)
  })

  it('answers the AI tools page with the letter text, using the title when there is no description', async () => {
    const text = await answerGenerateCoverLetter(
      GenerateCoverLetterBody.parse({
        cvData: { summary: 'Buyer' },
        jobTitle: 'Buyer',
        companyName: 'Acme Ltd',
      }),
      DATE,
    )
    expect(GenerateCoverLetterReply.parse(text)).toContain('Application for the position of Buyer')
  })
})
