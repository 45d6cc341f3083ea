import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { cvToMarkdown, escapeMarkdown } from '#documents/cv/markdown'
import { germanReferenceCv } from './fixtures/reference-cvs'
import { allSectionsCv } from './fixtures/sample-cvs'

describe('cvToMarkdown', () => {
  it('writes the name as the title, sections as ## headings in the CV language, entries as ###', () => {
    const text = cvToMarkdown(germanReferenceCv, 'de')
    expect(text.startsWith('# Julia Schneider\n\n**Projektleiterin Digitalisierung**')).toBe(true)
    expect(text).toContain('## Berufserfahrung\n\n### Projektleiterin Digitalisierung\n\nRheinEnergie Service GmbH, Köln · *')
    expect(text).toMatch(/\n- Gesamtverantwortung/)
    expect(text).toContain('## Persönliche Daten\n\n- **Geburtsdatum:** 12.04.1988')
    expect(text).toMatch(/\[\+?[\d ]+\]\(<tel:\+?\d+>\)/)
  })

  it('prints every further section, links as Markdown links, in the order the user gave', () => {
    const text = cvToMarkdown({ ...allSectionsCv, layout: { sectionOrder: ['references', 'experience'] } }, 'en')
    for (const piece of [
      '## Awards\n\n### Engineering Excellence Award\n\nNorthwind Payments · *Nov 2022*',
      '[www.infoq.example.com/articles/idempotent-payments](<https://www.infoq.example.com/articles/idempotent-payments>)',
      '## References',
      '*Available on request*',
      '## Speaking\n\n### PyCon UK keynote',
      '[olivia.bennett@example.com](<mailto:olivia.bennett@example.com>)',
    ])
      expect(text).toContain(piece)
    expect(text.indexOf('## References')).toBeLessThan(text.indexOf('## Work Experience'))
  })

  it('escapes what the user typed, so it never turns into markup or HTML', () => {
    const cv = { ...emptyCv(), personal: { ...emptyCv().personal, fullName: '# <script>alert(1)</script> *bold*' } }
    const text = cvToMarkdown(cv, 'en')
    expect(text).toBe('# \\# \\<script\\>alert(1)\\</script\\> \\*bold\\*\n')
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list')
    expect(escapeMarkdown('1. not a list')).toBe('\\1. not a list')
    expect(cvToMarkdown(emptyCv(), 'en')).toBe('\n')
  })
})
