import { describe, expect, it } from 'vitest'
import { checkRoleItems } from './check-omissions'
import { detectOccupation } from './detect-occupation'
import { getLexicon } from './lexicon'
import { parseDocument } from './segment'

function occupationOf(text: string, input?: string) {
  const occupation = detectOccupation(parseDocument(text), getLexicon(), input)
  return occupation
    ? {
        label: occupation.label,
        groups: occupation.groups.map((group) => group.key),
        source: occupation.source,
      }
    : null
}

function items(text: string, input?: string) {
  const doc = parseDocument(text)
  const result = checkRoleItems(doc, getLexicon(), detectOccupation(doc, getLexicon(), input))
  return Object.fromEntries(result.findings.map((finding) => [finding.key, finding.severity]))
}

describe('occupation', () => {
  it('infers the role from "als …" in the letter', () => {
    expect(
      occupationOf('Frau Demir war vom 01.09.2015 bis 31.08.2023 als Kassiererin in unserer Filiale tätig.'),
    ).toEqual({
      label: 'Kassiererin',
      groups: ['cashier'],
      source: 'letter',
    })
  })

  it('collects every role the employee held', () => {
    expect(
      occupationOf(
        'Sie war zunächst als Verkäuferin und ab 2020 als stellvertretende Filialleiterin tätig.',
      )?.groups.sort(),
    ).toEqual(['branch_manager', 'retail'])
  })

  it('ignores roles of other people ("berichtete an den Teamleiter")', () => {
    expect(
      occupationOf('Herr Kurz war als Sachbearbeiter tätig und berichtete direkt an den Teamleiter.'),
    ).toBeNull()
  })

  it('does not read the surname Keller as Kellner', () => {
    expect(occupationOf('Herr Marco Keller war als Logistiker in unserem Lager tätig.')).toBeNull()
  })

  it('prefers the occupation the user typed, in German or another language', () => {
    expect(occupationOf('Herr Kurz war bei uns tätig.', 'LKW-Fahrer')?.groups).toEqual(['driver'])
    expect(occupationOf('Herr Kurz war bei uns tätig.', 'cashier')?.groups).toEqual(['cashier'])
    expect(occupationOf('Herr Kurz war bei uns tätig.', 'Astronaut')).toEqual({
      label: 'Astronaut',
      groups: [],
      source: 'input',
    })
  })
})

describe('meaningful omissions (zeugnis.md §2.5)', () => {
  it('misses honesty for a cashier as serious', () => {
    expect(items('Frau Demir war als Kassiererin tätig. Sie arbeitete stets sorgfältig.')).toEqual({
      missing_honesty: 'serious',
    })
  })

  it('accepts honesty stated in other words', () => {
    expect(items('Frau Demir war als Kassiererin tätig. Sie war stets absolut vertrauenswürdig.')).toEqual({
      item_honesty: 'mild',
    })
    expect(items('Frau Demir war als Kassiererin tätig. Ihre Kassenführung war stets einwandfrei.')).toEqual({
      item_honesty: 'mild',
    })
  })

  it('counts a negated statement ("nicht immer ehrlich") as a serious code, not as present', () => {
    expect(items('Frau Demir war als Kassiererin tätig. Sie war nicht immer ehrlich.')).toEqual({
      negated_honesty: 'serious',
    })
  })

  it('misses accident-free driving for a driver and leadership for a manager', () => {
    expect(items('Herr Maurer war als Berufskraftfahrer tätig. Er arbeitete zuverlässig.')).toEqual({
      missing_accident_free: 'serious',
    })
    expect(items('Herr Reuter war als Abteilungsleiter tätig. Er arbeitete zuverlässig.')).toEqual({
      missing_leadership: 'serious',
    })
  })

  it('does not take a duty ("Führung des Teams") for an assessment of leadership', () => {
    expect(
      items('Herr Reuter war als Teamleiter tätig. Zu seinen Aufgaben gehörte die Führung des Teams.'),
    ).toEqual({ missing_leadership: 'serious' })
    expect(items('Herr Reuter war als Teamleiter tätig. Er führte sein Team stets motivierend.')).toEqual({
      item_leadership: 'mild',
    })
  })

  it('misses reliability for a bookkeeper only as moderate', () => {
    expect(items('Frau Roth war als Finanzbuchhalterin tätig. Sie arbeitete strukturiert.')).toEqual({
      missing_reliability: 'moderate',
    })
  })
})
