import { describe, expect, it } from 'vitest'
import { HumanizeBody } from '#shared/api/ai'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'

import { titleChoicesOf, titleCvOf } from './title-suggestions'

// Issue 16: enhance-title offers the titles built from the CV for the user to pick, and says
// "Nothing to change" when the current title is one of them.

function cv(): CvData {
  return {
    ...emptyCv(),
    language: 'fr',
    summary: 'Cheffe de projet digital depuis 2017.',
    experience: [
      {
        id: 'e1',
        title: 'Cheffe de projet digital',
        company: 'Atelier Nord',
        location: 'Lille',
        startDate: '02/2017',
        endDate: '',
        current: true,
        bullets: [],
        description: '',
      },
      {
        id: 'e2',
        title: '  ',
        company: 'Sans titre',
        location: '',
        startDate: '2014',
        endDate: '2016',
        current: false,
        bullets: [],
        description: '',
      },
    ],
    skills: [{ id: 's1', category: 'Outils', items: [{ id: 'i1', name: 'Jira', level: '' }] }],
  }
}

describe('titleCvOf', () => {
  it('sends the roles with their dates, the skills, the summary and the language, valid for the API', () => {
    const body = HumanizeBody.parse({
      text: 'cheffe de projet',
      context: 'professional_title',
      cv: titleCvOf(cv()),
    })
    expect(body.cv).toEqual({
      roles: [{ title: 'Cheffe de projet digital', startDate: '02/2017', endDate: '', current: true }],
      skills: ['Jira'],
      summary: 'Cheffe de projet digital depuis 2017.',
      language: 'fr',
    })
  })
})

describe('titleChoicesOf', () => {
  const reply = (suggestions: string[] | undefined, humanized: string) => ({
    success: true,
    humanized,
    message: '',
    ...(suggestions ? { suggestions } : {}),
  })

  it('offers every suggestion that is not the current title', () => {
    expect(
      titleChoicesOf(
        reply(['Cheffe de projet', 'Cheffe de projet digital senior'], 'Cheffe de projet'),
        'cheffe de projet',
      ),
    ).toEqual({ choices: ['Cheffe de projet', 'Cheffe de projet digital senior'], nothingToChange: false })
  })

  it('is "Nothing to change" when the title is one of them, with the others still offered', () => {
    expect(
      titleChoicesOf(
        reply(['Produktmanager', 'Senior Produktmanager'], 'Produktmanager'),
        ' Produktmanager ',
      ),
    ).toEqual({ choices: ['Senior Produktmanager'], nothingToChange: true })
  })

  it('falls back to the humanized title of a server without suggestions', () => {
    expect(titleChoicesOf(reply(undefined, 'Senior Software Engineer'), 'senior software engineer')).toEqual({
      choices: ['Senior Software Engineer'],
      nothingToChange: false,
    })
    expect(titleChoicesOf(reply(undefined, 'Head of HR'), 'Head of HR')).toEqual({
      choices: [],
      nothingToChange: true,
    })
  })
})
