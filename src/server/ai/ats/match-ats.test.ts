import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { OptimizeAtsReply } from '#shared/api/ai'

import { matchAts } from './match-ats'

const PAIRS = 'tests/fixtures/ai/ats/pairs/'
const read = (name: string) => readFileSync(`${PAIRS}${name}`, 'utf8')

const JD = `Backend Developer
Acme GmbH, Berlin

About us
We make software for 300 bakeries.

Requirements
- 3+ years with Python and PostgreSQL
- Experience with Kubernetes
- Very good English; German is a plus

Nice to have
- Natural Language Processing (NLP)
- Spark or Databricks`

describe('matchAts', () => {
  it('answers the optimize-ats shape with a whole percentage', () => {
    const reply = matchAts({ cvContent: 'Python developer', jobDescription: JD })
    expect(OptimizeAtsReply.parse(reply)).toEqual(reply)
    expect(Number.isInteger(reply.matchScore)).toBe(true)
  })

  it('gives the same score for the same CV and ad every time', () => {
    const cv = read('01-java-senior.cv.txt')
    const jd = read('01-java-senior.jd.txt')
    expect(matchAts({ cvContent: cv, jobDescription: jd })).toEqual(
      matchAts({ cvContent: cv, jobDescription: jd }),
    )
  })

  it('marks terms under "Requirements" as required and under "Nice to have" as preferred', () => {
    const { keywords } = matchAts({ cvContent: 'nothing relevant here', jobDescription: JD })
    const importance = (term: string) =>
      keywords.find((k) => k.term.toLowerCase() === term.toLowerCase())?.importance
    expect(importance('PostgreSQL')).toBe('required')
    expect(importance('Kubernetes')).toBe('required')
    expect(importance('English')).toBe('required')
    expect(importance('German')).toBe('preferred')
    expect(importance('Natural Language Processing')).toBe('preferred')
  })

  it('gives each keyword the job-ad sentence it came from', () => {
    const { keywords } = matchAts({ cvContent: 'Java', jobDescription: JD })
    expect(keywords.find((k) => k.term === 'Kubernetes')?.source).toBe('Experience with Kubernetes')
  })

  it('ignores the company blurb and benefits', () => {
    const { keywords } = matchAts({ cvContent: 'x', jobDescription: JD })
    expect(keywords.some((k) => /bakeries|software/i.test(k.term))).toBe(false)
  })

  it('never reports "Looking" or a heading it does not know ("Requirements") as a keyword', () => {
    const { keywords } = matchAts({
      cvContent: 'x',
      jobDescription:
        'Looking for a Java developer with Kafka experience. Requirements: Java, Spring Boot, Docker.\n\n' +
        'Job Requirements\n- PostgreSQL\n\nResponsibilities & Duties\n- Build APIs',
    })
    expect(keywords.map((k) => k.term)).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/looking|requirements|responsibilities|duties|developer/i),
      ]),
    )
    expect(keywords.find((k) => k.term === 'PostgreSQL')?.importance).toBe('required')
  })

  it('leaves out the employer and the place the title lines name', () => {
    const { keywords } = matchAts({
      cvContent: 'x',
      jobDescription:
        'Platform Engineer – Leipzig\nNordwind Logistik GmbH\n\n' +
        'We are looking for someone to join our team in Leipzig. You know Terraform and Nomad well.',
    })
    expect(keywords.map((k) => k.term)).toEqual(['Terraform', 'Nomad'])
  })

  it('reads German section headings (Ihr Profil / Von Vorteil)', () => {
    const { keywords } = matchAts({
      cvContent: 'x',
      jobDescription:
        'Buchhalter (m/w/d)\n\nIhr Profil\n- Sehr gute Kenntnisse in DATEV\n\nVon Vorteil\n- Erfahrung mit SAP FI',
    })
    expect(keywords.find((k) => k.term === 'DATEV')?.importance).toBe('required')
    expect(keywords.find((k) => k.term === 'SAP FI')?.importance).toBe('preferred')
  })

  it('matches acronyms with their expansions and English with German names', () => {
    const jd = 'Requirements\n- Search engine optimisation (SEO)\n- Projektmanagement\n- Kubernetes'
    const { keywords } = matchAts({
      cvContent: 'SEO for 20 shops. Project management. K8s clusters.',
      jobDescription: jd,
    })
    expect(keywords.filter((k) => k.found).map((k) => k.match)).not.toContain(undefined)
    expect(keywords.every((k) => k.found)).toBe(true)
  })

  it('matches word stems ("managing" for "management") and German compound heads', () => {
    const jd = 'Requirements\n- Stakeholder management\n- Buchhaltung'
    const { keywords } = matchAts({
      cvContent: 'Managing stakeholders daily. Finanzbuchhaltung.',
      jobDescription: jd,
    })
    expect(keywords.every((k) => k.found)).toBe(true)
  })

  it('counts a missing required term about three times a missing preferred one', () => {
    const ad = 'Requirements\n- Terraform\n\nNice to have\n- Ansible'
    expect(matchAts({ cvContent: 'Ansible', jobDescription: ad }).matchScore).toBe(25)
    expect(matchAts({ cvContent: 'Terraform', jobDescription: ad }).matchScore).toBe(75)
  })

  it('needs only one of the alternatives an ad offers ("Spark or Databricks")', () => {
    const { keywords } = matchAts({
      cvContent: 'Databricks',
      jobDescription: 'Requirements\n- Spark or Databricks',
    })
    expect(keywords).toEqual([expect.objectContaining({ term: 'Databricks', found: true })])
  })

  it('accepts a specific tool as evidence for the general term (Salesforce for CRM)', () => {
    const { keywords } = matchAts({
      cvContent: 'Kept every account in Salesforce',
      jobDescription: 'Requirements\n- CRM experience',
    })
    expect(keywords.find((k) => k.term === 'CRM')).toMatchObject({ found: true, match: 'alias' })
  })

  it('does not take a CV heading as evidence ("Ausbildung" over the education section)', () => {
    const { keywords } = matchAts({
      cvContent: 'Ausbildung\nB.A. Kommunikationswissenschaft',
      jobDescription: 'Ihr Profil\n- Abgeschlossene kaufmännische Ausbildung',
    })
    expect(keywords[0]?.found).toBe(false)
  })

  it('suggests adding a missing tool to Skills and writing both forms of an acronym', () => {
    const reply = matchAts({
      cvContent: 'Skills\nSEO, Google Ads',
      jobDescription: 'Requirements\n- Amazon Web Services (AWS)\n- SEO',
    })
    expect(reply.suggestions.some((s) => s.includes('“Amazon Web Services”') && s.includes('Skills'))).toBe(
      true,
    )
    expect(reply.suggestionDetails).toContainEqual(
      expect.objectContaining({
        kind: 'write_both_forms',
        term: 'SEO',
        otherForm: 'search engine optimization',
      }),
    )
  })

  it('points a missing term to the job whose bullets are about the same thing', () => {
    const cv =
      'Experience\nBackend Developer, Shop GmbH (2019 – present)\n- Built payment APIs in Java for the checkout\n\nSkills\nJava'
    const jd = 'Requirements\n- Kafka for payment APIs in the checkout'
    const { suggestionDetails } = matchAts({ cvContent: cv, jobDescription: jd })
    expect(suggestionDetails?.[0]).toMatchObject({
      kind: 'add_to_role',
      term: 'Kafka',
      role: 'Backend Developer, Shop GmbH',
    })
  })

  it('writes suggestions in the requested interface language', () => {
    const reply = matchAts({ cvContent: 'x', jobDescription: 'Requirements\n- Terraform', language: 'de' })
    expect(reply.suggestions[0]).toContain('Kenntnisse')
  })

  it('warns about tables, columns, images, headers, missing headings and files over 2.5 MB', () => {
    const reply = matchAts({
      cvContent: 'Anna Muster\nJava developer',
      jobDescription: 'Requirements\n- Java',
      file: { sizeBytes: 3_000_000, hasTables: true, columns: 2, hasImages: true, hasHeaderFooterText: true },
    })
    expect(reply.formatWarnings).toEqual([
      'file_too_large',
      'tables',
      'columns',
      'images',
      'header_footer',
      'non_standard_headings',
    ])
  })

  it('gives no format warnings without file information', () => {
    expect(
      matchAts({ cvContent: 'x', jobDescription: 'Requirements\n- Java' }).formatWarnings,
    ).toBeUndefined()
  })

  it('takes no wish about code quality for a skill ("clean, well-tested code")', () => {
    const terms = (jobDescription: string) =>
      matchAts({ cvContent: 'x', jobDescription }).keywords.map((k) => k.term)
    expect(
      terms('Requirements\n- Go\n- Clean, well-tested code\n- Scalable, maintainable solutions'),
    ).toEqual(['Go'])
    expect(terms('Requirements\n- Experience with Clean Code and TDD')).toEqual(['Clean Code', 'TDD'])
  })

  it('leaves out the sector the employer works in, unless the ad asks for it', () => {
    const terms = (jobDescription: string) =>
      matchAts({ cvContent: 'x', jobDescription }).keywords.map((k) => k.term)
    expect(terms('St Mary’s is a 400-bed teaching hospital. You have experience in wound care.')).toEqual([
      'wound care',
    ])
    expect(terms('Requirements\n- Experience in a hospital setting')).toEqual(['hospital'])
  })

  it('leaves out "Administration" without its object and keeps "Windows-Administration"', () => {
    const terms = (jobDescription: string) =>
      matchAts({ cvContent: 'x', jobDescription }).keywords.map((k) => k.term)
    expect(terms('Ihr Profil\n- Erfahrung in der Administration und im Betrieb von Linux')).toEqual(['Linux'])
    expect(terms('Ihr Profil\n- Erfahrung in der Windows-Administration')).toEqual(['Windows-Administration'])
    expect(
      terms('Requirements\n- Software Development\n- Product Management\n- Software architecture'),
    ).toEqual(['Software Development', 'Product Management', 'Software architecture'])
  })

  it('finds the tools a German task sentence names, not places or set phrases', () => {
    const terms = (jobDescription: string) =>
      matchAts({ cvContent: 'x', jobDescription }).keywords.map((k) => k.term)
    expect(
      terms(
        'Ihre Aufgaben\n- Du sicherst die Server mit Veeam und dokumentierst in unserer Software Vivendi\n' +
          '- Du programmierst Roboter mit Kuka und Fanuc',
      ),
    ).toEqual(['Veeam', 'Vivendi', 'Kuka', 'Fanuc'])
    expect(
      terms(
        'Ihre Aufgaben\n- Du betreust Kunden in Leipzig und Europa mit Erfolg und Herz per Telefon und Brief',
      ),
    ).toEqual([])
  })

  it('weighs what an ad without headings says the job involves below what it requires', () => {
    const ad = 'You will run our backups with Veeam. You have experience with Terraform.'
    const withTerraform = matchAts({ cvContent: 'Terraform', jobDescription: ad })
    expect(withTerraform.keywords.map((k) => [k.term, k.importance])).toEqual([
      ['Terraform', 'required'],
      ['Veeam', 'preferred'],
    ])
    expect(withTerraform.matchScore).toBe(67)
    expect(matchAts({ cvContent: 'Veeam', jobDescription: ad }).matchScore).toBe(33)
  })

  it('scores 0 for an ad without any recognisable term', () => {
    expect(matchAts({ cvContent: 'x', jobDescription: 'Hello there.' }).matchScore).toBe(0)
  })
})
