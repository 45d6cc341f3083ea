import { describe, expect, it } from 'vitest'
import { matchAts } from './match-ats'

// Issue 30, point 10: items the ad calls "wünschenswert" / "nice to have" were labelled required,
// and suggestions were inflected forms ("agilen") or fragments ("Domain").

const AD = `Senior Backend Developer (m/w/d)
Pixelfold GmbH · Berlin

Ihr Profil
- Mehrjährige Erfahrung mit Java und Spring Boot
- Sehr gute Kenntnisse in PostgreSQL
- Erfahrung in agilen Teams
- Kenntnisse in Kubernetes, Terraform und Kafka sind wünschenswert
- GraphQL, Domain-Driven Design: nice to have
`

describe('matchAts: what the ad wishes for', () => {
  const keywords = matchAts({ cvContent: 'Java developer', jobDescription: AD }).keywords
  const importanceOf = (term: string) => keywords.find((k) => k.term.toLowerCase() === term.toLowerCase())?.importance

  it('labels every item of a "wünschenswert" / "nice to have" list as preferred, not required', () => {
    for (const term of ['Kubernetes', 'Terraform', 'Kafka', 'GraphQL']) expect(importanceOf(term), term).toBe('preferred')
    expect(importanceOf('Java')).toBe('required')
    expect(importanceOf('PostgreSQL')).toBe('required')
  })

  it('suggests no inflected form and no fragment of a compound', () => {
    const terms = keywords.map((k) => k.term)
    expect(terms).not.toContain('agilen')
    expect(terms).not.toContain('Domain')
  })
})
