import { describe, expect, it } from 'vitest'

import { checkText } from '#server/ai/check/check-text'
import { writeCheckedCoverLetter } from './checked-letter'
import { readCvFacts, type LetterCv } from './cv-facts'
import { employerIndustries } from '#server/ai/job-ad/detect-job-ad'

// Issue 25: a bookkeeper at a car dealer and a tax office was said to have "10 Jahre
// Berufserfahrung in der Finanzbranche" — the ad's industry, not hers. A sector the letter claims
// for the applicant must be one of the CV's employers' industries; duties ("Finanzbuchhaltung")
// name a function, not a sector.

const BOOKKEEPER: LetterCv = {
  personal: { fullName: 'Jana Vogt', location: 'Köln' },
  experience: [
    {
      title: 'Buchhalterin',
      company: 'Autohaus Berger GmbH',
      startDate: '2019',
      current: true,
      bullets: ['Finanzbuchhaltung und Bilanzvorbereitung für drei Filialen', 'Kreditorenbuchhaltung mit DATEV'],
    },
    {
      title: 'Sachbearbeiterin',
      company: 'Finanzamt Köln-Ost',
      startDate: '2014',
      endDate: '2019',
      bullets: ['Bearbeitung von Einkommensteuererklärungen'],
    },
  ],
  skills: [{ items: [{ name: 'DATEV' }, { name: 'Finanzbuchhaltung' }] }],
}

const BANK_AD = [
  'Buchhalter (m/w/d) bei der Rheinbank AG',
  'Die Rheinbank AG ist eine Bank für Finanzierung, Kredite und Investment im Rheinland.',
  'Sie bringen Erfahrung in der Finanzbuchhaltung mit und kennen DATEV.',
].join('\n')

const date = new Date('2026-12-07T00:00:00Z')

describe('the applicant’s sector', () => {
  it('comes from the employers: a car dealer is automotive, a tax office public, neither finance', () => {
    expect(employerIndustries(['Autohaus Berger GmbH'])).toContain('automotive')
    expect(employerIndustries(['Finanzamt Köln-Ost'])).toContain('public')
    expect(readCvFacts(BOOKKEEPER, date).sectors).not.toContain('finance')
  })

  it('refuses "Jahre Berufserfahrung in der Finanzbranche" for her, also when addressed to the employer', async () => {
    const cvSectors = readCvFacts(BOOKKEEPER, date).sectors
    for (const text of [
      'Ich bringe 10 Jahre Berufserfahrung in der Finanzbranche mit.',
      'Meine Erfahrung in der Finanzbranche bringe ich gerne in Ihr Team ein.',
    ]) {
      const { problems } = await checkText({
        text,
        kind: 'summary',
        language: 'de',
        cvText: 'Buchhalterin, Autohaus Berger GmbH, Finanzbuchhaltung, Finanzamt Köln-Ost',
        adText: BANK_AD,
        yearsOfExperience: 12,
        cvSectors,
      })
      expect(problems.map((problem) => problem.kind), text).toContain('sector')
    }
  })

  it('accepts the sector her employers are in, and the bank’s sector said of the bank', async () => {
    const cvSectors = readCvFacts(BOOKKEEPER, date).sectors
    const check = (text: string) =>
      checkText({ text, kind: 'summary', language: 'de', cvText: 'Autohaus Berger GmbH', adText: BANK_AD, cvSectors })
    expect((await check('Ich bringe Erfahrung in der Automobilbranche mit.')).problems).toEqual([])
    expect((await check('Ihre Arbeit in der Finanzbranche spricht mich an.')).problems).toEqual([])
  })

  it('writes no finance-sector experience into her letter for a bank', async () => {
    const letter = await writeCheckedCoverLetter(
      { cv: BOOKKEEPER, jobDescription: BANK_AD, language: 'de', templateType: 'cover', date },
      BOOKKEEPER,
    )
    const own = letter.content
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => /\b(?:ich|meine?|mir)\b/i.test(sentence))
    expect(own.join(' ')).not.toMatch(/Finanzbranche|Bankenbranche|Finanzsektor/)
  })
})
