import { describe, expect, it } from 'vitest'

import type { TitleCv } from '#shared/api/ai'

import { misspelledWords } from '#server/ai/check/spelling'
import { answerHumanize, NOTHING_TO_CHANGE } from './checked-humanize'
import { experienceYears, suggestTitles } from './suggest-titles'

// Issue 16: title suggestions come from the CV's real roles and seniority, with acronyms and brands
// as spelled, in the conventions of the CV's language; "Nothing to change" when the title is
// already one of them. The CVs below are written for this test, in several languages.

const NOW = new Date('2025-06-15T00:00:00Z')

describe('experienceYears', () => {
  it('counts overlapping roles once and reads "today" in any language', () => {
    expect(
      experienceYears(
        [
          { title: 'A', startDate: '03/2015', endDate: '02/2019' },
          { title: 'B', startDate: '2018-06', endDate: '2020-05' },
          { title: 'C', startDate: 'März 2021', endDate: 'heute' },
        ],
        NOW,
      ),
    ).toBe(9)
    expect(
      experienceYears([{ title: 'A', startDate: 'septiembre de 2023', endDate: 'actualidad' }], NOW),
    ).toBe(1)
    expect(experienceYears([{ title: 'A', startDate: '', endDate: '' }], NOW)).toBe(0)
  })
})

type Case = {
  name: string
  current: string
  cv: TitleCv
  suggestions: string[]
  nothingToChange?: boolean
}

const CASES: Case[] = [
  {
    name: 'en: acronyms and brand casing from the CV, seniority from 9 years of dates',
    current: 'product manager b2b saas',
    cv: {
      language: 'en',
      roles: [
        { title: 'Product Manager', startDate: '04/2020', current: true },
        { title: 'Associate Product Manager', startDate: '09/2016', endDate: '03/2020' },
      ],
      skills: ['B2B SaaS', 'Roadmapping', 'SQL'],
      summary: 'Product manager for B2B SaaS tools used by logistics teams.',
    },
    suggestions: ['Product Manager B2B SaaS', 'Senior Product Manager', 'Product Manager'],
  },
  {
    name: 'en: no "Senior" for 2 years, even when the title field says so',
    current: 'Senior UX/UI Designer',
    cv: {
      language: 'en',
      roles: [{ title: 'ux/ui designer', startDate: 'Jan 2023', endDate: 'Present' }],
      skills: ['Figma'],
    },
    suggestions: ['UX/UI Designer'],
  },
  {
    name: 'en: a joke title gives way to the CV role, never "Ninja"',
    current: 'iOS Ninja',
    cv: { language: 'en', roles: [{ title: 'ios developer', startDate: '2023', current: true }] },
    suggestions: ['iOS Developer'],
  },
  {
    name: 'de: "Senior Produktmanager" from 8 years, the German title kept',
    current: 'Produktmanager',
    cv: {
      language: 'de',
      roles: [
        { title: 'Produktmanager', startDate: '01.2019', current: true },
        { title: 'Vertriebsingenieur', startDate: '2016', endDate: '12.2018' },
      ],
      summary: 'Produktmanager für SAP-Schnittstellen im Maschinenbau.',
    },
    suggestions: ['Produktmanager', 'Senior Produktmanager'],
    nothingToChange: true,
  },
  {
    name: 'fr: sentence case and "senior" after the noun',
    current: 'CHEFFE DE PROJET',
    cv: {
      language: 'fr',
      roles: [
        { title: 'cheffe de projet digital', startDate: 'février 2017', endDate: "aujourd'hui" },
        { title: 'Assistante marketing', startDate: '2014', endDate: '2017' },
      ],
      skills: ['Gestion de projet', 'SEO'],
    },
    suggestions: ['Cheffe de projet', 'Cheffe de projet digital senior', 'Cheffe de projet digital'],
  },
  {
    name: 'es: an English title in a Spanish CV takes the English order',
    current: 'Ingeniera de datos',
    cv: {
      language: 'es',
      roles: [{ title: 'Data Engineer', startDate: '2017', endDate: 'actualidad' }],
      summary: 'Diseño canalizaciones de datos en la nube.',
    },
    suggestions: ['Senior Data Engineer', 'Data Engineer'],
  },
  {
    name: 'pt: "sênior" after the noun; a current title the CV backs is "Nothing to change"',
    current: 'Analista de dados',
    cv: { language: 'pt', roles: [{ title: 'Analista de dados', startDate: '2016', current: true }] },
    suggestions: ['Analista de dados', 'Analista de dados sênior'],
    nothingToChange: true,
  },
  {
    name: 'pl: "Starsza" agrees with a feminine title; a misspelt title field is no suggestion',
    current: 'ksiegowa',
    cv: { language: 'pl', roles: [{ title: 'Księgowa', startDate: '2012', endDate: 'obecnie' }] },
    suggestions: ['Starsza księgowa', 'Księgowa'],
  },
  {
    name: 'nl: "Senior" before a Dutch title in sentence case',
    current: 'Verpleegkundige',
    cv: { language: 'nl', roles: [{ title: 'verpleegkundige', startDate: '2015', current: true }] },
    suggestions: ['Verpleegkundige', 'Senior verpleegkundige'],
    nothingToChange: true,
  },
  {
    name: 'it: "Junior" leaves after 4 years; seniority only from 5',
    current: 'Sviluppatrice junior',
    cv: { language: 'it', roles: [{ title: 'Sviluppatrice junior', startDate: '2021', current: true }] },
    suggestions: ['Sviluppatrice'],
  },
  {
    name: 'a leadership title gets no "Senior"',
    current: 'Head of Sales DACH',
    cv: { language: 'en', roles: [{ title: 'Head of Sales DACH', startDate: '2009', current: true }] },
    suggestions: ['Head of Sales DACH'],
    nothingToChange: true,
  },
]

describe('suggestTitles', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const result = await suggestTitles({ current: c.current, cv: c.cv, now: NOW })
    expect(result.suggestions).toEqual(c.suggestions)
    expect(result.nothingToChange).toBe(c.nothingToChange ?? false)
    for (const title of result.suggestions) {
      expect(title).not.toMatch(/ninja|guru|rockstar/i)
      // Every word is spelled: acronyms and brands apart, the dictionary of the CV's language or,
      // for a title in English words, English.
      const english = await misspelledWords(title, 'en', new Set())
      const local = await misspelledWords(title, c.cv.language ?? 'en', new Set())
      expect(english.length === 0 || local.length === 0, title).toBe(true)
    }
  })
})

describe('enhance-title answers with the suggestions', () => {
  it('offers the suggestions and names the best as the humanized title', async () => {
    const reply = await answerHumanize(
      { text: 'product manager b2b saas', context: 'professional_title', cv: CASES[0]!.cv },
      NOW,
    )
    expect(reply).toMatchObject({
      humanized: 'Product Manager B2B SaaS',
      suggestions: ['Product Manager B2B SaaS', 'Senior Product Manager', 'Product Manager'],
    })
    expect(reply.message).not.toBe(NOTHING_TO_CHANGE)
  })

  it('says "Nothing to change" and gives the title back when it is one of them', async () => {
    const reply = await answerHumanize(
      { text: 'Analista de dados', context: 'professional_title', cv: CASES[6]!.cv },
      NOW,
    )
    expect(reply).toMatchObject({ humanized: 'Analista de dados', message: NOTHING_TO_CHANGE })
  })

  it('tidies the title alone when the CV has no role', async () => {
    const reply = await answerHumanize(
      { text: 'senior software engineer', context: 'professional_title', cv: { roles: [] } },
      NOW,
    )
    expect(reply).toMatchObject({ humanized: 'Senior Software Engineer' })
    expect(reply.suggestions).toBeUndefined()
  })
})
