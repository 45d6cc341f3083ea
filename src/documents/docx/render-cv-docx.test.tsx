import { crc32, deflateSync } from 'node:zlib'
import JSZip from 'jszip'
import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import { THEMES, type ThemeId } from '#shared/catalogue'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'
import { LOCALES, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { WATERMARK_TEXT } from '#shared/plans'
import { allSectionsCv, edgeCaseCv, longCv, minimalCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'
import { CV_LABELS } from '../cv/labels'
import { imageInfo, isXmlChar, renderCvDocx } from './render-cv-docx'

// A 1×1 PNG and a 1×1 progressive JPEG (SOF2), small enough to inline.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='

/** A real PNG of the given size (one colour), so the size read from its header can be checked. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

interface WordParagraph {
  style: string
  text: string
  xml: string
}

interface Rendered {
  buffer: Buffer
  zip: JSZip
  documentXml: string
  paragraphs: WordParagraph[]
}

async function render(
  cv: CvData,
  options: { language?: Locale; themeId?: ThemeId; watermark?: string } = {},
): Promise<Rendered> {
  const buffer = await renderCvDocx({
    cv,
    themeId: options.themeId ?? 'blue',
    language: options.language ?? 'en',
    watermark: options.watermark,
  })
  const zip = await JSZip.loadAsync(buffer)
  const documentXml = await part(zip, 'word/document.xml')
  return { buffer, zip, documentXml, paragraphs: paragraphsOf(documentXml) }
}

async function part(zip: JSZip, name: string): Promise<string> {
  const file = zip.file(name)
  if (!file) throw new Error(`${name} is missing`)
  return file.async('string')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Paragraphs of the body as Word sees them: style id and the text of their w:t runs. */
function paragraphsOf(xml: string): WordParagraph[] {
  const body = xml.slice(xml.indexOf('<w:body>'))
  return [...body.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map(([paragraph, inner = '']) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(inner)?.[1] ?? '',
    text: [...inner.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map(([whole, text]) =>
        whole === '<w:tab/>'
          ? '\t'
          : (text ?? '').replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity),
      )
      .join(''),
    xml: paragraph,
  }))
}

const withStyle = (rendered: Rendered, style: string) =>
  rendered.paragraphs.filter((paragraph) => paragraph.style === style)

describe('renderCvDocx', () => {
  it('writes a Word archive whose body names the person, the e-mail and every role and employer', async () => {
    const rendered = await render(richCv)
    expect(rendered.buffer.subarray(0, 2).toString('latin1')).toBe('PK')
    expect(Object.keys(rendered.zip.files)).toEqual(
      expect.arrayContaining(['word/document.xml', '[Content_Types].xml']),
    )
    const text = rendered.paragraphs.map((paragraph) => paragraph.text).join('\n')
    expect(withStyle(rendered, 'Title').map((paragraph) => paragraph.text)).toEqual(['Olivia Bennett'])
    expect(text).toContain(richCv.personal.email)
    expect(text).toContain(richCv.personal.phone)
    const entryHeadings = withStyle(rendered, 'Heading2').map((paragraph) => paragraph.text)
    for (const job of richCv.experience) {
      expect(entryHeadings.some((heading) => heading.includes(`${job.title} — ${job.company}`))).toBe(true)
    }
    expect(entryHeadings[0]).toBe(
      'Senior Software Engineer — Northwind Payments, London\t03/2021\u00a0–\u00a0Present',
    )
    expect(entryHeadings).toContain(
      'MSc, Computer Science — University of Edinburgh, Edinburgh\t09/2015\u00a0–\u00a008/2016',
    )
  })

  it('gives every section a Heading 1 in the order of the PDF templates, in the CV language', async () => {
    // richCv fills every section; richCvDe is a German CV as a German user writes it.
    const sections = CV_LABELS.de.sections
    expect(
      withStyle(await render(richCv, { language: 'de' }), 'Heading1').map((paragraph) => paragraph.text),
    ).toEqual([
      sections.profile,
      sections.experience,
      sections.education,
      sections.projects,
      sections.skills,
      sections.languages,
      sections.certifications,
    ])
    expect(sections.experience).toBe('Berufserfahrung')
    const rendered = await render(richCvDe, { language: 'de' })
    const current = richCvDe.experience.find((job) => job.current)
    const heading = withStyle(rendered, 'Heading2').find((paragraph) =>
      paragraph.text.startsWith(current?.title ?? '?'),
    )
    expect(heading?.text).toMatch(/\t\d{2}\/\d{4}\u00a0–\u00a0heute$/)
    expect(rendered.paragraphs.map((paragraph) => paragraph.text).join('\n')).toContain('E-Mail: ')
  })

  it('writes the further sections under their headings: awards to custom sections, "on request" included', async () => {
    const rendered = await render(allSectionsCv, { language: 'de' })
    const headings = withStyle(rendered, 'Heading1').map((paragraph) => paragraph.text)
    const labels = CV_LABELS.de
    expect(headings).toEqual(
      expect.arrayContaining([
        labels.sections.awards,
        labels.sections.publications,
        labels.sections.volunteering,
        labels.sections.courses,
        labels.sections.references,
        'Speaking',
      ]),
    )
    const text = rendered.paragraphs.map((paragraph) => paragraph.text).join('\n')
    for (const piece of [
      'Engineering Excellence Award — Northwind Payments',
      'Mentor — Code Club Leeds, Leeds',
      'Kubernetes Administration — Linux Foundation Training',
      'Priya Raman — VP Engineering, Northwind Payments, priya.raman@example.com',
      labels.referencesOnRequest,
      'PyCon UK keynote — Cardiff',
      'Weekly coding sessions for children aged 9 to 13.',
    ])
      expect(text).toContain(piece)
  })

  it.each(LOCALES)('uses the localised headings and language tag for %s', async (language) => {
    const rendered = await render(richCv, { language })
    const headings = withStyle(rendered, 'Heading1').map((paragraph) => paragraph.text)
    expect(headings).toContain(CV_LABELS[language].sections.experience)
    expect(headings).toContain(CV_LABELS[language].sections.education)
    expect(await part(rendered.zip, 'word/styles.xml')).toContain(
      `<w:lang w:val="${LOCALE_TAGS[language]}"/>`,
    )
  })

  it('marks headings as outline levels so the navigation pane and parsers see them', async () => {
    const rendered = await render(richCv, { themeId: 'emerald' })
    const styles = await part(rendered.zip, 'word/styles.xml')
    const style = (id: string) =>
      new RegExp(`<w:style [^>]*w:styleId="${id}">[\\s\\S]*?</w:style>`).exec(styles)?.[0] ?? ''
    expect(style('Heading1')).toContain('<w:outlineLvl w:val="0"/>')
    expect(style('Heading2')).toContain('<w:outlineLvl w:val="1"/>')
    // Theme primary colour on section headings; Calibri throughout.
    expect(style('Heading1')).toContain(`<w:color w:val="${THEMES.emerald.primary.slice(1).toUpperCase()}"/>`)
    expect(styles).toMatch(/<w:docDefaults>[\s\S]*w:ascii="Calibri"/)
  })

  it('writes bullets as a real Word bullet list', async () => {
    const rendered = await render(richCv)
    const bullets = rendered.paragraphs.filter((paragraph) => paragraph.xml.includes('<w:numPr>'))
    const expected = richCv.experience.flatMap((job) => job.bullets)
    for (const bullet of expected) expect(bullets.map((paragraph) => paragraph.text)).toContain(bullet)
    expect(await part(rendered.zip, 'word/numbering.xml')).toContain('<w:numFmt w:val="bullet"/>')
    const html = (await mammoth.convertToHtml({ buffer: rendered.buffer })).value
    expect(html).toContain(`<li>${expected[0]}</li>`)
  })

  it('puts the contact details in the body with e-mail and profile links as hyperlinks', async () => {
    const rendered = await render(richCv)
    const rels = await part(rendered.zip, 'word/_rels/document.xml.rels')
    expect(rels).toContain(`Target="mailto:${richCv.personal.email}" TargetMode="External"`)
    expect(rels).toContain('Target="https://www.linkedin.com/in/olivia-bennett" TargetMode="External"')
    expect(rels).toContain('Target="https://github.com/obennett" TargetMode="External"')
    expect(rendered.documentXml).toContain('<w:hyperlink')
    // Nothing in page headers or footers, where many ATS do not look (docs/spec/domain/ats.md §3.2).
    expect(
      Object.keys(rendered.zip.files).filter((name) => /word\/(header|footer)\d*\.xml$/.test(name)),
    ).toEqual([])
    expect(rendered.documentXml).not.toContain('<w:tbl>')
  })

  it('lays out an A4 page and records title, creator and language', async () => {
    const rendered = await render(richCvDe, { language: 'de' })
    expect(rendered.documentXml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/)
    const core = await part(rendered.zip, 'docProps/core.xml')
    expect(core).toContain(`<dc:title>${richCvDe.personal.fullName}</dc:title>`)
    expect(core).toContain('<dc:creator>ApplyKit</dc:creator>')
  })

  it('writes the Lebenslauf DACH file like its PDF: dates in a column, Kenntnisse before Interessen, heading, place/date and signature', async () => {
    const signature = `data:image/png;base64,${pngOf(120, 40).toString('base64')}`
    const cv: CvData = {
      ...richCvDe,
      interests: [{ id: 'i', name: 'Klettern', keywords: [] }],
      closing: { place: 'Köln', date: '2026-11-20', signature },
      layout: { showCvHeading: true },
    }
    const buffer = await renderCvDocx({ cv, templateId: 'dach-lebenslauf', themeId: 'slate', language: 'de' })
    const zip = await JSZip.loadAsync(buffer)
    const xml = await part(zip, 'word/document.xml')
    const text = (await mammoth.extractRawText({ buffer })).value
    const labels = CV_LABELS.de
    expect(text.indexOf(labels.cvHeading)).toBeGreaterThanOrEqual(0)
    expect(text.indexOf(labels.cvHeading)).toBeLessThan(text.indexOf(richCvDe.personal.fullName))
    expect(text.indexOf(labels.sections.skills)).toBeLessThan(text.indexOf(labels.sections.interests))
    expect(text).toContain('Köln, 20.11.2026')
    // Dated entries are two-column rows: the dates in the left cell.
    expect((xml.match(/<w:tbl>/g) ?? []).length).toBeGreaterThanOrEqual(richCvDe.experience.length)
    expect(xml).toMatch(/<w:gridCol w:w="1900"\/>/)
    // The signature is an image in the document.
    expect(Object.keys(zip.files).some((name) => name.startsWith('word/media/'))).toBe(true)
    // Other templates keep dates beside the heading.
    const plainXml = await part(
      await JSZip.loadAsync(await renderCvDocx({ cv, templateId: 'ats-simple', themeId: 'slate', language: 'de' })),
      'word/document.xml',
    )
    expect(plainXml).not.toMatch(/<w:gridCol w:w="1900"\/>/)
  })

  it('prints the street before the town on the contact line, in the Lebenslauf and the plain file', async () => {
    const cv: CvData = {
      ...richCvDe,
      personal: { ...richCvDe.personal, address: 'Leopoldstraße 12', location: '80802 München' },
    }
    for (const templateId of ['dach-lebenslauf', 'ats-simple'] as const) {
      const buffer = await renderCvDocx({ cv, templateId, themeId: 'slate', language: 'de' })
      const text = (await mammoth.extractRawText({ buffer })).value
      expect(text).toContain('Leopoldstraße 12, 80802 München')
      expect(text.split('80802 München')).toHaveLength(2)
    }
  })

  it('lays out US Letter (8.5 × 11 in) for a Letter CV, with the same text width as on A4', async () => {
    const letter = await render({ ...richCv, layout: { pageSize: 'letter' } })
    expect(letter.documentXml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/)
    const margins = (xml: string) => /<w:pgMar [^>]*w:right="(\d+)"[^>]*w:left="(\d+)"/.exec(xml)?.slice(1).map(Number)
    const a4 = await render(richCv)
    const [rightA4, leftA4] = margins(a4.documentXml)!
    const [rightLetter, leftLetter] = margins(letter.documentXml)!
    expect(12240 - rightLetter! - leftLetter!).toBeCloseTo(11906 - rightA4! - leftA4!, -1)
  })

  it('prints the watermark as a footer line on every page and never in the body', async () => {
    const rendered = await render(richCv, { watermark: WATERMARK_TEXT })
    const footers = Object.keys(rendered.zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name))
    expect(footers).toHaveLength(1)
    expect(await part(rendered.zip, footers[0] ?? '')).toContain(WATERMARK_TEXT)
    expect(rendered.documentXml).toContain('<w:footerReference w:type="default"')
    expect(rendered.documentXml).not.toContain(WATERMARK_TEXT)
  })

  it('leaves out empty sections so no heading stands above nothing', async () => {
    const rendered = await render(minimalCv)
    const headings = rendered.paragraphs.filter((paragraph) => /^(Title|Heading\d)$/.test(paragraph.style))
    expect(headings.map((paragraph) => [paragraph.style, paragraph.text])).toEqual([
      ['Title', 'Sam Lee'],
      ['Heading1', 'Work Experience'],
      ['Heading2', 'Barista — Corner Coffee'],
    ])
    const empty = await render(emptyCv())
    expect(empty.paragraphs.filter((paragraph) => paragraph.style !== '' || paragraph.text !== '')).toEqual(
      [],
    )
    const bulletsOnly = await render({
      ...minimalCv,
      experience: [{ ...minimalCv.experience[0]!, title: '', company: '', bullets: ['Opened the shop'] }],
    })
    expect(withStyle(bulletsOnly, 'Heading2')).toEqual([])
    expect(withStyle(bulletsOnly, 'Heading1').map((paragraph) => paragraph.text)).toEqual(['Work Experience'])
  })

  it('renders a CV of 40 jobs, 200 bullets and a 10 000-character summary', async () => {
    const rendered = await render(longCv)
    expect(
      withStyle(rendered, 'Heading2').filter((paragraph) => /Software Engineer \d+ — /.test(paragraph.text)),
    ).toHaveLength(40)
    expect(
      rendered.paragraphs.filter((paragraph) => paragraph.xml.includes('<w:numPr>')).length,
    ).toBeGreaterThanOrEqual(200)
    const raw = (await mammoth.extractRawText({ buffer: rendered.buffer })).value
    expect(raw).toContain(longCv.summary.slice(-40).trim())
    expect(raw).toContain(longCv.experience[39]?.company)
  })

  it('keeps control characters and markup in fields from breaking the XML', async () => {
    const hostile: CvData = {
      ...edgeCaseCv,
      personal: {
        ...edgeCaseCv.personal,
        fullName: 'Eve\u0000 Mal\u0007lory\u001F\uFFFE<script>alert(1)</script>',
      },
      headline: 'Bad \uD800 surrogate & <b>bold</b>',
      summary: 'Line\u000Bone\u000C\nLine two ]]> <!-- not a comment -->',
      experience: [
        {
          ...richCv.experience[0]!,
          title: 'Dev\u0008eloper <img src=x onerror=alert(1)>',
          company: 'Acme "&" Sons\u0001',
        },
      ],
    }
    const rendered = await render(hostile, { watermark: 'Trial\u0002' })
    for (const name of Object.keys(rendered.zip.files).filter((file) => file.endsWith('.xml'))) {
      const xml = await part(rendered.zip, name)
      expect([...xml].filter((char) => !isXmlChar(char.codePointAt(0) ?? 0))).toEqual([])
    }
    expect(rendered.documentXml).not.toContain('<script>')
    expect(rendered.documentXml).toContain('&lt;script&gt;')
    const raw = (await mammoth.extractRawText({ buffer: rendered.buffer })).value
    expect(raw).toContain('Eve Mallory<script>alert(1)</script>')
    expect(raw).toContain('Developer <img src=x onerror=alert(1)> — Acme "&" Sons')
  })

  it('writes right-to-left text as right-to-left paragraphs', async () => {
    const rendered = await render(edgeCaseCv)
    const title = rendered.paragraphs.find((paragraph) => paragraph.text === edgeCaseCv.personal.title)
    expect(title?.xml).toContain('<w:bidi/>')
    const name = withStyle(rendered, 'Title')[0]
    expect(name?.text).toBe(edgeCaseCv.personal.fullName)
    expect(name?.xml).not.toContain('<w:bidi')
  })

  it('places a PNG or JPEG photo at the top right and skips anything else', async () => {
    for (const [dataUrl, extension] of [
      [`data:image/png;base64,${PNG_1X1}`, 'png'],
      [`data:image/jpeg;base64,${JPEG_1X1}`, 'jpg'],
    ] as const) {
      const rendered = await render({ ...richCv, personal: { ...richCv.personal, photo: dataUrl } })
      const media = Object.keys(rendered.zip.files).filter((name) => name.startsWith('word/media/'))
      expect(media).toHaveLength(1)
      expect(media[0]).toMatch(new RegExp(`\\.${extension}$`))
      expect(rendered.documentXml).toContain('<wp:anchor')
      expect(rendered.documentXml).toContain('<wp:align>right</wp:align>')
      expect(withStyle(rendered, 'Title')[0]?.text).toBe('Olivia Bennett')
    }
    for (const photo of [
      'data:image/png;base64,AAAAAAAA',
      `data:image/png;base64,${PNG_1X1.slice(0, 20)}`,
      'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
      'https://example.com/me.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'not a photo',
    ]) {
      const rendered = await render({ ...richCv, personal: { ...richCv.personal, photo } })
      expect(Object.keys(rendered.zip.files).some((name) => name.startsWith('word/media/'))).toBe(false)
      expect(rendered.documentXml).not.toContain('<w:drawing>')
    }
  })

  it('fits a photo into a small box keeping its proportions', async () => {
    const photo = `data:image/png;base64,${pngOf(300, 400).toString('base64')}`
    const rendered = await render({ ...richCv, personal: { ...richCv.personal, photo } })
    const extent = /<wp:extent cx="(\d+)" cy="(\d+)"\/>/.exec(rendered.documentXml)
    const [cx, cy] = [Number(extent?.[1]), Number(extent?.[2])]
    expect(cx / cy).toBeCloseTo(300 / 400, 2)
    // At most 3 cm tall (EMU: 360 000 per cm).
    expect(cy).toBeLessThanOrEqual(3 * 360_000)
  })

  it('reads the pixel size from the image bytes, not from the data URL', () => {
    expect(imageInfo(pngOf(3, 2))).toEqual({ type: 'png', width: 3, height: 2 })
    expect(imageInfo(Buffer.from(PNG_1X1, 'base64'))).toEqual({ type: 'png', width: 1, height: 1 })
    expect(imageInfo(Buffer.from(JPEG_1X1, 'base64'))).toEqual({ type: 'jpg', width: 1, height: 1 })
    expect(imageInfo(Buffer.from('GIF89a'))).toBeUndefined()
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined()
  })
})
