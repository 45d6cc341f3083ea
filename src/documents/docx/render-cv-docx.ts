import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  Table,
  TableCell,
  TableRow,
  WidthType,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  VerticalPositionAlign,
  VerticalPositionRelativeFrom,
  convertInchesToTwip,
  convertMillimetersToTwip,
  type IRunOptions,
  type IStylesOptions,
  type ParagraphChild,
} from 'docx'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import { pageSizeOf, type PageSize } from '#shared/cv/page-size'
import type { CvData } from '#shared/cv/cv.schema'
import { MARGIN_SCALE, TYPE_FONT_NAMES, typeSettingsOf, type TypeFont } from '#shared/cv/type-settings'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import {
  arrange,
  buildCvView,
  joinParts,
  type CvView,
  type EducationView,
  type ExperienceView,
  type ExtraEntryView,
  type ProjectView,
} from '../cv/cv-view'
import { DOCX_LOOKS, templateFonts, type DocxLook } from './docx-looks'
import { gradeLabel, type CvLabels } from '#documents/cv/labels'
import { inlineToPlain, richToPlain } from '#shared/cv/rich-text'
import { splitColumns } from '#shared/cv/section-columns'
import { inlineRuns, richBlocks, richRuns } from './rich-runs'

// The Word export of a CV. It keeps the chosen template's design family (docx-looks.ts): its
// typefaces, theme colour and heading style; single-column templates stay one column, sidebar
// templates become a borderless two-column table (skills, languages and certificates beside the
// main column), the photo where the template has one. The ATS rules of docs/spec/domain/ats.md §3.2 hold
// throughout: name and contact details in the body above any table, real Heading 1/2 styles
// (Word's navigation pane and ATS parsers both read them), Word's own bullet lists, dates as
// MM/YYYY. Content and wording come from the same view model and labels as the HTML templates.

export interface RenderCvDocxInput {
  cv: CvData
  /** The template whose design family the document keeps; without one, the plain ATS look. */
  templateId?: TemplateId
  themeId: ThemeId
  language: Locale
  /** A footer line on every page (trial exports); never part of the body an ATS reads. */
  watermark?: string
}

const FONT = 'Calibri'
const BULLETS = 'cv-bullets'
const CONTACT_GAP = '    '
// A4 as Word writes it (twips, rounded to the nearest); margins as in the ATS Simple template.
const PAGE = { widthTwip: 11906, heightTwip: 16838, marginXMm: 18, marginYMm: 16 } as const
const TEXT_WIDTH_TWIP = PAGE.widthTwip - 2 * convertMillimetersToTwip(PAGE.marginXMm)

/**
 * The paper of the CV (A4 or US Letter, 12240 × 15840 twips). On Letter the side margins grow by half
 * the extra width, so the text column (and the right tab stop of the dates) stays as on A4.
 */
function paperOf(
  size: PageSize,
  marginScale = 1,
): { size: { width: number; height: number }; marginX: number; marginY: number; textWidth: number } {
  const marginX = Math.round(convertMillimetersToTwip(PAGE.marginXMm * marginScale))
  const marginY = Math.round(convertMillimetersToTwip(PAGE.marginYMm * marginScale))
  const textWidth = marginScale === 1 ? TEXT_WIDTH_TWIP : PAGE.widthTwip - 2 * marginX
  if (size === 'a4') return { size: { width: PAGE.widthTwip, height: PAGE.heightTwip }, marginX, marginY, textWidth }
  const width = Math.round(convertInchesToTwip(8.5))
  return {
    size: { width, height: Math.round(convertInchesToTwip(11)) },
    marginX: Math.round((width - textWidth) / 2),
    marginY,
    textWidth,
  }
}
const BODY_COLOR = '1F1F1F'
const MUTED_COLOR = '4A4A4A'
// Half-points, as WordprocessingML counts font sizes.
const SIZE = { body: 21, footer: 16, h2: 22, h1: 24, title: 40, subtitle: 24 } as const
// Paragraph line spacing in 240ths of a line (Word's "multiple"), as designed.
const LINE_TWIPS = 264

// The text column and the type sizes of the document being built (the CV's page and type settings).
// renderCvDocx sets them before it makes any paragraph and builds the whole document without
// awaiting anything, so no other render can see or change them in between.
let textWidthTwip: number = TEXT_WIDTH_TWIP
let size: Record<keyof typeof SIZE, number> = SIZE

/** Sizes scaled so that the body text has the chosen size (half-points), headings in proportion. */
function sizesFor(fontSizePt: number | undefined): Record<keyof typeof SIZE, number> {
  if (fontSizePt === undefined) return SIZE
  const factor = (fontSizePt * 2) / SIZE.body
  return {
    body: Math.round(fontSizePt * 2),
    footer: SIZE.footer,
    h2: Math.round(SIZE.h2 * factor),
    h1: Math.round(SIZE.h1 * factor),
    title: Math.round(SIZE.title * factor),
    subtitle: Math.round(SIZE.subtitle * factor),
  }
}

/** CSS line height (font sizes) as Word's line multiple: Word's single line is about 1.17 font sizes. */
function lineTwipsFor(lineHeight: number | undefined): number {
  return lineHeight === undefined ? LINE_TWIPS : Math.round((240 * lineHeight) / 1.17)
}

export async function renderCvDocx(input: RenderCvDocxInput): Promise<Buffer> {
  // Numeric dates are the ATS-safe form (docs/spec/domain/ats.md §3.2) and read the same in all 8 languages.
  const view = buildCvView(input.cv, input.language, { dateStyle: 'numeric' })
  const settings = typeSettingsOf(input.cv)
  const paper = paperOf(pageSizeOf(input.cv), settings.margins ? MARGIN_SCALE[settings.margins] : 1)
  textWidthTwip = paper.textWidth
  size = sizesFor(settings.fontSize)
  const theme = THEMES[input.themeId]
  const primary = hexColor(theme.primary)
  const ink = hexColor(theme.ink)
  const watermark = xmlSafe(input.watermark ?? '').trim()
  const look: DocxLook = input.templateId ? DOCX_LOOKS[input.templateId] : PLAIN_LOOK
  const fonts = chosenFonts(input.templateId ? templateFonts(input.templateId) : { body: FONT, heading: FONT }, settings.fontFamily)
  const headingColor = look.headingColor === 'primary' ? primary : ink
  const { personal, main, side, single, closing } = sectionsOf(view, look)
  const header = headerBlock(look.photo ? view : { ...view, photo: '' })
  const body: Array<Paragraph | Table> =
    look.layout === 'sidebar' && side.length + personal.length > 0 && main.length > 0
      ? [sidebarTable([...main, ...closing], [...personal, ...side], look.sidebarSide ?? 'right', secondary(theme.secondary))]
      : [...personal, ...single, ...closing]

  const doc = new Document({
    title: xmlSafe(view.name) || 'CV',
    subject: xmlSafe(view.title),
    creator: 'ApplyKit',
    lastModifiedBy: 'ApplyKit',
    styles: documentStyles(input.language, { primary, ink, headingColor, look, fonts, line: lineTwipsFor(settings.lineHeight) }),
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: paper.size,
            margin: {
              top: paper.marginY,
              bottom: paper.marginY,
              left: paper.marginX,
              right: paper.marginX,
              footer: convertMillimetersToTwip(8),
            },
          },
        },
        ...(watermark
          ? {
              footers: {
                default: new Footer({
                  children: [
                    new Paragraph({
                      alignment: AlignmentType.CENTER,
                      children: [new TextRun({ text: watermark, size: size.footer, color: MUTED_COLOR })],
                    }),
                  ],
                }),
              },
            }
          : {}),
        children: [...header, ...body],
      },
    ],
  })
  return Packer.toBuffer(doc)
}

const PLAIN_LOOK: DocxLook = {
  headingCaps: true,
  headingColor: 'primary',
  rule: true,
  layout: 'single',
  photo: true,
}

const SIDE_WIDTH_SHARE = 0.32

/** A borderless two-column table: the side column (tinted) and the main column. */
function sidebarTable(main: Block[], side: Block[], sideAt: 'left' | 'right', tint: string): Table {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none }
  const sideWidth = Math.round(textWidthTwip * SIDE_WIDTH_SHARE)
  const margins = { top: 80, bottom: 80, left: 140, right: 140 }
  const sideCell = new TableCell({
    children: side,
    width: { size: sideWidth, type: WidthType.DXA },
    shading: { fill: tint },
    margins,
  })
  const mainCell = new TableCell({
    children: main,
    width: { size: textWidthTwip - sideWidth, type: WidthType.DXA },
    margins,
  })
  return new Table({
    width: { size: textWidthTwip, type: WidthType.DXA },
    columnWidths: sideAt === 'left' ? [sideWidth, textWidthTwip - sideWidth] : [textWidthTwip - sideWidth, sideWidth],
    borders,
    rows: [new TableRow({ children: sideAt === 'left' ? [sideCell, mainCell] : [mainCell, sideCell] })],
  })
}

/** The chosen text face in place of the template's; a heading face of its own (a serif name) stays. */
function chosenFonts(fonts: { body: string; heading: string }, chosen: TypeFont | undefined): { body: string; heading: string } {
  if (!chosen) return fonts
  const body = TYPE_FONT_NAMES[chosen]
  return { body, heading: fonts.heading === fonts.body ? body : fonts.heading }
}

function secondary(css: string): string {
  return hexColor(css)
}

function documentStyles(
  language: Locale,
  options: {
    primary: string
    ink: string
    headingColor: string
    look: DocxLook
    fonts: { body: string; heading: string }
    line: number
  },
): IStylesOptions {
  const { primary, ink, headingColor, look, fonts, line } = options
  const heading = { font: fonts.heading, bold: true, italics: false }
  return {
    default: {
      document: {
        // The document's language: Word proofs the text in it and screen readers pronounce it.
        run: { font: fonts.body, size: size.body, color: BODY_COLOR, language: { value: LOCALE_TAGS[language] } },
        paragraph: { spacing: { after: 40, line } },
      },
      title: {
        run: { ...heading, size: size.title, color: ink },
        paragraph: { spacing: { after: 40 } },
      },
      heading1: {
        run: { ...heading, size: size.h1, color: headingColor, allCaps: look.headingCaps },
        paragraph: {
          spacing: { before: 280, after: 100 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 0,
          ...(look.rule
            ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: primary, space: 2 } } }
            : {}),
        },
      },
      heading2: {
        run: { ...heading, size: size.h2, color: BODY_COLOR },
        paragraph: {
          spacing: { before: 160, after: 20 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 1,
        },
      },
      hyperlink: { run: { color: primary, underline: {} } },
    },
  }
}

function headerBlock(view: CvView): Paragraph[] {
  const paragraphs: Paragraph[] = []
  // "Lebenslauf" / "Curriculum Vitae" above the name, as the PDF prints it when the user asks.
  if (view.showCvHeading) paragraphs.push(plain(view.labels.cvHeading, { bold: true, size: size.h1 }))
  const photo = photoRun(view.photo, view.name)
  if (view.name || photo) {
    paragraphs.push(
      new Paragraph({
        // A photo without a name stands in a plain paragraph: a Title with no text is an empty heading.
        ...(view.name ? { heading: HeadingLevel.TITLE } : {}),
        ...direction(view.name),
        children: [...(photo ? [photo] : []), ...(view.name ? [run(view.name)] : [])],
      }),
    )
  }
  if (view.title) paragraphs.push(plain(view.title, { size: size.subtitle, color: MUTED_COLOR }))

  // Labelled items, one group per line: no pipes or icons (docs/spec/domain/ats.md §3.2). Plain spaces between
  // items, not tabs: default tab stops made items collide or jump when a line wrapped.
  const lines: ParagraphChild[][][] = [
    view.contact.map((item) => [
      run(`${item.label}: `, { bold: true }),
      item.kind === 'email' && item.href ? link(item.text, item.href) : run(item.text),
    ]),
    view.links.map((item) => [
      run(`${item.label}: `, { bold: true }),
      item.href ? link(item.display, item.href) : run(item.display),
    ]),
  ]
  for (const items of lines.filter((line) => line.length > 0)) {
    paragraphs.push(
      new Paragraph({
        spacing: { after: 20 },
        children: items.flatMap((children, index) =>
          index > 0 ? [new TextRun({ text: CONTACT_GAP }), ...children] : children,
        ),
      }),
    )
  }
  if (view.headline) {
    paragraphs.push(
      new Paragraph({
        spacing: { before: 120 },
        ...direction(view.headline),
        children: [run(view.headline, { italics: true })],
      }),
    )
  }
  return paragraphs
}

/**
 * The sections in the templates' order: personal data, the main column's sections, the facts a
 * sidebar holds, and the place/date line that closes the CV.
 */
function sectionsOf(
  view: CvView,
  look: DocxLook,
): {
  personal: Block[]
  main: Block[]
  side: Block[]
  single: Block[]
  closing: Block[]
} {
  const { labels } = view
  const section = (title: string, body: Block[]): Block[] => (body.length > 0 ? [heading1(title), ...body] : [])
  // An entry with its dates: beside the heading (a right tab), or in a column of their own.
  const dated = (entry: Paragraph[], dates: string, heading: string): Block[] => {
    if (!look.datesColumn) return entry
    const rest = entry.slice(heading ? 1 : dates ? 1 : 0)
    return [datesTable(dates, [...(heading ? heading2(heading, '') : []), ...rest])]
  }
  const personal = section(
    labels.sections.personal,
    view.personalDetails.map(
      (item) => new Paragraph({ children: [run(`${item.label}: `, { bold: true }), run(item.text)] }),
    ),
  )
  // Each column's sections by key in the templates' order; the user's order wins when they gave one.
  const mainBlocks: Record<string, Block[]> = {
    profile: section(
      labels.sections.profile,
      richParagraphs(view.summary),
    ),
    experience: section(
      labels.sections.experience,
      view.experience.flatMap((entry) => dated(experienceEntry(entry), entry.dates, experienceHeading(entry))),
    ),
    education: section(
      labels.sections.education,
      view.education.flatMap((entry) => dated(educationEntry(entry, labels), entry.dates, educationHeading(entry))),
    ),
    projects: section(
      labels.sections.projects,
      view.projects.flatMap((project) => dated(projectEntry(project, labels.technologies), project.dates, project.name)),
    ),
    ...Object.fromEntries(
      view.extraSections.map((extra) => [
        extra.key,
        section(extra.title, [
          ...extra.entries.flatMap((entry) => dated(extraEntry(entry), entry.dates, extraHeading(entry))),
          ...(extra.note ? [plain(extra.note, { italics: true })] : []),
        ]),
      ]),
    ),
    interests: section(
      labels.sections.interests,
      view.interests.map(
        (interest) =>
          new Paragraph({
            ...direction(interest.name),
            children: [
              run(interest.name, { bold: true }),
              ...(interest.keywords.length > 0 ? [run(` – ${interest.keywords.join(', ')}`)] : []),
            ],
          }),
      ),
    ),
  }
  const sideBlocks: Record<string, Block[]> = {
    skills: section(
      labels.sections.skills,
      view.skills.map(
        (group) =>
          new Paragraph({
            ...direction(group.category || (group.items[0]?.name ?? '')),
            children: [
              ...(group.category ? [run(`${group.category}: `, { bold: true })] : []),
              run(
                group.items
                  .map((item) => (item.levelName ? `${item.name} (${item.levelName})` : item.name))
                  .join(', '),
              ),
            ],
          }),
      ),
    ),
    languages: section(
      labels.sections.languages,
      view.languages.map(
        (language) =>
          new Paragraph({
            ...direction(language.name),
            children: [
              run(language.name, { bold: true }),
              ...(language.levelName ? [run(` – ${language.levelName}`)] : []),
            ],
          }),
      ),
    ),
    certifications: section(
      labels.sections.certifications,
      view.certifications.map((cert) => {
        const lead = cert.name || cert.issuer
        const rest = joinParts([cert.name ? cert.issuer : '', cert.date])
        return new Paragraph({
          ...direction(lead),
          children: [run(lead, { bold: true }), ...(rest ? [run(`, ${rest}`)] : [])],
        })
      }),
    ),
  }
  // Sections the user moved to the other column of a sidebar design (section-columns.ts).
  const columns = splitColumns(view.columns, mainBlocks, sideBlocks)
  const main = arrange(view, Object.keys(columns.main)).flatMap((key) => columns.main[key] ?? [])
  const side = arrange(view, Object.keys(columns.side)).flatMap((key) => columns.side[key] ?? [])
  // One column: the main sections, then the facts, or the PDF template's own order; in the user's
  // order when they gave one.
  const blocks: Record<string, Block[]> = { ...mainBlocks, ...sideBlocks }
  const extras = view.extraSections.map((extra) => extra.key)
  const designed = look.templateOrder
    ? [
        ...look.templateOrder.flatMap((key) => (key === 'extras' ? extras : [key])),
        ...Object.keys(blocks).filter((key) => !look.templateOrder?.includes(key) && !extras.includes(key)),
      ]
    : Object.keys(blocks)
  const single = arrange(view, designed).flatMap((key) => blocks[key] ?? [])
  const signature = view.closing ? signatureRun(view.closing.signature, labels.signature) : undefined
  const closing = [
    ...(view.closing?.line ? [new Paragraph({ spacing: { before: 360 }, children: [run(view.closing.line)] })] : []),
    ...(signature ? [new Paragraph({ spacing: { before: 120 }, children: [signature] })] : []),
  ]
  return { personal, main, side, single, closing }
}

type Block = Paragraph | Table

const DATES_COLUMN_TWIP = 1900

/** A borderless two-column row: the dates on the left, the entry on the right (Lebenslauf DACH). */
function datesTable(dates: string, entry: Paragraph[]): Table {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none }
  const margins = { top: 40, bottom: 80, left: 0, right: 120 }
  return new Table({
    width: { size: textWidthTwip, type: WidthType.DXA },
    columnWidths: [DATES_COLUMN_TWIP, textWidthTwip - DATES_COLUMN_TWIP],
    borders,
    rows: [
      new TableRow({
        cantSplit: entry.length <= 8,
        children: [
          new TableCell({
            children: [plain(dates.replace(/ /g, '\u00a0').replace(/\u00a0–\u00a0/g, '\u00a0– '))],
            width: { size: DATES_COLUMN_TWIP, type: WidthType.DXA },
            margins,
          }),
          new TableCell({
            children: entry.length > 0 ? entry : [plain('')],
            width: { size: textWidthTwip - DATES_COLUMN_TWIP, type: WidthType.DXA },
            margins: { ...margins, right: 0 },
          }),
        ],
      }),
    ],
  })
}

/** The signature under the place/date line: a PNG or JPEG data URL, at most 60 × 16 mm. */
function signatureRun(dataUrl: string, alt: string): ImageRun | undefined {
  // 60 × 16 mm at 96 px per inch, never enlarged.
  const image = imageRunOptions(dataUrl, alt, { width: 227, height: 60 }, false)
  return image ? new ImageRun(image) : undefined
}

/** A PNG or JPEG data URL as an image run's options, fitted into `box` (px); undefined for anything else. */
function imageRunOptions(dataUrl: string, alt: string, box: { width: number; height: number }, enlarge: boolean) {
  const base64 = PHOTO_DATA_URL.exec(dataUrl)?.[1]
  if (!base64) return undefined
  const data = Buffer.from(base64.replace(/\s+/g, ''), 'base64')
  if (data.length === 0 || data.length > MAX_PHOTO_BYTES) return undefined
  const image = imageInfo(data)
  if (!image) return undefined
  const fit = Math.min(box.width / image.width, box.height / image.height)
  const scale = enlarge ? fit : Math.min(fit, 1)
  return {
    type: image.type,
    data,
    transformation: {
      width: Math.max(1, Math.round(image.width * scale)),
      height: Math.max(1, Math.round(image.height * scale)),
    },
    altText: { name: alt, title: alt, description: alt },
  }
}

function experienceHeading(entry: ExperienceView): string {
  const role = entry.title && entry.company ? `${entry.title} — ${entry.company}` : entry.title || entry.company
  return joinParts([role, entry.location])
}

function educationHeading(entry: EducationView): string {
  const degree = joinParts([entry.degree, entry.field])
  const lead = degree && entry.institution ? `${degree} — ${entry.institution}` : degree || entry.institution
  return joinParts([lead, entry.location])
}

function extraHeading(entry: ExtraEntryView): string {
  const [lead, ...rest] = entry.sub
  const head = entry.heading && lead ? `${entry.heading} — ${lead}` : entry.heading || (lead ?? '')
  return joinParts([head, ...rest])
}

function experienceEntry(entry: ExperienceView): Paragraph[] {
  // "Title — Company, Location" on the heading line: the product's import reads role, employer and
  // place back from it (tests/docx-roundtrip.test.ts), which a separate location line broke.
  return [
    ...heading2(experienceHeading(entry), entry.dates),
    ...richParagraphs(entry.description),
    ...entry.bullets.map(bullet),
  ]
}

function educationEntry(entry: EducationView, labels: CvLabels): Paragraph[] {
  return [
    ...heading2(educationHeading(entry), entry.dates),
    ...(entry.gpa ? [plain(`${gradeLabel(entry.gpa, labels)}: ${entry.gpa}`)] : []),
    ...entry.details.map(bullet),
  ]
}

function extraEntry(entry: ExtraEntryView): Paragraph[] {
  return [
    ...heading2(extraHeading(entry), entry.dates),
    ...richParagraphs(entry.description),
    ...entry.bullets.map(bullet),
    ...(entry.link ? [new Paragraph({ children: [link(entry.link.display, entry.link.href)] })] : []),
  ]
}

function projectEntry(project: ProjectView, techLabel: string): Paragraph[] {
  return [
    ...heading2(project.name, project.dates),
    ...richParagraphs(project.description),
    ...project.bullets.map(bullet),
    ...(project.tech.length > 0
      ? [
          new Paragraph({
            children: [run(`${techLabel}: `, { bold: true }), run(project.tech.join(', '))],
          }),
        ]
      : []),
  ]
}

function heading1(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(text)] })
}

/**
 * An entry heading; the dates sit after a tab, flush right, in regular weight. Their spaces are
 * no-break spaces so that a long heading pushes the whole range to the next line, never "heute" alone.
 */
function heading2(text: string, dates: string): Paragraph[] {
  // An entry of bullets alone has no heading: a styled empty paragraph would be an empty heading.
  if (!text) return dates ? [plain(dates, { bold: true }, true)] : []
  const paragraph = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    // A right tab stop at the text edge puts the dates flush right without a layout table.
    tabStops: [{ type: TabStopType.RIGHT, position: textWidthTwip }],
    ...direction(text),
    children: [
      run(text),
      ...(dates
        ? [
            new TextRun({ children: [new Tab()] }),
            run(dates.replace(/ /g, '\u00a0'), { bold: false, size: size.body }),
          ]
        : []),
    ],
  })
  return [paragraph]
}

function plain(text: string, options: RunStyle = {}, keepNext = false): Paragraph {
  return new Paragraph({
    ...(keepNext ? { keepNext } : {}),
    ...direction(text),
    children: [run(text, options)],
  })
}

/** A bullet in rich text: bold and italic runs, links as Word hyperlinks. */
function bullet(text: string): Paragraph {
  return new Paragraph({
    numbering: { reference: BULLETS, level: 0 },
    keepLines: true,
    ...direction(richToPlain(text)),
    children: richRuns(text, oneLine),
  })
}

/** A free-text field's lines in rich text: a paragraph per line, "- " lines as Word bullets. */
function richParagraphs(lines: readonly string[]): Paragraph[] {
  return richBlocks(lines).flatMap((block) =>
    block.type === 'paragraph'
      ? [new Paragraph({ ...direction(inlineToPlain(block.children)), children: inlineRuns(block.children, oneLine) })]
      : block.items.map(
          (item) =>
            new Paragraph({ numbering: { reference: BULLETS, level: 0 }, keepLines: true, children: inlineRuns(item, oneLine) }),
        ),
  )
}

type RunStyle = Pick<IRunOptions, 'bold' | 'italics' | 'color' | 'size'>

/** Every piece of user text passes here: XML-invalid characters out, one line per run. */
function run(text: string, style: RunStyle = {}): TextRun {
  return new TextRun({ ...style, text: oneLine(text), ...(isRtl(text) ? { rightToLeft: true } : {}) })
}

function link(text: string, href: string): ExternalHyperlink {
  return new ExternalHyperlink({
    link: xmlSafe(href),
    children: [new TextRun({ text: oneLine(text), style: 'Hyperlink' })],
  })
}

// docx escapes markup but passes through characters XML 1.0 forbids (control characters, lone
// surrogates, U+FFFE/U+FFFF), and Word then refuses to open the file.
const XML_SAFE = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD]*$/

export function xmlSafe(text: string): string {
  if (XML_SAFE.test(text)) return text
  // for…of walks code points: a valid pair comes out whole, a lone surrogate on its own.
  let safe = ''
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) safe += char
  return safe
}

/** The Char production of XML 1.0 (§2.2). */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  )
}

// A line break inside w:t is not a break in Word; the view model already split paragraphs.
function oneLine(text: string): string {
  return xmlSafe(text).replace(/\s*[\t\r\n]+\s*/g, ' ')
}

// The paragraph direction follows the first strong character, as dir="auto" does in the PDF.
function direction(text: string): { bidirectional?: true } {
  return isRtl(text) ? { bidirectional: true } : {}
}

function isRtl(text: string): boolean {
  const strong = /\p{L}/u.exec(text)?.[0] ?? ''
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(strong)
}

function hexColor(css: string): string {
  const hex = css.replace(/^#/, '')
  return /^[0-9a-f]{6}$/i.test(hex) ? hex.toUpperCase() : BODY_COLOR
}

// Photo: at most 24 × 30 mm at the top right of the text area, like the ATS Simple template.
// docx sizes drawings in CSS pixels (96 to the inch).
const PHOTO_BOX_PX = { width: Math.floor((24 / 25.4) * 96), height: Math.floor((30 / 25.4) * 96) } as const
// Keeps the file well under the 2.5 MB an ATS accepts (docs/spec/domain/ats.md §3.2).
const MAX_PHOTO_BYTES = 1_500_000
const PHOTO_GAP_EMU = 180_000 // 5 mm between the photo and the text beside it
const PHOTO_DATA_URL = /^data:image\/(?:png|jpe?g);base64,([a-z0-9+/=\s]+)$/i

function photoRun(dataUrl: string, name: string): ImageRun | undefined {
  const image = imageRunOptions(dataUrl, xmlSafe(name) || 'Photo', PHOTO_BOX_PX, true)
  if (!image) return undefined
  return new ImageRun({
    ...image,
    floating: {
      horizontalPosition: {
        relative: HorizontalPositionRelativeFrom.MARGIN,
        align: HorizontalPositionAlign.RIGHT,
      },
      verticalPosition: { relative: VerticalPositionRelativeFrom.MARGIN, align: VerticalPositionAlign.TOP },
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.LEFT },
      margins: { left: PHOTO_GAP_EMU },
    },
  })
}

/**
 * Type and pixel size from the file's own header (the data URL's MIME type is only a claim);
 * undefined when the bytes are neither a PNG nor a baseline or progressive JPEG.
 */
export function imageInfo(data: Buffer): { type: 'png' | 'jpg'; width: number; height: number } | undefined {
  const isPng =
    data.length >= 24 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  if (isPng) {
    if (data.toString('latin1', 12, 16) !== 'IHDR') return undefined
    return sized('png', data.readUInt32BE(16), data.readUInt32BE(20))
  }
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined
  let offset = 2
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined
    const marker = data[offset + 1] ?? 0
    // Fill bytes and markers without a length (RSTn, TEM) carry no segment.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    const length = data.readUInt16BE(offset + 2)
    // SOF0–SOF15 hold the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('jpg', data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5))
    }
    if (length < 2) return undefined
    offset += 2 + length
  }
  return undefined
}

function sized(type: 'png' | 'jpg', width: number, height: number) {
  const isSane = width > 0 && height > 0 && width <= 20_000 && height <= 20_000
  return isSane ? { type, width, height } : undefined
}
