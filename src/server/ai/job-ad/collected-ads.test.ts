import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import type { Locale } from '#shared/i18n/locales'
import { foldText } from '#server/text/sentences'
import { sameCompany, sameTitle } from '#tests/letter-measures'
import { detectJobAd } from './detect-job-ad'
import { extractAdTerms } from './extract-terms'
import { headingRole } from './job-ad-headings'

// Issue 25: real postings published under a licence that allows reuse (tests/fixtures/job-ads-collected,
// manifest.json). Whatever the engine answers, the employer is never the ad's place, a number, a
// contract term, a department, a heading, a technical term the ad asks for, a piece of the job title ("Técnico HSE en Obras de
// Construcción" → "Obras de Construcción", "Intubation") or a common word the ad also writes in
// lower case ("Subject to background check." → "Subject"); and the share of right answers per
// language and split stays above the figures measured when the rules were last changed (bench:ai).

type CollectedAd = {
  id: string
  language: Locale
  text: string
  expect: { companyName: string; jobTitle: string }
  location?: string
  split: 'dev' | 'holdout'
}

const { ads } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/job-ads-collected/ads.json'), 'utf8'),
) as { ads: CollectedAd[] }

const DEPARTMENT =
  /\b(?:abteilung|geschäftsbereich|department|service\s+(?:des\s+)?ressources|ressources\s+humaines|recursos\s+humanos|departamento|personalabteilung)\b/iu
const CONTRACT = /^(?:cdi|cdd|int[ée]rim|indefinido|vollzeit|teilzeit|jornada\s+completa)$/iu
const fold = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

/**
 * "Subject" from "Subject to background check.": one capitalised word that the same ad also writes in
 * lower case ("subject matter experts") is a common word, not a name.
 */
function aCommonWord(text: string, found: string): boolean {
  const word = found.trim()
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false
  return new RegExp(String.raw`(?<![\p{L}])${word.toLowerCase()}(?![\p{L}])`, 'u').test(text)
}

function kindOfWrongEmployer(ad: CollectedAd, found: string): string | undefined {
  if (sameCompany(found, ad.expect.companyName)) return undefined
  const name = fold(found)
  if (!/\p{L}{2,}/u.test(found)) return 'a number'
  if (ad.location && fold(ad.location).split(' ').some((word) => word.length > 3 && name === word)) return 'the place'
  if (ad.location && name !== '' && fold(ad.location).includes(name)) return 'the place'
  if (CONTRACT.test(found.trim())) return 'a contract term'
  if (DEPARTMENT.test(found)) return 'a department'
  if (headingRole(found) !== undefined) return 'a heading'
  // "Intubation", "Kubernetes": a term of the skills dictionary the ad asks the candidate to know (the
  // proper nouns the ad lists beside them may be the employer's own acronym: "SNC").
  const terms = extractAdTerms(ad.text).terms.filter((term) => term.group !== undefined)
  if (terms.some((term) => fold(term.display) === name)) return 'a technical term the ad asks for'
  if (fold(ad.expect.jobTitle).includes(name) && !fold(ad.expect.companyName).includes(name)) return 'a piece of the title'
  if (aCommonWord(ad.text, found)) return 'a common word'
  return undefined
}

describe('employer and title of real postings (job-ads-collected)', () => {
  it('never takes the place, a number, a contract term, a department, a heading, a technical term or a title word as the employer', () => {
    const wrong = ads.flatMap((ad) => {
      const found = detectJobAd(ad.text).companyName
      const kind = found ? kindOfWrongEmployer(ad, found) : undefined
      return kind ? [`${ad.id}: "${found}" is ${kind}`] : []
    })
    expect(wrong).toEqual([])
  })

  // Measured on the licensed set (bench:ai), dev / held-out, before → after the rules written looking
  // at the dev postings: en employers 0.10 → 0.87 / 0.13 → 0.87 (1.00 / 1.00 with "10x:" and
  // "TechToGov - TTS:" headlines), titles 0.00 → 0.84 / 0.00 → 0.87 (0.97 / 1.00);
  // de (okfde/okfn.de) employers 0.48 → 0.95 / 0.50 → 1.00, titles 0.05 → 0.95 (1.00 with the
  // "Verstärke das …team" headline) / 0.00 → 0.40;
  // it (teamdigitale/innovazione.gov.it-site, BSD) employers 0.00 → 0.88 / 0.00 → 0.88 (a public body
  // named in sentence case as the subject of "è alla ricerca di"), titles 1.00 / 1.00;
  // fr (cds-snc/digital-canada-ca, MIT, and etalab/communs.numerique.gouv.fr, Licence Ouverte) employers
  // 0.00 → 0.81 / 0.00 → 0.81 (a name in sentence case that spells the acronym the ad calls itself by,
  // "Service numérique canadien (SNC)", "Le Service numérique canadien se concentre …" with "Au SNC";
  // "À propos du SNC"), titles 0.94 → 0.98 / 0.96 → 0.96 (a product or a title word is no employer:
  // "Notify est une plateforme", "Analyste de recherche"); 0.83 / 0.85 when a defined name is named
  // again in full. nl (Fronteers) employers 0.56 → 0.78 / 1.00, titles 0.89 / 1.00; pt (Elo7) employers
  // 0.80 / 0.50, titles 0.00 → 1.00 / 0.50 → 1.00 ("Vaga Data Engineer": the post's label is no role).
  it.each([
    ['en', 'dev', 0.95, 0.9, 10],
    ['en', 'holdout', 0.95, 0.9, 10],
    ['de', 'dev', 0.9, 0.95, 10],
    ['de', 'holdout', 0.9, 0.4, 10],
    ['it', 'dev', 0.85, 0.95, 10],
    ['it', 'holdout', 0.85, 0.95, 8],
    ['fr', 'dev', 0.75, 0.95, 10],
    ['fr', 'holdout', 0.75, 0.9, 10],
    // nl (fronteers/website, MIT) and pt (elo7/tech-blog, GPL-3.0): small single sources, so the
    // floors sit at what was measured, one posting below where a split has few.
    ['nl', 'dev', 0.65, 0.85, 9],
    ['nl', 'holdout', 0.75, 0.75, 4],
    ['pt', 'dev', 0.8, 0.95, 5],
    ['pt', 'holdout', 0.5, 0.5, 2],
  ] as const)('%s (%s): employer and title right often enough', (language, split, employerFloor, titleFloor, fewest) => {
    const own = ads.filter((ad) => ad.language === language && ad.split === split)
    const results = own.map((ad) => ({ ad, found: detectJobAd(ad.text) }))
    const employers = results.filter(({ ad, found }) => sameCompany(found.companyName, ad.expect.companyName))
    const titles = results.filter(({ ad, found }) => sameTitle(found.jobTitle, ad.expect.jobTitle))
    expect(own.length).toBeGreaterThanOrEqual(fewest)
    expect(employers.length / own.length).toBeGreaterThanOrEqual(employerFloor)
    expect(titles.length / own.length).toBeGreaterThanOrEqual(titleFloor)
  })
})
