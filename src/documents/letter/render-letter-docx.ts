import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  FrameAnchorType,
  FrameWrap,
  HeightRule,
  type IFrameOptions,
  LineRuleType,
  Packer,
  Paragraph,
  TextRun,
} from 'docx'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { templateFonts } from '../docx/docx-looks'
import { xmlSafe } from '../docx/render-cv-docx'
import { LETTER_LAYOUT_SPECS, NOTE_ZONE_MM, RETURN_LINE_MM, type LetterLayoutSpec } from './letter-layouts'
import { letterLookOf } from './letter-look'
import { TYPE_FONT_NAMES, typeSettingsOf } from '#shared/cv/type-settings'
import { letterParts, type LetterText } from './letter-parts'

// The Word export of a letter: the same parts in the same order, in the template's typefaces and
// theme colour, with the layout's margins. For the window-envelope layouts (DIN 5008 form A and B,
// Austria, Switzerland) the address field is a frame placed on the page to the millimetre, as in
// the PDF: 85 × 45 mm at 20 mm from the left and 27 / 45 mm from the top (Switzerland: on the
// right), with its 5 mm return-address line and 12.7 mm note zone; the letterhead is a frame above
// it, and the text flows below both ("not beside"), so it shows in a DL window envelope.

const hex = (color: string) => color.replace('#', '').toUpperCase()
/** Millimetres to twips, rounded (docx's own conversion truncates: 20 mm would be 1133, not 1134). */
const twip = (mm: number) => Math.round((mm * 1440) / 25.4)
/** The letterhead's top edge on window layouts: above it only the printer's unprintable margin. */
const HEAD_TOP_MM = 10

/** A frame fixed to the page (Word groups consecutive paragraphs with the same frame into one). */
function pageFrame(leftMm: number, topMm: number, widthMm: number, heightMm: number, rule: (typeof HeightRule)[keyof typeof HeightRule]): IFrameOptions {
  return {
    type: 'absolute',
    position: { x: twip(leftMm), y: twip(topMm) },
    width: twip(widthMm),
    height: twip(heightMm),
    anchor: { horizontal: FrameAnchorType.PAGE, vertical: FrameAnchorType.PAGE },
    wrap: FrameWrap.NOT_BESIDE,
    rule,
  }
}

/** The frames of a window layout: the letterhead above the address field, and the address field. */
function windowFrames(spec: LetterLayoutSpec): { head: IFrameOptions; address: IFrameOptions } | null {
  if (!spec.windowZones) return null
  return {
    head: pageFrame(spec.marginLeftMm, HEAD_TOP_MM, 210 - spec.marginLeftMm - spec.marginRightMm, spec.addressTopMm - HEAD_TOP_MM, HeightRule.ATLEAST),
    address: pageFrame(spec.addressLeftMm, spec.addressTopMm, spec.addressWidthMm, spec.addressHeightMm, HeightRule.EXACT),
  }
}

export async function renderLetterDocx(input: {
  templateId: TemplateId
  themeId: ThemeId
  cv: CvData
  letter: LetterText
  today: string
}): Promise<Buffer> {
  const parts = letterParts(input.cv, input.letter, input.today)
  const spec = LETTER_LAYOUT_SPECS[input.letter.layout]
  const theme = THEMES[input.themeId]
  // The CV's page and type settings: its chosen face (the name keeps a heading face of its own) and size.
  const settings = typeSettingsOf(input.cv)
  const designed = templateFonts(input.templateId)
  const chosen = settings.fontFamily ? TYPE_FONT_NAMES[settings.fontFamily] : undefined
  const fonts = chosen ? { body: chosen, heading: designed.heading === designed.body ? chosen : designed.heading } : designed
  const bodySize = Math.round(letterLookOf(input.templateId, settings).bodySizePt * 2)
  const right = spec.dateAlign === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT
  const frames = windowFrames(spec)
  type LineOptions = {
    bold?: boolean
    color?: string
    size?: number
    align?: (typeof AlignmentType)[keyof typeof AlignmentType]
    after?: number
    before?: number
    frame?: IFrameOptions | undefined
    /** An exact line height in millimetres (the window's return-address line and note zone). */
    exactMm?: number
  }
  const line = (text: string, options: LineOptions = {}) =>
    new Paragraph({
      alignment: options.align ?? AlignmentType.LEFT,
      spacing: {
        after: options.after ?? 0,
        ...(options.before ? { before: options.before } : {}),
        ...(options.exactMm ? { line: twip(options.exactMm), lineRule: LineRuleType.EXACT } : {}),
      },
      ...(options.frame ? { frame: options.frame } : {}),
      children: [
        new TextRun({
          text: xmlSafe(text),
          bold: options.bold ?? false,
          ...(options.color ? { color: options.color } : {}),
          ...(options.size ? { size: options.size } : {}),
        }),
      ],
    })
  const recipientAlign = spec.recipientAlign === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT
  const { sender, words } = parts
  const head = frames?.head
  const returnLine = [sender.name, ...sender.addressLines].filter(Boolean).join(' · ')
  const address: Paragraph[] = frames
    ? [
        // 5 mm return-address line, 12.7 mm note zone, then the recipient in the 6-line address zone.
        line(returnLine, { size: 14, frame: frames.address, exactMm: RETURN_LINE_MM }),
        line('', { frame: frames.address, exactMm: NOTE_ZONE_MM }),
        ...parts.recipient.map((text) => line(text, { align: recipientAlign, frame: frames.address })),
      ]
    : [...parts.recipient.map((text) => line(text, { align: recipientAlign })), line('', { after: 240 })]
  // DIN 5008: two blank lines (8.46 mm) between the address field and what follows it.
  const afterAddress = frames ? twip(8.46) : 0
  const firstAfter = parts.reference ? 'reference' : 'date'
  const children: Paragraph[] = [
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: hex(theme.primary), space: 4 } },
      ...(head ? { frame: head } : {}),
      children: [new TextRun({ text: xmlSafe(sender.name), bold: true, size: 40, color: hex(theme.ink), font: fonts.heading })],
    }),
    ...(sender.title ? [line(sender.title, { color: hex(theme.primary), size: 22, frame: head })] : []),
    line([...sender.addressLines, sender.phone, sender.email].filter(Boolean).join('  ·  '), { size: 18, after: head ? 0 : 360, frame: head }),
    ...address,
    ...(parts.reference ? [line(`${words.reference}: ${parts.reference}`, { align: right, before: afterAddress })] : []),
    line(parts.date, { align: right, after: 360, before: firstAfter === 'date' ? afterAddress : 0 }),
    ...(parts.subject ? [line(`${words.subjectPrefix}${parts.subject}`, { bold: true, color: hex(theme.ink), after: 360 })] : []),
    ...parts.body.split('\n').map((text) => line(text)),
    ...(parts.enclosures.length > 0
      ? [line('', { after: 120 }), line(parts.enclosuresLabel, { bold: true }), ...parts.enclosures.map((text) => line(text))]
      : []),
  ]
  const doc = new Document({
    title: xmlSafe(parts.subject || sender.name || 'Letter'),
    creator: 'ApplyKit',
    styles: {
      default: {
        document: { run: { font: fonts.body, size: bodySize, language: { value: LOCALE_TAGS[input.letter.language] } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: convertMillimetersToTwip(210), height: convertMillimetersToTwip(297) },
            margin: {
              top: convertMillimetersToTwip(15),
              bottom: convertMillimetersToTwip(20),
              left: convertMillimetersToTwip(spec.marginLeftMm),
              right: convertMillimetersToTwip(spec.marginRightMm),
            },
          },
        },
        children,
      },
    ],
  })
  return Packer.toBuffer(doc)
}
