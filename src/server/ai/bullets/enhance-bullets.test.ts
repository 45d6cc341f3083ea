import { readFileSync } from 'node:fs'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EnhanceBulletsReply } from '#shared/api/ai'
import { LOCALES, type Locale } from '#shared/i18n/locales'

import { startsWithActionVerb } from '#server/text/verbs/action-verbs'
import { cleanBullet } from '#server/text/bullet-text'
import { enhanceBullet, enhanceBullets } from './enhance-bullets'
import { numbersIn } from '#server/text/numbers'

const enhancedEn = (text: string, pastTense = true) =>
  enhanceBullets([text], { language: 'en', pastTense })[0]?.enhanced
const enhancedDe = (text: string, pastTense = true) =>
  enhanceBullets([text], { language: 'de', pastTense })[0]?.enhanced

describe('enhanceBullets', () => {
  it('answers the enhance-bullets shape, one result per bullet, in order', () => {
    const reply = enhanceBullets(['Managed a team', 'Reduced costs'], { language: 'en' })
    expect(EnhanceBulletsReply.parse(reply)).toEqual(reply)
    expect(reply.map((r) => r.original)).toEqual(['Managed a team', 'Reduced costs'])
  })

  it('removes English filler leads and starts with the verb they hid', () => {
    expect(enhancedEn('Responsible for managing a team of 8 customer service agents')).toBe(
      'Managed a team of 8 customer service agents',
    )
    expect(enhancedEn('Duties included preparing monthly financial reports')).toMatch(
      /^Prepared monthly financial reports/,
    )
  })

  it('keeps "helped" honest: support, not sole credit', () => {
    expect(enhancedEn('Helped with the migration of 120 servers to AWS')).toBe(
      'Supported the migration of 120 servers to AWS',
    )
    expect(enhancedEn('Helped build the new website')).toMatch(/^Contributed to building the new website/)
  })

  it('turns passive voice into an active sentence', () => {
    expect(enhancedEn('Sales were increased by 25% in 2022')).toBe('Increased sales by 25% in 2022')
    expect(enhancedEn('The onboarding process was redesigned and shortened from 10 to 4 days')).toBe(
      'Redesigned and shortened the onboarding process from 10 to 4 days',
    )
  })

  it('puts past jobs in the past tense and current jobs in the present', () => {
    expect(enhancedEn('Develops REST APIs in Node.js', true)).toMatch(/^Developed REST APIs in Node\.js/)
    expect(enhancedEn('Developed REST APIs in Node.js', false)).toMatch(/^Develop REST APIs in Node\.js/)
    expect(enhancedEn('Responsible for recruiting and training new staff', false)).toMatch(
      /^Recruit and train new staff/,
    )
  })

  it('uses the tense most bullets already have when the caller does not say', () => {
    const reply = enhanceBullets(
      ['Lead a team of 5', 'Build dashboards for 3 teams', 'Managed the budget of 2 shops'],
      { language: 'en' },
    )
    expect(reply.map((r) => r.enhanced.split(' ')[0])).toEqual(['Lead', 'Build', 'Manage'])
  })

  it('gives a verbless phrase the verb its head noun implies', () => {
    expect(enhancedEn('Customer support for 200+ B2B clients')).toBe(
      'Provided customer support for 200+ B2B clients',
    )
  })

  it('puts no placeholder into the text where the result is missing: a hint beside it, never a number', () => {
    const hintOf = (language: 'en' | 'de', text: string) => enhanceBullets([text], { language, pastTense: true })[0]
    expect(hintOf('en', 'Reduced costs')).toMatchObject({ enhanced: 'Reduced costs', resultHint: '… by [X] %' })
    expect(hintOf('en', 'Worked on the company website')).toMatchObject({
      enhanced: 'Contributed to the company website',
      resultHint: '… resulting in [measurable result]',
    })
    expect(hintOf('de', 'Die Kosten wurden gesenkt')).toMatchObject({
      enhanced: 'Senkte die Kosten',
      resultHint: '… um [X] %',
    })
    expect(hintOf('de', 'Senkte die Bearbeitungszeit um 30 %')?.resultHint).toBeUndefined()
    expect(enhancedDe('Habe bei der Einführung von SAP mitgeholfen')).not.toMatch(/\[/)
  })

  it('rewrites German filler and nominal style to a verb first', () => {
    expect(enhancedDe('Verantwortlich für die Betreuung von 20 Key Accounts')).toBe(
      'Betreute 20 Key Accounts',
    )
    expect(enhancedDe('Koordination von 3 externen Dienstleistern')).toBe(
      'Koordinierte 3 externe Dienstleister',
    )
    expect(enhancedDe('Entwicklung einer App für iOS und Android')).toMatch(
      /^Entwickelte eine App für iOS und Android/,
    )
    expect(enhancedDe('Mitgewirkt bei der Einführung von SAP S/4HANA')).toBe(
      'Wirkte bei der Einführung von SAP S/4HANA mit',
    )
  })

  it('moves a German participle to the front and its particle to the end', () => {
    expect(enhancedDe('Schulungen für 50 Mitarbeitende durchgeführt')).toBe(
      'Führte Schulungen für 50 Mitarbeitende durch',
    )
    expect(enhancedDe('Der Umsatz wurde im Jahr 2023 um 30 % gesteigert')).toBe(
      'Steigerte den Umsatz im Jahr 2023 um 30 %',
    )
  })

  it('keeps a German noun phrase as written rather than put a verb before it (issue 16)', () => {
    expect(enhancedDe('Leitung eines Teams von 6 Entwicklern')).toBe('Leitung eines Teams von 6 Entwicklern')
    expect(enhancedDe('Buchhaltung gemacht und Rechnungen geschrieben')).toMatch(
      /^Buchhaltung gemacht und Rechnungen geschrieben/,
    )
    expect(enhancedDe('Zuständig für die Buchhaltung')).toMatch(/^Verantwortete die Buchhaltung/)
  })

  it('rewrites the other six languages from their tables too', () => {
    const texts = [
      'Responsable de la gestion d’une équipe de 5 personnes',
      'Gestão de uma equipa de 4 técnicos',
      'Odpowiedzialny za obsługę 30 klientów',
    ]
    const reply = enhanceBullets(texts, { language: 'fr', pastTense: true })
    expect(reply.map((r) => r.enhanced)).toEqual([
      'Géré une équipe de 5 personnes',
      'Gestão de uma equipa de 4 técnicos',
      'Obsługa 30 klientów',
    ])
  })

  it('still scores bullets it does not rewrite', () => {
    const [result] = enhanceBullets(['Développé un outil interne utilisé par 300 employés'], {
      language: 'fr',
    })
    expect(result?.reasons).toContain('action_verb')
    expect(result?.impactScore).toBeGreaterThanOrEqual(6)
  })

  it('explains the impact score with its reasons', () => {
    const [strong] = enhanceBullets(['Cut cloud costs by 35% across 4 teams using Terraform'], {
      language: 'en',
    })
    const [weak] = enhanceBullets(['Reduced costs'], { language: 'en' })
    expect(strong?.reasons).toEqual(
      expect.arrayContaining(['action_verb', 'measurable_result', 'scope', 'specific_terms', 'good_length']),
    )
    expect(weak?.reasons).toEqual(expect.arrayContaining(['no_measurable_result', 'too_short']))
    expect(strong?.impactScore).toBeGreaterThan(weak?.impactScore ?? 10)
  })

  it('removes list markers and keeps a final full stop', () => {
    expect(enhancedEn('• Reduced costs by 10%.')).toBe('Reduced costs by 10%.')
    expect(enhancedEn('2. Reduced costs by 10%')).toBe('Reduced costs by 10%')
  })

  it('does not put words of an assumed language into a bullet whose language it cannot tell', () => {
    expect(enhanceBullets(['Kundenbetreuung'])[0]?.enhanced).toBe('Kundenbetreuung')
  })

  it('keeps every number of the original and invents none, for any input (list numbering aside)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.constantFrom(...LOCALES),
        fc.boolean(),
        (text, language, past) => {
          const { enhanced } = enhanceBullet(text, language, past)
          if (enhanced === '') return true
          const content = cleanBullet(text).text
          return JSON.stringify(numbersIn(enhanced).sort()) === JSON.stringify(numbersIn(content).sort())
        },
      ),
      { numRuns: 400 },
    )
  })

  it('starts every fixture bullet with an action verb or keeps its nominal style, and keeps its numbers', () => {
    const { bullets } = JSON.parse(readFileSync('tests/fixtures/ai/bullets/bullets.json', 'utf8')) as {
      bullets: Array<{ text: string; language: Locale; pastTense: boolean }>
    }
    expect(new Set(bullets.map((b) => b.language))).toEqual(new Set(LOCALES))
    for (const bullet of bullets) {
      const [result] = enhanceBullets([bullet.text], {
        language: bullet.language,
        pastTense: bullet.pastTense,
      })
      // A nominal bullet outside English may stay as written (issue 16); the rest starts with a verb.
      const keptAsWritten = (result?.enhanced ?? '').startsWith(bullet.text.split(' ')[0] ?? '')
      const isNominalLanguage = bullet.language !== 'en'
      if (!(isNominalLanguage && keptAsWritten)) {
        expect(startsWithActionVerb(result?.enhanced ?? '', bullet.language), bullet.text).toBe(true)
        expect(result?.reasons, bullet.text).not.toContain('no_action_verb')
      }
      expect(numbersIn(result?.enhanced ?? '').sort(), bullet.text).toEqual(numbersIn(bullet.text).sort())
    }
  })
})
