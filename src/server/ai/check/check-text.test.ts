import { describe, expect, it } from 'vitest'

import { checkText, type CheckInput } from './check-text'
import { misspelledWords } from './spelling'

// The defects of issue 16, one per claim kind, in the languages they were reported in, and the
// same sentences made true by the CV.

const CV_PM = [
  'Anna Berg',
  'Senior Product Manager, Sensorik Werke GmbH, 2016 – present',
  'Launched an industrial IoT platform used by 40 plants',
  'Product Owner, Shopwelt GmbH, 2012 – 2016',
  'Grew e-commerce conversion by 18%',
  'M.Sc. Wirtschaftsinformatik, TU München',
].join('\n')

const AD_FIN =
  'Senior Product Manager (m/w/d) bei Finanzhaus Nord AG. Sie bringen 10 Jahre Erfahrung in der Finanzbranche mit.'

function input(text: string, extra: Partial<CheckInput> = {}): CheckInput {
  return {
    text,
    kind: 'letter',
    language: 'en',
    cvText: CV_PM,
    adText: AD_FIN,
    yearsOfExperience: 10,
    ...extra,
  }
}

const kinds = async (i: CheckInput) => (await checkText(i)).problems.map((p) => p.kind)

describe('checkText: claims must be in the CV', () => {
  it('rejects the sector taken from the ad (en, de) and accepts the CV’s own', async () => {
    expect(
      await kinds(
        input('As a Senior Product Manager with 10 years of experience in the financial sector, I apply.'),
      ),
    ).toContain('sector')
    expect(
      await kinds(
        input(
          'Als Senior Product Manager mit 10 Jahren Berufserfahrung in der Finanzbranche bewerbe ich mich.',
          { language: 'de' },
        ),
      ),
    ).toContain('sector')
    expect(await kinds(input('I built an industrial IoT platform in the IoT sector.'))).not.toContain(
      'sector',
    )
  })

  it('rejects years of experience the CV dates do not give', async () => {
    expect(await kinds(input('I bring 12 years of experience to your team.'))).toEqual(
      expect.arrayContaining(['number', 'years']),
    )
    expect(await kinds(input('I bring 10 years of experience to your team.'))).toEqual([])
  })

  it('rejects a number that is not in the CV, and a degree level the CV does not have', async () => {
    expect(await kinds(input('I grew conversion by 25%.'))).toContain('number')
    expect(await kinds(input('My MBA taught me finance.'))).toContain('degree')
    expect(await kinds(input('My Master’s degree taught me much.'))).toEqual([])
  })

  it('rejects an employer with a legal form that is neither in the CV nor in the ad', async () => {
    expect(await kinds(input('At Deutsche Bank AG I led payments.'))).toContain('employer')
    expect(await kinds(input('At Sensorik Werke GmbH I launched a platform.'))).toEqual([])
  })

  it('requires the ad’s employer and role in a letter', async () => {
    const result = await kinds(
      input('I apply for this role at your company.', {
        employer: 'Finanzhaus Nord AG',
        role: 'Senior Product Manager',
      }),
    )
    expect(result).toEqual(expect.arrayContaining(['missing_employer', 'missing_role']))
  })

  it('rejects a name placeholder when the CV has the name, keeps it when not', async () => {
    expect(await kinds(input('Kind regards,\n[Your name]', { cvName: 'Anna Berg' }))).toContain('placeholder')
    expect(await kinds(input('Kind regards,\n[Your name]'))).not.toContain('placeholder')
    expect(await kinds(input('I improved [X] processes.'))).toContain('placeholder')
  })
})

describe('checkText: spelling in 8 languages', () => {
  it('rejects non-words and accepts correct sentences', async () => {
    expect(await kinds(input('Performeded reporting every month.', { kind: 'bullet' }))).toContain('spelling')
    const good: Array<[CheckInput['language'], string]> = [
      ['en', 'I would welcome the opportunity to discuss how I can contribute to your team.'],
      ['de', 'Über die Einladung zu einem persönlichen Gespräch freue ich mich sehr.'],
      ['fr', 'Je serais ravie de vous présenter mon parcours lors d’un entretien.'],
      ['es', 'Me encantaría explicarle en una entrevista cómo puedo contribuir a su equipo.'],
      ['it', 'Sarei lieta di illustrarle in un colloquio come posso contribuire al vostro team.'],
      ['pt', 'Teria todo o gosto em explicar numa entrevista como posso contribuir para a vossa equipa.'],
      ['nl', 'Graag licht ik in een gesprek toe hoe ik kan bijdragen aan uw team.'],
      ['pl', 'Chętnie opowiem podczas rozmowy, jak mogę wesprzeć Państwa zespół.'],
    ]
    for (const [language, text] of good)
      expect(await misspelledWords(text, language, new Set()), language).toEqual([])
  })

  it('exempts names, tools and employers copied from the inputs', async () => {
    expect(
      await misspelledWords(
        'Anna Berg used Kubectlx at Sensorik.',
        'en',
        new Set(['kubectlx', 'sensorik', 'berg', 'anna']),
      ),
    ).toEqual([])
  })
})

describe('checkText: the employer’s sector', () => {
  it('accepts the ad’s sector in a sentence addressed to the employer', async () => {
    expect(await kinds(input('Your work in the financial sector appeals to me.'))).not.toContain('sector')
    expect(
      await kinds(input('Ihre Arbeit in der Finanzbranche spricht mich an.', { language: 'de' })),
    ).not.toContain('sector')
    expect(await kinds(input('Jako PM z 12-letnim doświadczeniem aplikuję.', { language: 'pl' }))).toContain(
      'years',
    )
  })
})

describe('translationProblems', () => {
  it('accepts a faithful translation and names each kind of defect', async () => {
    const { translationProblems } = await import('./check-translation')
    const original = 'Led a team of 5 at Sensorik Werke GmbH and migrated 12 services to Kubernetes in 2021.'
    expect(
      translationProblems(
        original,
        'Leitete ein Team von 5 Personen bei der Sensorik Werke GmbH und migrierte 2021 zwölf… 12 Dienste zu Kubernetes.',
        'de',
      ),
    ).toEqual([])
    expect(
      translationProblems(
        original,
        'Leitete ein Team von 6 Personen bei der Sensorik Werke GmbH und migrierte 2021 12 Dienste zu Kubernetes.',
        'de',
      ),
    ).toContain('numbers')
    expect(
      translationProblems(
        original,
        'Leitete ein Team von 5 Personen bei der Sensorik Werke GmbH und migrierte 2021 12 Dienste in die Cloud.',
        'de',
      ),
    ).toContain('names')
    expect(translationProblems(original, original, 'de')).toContain('language')
  })
})
