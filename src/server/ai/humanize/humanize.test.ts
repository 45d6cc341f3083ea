import { describe, expect, it } from 'vitest'

import { HumanizeCvReply } from '#shared/api/ai'

import { enhanceTitle } from './enhance-title'
import { humanizeCv } from './humanize-cv'
import { humanizeProse, humanizeText } from './humanize-text'

describe('humanizeText', () => {
  it('removes clichés and machine-sounding phrases', () => {
    const text =
      "In today's fast-paced world, I am a results-driven team player who leverages cutting-edge tools."
    expect(humanizeProse(text)).toBe('I am a team member who uses modern tools.')
  })

  it('mends articles, commas and conjunctions left by a deletion', () => {
    expect(humanizeProse('A highly motivated and results-driven engineer.')).toBe('An engineer.')
    expect(
      humanizeProse('Als ergebnisorientierter und kommunikationsstarker Projektleiter plane ich Projekte.'),
    ).toBe('Als Projektleiter plane ich Projekte.')
  })

  it('keeps German word order when it replaces an opening adverb', () => {
    expect(humanizeProse('Darüber hinaus leitete ich 3 Teams.')).toBe('Außerdem leitete ich 3 Teams.')
  })

  it('joins two sentences with the same opening', () => {
    expect(humanizeProse('I led a team of 5. I built a CRM with Salesforce. I cut costs by 20%.')).toBe(
      'I led a team of 5 and built a CRM with Salesforce. I cut costs by 20%.',
    )
    expect(humanizeProse('Ich leitete das Team. Ich baute den Vertrieb auf.')).toBe(
      'Ich leitete das Team und baute den Vertrieb auf.',
    )
  })

  it('keeps names, numbers and dates', () => {
    const text = 'Spearheaded the migration of 120 servers to AWS at Acme GmbH in 2021, utilizing Terraform.'
    const out = humanizeProse(text)
    expect(out).toBe('Led the migration of 120 servers to AWS at Acme GmbH in 2021, using Terraform.')
    for (const fact of ['120', 'AWS', 'Acme', 'GmbH', '2021', 'Terraform']) expect(out).toContain(fact)
  })

  it('tidies a professional title in the professional_title context', () => {
    expect(humanizeText('sr. frontend ninja!!', 'professional_title')).toBe('Senior Frontend Developer')
  })

  it('leaves plain text alone', () => {
    expect(humanizeProse('Managed payroll for 350 staff.')).toBe('Managed payroll for 350 staff.')
  })
})

describe('enhanceTitle', () => {
  it.each([
    ['SENIOR SOFTWARE ENGINEER', 'Senior Software Engineer'],
    ['javascript developer', 'JavaScript Developer'],
    ['it manager', 'IT Manager'],
    ['passionate marketing guru', 'Marketing Specialist'],
    ['Code Ninja', 'Software Developer'],
    ['full stack dev', 'Full-Stack Developer'],
    ['ux/ui designer', 'UX/UI Designer'],
    ['softwareentwickler (m/w/d)', 'Softwareentwickler'],
    ['leiter kaufmännische verwaltung', 'Leiter kaufmännische Verwaltung'],
    ['HEAD OF HR', 'Head of HR'],
    ['Head of Sales & Marketing', 'Head of Sales & Marketing'],
  ])('%s -> %s', (input, expected) => {
    expect(enhanceTitle(input)).toBe(expected)
  })
})

describe('humanizeCv', () => {
  it('answers the humanize-cv shape with responsibilities for every job', () => {
    const reply = humanizeCv({
      personalInfo: { summary: 'Results-driven engineer. I build APIs. I run them.' },
      experience: [
        { company: 'Acme', bullets: ['Leveraged Kafka for 2M events a day'] },
        { company: 'Beta', description: '- Utilized SQL daily\n- Synergy with sales' },
      ],
      education: [{ degree: 'BSc' }],
      skills: ['Python'],
    })
    expect(HumanizeCvReply.parse(reply)).toEqual(reply)
    expect(reply.humanized.personalInfo.summary).toBe('Engineer. I build APIs and run them.')
    expect(reply.humanized.experience[0]).toMatchObject({
      company: 'Acme',
      responsibilities: ['Used Kafka for 2M events a day'],
    })
    expect(reply.humanized.experience[1]?.responsibilities).toEqual([
      'Used SQL daily',
      'Collaboration with sales',
    ])
    expect(reply.humanized.education).toEqual([{ degree: 'BSc' }])
  })
})
