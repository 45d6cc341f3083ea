import { AlignmentType, BorderStyle, convertMillimetersToTwip, Document, Packer, Paragraph, TextRun } from 'docx'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { templateFonts } from '../docx/docx-looks'
import { xmlSafe } from '../docx/render-cv-docx'
import { LETTER_LAYOUT_SPECS } from './letter-layouts'
import { letterLookOf } from './letter-look'
import { TYPE_FONT_NAMES, typeSettingsOf } from '#shared/cv/type-settings'
import { letterParts, type LetterText } from './letter-parts'

// The Word export of a letter: the same parts in the same order, in the template's typefaces and
// theme colour, with the layout's margins. Word flows text, so the address field is approximated by
// spacing (its left edge is the body margin), not placed to the millimetre as in the PDF.

const hex = (color: string) => color.replace('#', '').toUpperCase()

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
  const line = (text: string, options: { bold?: boolean; color?: string; size?: number; align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number } = {}) =>
    new Paragraph({
      alignment: options.align ?? AlignmentType.LEFT,
      spacing: { after: options.after ?? 0 },
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
  const children: Paragraph[] = [
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: hex(theme.primary), space: 4 } },
      children: [new TextRun({ text: xmlSafe(sender.name), bold: true, size: 40, color: hex(theme.ink), font: fonts.heading })],
    }),
    ...(sender.title ? [line(sender.title, { color: hex(theme.primary), size: 22 })] : []),
    line([...sender.addressLines, sender.phone, sender.email].filter(Boolean).join('  ·  '), { size: 18, after: 360 }),
    ...parts.recipient.map((text) => line(text, { align: recipientAlign })),
    line('', { after: 240 }),
    ...(parts.reference ? [line(`${words.reference}: ${parts.reference}`, { align: right })] : []),
    line(parts.date, { align: right, after: 360 }),
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
