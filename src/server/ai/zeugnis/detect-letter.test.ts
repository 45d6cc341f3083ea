import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'

function analyse(text: string, jurisdiction: 'DE' | 'CH' | 'AT' = 'DE') {
  return analyzeZeugnis({ text, jurisdiction, locale: 'en' })
}

describe('what is not a reference letter', () => {
  it('answers Unknown with a reason for a text that is too short', () => {
    const result = analyse('Sehr gut gemacht!')
    expect(result.overall_category).toBe('Unknown')
    expect(result.unknown_reason).toBe('too_short')
    expect(result.performance_grade).toBeNull()
  })

  it('answers Unknown for an English text, even a reference', () => {
    const text =
      'To whom it may concern. Thomas was employed by us from 2019 to 2023 as a data engineer. He was reliable, honest and always delivered work of the highest standard. We are sorry to see him go and wish him all the best for the future.'
    expect(analyse(text).unknown_reason).toBe('not_german')
  })

  it('answers Unknown for German text that assesses no one (a job advert)', () => {
    const text =
      'Wir suchen Sie als Sachbearbeiter Buchhaltung (m/w/d). Ihre Aufgaben: Kreditorenbuchhaltung und Monatsabschlüsse. Ihr Profil: sehr gute Kenntnisse in DATEV, eine selbständige, sorgfältige und zuverlässige Arbeitsweise, hohe Einsatzbereitschaft. Wir bieten einen sicheren Arbeitsplatz. Bewerben Sie sich jetzt!'
    const result = analyse(text)
    expect(result.unknown_reason).toBe('not_reference_letter')
    expect(result.revision_draft).toBe('')
    expect(result.legal_assessment.challengeable).toBe(false)
  })

  it('recognises a simple certificate, which has nothing to grade, and says a full one can be requested', () => {
    const text =
      'Arbeitsbestätigung\n\nWir bestätigen, dass Frau Laura Müller, geboren am 18. Mai 1997, vom 1. März 2021 bis 31. August 2023 in unserem Unternehmen als Mitarbeiterin Kundendienst angestellt war. Sie war für die telefonische Beratung der Kundschaft und die Bearbeitung von Bestellungen zuständig.\n\nBern, 31. August 2023'
    const result = analyse(text, 'CH')
    expect(result.overall_category).toBe('Unknown')
    expect(result.unknown_reason).toBe('simple_certificate')
    expect(result.certificate_kind).toBe('simple')
    expect(result.legal_assessment.challengeable).toBe(true)
    expect(result.legal_assessment.advice).toContain('Vollzeugnis')
  })

  it('treats a simple Austrian Dienstzeugnis as exactly what the law requires', () => {
    const text =
      'Dienstzeugnis\n\nHerr Florian Bauer, geboren am 21.05.1992, war vom 01.06.2020 bis zum 30.09.2023 in unserem Unternehmen als Angestellter im Kundendienst beschäftigt. Er war mit der Erfassung von Serviceaufträgen und der Pflege der Kundendaten betraut.\n\nGraz, am 30.09.2023'
    const result = analyse(text, 'AT')
    expect(result.unknown_reason).toBe('simple_certificate')
    expect(result.legal_assessment.challengeable).toBe(false)
  })
})

describe('what makes a letter a letter (issue 17)', () => {
  it('reads a short Austrian letter without title or closing formula as a letter', () => {
    const text = [
      'Frau Sandra Pichler war vom 1. Februar 2019 bis 31. Jänner 2024 in unserer Filiale in Graz als Verkäuferin beschäftigt.',
      'Sie arbeitete stets sehr zuverlässig und genau. Mit ihren Leistungen waren wir stets sehr zufrieden.',
      'Ihr Verhalten gegenüber Vorgesetzten und Kunden war stets einwandfrei.',
    ].join('\n\n')
    const analysis = analyzeZeugnis({ text, jurisdiction: 'AT', locale: 'de' })
    expect(analysis.overall_category).not.toBe('Unknown')
    expect(analysis.unknown_reason).toBeNull()
  })

  it('does not read an employment contract (employer, person, period, duties, no assessment) as a letter', () => {
    const text = [
      'Arbeitsvertrag zwischen der Elbe Spedition GmbH und Herrn Paul Richter.',
      'Das Arbeitsverhältnis beginnt am 01.05.2024. Der Arbeitnehmer wird als Disponent eingestellt.',
      'Zu seinen Aufgaben gehören die Tourenplanung und die Abrechnung der Touren. Die Probezeit beträgt sechs Monate.',
    ].join('\n\n')
    expect(analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'de' }).overall_category).toBe('Unknown')
  })
})
