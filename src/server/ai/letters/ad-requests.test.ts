import { describe, expect, it } from 'vitest'

import type { Locale } from '#shared/i18n/locales'
import { adRequests } from '#server/ai/job-ad/ad-requests.data'
import { grammarProblems } from '#server/ai/check/grammar'
import { writeCheckedCoverLetter } from './checked-letter'
import type { LetterCv } from './cv-facts'

// Issue 25: the ads asked for the earliest start date and the salary expectation and the letters
// ignored both although the user had given them. The letter answers with the user's own words;
// the salary only when the ad asks for it.

const ASKING: Record<Locale, string> = {
  de: 'Bitte senden Sie uns Ihre Unterlagen mit Angabe Ihrer Gehaltsvorstellung und Ihres frühestmöglichen Eintrittstermins.',
  en: 'Please include your salary expectations and your earliest possible start date.',
  fr: 'Merci de préciser vos prétentions salariales et votre date de disponibilité.',
  es: 'Indique su pretensión salarial y su fecha de incorporación.',
  it: 'Indicare la retribuzione desiderata e la data di disponibilità.',
  pt: 'Indique a sua pretensão salarial e a data de disponibilidade.',
  nl: 'Vermeld je salarisindicatie en je beschikbaarheid.',
  pl: 'Prosimy o podanie oczekiwań finansowych oraz terminu rozpoczęcia pracy.',
}

const FACTS: Record<Locale, { startDate: string; salary: string }> = {
  de: { startDate: '1. März 2027', salary: '58.000 € brutto im Jahr' },
  en: { startDate: '1 March 2027', salary: '£48,000 a year' },
  fr: { startDate: '1er mars 2027', salary: '45 000 € bruts annuels' },
  es: { startDate: '1 de marzo de 2027', salary: '38.000 € brutos anuales' },
  it: { startDate: '1° marzo 2027', salary: '36.000 € lordi annui' },
  pt: { startDate: '1 de março de 2027', salary: '30.000 € brutos anuais' },
  nl: { startDate: '1 maart 2027', salary: '€ 4.200 bruto per maand' },
  pl: { startDate: '1 marca 2027', salary: '12 000 zł brutto miesięcznie' },
}

const cv: LetterCv = {
  personal: { fullName: 'Alex Morgan', location: 'Berlin' },
  experience: [{ title: 'Buchhalterin', company: 'Kanzlei Roth GmbH', startDate: '2018', current: true, bullets: [] }],
}

async function letter(language: Locale, ad: string, facts: { startDate?: string; salaryExpectation?: string }) {
  return writeCheckedCoverLetter(
    {
      cv,
      jobDescription: `Buchhalter (m/w/d)\nSteuerkanzlei Weber GmbH\n${ad}`,
      language,
      templateType: 'cover',
      date: new Date('2026-12-07T00:00:00Z'),
      ...facts,
    },
    cv,
  )
}

describe('adRequests: what an ad asks the applicant to state', () => {
  it.each(Object.entries(ASKING))('%s', (_language, sentence) => {
    expect(adRequests(sentence).sort()).toEqual(['salary', 'startDate'])
  })

  it('asks nothing when the ad only offers a salary', () => {
    expect(adRequests('Wir bieten ein attraktives Gehalt und 30 Tage Urlaub.')).toEqual([])
    expect(adRequests('We offer a competitive salary and flexible hours.')).toEqual([])
  })
})

describe('writeCheckedCoverLetter answers what the ad asks with what the user gave', () => {
  it.each(Object.keys(ASKING) as Locale[])('%s', async (language) => {
    const facts = FACTS[language]
    const written = await letter(language, ASKING[language], {
      startDate: facts.startDate,
      salaryExpectation: facts.salary,
    })
    expect(written.content, written.content).toContain(facts.startDate)
    expect(written.content).toContain(facts.salary)
    expect(written.problems).toEqual([])
    expect(written.repaired).toEqual([])
    expect(grammarProblems(written.content, language)).toEqual([])
  })

  it('states no salary the ad did not ask for, and nothing the user did not give', async () => {
    const unasked = await letter('de', 'Wir bieten ein attraktives Gehalt.', {
      startDate: '1. März 2027',
      salaryExpectation: '58.000 €',
    })
    expect(unasked.content).toContain('1. März 2027')
    expect(unasked.content).not.toContain('58.000')
    const notGiven = await letter('de', ASKING.de, {})
    expect(notGiven.content).not.toMatch(/Gehaltsvorstellung liegt|Eintrittstermin ist/u)
  })
})
