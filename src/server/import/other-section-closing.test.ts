import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// Issue 24's German walk in every language: an "other" section with a driving licence and a
// volunteering line, then the closing and the signature name. The licence stays in the section,
// the engagement is volunteering, and the closing is the closing, never an entry. Synthetic inputs.

// prettier-ignore
const CASES: Array<[string, string, string, string, string, string, string]> = [
  ['de', 'Berufserfahrung', 'Sonstiges', 'Führerschein Klasse B', 'Ehrenamt: Kassenwartin im Sportverein', 'Esslingen, im März 2024', 'Esslingen'],
  ['en', 'Experience', 'Other', 'Driving licence: B', 'Volunteering: Treasurer at the local football club', 'Leeds, 3 March 2024', 'Leeds'],
  ['fr', 'Expérience professionnelle', 'Divers', 'Permis B', 'Bénévolat : trésorière du club de football', 'Lyon, le 3 mars 2024', 'Lyon'],
  ['es', 'Experiencia laboral', 'Otros', 'Carnet de conducir B', 'Voluntariado: tesorera del club de fútbol', 'Sevilla, 3 de marzo de 2024', 'Sevilla'],
  ['it', 'Esperienza lavorativa', 'Altro', 'Patente B', 'Volontariato: tesoriera della società sportiva', 'Bari, 3 marzo 2024', 'Bari'],
  ['pt', 'Experiência profissional', 'Outros', 'Carta de condução B', 'Voluntariado: tesoureira do clube de futebol', 'Braga, 3 de março de 2024', 'Braga'],
  ['nl', 'Werkervaring', 'Overig', 'Rijbewijs B', 'Vrijwilligerswerk: penningmeester van de voetbalclub', 'Utrecht, 3 maart 2024', 'Utrecht'],
  ['pl', 'Doświadczenie zawodowe', 'Inne', 'Prawo jazdy kat. B', 'Wolontariat: skarbniczka klubu sportowego', 'Gdańsk, 3 marca 2024 r.', 'Gdańsk'],
]

describe('an "other" section before the closing', () => {
  it.each(CASES)(
    'keeps the licence and the engagement, and takes the closing apart (%s)',
    (_language, jobs, other, licence, engagement, closingLine, place) => {
      const cv = parseCvText(
        [
          'Julia Beispiel',
          'julia@example.org',
          '',
          jobs,
          '04/2019 – 2023\tBuchhalterin, Muster GmbH',
          '',
          other,
          licence,
          engagement,
          '',
          closingLine,
          'Julia Beispiel',
        ].join('\n'),
      )
      expect(cv.closing?.place).toBe(place)
      const entries =
        cv.customSections?.flatMap((section) =>
          section.entries.map((entry) => `${entry.title} ${entry.description}`.trim()),
        ) ?? []
      expect(entries.join(' ')).toContain(licence.split(':')[0])
      const role = engagement.split(/\s*:\s*/)[1] ?? ''
      expect(cv.volunteering?.map((entry) => entry.role)).toEqual([role])
      const rest = JSON.stringify([cv.customSections, cv.volunteering, cv.experience])
      expect(rest).not.toContain(`${place},`)
      expect(rest).not.toContain('2024')
    },
  )
})
