import { describe, expect, it } from 'vitest'

import { writeCheckedCoverLetter } from './checked-letter'
import type { LetterCv } from './cv-facts'
import { detectJobAd } from '#server/ai/job-ad/detect-job-ad'

// Issue 25: letters said "Sehr geehrte Damen und Herren" and "Personalabteilung" although the ad
// named a contact person in a sentence, not after an "Ansprechpartner:" label.

describe('detectJobAd: the contact person named in a sentence', () => {
  it.each([
    ['Bei Fragen wenden Sie sich gerne an Frau Dr. Katrin Vogel (0221 123456).', 'Katrin Vogel', 'f'],
    ['Für Rückfragen steht Ihnen Herr Jonas Brandt gerne zur Verfügung.', 'Jonas Brandt', 'm'],
    ["Merci d'adresser votre candidature à Mme Claire Dubois.", 'Claire Dubois', 'f'],
    ['Please send your application to Mr Tom Fletcher.', 'Tom Fletcher', 'm'],
  ])('%s', (sentence, name, gender) => {
    const ad = [
      'Sachbearbeiter Einkauf (m/w/d)',
      'Baustoff Kramer KG',
      'Ihre Aufgaben: Einkauf von Baustoffen.',
      sentence,
    ].join('\n')
    expect(detectJobAd(ad).contact).toMatchObject({ name, gender })
  })

  it('takes no name from a sentence that hands the reader to nobody', () => {
    expect(
      detectJobAd('Verkäufer (m/w/d)\nHerr Kramer gründete das Unternehmen 1950.').contact,
    ).toBeUndefined()
  })
})

describe('writeCheckedCoverLetter: the salutation', () => {
  it('greets the contact person the ad names in a sentence', async () => {
    const cv: LetterCv = {
      personal: { fullName: 'Jana Vogt', location: 'Köln' },
      experience: [
        {
          title: 'Einkäuferin',
          company: 'Autohaus Berger GmbH',
          startDate: '2018',
          current: true,
          bullets: ['Einkauf von Ersatzteilen für drei Filialen'],
        },
      ],
    }
    const letter = await writeCheckedCoverLetter(
      {
        cv,
        jobDescription: [
          'Einkäuferin (m/w/d) bei der Baustoff Kramer KG',
          'Ihre Aufgaben: Einkauf von Baustoffen und Verhandlung mit Lieferanten.',
          'Bei Fragen wenden Sie sich gerne an Frau Dr. Katrin Vogel.',
        ].join('\n'),
        language: 'de',
        templateType: 'cover',
        date: new Date('2026-12-07T00:00:00Z'),
      },
      cv,
    )
    expect(letter.content).toContain('Sehr geehrte Frau Dr. Vogel')
    expect(letter.content).not.toContain('Damen und Herren')
  })
})
