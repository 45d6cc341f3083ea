import { describe, expect, it } from 'vitest'

import { writeCheckedCoverLetter } from './checked-letter'
import type { LetterCv } from './cv-facts'

// Issue 25: "Als … bei … (seit 2019) gehören zu meinen Ergebnissen: …" is no sentence: an opener
// "Als/As <role>" needs the applicant as the subject of the main clause. Nominal bullets (that the
// verb tables cannot turn into sentences) are quoted after that opener.

function cv(bullets: string[]): LetterCv {
  return {
    personal: { fullName: 'Jana Vogt', location: 'Köln' },
    experience: [
      { title: 'Einkäuferin', company: 'Autohaus Berger GmbH', startDate: '2019', current: true, bullets },
    ],
  }
}

const CASES = {
  de: {
    cv: cv([
      'Verhandlung von Rahmenverträgen mit 40 Lieferanten',
      'Einführung eines Lieferantenbewertungssystems in SAP MM',
    ]),
    ad: 'Einkäufer (m/w/d) bei der Baustoff Kramer KG\nIhre Aufgaben: Rahmenverträge, Lieferantenbewertung, SAP MM.',
    opener: /^Als\s/u,
    subject: /\bich\b/u,
  },
  en: {
    cv: cv([
      'Negotiation of framework contracts with 40 suppliers',
      'Introduction of a supplier rating system in SAP MM',
    ]),
    ad: 'Buyer at Kramer Building Supplies Ltd\nYour tasks: framework contracts, supplier rating, SAP MM.',
    opener: /^As\s/u,
    subject: /\bI\b/u,
  },
} as const

describe('writeCheckedCoverLetter: a role opener has the applicant as subject', () => {
  it.each(Object.entries(CASES))('%s', async (language, { cv: letterCv, ad, opener, subject }) => {
    const letter = await writeCheckedCoverLetter(
      {
        cv: letterCv,
        jobDescription: ad,
        language: language as 'de' | 'en',
        templateType: 'cover',
        date: new Date('2026-12-07T00:00:00Z'),
      },
      letterCv,
    )
    const openers = letter.content.split(/\n+/u).filter((line) => opener.test(line) && line.includes(':'))
    expect(openers.length, letter.content).toBeGreaterThan(0)
    for (const sentence of openers) expect(sentence).toMatch(subject)
  })
})
