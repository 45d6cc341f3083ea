import { describe, expect, it } from 'vitest'
import { CV_LABELS } from '#documents/cv/labels'
import { LOCALES } from '#shared/i18n/locales'
import { headingKind } from './headings'

// The further sections of issue 29 as people head them in the 8 languages, and as ApplyKit prints them.

describe('headings of the further sections', () => {
  it.each([
    ['Awards', 'awards'],
    ['Honors and Awards', 'awards'],
    ['Auszeichnungen', 'awards'],
    ['Prix et distinctions', 'awards'],
    ['Premios', 'awards'],
    ['Premi e riconoscimenti', 'awards'],
    ['Prémios', 'awards'],
    ['Prijzen en onderscheidingen', 'awards'],
    ['Nagrody i wyróżnienia', 'awards'],
    ['Publications', 'publications'],
    ['Veröffentlichungen', 'publications'],
    ['Publikationen und Vorträge', 'publications'],
    ['Pubblicazioni', 'publications'],
    ['Publicaties', 'publications'],
    ['Volunteer Experience', 'volunteer'],
    ['Ehrenamt', 'volunteer'],
    ['Ehrenamtliches Engagement', 'volunteer'],
    ['Bénévolat', 'volunteer'],
    ['Voluntariado', 'volunteer'],
    ['Volontariato', 'volunteer'],
    ['Vrijwilligerswerk', 'volunteer'],
    ['Wolontariat', 'volunteer'],
    ['References', 'references'],
    ['Referenzen', 'references'],
    ['References available on request', 'references'],
    ['Références', 'references'],
    ['Referencje', 'references'],
    ['Weiterbildung', 'courses'],
    ['Formation continue', 'courses'],
    ['Fort- und Weiterbildungen', 'courses'],
    ['Cursos y seminarios', 'courses'],
    ['Szkolenia', 'courses'],
    ['Weiterbildung und Zertifikate', 'certifications'],
    ['Talks', 'publications'],
    ['Conférences', 'publications'],
    ['Ponencias', 'publications'],
    ['Lezingen', 'publications'],
    ['Stipendien', 'awards'],
    ['Bolsas', 'awards'],
  ] as const)('"%s" opens %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind)
  })

  it('reads every heading ApplyKit prints for them, in each language', () => {
    const kinds = { awards: 'awards', publications: 'publications', volunteering: 'volunteer', references: 'references', courses: 'courses' } as const
    for (const locale of LOCALES)
      for (const [section, kind] of Object.entries(kinds))
        expect(headingKind(CV_LABELS[locale].sections[section as keyof typeof kinds]), `${locale} ${section}`).toBe(kind)
  })
})
