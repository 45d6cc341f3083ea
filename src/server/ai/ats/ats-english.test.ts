import { describe, expect, it } from 'vitest'

import { matchAts } from './match-ats'

// Issue 16, English ads: no word of the ad's prose as a required term, "A, B or a related
// discipline" met by any of them, the term of "define OKRs" is OKRs, and suggestions name the job
// by its title and employer and put a term under the job it fits.

const AD = `Senior Project Manager – Infrastructure
Calder Build Ltd, Leeds

About the role
You will report to the Operations Director and lead delivery on rail projects.

Requirements
- Degree in Construction Management, Civil Engineering or a related discipline
- Ability to define OKRs and track delivery
- Experience with NEC4 contracts and Primavera P6
- Experience with IoT sensors`

const CV = `Jane Doe

Experience
Project Manager
Northline Rail Ltd
04/2020 – present
- Managed 3 rail infrastructure projects under NEC4 contracts
- Introduced quarterly OKRs for the delivery team
- Fitted IoT monitoring to 12 bridges
Site Engineer
Harbour Homes
2015 – 2020
- Supervised construction of 40 homes

Education
BSc Construction Management, Leeds Beckett University

Skills
Primavera P6`

describe('ATS in English', () => {
  const reply = matchAts({ cvContent: CV, jobDescription: AD, language: 'en' })
  const terms = reply.keywords.map((k) => k.term)

  it('takes no word of the prose as a term: not "discipline", not whom the job reports to', () => {
    expect(terms).not.toContain('discipline')
    expect(terms).not.toContain('Operations Director')
  })

  it('meets "A, B or a related discipline" with any of them', () => {
    expect(reply.keywords.find((k) => k.term === 'Construction Management')?.found).toBe(true)
    expect(reply.keywords.filter((k) => !k.found).map((k) => k.term)).not.toContain('Civil Engineering')
  })

  it('finds OKRs whatever verb stands before it', () => {
    expect(reply.keywords.find((k) => /OKRs/.test(k.term))).toMatchObject({ term: 'OKRs', found: true })
  })

  it('names a job by title and employer, never by its dates, and puts a term under the job it fits', () => {
    for (const s of reply.suggestions) expect(s).not.toMatch(/Under “\d/)
    const iot = reply.suggestions.find((s) => s.includes('IoT sensors'))
    expect(iot).toContain('Under “Project Manager, Northline Rail Ltd”')
  })
})
