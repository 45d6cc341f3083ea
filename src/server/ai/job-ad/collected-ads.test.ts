import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { foldText } from '#server/text/sentences'
import { sameCompany, sameTitle } from '#tests/letter-measures'
import { detectJobAd } from './detect-job-ad'
import { headingRole } from './job-ad-headings'

// Issue 25: real postings from three job boards (tests/fixtures/job-ads-collected, manifest.json).
// Whatever the engine answers, the employer is never the ad's place, a number, a contract term, a
// department, a heading or a piece of the job title ("Técnico HSE en Obras de Construcción" →
// "Obras de Construcción", "Intubation"); and the share of right answers per language stays above
// the figures measured when the set was collected (bench:ai prints them).

type CollectedAd = {
  id: string
  language: 'fr' | 'es' | 'de'
  text: string
  expect: { companyName: string; jobTitle: string }
  location?: string
}

const { ads } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/job-ads-collected/ads.json'), 'utf8'),
) as { ads: CollectedAd[] }

const DEPARTMENT =
  /\b(?:abteilung|geschäftsbereich|department|service\s+(?:des\s+)?ressources|ressources\s+humaines|recursos\s+humanos|departamento|personalabteilung)\b/iu
const CONTRACT = /^(?:cdi|cdd|int[ée]rim|indefinido|vollzeit|teilzeit|jornada\s+completa)$/iu
const fold = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

function kindOfWrongEmployer(ad: CollectedAd, found: string): string | undefined {
  if (sameCompany(found, ad.expect.companyName)) return undefined
  const name = fold(found)
  if (!/\p{L}{2,}/u.test(found)) return 'a number'
  if (ad.location && fold(ad.location).split(' ').some((word) => word.length > 3 && name === word)) return 'the place'
  if (ad.location && name !== '' && fold(ad.location).includes(name)) return 'the place'
  if (CONTRACT.test(found.trim())) return 'a contract term'
  if (DEPARTMENT.test(found)) return 'a department'
  if (headingRole(found) !== undefined) return 'a heading'
  if (fold(ad.expect.jobTitle).includes(name) && !fold(ad.expect.companyName).includes(name)) return 'a piece of the title'
  return undefined
}

describe('employer and title of real postings (job-ads-collected)', () => {
  it('never takes the place, a number, a contract term, a department, a heading or a title word as the employer', () => {
    const wrong = ads.flatMap((ad) => {
      const found = detectJobAd(ad.text).companyName
      const kind = found ? kindOfWrongEmployer(ad, found) : undefined
      return kind ? [`${ad.id}: "${found}" is ${kind}`] : []
    })
    expect(wrong).toEqual([])
  })

  // Measured when collected (before → after issue 25's changes): fr 17 → 135 of 139 employers,
  // es 66 → 70 of 79, de 6 → 7 of 10; titles fr 123 → 137, es 69 → 75, de 4 → 4.
  it.each([
    ['fr', 0.95, 0.95],
    ['es', 0.85, 0.9],
    ['de', 0.7, 0.4],
  ] as const)('%s: employer and title right often enough', (language, employerFloor, titleFloor) => {
    const own = ads.filter((ad) => ad.language === language)
    const results = own.map((ad) => ({ ad, found: detectJobAd(ad.text) }))
    const employers = results.filter(({ ad, found }) => sameCompany(found.companyName, ad.expect.companyName))
    const titles = results.filter(({ ad, found }) => sameTitle(found.jobTitle, ad.expect.jobTitle))
    expect(own.length).toBeGreaterThanOrEqual(10)
    expect(employers.length / own.length).toBeGreaterThanOrEqual(employerFloor)
    expect(titles.length / own.length).toBeGreaterThanOrEqual(titleFloor)
  })
})
