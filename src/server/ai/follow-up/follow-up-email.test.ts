import { describe, expect, it } from 'vitest'
import { LOCALES } from '#shared/i18n/locales'
import { writeFollowUpEmail } from './follow-up-email'

const FACTS = { company: 'Beispiel Logistik GmbH', role: 'Lagerleitung', contactName: 'Anna Beispiel', appliedAt: '2026-03-05', senderName: 'Max Muster' }

describe('writeFollowUpEmail', () => {
  it.each(LOCALES)('writes a checked draft in %s from the facts', async (language) => {
    const draft = await writeFollowUpEmail(FACTS, language)
    expect(draft.problems).toEqual([])
    expect(draft.body).toContain('Beispiel Logistik GmbH')
    expect(draft.body).toContain('Lagerleitung')
    expect(draft.body).toMatch(/2026/)
    expect(draft.body.trim().endsWith('Max Muster')).toBe(true)
    expect(draft.subject).toContain('Lagerleitung')
  })

  it.each(LOCALES)('leaves out what the person did not give (%s)', async (language) => {
    const draft = await writeFollowUpEmail({ company: 'Muster Treuhand AG', role: '', contactName: '', appliedAt: null, senderName: '' }, language)
    expect(draft.problems).toEqual([])
    expect(draft.body).toContain('Muster Treuhand AG')
    expect(draft.body).not.toMatch(/\d/)
    expect(draft.body).not.toContain('undefined')
  })

  it('writes the date as the language does', async () => {
    expect((await writeFollowUpEmail(FACTS, 'de')).body).toContain('am 5. März 2026 habe ich mich bei Beispiel Logistik GmbH um die Stelle als Lagerleitung beworben.')
    expect((await writeFollowUpEmail(FACTS, 'pl')).body).toContain('5 marca 2026')
  })
})
