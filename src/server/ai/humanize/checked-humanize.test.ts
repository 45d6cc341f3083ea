import { describe, expect, it } from 'vitest'

import { answerHumanize, answerHumanizeCv, checkedRewrite, NOTHING_TO_CHANGE } from './checked-humanize'

// Issue 16: humanize and enhance-title are honest: grammar intact, nothing invented, "Nothing to
// change" when nothing improves, titles from the CV's real roles with acronyms as written.

describe('humanize, honest', () => {
  it('says "Nothing to change" for a plain German summary instead of claiming success', async () => {
    const text =
      'Erfahrene Buchhalterin mit 8 Jahren Berufserfahrung. Ich arbeite strukturiert und zuverlässig.'
    expect(await answerHumanize({ text, context: 'text' })).toEqual({
      success: true,
      humanized: text,
      message: NOTHING_TO_CHANGE,
    })
  })

  it('leaves no stray comma after a deleted adjective and rewords no cliché into another', async () => {
    const reply = await answerHumanize({
      text: 'I am a dynamic, results-driven professional who builds APIs. Team player leveraging synergies.',
      context: 'text',
    })
    expect(reply.humanized).toBe('I am a professional who builds APIs.')
    expect(reply.message).not.toBe(NOTHING_TO_CHANGE)
  })

  it('gives the original back for a rewrite that adds a number, a sector or a non-word', async () => {
    const original = 'Product manager for industrial IoT platforms.'
    expect(
      await checkedRewrite(original, 'Product manager with 10 years in the financial sector.', 'summary'),
    ).toBe(original)
    expect(await checkedRewrite(original, 'Product manager for industriall IoT platforms.', 'summary')).toBe(
      original,
    )
  })

  it('reports "Nothing to change" for a CV whose summary and bullets are already plain', async () => {
    const reply = await answerHumanizeCv({
      personalInfo: { summary: 'Accountant with 8 years in manufacturing.' },
      experience: [{ responsibilities: ['Closed the books for 3 companies'] }],
    })
    expect(reply.message).toBe(NOTHING_TO_CHANGE)
  })
})

describe('enhance-title, honest', () => {
  it.each([
    ['product manager b2b saas', [], 'Product Manager B2B SaaS'],
    ['Senior Developer Ninja Specialist', [], 'Senior Developer'],
    ['Senior Developer Ninja Specialist', ['Senior Frontend Developer'], 'Senior Frontend Developer'],
    ['senior developer ninja', [], 'Senior Developer'],
  ] as const)('%s (roles %j) -> %s', async (text, roles, expected) => {
    const reply = await answerHumanize({ text, context: 'professional_title', roles: [...roles] })
    expect(reply.humanized).toBe(expected)
    expect(reply.humanized).not.toMatch(/ninja/i)
  })

  it('says "Nothing to change" for a title that is already right', async () => {
    expect((await answerHumanize({ text: 'Senior Developer', context: 'professional_title' })).message).toBe(
      NOTHING_TO_CHANGE,
    )
  })
})
