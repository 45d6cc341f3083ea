import { describe, expect, it } from 'vitest'

import { findDefinedAcronyms } from '#server/ai/job-ad/acronyms'
import { DEFAULT_ALIAS_INDEX, findAliasMatches, unresolvedIncludes } from '#server/ai/job-ad/alias-index'
import { headingKey, headingRole } from '#server/ai/job-ad/job-ad-headings'
import { SECTION_HEADINGS } from '#server/ai/job-ad/job-ad-sections.data'
import { readJobAd } from '#server/ai/job-ad/job-ad-structure'
import { spearman } from './spearman'
import { stem } from '#server/text/stem'
import { expandGermanEllipsis, splitSentences } from '#server/text/sentences'
import { normalizeForMatch, tokenize } from '#server/text/tokens'

describe('ATS text helpers', () => {
  it('expands German hyphen ellipses ("Grund- und Behandlungspflege")', () => {
    expect(expandGermanEllipsis('Grund- und Behandlungspflege')).toBe('Grundpflege und Behandlungspflege')
    expect(expandGermanEllipsis('Kreditoren- und Debitorenbuchhaltung')).toBe(
      'Kreditorenbuchhaltung und Debitorenbuchhaltung',
    )
  })

  it('keeps C#, C++ and .NET apart from ordinary words', () => {
    expect(normalizeForMatch('C#, C++ and .NET; net revenue')).toBe('c# c++ and dotnet net revenue')
  })

  it('maps tokens back to their place in the original text despite umlauts', () => {
    const text = 'Größe: Ärzte'
    const [, second] = tokenize(text)
    expect(text.slice(second?.start, second?.end)).toBe('Ärzte')
  })

  it('does not end a sentence at "z. B." or "Dr."', () => {
    expect(splitSentences('Wir suchen z. B. Dr. Müller. Danke')).toEqual([
      'Wir suchen z. B. Dr. Müller.',
      'Danke',
    ])
  })

  it('brings inflected forms to one stem', () => {
    expect(stem('managing')).toBe(stem('management'))
    expect(stem('engineering')).toBe(stem('engineer'))
    expect(stem('Entwicklung'.toLowerCase())).toBe(stem('entwickeln'))
  })

  it('matches short acronyms case-sensitively ("OR" is the works council, "or" is not)', () => {
    const forms = (text: string) => findAliasMatches(DEFAULT_ALIAS_INDEX, tokenize(text)).map((m) => m.form)
    expect(forms('works with the OR')).toContain('OR')
    expect(forms('Java or Kotlin')).not.toContain('OR')
  })

  it('finds acronyms a text defines for itself', () => {
    expect(findDefinedAcronyms('Key Performance Indicators (KPIs)')).toEqual([
      { kind: 'hard', forms: ['Key Performance Indicators', 'KPIs'] },
    ])
  })

  it('has no "includes" entry that names no group', () => {
    expect(unresolvedIncludes(DEFAULT_ALIAS_INDEX)).toEqual([])
  })

  it('recognises headings in eight languages and not content lines', () => {
    expect(headingRole('Was du mitbringst')).toBe('required')
    expect(headingRole('Nice to have:')).toBe('preferred')
    expect(headingRole('Wymagania')).toBe('required')
    expect(headingRole('Wir bieten')).toBe('ignore')
    expect(headingRole('- Experience with Kafka')).toBeUndefined()
  })

  it('recognises headings in capitals, with a word before or after, in pairs and with curly apostrophes', () => {
    expect(headingRole('KEY REQUIREMENTS:')).toBe('required')
    expect(headingRole('What you’ll do')).toBe('tasks')
    expect(headingRole('Requirements for this role')).toBe('required')
    expect(headingRole('Requirements (must have)')).toBe('required')
    expect(headingRole('Skills (nice to have)')).toBe('preferred')
    expect(headingRole('Preferred Qualifications')).toBe('preferred')
    expect(headingRole('**Nice-to-haves**')).toBe('preferred')
    expect(headingRole('Perks & Benefits')).toBe('ignore')
    expect(headingRole('Das wäre super')).toBe('preferred')
    expect(headingRole('DEIN PROFIL:')).toBe('required')
  })

  it('does not take a requirement that starts like a heading for one', () => {
    expect(headingRole('You have 5+ years with Java.')).toBeUndefined()
    expect(headingRole('Must have experience with Kafka')).toBeUndefined()
    expect(headingRole('Skills in Python and SQL')).toBeUndefined()
    expect(headingRole('Strong communication skills')).toBeUndefined()
  })

  it('lists every heading under one role only', () => {
    const keys = Object.values(SECTION_HEADINGS).flatMap((patterns) => patterns.map(headingKey))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it('reads a label before the content as its heading ("Must have: AWS") and drops job-board facts', () => {
    const sentences = readJobAd(
      'Requirements\n- Must have: AWS\n- Nice to have: Kotlin\n- Docker\nPay: £38,000 per year\nJob Type: Full-time',
    )
    expect(sentences.map((s) => s.clauses.map((c) => [c.text, c.role]))).toEqual([
      [['AWS', 'required']],
      [['Kotlin', 'preferred']],
      [['Docker', 'required']],
    ])
  })

  it('reads on after a fact such as "Standort: Ulm" on a line of its own', () => {
    const sentences = readJobAd('Standort: Ulm\nSie haben Erfahrung mit SAP.')
    expect(sentences.map((s) => s.source)).toEqual(['Sie haben Erfahrung mit SAP.'])
  })

  it('skips the title lines, the offer and the call to apply of an ad without headings', () => {
    const sentences = readJobAd(
      'Senior Engineer – Berlin\nPixelfold GmbH\n\nYou know Kotlin well. We offer a competitive salary. Apply now!',
    )
    expect(sentences.map((s) => s.source)).toEqual(['You know Kotlin well.'])
  })

  it('reads sentences about the job in an ad without headings as tasks', () => {
    const roles = (ad: string) => readJobAd(ad).map((s) => s.clauses[0]?.role)
    expect(roles('In this role you’ll build our APIs. You have 3 years of Go. You’ll need Kafka.')).toEqual([
      'tasks',
      'required',
      'required',
    ])
    expect(
      roles('Im Team betreuen Sie unsere Server. Sie haben eine Ausbildung als Fachinformatiker.'),
    ).toEqual(['tasks', 'required'])
    expect(roles('Requirements\n- You will work with Kafka daily')).toEqual(['required'])
  })

  it('overrides the section with a cue in the clause ("German is a plus")', () => {
    const sentences = readJobAd('Requirements\n- Very good English, German is a plus')
    expect(sentences.flatMap((s) => s.clauses.map((c) => c.role))).toEqual(['required', 'preferred'])
  })

  it('computes Spearman correlation with ties', () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBe(1)
    expect(spearman([1, 2, 3], [30, 20, 10])).toBe(-1)
    expect(spearman([1, 1, 2], [5, 5, 9])).toBeCloseTo(1)
  })
})
