import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from '#shared/catalogue'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'
import { LOCALES, type Locale } from '#shared/i18n/locales'
import { WATERMARK_TEXT } from '#shared/plans'
import { allSectionsCv, edgeCaseCv, longCv, minimalCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'
import { CV_LABELS, formatCvDate, formatDateRange, getCvLabels } from './labels'
import { PAGE_WIDTH_MM } from './print.css'
import { renderCvHtml } from './render-cv-html'
import { TEMPLATE_COMPONENTS } from './templates'

function render(templateId: TemplateId, cv: CvData, options: { language?: Locale; watermark?: string } = {}) {
  return renderCvHtml({
    templateId,
    cv,
    themeId: TEMPLATES[templateId].defaultTheme,
    language: options.language ?? 'en',
    watermark: options.watermark,
  })
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
}

/** The text a reader sees: markup and the stylesheet removed, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, ' ')
    // An address's pieces (sections/blocks.tsx Address) read as one word.
    .replace(/<\/span><wbr\/><span(?: class="cv-addr")?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
}

const has = (text: string, needle: string) => text.includes(needle.replace(/\s+/g, ' ').trim())

const lines = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const years = (...dates: string[]) => dates.map((date) => /^\d{4}/.exec(date)?.[0] ?? '').filter(Boolean)

const DEFAULT_LINK_NAMES = ['linkedin', 'github', 'website', 'xing', 'link']

/** Every piece of text the builder form holds, as it must appear on the page. */
function expectedTexts(cv: CvData, language: Locale): string[] {
  const labels = getCvLabels(language)
  const p = cv.personal
  return [
    p.fullName,
    p.title,
    cv.headline,
    p.email,
    p.phone,
    p.location,
    p.nationality ?? '',
    p.dateOfBirth ?? '',
    ...lines(cv.summary),
    ...p.links.flatMap((link) => [
      link.url
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/+$/, ''),
      DEFAULT_LINK_NAMES.includes(link.label.toLowerCase()) ? '' : link.label,
    ]),
    ...cv.experience.flatMap((job) => [
      job.title,
      job.company,
      job.location,
      ...lines(job.description),
      ...job.bullets,
      ...years(job.startDate, job.endDate),
      job.current ? labels.present : '',
    ]),
    ...cv.education.flatMap((school) => [
      school.degree,
      school.field,
      school.institution,
      school.location,
      school.gpa,
      ...school.details,
      ...years(school.startDate, school.endDate),
    ]),
    ...cv.skills.flatMap((group) => [
      group.category,
      ...group.items.flatMap((item) => [item.name, item.level ? labels.skillLevels[item.level] : '']),
    ]),
    ...cv.languages.flatMap((entry) => [entry.name, entry.level ? labels.languageLevels[entry.level] : '']),
    ...cv.certifications.flatMap((cert) => [cert.name, cert.issuer, ...years(cert.date)]),
    ...cv.projects.flatMap((project) => [
      project.name,
      ...lines(project.description),
      ...project.bullets,
      ...project.tech,
      ...years(project.startDate, project.endDate),
    ]),
    ...(cv.awards ?? []).flatMap((award) => [award.title, award.awarder, award.summary, ...years(award.date)]),
    ...(cv.publications ?? []).flatMap((item) => [item.name, item.publisher, item.summary, ...years(item.date)]),
    ...(cv.volunteering ?? []).flatMap((item) => [
      item.role,
      item.organization,
      item.location,
      item.summary,
      ...item.bullets,
      ...years(item.startDate, item.endDate),
    ]),
    ...(cv.courses ?? []).flatMap((item) => [item.name, item.institution, item.description, ...years(item.startDate, item.endDate)]),
    ...(cv.references ?? []).flatMap((item) => [item.name, item.position, item.contact, item.reference]),
    cv.referencesOnRequest ? labels.referencesOnRequest : '',
    ...(cv.customSections ?? []).flatMap((custom) => [
      custom.title,
      ...custom.entries.flatMap((item) => [item.title, item.subtitle, item.description, ...years(item.startDate)]),
    ]),
  ].filter((text) => text.trim() !== '')
}

/** Each <section> of the body with its kind, whether it has a heading, and its text without it. */
function sections(html: string) {
  return [...html.matchAll(/<section[^>]*data-section="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)].map(
    (match) => {
      const body = match[2] ?? ''
      return {
        kind: match[1] ?? '',
        hasHeading: /<h2[^>]*>/.test(body),
        text: visibleText(body.replace(/<h2[^>]*>[\s\S]*?<\/h2>/, '')).trim(),
      }
    },
  )
}

const EMPTY_HEADING = /<h([1-6])[^>]*>\s*<\/h\1>/

/** A CV whose every text field carries a script tag naming the field. */
function hostileCv(): CvData {
  const inject = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return `<script>alert("${path}")</script>`
    if (Array.isArray(value)) return value.map((item, index) => inject(item, `${path}.${index}`))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) =>
          key === 'id' || key === 'kind' || key === 'level' || key === 'current'
            ? [key, item]
            : [key, inject(item, `${path}.${key}`)],
        ),
      )
    }
    return value
  }
  const cv = inject(allSectionsCv, 'cv') as CvData
  cv.personal.links = [{ id: 'js', kind: 'website', label: 'Home', url: 'javascript:alert(1)' }]
  cv.personal.photo = 'javascript:alert(1)'
  return cv
}

// The sections each sidebar template prints in its second column (the facts).
const SIDE_SECTIONS: Partial<Record<TemplateId, string[]>> = {
  'creative-banner': ['skills', 'languages', 'certifications'],
  'jsonresume-kendall': ['skills', 'languages', 'certifications'],
  'modern-grid': ['skills', 'languages', 'education', 'certifications'],
  'sidebar-elegant': ['personal', 'skills', 'languages', 'certifications'],
}

describe('renderCvHtml', () => {
  it('has a component for every catalogue template', () => {
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual([...TEMPLATE_IDS].sort())
  })

  describe.each(TEMPLATE_IDS)('%s', (templateId) => {
    it('renders a complete, self-contained A4 document', () => {
      const html = render(templateId, richCv)
      expect(html.startsWith('<!doctype html><html lang="en-GB">')).toBe(true)
      expect(html).toContain('@page { size: A4; margin: 0 }')
      expect(html).toMatch(/@font-face\{font-family:'[^']+';[^}]*src:url\(data:font\/woff2;base64,/)
      expect(html).not.toMatch(/<script|<link|url\(\s*['"]?https?:|src="https?:/i)
      expect(html).toContain('<title>Olivia Bennett</title>')
    })

    it('prints every field of the rich CV', () => {
      const text = visibleText(render(templateId, richCv))
      const missing = expectedTexts(richCv, 'en').filter((needle) => !has(text, needle))
      expect(missing).toEqual([])
    })

    it('prints every further section: awards, publications, volunteering, courses, references, custom', () => {
      const html = render(templateId, allSectionsCv)
      const text = visibleText(html)
      expect(expectedTexts(allSectionsCv, 'en').filter((needle) => !has(text, needle))).toEqual([])
      const kinds = sections(html).map((section) => section.kind)
      for (const kind of ['awards', 'publications', 'volunteering', 'courses', 'references', 'custom'])
        expect(kinds).toContain(kind)
      for (const heading of ['Awards', 'Publications', 'Volunteering', 'Courses & Training', 'References', 'Speaking'])
        expect(text).toContain(heading)
      expect(html).toContain('href="https://www.infoq.example.com/articles/idempotent-payments"')
    })

    it('prints the sections in the order the user gave, within each of its columns', () => {
      const order = ['awards', 'education', 'interests', 'languages', 'experience', 'skills', 'profile', 'projects', 'certifications']
      const ordered: CvData = { ...allSectionsCv, interests: [{ id: 'i1', name: 'Chess', keywords: [] }], layout: { sectionOrder: order } }
      const kinds = sections(render(templateId, ordered)).map((section) => section.kind)
      const rank = (kind: string) => order.indexOf(kind)
      // The sections in one column follow the user's order; a template with a sidebar prints its
      // facts (skills, languages, certificates) there, so compare within the main column's kinds
      // and within the sidebar's.
      const side = new Set(SIDE_SECTIONS[templateId] ?? [])
      for (const column of [kinds.filter((kind) => !side.has(kind)), kinds.filter((kind) => side.has(kind))]) {
        const known = column.filter((kind) => rank(kind) >= 0)
        expect(known, column.join(' ')).toEqual([...known].sort((a, b) => rank(a) - rank(b)))
      }
      expect(kinds.indexOf('awards')).toBeLessThan(kinds.indexOf('experience'))
    })

    it('leaves out a hidden section and keeps the others', () => {
      const hidden: CvData = { ...allSectionsCv, layout: { hiddenSections: ['experience', 'awards', 'custom:cu1'] } }
      const html = render(templateId, hidden)
      const kinds = sections(html).map((section) => section.kind)
      expect(kinds).not.toContain('experience')
      expect(kinds).not.toContain('awards')
      expect(kinds).not.toContain('custom')
      expect(kinds).toContain('education')
      expect(visibleText(html)).not.toContain(richCv.experience[0]!.bullets[0]!)
    })

    it('prints the street and the town together on the contact line', () => {
      const cv: CvData = {
        ...richCvDe,
        personal: { ...richCvDe.personal, address: 'Leopoldstraße 12', location: '80802 München' },
      }
      const text = visibleText(render(templateId, cv, { language: 'de' }))
      expect(text).toContain('Leopoldstraße 12, 80802 München')
      expect(text.split('80802 München')).toHaveLength(2)
    })

    it('prints every field of the German CV with German headings', () => {
      const text = visibleText(render(templateId, richCvDe, { language: 'de' }))
      expect(expectedTexts(richCvDe, 'de').filter((needle) => !has(text, needle))).toEqual([])
      for (const heading of ['Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Sprachen'])
        expect(text).toContain(heading)
    })

    it('leaves out every section the minimal CV does not fill', () => {
      const html = render(templateId, minimalCv)
      const kinds = sections(html).map((section) => section.kind)
      expect(kinds).toContain('experience')
      expect(kinds.filter((kind) => kind !== 'experience' && kind !== 'contact')).toEqual([])
      const text = visibleText(html)
      for (const needle of ['Sam Lee', 'sam.lee@example.com', 'Barista', 'Corner Coffee'])
        expect(text).toContain(needle)
    })

    it('never prints a heading above nothing', () => {
      const partial: CvData = {
        ...richCv,
        skills: [{ id: 'g', category: 'Empty group', items: [{ id: 'i', name: '  ', level: 'expert' }] }],
        languages: [{ id: 'l', name: '', level: 'C1' }],
        summary: '\n  \n',
        headline: '',
      }
      for (const cv of [richCv, minimalCv, emptyCv(), partial, edgeCaseCv]) {
        const html = render(templateId, cv)
        expect(html).not.toMatch(EMPTY_HEADING)
        for (const section of sections(html))
          expect({ kind: section.kind, text: section.text }).not.toEqual({ kind: section.kind, text: '' })
      }
      const partialKinds = sections(render(templateId, partial)).map((section) => section.kind)
      expect(partialKinds).not.toContain('skills')
      expect(partialKinds).not.toContain('languages')
      expect(partialKinds).not.toContain('profile')
    })

    it('escapes markup typed into any field and drops unsafe addresses', () => {
      const html = render(templateId, hostileCv())
      expect(html).not.toMatch(/<script/i)
      expect(html).toContain('&lt;script&gt;alert(&quot;cv.personal.fullName&quot;)&lt;/script&gt;')
      expect(html).toContain('&lt;script&gt;alert(&quot;cv.experience.0.bullets.0&quot;)&lt;/script&gt;')
      expect(html).not.toMatch(/href="javascript:/i)
      expect(html).not.toMatch(/<img/i)
    })

    it('handles 40 jobs, 200 bullets, a 10 000-character summary, emoji and right-to-left text', () => {
      const long = visibleText(render(templateId, longCv))
      for (const job of longCv.experience) expect(long).toContain(job.company)
      expect(long).toContain(longCv.summary.trim().slice(-200).trim())
      const edgeHtml = render(templateId, edgeCaseCv)
      expect(visibleText(edgeHtml)).toContain('Ünsal Żółkiewski-Ağaoğlu 🚀')
      expect(edgeHtml).toMatch(/<[a-z0-9]+[^>]*dir="auto"[^>]*>مهندس برمجيات أول</)
      expect(edgeHtml).toContain('&lt;b&gt;Not bold&lt;/b&gt; &amp; &quot;quoted&quot;')
    })

    it('prints the photo only from an image data URL (and never in ATS Simple)', () => {
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
      const withPhoto = render(templateId, { ...richCv, personal: { ...richCv.personal, photo: png } })
      if (templateId === 'ats-simple') expect(withPhoto).not.toMatch(/<img/)
      else expect(withPhoto).toContain(`src="${png}"`)
      expect(
        render(templateId, {
          ...richCv,
          personal: { ...richCv.personal, photo: 'https://tracker.example/p.png' },
        }),
      ).not.toMatch(/<img/)
    })
  })

  it('prints the watermark on request only', () => {
    // A page margin box, so that it prints on every page beside the page numbers.
    const marked = render('ats-simple', richCv, { watermark: WATERMARK_TEXT })
    expect(marked).toMatch(/@bottom-left \{ content: "Created with ApplyKit \\2014 {2}Trial"/)
    expect(render('ats-simple', richCv)).not.toContain('@bottom-left')
  })

  it('words headings, dates and levels in the CV language', () => {
    const de = visibleText(render('modern-grid', richCv, { language: 'de' }))
    for (const word of [
      'Berufserfahrung',
      'Ausbildung',
      'Kenntnisse',
      'Sprachen',
      'Zertifikate',
      'Projekte',
      // German CVs write month dates as numbers (docs/spec/domain/ats.md §3.2 and what DACH recruiters expect).
      '03/2021 – heute',
      'Muttersprache',
      'Expertenwissen',
    ]) {
      expect(de).toContain(word)
    }
    const fr = visibleText(render('executive-modern', richCv, { language: 'fr' }))
    for (const word of [
      'Expérience professionnelle',
      'Formation',
      'Compétences',
      'Langues',
      'mars 2021 – aujourd’hui',
      'Langue maternelle',
    ]) {
      expect(fr).toContain(word)
    }
    expect(fr).not.toContain('Work Experience')
    expect(visibleText(render('ats-simple', richCv, { language: 'de' }))).toContain('03/2021 – heute')
  })

  it('prints labels, month names and days in each of the 8 languages', () => {
    const cv: CvData = { ...richCv, personal: { ...richCv.personal, dateOfBirth: '1988-04-12' } }
    const expected: Record<Locale, [string, string, string]> = {
      en: ['Work Experience', 'Mar 2021 – Present', '12/04/1988'],
      de: ['Berufserfahrung', '03/2021 – heute', '12.04.1988'],
      fr: ['Expérience professionnelle', 'mars 2021 – aujourd’hui', '12/04/1988'],
      es: ['Experiencia profesional', 'mar 2021 – actualidad', '12/04/1988'],
      it: ['Esperienza professionale', 'mar 2021 – oggi', '12/04/1988'],
      pt: ['Experiência profissional', '03/2021 – presente', '12/04/1988'],
      nl: ['Werkervaring', 'mrt 2021 – heden', '12-04-1988'],
      pl: ['Doświadczenie zawodowe', '03/2021 – obecnie', '12.04.1988'],
    }
    for (const [language, words] of Object.entries(expected) as Array<[Locale, string[]]>) {
      const text = visibleText(render('sidebar-elegant', cv, { language }))
      for (const word of words) expect(text, language).toContain(word)
      if (language !== 'en') expect(text, language).not.toContain('Work Experience')
    }
  })

  it('prints the Lebenslauf parts: heading, personal data, interests, place/date and signature', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    const cv: CvData = {
      ...richCvDe,
      personal: {
        ...richCvDe.personal,
        dateOfBirth: '1988-04-12',
        placeOfBirth: 'Köln',
        maritalStatus: 'verheiratet',
      },
      interests: [{ id: 'i1', name: 'Klettern', keywords: ['DAV Sektion München'] }],
      closing: { place: 'München', date: '2026-11-26', signature: png },
      layout: { showCvHeading: true },
    }
    for (const templateId of TEMPLATE_IDS) {
      const html = render(templateId, cv, { language: 'de' })
      const text = visibleText(html)
      for (const word of [
        'Lebenslauf',
        'Geburtsdatum',
        '12.04.1988',
        'Geburtsort',
        'Köln',
        'Familienstand',
        'verheiratet',
        'Interessen',
        'Klettern – DAV Sektion München',
        'München, 26.11.2026',
      ])
        expect(text, `${templateId}: ${word}`).toContain(word)
      expect(html, templateId).toContain(`src="${png}" alt="Unterschrift"`)
      // The heading is the one word before the name.
      expect(text.indexOf('Lebenslauf'), templateId).toBeLessThan(text.indexOf(cv.personal.fullName))
      expect(html, templateId).toContain('Katharina Schneider \\2014  Seite " counter(page) " von " counter(pages)')
    }
    const plain = visibleText(render('ats-simple', richCvDe, { language: 'de' }))
    expect(plain).not.toContain('Lebenslauf')
    expect(plain).not.toContain('Interessen')
  })
})

describe('template type', () => {
  it.each(TEMPLATE_IDS)('%s sets no synthesised small caps or first-letter styling, which split words in the PDF text', (templateId) => {
    // "B erufserfahrung": Chromium draws faked small caps and ::first-letter as separate runs.
    const css = TEMPLATE_COMPONENTS[templateId].css
    expect(css).not.toMatch(/small-caps|::?first-letter/)
  })
})

describe('Technical Matrix skill levels', () => {
  it('prints a level name once per run of equal levels; the squares show each skill', () => {
    const cv: CvData = {
      ...emptyCv(),
      personal: { ...emptyCv().personal, fullName: 'Lena Vogel' },
      skills: [
        {
          id: 'g1',
          category: 'Backend',
          items: [
            { id: 's1', name: 'Go', level: 'expert' },
            { id: 's2', name: 'PostgreSQL', level: 'expert' },
            { id: 's3', name: 'Kafka', level: 'intermediate' },
          ],
        },
      ],
    }
    const html = render('technical-matrix', cv)
    expect(html.match(/class="cv-level">Expert</g)).toHaveLength(1)
    expect(html.match(/class="cv-level">Intermediate</g)).toHaveLength(1)
    expect(html.match(/class="tm-squares/g)).toHaveLength(3)
  })
})

describe('CV labels', () => {
  it('has every label in all eight CV languages', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        typeof item === 'object' ? keys(item).map((sub) => `${key}.${sub}`) : [key],
      )
    const english = keys(CV_LABELS.en).sort()
    for (const locale of LOCALES) {
      expect(keys(CV_LABELS[locale]).sort()).toEqual(english)
      expect(Object.values(CV_LABELS[locale].sections).every((word) => word.trim().length > 0)).toBe(true)
    }
    expect(CV_LABELS.pl.sections.experience).toBe('Doświadczenie zawodowe')
    expect(CV_LABELS.nl.sections.experience).toBe('Werkervaring')
  })

  it('formats stored dates with Intl and keeps free text as written', () => {
    expect(formatCvDate('2021-03', 'de', 'long')).toBe('März 2021')
    expect(formatCvDate('2021-03', 'en', 'short')).toMatch(/^Mar 2021$/)
    expect(formatCvDate('2021-03', 'fr', 'long')).toBe('mars 2021')
    expect(formatCvDate('2021-03', 'pl', 'numeric')).toBe('03/2021')
    expect(formatCvDate('2019', 'it')).toBe('2019')
    expect(formatCvDate('Summer 2019', 'en')).toBe('Summer 2019')
    expect(formatCvDate('2021-13', 'en')).toBe('2021-13')
    const labels = getCvLabels('es')
    expect(
      formatDateRange({ startDate: '2020-01', endDate: '', current: true }, 'es', labels, 'numeric'),
    ).toBe('01/2020 – actualidad')
    expect(formatDateRange({ startDate: '', endDate: '2020', current: false }, 'es', labels)).toBe('2020')
    expect(formatDateRange({ startDate: '', endDate: '', current: false }, 'es', labels)).toBe('')
  })
})

// Printing needs a browser; the suite runs where one is installed (as in CI and this machine).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PAGE_WIDTH_PX = Math.round((PAGE_WIDTH_MM / 25.4) * 96)

describe.skipIf(!existsSync(CHROMIUM_PATH))('printing through Chromium', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const { chromium } = await import('playwright-core')
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    page = await browser.newPage({ viewport: { width: PAGE_WIDTH_PX, height: 1123 } })
  })

  afterAll(async () => {
    await browser?.close()
  })

  async function printAndRead(html: string) {
    await page.setContent(html, { waitUntil: 'load' })
    // Evaluated in the page (this project's Node types have no DOM, hence the string).
    const overflow = await page.evaluate<{ scrollWidth: number; wide: string[] }>(`(async () => {
      await document.fonts.ready
      const wide = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > ${PAGE_WIDTH_PX + 1} || box.left < -1)
      })
      return { scrollWidth: document.documentElement.scrollWidth, wide: wide.map((element) => String(element.className)).slice(0, 3) }
    })()`)
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const pdfDocument = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
      .promise
    let text = ''
    for (let number = 1; number <= pdfDocument.numPages; number++) {
      const content = await (await pdfDocument.getPage(number)).getTextContent()
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    }
    const pages = pdfDocument.numPages
    await pdfDocument.destroy()
    return { overflow, text, pages }
  }

  it.each(TEMPLATE_IDS)('%s prints a US Letter CV on 8.5 × 11 in pages (612 × 792 pt), A4 on 595 × 842', async (templateId) => {
    const sizes: Array<[number, number]> = []
    for (const pageSize of ['letter', 'a4'] as const) {
      await page.setContent(render(templateId, { ...allSectionsCv, layout: { pageSize } }), { waitUntil: 'load' })
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
      const pdfDocument = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
      const [, , width, height] = (await pdfDocument.getPage(1)).view
      sizes.push([Math.round(width!), Math.round(height!)])
      await pdfDocument.destroy()
    }
    expect(sizes).toEqual([
      [612, 792],
      [595, 842],
    ])
  })

  // Compared without spaces and case: lines wrap and some templates set titles in capitals.
  const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase()

  it.each(TEMPLATE_IDS)(
    '%s fits the page width and its PDF text holds every field in reading order',
    async (templateId) => {
      const rich = await printAndRead(render(templateId, richCv))
      expect(rich.overflow).toEqual({ scrollWidth: PAGE_WIDTH_PX, wide: [] })
      const text = squash(rich.text)
      expect(expectedTexts(richCv, 'en').filter((needle) => !text.includes(squash(needle)))).toEqual([])

      const name = text.indexOf(squash(richCv.personal.fullName))
      const email = text.indexOf(squash(richCv.personal.email))
      expect(name).toBeGreaterThanOrEqual(0)
      expect(email).toBeGreaterThan(name)
      let previous = email
      for (const job of richCv.experience) {
        const company = text.indexOf(squash(job.company), previous)
        expect(company, job.company).toBeGreaterThan(previous)
        const title = text.lastIndexOf(squash(job.title), company + 200)
        expect(Math.abs(title - company), job.title).toBeLessThan(120)
        previous = company
      }

      for (const cv of [minimalCv, edgeCaseCv]) {
        const printed = await printAndRead(render(templateId, cv, { watermark: WATERMARK_TEXT }))
        expect(printed.overflow).toEqual({ scrollWidth: PAGE_WIDTH_PX, wide: [] })
        expect(squash(printed.text)).toContain(squash(cv.experience[0]?.company ?? ''))
        expect(squash(printed.text)).toContain(squash(WATERMARK_TEXT))
      }
    },
  )
})
