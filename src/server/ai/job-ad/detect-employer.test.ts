import { readFileSync } from 'node:fs'

import { LOCALES, type Locale } from '#shared/i18n/locales'
import { sameCompany, sameTitle } from '#tests/letter-measures'
import { describe, expect, it } from 'vitest'

import { detectJobAd } from './detect-job-ad'
import { findEmployer } from './find-employer'

// Employer and position of 104 hand-written ads (13 per language: 10 to develop on, 3 held out;
// scripts/corpus/build-letter-ads.py). The letter addresses what is found here, so a region, a
// procedure or a department must never come out as the employer.

type Ad = {
  id: string
  language: Locale
  split: 'dev' | 'holdout'
  jobDescription: string
  expect: { companyName: string; jobTitle: string }
}
const { ads } = JSON.parse(readFileSync('tests/fixtures/ai/letters/ads.json', 'utf8')) as { ads: Ad[] }

describe('employer and position of job ads, per language', () => {
  it.each(LOCALES)('%s: at least 10 dev ads, every employer and title right', (language) => {
    const dev = ads.filter((a) => a.language === language && a.split === 'dev')
    expect(dev.length).toBeGreaterThanOrEqual(10)
    for (const ad of dev) {
      const found = detectJobAd(ad.jobDescription)
      expect(sameCompany(found.companyName, ad.expect.companyName), `${ad.id}: ${found.companyName}`).toBe(
        true,
      )
      expect(sameTitle(found.jobTitle, ad.expect.jobTitle), `${ad.id}: ${found.jobTitle}`).toBe(true)
    }
  })

  it('held-out ads: an employer found is the right one (a wrong name is worse than none)', () => {
    const holdout = ads.filter((a) => a.split === 'holdout')
    expect(holdout.length).toBeGreaterThanOrEqual(24)
    const found = holdout.map((ad) => ({ ad, company: detectJobAd(ad.jobDescription).companyName }))
    const wrong = found.filter(
      ({ ad, company }) => company !== undefined && !sameCompany(company, ad.expect.companyName),
    )
    expect(wrong.map(({ ad, company }) => `${ad.id}: ${company}`)).toEqual([])
    expect(
      found.filter(({ company }) => company !== undefined).length / holdout.length,
    ).toBeGreaterThanOrEqual(0.9)
  })
})

describe('a public body written in sentence case as the subject of the hiring sentence', () => {
  it.each([
    ['Analista dati\n\nIl dipartimento per la semplificazione normativa è alla ricerca di analisti.', 'Dipartimento per la semplificazione normativa'],
    ['Chargé de mission\n\nLe ministère de la transition écologique recrute un chargé de mission.', 'Ministère de la transition écologique'],
    ['The agency for public procurement is looking for a service designer.', 'Agency for public procurement'],
  ])('reads the body in %j', (text, body) => {
    expect(findEmployer(text)).toBe(body)
  })

  it.each([
    'Data engineer\n\nIl dipartimento marketing è alla ricerca di un data engineer.',
    'Tecnico\n\nIl dipartimento di ingegneria dell\'ateneo cerca un tecnico. Il reparto vendite cerca un agente.',
    'Enfermera\n\nLa región de murcia busca enfermeras.',
  ])('does not take a company department or a region as the employer: %j', (text) => {
    expect(findEmployer(text)).toBeUndefined()
  })
})

describe('a German headline that names the role as the team it joins', () => {
  it.each([
    ['Verstärke unser Redaktionsteam (Teilzeit, ab sofort)\n\nWir sind ein kleiner Verlag.', 'Redaktion'],
    ['Werde Teil unseres Beratungsteams!\n\nWir suchen Unterstützung.', 'Beratung'],
    ['Verstärke unser Vertriebsteam als Key Account Manager (m/w/d)\n\nWir sind ein Großhändler.', 'Key Account Manager'],
  ])('reads the role in %j', (text, title) => {
    expect(detectJobAd(text).jobTitle).toBe(title)
  })
})

describe('a headline "Organisation: Role"', () => {
  it.each([
    ['42North: Senior Data Engineer\n\nAbout the role', '42North'],
    ['Civic Lab - Open Data Collective: Product Manager\n\nAbout the role', 'Civic Lab - Open Data Collective'],
  ])('reads the organisation in %j', (text, company) => {
    expect(findEmployer(text)).toBe(company)
  })

  it.each(['Berlin - Vollzeit: Buchhalter (m/w/d)\n\nWir suchen', 'Remote - Full time: Designer\n\nWe are'])(
    'takes no place or contract term from %j',
    (text) => {
      const found = findEmployer(text)
      expect(found === undefined || !/Berlin|Vollzeit|Remote|Full time/u.test(found)).toBe(true)
    },
  )
})
